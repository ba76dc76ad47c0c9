"""The parameter vocabulary (``vocabulary.yaml``): ids, phases and the JSON Schema of each value."""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

import jsonschema
import yaml

VOCABULARY_FILE = Path(__file__).with_name("vocabulary.yaml")
#: The value that says "this ruleset has no such rule".
NO_SUCH_RULE = "none"
PHASES = ("cards", "deal", "bidding", "exchange", "play", "scoring", "special")
PHASE_LABELS = {"cards": "Cards", "deal": "Deal", "bidding": "Bidding and dropping out",
                "exchange": "Exchange", "play": "Play", "scoring": "Scoring", "special": "Special hands"}


@dataclass(frozen=True)
class Parameter:
    """One parameter a rule record may name."""

    id: str
    phase: str
    label: str
    description: str
    schema: dict


@dataclass(frozen=True)
class Vocabulary:
    parameters: dict[str, Parameter]
    definitions: dict

    def full_schema(self, param: str) -> dict:
        """The value schema of ``param`` with the shared definitions attached."""
        return {**self.parameters[param].schema, "definitions": self.definitions}

    def value_errors(self, param: str, value) -> list[tuple[tuple, str]]:
        """(path inside the value, message) for every way ``value`` breaks the schema.

        The value ``none`` (no such rule in this ruleset) is valid for every parameter.
        """
        if value == NO_SUCH_RULE:
            return []
        validator = _validator(self, param)
        out = []
        for error in sorted(validator.iter_errors(value), key=lambda e: list(e.absolute_path)):
            out.append((tuple(error.absolute_path), _message(error)))
        return out

    def ordered(self) -> list[Parameter]:
        """Parameters by phase, in vocabulary order within a phase."""
        return sorted(self.parameters.values(), key=lambda p: PHASES.index(p.phase))


def _message(error: jsonschema.ValidationError) -> str:
    if error.validator == "additionalProperties":
        allowed = ", ".join(sorted(error.schema.get("properties", {})))
        return f"{error.message}; valid keys: {allowed}"
    if error.validator in ("oneOf", "anyOf"):
        return f"{error.instance!r} matches none of the allowed shapes: see the parameter's schema on the parameters page"
    return error.message


@functools.lru_cache(maxsize=None)
def _cached_validator(vocab_id: int, param: str, schema_yaml: str):
    schema = yaml.safe_load(schema_yaml)
    return jsonschema.Draft7Validator(schema)


def _validator(vocab: Vocabulary, param: str):
    return _cached_validator(id(vocab), param, yaml.safe_dump(vocab.full_schema(param), sort_keys=True))


@functools.lru_cache(maxsize=4)
def load_vocabulary(path: Path = VOCABULARY_FILE) -> Vocabulary:
    """Read the vocabulary file (raises ValueError if it is itself malformed)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    params: dict[str, Parameter] = {}
    for entry in data["parameters"]:
        if entry["phase"] not in PHASES:
            raise ValueError(f"{path}: parameter {entry['id']}: phase must be one of {PHASES}")
        if entry["id"] in params:
            raise ValueError(f"{path}: parameter {entry['id']} is defined twice")
        jsonschema.Draft7Validator.check_schema(entry["schema"])
        params[entry["id"]] = Parameter(entry["id"], entry["phase"], entry["label"],
                                        " ".join(entry["description"].split()), entry["schema"])
    return Vocabulary(params, data.get("definitions", {}))
