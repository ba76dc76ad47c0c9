"""What one hand hands on to the next: the pot, the deal count, the bête streak, a force."""
from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from generator.engine.ledger import exact


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

    def plain(self) -> dict:
        """As plain data (JSON): an example's opening for the player, a failed check's hand."""
        return {"hand_number": self.hand_number, "pot": str(self.pot), "bete_streak": self.bete_streak,
                "bete_in_pot": self.bete_in_pot, "last_forced": self.last_forced, "last_flush": self.last_flush,
                "commitments": sorted(self.commitments), "scores": list(self.scores)}

    @classmethod
    def from_plain(cls, s: dict) -> "Session":
        """The session ``plain`` wrote (a missing field takes its default: a new table)."""
        return cls(s.get("hand_number", 0), exact(Fraction(str(s.get("pot", 0)))), s.get("bete_streak", 0),
                   s.get("bete_in_pot", False), s.get("last_forced", False), frozenset(s.get("commitments", ())),
                   s.get("last_flush", False), tuple(s.get("scores", ())))
