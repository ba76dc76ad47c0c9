"""Scoring of a Rams-group hand: what each trick wins from the pot, and the bête.

Readings built in here, where the sources leave the point open:
- "The contents of the pot" (``bete: {amount: pot}``) and "a fraction of the pot"
  (``trick-payout: {pot_fraction}``) are the pot as it stood when play began, after the
  ante and before any trick was paid.
- A trick never takes more than the pot still holds.
- "Successive" bêtes (``amount: escalating``) count on from hand to hand; a hand that ends
  without a bête ends the run, and the next bête costs ``first`` again.
- Bêtes are paid at once (``bete-payment: at-once``); instalments are not simulated.
- "A third of the Stamm" (``trick-payout: {stake_fraction}``) is a fraction of the stake the
  dealer paid in for the deal; "the whole Stamm" (``bete: {amount: stake}``) is one player's
  stake for the deal, the ante's amount.
"""
from __future__ import annotations

from generator.engine.ledger import POT, ratio, share


#: ``_TRICKS[k]``: the words of a payment for k tricks.
_TRICKS = ("", "1 trick", *(f"{k} tricks" for k in range(2, 14)))


class Scoring:
    """Trick payouts and bêtes of one ruleset."""

    def __init__(self, payout, bete, cap, ante_amount, dealer_stake=None):
        #: ``RuleRef``s of ``trick-payout``, ``bete`` and (or ``None``) ``bete-cap``.
        self.payout, self.bete, self.cap = payout, bete, cap
        self.ante_amount = ante_amount
        value = payout.value
        self.per_trick = value.get("per_trick")
        if "stake_fraction" in value:  # a fixed share of the dealer's stake, whatever the pot holds
            stake = ante_amount if dealer_stake is None else dealer_stake
            self.per_trick = share(stake, ratio(value["stake_fraction"]))
        self.fraction = ratio(value.get("pot_fraction")) if self.per_trick is None else None
        self.cap_amount = cap.value["max_stakes"] * ante_amount if cap is not None else None

    def per_trick_amount(self, pot_before):
        """What one trick wins."""
        return self.per_trick if self.per_trick is not None else share(pot_before, self.fraction)

    def bete_amount(self, pot_before, streak: int):
        """What the next bête pays, ``streak`` bêtes having been paid in succession before it."""
        value = self.bete.value
        kind = value["amount"]
        if kind == "pot":
            amount = pot_before
        elif kind == "stake":
            amount = self.ante_amount
        elif kind == "escalating":
            amount = value["first"] + value.get("step", 0) * streak
        else:
            amount = value["fixed"]
        if self.cap_amount is not None:
            amount = min(amount, self.cap_amount)
        return amount

    def settle(self, st, seats) -> None:
        """Pay the tricks out of the pot and the bêtes into it; ``seats`` in turn from forehand."""
        ledger = st.ledger
        pot_before = ledger.pot
        each = self.per_trick_amount(pot_before)
        tricks = st.tricks
        betes = []
        for p in seats:
            k = tricks[p]
            if k:
                ledger.pay(POT, p, min(each * k, ledger.pot), _TRICKS[k] if k < len(_TRICKS) else f"{k} tricks",
                           self.payout.rule_id)
            else:
                betes.append(p)
        streak = st.session.bete_streak
        for p in betes:
            ledger.pay(p, POT, self.bete_amount(pot_before, streak), "bete", self.bete.rule_id)
            streak += 1
        st.outcome["bete"] = betes
        st.outcome["bete_streak"] = streak if betes else 0
