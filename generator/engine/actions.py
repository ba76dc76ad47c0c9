"""Actions: small immutable values with a readable string form, and their grammar.

An action is a verb, optionally followed by arguments, separated by single spaces::

    action   := verb { " " argument }
    argument := card | suit | contract
    card     := rank suit              (JS, 10H, UE — read with the ruleset's pack)
    suit     := S | H | D | C | E | G  (a suit code of the ruleset's pack)
    contract := a contract id of the ruleset (acorn-brand, bettel, mord)

Each verb takes one kind of argument (the phase decides which verbs are legal):

=====================  =====================================================================
``play``               stay in the deal (dropping-out phase)
``pass``               drop out of the deal; decline to challenge, to become soloist, to
                       declare, to bid or to call a card
``challenge``          a player who passed takes on the dealer after all passed
``exchange C..``       discard those cards and draw as many from the talon
``keep``               exchange nothing (or leave the turned card where it is)
``take-turn-up C``     take the turned card, discarding C (the dealer; Kontraspiel's contra
                       player, swapping C for it)
``play C``             play card C to the trick
``face-down C``        lead C face down, calling "Trump!" (trick 1 only)
``solo``               become soloist with the preferred (turned) suit; the dealer: play a
                       turned Ace or Wenzel
``solo H``             become soloist naming trumps (Kontraspiel's second round)
``match H``            declare match (to take every trick), naming trumps
``contra``             double the soloist: stake the base value against him
``recontra``           a third player stakes the base value too, after a contra
``bid X``              bid contract X in an auction (``bid acorn-brand``, ``bid bettel``)
``announce X``         the declarer fixes his contract, the one he won or a higher one
``call C``             the declarer calls card C from another player (or the Dopper)
``give C``             the declarer gives C back for the called card
``discard C C``        the declarer, holding the Dopper, lays these cards away
=====================  =====================================================================

The example files use the same strings (``- {player: 1, action: "play JS"}``). Card order in
``exchange`` and ``discard`` does not matter: ``exchange 7H 8C`` and ``exchange 8C 7H`` are
the same action.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from generator.engine.cards import CARD_CODE

#: The argument each verb takes: cards (any number), a suit (0 or 1), a contract id (exactly 1),
#: or nothing.
ARGUMENTS = {
    "play": "cards", "pass": "none", "challenge": "none", "exchange": "cards", "keep": "none",
    "take-turn-up": "cards", "face-down": "cards",
    "solo": "suit", "match": "suit", "contra": "none", "recontra": "none",
    "bid": "contract", "announce": "contract", "call": "cards", "give": "cards", "discard": "cards",
}
#: Every verb the engine knows.
VERBS = frozenset(ARGUMENTS)
SUIT_CODE = re.compile(r"^(S|H|D|C|E|G)$")
CONTRACT_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


class Action(NamedTuple):
    """A player's action: a verb and its arguments (``Action("play", ("JS",))``,
    ``Action("solo", ("H",))``, ``Action("bid", ("bettel",))``).

    The field is named ``cards`` for the card verbs that came first; ``args`` is the same.
    """

    verb: str
    cards: tuple = ()

    @property
    def args(self) -> tuple:
        """The arguments (card codes, a suit code or a contract id)."""
        return self.cards

    def __str__(self) -> str:
        return " ".join((self.verb,) + self.cards) if self.cards else self.verb


def parse_action(text: str) -> Action:
    """The action written as ``text``; ``ValueError`` quoting it if the grammar is not met."""
    parts = str(text).split()
    if not parts:
        raise ValueError("empty action (expected e.g. 'play JS', 'pass', 'exchange 7H 8C')")
    verb = parts[0].lower()
    if verb not in VERBS:
        raise ValueError(f"unknown action {text!r} (verbs: {', '.join(sorted(VERBS))})")
    kind = ARGUMENTS[verb]
    if kind == "contract":
        args = tuple(a.lower() for a in parts[1:])
        if len(args) != 1 or not CONTRACT_ID.match(args[0]):
            raise ValueError(f"{verb!r} takes one contract id, e.g. '{verb} bettel' (got {text!r})")
        return Action(verb, args)
    args = tuple(a.upper() for a in parts[1:])
    if kind == "none" and args:
        raise ValueError(f"{verb!r} takes no argument (got {text!r})")
    if kind == "suit":
        if len(args) > 1 or (args and not SUIT_CODE.match(args[0])):
            raise ValueError(f"{verb!r} takes at most one suit code, e.g. '{verb} H' (got {text!r})")
        return Action(verb, args)
    for code in args:
        if not CARD_CODE.match(code):
            raise ValueError(f"not a card code in action {text!r}: {code!r}")
    if len(set(args)) != len(args):
        raise ValueError(f"a card is named twice in action {text!r}")
    return Action(verb, args)


PLAY_STAY = Action("play")
PASS = Action("pass")
CHALLENGE = Action("challenge")
KEEP = Action("keep")
SOLO = Action("solo")
CONTRA = Action("contra")
RECONTRA = Action("recontra")
