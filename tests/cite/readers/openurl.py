"""Zotero's COinS translator (``COinS.js`` of zotero/translators, 2814370) and the OpenURL
reader it calls, ``parseContextObject`` of zotero/utilities' ``openurl.js`` (4051881), ported.

The reader's chain of ``if key == …`` runs in the order of the original; the keys that only
copy their value into a field are the tables below (each key stands once in the chain, so a
table keeps its meaning).
"""
from __future__ import annotations

import re
from urllib.parse import unquote

from tests.cite.readers.head import read_head
from tests.cite.readers.zotero_items import ITEM_TYPES, clean_author, saved

_FORMATS = {"info:ofi/fmt:kev:mtx:journal": "journalArticle", "info:ofi/fmt:kev:mtx:dissertation": "thesis",
            "info:ofi/fmt:kev:mtx:patent": "patent", "info:ofi/fmt:kev:mtx:dc": "webpage"}
_BOOK_GENRES = {"bookitem": "bookSection", "conference": "conferencePaper", "proceeding": "conferencePaper",
                "report": "report", "document": "document"}
#: Keys read the same way in every format: key -> field.
_FIELDS = {"rft.volume": "volume", "rft.issue": "issue", "rft.pub": "publisher", "rft.publisher": "publisher",
           "rft.place": "place", "rft.tpages": "numPages", "rft.edition": "edition"}
#: Keys of the Dublin Core format, which the reader takes from any format but a thesis's or a patent's.
_DC_FIELDS = {"rft.description": "abstractNote", "rft.rights": "rights", "rft.language": "language",
              "rft.source": "publicationTitle"}


def _item_type(parts: list[str]) -> str | None:
    for part in parts:
        if part.startswith("rft_val_fmt="):
            fmt = unquote(part[len("rft_val_fmt="):])
            if fmt == "info:ofi/fmt:kev:mtx:book":
                genre = next((g for g in _BOOK_GENRES if f"rft.genre={g}" in parts), None)
                return _BOOK_GENRES.get(genre, "book")
            if fmt in _FORMATS:
                return _FORMATS[fmt]
    return None


def _title(item: dict, key: str, value: str) -> bool:
    """The title keys; True if ``key`` was one."""
    kind = item["itemType"]
    parts = ("journalArticle", "bookSection", "conferencePaper")
    if key == "rft.btitle":
        if kind in ("book", "report"):
            item["title"] = value
        elif kind in ("bookSection", "conferencePaper"):
            item["publicationTitle"] = value
    elif key == "rft.atitle" and kind in parts:
        item["title"] = value
    elif key == "rft.jtitle" and kind == "journalArticle":
        item["publicationTitle"] = value
    elif key == "rft.title":
        item["publicationTitle" if kind in parts else "title"] = value
    else:
        return False
    return True


def _pages(item: dict, key: str, value: str, pages_key: str) -> str:
    """``rft.pages``, ``rft.spage``, ``rft.epage``: the pages as start-end; the key that set them."""
    if key == "rft.pages":
        item["pages"] = value
        return key
    if pages_key == "rft.pages":
        return pages_key
    other = "rft.epage" if key == "rft.spage" else "rft.spage"
    if pages_key != other:
        item["pages"] = value
    elif value != item["pages"]:
        item["pages"] = f"{value}-{item['pages']}" if key == "rft.spage" else f"{item['pages']}-{value}"
    return key


def _creator(item: dict, key: str, value: str, complex_au: list[dict]) -> None:
    """The name keys: ``rft.au`` and its like at once, ``aulast``/``aufirst``/``aucorp`` gathered.
    (The original skips a gathered name marked ``institutional``, a mark nothing sets: a first
    name after ``aucorp`` joins the corporate name, as here.)"""
    last = complex_au[-1] if complex_au else None
    if key in ("rft.aulast", "rft.invlast", "rft.aufirst", "rft.invfirst"):
        part = "lastName" if key.endswith("last") else "firstName"
        if last is not None and not last.get(part):
            last[part] = value
        else:
            role = "author" if key.startswith("rft.au") else "inventor"
            complex_au.append({part: value, "creatorType": role, "offset": len(item["creators"])})
    elif key == "rft.aucorp":
        complex_au.append({"lastName": value, "isInstitution": True, "offset": len(item["creators"])})
    else:
        role = {"rft.contributor": "contributor", "rft.inventor": "inventor"}.get(key, "author")
        item["creators"].append(clean_author(value, role, "," in value))


def _identifier(item: dict, value: str) -> None:
    if value[:8].lower() == "info:doi":
        item["DOI"] = value[9:]
    elif value[:8].lower() == "urn:isbn":
        item["ISBN"] = value[9:]
    elif re.match(r"^https?://", value):
        item["url"], item["accessDate"] = value, ""


def _merged(item: dict, complex_au: list[dict]) -> None:
    """Each gathered name where it stood, unless a plain name says the same."""
    inserted = 0
    for c in complex_au:
        offset = c.pop("offset")
        same = any(p.get("lastName") == c.get("lastName") and p.get("firstName")
                   and p["firstName"].startswith(c.get("firstName") or "") for p in item["creators"])
        if not same:
            item["creators"].insert(offset + inserted, c)
            inserted += 1


def parse_context_object(co: str) -> dict | None:
    """``Zotero.OpenURL.parseContextObject``: a KEV context object -> an item (None: no type)."""
    parts = co.split("&")
    kind = _item_type(parts)
    if kind is None:
        return None
    item: dict = {"creators": [], "itemType": kind}
    pages_key, complex_au = "", []
    for part in parts:
        key, _, raw = part.partition("=")
        value = unquote(re.sub(r"\+|%2[bB]", " ", raw))
        if not value or _title(item, key, value):
            continue
        if key == "rft_id":
            _identifier(item, value)
        elif key == "rft.date":
            item["issueDate" if item["itemType"] == "patent" else "date"] = value
        elif key in ("rft.pages", "rft.spage", "rft.epage"):
            pages_key = _pages(item, key, value, pages_key)
        elif key == "rft.issn" or (key == "rft.eissn" and not item.get("ISSN")):
            item["ISSN"] = value
        elif key in ("rft.aulast", "rft.invlast", "rft.aufirst", "rft.invfirst", "rft.au", "rft.creator",
                     "rft.contributor", "rft.inventor", "rft.aucorp"):
            _creator(item, key, value, complex_au)
        elif key == "rft.isbn" and not item.get("ISBN"):
            item["ISBN"] = value
        elif key in _FIELDS:
            item[_FIELDS[key]] = value
        elif key == "rft.series":
            item["seriesTitle" if item["itemType"] == "report" else "series"] = value
        elif item["itemType"] not in ("thesis", "patent"):
            if key == "rft.identifier" and len(value) > 8 and re.match(r"^https?://", value):
                item["url"] = value
            elif key in _DC_FIELDS:
                item[_DC_FIELDS[key]] = value
            elif key == "rft.type" and value in ITEM_TYPES:
                item["itemType"] = value
    _merged(item, complex_au)
    return item


def coins(html: str) -> list[dict]:
    """The items Zotero's COinS translator saves from a page: one per span it can type
    (more than one: Zotero asks which to save)."""
    items = [parse_context_object(span) for span in read_head(html).coins]
    return [saved(i) for i in items if i and i.get("itemType")]
