"""Shared parts of every record: ids, dates, citations, and where a record came from."""
from __future__ import annotations

from typing import Annotated, Literal, Optional

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, PrivateAttr, StringConstraints

from generator.model.dates import Edtf, parse_edtf
from generator.model.problems import Location

ID_PATTERN = r"^[a-z0-9]+(-[a-z0-9]+)*$"
#: The id policy. Ids become file names, page addresses and citation keys: at most this long (a
#: page comparing two rulesets is named by both ids, and a file name has at most 255 bytes) ...
MAX_ID_LENGTH = 64
#: ... and never the name the site gives a folder's own page (``sources/index.md`` is the
#: bibliography, ``games/<game>/examples/index.md`` the list of examples). Ids hold no ``--``
#: (the pattern), so a page named by two ids (``<first>--<second>``) names one pair only.
RESERVED_IDS = ("index",)


def _id_policy(value: str) -> str:
    if len(value) > MAX_ID_LENGTH:
        raise ValueError(f"an id of {len(value)} characters; an id has at most {MAX_ID_LENGTH} (it names files and pages)")
    if value in RESERVED_IDS:
        raise ValueError(f"{value!r} is the name of a folder's own page on the site; choose another id")
    return value


#: A stable kebab-case id (never reused once published).
Id = Annotated[str, StringConstraints(pattern=ID_PATTERN), AfterValidator(_id_policy)]


def _date_text(value):
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if isinstance(value, str):
        parse_edtf(value)  # raises ValueError with what would be valid
    return value


#: An EDTF date string (a bare int year is accepted and kept as text).
Date = Annotated[str, BeforeValidator(_date_text)]

Certainty = Literal["stated", "inferred", "editorial"]

#: Characters that show as nothing: a text made of them and of white space is as empty as "".
_INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff\u00ad"


def blank(text: str) -> bool:
    """Whether ``text`` shows nothing: empty, or only white space (spaces, tabs, line breaks, the
    wide and non-breaking spaces) and characters of no width."""
    return not text.translate({ord(c): None for c in _INVISIBLE}).strip()


def _not_blank(value: str) -> str:
    if blank(value):
        raise ValueError("the text is empty or only white space; write the text (or leave an optional field out)")
    return value


#: Text that must say something: a title of three spaces would render an empty heading.
Text = Annotated[str, StringConstraints(min_length=1), AfterValidator(_not_blank)]


#: Where a record made in code (not read from a file) stands.
NOWHERE = Location("?", 0)


class Record(BaseModel):
    """Base of every record: unknown fields are errors; remembers its file and lines."""

    model_config = ConfigDict(extra="forbid", frozen=False, validate_assignment=False)

    # A factory, not a default: pydantic deep-copies a private default for every record it makes
    # (a quarter of ``load_dataset``); the one frozen ``NOWHERE`` needs no copy.
    _where: Location = PrivateAttr(default_factory=lambda: NOWHERE)
    _lines: dict = PrivateAttr(default_factory=dict)

    @property
    def where(self) -> Location:
        return self._where

    def line_of(self, fieldname: str) -> int:
        """Line of a field of this record (the record's own line if unknown)."""
        return self._lines.get(fieldname, self._where.line)

    def set_origin(self, where: Location, lines: dict) -> None:
        self._where = where
        self._lines = dict(lines)


class Citation(Record):
    """Who says so: a source id, where in it, and how sure we are."""

    #: Id of the source the statement is attributed to.
    source: Id
    #: Page or page range as printed, e.g. "193-214" or "323/324".
    pages: Optional[Text] = None
    #: A non-page locator: headword, section, note.
    locator: Optional[Text] = None
    #: The work we read the statement in, when it reports it from ``source``.
    cited_in: Optional[Id] = None
    cited_in_locator: Optional[Text] = None
    certainty: Certainty = "stated"
    #: Short original wording.
    quote: Optional[Text] = None
    #: Our English rendering of ``quote``.
    translation: Optional[Text] = None
    note: Optional[Text] = None
    #: Why this citation's certainty differs from its twins: the citations of the same source,
    #: in the same work, at the same place (``generator.model.scholarship.check_twins``).
    certainty_differs: Optional[Text] = None


Cites = Annotated[list[Citation], Field(min_length=1)]


def walk(record: BaseModel, prefix: str = ""):
    """``(dotted field path, owner, field name, item)`` of every field value inside a record, list
    items one by one, nested records after the field that holds them (their fields too)."""
    for name, fld in type(record).model_fields.items():
        key = fld.alias or name
        value = getattr(record, name)
        items = value if isinstance(value, list) else [value]
        for index, item in enumerate(items):
            path = f"{prefix}{key}[{index}]" if isinstance(value, list) else f"{prefix}{key}"
            yield path, record, name, item
            if isinstance(item, BaseModel):
                yield from walk(item, path + ".")
