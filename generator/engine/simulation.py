"""Sessions of hands played by simple players, with statistics and optional invariant checks.

A session is a sequence of hands at one table: the pot, the deal count, the bête streak and
a force carry over, and the deal passes to the next player. With ``check``, every step is
followed by ``check_invariants``; the first violation raises ``CheckFailed`` carrying what
reproduces the hand (deal, dealer, carried-over session, actions).
"""
from __future__ import annotations

import dataclasses
import random
import time

from generator.engine import registry
from generator.engine.deal import Deal
from generator.engine.invariants import InvariantViolation, check_invariants
from generator.engine.players import POLICIES
from generator.engine.players.common import mean
from generator.engine.registry import new_hand
from generator.engine.session import Session
from generator.engine.state import IllegalAction


class CheckFailed(Exception):
    """An invariant failed; ``reproduce`` holds the deal and actions that show it."""

    def __init__(self, message: str, reproduce: dict):
        super().__init__(message)
        self.reproduce = reproduce


@dataclasses.dataclass
class Stats:
    """Outcome statistics of a run: the figures every game has, and the game's own (``game``,
    its ``Game.stats``). Seats are counted from the dealer: 0 dealer, 1 forehand, ..."""

    ruleset: str
    players: int
    policy: str
    hands: int = 0
    seconds: float = 0.0
    max_pot: object = 0
    pot_total: object = 0
    tricks_by_seat: list = dataclasses.field(default_factory=list)
    result_by_seat: list = dataclasses.field(default_factory=list)
    #: The game's own figures (``generator.engine.game.GameStats``).
    game: object = None

    #: Rows printed for every game, between the game's ``ROWS`` and its ``AFTER``.
    COMMON_ROWS = (("mean result by seat (dealer first)", "mean_result_by_seat"),
                   ("tricks per hand by seat (dealer first)", "tricks_by_seat"),
                   ("mean pot after a hand", "mean_pot"))

    def add(self, st) -> None:
        """Count one finished hand."""
        n = st.n
        if self.game is not None:
            self.game.add(st)
        if not self.tricks_by_seat:
            self.tricks_by_seat = [0] * n
            self.result_by_seat = [0] * n
        self.hands += 1
        balances = st.balances()
        for k in range(n):
            seat = (st.dealer + k) % n
            self.tricks_by_seat[k] += st.tricks[seat]
            self.result_by_seat[k] += balances[seat]
        self.pot_total += st.pot
        self.max_pot = max(self.max_pot, st.pot)

    def summary(self) -> dict:
        """The figures, as plain numbers (JSON-ready)."""
        h = max(self.hands, 1)
        return {
            "ruleset": self.ruleset, "players": self.players, "policy": self.policy, "hands": self.hands,
            "hands_per_second": round(self.hands / self.seconds) if self.seconds else None,
            "mean_result_by_seat": [mean(r, h) for r in self.result_by_seat],
            "tricks_by_seat": [round(t / h, 4) for t in self.tricks_by_seat],
            "mean_pot": mean(self.pot_total, h),
            "max_pot": mean(self.max_pot, 1),
            **(self.game.summary() if self.game is not None else {}),
        }

    def rows(self) -> list[tuple[str, object, bool]]:
        """``(label, value, is a rate)`` in print order: the game's rows, the common ones, the
        game's closing rows."""
        summary = self.summary()
        game_rows, after = (self.game.ROWS, self.game.AFTER) if self.game is not None else ((), ())
        return [(row[0], summary[row[1]], row[2:] == ("pct",)) for row in (*game_rows, *self.COMMON_ROWS, *after)]


def play_hand(params, players, dealer, session, rng, choose, check=False, fast=False):
    """Play one hand to the end with ``choose(state, legal) -> action`` for every seat."""
    st = new_hand(params.game, params, players, dealer, rng=rng, session=session)
    if check:
        start = st.clone()
        _checked(st, start, None)
    apply = st.apply_fast if fast else st.apply
    while st.actor is not None:
        legal = st.legal_actions()
        action = choose(st, legal)
        if check:
            try:
                apply(action)
            except IllegalAction as e:
                raise CheckFailed(f"a legal action was refused: {e}", _reproduce(start, st)) from None
            _checked(st, start, action)
        else:
            apply(action)
    return st


def _checked(st, start, action) -> None:
    try:
        check_invariants(st)
    except InvariantViolation as e:
        raise CheckFailed(f"invariant broken after {action or 'the deal'}: {e}", _reproduce(start, st)) from None


def _reproduce(start, st) -> dict:
    s = start.session
    return {
        "ruleset": st.rules.params.ruleset_id, "players": st.n, "dealer": st.dealer,
        "agreements": sorted(st.rules.params.agreements),
        "session": s.plain(),
        "deal": st.deal.codes(st.rules.pack),
        "actions": [{"player": p, "action": str(a)} for p, a in st.history],
    }


def run(params, players: int, hands: int, seed: int = 0, policy: str = "random", check: bool = False,
        fast: bool = False, session_hands: int = 0, progress=None) -> Stats:
    """Play ``hands`` hands in one session (a fresh one every ``session_hands`` if given)."""
    rng = random.Random(seed)
    choose = POLICIES[policy](rng)
    game = registry.game(params.game)
    game.compile_rules(params, players)  # NotPlayable before anything is counted
    stats = Stats(params.ruleset_id, players, policy, game=game.figures(players))
    session, dealer = Session(), 0
    t0 = time.perf_counter()
    for i in range(hands):
        if session_hands and i % session_hands == 0:
            session = Session()
        st = play_hand(params, players, dealer, session, rng, choose, check, fast)
        stats.add(st)
        session, dealer = st.next_session(), st.next_dealer()
        if progress is not None and (i + 1) % 500 == 0:
            progress(i + 1, hands)
    stats.seconds = time.perf_counter() - t0
    return stats


def replay(params, reproduce: dict):
    """Play again the hand a ``CheckFailed`` describes (deal, dealer, session, actions)."""
    s = reproduce["session"]
    session = Session.from_plain(s)
    pack = registry.compile_rules(params, reproduce["players"]).pack
    d = reproduce["deal"]
    deal = Deal.from_codes(pack, d["hands"], d["turned"], d["talon"], d["aside"])
    st = new_hand(params.game, params, reproduce["players"], reproduce["dealer"], deal=deal, session=session)
    for step in reproduce["actions"]:
        if st.current_player() != step["player"]:
            raise ValueError(f"player {step['player']} is not to act before {step['action']!r}")
        st.apply(step["action"])
    return st
