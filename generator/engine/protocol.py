"""The game protocol: what a game module gives the engine, in one record (``Game``).

Every game module (``generator/engine/games/<game>.py``) registers one ``Game``: its id, its
``Rules`` (a ``rules.CompiledRules`` subclass, which carries the per-hand protocol), the
function that deals and starts a hand, and what simulation needs of it — a greedy player and
the game's own statistics (``generator/engine/players/<game>.py``). Nothing is looked up by
``getattr``: ``tests/engine/test_protocol.py`` checks every registered game against this.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Protocol, runtime_checkable

from generator.engine.params import Params
from generator.engine.rules import CompiledRules


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


@dataclass(frozen=True)
class Game:
    """One game the engine plays."""

    #: The game id (``bester-bube``), as in ``Params.game``.
    id: str
    #: The ruleset compiled for a table size.
    rules: type[CompiledRules]
    #: ``new_state(rules, dealer, deal, rng, session) -> HandState``: deal (or take the given
    #: deal) and run to the first decision.
    new_state: Callable
    #: ``greedy(st, legal, rnd) -> Action``: a player who stays in, bids or announces only with
    #: a plausible hand and wins tricks cheaply.
    greedy: Callable
    #: ``stats(players) -> GameStats``.
    stats: Callable[[int], GameStats]

    def compile_rules(self, params: Params, players: int) -> CompiledRules:
        """The rules compiled for a table size, once per ``params`` (kept on it)."""
        rules = params.compiled.get((self.rules, players))
        if rules is None:
            rules = params.compiled[(self.rules, players)] = self.rules(params, players)
        return rules
