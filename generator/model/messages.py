"""A validation error of pydantic in the words of the data format: what is wrong, which keys a
mapping takes, what a valid value looks like (``docs/data/format.md``).

pydantic says "Input should be a valid dictionary or instance of Person"; an editor who wrote
``author: [Paul Hammer]`` needs to read that a person is a mapping such as ``{family: Hammer,
given: Paul}``. Every message here names the field's expected shape with an example; the ones
pydantic words well enough for the data (a custom ``ValueError`` of a record) pass through.
"""
from __future__ import annotations

import types
import typing

from pydantic import BaseModel

from generator.model.characters import shown

#: A record's shape in one example, as an editor writes it in YAML (flow style, on one line).
EXAMPLES = {
    "Person": "{family: Hammer, given: Paul} (or {literal: Amaranthes} for a name in one piece)",
    "Link": "{url: https://…, label: digitised copy}",
    "PageRange": "{first: 1, last: 300}",
    "Citation": '{source: hammer-1811, pages: "193"}',
    "Inherits": "{ruleset: bester-bube-1810, basis: source, cite: [...]}",
    "Alternative": "{value: …, label: another reading}",
}
#: What a list of records is called in a message.
PLURALS = {"Person": "persons", "Link": "links", "Citation": "citations", "Rule": "rules", "Alternative": "alternatives",
           "Side": "sides", "IdentityFact": "infobox facts"}


def _unwrap(annotation):
    """The model class (if any) behind Optional[...], list[...], Annotated[...]."""
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _unwrap(typing.get_args(annotation)[0])
    if origin in (typing.Union, types.UnionType, list):
        for arg in typing.get_args(annotation):
            found = _unwrap(arg)
            if found is not None:
                return found
        return None
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    return None


def model_at(model: type[BaseModel] | None, loc: tuple) -> type[BaseModel] | None:
    """The record class that the value at ``loc`` (or each item of the list there) must be."""
    for part in loc:
        if model is None:
            return None
        if isinstance(part, int):
            continue
        fld = next((f for name, f in model.model_fields.items() if (f.alias or name) == part), None)
        model = _unwrap(fld.annotation) if fld else None
    return model


def field_names(model: type[BaseModel]) -> list[str]:
    return [f.alias or name for name, f in model.model_fields.items()]


def required_names(model: type[BaseModel]) -> list[str]:
    return [f.alias or name for name, f in model.model_fields.items() if f.is_required()]


def _mapping(model: type[BaseModel]) -> str:
    """``a person: a mapping with the keys family, given, … e.g. {…}``."""
    name = model.__name__
    example = EXAMPLES.get(name)
    keys = ", ".join(field_names(model))
    return f"a mapping with the keys {keys}" + (f", e.g. {example}" if example else "")


def _list_of(model: type[BaseModel] | None) -> str:
    if model is None:
        return "a list, one item per line starting with '- ' (or [a, b] on one line)"
    plural = PLURALS.get(model.__name__, f"{model.__name__} entries")
    example = EXAMPLES.get(model.__name__)
    return f"a list of {plural}, each on a line starting with '- '" + (f", e.g. - {example}" if example else "")


def _options(error: dict) -> str:
    expected = (error.get("ctx") or {}).get("expected", "")
    return expected.replace(" or ", ", ")


def _by_kind(kind: str, error: dict, model: type[BaseModel], loc: tuple) -> str | None:
    """The message for one kind of error, or None to keep pydantic's (a record's own ValueError)."""
    value, key = error.get("input"), loc[-1] if loc else ""
    owner = model_at(model, loc[:-1]) if loc else model
    if kind == "missing":
        needs = required_names(owner) if owner else []
        return f"required field {key!r} is missing" + (f"; this entry needs {', '.join(needs)}" if len(needs) > 1 else "")
    if kind in ("model_type", "dict_type", "model_attributes_type"):
        target = model_at(model, loc)
        return f"{shown(value)} is not a mapping; expected " + (_mapping(target) if target else "a mapping of fields")
    if kind == "list_type":
        return f"expected {_list_of(model_at(model, loc))}, not {shown(value)}"
    if kind in ("literal_error", "enum"):
        return f"{shown(value)} is not one of the values {key!r} takes: {_options(error)} (written exactly so, in small letters)"
    if kind == "string_pattern_mismatch" and key == "language":
        return (f"{shown(value)} is not a language code: a language is given by its code in gamedata/languages.yaml, "
                "e.g. 'de' (German), 'en' (English), 'nl' (Dutch)")
    if kind == "string_pattern_mismatch":
        return f"{shown(value)} is not a valid id (lower-case letters, digits and single hyphens, e.g. 'bester-bube')"
    if kind == "string_type":
        hint = ""
        if isinstance(value, bool):
            hint = " (YAML reads yes, no, on, off, true and false as yes/no values: write the text in quotes)"
        elif isinstance(value, (int, float)):
            hint = f" (a number here is text: write it in quotes, \"{value}\")"
        elif value is None:
            hint = " (the field is empty: write the text after the colon, or leave the field out)"
        return f"expected text, not {shown(value)}{hint}"
    if kind == "string_too_short":
        return "must not be empty: write the text, or leave the field out"
    if kind == "too_short":
        least = (error.get("ctx") or {}).get("min_length", 1)
        return f"needs at least {least} {'entry' if least == 1 else 'entries'}"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return f"expected a whole number, e.g. 3, not {shown(value)}"
    if kind in ("bool_type", "bool_parsing"):
        return f"expected yes or no (true or false), not {shown(value)}"
    if kind in ("float_type", "float_parsing", "decimal_type", "decimal_parsing"):
        return f"expected a number, e.g. 13.4, not {shown(value)}"
    if kind == "finite_number":
        return f"expected a finite number, e.g. 13.4, not {shown(value)}"
    if kind in ("greater_than_equal", "less_than_equal", "greater_than", "less_than"):
        bound = (error.get("ctx") or {})
        words = {"greater_than_equal": "at least", "less_than_equal": "at most", "greater_than": "more than",
                 "less_than": "less than"}[kind]
        limit = next(iter(bound.values()), "")
        limit = int(limit) if isinstance(limit, float) and limit.is_integer() else limit
        return f"must be {words} {limit}, not {shown(value)}"
    return None


def _union_tag(part) -> bool:
    """A part of pydantic's location that names a member of a union (``int``, ``function-before[…]``)."""
    return isinstance(part, str) and ("[" in part or part in ("int", "str", "constrained-str", "bool", "float"))


def describe(error: dict, model: type[BaseModel]) -> str:
    """A pydantic error in the data format's words: what is wrong, and what would be valid."""
    kind, loc = error["type"], tuple(p for p in error["loc"] if not _union_tag(p))
    if kind == "extra_forbidden":
        owner = model_at(model, loc[:-1])
        valid = ", ".join(field_names(owner)) if owner else "see docs/data/format.md"
        return f"unknown field {loc[-1]!r}; valid fields: {valid}"
    worded = _by_kind(kind, error, model, loc)
    if worded is not None:
        return worded
    message = error["msg"]
    return message[len("Value error, "):] if message.startswith("Value error, ") else message
