"""Metadata embedded in pages for reference managers: ``<meta>`` tags and COinS.

The tags are written for what Zotero's Embedded Metadata translator reads (the documented
Highwire ``citation_*`` tags, and the Dublin Core, PRISM and Open Graph tags it hands to its RDF
reader), and say what the CSL item says: its type, title, creators, date, container and the rest.

- **Type.** A ``citation_book_title`` (a chapter) or ``citation_journal_title`` (an article)
  decides the type outright, so an entry of a reference work (and an article of a magazine) names
  its encyclopedia, dictionary or magazine with PRISM's ``prism.publicationName`` instead, and
  ``DC.type`` gives the exact Zotero type (``encyclopediaArticle``, ``magazineArticle``). A web page is ``og:type`` "website": Zotero copies ``DC.type``
  into a web page's "Website Type", so there ``DC.type`` holds the page's genre (the dataset
  edition of a page of this site) and ``og:site_name`` the website. Without a tag of type,
  Zotero would take any page with a ``citation_title`` for a journal article.
- **Creators.** A person is "Family, Given". A name in one field (a corporate or literal name)
  that has spaces and no comma is written with a comma after it ("Stichwort contributors,"), the
  sign EndNote and Zotero take for a name without a given name; without it Zotero makes
  "contributors, Stichwort" of it. A lone ``citation_author`` with words of more than one word on
  both sides of its comma is split by Zotero into two people ("Knorr von Rosenroth" and
  "Christian Anton"; "Frederick William" and "Prince-Bishop of Hildesheim"), so such a lone
  author is given as ``DC.creator``, which Zotero reads as one name. Two cases stay beyond the
  tags (no source has them): such a lone author beside editors, whose tags would make Zotero drop
  the Dublin Core creator, and such a lone editor, which Dublin Core has no element for.
- **Dates.** The item's date (a printing's, with its publisher); a text's own earlier date has no
  tag Zotero reads.

COinS (OpenURL 1.0 context objects) are written as Zotero itself writes them (``createContextObject``
of its OpenURL module): books and parts of books, and journal articles, in their own formats;
everything else as a Dublin Core record whose ``rft.type`` is the Zotero type, which Zotero reads
back; volume, edition, place and pages in every format, as Zotero's reader takes them from any.
A name in one field is ``rft.aucorp``. COinS have no editors and one date only.
"""
from __future__ import annotations

from urllib.parse import quote

from generator.cite.csl import iso_date, name_text, year_of

ZOTERO_TYPES = {"book": "book", "chapter": "bookSection", "entry-dictionary": "dictionaryEntry",
                "entry-encyclopedia": "encyclopediaArticle", "article-journal": "journalArticle",
                "article-magazine": "magazineArticle", "legislation": "statute", "webpage": "webpage",
                "manuscript": "manuscript"}
_ENTRIES = ("entry-dictionary", "entry-encyclopedia")

#: A tag: (the attribute that names it, ``name`` or Open Graph's ``property``; its name; its content).
Tag = tuple[str, str, str]


def _pages(item: dict) -> tuple[str | None, str | None]:
    if not item.get("page"):
        return None, None
    first, _, last = item["page"].replace("–", "-").partition("-")
    return first.strip() or None, last.strip() or None


def _highwire_date(item: dict) -> str | None:
    iso = iso_date(item)
    return iso.replace("-", "/") if iso else year_of(item)


def _highwire_name(p: dict) -> str:
    """A creator for ``citation_author``: "Family, Given", or a name in one field (see module doc)."""
    text = name_text(p)
    whole = "literal" in p or not p.get("given")
    return text + "," if whole and " " in text and "," not in text else text


def _split_by_zotero(text: str) -> bool:
    """Zotero reads a lone ``citation_author`` "A b, C d" (words with spaces on both sides of a
    comma) as two people, "A b" and "C d" (``processHighwireCreators``)."""
    parts = [p.strip() for p in text.split(",")]
    return len(parts) > 1 and " " in parts[0] and " " in parts[1]


#: Item types whose Zotero item has no editor: Zotero would make a magazine's editor the article's author.
NO_EDITOR = ("article-magazine", "article-newspaper")


def _creators(item: dict) -> list[Tag]:
    authors, editors = item.get("author", []), item.get("editor", [])
    if item["type"] in NO_EDITOR:
        editors = []
    # A Dublin Core creator is read as one name; but only where no Highwire creator is given,
    # which would make Zotero drop it (an author with editors stays a citation_author).
    if len(authors) == 1 and not editors and _split_by_zotero(name_text(authors[0])):
        return [("name", "DC.creator", name_text(authors[0]))]
    return ([("name", "citation_author", _highwire_name(p)) for p in authors]
            + [("name", "citation_editor", _highwire_name(p)) for p in editors])


def _container(item: dict) -> list[Tag]:
    kind, container = item["type"], item.get("container-title")
    if not container:
        return []
    if kind == "article-journal":
        return [("name", "citation_journal_title", container)]
    if kind == "chapter":
        return [("name", "citation_book_title", container)]
    if kind in (*_ENTRIES, "article-magazine"):
        return [("name", "prism.publicationName", container)]
    if kind == "webpage":
        return [("property", "og:site_name", container)]
    return [("name", "DC.source", container)]


def _type(item: dict) -> list[Tag]:
    if item["type"] == "webpage":
        return [("property", "og:type", "website")] + ([("name", "DC.type", item["genre"])] if item.get("genre") else [])
    return [("name", "DC.type", ZOTERO_TYPES.get(item["type"], "document"))]


def tags(item: dict, description: str | None = None) -> list[Tag]:
    """The ``<meta>`` tags of a page that describes ``item`` (values on one line, not yet escaped)."""
    out: list[Tag] = [("name", "citation_title", item["title"]), *_creators(item)]
    date = _highwire_date(item)
    if date:
        out += [("name", "citation_publication_date", date), ("name", "citation_date", date)]
    out += _container(item)
    for name, key in (("citation_volume", "volume"), ("citation_issue", "issue"), ("citation_publisher", "publisher"),
                      ("citation_isbn", "ISBN"), ("citation_series_title", "collection-title"),
                      ("prism.edition", "edition"), ("eprints.place_of_pub", "publisher-place"),
                      ("citation_language", "language"), ("citation_public_url", "URL")):
        if item.get(key):
            out.append(("name", name, item[key]))
    first, last = _pages(item)
    if first:
        out.append(("name", "citation_firstpage", first))
    if last:
        out.append(("name", "citation_lastpage", last))
    out += [*_type(item), ("name", "DC.title", item["title"])]
    if item["type"] == "webpage":
        out.append(("property", "og:title", item["title"]))
        if item.get("URL", "").startswith(("http://", "https://")):  # Open Graph's og:url is a full address
            out.append(("property", "og:url", item["URL"]))
    if description:
        out.append(("property", "og:description", description))
    return [(attr, name, " ".join(str(value).split())) for attr, name, value in out]


def highwire(item: dict) -> list[tuple[str, str]]:
    """``[(name, content), …]``: the tags as name and content (Open Graph's by their property)."""
    return [(name, content) for _, name, content in tags(item)]


def _coins_format(item: dict) -> list[tuple[str, str]]:
    """The context object's format, genre and titles (Zotero's ``createContextObject``)."""
    kind, container, title = item["type"], item.get("container-title"), item["title"]
    if kind == "article-journal":
        return [("rft_val_fmt", "info:ofi/fmt:kev:mtx:journal"), ("rft.genre", "article"), ("rft.atitle", title),
                *([("rft.jtitle", container)] if container else [])]
    if kind == "book":
        return [("rft_val_fmt", "info:ofi/fmt:kev:mtx:book"), ("rft.genre", "book"), ("rft.btitle", title)]
    if kind == "chapter":  # a part of a book, also where the book is not known (a novel's passage)
        return [("rft_val_fmt", "info:ofi/fmt:kev:mtx:book"), ("rft.genre", "bookitem"), ("rft.atitle", title),
                *([("rft.btitle", container)] if container else [])]
    pairs = [("rft_val_fmt", "info:ofi/fmt:kev:mtx:dc"), ("rft.type", ZOTERO_TYPES.get(kind, "document")),
             ("rft.title", title)]
    return pairs + ([("rft.source", container)] if container else [])


def coins(item: dict) -> str:
    """The OpenURL ContextObject (KEV) for ``<span class="Z3988" title="…">`` (not yet HTML-escaped)."""
    pairs: list[tuple[str, str]] = [("ctx_ver", "Z39.88-2004"), *_coins_format(item)]
    dc = pairs[1][1].endswith(":dc")
    for p in item.get("author", []):
        if "literal" in p or not p.get("given"):
            pairs.append(("rft.aucorp", name_text(p)))
        else:
            pairs += [("rft.aulast", " ".join(x for x in (p.get("non-dropping-particle"), p["family"]) if x)),
                      ("rft.aufirst", p["given"])]
    date = iso_date(item) or year_of(item)
    if date:
        pairs.append(("rft.date", date))
    keys = [("rft.volume", "volume"), ("rft.issue", "issue"), ("rft.edition", "edition"), ("rft.publisher", "publisher"),
            ("rft.place", "publisher-place"), ("rft.isbn", "ISBN"), ("rft.series", "collection-title")]
    pairs += [(k, item[v]) for k, v in keys if item.get(v)]
    first, last = _pages(item)
    if first:
        pairs.append(("rft.pages", f"{first}-{last}" if last else first))
        pairs += [("rft.spage", first)] + ([("rft.epage", last)] if last else [])
    if item.get("language"):
        pairs.append(("rft.language", item["language"]))
    if item.get("URL", "").startswith(("http://", "https://")):
        pairs.append(("rft.identifier" if dc else "rft_id", item["URL"]))
    return "&".join(f"{k}={quote(' '.join(str(v).split()), safe='')}" for k, v in pairs)
