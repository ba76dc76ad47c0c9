"""The card shown at the cut, and the deal that passes on before it is made ("Sprung", "hop and
jump"), and the dealer who pushes the deal on (``deal-passing``).

Either way the hand ends at once: nobody is dealt cards, the stakes paid stay in the pot, and
``outcome["deal_moves"]`` says how many seats the deal moves on (``HandState.next_dealer``).

Readings built in here, where the sources leave the point open:
- The cut is completed by putting the lifted packet under the rest, so the card the cutter
  shows (the bottom card of the packet he lifts) is the bottom card of the pack as dealt, the
  last undealt card; the bottom card of the other packet, which the dealer looks at as well
  (``look_again``), is the card above it (the turned card, where only one card is left undealt).
- The dealer has paid his stake before the cut (he sets it before he shuffles, and a dealer who
  pushes the deal on has set his), and it stays in the pot when the deal passes on. The players
  passed over are the dealer and those after him before the new dealer; those after him pay
  the stake only where the rule says so (``passed_over_pay``, ``again_pay``).
"""
from __future__ import annotations

from generator.engine.actions import Action
from generator.engine.ledger import POT
from generator.engine.phases import finish
from generator.engine.state import IllegalAction

DEAL = Action("deal")
PUSH = Action("push")
_CHOICES = (DEAL, PUSH)


class CutCard:
    """The cards that pass the deal on when shown at the cut (``cut-card``)."""

    def __init__(self, ref, pack):
        self.ref = ref
        value = ref.value
        #: (rank, card code or ``None``, skip, passed over pay) per card that passes the deal on.
        self.cards = tuple((c.get("rank"), c.get("card"), c["skip"], bool(c.get("passed_over_pay")))
                           for c in value["cards"])
        self.again = tuple((c.get("rank"), c.get("card")) for c in value.get("look_again", ()))
        self.again_skip = value.get("again_skip")
        self.again_pay = bool(value.get("again_pay"))
        self.codes, self.ranks = pack.codes, pack.rank_of

    def _matches(self, specs, card) -> bool:
        return any((code is not None and self.codes[card] == code) or (code is None and self.ranks[card] == rank)
                   for rank, code, *_ in specs)

    def jump(self, st):
        """``(seats the deal moves on, whether the passed over pay)`` for this deal, or ``None``."""
        bottom = st.talon[-1]
        hit = next(((rank, code, skip, pay) for rank, code, skip, pay in self.cards
                    if self._matches(((rank, code),), bottom)), None)
        st.outcome["cut_card"] = self.codes[bottom]
        if hit is None:
            return None
        skip, pay = hit[2], hit[3]
        if self.again and self._matches(self.again, bottom):
            other = st.talon[-2] if len(st.talon) > 1 else st.deal.turned
            st.outcome["cut_card_again"] = self.codes[other]
            if self._matches(self.again, other):
                skip, pay = self.again_skip, self.again_pay
        return skip, pay

    def pass_on(self, st, skip: int, pay: bool, ante_amount) -> None:
        """The deal passes ``skip`` seats on: those passed over after the dealer pay where told."""
        if pay:
            for k in range(1, skip):
                st.ledger.pay((st.dealer + k) % st.n, POT, ante_amount, "stake (passed over)", self.ref.rule_id)
        end_without_deal(st, skip, "cut")


def end_without_deal(st, skip: int, why: str) -> None:
    """The hand ends before the deal: nobody holds cards, the deal moves ``skip`` seats on."""
    for p in range(st.n):
        st.folded |= st.hands[p]
        st.hands[p] = 0
        st.active[p] = False
    st.n_active = 0
    st.outcome["deal_moves"] = skip
    st.outcome["deal_passed_on"] = why
    finish(st)


class DealPassing:
    """The dealer, his stake paid, deals (``deal``) or pushes the deal on to the next player
    (``push``), who then has the same right (``deal-passing``).

    He decides before the deal: the engine has dealt already, so until he deals the hands show
    as cards face down and the turned card lies among the cards laid aside, unseen.
    """

    name = "deal-passing"
    before_the_deal = True

    def __init__(self, ref, on_deal):
        self.ref = ref
        self.on_deal = on_deal

    def start(self, st) -> None:
        st.phase = self
        st.actor = st.dealer
        st.aside |= 1 << st.turned
        st.turned = None

    def legal(self, st):
        return _CHOICES

    def apply(self, st, p, action, check):
        if action != PUSH and action != DEAL:
            raise IllegalAction(f"Illegal: {action} — the dealer now deals or pushes the deal on ({self.ref.cite()})",
                                self.ref.rule_id, "not-now", expected=("deal", "push"))
        st.turned = st.deal.turned  # back where the deal puts it
        st.aside &= ~(1 << st.turned)
        st.actor = None
        if action == PUSH:
            end_without_deal(st, 1, "pushed")
            return
        self.on_deal(st)
