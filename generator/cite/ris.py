"""CSL-JSON items as RIS records (``TY  - BOOK`` … ``ER  - ``), the format Zotero, EndNote and
Citavi import. Each value is one line; Zotero maps the types to book, bookSection,
dictionaryEntry, encyclopediaArticle, journalArticle, magazineArticle, statute, webpage and
manuscript.

Names follow the RIS specification as Zotero and Citation.js read it: a person is
``Family, Given``, a name without a comma is kept whole (a corporate author). RIS has no way to
keep whole a name that holds a comma ("Frederick William, Prince-Bishop of Hildesheim"): readers
take the part before the comma for the family name, so it stays one creator whose name prints as
written. Editors are ``A2`` (the editor of the book or work an item is part of) or, for a book,
``A3`` (``A2`` of a book is its series editor); ``ED`` is no tag of the specification. RIS has no
tag for the date of a text printed later (``OP``, "original publication", is read as a title), so
that date is given in the note.
"""
from __future__ import annotations

import re

from generator.cite.csl import iso_date, name_text, year_of
from generator.model.characters import printable

RIS_TYPES = {"book": "BOOK", "chapter": "CHAP", "entry-dictionary": "DICT", "entry-encyclopedia": "ENCYC",
             "article-journal": "JOUR", "article-magazine": "MGZN", "legislation": "STAT", "webpage": "ELEC",
             "manuscript": "MANSCPT"}
LINE = re.compile(r"^([A-Z][A-Z0-9])  - (.*)$")


def _line(tag: str, value) -> str:
    """One tagged line: the one boundary where data text meets RIS. The value is put on one line
    (a line break would start a line that a reader takes for a tag of its own, ``ER  - ``)."""
    return f"{tag}  - {printable(value)}"


def _ris_date(item: dict, key: str) -> str | None:
    """RIS dates are ``YYYY/MM/DD/`` with empty parts allowed."""
    iso = iso_date(item, key)
    if not iso:
        return None
    parts = iso.split("-") + ["", ""]
    return f"{parts[0]}/{parts[1]}/{parts[2]}/"


def _original(item: dict) -> str | None:
    """``Original date: 1777``: the words Zotero's "Extra" field reads as the CSL ``original-date``."""
    date = item.get("original-date")
    if not date:
        return None
    return f"Original date: {date['literal'] if 'literal' in date else iso_date(item, 'original-date')}"


def to_ris(item: dict) -> str:
    """One RIS record, lines joined by ``\\n``, ending with ``ER  - ``."""
    lines = [_line("TY", RIS_TYPES.get(item["type"], "GEN"))]
    lines += [_line("AU", name_text(p)) for p in item.get("author", [])]
    lines += [_line("A3" if item["type"] == "book" else "A2", name_text(p)) for p in item.get("editor", [])]
    lines.append(_line("TI", item["title"]))
    for tag, key in (("T2", "container-title"), ("T3", "collection-title"), ("ET", "edition"),
                     ("VL", "volume"), ("IS", "issue"), ("PB", "publisher"), ("CY", "publisher-place"),
                     ("SN", "ISBN"), ("LA", "language"), ("M3", "genre")):
        if item.get(key):
            lines.append(_line(tag, item[key]))
    if item.get("page"):
        first, _, last = item["page"].replace("–", "-").partition("-")
        lines.append(_line("SP", first.strip()))
        if last.strip():
            lines.append(_line("EP", last.strip()))
    year = year_of(item)
    if year:
        lines.append(_line("PY", year.split("/")[0]))
    for tag, key in (("DA", "issued"), ("Y2", "accessed")):
        date = _ris_date(item, key)
        if date:
            lines.append(_line(tag, date))
    if item.get("URL"):
        lines.append(_line("UR", item["URL"]))
    original = _original(item)
    note = "; ".join(x for x in (original, item.get("note"), item.get("references")) if x)
    if note:
        lines.append(_line("N1", note))
    lines.append("ER  - ")
    return "\n".join(lines) + "\n"


def records(items: list[dict]) -> str:
    return "\n".join(to_ris(item) for item in items)
