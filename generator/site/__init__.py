"""The page generator: a pure function from the validated dataset to Markdown pages.

``build_pages(dataset)`` returns ``Page`` objects and touches no file; MkDocs (through the thin
hook in ``mkdocs_hook.py``) or ``python -m generator pages --out DIR`` writes them out.
"""
