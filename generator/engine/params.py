"""Rule parameters as the engine receives them: one ``RuleRef`` per parameter id, never a literal.

The engine does not read the dataset. ``generator.bridge`` builds a ``Params`` from a ruleset
record (or a test builds one by hand); every value a game module uses comes from it, with the
rule id and citation that an illegal-action message quotes.
"""
from __future__ import annotations

import dataclasses
import json
from fractions import Fraction
from typing import Any, Mapping

#: How a Fraction is written in ``Params.to_json`` (JSON has no exact fractions).
_FRACTION_KEY = "$fraction"


def plain_value(value, where: str = "a rule value"):
    """``value`` as plain Python data: str, int, float, bool, None, Fraction, lists and dicts
    with string keys (a loader's dict and list subclasses become ``dict`` and ``list``).

    ``TypeError`` naming ``where`` for anything else, so that the engine's input can be sent
    as JSON (``Params.to_json``), e.g. to an engine running in the browser.
    """
    if value is None or type(value) in (str, int, float, bool, Fraction):
        return value
    for kind in (bool, str, int, float, Fraction):  # a subclass (bool before int, its base)
        if isinstance(value, kind):
            return kind(value)
    if isinstance(value, Mapping):
        out = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"{where}: key {key!r} is not a string")
            out[str(key)] = plain_value(item, where)
        return out
    if isinstance(value, (list, tuple)):
        return [plain_value(item, where) for item in value]
    raise TypeError(f"{where}: {type(value).__name__} {value!r} is not plain data "
                    "(str, int, float, bool, None, Fraction, list, dict)")


def _encode(value):
    if isinstance(value, Fraction):
        return {_FRACTION_KEY: str(value)}
    if isinstance(value, dict):
        return {k: _encode(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_encode(v) for v in value]
    return value


def _decode(value):
    if isinstance(value, dict):
        if set(value) == {_FRACTION_KEY}:
            return Fraction(value[_FRACTION_KEY])
        return {k: _decode(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_decode(v) for v in value]
    return value


@dataclasses.dataclass(frozen=True)
class RuleRef:
    """One rule as the engine sees it."""

    #: The value, shaped as the parameter vocabulary says; ``None`` when the source is silent.
    value: Any
    #: ``<ruleset>#<param>`` of the ruleset that states it.
    rule_id: str
    #: Short citation, e.g. "von Alvensleben 1853, cited in Wikipedia 'Bester Bube', Rules".
    citation: str = ""
    #: stated | inferred | editorial | not-stated | override
    certainty: str = "stated"
    #: Label of the alternative reading chosen, if any.
    label: str | None = None

    def __post_init__(self):
        object.__setattr__(self, "value", plain_value(self.value, self.rule_id))
        for name in ("rule_id", "citation", "certainty", "label"):
            text = getattr(self, name)
            if text is not None and not isinstance(text, str):
                raise TypeError(f"{self.rule_id}: RuleRef.{name} must be a string, not {type(text).__name__}")
            if text is not None and type(text) is not str:
                object.__setattr__(self, name, str(text))

    def cite(self) -> str:
        """``rule_id: citation`` for messages."""
        return f"{self.rule_id}: {self.citation}" if self.citation else self.rule_id

    def as_dict(self) -> dict:
        """The rule as JSON-ready data (fractions tagged, see ``Params.to_json``)."""
        return {"value": _encode(self.value), "rule_id": self.rule_id, "citation": self.citation,
                "certainty": self.certainty, "label": self.label}

    @classmethod
    def from_dict(cls, data: Mapping) -> "RuleRef":
        """The inverse of ``as_dict``."""
        return cls(_decode(data["value"]), data["rule_id"], data.get("citation", ""),
                   data.get("certainty", "stated"), data.get("label"))


class UndeclaredParameter(LookupError):
    """A game module read a rule parameter that its contract does not declare."""


class NotPlayable(Exception):
    """A ruleset lacks values the engine needs (or no game module plays it)."""

    def __init__(self, ruleset_id: str, missing=(), reason: str = ""):
        self.ruleset_id = ruleset_id
        #: Parameter ids without a usable value.
        self.missing = tuple(missing)
        self.reason = reason
        parts = []
        if self.missing:
            parts.append("no value for " + ", ".join(self.missing))
        if reason:
            parts.append(reason)
        super().__init__(f"{ruleset_id} is not playable: {'; '.join(parts)}")


def _optional_value(value) -> bool:
    return isinstance(value, dict) and value.get("optional") is True


@dataclasses.dataclass(frozen=True, eq=False)
class Params:
    """The rule parameters of one ruleset, keyed by parameter id.

    ``agreements`` names the optional rules (values with ``optional: true``) that the table
    has agreed to play; an optional rule not agreed is not in force.
    """

    ruleset_id: str
    game: str
    rules: Mapping[str, RuleRef]
    title: str = ""
    #: described | fragment | reconstruction
    kind: str = "described"
    agreements: frozenset = frozenset()
    #: Compiled rules per table size, filled by the game module (not part of the value).
    compiled: dict = dataclasses.field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def from_values(cls, ruleset_id: str, game: str, values: Mapping[str, Any], **kw) -> "Params":
        """Params from plain values (tests and examples); citations are left empty."""
        rules = {p: RuleRef(v, f"{ruleset_id}#{p}", certainty="stated" if v is not None else "not-stated")
                 for p, v in values.items()}
        return cls(ruleset_id, game, rules, **kw)

    def ref(self, param: str) -> RuleRef | None:
        """The rule for a parameter, or ``None`` if the ruleset has no record of it."""
        return self.rules.get(param)

    def in_force(self, param: str) -> bool:
        """The ruleset gives a value, and an optional rule has been agreed."""
        ref = self.rules.get(param)
        if ref is None or ref.value is None:
            return False
        return not _optional_value(ref.value) or param in self.agreements

    def rules_in_force(self) -> frozenset[str]:
        """The parameters whose rules are in force with a value other than ``none`` (the game's
        own words for a move depend on them: ``verbs.worded``)."""
        return frozenset(p for p in self.rules if self.in_force(p) and self.rules[p].value != "none")

    def get(self, param: str, default=None):
        """The value if in force, else ``default``."""
        return self.rules[param].value if self.in_force(param) else default

    def cite(self, param: str) -> str:
        """``rule_id: citation`` of a parameter (or ``<ruleset>#<param>`` if absent)."""
        ref = self.rules.get(param)
        return ref.cite() if ref else f"{self.ruleset_id}#{param}"

    def with_overrides(self, overrides: Mapping[str, Any], agreements=None) -> "Params":
        """A copy with some values replaced (e.g. an alternative reading) and/or other agreements."""
        rules = dict(self.rules)
        for param, value in overrides.items():
            old = rules.get(param)
            if isinstance(value, RuleRef):
                rules[param] = value
            else:
                rules[param] = RuleRef(value, old.rule_id if old else f"{self.ruleset_id}#{param}",
                                       old.citation if old else "", "override")
        agreed = self.agreements if agreements is None else frozenset(agreements)
        return Params(self.ruleset_id, self.game, rules, self.title, self.kind, agreed)

    def without(self, params) -> "Params":
        """A copy without some rules: played as if the ruleset had no record of them."""
        rules = {k: v for k, v in self.rules.items() if k not in set(params)}
        return Params(self.ruleset_id, self.game, rules, self.title, self.kind, self.agreements)

    def to_json(self) -> str:
        """The Params as a JSON document: only plain data, so that the same rules can be sent to
        an engine elsewhere (e.g. in the browser); ``from_json`` reads it back."""
        return json.dumps({"ruleset_id": self.ruleset_id, "game": self.game, "title": self.title,
                           "kind": self.kind, "agreements": sorted(self.agreements),
                           "rules": {param: ref.as_dict() for param, ref in self.rules.items()}},
                          ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "Params":
        """Params from ``to_json``'s document."""
        data = json.loads(text)
        rules = {param: RuleRef.from_dict(ref) for param, ref in data["rules"].items()}
        return cls(data["ruleset_id"], data["game"], rules, data.get("title", ""), data.get("kind", "described"),
                   frozenset(data.get("agreements", ())))

    def needs(self, declared: frozenset[str] | None = None) -> "Needs":
        """A collector that reads values and reports every missing one at once (``declared``:
        the parameters the game may read, see ``Needs``)."""
        return Needs(self, declared)


class Needs:
    """Reads the values a game module needs, collecting every missing one.

    ``value(p)`` — the game cannot be played without it; ``optional(p, default)`` — a rule
    the ruleset may leave out (then ``default`` applies), but a record that says the source
    is silent (``not-stated``) still makes the ruleset unplayable. ``done()`` raises one
    ``NotPlayable`` listing them all. With ``declared`` (the parameters of the game's contract,
    ``protocol.Game.parameters``), reading any other parameter is the game module's error,
    ``UndeclaredParameter``.
    """

    def __init__(self, params: Params, declared: frozenset[str] | None = None):
        self.params = params
        self.declared = declared
        self.missing: list[str] = []
        self.problems: list[str] = []

    def _check(self, param: str) -> None:
        if self.declared is not None and param not in self.declared:
            raise UndeclaredParameter(f"the {self.params.game} module reads {param!r}, which its Game does not "
                                      "declare: add it to the Game's parameters")

    def value(self, param: str):
        """A required value (``None`` and recorded as missing if absent)."""
        self._check(param)
        ref = self.params.rules.get(param)
        if ref is None or ref.value is None:
            self.missing.append(param)
            return None
        return self.params.get(param)

    def optional(self, param: str, default=None):
        """A value that may be absent; a not-stated record counts as missing."""
        self._check(param)
        ref = self.params.rules.get(param)
        if ref is None:
            return default
        if ref.value is None:
            self.missing.append(param)
            return default
        return self.params.get(param, default)

    def problem(self, text: str) -> None:
        """Record a value the engine cannot use."""
        self.problems.append(text)

    def done(self) -> None:
        """Raise ``NotPlayable`` if anything was missing or unusable."""
        if self.missing or self.problems:
            raise NotPlayable(self.params.ruleset_id, self.missing, "; ".join(self.problems))
