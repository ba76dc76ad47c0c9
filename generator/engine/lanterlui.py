"""Lanterlui: a flush that wins the deal without play, and what everyone pays for it.

From the ``lanterlui`` rule: a hand with ``cards`` cards of one suit (top trumps count as
trumps) wins without play; between two, the higher wins, trumps beating plain suits. With
``four-card-lanterlui`` agreed, four of a suit also count, unless a five-card flush beats them.

Readings built in here, where the sources leave the point open:
- Between flushes of equal standing the higher cards win, compared from the top; a complete
  tie goes to the player nearer forehand.
- A flush dealt in a forced deal is shown at once, before anything else; in a free deal it
  is shown when everyone has said play or pass. A flush completed later (by the exchange or
  the dealer's turned card) is "made by exchanging".
- In a free deal the dealer, who is always in, pays like those who declared to play.
"""
from __future__ import annotations

from generator.engine.cards import cards_of
from generator.engine.ledger import POT


class Lanterlui:
    """The flush rule of a ruleset."""

    def __init__(self, ref, four_card_ref=None):
        self.ref = ref
        value = ref.value
        #: Cards of one suit that make a Lanterlui.
        self.cards = value["cards"]
        self.forced_bete = value.get("forced_bete")
        self.passed_pays = value.get("passed_pays")
        self.players_pay = value.get("players_pay")
        self.made_by_exchange = value.get("made_by_exchange")
        self.four_card_ref = four_card_ref
        #: Fewest cards that count (4 when the four-card flush is agreed).
        self.min_cards = 4 if four_card_ref is not None else self.cards

    def key(self, table, hand: int):
        """How good the best flush in ``hand`` is (``None`` if there is none); higher wins."""
        best = None
        for s, suit_mask in enumerate(table.suit_masks):
            m = hand & suit_mask
            k = m.bit_count()
            if k >= self.min_cards:
                scores = sorted((table.plain_score[c] for c in cards_of(m)), reverse=True)
                key = (k >= self.cards, s == table.trump, scores)
                if best is None or key > best:
                    best = key
        return best

    def winner(self, st, seats):
        """The seat whose flush wins among ``seats`` (in turn from forehand), or ``None``."""
        best_seat, best = None, None
        table, least = st.table, self.min_cards
        for p in seats:
            hand = st.hands[p]
            for suit_mask in table.suit_masks:
                if (hand & suit_mask).bit_count() >= least:
                    break
            else:
                continue  # no suit long enough: no flush (``key`` is None)
            key = self.key(table, hand)
            if key is not None and (best is None or key > best):
                best_seat, best = p, key
        return best_seat

    # ---------------------------------------------------------------- payments
    def settle_dealt_forced(self, st, holder: int, seats) -> None:
        """Forced deal: the holder sweeps the pot; every other player is bête for ``forced_bete``."""
        ledger = st.ledger
        ledger.pay(POT, holder, ledger.pot, "Lanterlui", self.ref.rule_id)
        others = [p for p in seats if p != holder]
        for p in others:
            ledger.pay(p, POT, self.forced_bete, "bete (Lanterlui)", self.ref.rule_id)
        st.outcome.update(lanterlui=holder, lanterlui_kind="dealt-forced", bete=others)

    def settle_dealt_free(self, st, holder: int, seats, passed) -> None:
        """Free deal: the holder takes the pot; those who passed pay ``passed_pays``, the other
        players the pot as it stood."""
        ledger = st.ledger
        pot_before = ledger.pot
        ledger.pay(POT, holder, pot_before, "Lanterlui", self.ref.rule_id)
        betes = []
        for p in seats:
            if p == holder:
                continue
            amount = self.passed_pays if p in passed else pot_before
            ledger.pay(p, POT, amount, "bete (Lanterlui)", self.ref.rule_id)
            betes.append(p)
        st.outcome.update(lanterlui=holder, lanterlui_kind="dealt-free", bete=betes)

    def settle_made(self, st, holder: int) -> None:
        """Made by exchanging: the holder takes the pot, and nobody is bête."""
        ledger = st.ledger
        ledger.pay(POT, holder, ledger.pot, "Lanterlui (made by exchanging)", self.ref.rule_id)
        st.outcome.update(lanterlui=holder, lanterlui_kind="made", bete=[])
