"""Metadata embedded in pages for reference managers: Highwire ``citation_*`` tags and COinS.

Zotero reads both. Its Embedded Metadata translator guesses "journal article" from
``citation_title`` alone, but any ``DC.*`` tag makes it run its RDF type detection, where a
``DC.type`` that names a Zotero item type wins; so every page also carries ``DC.type`` with the
exact type (webpage, book, bookSection, dictionaryEntry, encyclopediaArticle, journalArticle,
statute …). COinS (OpenURL 1.0 context objects) only know books, book items, journal articles
and Dublin Core records: entries of reference works travel as book items there, statutes as
Dublin Core records.
"""
from __future__ import annotations

from urllib.parse import quote

from generator.cite.csl import iso_date, name_text, year_of

ZOTERO_TYPES = {"book": "book", "chapter": "bookSection", "entry-dictionary": "dictionaryEntry",
                "entry-encyclopedia": "encyclopediaArticle", "article-journal": "journalArticle",
                "article-magazine": "magazineArticle", "legislation": "statute", "webpage": "webpage",
                "manuscript": "manuscript"}


def _pages(item: dict) -> tuple[str | None, str | None]:
    if not item.get("page"):
        return None, None
    first, _, last = item["page"].replace("–", "-").partition("-")
    return first.strip() or None, last.strip() or None


def _highwire_date(item: dict) -> str | None:
    iso = iso_date(item)
    return iso.replace("-", "/") if iso else year_of(item)


def highwire(item: dict) -> list[tuple[str, str]]:
    """``[(meta name, content), …]`` for the page's ``<head>``."""
    tags = [("citation_title", item["title"])]
    tags += [("citation_author", name_text(p)) for p in item.get("author", [])]
    date = _highwire_date(item)
    if date:
        tags += [("citation_publication_date", date), ("citation_date", date)]
    kind = item["type"]
    container = item.get("container-title")
    if container and kind in ("article-journal", "article-magazine"):
        tags.append(("citation_journal_title", container))
    elif container and kind in ("chapter", "entry-dictionary", "entry-encyclopedia"):
        tags.append(("citation_book_title", container))
    for name, key in (("citation_volume", "volume"), ("citation_issue", "issue"),
                      ("citation_publisher", "publisher"), ("citation_isbn", "ISBN"),
                      ("citation_series_title", "collection-title"), ("citation_language", "language"),
                      ("citation_public_url", "URL")):
        if item.get(key):
            tags.append((name, item[key]))
    first, last = _pages(item)
    if first:
        tags.append(("citation_firstpage", first))
    if last:
        tags.append(("citation_lastpage", last))
    tags += [("DC.type", ZOTERO_TYPES.get(kind, "document")), ("DC.title", item["title"])]
    return [(name, " ".join(str(value).split())) for name, value in tags]


def coins(item: dict) -> str:
    """The OpenURL ContextObject (KEV) for ``<span class="Z3988" title="…">`` (not yet HTML-escaped)."""
    kind = item["type"]
    pairs: list[tuple[str, str]] = [("ctx_ver", "Z39.88-2004")]
    container = item.get("container-title")
    first, last = _pages(item)
    if kind in ("article-journal", "article-magazine"):
        pairs += [("rft_val_fmt", "info:ofi/fmt:kev:mtx:journal"), ("rft.genre", "article"),
                  ("rft.atitle", item["title"])]
        if container:
            pairs.append(("rft.jtitle", container))
    elif kind == "book" or (container and kind in ("chapter", "entry-dictionary", "entry-encyclopedia")):
        pairs.append(("rft_val_fmt", "info:ofi/fmt:kev:mtx:book"))
        if kind == "book":
            pairs += [("rft.genre", "book"), ("rft.btitle", item["title"])]
        else:
            pairs += [("rft.genre", "bookitem"), ("rft.atitle", item["title"]), ("rft.btitle", container)]
    else:
        pairs += [("rft_val_fmt", "info:ofi/fmt:kev:mtx:dc"), ("rft.title", item["title"]),
                  ("rft.type", ZOTERO_TYPES.get(kind, "document"))]
    dc = pairs[1][1].endswith(":dc")
    for p in item.get("author", []):
        if dc:
            pairs.append(("rft.creator", name_text(p)))
        elif "literal" in p:
            pairs.append(("rft.au", p["literal"]))
        else:
            pairs.append(("rft.aulast", " ".join(x for x in (p.get("non-dropping-particle"), p["family"]) if x)))
            if p.get("given"):
                pairs.append(("rft.aufirst", p["given"]))
    date = iso_date(item) or year_of(item)
    if date:
        pairs.append(("rft.date", date))
    keys = ([("rft.publisher", "publisher"), ("rft.language", "language")] if dc else
            [("rft.volume", "volume"), ("rft.issue", "issue"), ("rft.edition", "edition"),
             ("rft.pub", "publisher"), ("rft.place", "publisher-place"), ("rft.isbn", "ISBN"),
             ("rft.series", "collection-title")])
    pairs += [(k, item[v]) for k, v in keys if item.get(v)]
    if first and not dc:
        pairs.append(("rft.spage", first))
        if last:
            pairs += [("rft.epage", last), ("rft.pages", f"{first}-{last}")]
    if item.get("URL"):
        pairs.append(("rft_id", item["URL"]))
    return "&".join(f"{k}={quote(' '.join(str(v).split()), safe='')}" for k, v in pairs)
