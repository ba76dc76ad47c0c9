"""Tippen in simulation: the greedy player and the game's own statistics.

The greedy player deals rather than push the deal on (it costs him a Stamm and gains nothing he
can see), stays in with a plausible hand for three tricks (two trumps, or a trump and an Ace),
challenges the dealer only with two trumps, and in play wins a trick as cheaply as he can, else
throws his lowest card.
"""
from __future__ import annotations

from generator.engine.actions import CHALLENGE, PASS, PLAY_STAY
from generator.engine.cards import cards_of
from generator.engine.cut import DEAL
from generator.engine.players.common import greedy_card, mean


def greedy(st, legal, rnd):
    """Deals, stays in with a plausible hand, wins tricks cheaply."""
    phase = st.phase.name
    if phase == "play":
        return greedy_card(st, legal, rnd)
    if phase == "deal-passing":
        return DEAL
    hand, table = st.hands[st.actor], st.table
    trumps = (hand & table.trump_mask).bit_count()
    aces = sum(1 for c in cards_of(hand & ~table.trump_mask) if st.rules.pack.rank_of[c] == "A")
    if phase == "challenge":
        return CHALLENGE if trumps >= 2 else PASS
    return PLAY_STAY if trumps >= 2 or (trumps and aces) else PASS


class Stats:
    """Tippen figures: deals passed on before they were made, forced deals, deals everyone
    passed, players in a played deal, the bête rate and the dealer's mean result."""

    ROWS = (("deals passed on before the deal", "passed_on", "pct"), ("forced deals", "forced_deals", "pct"),
            ("all passed", "all_passed", "pct"), ("mean players in a played deal", "mean_active_players"),
            ("bête rate (per player in a played deal)", "bete_rate", "pct"),
            ("dealer's mean result", "dealer_mean_result"))
    AFTER = (("largest pot", "max_pot"),)

    def __init__(self, players: int):
        self.n = players
        self.hands = self.passed_on = self.forced = self.all_passed = 0
        self.active_total = self.played = self.betes = 0
        self.dealer_result = 0

    def add(self, st) -> None:
        self.hands += 1
        out = st.outcome
        self.passed_on += "deal_moves" in out
        self.forced += bool(out.get("forced"))
        self.all_passed += "all_passed" in out and out["all_passed"] != "dealer-must-play"
        if st.trick_log:
            self.played += 1
            self.active_total += st.n_active
            self.betes += len(out.get("bete", ()))
        self.dealer_result += st.balances()[st.dealer]

    def summary(self) -> dict:
        h = max(self.hands, 1)
        return {
            "passed_on": round(self.passed_on / h, 4),
            "forced_deals": round(self.forced / h, 4),
            "all_passed": round(self.all_passed / h, 4),
            "mean_active_players": round(self.active_total / max(self.played, 1), 3),
            "bete_rate": round(self.betes / max(self.active_total, 1), 4),
            "dealer_mean_result": mean(self.dealer_result, h),
        }
