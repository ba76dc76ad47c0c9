"""Dated attestations of a game (``gamedata/<game>/events.yaml``)."""
from __future__ import annotations

from typing import Literal, Optional

from generator.model.base import Cites, Date, Id, Record, Text


class Event(Record):
    """Something a source records at a date: a mention, rules, a ban, scholarship."""

    id: Id
    date: Date
    kind: Literal["attestation", "rules", "ban", "mention", "scholarship"]
    regions: list[Id] = []
    names: list[Id] = []
    summary: Text
    cite: Cites
    note: Optional[Text] = None
