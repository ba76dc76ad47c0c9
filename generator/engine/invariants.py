"""Invariants every hand keeps after every step; ``simulate --check`` and the tests call them.

A game module adds its own (``rules.check_state(st)`` returns a problem or ``None``; see
``rules.CompiledRules``).
"""
from __future__ import annotations


class InvariantViolation(AssertionError):
    """A hand state broke an invariant."""


def check_invariants(st) -> None:
    """Raise ``InvariantViolation`` naming the first invariant the state breaks."""
    _check_cards(st)
    _check_turn(st)
    try:
        st.ledger.check(st.n)
    except AssertionError as e:
        raise InvariantViolation(str(e)) from None
    problem = st.rules.check_state(st)
    if problem:
        raise InvariantViolation(problem)


def _check_cards(st) -> None:
    """Card conservation: every card of the pack is in exactly one place."""
    seen = 0
    for place, mask in st.location_masks().items():
        if seen & mask:
            raise InvariantViolation(f"cards in two places ({place}): {st.rules.pack.format(seen & mask)}")
        seen |= mask
    if seen != st.rules.pack.full_mask:
        missing = st.rules.pack.full_mask & ~seen
        raise InvariantViolation(f"cards lost: {st.rules.pack.format(missing)}")
    if len(st.talon) != len(set(st.talon)):
        raise InvariantViolation("a card is twice in the talon")
    for card in st.trick:
        if not st.played >> card & 1:
            raise InvariantViolation(f"{st.rules.pack.codes[card]} lies in the trick but was not played")


def _check_turn(st) -> None:
    """One actor or terminal; an actor always has a legal action."""
    if st.actor is None:
        if st.phase is None or st.phase.name != "settled":
            raise InvariantViolation(f"no one to act, but the hand is in phase {st.phase and st.phase.name}")
        if st.legal_actions():
            raise InvariantViolation("a settled hand offers actions")
        return
    if not 0 <= st.actor < st.n:
        raise InvariantViolation(f"actor {st.actor} is not a seat")
    if st.phase.name == "play":
        if not st.active[st.actor]:
            raise InvariantViolation(f"player {st.actor} is out of the deal but is to play")
        if len(st.trick) >= st.n_active:
            raise InvariantViolation("a full trick was not resolved")
        # A card a player is still to pick up (Euchre's dealer, after trick 1) counts as his.
        due = getattr(st.rules, "cards_due", None)
        sizes = {st.hands[p].bit_count() + (due(st, p) if due else 0)
                 for p in range(st.n) if st.active[p] and p not in st.trick_seats}
        if len(sizes) > 1:
            raise InvariantViolation(f"players still to play hold different numbers of cards: {sorted(sizes)}")
    if not len(st.legal_actions()):
        raise InvariantViolation(f"player {st.actor} has no legal action in phase {st.phase.name}")
