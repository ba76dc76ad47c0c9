"""Kontraspiel in simulation: the greedy player and the game's own statistics.

The greedy player becomes soloist, declares match or announces contra and recontra only with a
plausible hand, plays a turned trump, and wins tricks cheaply.
"""
from __future__ import annotations

from generator.engine.actions import Action
from generator.engine.cards import cards_of
from generator.engine.players.common import greedy_card

class Stats:
    """Kontraspiel figures: soloist rate per seat (dealer first), contra and recontra rates,
    the soloist's win rate and mean result, how often the base value is at its cap."""

    def __init__(self, players: int):
        self.n = players
        self.hands = self.played = self.redeals = self.contra = self.recontra = self.match = 0
        self.turn_up = self.soloist_won = self.at_cap = self.no_trick = self.contra_won = 0
        self.soloist_by_seat = [0] * players
        self.soloist_result = 0
        self.max_pot = 0

    def add(self, st) -> None:
        self.hands += 1
        out = st.outcome
        self.at_cap += bool(out.get("base_at_cap"))
        self.max_pot = max(self.max_pot, st.pot)
        if out.get("redeal"):
            self.redeals += 1
            return
        self.played += 1
        d = st.declarer
        self.soloist_by_seat[(d - st.dealer) % st.n] += 1
        self.contra += "contra" in st.announced
        self.contra_won += "contra" in st.announced and out.get("winner") == st.announced["contra"]
        self.recontra += "recontra" in st.announced
        self.match += "match" in st.announced
        self.turn_up += st.how == "turn-up"
        self.soloist_won += bool(out.get("soloist_won"))
        self.soloist_result += st.balances()[d]
        self.no_trick += st.tricks[d] == 0

    def summary(self) -> dict:
        h, p = max(self.hands, 1), max(self.played, 1)
        return {
            "soloist_rate_by_seat": [round(k / h, 4) for k in self.soloist_by_seat],
            "redeal_rate": round(self.redeals / h, 4),
            "turn_up_soloist_rate": round(self.turn_up / p, 4),
            "match_declared_rate": round(self.match / p, 4),
            "contra_rate": round(self.contra / p, 4),
            "recontra_rate": round(self.recontra / p, 4),
            "contra_win_rate": round(self.contra_won / max(self.contra, 1), 4),
            "recontra_after_contra": round(self.recontra / max(self.contra, 1), 4),
            "soloist_win_rate": round(self.soloist_won / p, 4),
            "soloist_no_trick_rate": round(self.no_trick / p, 4),
            "soloist_mean_result": round(self.soloist_result / p, 4),
            "base_value_at_cap": round(self.at_cap / h, 4),
            "largest_pot": self.max_pot,
        }

    AFTER = ()
    ROWS = (("soloist rate by seat (dealer first)", "soloist_rate_by_seat"),
            ("deals abandoned (nobody soloist)", "redeal_rate", "pct"),
            ("soloist by a turned card", "turn_up_soloist_rate", "pct"),
            ("match declared", "match_declared_rate", "pct"),
            ("contra", "contra_rate", "pct"), ("contra player wins", "contra_win_rate", "pct"),
            ("recontra", "recontra_rate", "pct"),
            ("soloist wins", "soloist_win_rate", "pct"),
            ("soloist takes no trick", "soloist_no_trick_rate", "pct"),
            ("soloist's mean result (units)", "soloist_mean_result"),
            ("base value at its cap (pot >= 4)", "base_value_at_cap", "pct"),
            ("largest pot", "largest_pot"))


def _strength(st, hand: int, suit: int) -> tuple[int, int, int]:
    """Trumps, Wenzels and Aces of ``hand`` if ``suit`` were trumps."""
    table = st.rules.tables[suit]
    trumps = hand & table.trump_mask
    wenzels = sum(hand >> c & 1 for c in table.top_trumps)
    aces = sum(1 for c in cards_of(hand & ~table.trump_mask) if st.rules.pack.rank_of[c] == "A")
    return trumps.bit_count(), wenzels, aces


def _good(st, hand, suit, trumps_needed=3) -> bool:
    trumps, wenzels, aces = _strength(st, hand, suit)
    return trumps >= trumps_needed or (trumps >= trumps_needed - 1 and (wenzels or aces >= 2))


def greedy(st, legal, rnd):
    """Becomes soloist or announces only with a plausible hand; wins tricks cheaply."""
    phase = st.phase.name
    p = st.actor
    hand = st.hands[p]
    pack = st.rules.pack
    if phase == "turn-up-choice":
        return legal[0]                                   # a turned trump is worth playing
    if phase == "bidding":
        if st.round == 1:
            return legal[0] if _good(st, hand, st.preferred) else legal[-1]
        best = max((a for a in legal if a.cards), key=lambda a: _strength(st, hand, pack.suits.index(a.cards[0])))
        return best if _good(st, hand, pack.suits.index(best.cards[0])) else legal[-1]
    if phase == "announce":
        for a in legal:
            if a.verb == "match" and _good(st, hand, pack.suits.index(a.cards[0]), 5):
                return a
            if a.verb == "contra" and _good(st, hand, st.table.trump, 4):
                return a
            if a.verb == "recontra" and st.tricks[p] >= 2:
                return a
        return legal[-1]
    if phase == "turn-up":
        table = st.table
        worst = min(cards_of(hand), key=lambda c: (table.trump_score[c], table.plain_score[c]))
        act = Action("take-turn-up", (pack.codes[worst],))
        return act if act in legal else legal[0]
    return greedy_card(st, legal, rnd)

