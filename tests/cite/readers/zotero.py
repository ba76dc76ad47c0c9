"""Zotero's reading of a web page, ported from its own code for what our pages can hold.

Zotero imports a page through the web translators that detect something on it; of those a page
of ours can reach, COinS (priority 310) comes before Embedded Metadata (320). The code below
follows, statement by statement where it matters, these files (the commits read):

- ``Embedded Metadata.js`` and ``RDF.js`` of zotero/translators (2814370, 2026-06-26): which
  ``<meta>`` tags become RDF statements (Dublin Core ``DC.*``, Open Graph ``og:*``, the Zotero
  namespace ``z.*``), how the item type is decided (the Highwire type, ``z:itemType``,
  ``og:type``, ``DC.type``, then the guess from ``citation_title``), the Highwire fields, the
  creators (``processHighwireCreators``: a lone ``citation_author`` holding a comma between two
  words with spaces is split into two people), and the fall-backs (the ``description`` tag as
  the abstract);
- ``COinS.js`` of the same commit, and ``parseContextObject`` in ``openurl.js`` of
  zotero/utilities (4051881, 2026-08-19): ``openurl.py``;
- ``cleanAuthor`` of zotero/utilities' ``utilities.js``, and the item types and their fields in
  zotero/zotero-schema (5eedf44, schema version 41): a field the type lacks is dropped when
  Zotero saves the item, a base field (``publicationTitle``) lands in the type's own field
  (``websiteTitle``), and a single-name creator is kept as one field, as ``itemToAPIJSON`` does:
  ``zotero_items.py``.

Left out: what needs a network (COinS's look-up of an item without an author), PDF
attachments, tags and notes, and the RDF container nodes, which meta tags cannot make.
"""
from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from tests.cite.readers.common import Read
from tests.cite.readers.head import Head, read_head  # noqa: F401 - read_head: what the translators see
from tests.cite.readers.openurl import coins, parse_context_object  # noqa: F401 - the COinS translator
from tests.cite.readers.zotero_items import ITEM_TYPES, _SCHEMA, as_read, clean_author, fields_of, fix_case, saved

# ---------------------------------------------------------------- the page as the translators see it

PREFIXES = {"bib": "http://purl.org/net/biblio#", "bibo": "http://purl.org/ontology/bibo/",
            "dc": "http://purl.org/dc/elements/1.1/", "dcterms": "http://purl.org/dc/terms/",
            "prism": "http://prismstandard.org/namespaces/1.2/basic/", "foaf": "http://xmlns.com/foaf/0.1/",
            "vcard": "http://nwalsh.com/rdf/vCard#", "link": "http://purl.org/rss/1.0/modules/link/",
            "z": "http://www.zotero.org/namespaces/export#", "eprint": "http://purl.org/eprint/terms/",
            "eprints": "http://purl.org/eprint/terms/", "og": "http://ogp.me/ns#", "article": "http://ogp.me/ns/article#",
            "book": "http://ogp.me/ns/book#", "music": "http://ogp.me/ns/music#", "video": "http://ogp.me/ns/video#",
            "so": "http://schema.org/", "codemeta": "https://codemeta.github.io/terms/",
            "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#"}
#: The Highwire tags that decide the type (``init`` of Embedded Metadata).
_HW_TYPES = {"citation_journal_title": "journalArticle", "citation_technical_report_institution": "report",
             "citation_conference_title": "conferencePaper", "citation_conference": "conferencePaper",
             "citation_book_title": "bookSection", "citation_inbook_title": "bookSection",
             "citation_dissertation_institution": "thesis"}
HIGHWIRE = {"citation_title": "title", "citation_publication_date": "date", "citation_cover_date": "date",
            "citation_date": "date", "citation_journal_title": "publicationTitle",
            "citation_journal_abbrev": "journalAbbreviation", "citation_inbook_title": "publicationTitle",
            "citation_book_title": "bookTitle", "citation_volume": "volume", "citation_issue": "issue",
            "citation_series_title": "series", "citation_conference_title": "conferenceName",
            "citation_conference": "conferenceName", "citation_dissertation_institution": "university",
            "citation_technical_report_institution": "institution", "citation_technical_report_number": "number",
            "citation_publisher": "publisher", "citation_isbn": "ISBN", "citation_abstract": "abstractNote",
            "citation_doi": "DOI", "citation_public_url": "url", "citation_language": "language"}


def _statements(meta) -> tuple[dict[str, list[str]], str | None, str | None]:
    """The RDF statements of the meta tags (``{property URI: values}``), the Highwire type and its guess."""
    statements: dict[str, list[str]] = {}
    hw_type = guess = None
    for names, value in meta:
        if not value:
            continue
        for tag in names.split():
            parts = re.split(r"[.:_]", tag)
            prefix = None
            if len(parts) > 2:
                prefix, length = parts[1].lower(), len(parts[0]) + len(parts[1]) + 1
            if not prefix or prefix not in PREFIXES:
                prefix, length = parts[0].lower(), len(parts[0])
            if prefix in PREFIXES:
                prop = tag[length + 1:]
                prop = prop[:1].lower() + prop[1:]
                statements.setdefault(PREFIXES[prefix] + prop, []).append(value)
                continue
            short = tag[tag.rfind("citation_"):] if "citation_" in tag else tag
            if short in _HW_TYPES:
                hw_type = _HW_TYPES[short]
            elif short in ("citation_title", "citation_series_title"):
                guess = guess or "journalArticle"
            elif short == "citation_isbn":
                guess = "book"
    return statements, hw_type, guess


def _first(statements, *props: str) -> str | None:
    """``getFirstResults(…, true)`` over one node: the first value of the first property present."""
    for prop in props:
        prefix, _, local = prop.partition(":")
        values = statements.get(PREFIXES[prefix] + local)
        if values:
            return values[0]
    return None


def _all(statements, *props: str) -> list[str] | None:
    for prop in props:
        prefix, _, local = prop.partition(":")
        values = statements.get(PREFIXES[prefix] + local)
        if values:
            return values
    return None


_DC_WORDS = {"book": "book", "patent": "patent", "report": "report", "thesis": "thesis", "bookitem": "bookSection",
             "conferenceitem": "conferencePaper", "conferencepaper": "conferencePaper", "conferenceposter": "conferencePaper",
             "dataset": "dataset", "article": "journalArticle", "journalitem": "journalArticle",
             "journalarticle": "journalArticle", "submittedjournalarticle": "journalArticle",
             "text.serial.journal": "journalArticle", "newsitem": "newspaperArticle", "scholarlytext": "journalArticle",
             "workingpaper": "report"}
_OG_TYPES = {"video.movie": "videoRecording", "video.episode": "videoRecording", "video.tv_show": "videoRecording",
             "video.other": "videoRecording", "book": "book", "music.song": "audioRecording",
             "music.album": "audioRecording", "website": "webpage"}


def _detect_type(statements, default: str | None) -> str | None:
    """``detectType`` of RDF.js, for the types meta tags can state."""
    zotero = _first(statements, "z:itemType", "z:type")
    zotero = zotero if zotero in ITEM_TYPES else None
    dc = _first(statements, "dc:type", "dcterms:type")
    dc_type = dc if dc in ITEM_TYPES else (_DC_WORDS.get(re.sub(r"\s", "", dc.lower())) if dc else None)
    og = _first(statements, "og:type")
    og_guess = "journalArticle" if og == "article" else None
    return zotero or _OG_TYPES.get(og or "") or dc_type or default or og_guess


def _rdf_item(statements, item_type: str | None) -> dict:
    """``importItem`` of RDF.js: the fields meta tags can give."""
    item: dict = {"itemType": item_type, "creators": []}
    item["title"] = _first(statements, "dc:title", "dcterms:title", "eprints:title", "og:title", "so:headline")
    if item_type and item_type in _SCHEMA:
        for creator_type in fields_of(item_type)[1]:
            if creator_type == "author":
                found = _all(statements, "bib:authors", "so:author", "so:creator", "dc:creator", "dc:creator.PersonalName",
                             "dcterms:creator", "eprints:creators_name", "dc:contributor", "dcterms:contributor")
            elif creator_type in ("editor", "contributor"):
                found = _all(statements, f"bib:{creator_type}s", f"eprints:{creator_type}s_name", f"so:{creator_type}")
            else:
                found = _all(statements, f"z:{creator_type}s")
            item["creators"] += [clean_author(c, creator_type, "," in c) for c in found or []]
    item["publicationTitle"] = _first(statements, "prism:publicationName", "eprints:publication", "eprints:book_title",
                                      "dc:source", "dcterms:source")
    site = _first(statements, "og:site_name")
    if site and not item["publicationTitle"] and item_type in ("blogPost", "webpage", "newspaperArticle"):
        item["publicationTitle"] = site
    item["rights"] = _first(statements, "prism:copyright", "dc:rights", "dcterms:rights", "so:license")
    item["section"] = _first(statements, "article:section", "so:genre")
    item["volume"] = _first(statements, "prism:volume", "eprints:volume", "bibo:volume", "dc:source.Volume",
                            "dcterms:citation.volume", "so:volumeNumber")
    item["issue"] = _first(statements, "prism:number", "eprints:number", "bibo:issue", "dc:source.Issue",
                           "dcterms:citation.issue", "so:issueNumber")
    item["edition"] = _first(statements, "prism:edition", "bibo:edition", "so:bookEdition", "so:version")
    item["pages"] = _first(statements, "bib:pages", "eprints:pagerange", "bibo:pages", "dc:identifier.pageNumber",
                           "so:pagination")
    item["numberOfVolumes"] = _first(statements, "bibo:numVolumes")
    item["shortTitle"] = _first(statements, "bibo:shortTitle")
    item["publisher"] = _first(statements, "dc:publisher", "dcterms:publisher", "eprints:institution", "so:publisher")
    item["institution"] = item["publisher"]
    item["place"] = _first(statements, "eprints:place_of_pub", "eprints:event_location")
    item["date"] = _first(statements, "eprints:date", "prism:publicationDate", "og:published_time",
                          "article:published_time", "book:release_date", "music:release_date", "video:release_date",
                          "dc:date.issued", "dcterms:date.issued", "dcterms:issued", "dc:date", "dcterms:date",
                          "dcterms:dateSubmitted", "eprints:datestamp", "so:datePublished")
    item["ISBN"] = _first(statements, "bibo:isbn", "bibo:isbn13", "bibo:isbn10", "book:isbn", "so:isbn", "eprints:isbn")
    item["url"] = _first(statements, "eprints:official_url", "og:url", "bibo:uri", "so:url", "so:sameAs")
    item["abstractNote"] = _first(statements, "eprints:abstract", "prism:teaser", "og:description", "bibo:abstract",
                                  "dcterms:abstract", "dc:description.abstract", "dcterms:description.abstract",
                                  "so:description")
    kind = _first(statements, "dc:type", "dcterms:type")
    for name in ("reportType", "letterType", "manuscriptType", "mapType", "thesisType", "websiteType",
                 "presentationType", "postType", "audioFileType"):
        item[name] = kind
    item["language"] = _first(statements, "dc:language", "dcterms:language", "so:inLanguage")
    if not item["abstractNote"]:
        item["abstractNote"] = _first(statements, "dc:description", "dcterms:description")
    for uri, values in statements.items():  # OTHER FIELDS: the Zotero namespace's own
        if uri.startswith(PREFIXES["z"]) and uri[len(PREFIXES["z"]):] not in ("path", "itemType"):
            item[uri[len(PREFIXES["z"]):]] = values[0]
    return item


def _meta_text(meta, name: str, strict: bool = False, every: bool = False) -> str | None:
    """``getContentText``: the content of the (first, or every) meta tag whose name ends with ``name``."""
    values = [v for n, v in meta if (n == name if strict else n.endswith(name))]
    if every:
        return ", ".join(values) if values else None
    return values[0] if values else None


def _highwire_creators(nodes: list[str], role: str, lang: str | None) -> list[dict]:
    """``processHighwireCreators``."""
    out, last = [], None
    for node in nodes:
        creators = re.split(r"\s*;\s*", node)
        if len(creators) == 1 and len(nodes) == 1:
            by_comma = re.split(r"\s*,\s*", creators[0])
            spanish = (len(by_comma) == 2 and lang in ("es", "spa", "Spanish", "español")
                       and len(by_comma[0].split(" ")) == 2)
            if len(by_comma) > 1 and " " in by_comma[0] and " " in by_comma[1] and not spanish:
                creators = by_comma
        for creator in creators:
            creator = creator.strip()
            if not creator or not re.search(r"[^\s,\-.;]", creator) or creator == last:
                continue
            last = creator
            made = clean_author(creator, role, "," in creator)
            if made["firstName"]:
                made["firstName"], made["lastName"] = fix_case(made["firstName"]), fix_case(made["lastName"])
            out.append(made)
    return out


def _highwire(item: dict, meta, hw_type: str | None) -> None:
    """``addHighwireMetadata``."""
    for name, field in HIGHWIRE.items():
        value = _meta_text(meta, name, every=field in ("ISSN", "ISBN"))
        if value and value.strip():
            item[field] = " ".join(value.split())
    lang = _meta_text(meta, "citation_language")
    authors = [v for n, v in meta if n.endswith("citation_author")] or [v for n, v in meta if n.endswith("citation_authors")]
    editors = [v for n, v in meta if n.endswith("citation_editor")] or [v for n, v in meta if n.endswith("citation_editors")]
    creators = _highwire_creators(authors, "author", lang) + _highwire_creators(editors, "editor", lang)
    if creators:
        item["creators"] = creators
    first, last = _meta_text(meta, "citation_firstpage"), _meta_text(meta, "citation_lastpage")
    if first:
        item["pages"] = first.strip() + (f"-{last.strip()}" if last else "")
    if hw_type and hw_type != item["itemType"]:
        item["itemType"] = hw_type
    if not item.get("date"):
        item["date"] = _meta_text(meta, "citation_online_date") or _meta_text(meta, "citation_year")


def _low_quality(item: dict, head: Head, location: str) -> None:
    """``addLowQualityMetadata`` and ``finalDataCleanup``, for what a page of ours holds."""
    if not item.get("title"):
        item["title"] = head.title
    item["title"] = re.sub(r"\s+", " ", item.get("title") or "")
    if item.get("publicationTitle"):
        item["title"] = re.sub(r"\s*[-–—=_:|~#]\s*" + re.escape(item["publicationTitle"]) + r"\s*$", "", item["title"],
                               flags=re.I)
    if not item["creators"]:
        authors = [v for n, v in head.meta if n.lower() == "author" and re.search(r"[^\s,\-.;]", v)]
        item["creators"] = [clean_author(a, "author", False) for a in dict.fromkeys(authors)]
    if not item.get("abstractNote") and head.description:
        item["abstractNote"] = " ".join(head.description.split())
    if not item.get("url"):
        item["url"] = head.canonical or location
    if not item.get("language"):
        item["language"] = next((v for n, v in head.meta if n.lower() in ("language", "lang")), None) or head.lang
    item["libraryCatalog"] = urlsplit(location).netloc
    item["url"] = urljoin(location, item["url"])


def embedded_metadata(html: str, location: str) -> dict:
    """The item Zotero's Embedded Metadata translator saves from a page at ``location``."""
    head = read_head(html)
    statements, hw_type, guess = _statements(head.meta)
    default = guess or ("webpage" if statements else None)
    item = _rdf_item(statements, _detect_type(statements, default)) if statements else {"itemType": hw_type or guess, "creators": []}
    _highwire(item, head.meta, hw_type)
    _low_quality(item, head, location)
    return saved(item)


# ---------------------------------------------------------------- what the reader imports

def zotero_import(html: str, location: str) -> tuple[str, list[Read]]:
    """What Zotero's connector saves by default from a page: (translator, items)."""
    found = coins(html)
    if found:
        return "COinS", [as_read(i, "Zotero COinS") for i in found]
    return "Embedded Metadata", [as_read(embedded_metadata(html, location), "Zotero Embedded Metadata")]


def read_page(site: Path, page: Path, base: str = "http://127.0.0.1:8000/") -> tuple[str, list[Read]]:
    rel = page.relative_to(site).as_posix()
    return zotero_import(page.read_text(encoding="utf-8"), base + rel[: -len("index.html")])
