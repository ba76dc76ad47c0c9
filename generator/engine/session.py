"""What one hand hands on to the next: the pot, the deal count, the bête streak, a force."""
from __future__ import annotations

from typing import NamedTuple


class Session(NamedTuple):
    """The state carried from hand to hand at one table."""

    #: Hands dealt before this one (0: the first deal of the session).
    hand_number: int = 0
    #: The pot carried over, before this hand's ante.
    pot: object = 0
    #: Bêtes paid in succession so far (an escalating bête rises with each).
    bete_streak: int = 0
    #: A bête lies in the pot (for ``drop-out: bete-in-pot``).
    bete_in_pot: bool = False
    #: The previous deal was a force (for ``after-force``).
    last_forced: bool = False
    #: Seats bound by an earlier choice (Kontraspiel: a dealer who once chose to play a turned
    #: Ace plays it again without being asked, ``turned-ace: choice_binding``).
    commitments: frozenset = frozenset()
    #: A flush was paid in the previous deal (Loo: the next deal is a single, ``after-flush``).
    last_flush: bool = False
    #: Points toward the game so far, per seat (partners alike; ``()``: a new game; Euchre).
    scores: tuple = ()
