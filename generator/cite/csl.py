"""Source records and site pages as CSL-JSON items (the input of every other citation format).

The CSL-JSON written here is what the CSL processor renders, what ``sources.csl.json`` holds
and what BibTeX and RIS are derived from, so all formats say the same thing.

Mapping notes:

- ``legislation`` printed in a later compilation (it has a ``container_title``) becomes a
  ``chapter``: the styles' legal forms are for modern statutes in codes (Chicago would print
  "Verordnung …, Sammlung 323 (1777 & 1823)"), while a historian cites an old ordinance as a
  document in a published collection. It gets no ``genre``: Chicago prints a chapter's genre as
  "Ordinance to <book>", like a foreword. Without a container it stays ``legislation``. Like any
  text printed after it was written, such a document carries both dates: ``issued`` is the
  printing we cite (1823, with its publisher and place), ``original-date`` the text's own (1777),
  which the styles print beside it ("(1777) 1823", "Original work published 1777").
- ``particle`` ("von") is a non-dropping particle: the site's own labels say "von Alvensleben
  1853", and Chicago still alphabetises under the family name.
- EDTF dates become ``date-parts``; a decade (``177X``) or century becomes a literal ("1770s"),
  and ``?``/``~`` set ``circa``.
"""
from __future__ import annotations

import re

from generator.cite.project import creators
from generator.model.dates import parse_edtf
from generator.model.evidence import permalink, revision_text
from generator.model.sources import Person, Source

#: Source type -> CSL type (the types already are CSL names).
CSL_TYPES = {"book": "book", "chapter": "chapter", "entry-dictionary": "entry-dictionary",
             "entry-encyclopedia": "entry-encyclopedia", "article-journal": "article-journal",
             "article-magazine": "article-magazine", "legislation": "legislation",
             "webpage": "webpage", "manuscript": "manuscript"}

SITE_NAME = "Stichwort"


def csl_type(source: Source) -> str:
    if source.type == "legislation" and source.container_title:
        return "chapter"
    return CSL_TYPES[source.type]


def person(p: Person) -> dict:
    if p.literal:
        return {"literal": p.literal}
    out = {"family": p.family}
    if p.given:
        out["given"] = p.given
    if p.particle:
        out["non-dropping-particle"] = p.particle
    return out


def csl_date(text: str | None) -> dict | None:
    """EDTF text -> CSL date object (``None`` when there is no date)."""
    if not text:
        return None
    parsed = parse_edtf(text)
    if "X" in text:
        return {"literal": parsed.display()}
    parts = []
    for piece in text.split("/"):
        core = piece.rstrip("?~%")
        parts.append([int(x) for x in core.split("-")])
    out: dict = {"date-parts": parts}
    if parsed.uncertain or parsed.approximate:
        out["circa"] = True
    return out


def source_item(source: Source) -> dict:
    """One source as a CSL-JSON item."""
    item: dict = {"id": source.id, "type": csl_type(source), "title": source.title}
    # ``short_title`` is our label; it is a CSL short title only when it does not name the container
    # ("Wikipedia „Bester Bube“" is a label, not a short form of the title "Bester Bube").
    short = source.short_title if not (source.container_title and source.container_title in (source.short_title or "")) else None
    optional = {
        "title-short": short, "container-title": source.container_title,
        "collection-title": source.collection_title, "edition": source.edition,
        "volume": source.volume, "issue": source.issue, "number-of-volumes": source.number_of_volumes,
        "page": source.pages, "publisher": source.publisher, "publisher-place": source.place,
        "language": source.language, "ISBN": source.isbn,
    }
    item.update({k: v for k, v in optional.items() if v})
    if source.author:
        item["author"] = [person(p) for p in source.author]
    if source.editor:
        item["editor"] = [person(p) for p in source.editor]
    for key, value in (("issued", source.issued), ("original-date", source.original_date), ("accessed", source.accessed)):
        date = csl_date(value)
        if date:
            item[key] = date
    if source.url:
        item["URL"] = source.url[0].url
    _revision(item, source)
    if source.title_english:
        item["note"] = f"English title: {source.title_english}"
    return item


def _revision(item: dict, source: Source) -> None:
    """A wiki page's revision: its date as the item's date, its permanent address as the URL, and
    ``Revision 1084141956`` or ``Revision not identified`` as the genre, which Chicago and APA print
    (and BibTeX and RIS carry as type and M3)."""
    text = revision_text(source)
    if text is None:
        return
    item["genre"] = text[0].upper() + text[1:]
    link = permalink(source)
    if link:
        item["URL"] = link
    if source.revision is not None and source.revision.date and "issued" not in item:
        item["issued"] = csl_date(source.revision.date)


#: The only markup pandoc's citeproc reads inside CSL-JSON strings (it decodes no entities).
_CSL_MARKUP = re.compile(r"<(?=/?(?:i|b|sup|sub|span)\b)", re.I)


def csl_literal(text: str) -> str:
    """Text for a CSL-JSON string field that must print exactly as written.

    citeproc reads a few HTML-like tags (``<i>``, ``<b>``, ``<sup>``, ``<sub>``, ``<span>``) in
    CSL-JSON strings but decodes no character entities: ``&amp;`` would print as "&amp;". So the
    text is not HTML-escaped; only a ``<`` that would open one of those tags is kept from doing so
    by a word joiner (U+2060), which prints as nothing.
    """
    return _CSL_MARKUP.sub("<\u2060", text)


def page_item(item_id: str, title: str, url: str, edition_id: str, edition_date: list[int] | None) -> dict:
    """A page of the site (or a rule on it) as a CSL-JSON ``webpage`` item.

    Its authors are those of ``CITATION.cff`` (``generator.cite.project``); the site is the
    container (a web page's website: Zotero's "Website Title"); the edition is the page's genre
    and its day the page's date. There is no access date: only the reader knows when they read it.
    """
    item = {"id": item_id, "type": "webpage", "title": title, "author": creators(), "container-title": SITE_NAME,
            "genre": f"Dataset edition {edition_id}", "URL": url, "language": "en"}
    if edition_date:
        item["issued"] = {"date-parts": [edition_date]}
    return item


def year_of(item: dict, key: str = "issued") -> str | None:
    """The year (or literal) of a CSL date, for formats that only hold a year."""
    date = item.get(key)
    if not date:
        return None
    if "literal" in date:
        return date["literal"]
    parts = date["date-parts"]
    first = str(parts[0][0])
    return first if len(parts) == 1 else f"{first}/{parts[-1][0]}"


def iso_date(item: dict, key: str = "issued") -> str | None:
    """``1810``, ``1810-05`` or ``2026-11-29`` (first part of a range); None for literals."""
    date = item.get(key)
    if not date or "date-parts" not in date:
        return None
    return "-".join(f"{p:02d}" if i else str(p) for i, p in enumerate(date["date-parts"][0]))


def name_text(p: dict, inverted: bool = True) -> str:
    """``von Alvensleben, Ludwig`` (inverted) or ``Ludwig von Alvensleben``."""
    if "literal" in p:
        return p["literal"]
    family = " ".join(x for x in (p.get("non-dropping-particle"), p["family"]) if x)
    if not p.get("given"):
        return family
    return f"{family}, {p['given']}" if inverted else f"{p['given']} {family}"
