"""Loo in simulation: the greedy player and the game's own statistics.

The greedy player stands with a plausible hand (two trumps, or a trump and an Ace); holding no
trump at all he takes the miss when it is offered (his own cards can hardly take a trick);
otherwise he throws up. Where he may exchange from the stock instead (five-card and Irish Loo),
he stands on a flush, and with a weak hand changes every card that is neither a trump nor an
Ace, and stands. In a forced deal he stands. In play he wins a trick as cheaply as he can, else
throws his lowest card.
"""
from __future__ import annotations

from generator.engine.actions import PASS, PLAY_STAY, TAKE_MISS, Action
from generator.engine.cards import cards_of
from generator.engine.players.common import greedy_card, mean


def greedy(st, legal, rnd):
    """Stands with a plausible hand, takes the miss with a blank one, wins tricks cheaply."""
    if st.phase.name == "play":
        return greedy_card(st, legal, rnd)
    hand, table = st.hands[st.actor], st.table
    trumps = (hand & table.trump_mask).bit_count()
    aces = sum(1 for c in cards_of(hand & ~table.trump_mask) if st.rules.pack.rank_of[c] == "A")
    flush = st.rules.flush
    if trumps >= 2 or (trumps and aces) or (flush and flush.key(table, hand) is not None):
        return PLAY_STAY
    weak = [c for c in cards_of(hand & ~table.trump_mask) if st.rules.pack.rank_of[c] != "A"]
    if st.rules.stock and weak and len(weak) <= len(st.talon):
        exchange = Action("exchange", tuple(st.rules.pack.codes[c] for c in weak))
        if exchange in legal:
            return exchange
    if not trumps and TAKE_MISS in legal and st.actor != st.dealer:
        return TAKE_MISS
    return PASS if PASS in legal else PLAY_STAY


class Stats:
    """Loo figures: singles, forced deals, deals nobody stood, the miss taken, the pool taken
    without play or defended by the miss, players in a played deal, the loo rate and the dealer's
    mean result."""

    ROWS = (("singles", "singles", "pct"), ("forced deals", "forced_deals", "pct"),
            ("nobody stood", "all_passed", "pct"), ("miss taken", "miss_taken", "pct"),
            ("miss played for the pool", "miss_for_pool", "pct"),
            ("pool given up to one player", "pool_given_up", "pct"),
            ("flush paid", "flushes", "pct"), ("players exchanging per deal", "mean_exchanging"),
            ("mean players in a played deal", "mean_active_players"),
            ("loo rate (per player in a played deal)", "loo_rate", "pct"),
            ("dealer's mean result", "dealer_mean_result"))
    AFTER = (("largest pot", "max_pot"),)

    def __init__(self, players: int):
        self.n = players
        self.hands = self.singles = self.forced = self.all_passed = self.miss = 0
        self.for_pool = self.given_up = self.played = self.active_total = self.loos = 0
        self.dealer_result = self.flushes = self.exchanging = 0

    def add(self, st) -> None:
        out = st.outcome
        self.hands += 1
        self.singles += bool(out.get("single"))
        self.forced += bool(out.get("forced"))
        self.all_passed += "all_passed" in out
        self.miss += "miss" in out and not out.get("miss_for_pool")
        self.for_pool += bool(out.get("miss_for_pool"))
        self.given_up += "pool_to" in out
        self.flushes += "flush" in out
        self.exchanging += len(out.get("exchanged", ()))
        if st.trick_log:
            self.played += 1
            self.active_total += st.n_active
            self.loos += len(out.get("bete", ()))
        self.dealer_result += st.balances()[st.dealer]

    def summary(self) -> dict:
        h = max(self.hands, 1)
        return {
            "singles": round(self.singles / h, 4),
            "forced_deals": round(self.forced / h, 4),
            "all_passed": round(self.all_passed / h, 4),
            "miss_taken": round(self.miss / h, 4),
            "miss_for_pool": round(self.for_pool / h, 4),
            "pool_given_up": round(self.given_up / h, 4),
            "flushes": round(self.flushes / h, 4),
            "mean_exchanging": round(self.exchanging / h, 3),
            "mean_active_players": round(self.active_total / max(self.played, 1), 3),
            "loo_rate": round(self.loos / max(self.active_total, 1), 4),
            "dealer_mean_result": mean(self.dealer_result, h),
        }
