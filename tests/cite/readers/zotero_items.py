"""Zotero's items as it keeps them: the item types and their fields (zotero/zotero-schema,
5eedf44, schema version 41), ``cleanAuthor`` of zotero/utilities (4051881), and an item as Zotero
saves it (``itemToAPIJSON``): fields of its type only, base fields in the type's own ones, a
creator of a type the item type lacks as its primary creator, a name in one field kept so."""
from __future__ import annotations

import re

from tests.cite.readers.common import Read, first_date, person

# ---------------------------------------------------------------- zotero-schema, version 41

ITEM_TYPES = {
    "annotation", "artwork", "attachment", "audioRecording", "bill", "blogPost", "book", "bookSection", "case",
    "computerProgram", "conferencePaper", "dataset", "dictionaryEntry", "document", "email", "encyclopediaArticle",
    "film", "forumPost", "hearing", "instantMessage", "interview", "journalArticle", "letter", "magazineArticle",
    "manuscript", "map", "newspaperArticle", "note", "patent", "podcast", "preprint", "presentation",
    "radioBroadcast", "report", "standard", "statute", "thesis", "tvBroadcast", "videoRecording", "webpage"}

#: Item type -> (its fields, ``field>baseField`` where it has one; its creator types, primary first).
_SCHEMA = {
    "book": ("title abstractNote series seriesNumber volume numberOfVolumes edition date publisher place originalDate "
             "originalPublisher originalPlace format>medium numPages ISBN DOI citationKey url accessDate ISSN archive "
             "archiveLocation shortTitle language libraryCatalog callNumber rights extra",
             "author contributor editor translator seriesEditor"),
    "bookSection": ("title abstractNote bookTitle>publicationTitle series seriesNumber volume numberOfVolumes edition date "
                    "publisher place originalDate originalPublisher originalPlace format>medium pages ISBN DOI citationKey "
                    "url accessDate ISSN archive archiveLocation shortTitle language libraryCatalog callNumber rights extra",
                    "author contributor editor bookAuthor translator seriesEditor"),
    "dictionaryEntry": ("title abstractNote dictionaryTitle>publicationTitle series seriesNumber volume numberOfVolumes "
                        "edition date publisher place pages ISBN DOI citationKey url accessDate archive archiveLocation "
                        "shortTitle language libraryCatalog callNumber rights extra",
                        "author contributor editor translator seriesEditor"),
    "document": ("title abstractNote type date publisher place DOI citationKey url accessDate archive archiveLocation "
                 "shortTitle language libraryCatalog callNumber rights extra",
                 "author contributor editor translator reviewedAuthor"),
    "encyclopediaArticle": ("title abstractNote encyclopediaTitle>publicationTitle series seriesNumber volume "
                            "numberOfVolumes edition date publisher place pages ISBN DOI citationKey url accessDate "
                            "archive archiveLocation shortTitle language libraryCatalog callNumber rights extra",
                            "author contributor editor translator seriesEditor"),
    "journalArticle": ("title abstractNote publicationTitle publisher place date volume issue section partNumber "
                       "partTitle pages series seriesTitle seriesText journalAbbreviation DOI citationKey url accessDate "
                       "PMID PMCID ISSN archive archiveLocation shortTitle language libraryCatalog callNumber rights extra",
                       "author contributor editor translator reviewedAuthor"),
    "magazineArticle": ("title abstractNote publicationTitle publisher place date volume issue pages ISSN DOI citationKey "
                        "url accessDate archive archiveLocation shortTitle language libraryCatalog callNumber rights extra",
                        "author contributor translator reviewedAuthor"),
    "manuscript": ("title abstractNote manuscriptType>type institution>publisher place date numPages number DOI "
                   "citationKey url accessDate archive archiveLocation shortTitle language libraryCatalog callNumber "
                   "rights extra", "author contributor translator"),
    "statute": ("nameOfAct>title abstractNote code codeNumber publicLawNumber>number dateEnacted>date pages section "
                "session history DOI citationKey url accessDate shortTitle language rights extra", "author contributor"),
    "webpage": ("title abstractNote websiteTitle>publicationTitle websiteType>type date publisher place DOI citationKey "
                "url accessDate shortTitle language rights extra", "author contributor translator"),
}


def fields_of(item_type: str) -> tuple[dict[str, str], list[str]]:
    """``{name a translator may set: the field it lands in}`` and the creator types of a type."""
    fields_text, creators = _SCHEMA[item_type]
    names = {}
    for entry in fields_text.split():
        own, _, base = entry.partition(">")
        names[own] = own
        if base:
            names[base] = own
    return names, creators.split()


# ---------------------------------------------------------------- Zotero.Utilities.cleanAuthor

def clean_author(author: str, creator_type: str, use_comma: bool) -> dict:
    """``ZU.cleanAuthor``: a name string -> ``{firstName, lastName, creatorType}``."""
    author = re.sub(r"^[\s\u00A0.,/\[\]:]+", "", author)
    author = re.sub(r"[\s\u00A0.,/\[\]:]+$", "", author)
    author = re.sub(r"[\s\u00A0]+", " ", author, count=1)
    if use_comma:
        author = re.sub(r"\.([^ ])", r". \1", author, count=1)
        split = re.split(r"[,،] ?", author)
        last, first = (split[0], split[1]) if len(split) > 1 else (author, None)
    else:
        space = len(author)
        while True:
            space = author.rfind(" ", 0, space) if space > 0 else -1
            last = author[space + 1:]
            first = author[:space] if space >= 0 else ""
            if (last[:1].isalpha()) or space <= 0:
                break
    if first and re.fullmatch(r"[A-Z\u0400-\u042f]+", first) and len(first) < 4 and (len(first) == 1 or last.upper() != last):
        first = " ".join(f"{c}." for c in first)
    if first:
        names = re.split(r"(?:[\s.]+|(?=-))", re.sub(r"\s*([\u002D\u00AD\u2010-\u2015\u2212\u2E3A\u2E3B])\s*", r"-",
                                                     re.sub(r"[\s,]+$", "", re.sub(r"^[\s.]+", "", first)), count=1))
        first = " ".join(n + ("." if re.fullmatch(r"-?[A-Z\u0400-\u042f]", n) else "") for n in names).replace(" -", "-").strip()
    # Zotero.Creators.cleanData trims each part when the item is saved ("J., T. G." leaves cleanAuthor as "J. ")
    return {"firstName": first.strip() if first else None, "lastName": last.strip(), "creatorType": creator_type}


def fix_case(name: str) -> str:
    """``fixCase`` of Embedded Metadata: a name all in capitals or all in small letters is title-cased."""
    return name.title() if name and (name.upper() == name or name.lower() == name) else name


def saved(item: dict) -> dict:
    """The item as Zotero keeps it: fields of its type only, base fields in the type's own ones,
    creators of a type the item type lacks as its primary creators, single names in one field."""
    kind = item["itemType"]
    names, creator_types = fields_of(kind) if kind in _SCHEMA else ({}, ["author"])
    out: dict = {"itemType": kind}
    for key, value in item.items():
        if key in names and value:
            out.setdefault(names[key], value)
    out["creators"] = []
    for c in item["creators"]:
        if not c.get("firstName") and not c.get("lastName"):
            continue
        role = c.get("creatorType") if c.get("creatorType") in creator_types else creator_types[0]
        single = not c.get("firstName") or c.get("fieldMode") == 1
        out["creators"].append({"creatorType": role, **({"name": c["lastName"]} if single else
                                                         {"firstName": c["firstName"], "lastName": c["lastName"]})})
    return out



ZOTERO_TO_CSL = {"book": "book", "bookSection": "chapter", "dictionaryEntry": "entry-dictionary",
                 "encyclopediaArticle": "entry-encyclopedia", "journalArticle": "article-journal",
                 "magazineArticle": "article-magazine", "statute": "legislation", "webpage": "webpage",
                 "manuscript": "manuscript", "document": "document"}
_CONTAINERS = ("websiteTitle", "encyclopediaTitle", "dictionaryTitle", "bookTitle", "publicationTitle", "code")


def as_read(item: dict, reader: str) -> Read:
    creators = tuple((c["creatorType"], c.get("name") or person(c["lastName"], c["firstName"]), "name" in c)
                     for c in item["creators"])
    date = item.get("date") or item.get("dateEnacted") or ""
    extra = {k: item.get(k) for k in ("websiteType", "abstractNote", "language", "url", "edition", "publisher", "place",
                                      "volume", "pages", "ISBN")}
    return Read(reader, item["itemType"], item.get("title") or item.get("nameOfAct") or "", creators, first_date(date),
                next((item[k] for k in _CONTAINERS if item.get(k)), ""), extra)
