"""Simple players for simulation: uniformly random legal play, and a greedy player.

A player is a callable ``(state, legal_actions) -> action``. A game module may bring its own
greedy player (``rules.greedy(state, legal, rnd)``); otherwise the greedy Bester Bube player
stays in with a plausible hand (a top trump, two trumps, or a trump and an Ace), exchanges
what is neither a trump nor an Ace, takes the turned trump for his worst card, and in play
wins a trick as cheaply as it can, else throws its lowest card.
"""
from __future__ import annotations

from generator.engine.actions import CHALLENGE, KEEP, PASS, PLAY_STAY, Action
from generator.engine.cards import cards_of


def random_player(rng):
    """Chooses uniformly among the legal actions."""
    rnd = rng.random

    def choose(st, legal):
        return legal[int(rnd() * len(legal))]
    return choose


def _strength(st, hand: int) -> tuple[int, int, bool]:
    table = st.table
    trumps = (hand & table.trump_mask).bit_count()
    aces = sum(1 for c in cards_of(hand & ~table.trump_mask) if st.rules.pack.rank_of[c] == "A")
    top = any(hand >> c & 1 for c in table.top_trumps)
    return trumps, aces, top


def _low(st, mask: int) -> int:
    """The lowest card of a mask (by its score as if led)."""
    table = st.table
    return min(cards_of(mask), key=lambda c: (table.trump_score[c], table.plain_score[c]))


def greedy_player(rng):
    """Plays a plausible hand and wins tricks cheaply (Bester Bube family)."""
    rnd = rng.random

    def choose(st, legal):
        phase = st.phase.name
        p = st.actor
        hand = st.hands[p]
        table = st.table
        codes = st.rules.pack.codes
        if phase in ("drop-out", "challenge"):
            trumps, aces, top = _strength(st, hand)
            good = top or trumps >= 2 or (trumps and aces)
            if phase == "drop-out":
                return PLAY_STAY if good else PASS
            return CHALLENGE if good and trumps >= 2 else PASS
        if phase == "exchange":
            limit = len(legal[len(legal) - 1].cards)  # the largest exchange comes last
            junk = [c for c in cards_of(hand & ~table.trump_mask) if st.rules.pack.rank_of[c] != "A"]
            junk.sort(key=lambda c: table.plain_score[c])
            junk = junk[:limit]
            return Action("exchange", tuple(codes[c] for c in junk)) if junk else KEEP
        if phase == "turn-up":
            worst = _low(st, hand)
            return Action("take-turn-up", (codes[worst],))
        if phase == "play":
            return greedy_card(st, legal, rnd)
        return legal[int(rnd() * len(legal))]

    def dispatch(st, legal):
        game = getattr(st.rules, "greedy", None)  # a game module's own greedy player
        return game(st, legal, rnd) if game is not None else choose(st, legal)
    return dispatch


def greedy_card(st, legal, rnd):
    """In trick play: lead the highest card; follow with the cheapest card that wins the
    trick, else the lowest card (any other phase: a random legal action)."""
    if st.phase.name != "play":
        return legal[int(rnd() * len(legal))]
    table = st.table
    cards = [st.rules.pack.index[a.cards[0]] for a in legal if a.verb == "play"]
    if not cards:
        return legal[int(rnd() * len(legal))]
    mask = sum(1 << c for c in cards)
    if not st.trick:
        return st.rules.play.play_actions[max(cards, key=lambda c: table.plain_score[c])]
    winners = table.beaters(mask, st.led, st.best)
    pick = _low(st, winners) if winners else _low(st, mask)
    return st.rules.play.play_actions[pick]


POLICIES = {"random": random_player, "greedy": greedy_player}
