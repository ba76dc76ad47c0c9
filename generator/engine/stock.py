"""Standing, exchanging from the stock, or throwing up: the declarations of five-card and Irish Loo.

There is no miss. Each player in turn from forehand says ``play`` (he stands on the cards dealt
him), ``exchange C..`` (he lays those cards out face down and the dealer gives him as many from
the top of the stock; he then stands and must play them out) or ``pass`` (he throws up). The
dealer speaks last (``drop-out: {dealer: decides-last}``). One turn each: there is no second
exchange (``exchange: {rounds: 1}``).

Readings built in here, where the sources leave the point open:
- The exchange is the player's declaration, made in his turn to declare: he is not asked again,
  and having exchanged he may not throw up (``drop-out: {bound_by: [exchange]}``).
- A player may ask for no more cards than the stock still holds; when it is empty he stands or
  throws up. The turned card is not part of the stock.
- The dealer, standing against a single player (``pool-defence``), may exchange as he stands.
"""
from __future__ import annotations

from generator.engine.actions import PASS, PLAY_STAY
from generator.engine.cards import mask_reader
from generator.engine.miss import Declarations
from generator.engine.rams import ExchangeChoices
from generator.engine.state import BIT, IllegalAction


class StockDeclarations(Declarations):
    """``play``, ``exchange C..`` or ``pass``, from forehand round to the dealer."""

    def __init__(self, drop_ref, exchange_ref, defence_ref, pack, on_all_pass, on_done):
        super().__init__(drop_ref, None, defence_ref, on_all_pass, on_done)
        #: ``RuleRef`` of ``exchange``.
        self.exchange_ref = exchange_ref
        self.codes_of = mask_reader(pack.codes)
        self.bits = {code: 1 << card for card, code in enumerate(pack.codes)}

    def legal(self, st):
        out = super().legal(st)
        n = len(st.talon)
        if n:
            hand = st.hands[st.actor]
            choices = ExchangeChoices(self.codes_of, hand, min(n, hand.bit_count()))
            out[1:1] = [choices[i] for i in range(1, len(choices))]  # every exchange but none
        return out

    def apply(self, st, p, action, check):
        if action.verb != "exchange":
            if check and action not in (PLAY_STAY, PASS):
                expected = ("play", "exchange", "pass") if not st.forced else ("play", "exchange")
                raise IllegalAction(f"Illegal: {action} — each player now says {', '.join(expected)} "
                                    f"({self.drop_ref.cite()})", self.drop_ref.rule_id, "not-now",
                                    expected=expected)
            return super().apply(st, p, action, check)
        out = self._discards(st, p, action) if check else sum(map(self.bits.__getitem__, action.cards))
        k = len(action.cards)
        st.discards |= out
        st.hands[p] ^= out | sum(map(BIT.__getitem__, st.talon[:k]))
        del st.talon[:k]
        st.outcome.setdefault("exchanged", {})[p] = k
        self._next(st)

    def _discards(self, st, p, action) -> int:
        """The mask of the cards an ``exchange`` lays out; ``IllegalAction`` if it may not."""
        ref, hand, out = self.exchange_ref, st.hands[p], 0
        if not action.cards:
            raise IllegalAction("Illegal: exchange — name the cards to lay out, or say 'play'",
                                reason="exchange-nothing-named")
        for code in action.cards:
            bit = self.bits.get(code)
            if bit is None or not hand & bit:
                raise IllegalAction(f"Illegal: {action} — player {p} does not hold {code}", reason="not-held",
                                    card=code)
            out += bit
        if len(action.cards) > len(st.talon):
            raise IllegalAction(f"Illegal: {action} — the stock holds only {len(st.talon)} cards ({ref.cite()})",
                                ref.rule_id, "exchange-too-many", most=len(st.talon))
        return out
