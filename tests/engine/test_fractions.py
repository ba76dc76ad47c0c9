"""A fraction of the pot with a zero denominator is refused when the rules are compiled, with a
ValueError naming it, not with a ZeroDivisionError in the middle of a hand."""
from fractions import Fraction

import pytest

from generator.engine.bete import Scoring
from generator.engine.ledger import ratio, share
from generator.engine.params import RuleRef


def test_ratio_reads_a_fraction_and_refuses_a_zero_denominator():
    assert ratio("1/5") == (1, 5) and ratio(" 2 / 3 ") == (2, 3)
    for bad in ("1/0", "0/0", "1", "a/b", None, "1/-2"):
        with pytest.raises(ValueError):
            ratio(bad)


def test_share_is_exact():
    assert share(10, ratio("1/5")) == 2
    assert share(7, ratio("1/5")) == Fraction(7, 5)


def test_scoring_with_a_zero_denominator_is_refused_when_compiled():
    payout = RuleRef({"pot_fraction": "1/0"}, "x#trick-payout")
    bete = RuleRef({"amount": "pot"}, "x#bete")
    with pytest.raises(ValueError, match="divides by zero"):
        Scoring(payout, bete, None, 1)
