"""The deal: explicit input (hands, turned card, talon order) or dealt from a caller's seeded RNG.

Seats are numbered in the direction of play: seat ``dealer + 1`` (mod players) is forehand,
the first to receive cards and to speak. The same deal and the same actions always give the
same hand.
"""
from __future__ import annotations

from itertools import repeat, starmap
from operator import itemgetter
from typing import NamedTuple

from generator.engine.cards import Pack


class Deal(NamedTuple):
    """Who holds what after the deal."""

    #: Cards of each seat, in the order received.
    hands: tuple
    #: The card turned up (trumps or preferred suit), or ``None``.
    turned: int | None = None
    #: Undealt cards, top (next to be drawn) first.
    talon: tuple = ()
    #: Cards laid aside during the deal (a Dopper), if any.
    aside: tuple = ()

    @classmethod
    def from_codes(cls, pack: Pack, hands, turned=None, talon=(), aside=()) -> "Deal":
        """A deal written in card notation: ``hands=["JS 9H ...", ...], turned="7D"``."""
        return cls(tuple(tuple(pack.parse_cards(h)) for h in hands),
                   pack.parse(turned) if turned else None,
                   tuple(pack.parse_cards(talon)), tuple(pack.parse_cards(aside)))

    def codes(self, pack: Pack) -> dict:
        """The deal in card notation (for reproducing a hand)."""
        return {"hands": [pack.format(h) for h in self.hands],
                "turned": pack.codes[self.turned] if self.turned is not None else None,
                "talon": pack.format(self.talon), "aside": pack.format(self.aside)}

    def all_cards(self) -> list[int]:
        """Every card of the deal."""
        out = [c for h in self.hands for c in h] + list(self.talon) + list(self.aside)
        if self.turned is not None:
            out.append(self.turned)
        return out

    def check(self, pack: Pack, players: int, hand_size: int, idle: int | None = None) -> None:
        """``ValueError`` unless the deal is a partition of the pack with full hands (none for the
        ``idle`` seat: a dealer who sits out)."""
        if len(self.hands) != players:
            raise ValueError(f"deal has {len(self.hands)} hands for {players} players")
        for seat, hand in enumerate(self.hands):
            size = 0 if seat == idle else hand_size
            if len(hand) != size:
                raise ValueError(f"player {seat} has {len(hand)} cards, not {size}")
        cards = self.all_cards()
        if len(cards) != len(set(cards)):
            dup = sorted({c for c in cards if cards.count(c) > 1})
            raise ValueError(f"cards dealt twice: {pack.format(dup)}")
        if len(cards) != pack.size:
            missing = sorted(set(range(pack.size)) - set(cards))
            raise ValueError(f"cards missing from the deal: {pack.format(missing)}")


def shuffled(n: int, rng) -> list[int]:
    """The numbers ``0 .. n-1`` in a random order drawn from ``rng`` (anything with
    ``random()``): sorted by one random key each."""
    keys = list(starmap(rng.random, repeat((), n)))  # rng.random() n times, in order
    return sorted(range(n), key=keys.__getitem__)


def deal_packets(pack: Pack, players: int, dealer: int, packets, turn_up: bool, rng) -> Deal:
    """Shuffle and deal in packets from forehand round to the dealer; then turn a card.

    ``packets`` is the ``deal-packets`` list: an int gives that many cards to each player in
    turn, ``{talon: n}`` lays n cards aside. The rest of the pack is the talon.
    """
    return Dealing(pack.size, players, dealer, packets, turn_up).deal(rng)


#: ``Deal(...)`` without the Python-level ``__new__`` of a NamedTuple (once a hand).
_new_deal = tuple.__new__


class Dealing:
    """Where each card of the shuffled pack goes in ``deal_packets``, worked out once per table
    size and dealer (a game module keeps one per dealer with its compiled rules)."""

    __slots__ = ("size", "order", "slices", "aside", "turned", "talon")

    def __init__(self, size: int, players: int, dealer: int, packets, turn_up: bool, idle: bool = False):
        self.size = size
        # ``idle``: the dealer sits out, dealt no cards (Préférence with four at the table)
        served = [(dealer + k) % players for k in range(1, players + (0 if idle else 1))]
        seats = [[] for _ in range(players)]
        aside = []
        pos = 0
        for packet in packets:
            if isinstance(packet, dict):
                aside.extend(range(pos, min(pos + packet["talon"], size)))
                pos += packet["talon"]
                continue
            for seat in served:
                seats[seat].extend(range(pos, min(pos + packet, size)))
                pos += packet
        # The positions of every seat's cards (in the order received), then of those laid
        # aside, picked from the stock at once; ``slices`` cuts them into hands and the aside.
        order = [i for seat in seats for i in seat] + aside
        if len(order) > 1:
            self.order = itemgetter(*order)
        else:  # itemgetter of one position would give the card, not a tuple of it
            self.order = lambda stock, at=tuple(order): tuple(stock[i] for i in at)
        bounds = [0]
        for seat in seats:
            bounds.append(bounds[-1] + len(seat))
        #: ``slices[seat]``: where a seat's cards lie among the picked ones; ``aside``: the rest.
        self.slices = tuple(slice(a, b) for a, b in zip(bounds, bounds[1:]))
        self.aside = slice(bounds[-1], None)
        #: Position of the turned card in the stock, or ``None``.
        self.turned = pos if turn_up else None
        #: Where the talon begins.
        self.talon = pos + 1 if turn_up else pos

    def deal(self, rng) -> Deal:
        """Shuffle (``shuffled``) and deal."""
        stock = shuffled(self.size, rng)
        turned = stock[self.turned] if self.turned is not None else None
        picked = self.order(stock)
        return _new_deal(Deal, (tuple(map(picked.__getitem__, self.slices)), turned, tuple(stock[self.talon:]),
                                picked[self.aside]))
