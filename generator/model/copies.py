"""What we hold of a source: the evidence class, the kinds of copy we read, a wiki article's revision.

A source's ``class`` says what the work once was (a primary text, a dictionary, an article); the
fields here say what we hold of it, which is often much less: an 1810 handbook known only as an
undated Wikipedia revision cites it, read as a Japanese machine translation. The site shows that
route beside every citation that rests on such a source (``generator.model.evidence``).
"""
from __future__ import annotations

from typing import Annotated, Literal, Optional

from pydantic import BeforeValidator, Field

from generator.model.base import Date, Id, Record, Text

#: What we hold of a source.
EvidenceClass = Literal["read", "reported", "listed"]

EVIDENCE_LABELS = {
    "read": "the work, as read in the copies below",
    "reported": "known only from what another work reports of it",
    "listed": "known only from an entry in another work's list of literature",
}

#: The kinds of copy a text can be read in.
CopyKind = Literal["original", "transcription", "scan-text", "mirror", "snapshot", "machine-translation", "summary"]

#: How a copy of each kind is named in running text ("read as …").
COPY_LABELS = {
    "original": "the original",
    "transcription": "a transcription",
    "scan-text": "the text of a scan (OCR)",
    "mirror": "a mirror",
    "snapshot": "an archived snapshot",
    "machine-translation": "a machine translation",
    "summary": "an extractive summary",
}

#: What each kind of copy is, for the data format and the About pages.
COPY_MEANINGS = {
    "original": "the work itself: the printed book, or a web page at its own address",
    "transcription": "the text typed again by someone else (Wikisource, Project Gutenberg, a lexicon's web edition)",
    "scan-text": "the machine-read text (OCR) of a scan, errors included (Google Books, a digital library)",
    "mirror": "a copy of a web page on another site, made at an unknown time",
    "snapshot": "an archived copy fixed at a date (Kiwix, the Wayback Machine, an archived page)",
    "machine-translation": "a translation made by a program; its wording is the program's, not the author's",
    "summary": "sentences picked out of the work by others (WikiSum); what is left out is not seen",
}

#: Kinds whose wording is not the work's own: a quotation from them is the copy's words.
REWORDED = ("machine-translation",)


class Copy(Record):
    """One kind of copy we read a work in."""

    kind: CopyKind
    #: The copy's language, where it is not the work's (always given for a machine translation).
    language: Optional[Id] = None
    #: What of the work this copy let us read: "the whole article", "the opening, about 3,000 characters".
    extent: Optional[Text] = None
    note: Optional[Text] = None


#: What an editor writes for a wiki article whose revision no text we hold names.
NOT_IDENTIFIED = "not identified"


def _not_identified(value):
    if isinstance(value, str) and value.strip() == NOT_IDENTIFIED:
        return {}
    return value


class RevisionFields(Record):
    """Which revision of a wiki article we read, as far as a text we hold names it."""

    #: The revision id (``oldid``) of its permanent address.
    id: Optional[Annotated[int, Field(gt=0)]] = None
    #: The day (or month, year) of the revision, as a text we hold gives it; never a copy's date.
    date: Optional[Date] = None
    note: Optional[Text] = None

    @property
    def identified(self) -> bool:
        return self.id is not None or self.date is not None


#: ``revision: not identified`` or ``revision: {id: 1084141956, date: "2022-04-19"}``.
Revision = Annotated[RevisionFields, BeforeValidator(_not_identified)]
