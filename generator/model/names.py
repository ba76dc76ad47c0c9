"""Names and spellings of games, cards and terms, with language, region and earliest date."""
from __future__ import annotations

from typing import Literal, Optional

from generator.model.base import Cites, Date, Id, Record, Text


class Name(Record):
    """One attested name or spelling (``gamedata/<game>/names.yaml``)."""

    id: Id
    name: Text
    kind: Literal["game", "card", "term"] = "game"
    language: Id
    dialect: Optional[Text] = None
    regions: list[Id] = []
    meaning: Optional[Text] = None
    #: Earliest dated attestation given by a source; absent when none is given.
    earliest: Optional[Date] = None
    #: Id of the event that is that attestation.
    event: Optional[Id] = None
    cite: Cites
    note: Optional[Text] = None

    @property
    def certainty(self) -> str:
        """How sure the record of this spelling is: ``stated`` when a citation of a text we hold
        gives it as written, else the weakest reason we have (``inferred``, then ``editorial``)."""
        found = {c.certainty for c in self.cite}
        return next(c for c in ("stated", "inferred", "editorial") if c in found)
