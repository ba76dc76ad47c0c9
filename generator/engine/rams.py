"""Rams-group phases: dropping out, the challenge after all pass, the exchange with the talon,
and the dealer's turned card.

Each phase object is shared by every hand of a ruleset; the per-hand progress lives in the
state (``st.queue`` — seats still to speak, ``st.qi`` — whose turn, ``st.round``). When a
phase is over it calls ``on_done(st)``, which the game module supplies.

Readings built in here (each noted where the sources leave it open):
- The dealer is committed by his stake and is not asked to play or pass (the all-pass rule
  of the vocabulary speaks of "every player but the dealer" dropping out).
- Players asked in turn from forehand; the exchange goes round the active players from the
  first active after the dealer, the dealer last, for ``rounds`` rounds or until the talon
  is used up.
"""
from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from generator.engine.actions import CHALLENGE, KEEP, PASS, PLAY_STAY, Action
from generator.engine.cards import cards_of, mask_reader
from generator.engine.ledger import POT
from generator.engine.phases import finish
from generator.engine.state import BIT, IllegalAction

_DROP_CHOICES = (PLAY_STAY, PASS)
_CHALLENGE_CHOICES = (CHALLENGE, PASS)
#: Seats from forehand round to the dealer, by (players, dealer).
_ROTATIONS: dict = {}


def forehand_rotation(st) -> tuple:
    """Every seat in turn from forehand (the player after the dealer) round to the dealer."""
    seats = _ROTATIONS.get((st.n, st.dealer))
    if seats is None:
        seats = _ROTATIONS[(st.n, st.dealer)] = tuple((st.dealer + k) % st.n for k in range(1, st.n + 1))
    return seats


def seats_from_forehand(st, only_active: bool = True) -> list[int]:
    """Seats in turn from forehand (the player after the dealer) round to the dealer."""
    seats = forehand_rotation(st)
    if not only_active:
        return list(seats)
    active = st.active
    return [p for p in seats if active[p]]


def link_active(st) -> None:
    """Recompute who is in and the next active seat after each seat."""
    st.n_active = sum(st.active)
    for p in range(st.n):
        q = (p + 1) % st.n
        while not st.active[q] and q != p:
            q = (q + 1) % st.n
        st.next_seat[p] = q


def refuse_pass_in_a_forced_deal(st, action) -> None:
    """``pass`` after the deal of a forced hand: refused under the rule that forces it."""
    ref = st.forced_by
    if ref is not None and action == PASS:
        raise IllegalAction(f"Illegal: pass — the deal is forced: nobody may drop out ({ref.cite()})",
                            ref.rule_id, "forced-deal")


def may_drop_out(st, forced_deals, drop, amount) -> bool:
    """Whether the players may drop out of this deal (the pot as it stands after the ante, the
    dealer's stake ``amount``); a deal they may not is a force, and ``st.forced_by`` names the rule
    that makes it so: ``forced-deals``, else the ``drop-out`` condition not met."""
    session, pot, fd = st.session, st.ledger.pot, forced_deals or {}
    forced = bool(fd.get("first_deal") and session.hand_number == 0) or \
        bool(fd.get("pot_units_at_most") and pot <= fd["pot_units_at_most"] * amount)
    condition = drop["condition"]
    may_drop = not forced and (condition == "always" or (condition == "pot-exceeds-ante" and pot > amount)
                               or (condition == "bete-in-pot" and session.bete_in_pot))
    st.forced = not may_drop
    if st.forced:
        st.forced_by = st.rules.params.ref("forced-deals") if forced else st.rules.params.ref("drop-out")
    st.outcome["forced"] = st.forced
    return may_drop


def all_passed(st, play) -> None:
    """Everyone but the dealer passed: what ``all-pass`` says — the dealer plays alone
    (``play(st)``), takes the pot, or the deal is abandoned."""
    rules = st.rules
    outcome = rules.all_pass["outcome"]
    st.outcome["all_passed"] = outcome
    if outcome == "dealer-must-play":
        return play(st)
    fold_inactive(st)
    if outcome == "dealer-takes-pot":
        st.ledger.pay(POT, st.dealer, st.ledger.pot, "sweep (all passed)", rules.params.ref("all-pass").rule_id)
    finish(st)


def fold_inactive(st) -> None:
    """Players out of the deal put their hands aside face down."""
    if all(st.active):
        return
    for p in range(st.n):
        if not st.active[p] and st.hands[p]:
            st.folded |= st.hands[p]
            st.hands[p] = 0
    link_active(st)


class _EachButTheDealer:
    """A round in which each player but the dealer, from forehand, says one of two words."""

    name = ""

    def __init__(self, ref, on_done):
        self.ref = ref
        self.on_done = on_done

    def start(self, st) -> None:
        st.phase = self
        st.queue = list(forehand_rotation(st)[:-1])  # the dealer is the last
        st.qi = 0
        st.actor = st.queue[0]

    def _next(self, st) -> None:
        st.qi += 1
        if st.qi < len(st.queue):
            st.actor = st.queue[st.qi]
        else:
            st.actor = None
            self.on_done(st)


class DropOut(_EachButTheDealer):
    """Each player but the dealer, from forehand, says ``play`` or ``pass``."""

    name = "drop-out"

    def legal(self, st):
        return _DROP_CHOICES

    def apply(self, st, p, action, check):
        if action == PASS:
            st.active[p] = False
        elif action != PLAY_STAY:
            raise IllegalAction(f"Illegal: {action} — each player now says 'play' or 'pass' "
                                f"({self.ref.cite()})", self.ref.rule_id, "not-now", expected=("play", "pass"))
        self._next(st)


class Challenge(_EachButTheDealer):
    """All passed: each player who passed, from forehand, may ``challenge`` the dealer or ``pass``."""

    name = "challenge"

    def legal(self, st):
        return _CHALLENGE_CHOICES

    def apply(self, st, p, action, check):
        if action == CHALLENGE:
            st.active[p] = True
            st.actor = None
            self.on_done(st)
            return
        if action != PASS:
            raise IllegalAction(f"Illegal: {action} — everyone passed: 'challenge' the dealer or 'pass' "
                                f"({self.ref.cite()})", self.ref.rule_id, "not-now", expected=("challenge", "pass"))
        self._next(st)


_SUBSETS: dict = {}
#: ``Action(verb, cards)`` without the Python-level ``__new__`` of a NamedTuple (hot path).
_new_action = tuple.__new__


def _subsets(n: int, limit: int) -> tuple:
    """Positions of every subset of n cards with at most ``limit`` cards, the empty one first
    (built once, then read from ``_SUBSETS``)."""
    subsets = _SUBSETS[(n, limit)] = tuple(s for k in range(0, min(n, limit) + 1)
                                           for s in combinations(range(n), k))
    return subsets


class ExchangeChoices(Sequence):
    """``keep`` and every ``exchange`` allowed, built on demand (a hand of 5 has 32)."""

    __slots__ = ("codes_of", "hand", "subsets")

    def __init__(self, codes_of, hand: int, limit: int):
        #: ``codes_of(mask)``: the codes of a mask's cards (``cards.mask_reader``).
        self.codes_of = codes_of
        self.hand = hand
        n = hand.bit_count()
        self.subsets = _SUBSETS.get((n, limit)) or _subsets(n, limit)

    def __len__(self):
        return len(self.subsets)

    def __getitem__(self, i):
        sub = self.subsets[i]
        if not sub:
            return KEEP
        return _new_action(Action, ("exchange", tuple(map(self.codes_of(self.hand).__getitem__, sub))))


class Exchange:
    """Active players in turn discard and draw from the talon: ``exchange C..`` or ``keep``."""

    name = "exchange"

    def __init__(self, ref, pack, rounds: int, max_cards: int | None, on_done):
        self.ref = ref
        self.codes_of = mask_reader(pack.codes)
        #: ``bits[code]``: the bit of a card in a mask.
        self.bits = {code: 1 << card for card, code in enumerate(pack.codes)}
        self.rounds = rounds
        self.max_cards = max_cards or 99
        self.on_done = on_done

    def start(self, st) -> None:
        st.phase = self
        st.queue = seats_from_forehand(st)
        st.qi = 0
        st.round = 1
        if not st.talon or not st.queue:
            st.actor = None
            self.on_done(st)
            return
        st.actor = st.queue[0]

    def legal(self, st):
        n = len(st.talon)
        return ExchangeChoices(self.codes_of, st.hands[st.actor], self.max_cards if self.max_cards < n else n)

    def apply(self, st, p, action, check):
        verb, codes = action
        if verb == "exchange":
            out = self._discards(st, p, action) if check else sum(map(self.bits.__getitem__, codes))
            k = len(codes)
            st.discards |= out
            st.hands[p] ^= out | sum(map(BIT.__getitem__, st.talon[:k]))
            del st.talon[:k]
        elif check and (verb != "keep" or codes):
            refuse_pass_in_a_forced_deal(st, action)
            raise IllegalAction(f"Illegal: {action} — now 'exchange <cards>' or 'keep' "
                                f"({self.ref.cite()})", self.ref.rule_id, "not-now", expected=("exchange", "keep"))
        if not st.talon:
            st.actor = None
            self.on_done(st)
            return
        st.qi += 1
        if st.qi == len(st.queue):
            st.qi = 0
            st.round += 1
            if st.round > self.rounds:
                st.actor = None
                self.on_done(st)
                return
        st.actor = st.queue[st.qi]

    def _discards(self, st, p, action) -> int:
        """The mask of the cards an ``exchange`` discards; ``IllegalAction`` if it may not."""
        codes = action[1]
        if not codes:
            raise IllegalAction("Illegal: exchange — name the cards to discard, or say 'keep'", reason="exchange-nothing-named")
        hand, bits = st.hands[p], self.bits
        out = 0
        for code in codes:
            bit = bits.get(code)
            if bit is None or not hand & bit:
                raise IllegalAction(f"Illegal: {action} — player {p} does not hold {code}", reason="not-held", card=code)
            out += bit
        if len(codes) > self.max_cards or len(codes) > len(st.talon):
            why = (f"the talon holds only {len(st.talon)} cards" if len(st.talon) < self.max_cards
                   else f"at most {self.max_cards} cards a turn")
            raise IllegalAction(f"Illegal: {action} — {why} ({self.ref.cite()})", self.ref.rule_id, "exchange-too-many",
                                most=min(self.max_cards, len(st.talon)))
        return out


class TakeTurnUp:
    """The dealer takes the turned card for a discard (``take-turn-up C``) or leaves it (``keep``)."""

    name = "turn-up"

    def __init__(self, ref, pack, on_done):
        self.ref = ref
        self.index = pack.index
        self.take_actions = tuple(Action("take-turn-up", (code,)) for code in pack.codes)
        self.on_done = on_done

    def start(self, st) -> None:
        st.phase = self
        if st.turned is None or not st.active[st.dealer]:
            st.actor = None
            self.on_done(st)
            return
        st.actor = st.dealer

    def legal(self, st):
        return [KEEP, *map(self.take_actions.__getitem__, cards_of(st.hands[st.actor]))]

    def apply(self, st, p, action, check):
        if action.verb == "take-turn-up" and len(action.cards) == 1:
            c = self.index.get(action.cards[0])
            if check and (c is None or not st.hands[p] >> c & 1):
                raise IllegalAction(f"Illegal: {action} — the dealer does not hold {action.cards[0]}", reason="not-held",
                                    card=action.cards[0])
            st.hands[p] ^= (1 << c) | (1 << st.turned)
            st.discards |= 1 << c
            st.turned = None
        elif check and action != KEEP:
            refuse_pass_in_a_forced_deal(st, action)
            raise IllegalAction(f"Illegal: {action} — the dealer now says 'take-turn-up <discard>' "
                                f"or 'keep' ({self.ref.cite()})", self.ref.rule_id, "not-now",
                                expected=("take-turn-up", "keep"))
        st.actor = None
        self.on_done(st)
