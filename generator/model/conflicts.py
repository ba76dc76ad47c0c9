"""Conflicts: where sources or article revisions disagree, both sides with their citations."""
from __future__ import annotations

from typing import Annotated, Literal, Optional

from pydantic import Field, model_validator

from generator.model.base import Cites, Id, Record, Text


class Side(Record):
    """One side of a conflict."""

    label: Text
    claim: Text
    cite: Cites


class Conflict(Record):
    id: Id
    topic: Text
    #: Record ids the conflict touches; a rule is written ``ruleset#param``.
    about: list[Text] = []
    sides: Annotated[list[Side], Field(min_length=2)]
    status: Literal["open", "editorial-reading"]
    reading: Optional[Text] = None
    note: Optional[Text] = None

    @model_validator(mode="after")
    def _reading(self):
        if self.status == "editorial-reading" and not self.reading:
            raise ValueError("status editorial-reading needs a `reading` saying which reading we chose and why")
        return self
