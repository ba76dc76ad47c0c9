"""What the simple players of every game and their statistics share: the trick-play heuristic
of the greedy players, and a mean that stays readable for any size of number."""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from generator.engine.cards import cards_of


def mean(total, count: int):
    """``total / count`` as a float, or in scientific notation (a string) when too large for one."""
    value = Fraction(total) / count
    try:
        return round(float(value), 4)
    except OverflowError:
        return f"{Decimal(value.numerator) / Decimal(value.denominator):.4e}"


def lowest(st, mask: int) -> int:
    """The lowest card of a mask (by its score as if led)."""
    table = st.table
    return min(cards_of(mask), key=lambda c: (table.trump_score[c], table.plain_score[c]))


def greedy_card(st, legal, rnd):
    """In trick play: lead the highest card; follow with the cheapest card that wins the
    trick, else the lowest card (any other phase: a random legal action)."""
    if st.phase.name != "play":
        return legal[int(rnd() * len(legal))]
    table = st.table
    cards = [st.rules.pack.index[a.cards[0]] for a in legal if a.verb == "play"]
    if not cards:
        return legal[int(rnd() * len(legal))]
    mask = sum(1 << c for c in cards)
    if not st.trick:
        return st.rules.play.play_actions[max(cards, key=lambda c: table.plain_score[c])]
    winners = table.beaters(mask, st.led, st.best)
    pick = lowest(st, winners) if winners else lowest(st, mask)
    return st.rules.play.play_actions[pick]
