"""Bibliographic sources: one YAML file per source in ``sources/``, CSL-compatible."""
from __future__ import annotations

import re
from typing import Literal, Optional

from pydantic import Field, field_validator, model_validator

from generator.model.base import Cites, Date, Id, Record, Text
from generator.model.characters import shown
from generator.model.copies import Copy, CopyKind, EvidenceClass, Revision

SourceType = Literal["book", "chapter", "entry-dictionary", "entry-encyclopedia", "article-journal",
                     "article-magazine", "legislation", "webpage", "manuscript"]
SourceClass = Literal["primary-text", "dictionary", "ordinance", "secondary", "encyclopedia"]

#: Source types without page numbers: a citation locates a statement in them by section.
PAGELESS_TYPES = ("webpage", "entry-encyclopedia")

CLASS_LABELS = {
    "primary-text": "Primary historical text",
    "dictionary": "Dictionary",
    "ordinance": "Ordinance",
    "secondary": "Secondary scholarship",
    "encyclopedia": "Encyclopedia article",
}


class Person(Record):
    """An author or editor: family + given name (with an optional particle), or a literal name."""

    family: Optional[Text] = None
    given: Optional[Text] = None
    particle: Optional[Text] = None
    literal: Optional[Text] = None

    @model_validator(mode="after")
    def _one_form(self):
        if not (self.family or self.literal):
            raise ValueError("a person needs `family` (with optional `given`, `particle`) or `literal`")
        return self

    def display(self) -> str:
        if self.literal:
            return self.literal
        return " ".join(p for p in (self.given, self.particle, self.family) if p)



class Link(Record):
    url: Text
    label: Optional[Text] = None
    #: What this address holds when it is a copy of the work (a mirror, a snapshot, a machine
    #: translation …), one of the kinds the source's ``copies`` lists; without it, the address is
    #: the work's own.
    copy_kind: Optional[CopyKind] = Field(default=None, alias="copy")

    @field_validator("url")
    @classmethod
    def _http(cls, value: str) -> str:
        if not re.match(r"^https?://[^\s\"<>\\]+$", value):
            raise ValueError(f"{shown(value)} is not an http(s) URL (https://… without spaces, double quotes, "
                             "angle brackets or backslashes: write them percent-encoded, %20 for a space)")
        return value


class PageRange(Record):
    first: int
    last: int

    @model_validator(mode="after")
    def _order(self):
        if self.first > self.last:
            raise ValueError(f"page range ends ({self.last}) before it starts ({self.first})")
        return self


def _isbn_ok(isbn: str) -> bool:
    digits = re.sub(r"[- ]", "", isbn)
    if re.fullmatch(r"[0-9]{9}[0-9X]", digits):
        total = sum((10 - i) * (10 if c == "X" else int(c)) for i, c in enumerate(digits))
        return total % 11 == 0
    if re.fullmatch(r"[0-9]{13}", digits):
        total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(digits))
        return total % 10 == 0
    return False


class Source(Record):
    """A bibliographic source."""

    id: Id
    type: SourceType
    #: What kind of work the source is (what it once was: a primary text, a dictionary …).
    class_: SourceClass = Field(alias="class")
    title: Text
    title_english: Optional[Text] = None
    short_title: Optional[Text] = None
    container_title: Optional[Text] = None
    collection_title: Optional[Text] = None
    author: list[Person] = []
    editor: list[Person] = []
    issued: Optional[Date] = None
    original_date: Optional[Date] = None
    edition: Optional[Text] = None
    volume: Optional[Text] = None
    issue: Optional[Text] = None
    number_of_volumes: Optional[Text] = None
    pages: Optional[Text] = None
    page_range: Optional[PageRange] = None
    publisher: Optional[Text] = None
    place: Optional[Text] = None
    language: Id
    isbn: Optional[Text] = None
    url: list[Link] = []
    #: The parts of a text without pages (a web page, an encyclopedia article) that we could
    #: read, e.g. ``[infobox, lead, History]``; a `stated` citation of it names one of them.
    sections: list[Text] = []
    #: When we read it ourselves; a retrieval date reported by someone else is not this.
    accessed: Optional[Date] = None
    known_from: Optional[Cites] = None
    #: What we hold of it: the work itself (``read``, in the ``copies`` listed), only another
    #: work's report of it (``reported``) or only an entry in another work's list of literature
    #: (``listed``); for the last two, ``known_from`` names that other work.
    evidence: EvidenceClass
    #: The kinds of copy we read the work in, fullest first (only for ``evidence: read``).
    copies: list[Copy] = []
    #: For a wiki article: which revision we read, or ``not identified``.
    revision: Optional[Revision] = None
    note: Optional[Text] = None
    uncertain: list[Text] = []

    @field_validator("isbn")
    @classmethod
    def _isbn(cls, value):
        if value is not None and not _isbn_ok(value):
            raise ValueError(f"{shown(value)} is not a valid ISBN-10 or ISBN-13 (check digit)")
        return value

    @field_validator("edition", "volume", "issue", "number_of_volumes", "pages", mode="before")
    @classmethod
    def _numbers_as_text(cls, value):
        return str(value) if isinstance(value, int) and not isinstance(value, bool) else value

