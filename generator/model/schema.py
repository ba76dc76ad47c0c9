"""JSON Schemas of the data files, for editors that validate YAML as it is typed."""
from __future__ import annotations

import copy

from pydantic import TypeAdapter

from generator.model.conflicts import Conflict
from generator.model.events import Event
from generator.model.examples import Example
from generator.model.families import Family
from generator.model.games import Game
from generator.model.lookups import GlossaryEntry, Language, Region
from generator.model.names import Name
from generator.model.relations import Relation
from generator.model.rulesets import Ruleset
from generator.model.sources import Source
from generator.model.vocabulary import load_vocabulary

#: Schema file name -> (type, files it applies to).
FILE_KINDS = {
    "source": (Source, "sources/*.yaml"),
    "game": (Game, "gamedata/*/game.yaml"),
    "names": (list[Name], "gamedata/*/names.yaml"),
    "events": (list[Event], "gamedata/*/events.yaml"),
    "relations": (list[Relation], "gamedata/*/relations.yaml"),
    "conflicts": (list[Conflict], "gamedata/*/conflicts.yaml"),
    "ruleset": (Ruleset, "gamedata/*/rulesets/*.yaml"),
    "languages": (list[Language], "gamedata/languages.yaml"),
    "regions": (list[Region], "gamedata/regions.yaml"),
    "glossary": (list[GlossaryEntry], "gamedata/glossary.yaml"),
    "families": (list[Family], "gamedata/families.yaml"),
    "example": (Example | list[Example], "gamedata/*/examples/*.yaml"),
}


def _rule_value_conditions() -> list[dict]:
    vocab = load_vocabulary()
    conditions = []
    for param in vocab.parameters.values():
        value_schema = copy.deepcopy(param.schema)
        conditions.append({"if": {"properties": {"param": {"const": param.id}}, "required": ["param"]},
                           "then": {"properties": {"value": value_schema}}})
    return conditions




def json_schema(kind: str) -> dict:
    """The JSON Schema (draft 2020-12) of one kind of data file."""
    model, pattern = FILE_KINDS[kind]
    schema = TypeAdapter(model).json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = f"Stichwort {kind} file ({pattern})"
    if kind == "ruleset":
        vocab = load_vocabulary()
        schema["definitions"] = vocab.definitions
        rule = schema["$defs"]["Rule"]
        rule["properties"]["param"]["enum"] = sorted(vocab.parameters)
        rule["allOf"] = _rule_value_conditions()
    return schema
