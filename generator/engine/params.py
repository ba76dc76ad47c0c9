"""Rule parameters as the engine receives them: one ``RuleRef`` per parameter id, never a literal.

The engine does not read the dataset. ``generator.bridge`` builds a ``Params`` from a ruleset
record (or a test builds one by hand); every value a game module uses comes from it, with the
rule id and citation that an illegal-action message quotes.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Mapping


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

    def cite(self) -> str:
        """``rule_id: citation`` for messages."""
        return f"{self.rule_id}: {self.citation}" if self.citation else self.rule_id


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
    _compiled: dict = dataclasses.field(default_factory=dict, repr=False, compare=False)

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

    def get(self, param: str, default=None):
        """The value if in force, else ``default``."""
        return self.rules[param].value if self.in_force(param) else default

    def require(self, param: str):
        """The value; ``NotPlayable`` naming the parameter if the ruleset gives none."""
        ref = self.rules.get(param)
        if ref is None or ref.value is None:
            raise NotPlayable(self.ruleset_id, [param])
        return ref.value

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

    def needs(self) -> "Needs":
        """A collector that reads values and reports every missing one at once."""
        return Needs(self)


class Needs:
    """Reads the values a game module needs, collecting every missing one.

    ``value(p)`` — the game cannot be played without it; ``optional(p, default)`` — a rule
    the ruleset may leave out (then ``default`` applies), but a record that says the source
    is silent (``not-stated``) still makes the ruleset unplayable. ``done()`` raises one
    ``NotPlayable`` listing them all.
    """

    def __init__(self, params: Params):
        self.params = params
        self.missing: list[str] = []
        self.problems: list[str] = []

    def value(self, param: str):
        """A required value (``None`` and recorded as missing if absent)."""
        ref = self.params.rules.get(param)
        if ref is None or ref.value is None:
            self.missing.append(param)
            return None
        return self.params.get(param)

    def optional(self, param: str, default=None):
        """A value that may be absent; a not-stated record counts as missing."""
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


class CompiledRules:
    """A ruleset compiled for one table size: the part every game module's ``Rules`` shares.

    Reads the table size against the ruleset's ``players`` span, then lets the game module
    compile its cards, bidding, play and scoring (``_compile_*``, each reading what it needs from
    ``need``), reports everything missing at once (``NotPlayable``), and calls ``_finish``.
    """

    def __init__(self, params: Params, players: int):
        need = params.needs()
        self.params = params
        self.players = players
        #: The next seat after each seat, everyone in.
        self.next_seat = tuple((p + 1) % players for p in range(players))
        span = need.value("players")
        if span and not span["min"] <= players <= span["max"]:
            need.problem(f"{players} players (the ruleset allows {span['min']}-{span['max']})")
        self._compile_cards(params, need, players)
        self._compile_bidding(params, need)
        self._compile_play(params, need)
        self._compile_scoring(params, need)
        need.done()
        self._finish()

    @classmethod
    def for_table(cls, params: Params, players: int):
        """The rules compiled for a table size, once per ``params`` (kept on it)."""
        rules = params._compiled.get((cls, players))
        if rules is None:
            rules = params._compiled[(cls, players)] = cls(params, players)
        return rules

    def _compile_cards(self, params: Params, need: Needs, players: int) -> None:
        raise NotImplementedError

    def _compile_bidding(self, params: Params, need: Needs) -> None:
        raise NotImplementedError

    def _compile_play(self, params: Params, need: Needs) -> None:
        raise NotImplementedError

    def _compile_scoring(self, params: Params, need: Needs) -> None:
        raise NotImplementedError

    def _finish(self) -> None:
        """Called once everything is compiled (e.g. to build the phases)."""
