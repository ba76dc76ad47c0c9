"""CSL-JSON items as BibTeX entries (UTF-8 kept; TeX-special characters escaped).

Entry types: ``@book``, ``@incollection`` (a part of a book with a title of its own: chapters,
documents in a compilation, entries of dictionaries and encyclopedias), ``@article``, ``@misc``
(web pages, statutes, manuscripts). An entry of a reference work is ``@incollection``, not
``@inbook``: classic BibTeX's ``@inbook`` is an untitled part of a book (a chapter or pages), and
its styles ignore a ``booktitle`` there. Fields are the classic BibTeX ones plus the biblatex
``date``, ``origdate`` (the date of a text printed later), ``urldate``, ``langid`` and ``isbn``,
which BibTeX styles ignore.
"""
from __future__ import annotations

import re

from generator.cite.csl import iso_date, year_of
from generator.model.characters import printable

ENTRY_TYPES = {"book": "book", "chapter": "incollection", "entry-dictionary": "incollection",
               "entry-encyclopedia": "incollection", "article-journal": "article", "article-magazine": "article",
               "legislation": "misc", "webpage": "misc", "manuscript": "misc"}
LANGIDS = {"de": "german", "en": "english", "nl": "dutch", "fr": "french", "da": "danish", "sv": "swedish",
           "it": "italian", "es": "spanish", "la": "latin", "pl": "polish", "cs": "czech"}

_SPECIAL = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "&": r"\&", "%": r"\%", "$": r"\$",
            "#": r"\#", "_": r"\_", "~": r"\textasciitilde{}", "^": r"\textasciicircum{}"}
_SPECIAL_RE = re.compile("|".join(re.escape(c) for c in _SPECIAL))


def escape(text: str) -> str:
    """Plain text -> BibTeX field text: TeX specials escaped, accents kept as UTF-8, one line.

    The one boundary where data text meets BibTeX: with every brace escaped, a value cannot
    close its field or open another (``}, note = {…``)."""
    return _SPECIAL_RE.sub(lambda m: _SPECIAL[m.group(0)], printable(text))


#: What BibTeX reads as the end of one name in a list (" and ") or as the comma of "Family, Given".
_NAME_SYNTAX = re.compile(r",|(?:^|\s)and(?:\s|$)", re.I)


def _name_part(text: str) -> str:
    """One part of a name, braced when BibTeX would read it as name syntax: a family name
    "Müller and Sohn" stays one name, "Smith, Jr" one family name."""
    escaped = escape(text)
    return "{" + escaped + "}" if _NAME_SYNTAX.search(escaped) else escaped


def _url(text: str) -> str:
    """URLs stay verbatim except for the characters that would break the .bib syntax."""
    return printable(text).replace("{", "%7B").replace("}", "%7D").replace(" ", "%20").replace("\\", "%5C")


def _names(people: list[dict]) -> str:
    out = []
    for p in people:
        if "literal" in p:
            out.append("{" + escape(p["literal"]) + "}")
            continue
        family = " ".join(_name_part(x) for x in (p.get("non-dropping-particle"), p["family"]) if x)
        out.append(f"{family}, {_name_part(p['given'])}" if p.get("given") else family)
    return " and ".join(out)


def _title(item: dict, key: str) -> str:
    text = escape(item[key])
    # Protect the capitals of non-English titles (German nouns) from styles that lower-case titles.
    return "{" + text + "}" if item.get("language", "en") != "en" else text


def entry_type(item: dict) -> str:
    kind = ENTRY_TYPES.get(item["type"], "misc")
    if kind == "incollection" and not item.get("container-title"):
        return "misc"
    return kind


def to_bibtex(item: dict) -> str:
    """One ``@type{key, …}`` entry."""
    kind = entry_type(item)
    fields: list[tuple[str, str]] = []
    if item.get("author"):
        fields.append(("author", _names(item["author"])))
    if item.get("editor"):
        fields.append(("editor", _names(item["editor"])))
    fields.append(("title", _title(item, "title")))
    container = item.get("container-title")
    if container:
        fields.append(("journal" if kind == "article" else "booktitle" if kind != "misc" else "howpublished",
                       _title(item, "container-title")))
    simple = [("series", "collection-title"), ("edition", "edition"), ("volume", "volume"),
              ("number", "issue"), ("publisher", "publisher"), ("address", "publisher-place"),
              ("isbn", "ISBN"), ("type", "genre")]
    for bib, csl in simple:
        if item.get(csl):
            fields.append((bib, escape(item[csl])))
    if item.get("page"):
        fields.append(("pages", escape(re.sub(r"\s*[-–]\s*", "--", item["page"]))))
    year = year_of(item)
    if year:
        fields.append(("year", escape(year)))
    if iso_date(item) and iso_date(item) != year:
        fields.append(("date", iso_date(item)))
    if item.get("original-date"):
        fields.append(("origdate", escape(iso_date(item, "original-date") or year_of(item, "original-date"))))
    if item.get("URL"):
        fields.append(("url", _url(item["URL"])))
    if iso_date(item, "accessed"):
        fields.append(("urldate", iso_date(item, "accessed")))
    if item.get("language"):
        fields.append(("langid", LANGIDS.get(item["language"], item["language"])))
    note = "; ".join(x for x in (item.get("note"), item.get("references")) if x)
    if note:
        fields.append(("note", escape(note)))
    body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields)
    return f"@{kind}{{{item['id']},\n{body}\n}}\n"


def bibliography(items: list[dict]) -> str:
    return "\n".join(to_bibtex(item) for item in items)
