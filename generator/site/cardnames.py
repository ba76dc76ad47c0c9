"""Cards and suits in words, from the engine's one table of their names (``engine/cards.py``);
the short forms live beside the refusal wording in ``engine/wording.py``, which the player in the
browser shares.

``card_label`` is the short form for running text (``J♠``, German ``Unter of Acorns``),
``card_name`` the full name a card picture carries as its text alternative (``Jack of Spades``).
Page code may read the engine's data; the engine never reads the site.
"""
from __future__ import annotations

from generator.engine.cards import CARD_CODE
from generator.engine.wording import card_label, card_name, rank_name, suit_label

__all__ = ["CARD_CODE", "card_label", "card_name", "rank_name", "split_code", "suit_label"]


def split_code(code: str) -> tuple[str, str]:
    """``10H`` -> ``("10", "H")``; ``ValueError`` for what is no card code."""
    m = CARD_CODE.match(code)
    if not m:
        raise ValueError(f"not a card code: {code!r} (rank A K Q J O U 10-2 + suit S H D C E G)")
    return m.group(1), m.group(2)
