"""Relations between games, each with who claims it (``gamedata/<game>/relations.yaml``)."""
from __future__ import annotations

from typing import Literal, Optional

from generator.model.base import Cites, Id, Record, Text

RelationType = Literal["ancestor-of", "related-to", "equated-with", "displaced-by", "variant-of",
                       "similar-to", "derived-from"]

RELATION_LABELS = {
    "ancestor-of": "ancestor of",
    "related-to": "related to",
    "equated-with": "equated with",
    "displaced-by": "displaced by",
    "variant-of": "variant of",
    "similar-to": "similar to",
    "derived-from": "derived from",
}


class Relation(Record):
    """A claim that one game stands in a relation to another."""

    id: Id
    type: RelationType
    subject: Id
    object: Id
    claim: Text
    certainty: Literal["stated", "hedged"] = "stated"
    cite: Cites
    note: Optional[Text] = None
