"""Préférence in simulation: the greedy player and the game's own statistics.

The greedy player bids the highest suit in which his hand looks good for the declarer's tricks,
goes along against the declarer when he counts on his own quota, lays away his worst cards with
the talon and plays to win tricks cheaply.
"""
from __future__ import annotations

from generator.engine.cards import cards_of
from generator.engine.players.common import greedy_card

#: The estimated tricks (``_strength``) above the declarer's target the greedy player wants.
MARGIN = -1.5


def _strength(st, hand, suit) -> float:
    """A rough count of the tricks ``hand`` takes with ``suit`` as trumps (``None``: the best suit)."""
    rules = st.rules
    if suit is None:
        return max(_strength(st, hand, s) for s in range(len(rules.pack.suits)))
    table, rank_of = rules.tables[suit], rules.pack.rank_of
    trumps = cards_of(hand & table.trump_mask)
    top = sum(1 for c in trumps if rank_of[c] in ("A", "K", "O"))
    side = sum(1 if rank_of[c] == "A" else 0.4 if rank_of[c] == "K" else 0
               for c in cards_of(hand & ~table.trump_mask))
    return 0.8 * len(trumps) + 0.5 * top + side - 1


def _helper_tricks(st, hand) -> float:
    """What a helper expects to take against the declarer's trumps (Aces, guarded Kings)."""
    rank_of, suit_of = st.rules.pack.rank_of, st.rules.pack.suit_of
    trump = st.contract.trump
    cards = cards_of(hand)
    count = 0.0
    for c in cards:
        if rank_of[c] == "A":
            count += 1
        elif rank_of[c] == "K" and sum(1 for x in cards if suit_of[x] == suit_of[c]) >= 2:
            count += 0.5
        if trump is not None and suit_of[c] == trump:
            count += 0.3
    return count


def greedy(st, legal, rnd):
    """Bids and goes along only with a plausible hand; plays to win tricks cheaply."""
    phase = st.phase.name
    p = st.actor
    hand = st.hands[p]
    rules = st.rules
    if phase == "auction":
        bids = [a for a in legal if a.verb == "bid"]
        by_id = rules.auction.by_id
        good = [a for a in bids if _strength(st, hand, by_id[a.cards[0]].trump)
                >= by_id[a.cards[0]].min_tricks + MARGIN]
        return good[-1] if good else legal[0]
    if phase == "go-along":
        return legal[0] if _helper_tricks(st, hand) >= rules.helpers["quota"] else legal[1]
    if phase == "talon":
        trump = st.contract.trump
        table = rules.tables[trump]
        cards = sorted(cards_of(hand), key=lambda x: (table.trump_score[x] > 0, table.plain_score[x]))
        want = set(rules.pack.codes[x] for x in cards[:hand.bit_count() - rules.hand_size])
        for a in legal:
            if set(a.cards) == want:
                return a
        return legal[0]
    if phase == "play" and st.table.trump is None and not st.trick and st.contract.trump is None:
        # his first lead makes trumps: the highest card of the suit he is strongest in
        best = max(range(len(rules.pack.suits)), key=lambda s: _strength(st, hand, s))
        table = rules.tables[best]
        cards = [c for c in cards_of(hand & table.trump_mask)]
        if cards:
            return rules.play.play_actions[max(cards, key=lambda c: table.plain_score[c])]
    return greedy_card(st, legal, rnd)


class Stats:
    """Préférence figures: contracts played, the declarer's success, games nobody opposed, helpers
    per game and how often one falls short, the talon turned, deals thrown in."""

    ROWS = (("contract mix", "contract_mix"), ("declarer made his game", "declarer_success", "pct"),
            ("nobody went along", "unopposed", "pct"), ("helpers per game", "helpers_per_game"),
            ("a helper fell short of his quota", "helper_short", "pct"),
            ("talon turned after all passed", "talon_turned", "pct"), ("deal thrown in", "thrown_in", "pct"))
    AFTER = ()

    def __init__(self, players: int):
        self.n = players
        self.hands = self.played = self.made = self.unopposed = self.talon = self.redeals = 0
        self.helpers = self.short = 0
        self.by_contract = {}

    def add(self, st) -> None:
        self.hands += 1
        out = st.outcome
        self.talon += "talon" in out
        self.redeals += bool(out.get("redeal"))
        if "contract" not in out:
            return
        self.played += 1
        # the contract as the source names it (Roth, Grün), not its id
        c = st.rules.auction.by_id[out["contract"]].name
        self.by_contract[c] = self.by_contract.get(c, 0) + 1
        self.made += bool(out["made"])
        self.unopposed += bool(out.get("unopposed"))
        self.helpers += len(out.get("helpers", ()))
        self.short += len(out.get("short_helpers", ()))

    def summary(self) -> dict:
        h, p = max(self.hands, 1), max(self.played, 1)
        return {
            "contract_mix": {c: round(k / p, 4) for c, k in sorted(self.by_contract.items())},
            "declarer_success": round(self.made / p, 4),
            "unopposed": round(self.unopposed / p, 4),
            "helpers_per_game": round(self.helpers / p, 4),
            "helper_short": round(self.short / max(self.helpers, 1), 4),
            "talon_turned": round(self.talon / h, 4),
            "thrown_in": round(self.redeals / h, 4),
        }
