"""Small phases every game module shares: the settled hand, and finishing one."""
from __future__ import annotations

from generator.engine.state import IllegalAction


class Settled:
    """The phase of a finished hand: no actions."""

    name = "settled"

    def legal(self, st):
        return ()

    def apply(self, st, p, action, check):
        raise IllegalAction(f"Illegal: {action} — the hand is over", reason="hand-over")


SETTLED = Settled()


def finish(st):
    """End the hand (after the settlement has been paid); returns the state."""
    st.phase = SETTLED
    st.actor = None
    return st


_ROTATIONS: dict = {}


def rotation(st, first: int) -> tuple:
    """Every seat in the direction of play, starting at ``first`` (a shared tuple)."""
    seats = _ROTATIONS.get((st.n, first))
    if seats is None:
        seats = _ROTATIONS[(st.n, first)] = tuple((first + k) % st.n for k in range(st.n))
    return seats
