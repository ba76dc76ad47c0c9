"""One player against others on the same deals, the seats rotated (a duplicate match).

Every sitting is played once with the player at each seat and the others at the remaining
seats, all on the same deals: each deal is held once by the player and once by each other seat,
so that the cards' luck cancels. A sitting's margin is the player's gain minus the mean gain of
the players facing him, per hand, over its rotations; the match's margin is the mean over
sittings with its 95 % interval (sittings are independent; the hands of one share a pot).
"""
from __future__ import annotations

import math

from generator.study.figures import Z95, as_float


def seat_record(st, phases) -> list:
    """Each seat's gain in a finished hand (by seat, not from the dealer)."""
    return [as_float(b) for b in st.balances()]


def rotations(players: int, player: str, others: str) -> list[tuple]:
    """The seatings of a sitting: the player at seat 0, then 1, ... the others elsewhere."""
    return [tuple(player if s == r else others for s in range(players)) for r in range(players)]


def sitting_margin(hands_by_rotation: list) -> tuple[float, float, float]:
    """``(margin, player's gain, the others' gain)`` per hand of one sitting's rotations
    (``hands_by_rotation[r]``: the seat records of the rotation with the player at seat ``r``)."""
    gain = others = 0.0
    count = 0
    for r, hands in enumerate(hands_by_rotation):
        for seats in hands:
            n = len(seats)
            gain += seats[r]
            others += (sum(seats) - seats[r]) / (n - 1)
            count += 1
    return (gain - others) / count, gain / count, others / count


def match_summary(margins: list) -> dict:
    """The margin's mean and 95 % interval over sittings, with the two sides' mean gains."""
    m = len(margins)
    values = [x[0] for x in margins]
    mean = sum(values) / m
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (m - 1)) if m > 1 else float("nan")
    half = Z95 * sd / math.sqrt(m) if m > 1 else float("nan")
    return {"margin": mean, "low": mean - half, "high": mean + half, "sittings": m,
            "player_gain": sum(x[1] for x in margins) / m, "others_gain": sum(x[2] for x in margins) / m}
