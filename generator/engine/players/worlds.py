"""Worlds a seat cannot tell from the real hand: the cards it has not seen, dealt again.

A strong player searches over copies of the hand in which every card the seat cannot see is
placed anew, each place keeping its number of cards (the other hands, the talon in a new order,
the discards, the hands put aside by those who dropped out, the cards laid aside in the deal, a
card led face down), and each card placed only where what the seat has seen allows it:

- what it sees is what the engine shows it (``HandState.observation``): its own hand (none of
  it, for a dealer who must choose before looking), the cards on the table, the turned card;
- where a card it saw went: the turned card taken by a player, a card called by the declarer,
  its own discards and the card it gave back stay where they went, until played or until their
  holder lays cards away unseen;
- what the others' plays showed: a card a player played was legal by the engine's own rules
  (``Play.legal`` on the trick as it stood); a card he would have been obliged to play instead
  (to follow suit, to trump, to lead a top trump ...) cannot be in his hand. Each such card is
  found by asking the engine whether the play would still have been legal had he held it too
  (and had he held it with any third card: one rule may override another).

No rule is read here: legality is always the engine's, so a game module added later is searched
in the same way. Only the verbs that move a card the seat has seen are named (``take-turn-up``,
``call``, ``give``, and the discards of ``exchange`` and ``discard``).
"""
from __future__ import annotations

from generator.engine.cards import cards_of

#: Verbs with which a player lays cards away unseen (his known cards may be among them).
_LAYS_AWAY = frozenset(("exchange", "discard", "give", "take-turn-up"))


class Worlds:
    """The information of seat ``p`` in hand ``st``, and ``sample(rng)``: a consistent copy."""

    __slots__ = ("st", "p", "pins", "slots", "allowed", "pool", "own")

    def __init__(self, st, p: int):
        self.st, self.p = st, p
        pack = st.rules.pack
        own = 0
        for code in st.observation(p)["hand"].split():
            if code != "??":
                own |= 1 << pack.index[code]
        #: The cards of its own hand the seat sees.
        self.own = own
        visible = own | st.played
        face_down = st.trick[0] if st.face_down and st.trick and st.leader != p else None
        if face_down is not None:
            visible &= ~(1 << face_down)
        if st.turned is not None:
            visible |= 1 << st.turned
        places = [("hand", q, st.hands[q]) for q in range(st.n)]
        places += [("talon", None, sum(1 << c for c in st.talon)), ("discards", None, st.discards),
                   ("folded", None, st.folded), ("aside", None, st.aside)]
        if face_down is not None:
            places.append(("face-down", None, 1 << face_down))
        unseen = [mask & ~visible for _, _, mask in places]
        pins = {c: place for c, place in _pins(st, p).items() if any(m >> c & 1 for m in unseen)}
        forbidden = _forbidden(st, p)
        #: ``(kind, seat, number of unseen cards to place there)`` of every place.
        self.slots = []
        self.allowed = []
        for (kind, seat, _), mask in zip(places, unseen):
            key = seat if kind == "hand" else kind
            mine = [c for c, place in pins.items() if place == key]
            free = mask.bit_count() - len(mine)
            if free < 0:  # more cards seen going there than it holds: an inference was wrong
                for c in mine:
                    del pins[c]
                free = mask.bit_count()
            self.slots.append((kind, seat, free))
            self.allowed.append(~forbidden.get(key, 0))
        #: Cards the seat knows to be in a place: ``card -> seat``, ``"discards"`` or ``"folded"``.
        self.pins = pins
        pool = 0
        for mask in unseen:
            pool |= mask
        for c in pins:
            pool &= ~(1 << c)
        #: The unseen cards whose place the seat does not know.
        self.pool = pool

    def sample(self, rng):
        """A copy of the hand with the unseen cards placed anew (``rng``: ``random.Random``)."""
        w = self.st.clone()
        pinned: dict = {}
        for c, place in self.pins.items():
            pinned[place] = pinned.get(place, 0) | 1 << c
        for (kind, seat, _), cards in zip(self.slots, self._deal(rng)):
            mask = pinned.get(seat if kind == "hand" else kind, 0)
            for c in cards:
                mask |= 1 << c
            if kind == "hand":
                w.hands[seat] = mask | (self.own if seat == self.p else 0)
            elif kind == "talon":
                rng.shuffle(cards)
                w.talon = cards
            elif kind == "discards":
                w.discards = mask
            elif kind == "folded":
                w.folded = mask
            elif kind == "aside":
                w.aside = mask
            else:  # the card led face down
                w.played = (w.played & ~(1 << w.trick[0])) | mask
                w.trick[0] = cards[0]
        w.legal_mask = -1
        return w

    def _deal(self, rng) -> list[list[int]]:
        """The unseen cards for each place: the most constrained places first, each card drawn
        among those allowed there; after dead ends, at last without the constraints (they are
        inferences, and an unlikely history must still give a world)."""
        pool = cards_of(self.pool)
        order = sorted(range(len(self.slots)), key=lambda i: (self.allowed[i] & self.pool).bit_count())
        for attempt in range(8):
            left = set(pool)
            places: list = [None] * len(self.slots)
            for i in order:
                free = self.slots[i][2]
                allowed = self.allowed[i] if attempt < 7 else -1
                choices = sorted(c for c in left if allowed >> c & 1)
                if len(choices) < free:
                    break
                places[i] = rng.sample(choices, free)
                left.difference_update(places[i])
            else:
                return places
        raise AssertionError("the unseen cards do not fill the places they came from")


def _pins(st, p: int) -> dict:
    """Cards whose place the seat has seen: ``card -> seat``, ``"discards"`` or ``"folded"``."""
    pack = st.rules.pack
    turned = st.deal.turned
    pins: dict = {}
    for seat, action in st.history:
        verb, args = action
        if seat != p and verb in _LAYS_AWAY:
            for c in [c for c, where in pins.items() if where == seat]:
                del pins[c]  # he may have laid it away
        if verb == "take-turn-up" and turned is not None:
            pins[turned] = seat
            if seat == p:
                pins[pack.index[args[0]]] = "discards"
        elif verb in ("exchange", "discard") and seat == p:
            for code in args:
                pins[pack.index[code]] = "discards"
        elif verb == "call" and args:
            pins[pack.index[args[0]]] = seat
        elif verb == "give" and args and seat == p and getattr(st, "called", None):
            pins[pack.index[args[0]]] = st.called[1]
    if turned is not None and st.turned is None and turned not in pins and st.discards >> turned & 1:
        pins[turned] = "discards"  # left on the table: out of play, face up
    for c, where in list(pins.items()):
        if isinstance(where, int) and not st.active[where] and not st.hands[where]:
            pins[c] = "folded"  # he laid his hand down (out of the deal, or a lone player's partner)
    return pins


def _forbidden(st, p: int) -> dict:
    """``seat -> mask`` of the cards each other player cannot hold, by the engine's own legality
    of every card he has played this hand (and ``"face-down"``: what a hidden lead cannot be)."""
    if not st.trick_log and not st.trick:
        return {}
    play = st.rules.play
    scratch = st.clone()
    scratch.phase = play
    out: dict = {}
    candidates = st.rules.pack.full_mask & ~st.played & ~st.hands[p]
    tricks = [(seats, cards, face_down) for seats, cards, _, face_down in st.trick_log]
    tricks.append((tuple(st.trick_seats), tuple(st.trick), st.face_down))
    last = len(tricks)
    # the cards each player played after each of his plays: he held them then too
    later: dict = {}
    held_after = []
    for seats, cards, _ in reversed(tricks):
        row = []
        for q, card in reversed(list(zip(seats, cards))):
            row.append(later.get(q, 0))
            later[q] = later.get(q, 0) | 1 << card
        held_after.append(row[::-1])
    held_after.reverse()
    for t, (seats, cards, face_down) in enumerate(tricks, 1):
        for i, (q, card) in enumerate(zip(seats, cards)):
            if q == p:
                continue
            also = held_after[t - 1][i]
            if face_down and i == 0 and t == last:
                # still hidden: whatever card it is, the lead was legal with it alone
                mask = _not_held(scratch, play, t, (), (), False, q, None, candidates | 1 << card, also)
                out["face-down"] = mask
            else:
                action = (play.face_down_actions if face_down and i == 0 else play.play_actions)[card]
                mask = _not_held(scratch, play, t, seats[:i], cards[:i], face_down, q, action,
                                 candidates & ~(1 << card), also)
            out[q] = out.get(q, 0) | mask
    return out


def _not_held(scratch, play, trick_no, seats, cards, face_down, q, action, candidates, also) -> int:
    """The candidates whose holding would have made ``action`` of player ``q`` illegal in trick
    ``trick_no`` after ``cards`` (played by ``seats``), ``q`` holding ``also`` then too (the
    cards he played later); ``action=None``: a face-down lead of the candidate itself."""
    scratch.trick_no = trick_no
    scratch.trick = []
    scratch.trick_seats = []
    scratch.face_down = False
    for k, (seat, c) in enumerate(zip(seats, cards)):
        scratch.hands[seat] = 1 << c
        lead = play.face_down_actions[c] if face_down and k == 0 else play.play_actions[c]
        play.apply(scratch, seat, lead, False)
    scratch.actor = q
    out = 0
    bit = ((1 << play.index[action[1][0]]) if action is not None else 0) | also
    for x in cards_of(candidates):
        taken = action if action is not None else play.face_down_actions[x]
        if not _legal_with(scratch, play, q, bit | 1 << x, taken):
            # a rule that overrides another (a forced top trump over following suit) may make the
            # play legal after all with a third card: then nothing is learnt about this one
            if not any(_legal_with(scratch, play, q, bit | 1 << x | 1 << y, taken)
                       for y in cards_of(candidates & ~(1 << x))):
                out |= 1 << x
    return out


def _legal_with(scratch, play, q: int, hand: int, action) -> bool:
    scratch.hands[q] = hand
    scratch.legal_mask = -1
    return action in play.legal(scratch)
