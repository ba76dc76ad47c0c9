"""Shared lookup files: languages, regions (with map coordinates) and the glossary."""
from __future__ import annotations

from typing import Annotated, Literal, Optional

from pydantic import Field, StringConstraints

from generator.model.base import Cites, Id, Record, Text

LanguageCode = Annotated[str, StringConstraints(pattern=r"^[a-z]{2,3}(-[A-Za-z0-9]+)*$")]


class Language(Record):
    code: LanguageCode
    name: Text


class Region(Record):
    """A place or region; coordinates are editorial geography for the map."""

    id: Id
    name: Text
    kind: Literal["country", "region", "city", "historical-state", "area"]
    within: Optional[Id] = None
    lat: Annotated[float, Field(ge=-90, le=90, allow_inf_nan=False)]
    lon: Annotated[float, Field(ge=-180, le=180, allow_inf_nan=False)]
    note: Optional[Text] = None


class GlossaryEntry(Record):
    id: Id
    term: Text
    language: Id
    meaning: Text
    games: list[Id] = []
    cite: Cites
    note: Optional[Text] = None
