"""The parameter vocabulary (``vocabulary.yaml``): everything the code knows about a rule parameter.

Its id, phase, label and description; how a value reads (``phrase``, see ``phrasing.py``);
whether it is a column of the cross-game comparison (``across_games``); why no example can show
it (``not_shown``); the parameters it cannot be varied without (``companions``); the sentences
of the "How to play" pages (``howto``, see ``HowTo``); and the JSON Schema of its value. Adding a parameter that only the site shows is an entry here and its values
in the ruleset files; a parameter the engine plays adds the game module that plays it.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

import jsonschema
import yaml

from generator.model import numbers, phrasing
from generator.model.base import blank

VOCABULARY_FILE = Path(__file__).with_name("vocabulary.yaml")
#: The value that says "this ruleset has no such rule".
NO_SUCH_RULE = "none"
PHASES = ("cards", "deal", "bidding", "exchange", "play", "scoring", "special")
PHASE_LABELS = {"cards": "Cards", "deal": "Deal", "bidding": "Bidding and dropping out",
                "exchange": "Exchange", "play": "Play", "scoring": "Scoring", "special": "Special hands"}
#: The fields of an entry; those without a default must be given.
FIELDS = ("id", "phase", "label", "description", "phrase", "howto", "across_games", "not_shown", "companions",
          "naming", "schema")
REQUIRED = ("id", "phase", "label", "description", "phrase", "howto", "schema")
#: The keys of ``howto``; ``say`` and ``open`` must be given.
HOWTO_KEYS = ("say", "open", "none")


@dataclass(frozen=True)
class HowTo:
    """How a "How to play" page states a rule of this parameter, for a reader new to the game."""

    #: The rule as one or more plain sentences (a phrase of ``phrasing.py``, ending in a full stop).
    say: object
    #: The point, for a rule the source leaves open: "who deals first" ("... does not say who deals first").
    open: str
    #: The sentence for the value ``none`` (the ruleset has no such rule), or ``None``: not stated at all.
    none: object = None


#: The formats a value schema may name: ``fraction`` is the one number type's exact fraction.
FORMATS = jsonschema.FormatChecker(formats=())
FORMATS.checks("fraction", raises=ValueError)(lambda value: not isinstance(value, str) or numbers.fraction(value) is not None)


@dataclass(frozen=True)
class Parameter:
    """One parameter a rule record may name."""

    id: str
    phase: str
    label: str
    description: str
    schema: dict
    #: How a value reads on the site (a phrase of ``phrasing.py``).
    phrase: object = "{.|generic}"
    #: Position among the columns of the cross-game comparison, or ``None``.
    across_games: int | None = None
    #: Why no runnable example can show this rule at work, or ``None``.
    not_shown: str | None = None
    #: Parameters that come along when another ruleset's value of this one is tried.
    companions: tuple[str, ...] = ()
    #: The sentences of the "How to play" pages.
    howto: HowTo | None = None
    #: Fields of a value that only name a thing in the source's words (a card's period name):
    #: two rulesets whose values differ only there state the same rule.
    naming: tuple[str, ...] = ()

    def compared(self, value):
        """``value`` without its ``naming`` fields, at any depth: what a comparison compares."""
        if not self.naming:
            return value
        if isinstance(value, list):
            return [self.compared(v) for v in value]
        if isinstance(value, dict):
            return {k: self.compared(v) for k, v in value.items() if k not in self.naming}
        return value


@dataclass(frozen=True)
class Vocabulary:
    parameters: dict[str, Parameter]
    definitions: dict
    #: The validator of each parameter's value schema, made on first use.
    _validators: dict = field(default_factory=dict, repr=False, compare=False)

    def full_schema(self, param: str) -> dict:
        """The value schema of ``param`` with the shared definitions attached."""
        return {**self.parameters[param].schema, "definitions": self.definitions}

    def value_errors(self, param: str, value) -> list[tuple[tuple, str]]:
        """(path inside the value, message) for every way ``value`` breaks the schema.

        The value ``none`` (no such rule in this ruleset) is valid for every parameter.
        """
        if value == NO_SUCH_RULE:
            return []
        validator = self._validators.get(param)
        if validator is None:
            validator = self._validators[param] = jsonschema.Draft7Validator(self.full_schema(param), format_checker=FORMATS)
        out = []
        for error in sorted(validator.iter_errors(value), key=lambda e: list(e.absolute_path)):
            out.append((tuple(error.absolute_path), _message(error)))
        out += [(path, "the text is empty or only white space; write the text") for path in _blank_texts(value)]
        return out

    def ordered(self) -> list[Parameter]:
        """Parameters by phase, in vocabulary order within a phase."""
        return sorted(self.parameters.values(), key=lambda p: PHASES.index(p.phase))

    def across_games(self) -> list[Parameter]:
        """The columns of the cross-game comparison, in their order."""
        return sorted((p for p in self.parameters.values() if p.across_games is not None),
                      key=lambda p: p.across_games)


def _blank_texts(value, path: tuple = ()):
    """Paths of the strings inside a rule value that show nothing (a unit or a contract name of spaces)."""
    if isinstance(value, str) and blank(value):
        yield path
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _blank_texts(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _blank_texts(item, (*path, index))


def _message(error: jsonschema.ValidationError) -> str:
    if error.validator == "additionalProperties":
        allowed = ", ".join(sorted(error.schema.get("properties", {})))
        return f"{error.message}; valid keys: {allowed}"
    if error.validator == "format" and error.cause is not None:
        return str(error.cause)
    if error.validator in ("oneOf", "anyOf"):
        return f"{error.instance!r} matches none of the allowed shapes: see the parameter's schema on the parameters page"
    return error.message


def _parameter(entry, path: Path) -> Parameter:
    where = f"{path}: parameter {entry.get('id', '?')}"
    unknown = set(entry) - set(FIELDS)
    if unknown:
        raise ValueError(f"{where}: unknown fields {', '.join(sorted(unknown))} (fields: {', '.join(FIELDS)})")
    missing = [key for key in REQUIRED if key not in entry]
    if missing:
        raise ValueError(f"{where}: no {', '.join(missing)}")
    if entry["phase"] not in PHASES:
        raise ValueError(f"{where}: phase must be one of {PHASES}")
    for key in ("label", "description", "not_shown"):
        if key in entry and (not isinstance(entry[key], str) or blank(entry[key])):
            raise ValueError(f"{where}: {key}: the text is empty or only white space; write the text")
    problems = phrasing.check(entry["phrase"], "phrase")
    if phrasing.rules_asked(entry["phrase"]):
        problems.append("phrase: a rule value reads alone; only a howto sentence may ask what else the ruleset has (rule)")
    if problems:
        raise ValueError(f"{where}: a broken phrase: " + "; ".join(problems))
    jsonschema.Draft7Validator.check_schema(entry["schema"])
    howto = _howto(entry["howto"], where)
    position = entry.get("across_games")
    if position is not None and not (isinstance(position, int) and position >= 1):
        raise ValueError(f"{where}: across_games is a column position (1, 2, ...)")
    naming = entry.get("naming") or []
    if not isinstance(naming, list) or not all(isinstance(n, str) and n for n in naming):
        raise ValueError(f"{where}: naming is a list of the value's field names that only name a thing ([name])")
    return Parameter(entry["id"], entry["phase"], entry["label"], " ".join(entry["description"].split()),
                     entry["schema"], entry["phrase"], position,
                     " ".join(entry["not_shown"].split()) if entry.get("not_shown") else None,
                     tuple(entry.get("companions") or ()), howto, tuple(naming))


def _howto(entry, where: str) -> HowTo:
    if not isinstance(entry, dict) or not {"say", "open"} <= set(entry) or set(entry) - set(HOWTO_KEYS):
        raise ValueError(f"{where}: howto is a mapping with say and open (and optionally none), got {entry!r}")
    if not isinstance(entry["open"], str) or not entry["open"].strip():
        raise ValueError(f"{where}: howto.open is the point in words (\"who deals first\")")
    problems = phrasing.check(entry["say"], "howto.say")
    if "none" in entry:
        problems += phrasing.check(entry["none"], "howto.none")
    if problems:
        raise ValueError(f"{where}: a broken howto phrase: " + "; ".join(problems))
    return HowTo(entry["say"], " ".join(entry["open"].split()), entry.get("none"))


@functools.lru_cache(maxsize=4)
def load_vocabulary(path: Path = VOCABULARY_FILE) -> Vocabulary:
    """Read the vocabulary file (raises ValueError if it is itself malformed)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    params: dict[str, Parameter] = {}
    for entry in data["parameters"]:
        param = _parameter(entry, path)
        if param.id in params:
            raise ValueError(f"{path}: parameter {param.id} is defined twice")
        params[param.id] = param
    for param in params.values():
        unknown = [c for c in param.companions if c not in params]
        if unknown:
            raise ValueError(f"{path}: parameter {param.id}: companions {unknown} are not parameters")
        asked = phrasing.rules_asked([param.howto.say, param.howto.none]) - set(params)
        if asked:
            raise ValueError(f"{path}: parameter {param.id}: howto asks whether a ruleset has a rule of "
                             f"{', '.join(sorted(asked))}, which is no parameter")
    positions = [p.across_games for p in params.values() if p.across_games is not None]
    if len(positions) != len(set(positions)):
        raise ValueError(f"{path}: two parameters share an across_games position")
    return Vocabulary(params, data.get("definitions", {}))
