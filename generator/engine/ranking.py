"""Rank tables compiled per trump context: which suit a card follows and what it beats.

A ``RankTable`` answers, for one trump suit (or none), in O(1) per card: the card's
effective suit (a top trump belongs to the trump suit wherever it comes from), and its
score in a trick. Top trumps are given as the ``top-trumps`` rule does: a fixed card
(``{card: JS}``: Holstein's Spadenbuur, Kontraspiel's Wenzels) or a rank relative to the
trump suit (``{rank: J, suit: trump}``, ``{rank: J, suit: same-colour}``: Bester Bube's
Best and Under Bower).
"""
from __future__ import annotations

from itertools import repeat
from operator import eq, mul

from generator.engine.cards import Pack, mask_of

#: Score of a card led face down "calling Trump": a trump that any real trump beats.
FACE_DOWN_SCORE = 1
#: Trump scores start here, so every trump beats every plain card (plain scores are < 100).
TRUMP_BASE = 100
#: Top trumps start here, above every natural trump.
TOP_BASE = 1000


def resolve_top_trumps(pack: Pack, specs, trump: int | None) -> list[int]:
    """The top-trump cards for a trump suit, highest first (none without a trump suit)."""
    if trump is None:
        return []
    cards = []
    for spec in specs or ():
        if "card" in spec:
            cards.append(pack.parse(spec["card"]))
        elif spec["suit"] == "trump":
            cards.append(pack.card(spec["rank"], pack.suits[trump]))
        elif spec["suit"] == "same-colour":
            cards.append(pack.card(spec["rank"], pack.suits[pack.same_colour(trump)]))
        else:
            raise ValueError(f"top trump {spec!r}: unknown suit reference")
    if len(set(cards)) != len(cards):
        raise ValueError(f"top trumps {pack.format(cards)} name the same card twice")
    return cards


class RankTable:
    """Scores and effective suits of every card of a pack for one trump suit (or none)."""

    __slots__ = ("trump", "top_trumps", "suit_of", "trump_mask", "suit_masks", "trump_score",
                 "plain_score", "order", "beating", "scores_led")

    def __init__(self, pack: Pack, rank_order, top_specs, trump: int | None):
        order = [r for r in rank_order if r in pack.ranks]
        missing = [r for r in pack.ranks if r not in order]
        if missing:
            raise ValueError(f"rank order {' '.join(rank_order)} leaves out {' '.join(missing)}")
        #: Trump suit index, or ``None``.
        self.trump = trump
        #: Top-trump cards, highest first.
        self.top_trumps = tuple(resolve_top_trumps(pack, top_specs, trump))
        top = set(self.top_trumps)
        #: Effective suit of each card (top trumps follow the trump suit).
        self.suit_of = tuple(trump if c in top else pack.suit_of[c] for c in range(pack.size))
        natural = {r: len(order) - i for i, r in enumerate(order)}  # higher is better, >= 1
        #: Score of a card as a trump (0 if it is none).
        self.trump_score = tuple(
            TOP_BASE + len(self.top_trumps) - self.top_trumps.index(c) if c in top
            else TRUMP_BASE + natural[pack.rank_of[c]] if self.suit_of[c] == trump
            else 0
            for c in range(pack.size))
        #: Score of a card in a trick led in its effective suit (trumps included).
        self.plain_score = tuple(self.trump_score[c] or natural[pack.rank_of[c]] + 1
                                 for c in range(pack.size))
        self.suit_masks = tuple(mask_of(c for c in range(pack.size) if self.suit_of[c] == s)
                                for s in range(len(pack.suits)))
        self.trump_mask = self.suit_masks[trump] if trump is not None else 0
        #: Cards of each effective suit, highest first (for flushes and display).
        self.order = tuple(tuple(sorted((c for c in range(pack.size) if self.suit_of[c] == s),
                                        key=lambda c: -self.plain_score[c]))
                           for s in range(len(pack.suits)))
        #: ``scores_led[led][card]`` is ``score(card, led)``, for every suit led (and none): the
        #: trump score, else the plain score in the suit led (a trump's plain score is its trump score).
        self.scores_led = {led: tuple(map(max, self.trump_score, map(mul, self.plain_score,
                                                                     map(eq, self.suit_of, repeat(led)))))
                           for led in (*range(len(pack.suits)), None)}
        #: ``beating[(led, best)]``: the cards that beat a trick led in ``led`` whose best score
        #: is ``best``, worked out the first time it is asked (it depends on the table alone).
        self.beating = {}

    def score(self, card: int, led: int) -> int:
        """A card's score in a trick led in suit ``led``: 0 if it can never win it."""
        return self.trump_score[card] or (self.plain_score[card] if self.suit_of[card] == led else 0)

    def beaters(self, hand: int, led: int, best: int) -> int:
        """The cards of ``hand`` that would beat a trick whose best score is ``best``."""
        beat = self.beating.get((led, best))
        if beat is None:
            beat = self.beating[(led, best)] = mask_of(c for c in range(len(self.suit_of))
                                                       if self.score(c, led) > best)
        return hand & beat


def compile_tables(pack: Pack, rank_order, top_specs) -> dict:
    """A ``RankTable`` per trump suit index, and one for ``None`` (no trumps)."""
    tables = {t: RankTable(pack, rank_order, top_specs, t) for t in range(len(pack.suits))}
    tables[None] = RankTable(pack, rank_order, (), None)
    return tables
