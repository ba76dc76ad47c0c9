"""Bester Bube in simulation: the greedy player and the game's own statistics.

The greedy player stays in with a plausible hand (a top trump, two trumps, or a trump and an
Ace), challenges the dealer only with two trumps, exchanges what is neither a trump nor an Ace,
takes the turned trump for his worst card, and in play wins a trick as cheaply as he can, else
throws his lowest card.
"""
from __future__ import annotations

from generator.engine.actions import CHALLENGE, KEEP, PASS, PLAY_STAY, Action
from generator.engine.cards import cards_of
from generator.engine.players.common import greedy_card, lowest, mean


def _strength(st, hand: int) -> tuple[int, int, bool]:
    table = st.table
    trumps = (hand & table.trump_mask).bit_count()
    aces = sum(1 for c in cards_of(hand & ~table.trump_mask) if st.rules.pack.rank_of[c] == "A")
    top = any(hand >> c & 1 for c in table.top_trumps)
    return trumps, aces, top


def greedy(st, legal, rnd):
    """Plays a plausible hand and wins tricks cheaply."""
    phase = st.phase.name
    p = st.actor
    hand = st.hands[p]
    table = st.table
    codes = st.rules.pack.codes
    if phase in ("drop-out", "challenge"):
        trumps, aces, top = _strength(st, hand)
        good = top or trumps >= 2 or (trumps and aces)
        if phase == "drop-out":
            return PLAY_STAY if good else PASS
        return CHALLENGE if good and trumps >= 2 else PASS
    if phase == "exchange":
        limit = len(legal[len(legal) - 1].cards)  # the largest exchange comes last
        junk = [c for c in cards_of(hand & ~table.trump_mask) if st.rules.pack.rank_of[c] != "A"]
        junk.sort(key=lambda c: table.plain_score[c])
        junk = junk[:limit]
        return Action("exchange", tuple(codes[c] for c in junk)) if junk else KEEP
    if phase == "turn-up":
        worst = lowest(st, hand)
        return Action("take-turn-up", (codes[worst],))
    if phase == "play":
        return greedy_card(st, legal, rnd)
    return legal[int(rnd() * len(legal))]


class Stats:
    """Bester Bube figures: forced deals, deals everyone passed, Lanterlui, players in a played
    deal, the bête rate and the dealer's mean result."""

    ROWS = (("forced deals", "forced_deals", "pct"), ("all passed", "all_passed", "pct"),
            ("Lanterlui", "lanterlui", "pct"), ("mean players in a played deal", "mean_active_players"),
            ("bête rate (per player in a played deal)", "bete_rate", "pct"),
            ("dealer's mean result", "dealer_mean_result"))
    AFTER = (("largest pot", "max_pot"),)

    def __init__(self, players: int):
        self.n = players
        self.hands = self.forced = self.all_passed = self.lanterlui = 0
        self.active_total = self.played = self.betes = 0
        self.dealer_result = 0

    def add(self, st) -> None:
        self.hands += 1
        out = st.outcome
        self.forced += bool(out.get("forced"))
        self.all_passed += "all_passed" in out and out["all_passed"] != "dealer-must-play"
        self.lanterlui += "lanterlui" in out
        if st.trick_log:
            self.played += 1
            self.active_total += st.n_active
            self.betes += len(out.get("bete", ()))
        self.dealer_result += st.balances()[st.dealer]

    def summary(self) -> dict:
        h = max(self.hands, 1)
        return {
            "forced_deals": round(self.forced / h, 4),
            "all_passed": round(self.all_passed / h, 4),
            "lanterlui": round(self.lanterlui / h, 4),
            "mean_active_players": round(self.active_total / max(self.played, 1), 3),
            "bete_rate": round(self.betes / max(self.active_total, 1), 4),
            "dealer_mean_result": mean(self.dealer_result, h),
        }
