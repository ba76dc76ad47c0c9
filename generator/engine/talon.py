"""Cards taken from outside the hands: the turned card, the Dopper (a skat laid aside in the
deal) and a card called from another player.

- ``SwapTurnUp``: a given player takes the turned card for a card of his hand
  (``take-turn-up C``); ``optional`` lets him ``keep`` instead. Kontraspiel's dealer taking a
  turned Wenzel (obliged) and its contra player taking the turned card (may).
- ``TakeAside``: the declarer picks up the cards laid aside and discards as many
  (``discard C C``), exchanging at most ``max_cards`` of them.
- ``CallCard`` / ``GiveCard``: the declarer calls a card he lacks (``call C``) or not
  (``pass``); its holder hands it over and receives a card of the declarer's choice
  (``give C``). A card called from the cards laid aside comes with them.
"""
from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from generator.engine.actions import KEEP, PASS, Action
from generator.engine.cards import cards_of
from generator.engine.state import BIT, IllegalAction


def _holder(st, card: int):
    for q in range(st.n):
        if st.hands[q] >> card & 1:
            return q
    return None


class SwapTurnUp:
    """``take-turn-up C``: the player takes the turned card and lays C aside (or ``keep``)."""

    name = "turn-up"

    def __init__(self, ref, pack, optional: bool, on_done):
        self.ref = ref
        self.index = pack.index
        self.optional = optional
        self.take_actions = tuple(Action("take-turn-up", (code,)) for code in pack.codes)
        self.on_done = on_done

    def start(self, st, seat: int) -> None:
        st.phase = self
        st.actor = seat

    def legal(self, st):
        acts = self.take_actions
        out = [acts[c] for c in cards_of(st.hands[st.actor])]
        return ([KEEP] + out) if self.optional else out

    def apply(self, st, p, action, check):
        verb, cards = action
        if verb == "take-turn-up" and len(cards) == 1:
            c = self.index.get(cards[0])
            if check and (c is None or not st.hands[p] >> c & 1):
                raise IllegalAction(f"Illegal: {action} — player {p} does not hold {cards[0]}", reason="not-held",
                                    card=cards[0])
            st.hands[p] ^= (1 << c) | (1 << st.turned)
            st.discards |= 1 << c
            st.outcome["turn_up_taken_by"] = p
            st.turned = None
        elif action != KEEP or not self.optional:
            what = "'take-turn-up <discard>' or 'keep'" if self.optional else "'take-turn-up <discard>'"
            raise IllegalAction(f"Illegal: {action} — player {p} now says {what} ({self.ref.cite()})",
                                self.ref.rule_id, "not-now", expected=("take-turn-up", "keep") if self.optional else ("take-turn-up",))
        st.actor = None
        self.on_done(st)


_COMBOS: dict = {}


class DiscardChoices(Sequence):
    """Every ``discard`` of ``k`` cards of a hand, built on demand (66 for 2 of 12)."""

    __slots__ = ("codes", "held", "subsets")

    def __init__(self, codes, hand: int, k: int, must_keep_out: int = 0, aside: int = 0):
        self.codes = codes
        self.held = cards_of(hand)
        n = len(self.held)
        subsets = _COMBOS.get((n, k))
        if subsets is None:
            subsets = _COMBOS[(n, k)] = tuple(combinations(range(n), k))
        if must_keep_out:
            # at least ``must_keep_out`` of the discards are cards that were laid aside
            subsets = tuple(s for s in subsets if sum(aside >> self.held[i] & 1 for i in s) >= must_keep_out)
        self.subsets = subsets

    def __len__(self):
        return len(self.subsets)

    def __getitem__(self, i):
        held, codes = self.held, self.codes
        return Action("discard", tuple(codes[held[j]] for j in self.subsets[i]))


class TakeAside:
    """The declarer picks up the cards laid aside and discards as many (``discard C C``)."""

    name = "dopper"

    def __init__(self, ref, pack, max_cards: int, on_done):
        self.ref = ref
        self.index = pack.index
        self.codes = pack.codes
        self.max_cards = max_cards
        self.on_done = on_done

    def start(self, st) -> None:
        d = st.declarer
        st.phase = self
        st.picked = st.aside
        st.hands[d] |= st.aside
        st.aside = 0
        st.actor = d

    def legal(self, st):
        k = st.picked.bit_count()
        return DiscardChoices(self.codes, st.hands[st.actor], k, max(0, k - self.max_cards), st.picked)

    def apply(self, st, p, action, check):
        verb, codes = action
        if check:
            self._check(st, p, action)
        out = sum(map(BIT.__getitem__, map(self.index.__getitem__, codes)))
        st.hands[p] ^= out
        st.discards |= out
        st.actor = None
        self.on_done(st)

    def _check(self, st, p, action) -> None:
        verb, codes = action
        k = st.picked.bit_count()
        if verb != "discard" or len(codes) != k:
            raise IllegalAction(f"Illegal: {action} — the declarer, holding the Dopper, lays away {k} cards: "
                                f"'discard {' '.join(['<card>'] * k)}' ({self.ref.cite()})", self.ref.rule_id,
                                "dopper-count", count=k)
        hand = st.hands[p]
        for code in codes:
            c = self.index.get(code)
            if c is None or not hand >> c & 1:
                raise IllegalAction(f"Illegal: {action} — player {p} does not hold {code}", reason="not-held", card=code)
        kept_out = sum(st.picked >> self.index[code] & 1 for code in codes)
        if kept_out < k - self.max_cards:
            raise IllegalAction(f"Illegal: {action} — at most {self.max_cards} of the Dopper's cards may be "
                                f"exchanged ({self.ref.cite()})", self.ref.rule_id, "dopper-too-many", most=self.max_cards)


class CallCard:
    """The declarer calls a card he does not hold (``call C``) or calls none (``pass``)."""

    name = "call"

    def __init__(self, ref, pack, on_done, give):
        self.ref = ref
        self.index = pack.index
        self.call_actions = tuple(Action("call", (code,)) for code in pack.codes)
        self.full = pack.full_mask
        self.on_done = on_done
        #: The ``GiveCard`` phase that follows a card called from a player.
        self.give = give

    def start(self, st) -> None:
        st.phase = self
        st.actor = st.declarer

    def legal(self, st):
        acts = self.call_actions
        return [PASS] + [acts[c] for c in cards_of(self.full & ~st.hands[st.actor])]

    def apply(self, st, p, action, check):
        verb, cards = action
        if action == PASS:
            st.actor = None
            self.on_done(st)
            return
        c = self.index.get(cards[0]) if verb == "call" and len(cards) == 1 else None
        if check:
            if c is None:
                raise IllegalAction(f"Illegal: {action} — the declarer now says 'call <card>' or 'pass' "
                                    f"({self.ref.cite()})", self.ref.rule_id, "not-now", expected=("call", "pass"))
            if st.hands[p] >> c & 1:
                raise IllegalAction(f"Illegal: {action} — the declarer holds {cards[0]} himself "
                                    f"({self.ref.cite()})", self.ref.rule_id, "call-own-card", card=cards[0])
        holder = _holder(st, c)
        st.called = (c, holder)
        st.outcome["called"] = (cards[0], holder)
        if holder is None:          # in the Dopper (or out of play): no exchange with a player
            st.actor = None
            self.on_done(st)
            return
        st.hands[holder] ^= 1 << c
        st.hands[p] |= 1 << c
        self.give.start(st)


class GiveCard:
    """The declarer gives the holder of the called card a card of his choice (``give C``)."""

    name = "give"

    def __init__(self, ref, pack, on_done):
        self.ref = ref
        self.index = pack.index
        self.give_actions = tuple(Action("give", (code,)) for code in pack.codes)
        self.on_done = on_done

    def start(self, st) -> None:
        st.phase = self
        st.actor = st.declarer

    def legal(self, st):
        acts = self.give_actions
        return [acts[c] for c in cards_of(st.hands[st.actor] & ~(1 << st.called[0]))]

    def apply(self, st, p, action, check):
        verb, cards = action
        c = self.index.get(cards[0]) if verb == "give" and len(cards) == 1 else None
        if check:
            if c is None:
                raise IllegalAction(f"Illegal: {action} — the declarer now gives a card back: 'give <card>' "
                                    f"({self.ref.cite()})", self.ref.rule_id, "not-now", expected=("give",))
            if not st.hands[p] >> c & 1 or c == st.called[0]:
                raise IllegalAction(f"Illegal: {action} — the declarer gives back a card of his own, "
                                    f"not the one called ({self.ref.cite()})", self.ref.rule_id, "give-called-card",
                                    card=cards[0])
        st.hands[p] ^= 1 << c
        st.hands[st.called[1]] |= 1 << c
        st.actor = None
        self.on_done(st)
