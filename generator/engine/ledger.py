"""The pot and the ledger: every payment of a hand as an entry, with the rule that caused it.

Money is exact: amounts are ``int`` while they are whole, ``fractions.Fraction`` otherwise
(a fifth of an odd pot). A payment moves money between two accounts, a seat (``int``) or the
pot (``POT``); the pot carries over from hand to hand, so the ledger starts from the pot as
it stood and ``sum(balances) + (pot - pot_start) == 0`` always holds.
"""
from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

#: The pot's account name.
POT = "pot"


def exact(value):
    """An int if the value is whole, else a Fraction (never a float)."""
    if isinstance(value, float):
        value = Fraction(value).limit_denominator(10**6)
    if isinstance(value, Fraction) and value.denominator == 1:
        return int(value)
    return value


def ratio(fraction: str) -> tuple[int, int]:
    """``"1/5"`` as ``(1, 5)``; raises ValueError for another shape or a zero denominator (the
    data model refuses both when it loads a ruleset; a rule built by hand is checked here, when
    the rules are compiled, rather than with a ZeroDivisionError in the middle of a hand)."""
    num, slash, den = str(fraction).partition("/")
    if not (slash and num.strip().isdigit() and den.strip().isdigit()):
        raise ValueError(f"{fraction!r} is not a fraction such as '1/5'")
    if int(den) == 0:
        raise ValueError(f"{fraction!r} divides by zero")
    return int(num), int(den)


def share(amount, fraction: tuple[int, int]):
    """``fraction`` (``ratio("1/5")``) of ``amount``, exactly."""
    num, den = fraction
    q, r = divmod(amount * num, den)
    return q if r == 0 and isinstance(q, int) else exact(Fraction(amount) * num / den)


class Entry(NamedTuple):
    """One payment."""

    payer: object       # seat or POT
    payee: object       # seat or POT
    amount: object      # int or Fraction, > 0
    reason: str         # ante, trick, bete, sweep, lanterlui, ...
    rule_id: str        # <ruleset>#<param> that requires it

    def __str__(self) -> str:
        return f"{_account(self.payer)} -> {_account(self.payee)}: {self.amount} ({self.reason}, {self.rule_id})"


#: ``Entry(...)`` without the Python-level ``__new__`` of a NamedTuple (hot path).
_new_entry = tuple.__new__


def _account(a) -> str:
    return "pot" if a == POT else f"player {a}"


class Ledger:
    """Payments of one hand, and the pot."""

    __slots__ = ("entries", "pot_start", "pot")

    def __init__(self, pot=0):
        self.entries: list[Entry] = []
        self.pot_start = pot
        #: The pot now.
        self.pot = pot

    def copy(self) -> "Ledger":
        """An independent copy."""
        other = Ledger(self.pot_start)
        other.entries = list(self.entries)
        other.pot = self.pot
        return other

    def pay(self, payer, payee, amount, reason: str, rule_id: str) -> None:
        """Record a payment (nothing for a zero amount)."""
        if not amount:
            return
        if amount < 0:
            raise ValueError(f"negative payment {amount} ({reason})")
        if payer == POT:
            self.pot -= amount
        if payee == POT:
            self.pot += amount
        self.entries.append(_new_entry(Entry, (payer, payee, amount, reason, rule_id)))

    def balances(self, players: int) -> list:
        """Each seat's net result in this hand."""
        out = [0] * players
        for e in self.entries:
            if e.payer != POT:
                out[e.payer] -= e.amount
            if e.payee != POT:
                out[e.payee] += e.amount
        return out

    def check(self, players: int) -> None:
        """Raise ``AssertionError`` unless the money adds up and the pot is not negative."""
        total = sum(self.balances(players)) + (self.pot - self.pot_start)
        if total != 0:
            raise AssertionError(f"ledger and pot do not sum to zero (off by {total})")
        if self.pot < 0:
            raise AssertionError(f"pot is negative ({self.pot})")
        flows = sum(e.amount for e in self.entries if e.payee == POT) - \
            sum(e.amount for e in self.entries if e.payer == POT)
        if self.pot_start + flows != self.pot:
            raise AssertionError("pot does not equal its start plus the recorded payments")
