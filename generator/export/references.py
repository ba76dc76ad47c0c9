"""Citations as CLDF source references: ``source-id[pages]`` into ``sources.bib``.

A ``Source`` cell lists references separated by ``;`` (as CLDF does). A work we read a statement
in, when it reports it from another source (``cited_in``), is paired with that source in the
``Cited_In`` cell: a JSON list of ``{"source": <reference as in Source>, "cited_in": <reference of
the reporting work>}``, one entry per second-hand citation, so the pairing never depends on
positions in two lists.
"""
from __future__ import annotations

import json

from generator.model.base import Citation

SEP = ";"


def context(text: str) -> str:
    """A reference's context (pages, locator) without the characters that delimit references:
    ``;`` between references, ``[`` and ``]`` around the context."""
    return text.replace(";", ",").replace("[", "(").replace("]", ")")


def cite_ref(cite: Citation) -> str:
    """``hammer-1811[193-214]``; the context is the pages and/or the locator."""
    where = ", ".join(x for x in (cite.pages, cite.locator) if x)
    return f"{cite.source}[{context(where)}]" if where else cite.source


def cite_refs(cites) -> str:
    """The ``Source`` cell: each reference once, in order. Two citations of one passage that we
    read in two works are one reference here; ``Cited_In`` pairs it with each of the two."""
    return SEP.join(dict.fromkeys(cite_ref(c) for c in cites or []))


def cited_in_ref(cite: Citation) -> str:
    """The reporting work as a reference: ``geiser-2004[p. 12]``."""
    if cite.cited_in_locator:
        return f"{cite.cited_in}[{context(cite.cited_in_locator)}]"
    return cite.cited_in


def cited_in(cites) -> str:
    """The ``Cited_In`` cell: JSON pairs, or empty when every source was read first-hand."""
    pairs = [{"source": cite_ref(c), "cited_in": cited_in_ref(c)} for c in cites or [] if c.cited_in]
    return json.dumps(pairs, ensure_ascii=False) if pairs else ""
