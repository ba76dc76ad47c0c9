"""How a statement is referred to its source in short: the one place that makes a short citation.

A citation record (``base.Citation``) says which source supports a statement, where in it, in
which work we read it and how sure we are. Its ``Reference`` is the short form every page, the
engine's refusals and the player show: the source's label in author-date form (``von Alvensleben
1853``), where in it (``p. 91``, ``Rules``), and the work it is cited in, itself a reference
(``cited in Wikipedia 'Bester Bube' (Rules)``). ``Dataset.reference`` makes one; the site renders
it (``generator/site/marks.py``: a mark, inline, a footnote), the bridge gives the engine its
text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from generator.model.dates import parse_edtf

_PAIRS = {"[": "]", "(": ")", "“": "”", "‘": "’", "„": "“", "«": "»"}


def shorten(text: str, limit: int) -> str:
    """``text`` cut at a word to at most ``limit`` characters plus "…", closing any bracket or
    quotation mark the cut leaves open: ``[Book of the most common Dutch card…]``."""
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0] if " " in text[:limit] else text[:limit]
    cut = cut.rstrip(" ,;:.") + "…"
    opened = []
    for char in cut:
        if char in _PAIRS and not (char == "“" and opened and opened[-1] == "„"):
            opened.append(char)
        elif opened and char == _PAIRS[opened[-1]]:
            opened.pop()
    return cut + "".join(_PAIRS[c] for c in reversed(opened))


def page_label(pages: str) -> str:
    """``91`` -> ``p. 91``; ``193-214`` -> ``pp. 193–214``."""
    return f"pp. {pages.replace('-', '–')}" if re.search(r"[-–/,]", pages) else f"p. {pages}"


def source_label(source) -> str:
    """A source's short author-date label: ``Hammer 1811``, ``von Alvensleben 1853``."""
    # a document printed later in a compilation is cited by its own date (see cite.csl)
    dated = source.original_date if source.type == "legislation" and source.original_date else source.issued
    year = parse_edtf(dated).display() if dated else "n.d."
    if source.short_title and not source.author:
        return f"{source.short_title}" if source.class_ == "encyclopedia" else f"{source.short_title} {year}"
    if source.author:
        people = [" ".join(p for p in (a.particle, a.family) if p) if a.family else a.literal for a in source.author]
        who = people[0] if len(people) == 1 else (" & ".join(people) if len(people) == 2 else f"{people[0]} et al.")
        return f"{who} {year}"
    return f"{shorten(source.title, 40)} {year}"


@dataclass(frozen=True)
class Reference:
    """A citation in short: the source, its label, where in it, and the work it is read in."""

    #: The source's id.
    source: str
    #: The source's short label (``von Alvensleben 1853``).
    label: str
    #: Where in the source: its volume, pages and locator (``p. 91``, ``vol. 2, pp. 193–214, Rules``), or empty.
    locator: str = ""
    #: The work the source is cited in, where we read it (its locator is where in that work).
    cited_in: "Reference | None" = None

    @property
    def text(self) -> str:
        """The reference as one line of plain text: ``Hammer 1811, pp. 193–214, cited in Wikipedia … (Rules)``."""
        text = f"{self.label}, {self.locator}" if self.locator else self.label
        if self.cited_in is not None:
            text += f", cited in {self.cited_in.label}"
            if self.cited_in.locator:
                text += f" ({self.cited_in.locator})"
        return text


def reference(sources, cite) -> Reference:
    """The ``Reference`` of a citation record (``sources``: the dataset's sources by id)."""
    volume = sources[cite.source].volume
    # the part of a work in several volumes, unless the locator names it already ("vol. 4")
    if volume and re.search(r"\b(?:vol|pt|part)\b", cite.locator or "", re.I):
        volume = None
    parts = (f"vol. {volume}" if volume else "", page_label(cite.pages) if cite.pages else "", cite.locator or "")
    where = ", ".join(part for part in parts if part)
    cited_in = None
    if cite.cited_in:
        cited_in = Reference(cite.cited_in, source_label(sources[cite.cited_in]), cite.cited_in_locator or "")
    return Reference(cite.source, source_label(sources[cite.source]), where, cited_in)
