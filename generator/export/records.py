"""All records as one JSON document (``stichwort.json``), and back.

Per-game records carry their game folder as ``game`` next to their own fields; everything else
is exactly what the YAML files say (defaults filled in), so loading the document back with the
model classes gives equal records.
"""
from __future__ import annotations

from generator.model import Dataset
from generator.model.conflicts import Conflict
from generator.model.events import Event
from generator.model.games import Game
from generator.model.lookups import GlossaryEntry, Language, Region
from generator.model.names import Name
from generator.model.relations import Relation
from generator.model.rulesets import Ruleset
from generator.model.sources import Source

#: kind -> (record class, key field, stored in a game folder)
KINDS = {"sources": (Source, "id", False), "games": (Game, "id", False), "names": (Name, "id", True),
         "events": (Event, "id", True), "relations": (Relation, "id", True), "conflicts": (Conflict, "id", True),
         "rulesets": (Ruleset, "id", False), "languages": (Language, "code", False),
         "regions": (Region, "id", False), "glossary": (GlossaryEntry, "id", False)}


def dump(record) -> dict:
    return record.model_dump(mode="json", by_alias=True, exclude_none=True)


def to_document(ds: Dataset, edition_id: str) -> dict:
    doc: dict = {"edition": edition_id, "format": "docs/data/format.md (repository); schemas: python -m generator schema"}
    for kind, (_, _, per_game) in KINDS.items():
        rows = []
        for rid, record in getattr(ds, kind).items():
            row = dump(record)
            if per_game:
                row = {"game": ds.game_of[(kind, rid)], **row}
            rows.append(row)
        doc[kind] = rows
    return doc


def from_document(doc: dict) -> tuple[dict[str, dict], dict[tuple[str, str], str]]:
    """``({kind: {id: record}}, {(kind, id): game})`` from a loaded ``stichwort.json``."""
    records: dict[str, dict] = {}
    game_of: dict[tuple[str, str], str] = {}
    for kind, (cls, key, per_game) in KINDS.items():
        records[kind] = {}
        for row in doc.get(kind, []):
            row = dict(row)
            game = row.pop("game", None) if per_game else None
            record = cls.model_validate(row)
            records[kind][getattr(record, key)] = record
            if per_game:
                game_of[(kind, getattr(record, key))] = game
    return records, game_of
