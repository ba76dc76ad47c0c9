"""A ruleset compiled for one table size: the part of the game protocol every game's ``Rules`` shares.

A game module (``generator/engine/games/<game>.py``) subclasses ``CompiledRules``: it compiles
its cards, bidding, play and scoring from the ``Params`` (``_compile_*``, setting at least
``pack``, ``hand_size`` and ``packets``, from which the deal of every dealer is worked out once,
``dealings``) and builds its phase objects (``_finish``); the engine then calls, for every hand
played under these rules:

- ``after_play(st)`` — settle the hand once the last trick is taken (or play ends early);
- ``next_session(st)`` — what the hand hands on to the next (pot, deal count, a force ...);
- ``early_end(st)`` — ``None``, or a function that says play stops now (the result is certain);
- ``after_trick(st)`` — ``None``, or a function run between two tricks (announcements);
- ``check_state(st)`` — the game's own invariants: a problem, or ``None`` (``invariants.py``).

The defaults below are what a game without such a rule gets; ``tests/engine/test_protocol.py``
checks every registered game against them.
"""
from __future__ import annotations

from generator.engine.deal import Dealing
from generator.engine.params import Needs, Params
from generator.engine.session import Session


class CompiledRules:
    """A ruleset compiled for one table size: the part every game module's ``Rules`` shares.

    Reads the table size against the ruleset's ``players`` span, then lets the game module
    compile its cards, bidding, play and scoring (``_compile_*``, each reading what it needs from
    ``need``, which refuses a parameter the game does not declare), reports everything missing
    at once (``NotPlayable``), works out the deals and calls ``_finish``.
    """

    #: The deal turns up the next card after the hands (the trump or preferred suit); a game
    #: whose undealt cards are only laid aside says ``False``.
    turns_card = True
    #: The dealer sits out, dealt no cards (set by a game module with ``dealer-sits-out``).
    idle_dealer = False

    def __init__(self, params: Params, players: int, parameters: frozenset[str] | None = None):
        need = params.needs(parameters)
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
        #: How the cards are dealt, by dealer.
        self.dealings = tuple(Dealing(self.pack.size, players, d, self.packets, self.turns_card,
                                      self.idle_dealer)
                              for d in range(players))
        self._finish()

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

    # ------------------------------------------------------------ the protocol of a hand
    #: Play stops before the last trick when this says so (``None``: all tricks are played).
    early_end = None
    #: Runs between two tricks, when a trick is won and another follows (``None``: nothing).
    after_trick = None

    def after_play(self, st) -> None:
        """Settle the hand and finish it (``phases.finish``)."""
        raise NotImplementedError

    def next_session(self, st) -> Session:
        """What the finished hand ``st`` hands on to the next hand at the table."""
        raise NotImplementedError

    def check_state(self, st) -> str | None:
        """The game's own invariants on ``st``: a problem in words, or ``None``."""
        return None
