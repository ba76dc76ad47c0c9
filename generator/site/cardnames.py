"""Cards and suits in words, from the engine's one table of their names (``engine/cards.py``).

``card_label`` is the short form for running text (``J♠``, German ``Unter of Acorns``),
``card_name`` the full name a card picture carries as its text alternative (``Jack of Spades``).
Page code may read the engine's data; the engine never reads the site.
"""
from __future__ import annotations

from generator.engine.cards import CARD_CODE, RANK_NAMES, SUIT_NAMES, SUIT_SYMBOLS


def rank_name(rank: str, suits: str = "french") -> str:
    """``J`` -> ``Jack``; German ``U`` -> ``Unter``; a number stays a number."""
    return RANK_NAMES[suits].get(rank, rank)


def suit_label(code: str, suits: str = "french") -> str:
    """``S`` -> ``Spades`` (French) or ``Bells`` (German); Acorns and Leaves are German anyway."""
    system = "german" if suits == "german" or code in ("E", "G") else "french"
    return SUIT_NAMES[system].get(code, code)


def card_label(code: str, suits: str = "french") -> str:
    """``JS`` -> ``J♠``; German ``UE`` -> ``Unter of Acorns`` (a code that is no card stays as it is)."""
    m = CARD_CODE.match(code)
    if not m:
        return code
    rank, suit = m.groups()
    if suits == "german" or suit in "EG":
        return f"{rank_name(rank, 'german')} of {SUIT_NAMES['german'][suit]}"
    return f"{rank}{SUIT_SYMBOLS[suit]}"


def split_code(code: str) -> tuple[str, str]:
    """``10H`` -> ``("10", "H")``; ``ValueError`` for what is no card code."""
    m = CARD_CODE.match(code)
    if not m:
        raise ValueError(f"not a card code: {code!r} (rank A K Q J O U 10-2 + suit S H D C E G)")
    return m.group(1), m.group(2)


def card_name(code: str, suits: str = "french") -> str:
    """``JS`` -> ``Jack of Spades``; with German suits ``UE`` -> ``Unter of Acorns``."""
    rank, suit = split_code(code)
    return f"{rank_name(rank, suits)} of {SUIT_NAMES[suits][suit]}"
