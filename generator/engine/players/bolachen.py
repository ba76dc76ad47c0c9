"""Bolachen in simulation: the greedy player and the game's own statistics.

The greedy player bids a contract only with a plausible hand (the best Brand when the dealer
must play), lays away his worst cards with the Dopper, plays Bettel low and the rest to win
tricks cheaply.
"""
from __future__ import annotations

from generator.engine.cards import cards_of
from generator.engine.players.common import greedy_card

class Stats:
    """Bolachen figures: contract mix, declarer success per contract, mean soft and hard score
    per seat (dealer first)."""

    def __init__(self, players: int):
        self.n = players
        self.hands = self.played = self.early = 0
        self.by_contract = {}
        self.made = {}
        self.switched = 0
        self.soft = [0] * players
        self.hard = [0] * players
        self.hard_alt = [0] * players
        self.declarer_by_seat = [0] * players

    def add(self, st) -> None:
        self.hands += 1
        out = st.outcome
        if "contract" not in out:
            return
        self.played += 1
        c = out["contract"]
        self.by_contract[c] = self.by_contract.get(c, 0) + 1
        self.made[c] = self.made.get(c, 0) + bool(out["made"])
        self.switched += "switched_from" in out
        self.early += out["tricks_played"] < st.rules.hand_size
        self.declarer_by_seat[(st.declarer - st.dealer) % st.n] += 1
        for k in range(st.n):
            seat = (st.dealer + k) % st.n
            self.soft[k] += st.scores.get("soft", [0] * st.n)[seat]
            self.hard[k] += st.scores.get("hard", [0] * st.n)[seat]
            self.hard_alt[k] += st.scores.get("hard_mord_alternative", st.scores.get("hard", [0] * st.n))[seat]

    def summary(self) -> dict:
        h, p = max(self.hands, 1), max(self.played, 1)
        return {
            "contract_mix": {c: round(k / p, 4) for c, k in sorted(self.by_contract.items())},
            "declarer_success": {c: round(self.made[c] / k, 4) for c, k in sorted(self.by_contract.items())},
            "switched_up": round(self.switched / p, 4),
            "ended_early": round(self.early / p, 4),
            "declarer_rate_by_seat": [round(k / h, 4) for k in self.declarer_by_seat],
            "mean_soft_score_by_seat": [round(x / h, 4) for x in self.soft],
            "mean_hard_score_by_seat": [round(x / h, 4) for x in self.hard],
            "mean_hard_score_mord_alternative_by_seat": [round(x / h, 4) for x in self.hard_alt],
        }

    AFTER = ()
    ROWS = (("contract mix", "contract_mix"), ("declarer success per contract", "declarer_success"),
            ("declarer switched up", "switched_up", "pct"), ("play ended early", "ended_early", "pct"),
            ("declarer by seat (dealer first)", "declarer_rate_by_seat"),
            ("mean soft score by seat (dealer first)", "mean_soft_score_by_seat"),
            ("mean hard score by seat (cents)", "mean_hard_score_by_seat"),
            ("  with Mord at the alternative tariff", "mean_hard_score_mord_alternative_by_seat"))


#: How strong a hand must be (``_brand_strength``) for the greedy player to bid Brand in a suit.
BRAND_STRENGTH = 5.5


def _brand_strength(st, hand, suit) -> float:
    """A rough count of the tricks ``hand`` takes with ``suit`` as trumps."""
    table = st.rules.tables[suit]
    pack = st.rules.pack
    trumps = cards_of(hand & table.trump_mask)
    top = sum(1 for c in trumps if pack.rank_of[c] in ("A", "K", "O"))
    aces = sum(1 for c in cards_of(hand & ~table.trump_mask) if pack.rank_of[c] == "A")
    return len(trumps) + 0.5 * top + 0.7 * aces


def _high_cards(st, hand) -> int:
    return sum(1 for c in cards_of(hand) if st.rules.pack.rank_of[c] in ("A", "K", "O"))


def greedy(st, legal, rnd):
    """Bids a contract only with a plausible hand; plays Bettel low and the rest to win cheaply."""
    phase = st.phase.name
    p = st.actor
    hand = st.hands[p]
    rules = st.rules
    pack = rules.pack
    if phase == "auction":
        bids = [a for a in legal if a.verb == "bid"]
        by_id = rules.auction.by_id
        plausible = []
        for a in bids:
            c = by_id[a.cards[0]]
            if c.kind == "suit" and _brand_strength(st, hand, c.trump) >= BRAND_STRENGTH:
                plausible.append(a)
            elif c.kind == "bettel" and _high_cards(st, hand) == 0:
                plausible.append(a)
            elif c.kind == "mord" and _high_cards(st, hand) >= 9:
                plausible.append(a)
        if plausible:
            return plausible[-1]
        if bids and len(bids) == len(legal):     # forced: the best Brand
            suits = [a for a in bids if by_id[a.cards[0]].kind == "suit"] or bids
            return max(suits, key=lambda a: _brand_strength(st, hand, by_id[a.cards[0]].trump)
                       if by_id[a.cards[0]].kind == "suit" else 0)
        return legal[0]
    if phase == "call" or phase == "announce":
        return legal[0]
    if phase == "give":
        table = rules.tables[None]
        return max(legal, key=lambda a: table.plain_score[pack.index[a.cards[0]]])
    if phase == "dopper":
        c = st.contract
        table = rules.tables[c.trump]
        cards = cards_of(hand)
        if c.kind == "bettel":
            cards.sort(key=lambda x: -table.plain_score[x])
        else:
            cards.sort(key=lambda x: (table.trump_score[x] > 0, table.plain_score[x]))
        want = set(pack.codes[x] for x in cards[:hand.bit_count() - rules.hand_size])
        for a in legal:
            if set(a.cards) == want:
                return a
        return legal[0]
    if phase == "play" and st.contract.kind == "bettel" and p == st.declarer:
        table = st.table
        cards = [pack.index[a.cards[0]] for a in legal]
        if not st.trick:
            return rules.play.play_actions[min(cards, key=lambda x: table.plain_score[x])]
        losers = [x for x in cards if table.score(x, st.led) <= st.best]
        pick = max(losers, key=lambda x: table.plain_score[x]) if losers else min(cards, key=lambda x: table.plain_score[x])
        return rules.play.play_actions[pick]
    return greedy_card(st, legal, rnd)

