"""Euchre in simulation: the greedy player and the game's own statistics.

The greedy player makes trumps with three trumps of the suit (the bowers counted), or two
with a bower, in the first round the dealer counting the turned card; in the second round he
names his longest suit on the same terms. He plays alone with the Right Bower and four trumps.
The dealer lays away his lowest card outside trumps. In play he wins a trick as cheaply as he
can, but not over his partner's winning card, else throws his lowest card.
"""
from __future__ import annotations

from generator.engine.actions import PASS
from generator.engine.players.common import greedy_card, lowest


def _strength(st, hand: int, suit: int) -> tuple:
    table = st.rules.tables[suit]
    trumps = hand & table.trump_mask
    return trumps.bit_count(), bool(trumps & sum(1 << c for c in table.top_trumps))


def _worth_making(st, hand: int, suit: int) -> bool:
    count, bower = _strength(st, hand, suit)
    return count >= 3 or (count == 2 and bower)


def greedy(st, legal, rnd):
    """Makes trumps with a plausible hand, plays alone with a commanding one, wins cheaply."""
    name, p = st.phase.name, st.actor
    hand = st.hands[p]
    if name == "play":
        return _card(st, legal, rnd)
    if name == "bidding":
        if st.round == 1:
            extra = 1 << st.deal.turned if p == st.dealer else 0
            return legal[0] if _worth_making(st, hand | extra, st.preferred) else PASS
        best = max((a for a in legal if a.verb == "solo"),
                   key=lambda a: _strength(st, hand, st.rules.pack.suits.index(a.cards[0])))
        return best if _worth_making(st, hand, st.rules.pack.suits.index(best.cards[0])) else PASS
    if name == "turn-up":
        table = st.rules.tables[st.preferred]
        plain = hand & ~table.trump_mask
        drop = lowest(st, plain or hand)
        return next(a for a in legal if st.rules.pack.index[a.cards[0]] == drop)
    if name == "lone-hand":
        count, _ = _strength(st, hand, st.table.trump)
        right = st.table.top_trumps[0]
        return legal[0] if count >= 4 and hand >> right & 1 else PASS
    return legal[int(rnd() * len(legal))]


def _card(st, legal, rnd):
    """Do not overtake a partner who is winning the trick."""
    side_of = st.rules.side_of
    if st.trick and st.best_seat is not None and st.best_seat != st.actor \
            and side_of[st.best_seat] == side_of[st.actor]:
        cards = [st.rules.pack.index[a.cards[0]] for a in legal]
        return st.rules.play.play_actions[lowest(st, sum(1 << c for c in cards))]
    return greedy_card(st, legal, rnd)


class Stats:
    """Euchre figures: deals thrown up, trumps made in the first round, lone hands, the makers'
    euchres and marches, and the mean points of a hand to the makers."""

    ROWS = (("deals thrown up", "thrown_up", "pct"), ("trumps made in the first round", "first_round", "pct"),
            ("lone hands", "lone", "pct"), ("makers euchred", "euchred", "pct"), ("marches", "marches", "pct"),
            ("games won", "games", "pct"))
    AFTER = ()

    def __init__(self, players: int):
        self.n = players
        self.hands = self.thrown = self.first = self.lone = self.euchred = self.marches = self.games = 0
        self.played = 0

    def add(self, st) -> None:
        out = st.outcome
        self.hands += 1
        self.thrown += bool(out.get("redeal"))
        self.games += bool(out.get("game_won"))
        if "made" not in out:
            return
        self.played += 1
        self.first += st.how == "round-1"
        self.lone += "alone" in out
        self.euchred += bool(out["euchred"])
        self.marches += bool(out["march"])

    def summary(self) -> dict:
        h, played = max(self.hands, 1), max(self.played, 1)
        return {"thrown_up": round(self.thrown / h, 4), "first_round": round(self.first / played, 4),
                "lone": round(self.lone / played, 4), "euchred": round(self.euchred / played, 4),
                "marches": round(self.marches / played, 4), "games": round(self.games / h, 4)}

