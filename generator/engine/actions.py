"""Actions: small immutable values with a readable string form, and their grammar.

An action is a verb, optionally followed by card codes, separated by single spaces::

    action := verb { " " card }
    card   := rank suit              (JS, 10H, UE — read with the ruleset's pack)

Verbs of the Bester Bube family (the phase decides which are legal):

=================  ==========================================================================
``play``           stay in the deal (dropping-out phase)
``pass``           drop out of the deal; also: decline to challenge the dealer
``challenge``      a player who passed takes on the dealer after all passed
``exchange C..``   discard those cards and draw as many from the talon
``keep``           exchange nothing (or leave the turned card where it is)
``take-turn-up C`` the dealer takes the turned card, discarding C
``play C``         play card C to the trick
``face-down C``    lead C face down, calling "Trump!" (trick 1 only)
=================  ==========================================================================

The example files use the same strings (``- {player: 1, action: "play JS"}``). Card order in
``exchange`` does not matter: ``exchange 7H 8C`` and ``exchange 8C 7H`` are the same action.
"""
from __future__ import annotations

from typing import NamedTuple

from generator.engine.cards import CARD_CODE

#: Every verb the engine knows.
VERBS = frozenset({"play", "pass", "challenge", "exchange", "keep", "take-turn-up", "face-down"})


class Action(NamedTuple):
    """A player's action: a verb and card codes (``Action("play", ("JS",))``)."""

    verb: str
    cards: tuple = ()

    def __str__(self) -> str:
        return " ".join((self.verb,) + self.cards) if self.cards else self.verb


def parse_action(text: str) -> Action:
    """The action written as ``text``; ``ValueError`` quoting it if the grammar is not met."""
    parts = str(text).split()
    if not parts:
        raise ValueError("empty action (expected e.g. 'play JS', 'pass', 'exchange 7H 8C')")
    verb, codes = parts[0].lower(), tuple(c.upper() for c in parts[1:])
    if verb not in VERBS:
        raise ValueError(f"unknown action {text!r} (verbs: {', '.join(sorted(VERBS))})")
    for code in codes:
        if not CARD_CODE.match(code):
            raise ValueError(f"not a card code in action {text!r}: {code!r}")
    if len(set(codes)) != len(codes):
        raise ValueError(f"a card is named twice in action {text!r}")
    return Action(verb, codes)


PLAY_STAY = Action("play")
PASS = Action("pass")
CHALLENGE = Action("challenge")
KEEP = Action("keep")
