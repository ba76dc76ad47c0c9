"""Cards and packs: int card indices, bitmask hands and the card notation (``JS``, ``10H``, ``UE``).

A card is a plain ``int``: its index in its pack, ``suit * len(ranks) + rank`` with suits and
ranks in the pack's order. A set of cards (a hand, a talon) is an ``int`` bitmask with bit
``card`` set. The pack decides how a code is read: ``HS`` does not exist, ``9S`` is the Nine
of Spades in a French pack and the Nine of Bells (Schellen) in a German one.

Notation (the same in the data, examples, CLI and error messages):

- French: rank ``A K Q J 10 9 8 7 6 5 4 3 2`` + suit ``S H D C``: ``JS``, ``10H``.
- German: rank ``A K O U 10 9 8 7 6`` + suit ``E G H S`` (Acorns/Eichel, Leaves/Grün,
  Hearts, Bells/Schellen): ``UE`` is the Unter of Acorns.
"""
from __future__ import annotations

import re

#: Suits of each suit system, in the pack's order.
SUITS = {"french": ("S", "H", "D", "C"), "german": ("E", "G", "H", "S")}
#: Every rank of each system, high to low in natural order.
RANKS = {
    "french": ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"),
    "german": ("A", "K", "O", "U", "10", "9", "8", "7", "6"),
}
#: The names of cards and suits in English, the one table of them (the site reads it too).
SUIT_NAMES = {
    "french": {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"},
    "german": {"E": "Acorns", "G": "Leaves", "H": "Hearts", "S": "Bells"},
}
#: The pips of the French suits, for short card labels (``J♠``).
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: The names of the court cards and the Ace (German: the Sow); other ranks are their numbers.
RANK_NAMES = {
    "french": {"A": "Ace", "K": "King", "Q": "Queen", "J": "Jack"},
    "german": {"A": "Sow", "K": "King", "O": "Ober", "U": "Unter"},
}
#: The other suit of the same colour (French packs only).
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}

CARD_CODE = re.compile(r"^(A|K|Q|J|O|U|10|[2-9])(S|H|D|C|E|G)$")


#: ``_BYTES[k][v]``: the cards of byte ``k`` of a mask when that byte is ``v`` (masks up to 64 cards).
_BYTES = tuple(tuple(tuple(8 * k + b for b in range(8) if v >> b & 1) for v in range(256)) for k in range(8))


def cards_of(mask: int) -> list[int]:
    """The cards of a bitmask, lowest index first."""
    out = []
    for table in _BYTES:
        if not mask:
            return out
        out += table[mask & 255]
        mask >>= 8
    if mask:
        raise ValueError("a mask of more than 64 cards")
    return out


#: Readers by the items they read: a reader depends on its items alone (immutable codes or
#: actions), so equal items share one, built once however often a pack is compiled.
_READERS: dict = {}


def mask_reader(items):
    """A function from a mask to the tuple of ``items[card]`` for its cards, lowest first (the
    codes or the actions of a hand), read byte by byte from tables of every byte's value."""
    items = tuple(items)
    reader = _READERS.get(items)
    if reader is None:
        reader = _READERS[items] = _reader(items)
    return reader


def _reader(items):
    tables = tuple(_byte_table(items[8 * k:8 * k + 8]) for k in range((len(items) + 7) // 8))
    if len(tables) == 3:  # a pack of 24 cards
        t0, t1, t2 = tables
        return lambda m: t0[m & 255] + t1[m >> 8 & 255] + t2[m >> 16]
    if len(tables) == 4:  # a pack of 32 cards
        t0, t1, t2, t3 = tables
        return lambda m: t0[m & 255] + t1[m >> 8 & 255] + t2[m >> 16 & 255] + t3[m >> 24]

    def read(mask):
        out = ()
        for table in tables:
            if not mask:
                break
            out += table[mask & 255]
            mask >>= 8
        return out
    return read


def _byte_table(items) -> tuple:
    """``table[v]``: the items whose bits are set in the byte ``v``, lowest first (items beyond
    the last one given count as absent)."""
    table = [()]
    for v in range(1, 256):
        low = (v & -v).bit_length() - 1
        rest = table[v & (v - 1)]
        table.append((items[low],) + rest if low < len(items) else rest)
    return tuple(table)


def mask_of(cards) -> int:
    """The bitmask of some cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


class Pack:
    """A pack of cards: every suit of a suit system crossed with the ranks given.

    ``ranks`` are the ranks in the pack, high to low in natural order. The card index,
    code and display tables are built once and shared by every hand played with it.
    """

    __slots__ = ("system", "suits", "ranks", "size", "codes", "index", "suit_of", "rank_of",
                 "full_mask", "suit_masks")

    def __init__(self, system: str, ranks):
        if system not in SUITS:
            raise ValueError(f"unknown suit system {system!r} (expected french or german)")
        unknown = [r for r in ranks if r not in RANKS[system]]
        if unknown:
            raise ValueError(f"ranks {unknown} do not exist in a {system} pack")
        #: ``french`` or ``german``.
        self.system = system
        #: Suit codes in pack order.
        self.suits = SUITS[system]
        #: Rank codes in pack order (natural order, high to low).
        self.ranks = tuple(r for r in RANKS[system] if r in ranks)
        self.size = len(self.suits) * len(self.ranks)
        #: ``codes[card]`` is the notation of a card.
        self.codes = tuple(r + s for s in self.suits for r in self.ranks)
        #: ``index[code]`` is the card of a code.
        self.index = {code: i for i, code in enumerate(self.codes)}
        #: ``suit_of[card]`` is the natural suit index (0..3).
        self.suit_of = tuple(i // len(self.ranks) for i in range(self.size))
        #: ``rank_of[card]`` is the rank code.
        self.rank_of = tuple(self.ranks[i % len(self.ranks)] for i in range(self.size))
        self.full_mask = (1 << self.size) - 1
        #: ``suit_masks[suit]`` is the bitmask of a natural suit.
        self.suit_masks = tuple(mask_of(range(s * len(self.ranks), (s + 1) * len(self.ranks)))
                                for s in range(len(self.suits)))

    def __repr__(self) -> str:
        return f"Pack({self.system}, {self.size} cards: {' '.join(self.ranks)})"

    def card(self, rank: str, suit: str) -> int:
        """The card of a rank and a suit code."""
        return self.parse(rank + suit)

    def suit_index(self, suit: str) -> int:
        """The index of a suit code in this pack."""
        try:
            return self.suits.index(suit)
        except ValueError:
            raise ValueError(f"no suit {suit!r} in a {self.system} pack "
                             f"(expected one of {' '.join(self.suits)})") from None

    def parse(self, code: str) -> int:
        """The card of a code such as ``JS``; ``ValueError`` quoting the code if there is none."""
        try:
            return self.index[code]
        except KeyError:
            pass
        code = code.strip().upper()
        if code in self.index:
            return self.index[code]
        if not CARD_CODE.match(code):
            raise ValueError(f"not a card code: {code!r} (expected rank + suit, e.g. JS, 10H, UE)")
        raise ValueError(f"no card {code!r} in this pack ({self.size} {self.system} cards, "
                         f"ranks {' '.join(self.ranks)}, suits {' '.join(self.suits)})")

    def parse_cards(self, text) -> list[int]:
        """Cards from codes separated by spaces (or from a list of codes)."""
        codes = text.split() if isinstance(text, str) else list(text)
        return [self.parse(c) for c in codes]

    def format(self, cards) -> str:
        """Codes of some cards, separated by spaces."""
        if isinstance(cards, int):
            cards = cards_of(cards)
        return " ".join(self.codes[c] for c in cards)

    def display(self, card: int) -> str:
        """A card for reading: ``J♠`` (French) or ``U Acorns`` (German)."""
        suit = self.suits[self.suit_of[card]]
        if self.system == "french":
            return f"{self.rank_of[card]}{SUIT_SYMBOLS[suit]}"
        return f"{self.rank_of[card]} {SUIT_NAMES[self.system][suit]}"

    def same_colour(self, suit: int) -> int:
        """The other suit of the same colour (French packs only)."""
        if self.system != "french":
            raise ValueError("suit colours are defined for French packs only")
        return self.suits.index(SAME_COLOUR[self.suits[suit]])


def make_pack(spec: dict, remove_ranks=()) -> Pack:
    """A pack from the ``pack`` rule value, less any ranks a ``pack-reduction`` takes out."""
    ranks = [r for r in spec["ranks"] if r not in remove_ranks]
    pack = Pack(spec["suits"], ranks)
    expected = spec["cards"] - 4 * (len(spec["ranks"]) - len(ranks))
    if pack.size != expected:
        raise ValueError(f"pack of {spec['cards']} cards does not match its ranks "
                         f"({' '.join(spec['ranks'])} give {pack.size + 4 * (len(spec['ranks']) - len(ranks))})")
    return pack
