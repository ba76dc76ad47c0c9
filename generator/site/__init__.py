"""The page generator: a pure function from the validated dataset to the site.

``build_site(dataset)`` returns a ``Site`` — every page (generated, and the hand-written pages
of ``docs/``, decorated) and its assets (downloads, card pictures) — and touches no file; MkDocs
(through the thin hook in ``mkdocs_hook.py``) or ``python -m generator pages --out DIR`` writes it
out. ``ARCHITECTURE.md`` at the repository root names the module that owns each step.
"""
