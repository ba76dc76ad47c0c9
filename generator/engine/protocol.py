"""The game protocol: what a game module gives the engine, in one record (``Game``).

Every game module (``generator/engine/games/<game>.py``) registers one ``Game``: its id, its
``Rules`` (a ``rules.CompiledRules`` subclass, which carries the per-hand protocol), the function
that runs a dealt hand to its first decision, and its contract — the rule parameters it reads,
the verbs of its grammar and the refusal reasons it gives, each declared once by name (a verb's
words are in ``verbs.py``, a reason's in ``refusals.py``; the bridge checks the parameters
against the vocabulary). Simulation may use the game's own greedy player and statistics
(``generator/engine/players/<game>.py``); without them a game plays with the common trick
player and reports the figures every game has. Nothing is looked up by ``getattr``:
``tests/engine/test_protocol.py`` checks every registered game against this.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Protocol, runtime_checkable

from generator.engine.params import Params
from generator.engine.refusals import REASONS
from generator.engine.rules import CompiledRules
from generator.engine.state import HandState
from generator.engine.verbs import VERBS


@runtime_checkable
class GameStats(Protocol):
    """A game's own figures over a run of hands (``simulation.Stats.game``)."""

    #: ``(label, summary key)`` or ``(label, summary key, "pct")``: rows printed before the
    #: figures every game has (result and tricks by seat, mean pot) ...
    ROWS: tuple
    #: ... and rows printed after them.
    AFTER: tuple

    def add(self, st) -> None:
        """Count one finished hand."""

    def summary(self) -> dict:
        """The figures, as plain numbers (JSON-ready)."""


class NoFigures:
    """The statistics of a game that has none of its own."""

    ROWS: tuple = ()
    AFTER: tuple = ()

    def add(self, st) -> None:
        pass

    def summary(self) -> dict:
        return {}


@dataclass(frozen=True)
class Game:
    """One game the engine plays, and its contract."""

    #: The game id (``bester-bube``), as in ``Params.game``.
    id: str
    #: The ruleset compiled for a table size.
    rules: type[CompiledRules]
    #: ``start(st) -> st``: run a dealt hand (the ante, the bidding ...) to its first decision.
    #: The registry deals (``CompiledRules.dealings``, or checks a given deal) and makes ``st``.
    start: Callable
    #: Every rule parameter the module reads (ids of ``generator/model/vocabulary.yaml``): the
    #: rules an example must show where a ruleset states them. Reading another is an error.
    parameters: tuple[str, ...]
    #: The verbs its hands use (``verbs.VERBS``).
    verbs: tuple[str, ...]
    #: The refusal reasons it gives (``refusals.REASONS``).
    reasons: tuple[str, ...]
    #: ``{parameter: host}``: a parameter read only to carry out another rule, so that it
    #: matters only where that rule is in force (``direction`` only names the seat of
    #: ``after-force``).
    only_with: Mapping[str, str] = field(default_factory=dict)
    #: The state of one hand (``contracts.ContractState`` adds a declarer and his contract).
    state: type[HandState] = HandState
    #: ``greedy(st, legal, rnd) -> Action``: a player who stays in, bids or announces only with a
    #: plausible hand and wins tricks cheaply (``None``: ``players.common.greedy_card``).
    greedy: Callable | None = None
    #: ``stats(players) -> GameStats`` (``None``: no figures of its own).
    stats: Callable[[int], GameStats] | None = None

    def __post_init__(self):
        problems = [f"verb {v!r} is not in engine/verbs.py" for v in self.verbs if v not in VERBS]
        problems += [f"reason {r!r} is not in engine/refusals.py" for r in self.reasons if r not in REASONS]
        problems += [f"only_with names {p!r}, which is not among its parameters" for pair in self.only_with.items()
                     for p in pair if p not in self.parameters]
        for name in ("parameters", "verbs", "reasons"):
            names = getattr(self, name)
            problems += [f"{name}: {n!r} is declared twice" for n in sorted(set(names)) if names.count(n) > 1]
        if problems:
            raise ValueError(f"the game {self.id!r}: " + "; ".join(problems))

    def compile_rules(self, params: Params, players: int) -> CompiledRules:
        """The rules compiled for a table size, once per ``params`` (kept on it)."""
        rules = params.compiled.get((self.rules, players))
        if rules is None:
            rules = params.compiled[(self.rules, players)] = self.rules(params, players, frozenset(self.parameters))
        return rules

    def reads(self, params: Params) -> frozenset[str]:
        """The parameters the module reads to play ``params``: all it declares, but a parameter
        of ``only_with`` where its host rule is not in force."""
        return frozenset(p for p in self.parameters if p not in self.only_with or params.in_force(self.only_with[p]))

    def figures(self, players: int) -> GameStats:
        """The game's own statistics for a table size."""
        return self.stats(players) if self.stats is not None else NoFigures()
