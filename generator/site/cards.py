"""Playing cards drawn as inline SVG by the project itself: French and German suits.

Each card is a self-contained ``<svg role="img">`` with an ``aria-label`` and a ``<title>``
(the text alternative for screen readers, e.g. "Jack of Spades", "Unter of Acorns"), so a page
needs no image files and no other host. Their look (the ``card-*`` classes) is set in
``docs/stylesheets/examples.css``.
"""
from __future__ import annotations

import re

from generator.site.text import attr

FRENCH_RANK_NAMES = {"A": "Ace", "K": "King", "Q": "Queen", "J": "Jack"}
GERMAN_RANK_NAMES = {"A": "Sow", "K": "King", "O": "Ober", "U": "Unter"}
FRENCH_SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
GERMAN_SUIT_NAMES = {"E": "Acorns", "G": "Leaves", "H": "Hearts", "S": "Bells"}

# Suit pips in a 100 x 100 box: (svg elements, fill colour class).
_PIPS = {
    ("french", "H"): ('<path d="M50 88C20 65 0 45 10 25C20 5 45 8 50 28C55 8 80 5 90 25C100 45 80 65 50 88Z"/>', "red"),
    ("french", "D"): ('<path d="M50 5L85 50L50 95L15 50Z"/>', "red"),
    ("french", "S"): ('<path d="M50 5C20 35 0 50 12 70C22 85 42 82 47 70L40 95H60L53 70C58 82 78 85 88 70C100 50 80 35 50 5Z"/>', "black"),
    ("french", "C"): ('<circle cx="50" cy="28" r="17"/><circle cx="28" cy="58" r="17"/><circle cx="72" cy="58" r="17"/>'
                      '<path d="M45 55L38 95H62L55 55Z"/>', "black"),
    ("german", "H"): ('<path d="M50 88C20 65 0 45 10 25C20 5 45 8 50 28C55 8 80 5 90 25C100 45 80 65 50 88Z"/>', "red"),
    ("german", "E"): ('<ellipse cx="50" cy="64" rx="21" ry="28"/><path class="dark" d="M25 48Q50 16 75 48Z"/>'
                      '<path class="dark" d="M47 10H53V24H47Z"/>', "brown"),
    ("german", "G"): ('<path d="M50 5C86 30 86 70 50 95C14 70 14 30 50 5Z"/>'
                      '<path class="vein" d="M50 12V92" fill="none"/>', "green"),
    ("german", "S"): ('<path d="M28 72C28 42 34 22 50 22C66 22 72 42 72 72L80 80H20Z"/><circle cx="50" cy="88" r="7"/>'
                      '<circle cx="50" cy="15" r="6"/><path class="dark" d="M26 64H74" fill="none"/>', "gold"),
}
_CODE = re.compile(r"^(A|K|Q|J|O|U|10|[2-9])(S|H|D|C|E|G)$")


def card_name(code: str, suits: str = "french") -> str:
    """``JS`` -> ``Jack of Spades``; with German suits ``UE`` -> ``Unter of Acorns``."""
    rank, suit = _split(code)
    if suits == "german":
        return f"{GERMAN_RANK_NAMES.get(rank, rank)} of {GERMAN_SUIT_NAMES[suit]}"
    return f"{FRENCH_RANK_NAMES.get(rank, rank)} of {FRENCH_SUIT_NAMES[suit]}"


def _split(code: str) -> tuple[str, str]:
    m = _CODE.match(code)
    if not m:
        raise ValueError(f"not a card code: {code!r} (rank A K Q J O U 10-2 + suit S H D C E G)")
    rank, suit = m.groups()
    return rank, suit


def card_svg(code: str, suits: str = "french", note: str | None = None) -> str:
    """One card as inline SVG; ``note`` (e.g. "turned up") is added to the text alternative."""
    rank, suit = _split(code)
    pip, colour = _PIPS[(suits, suit)]
    label = card_name(code, suits) + (f", {note}" if note else "")
    shown = rank if suits == "french" or rank not in GERMAN_RANK_NAMES else {"A": "A", "K": "K", "O": "O", "U": "U"}[rank]
    return (f'<svg class="card card-{colour}" viewBox="0 0 60 90" width="60" height="90" role="img" aria-label="{attr(label)}">'
            f'<title>{attr(label)}</title>'
            '<rect class="card-face" x="1" y="1" width="58" height="88" rx="5"/>'
            f'<text class="card-rank" x="6" y="17">{attr(shown)}</text>'
            f'<g class="pip" transform="translate(4 20) scale(.16)">{pip}</g>'
            f'<g class="pip" transform="translate(14 34) scale(.32)">{pip}</g>'
            '</svg>')


def back_svg(label: str = "a card face down") -> str:
    """The back of a card (a card lying face down or not shown)."""
    return (f'<svg class="card card-back" viewBox="0 0 60 90" width="60" height="90" role="img" aria-label="{attr(label)}">'
            f'<title>{attr(label)}</title><rect class="card-face" x="1" y="1" width="58" height="88" rx="5"/>'
            '<path class="back-pattern" d="M8 8H52V82H8Z M8 8L52 82 M52 8L8 82" fill="none"/></svg>')
