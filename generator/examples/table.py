"""The engine side of an example: its ruleset's Params (with the example's readings), the
compiled rules and pack, the deal built from card codes, and the carried-over session.

This module imports the engine and the bridge but never the data model, so that the layering
rule (only ``generator/bridge.py`` imports both) holds for every file of this package.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from generator.bridge import NO_SUCH_RULE, params_for
from generator.engine import Deal, NotPlayable, Params, Session, compile_rules, parse_action

__all__ = ["DealCodes", "NO_SUCH_RULE", "NotPlayable", "argument_kind", "build_params", "compile_for", "parse_action",
           "session_of", "fill_deal"]


def argument_kind(verb: str) -> str:
    """What a verb's arguments are: ``cards``, ``suit``, ``contract`` or ``none`` (the engine's grammar)."""
    from generator.engine.actions import ARGUMENTS
    return ARGUMENTS.get(verb, "cards")


def build_params(ds, ruleset_id: str, alternatives: dict, values: dict, drops, agreements) -> Params:
    """The Params of a ruleset with recorded alternatives (param -> label), what-if values
    (param -> value) and dropped rules applied, and the optional rules agreed."""
    params = params_for(ds, ruleset_id, alternatives, agreements=agreements)
    if values:
        params = params.with_overrides(values)
    if drops:
        params = params.without(drops)
    return params


def compile_for(params: Params, players: int):
    """The compiled rules for this table (``NotPlayable`` names what is missing)."""
    return compile_rules(params, players)


def session_of(first_deal: bool, pot, bete_streak: int, bete_in_pot: bool, last_forced: bool,
               bound=(), hands_before: int = 1, last_flush: bool = False) -> Session:
    """The engine's Session for the hand (``first_deal: false`` counts ``hands_before`` hands
    before it: one, or a whole round when the first round is over)."""
    session = Session(0 if first_deal else hands_before, pot, bete_streak, bete_in_pot, last_forced)
    if bound:
        session = session._replace(commitments=frozenset(bound))
    if last_flush:
        session = session._replace(last_flush=True)
    return session


@dataclass
class DealCodes:
    """A complete deal in card codes, and which of its cards the file did not write."""

    hands: list[list[str]]
    turned: str | None
    talon: list[str]
    aside: list[str]
    #: Codes the file left out and the loader filled in.
    filled: set = field(default_factory=set)

    def to_engine(self, pack) -> Deal:
        """The engine's Deal (``ValueError`` if a card is not in this pack)."""
        return Deal(tuple(tuple(pack.parse(c) for c in h) for h in self.hands),
                    pack.parse(self.turned) if self.turned else None,
                    tuple(pack.parse(c) for c in self.talon), tuple(pack.parse(c) for c in self.aside))

    def for_pack(self, pack) -> "DealCodes | None":
        """The same deal with another pack (for a what-if run): filled talon cards the pack
        lacks are dropped and cards it adds go to the bottom of the talon. ``None`` if a card
        written in the file (or dealt to a hand) does not exist in that pack."""
        known = set(pack.codes)
        written = [c for h in self.hands for c in h] + ([self.turned] if self.turned else []) + self.aside
        if any(c not in known for c in written):
            return None
        if any(c not in known and c not in self.filled for c in self.talon):
            return None
        talon = [c for c in self.talon if c in known]
        used = set(written) | set(talon)
        talon += [c for c in pack.codes if c not in used]
        return DealCodes(self.hands, self.turned, talon, self.aside, set(self.filled))

    def cards(self) -> list[str]:
        return [c for h in self.hands for c in h] + ([self.turned] if self.turned else []) + self.talon + self.aside


def fill_deal(pack, hand_size: int, seats: int, hands: list[list[str]], turned: str | None, talon: list[str],
              aside: list[str], aside_size: int, turn_up: bool, seed: int | None,
              idle: int | None = None) -> DealCodes:
    """Complete a deal: hands short of ``hand_size``, a missing turned card, the aside and the
    rest of the talon are filled from the cards not written, shuffled by ``seed`` (or in pack
    order without one). Hands are filled from the first seat on (but the ``idle`` seat, a dealer
    who sits out), then the turned card and the aside; the talon's written cards stay on top."""
    written = {c for h in hands for c in h} | ({turned} if turned else set()) | set(talon) | set(aside)
    rest = [c for c in pack.codes if c not in written]
    if seed is not None:
        random.Random(seed).shuffle(rest)
    filled = set()

    def take():
        card = rest.pop(0)
        filled.add(card)
        return card

    hands = [list(h) for h in hands] + [[] for _ in range(seats - len(hands))]
    for seat, hand in enumerate(hands):
        while seat != idle and len(hand) < hand_size and rest:
            hand.append(take())
    if turn_up and not turned and rest:
        turned = take()
    aside = list(aside)
    while len(aside) < aside_size and rest:
        aside.append(take())
    talon = list(talon)
    while rest:
        talon.append(take())
    return DealCodes(hands, turned, talon, aside, filled)
