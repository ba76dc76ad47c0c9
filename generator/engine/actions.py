"""Actions: small immutable values with a readable string form, and their grammar.

An action is a verb, optionally followed by arguments, separated by single spaces::

    action   := verb { " " argument }
    argument := card | suit | contract
    card     := rank suit              (JS, 10H, UE — read with the ruleset's pack)
    suit     := S | H | D | C | E | G  (a suit code of the ruleset's pack)
    contract := a contract id of the ruleset (acorn-brand, bettel, mord)

Each verb takes one kind of argument (the phase decides which verbs are legal); every verb,
with its argument, what it means and its words, is one entry of ``verbs.VERBS``.

The example files use the same strings (``- {player: 1, action: "play JS"}``). Card order in
``exchange`` and ``discard`` does not matter: ``exchange 7H 8C`` and ``exchange 8C 7H`` are
the same action.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from generator.engine.cards import CARD_CODE
from generator.engine.verbs import VERBS as VERBS_TABLE

#: The argument each verb takes: cards (any number), a suit (0 or 1), a contract id (exactly 1),
#: or nothing (``verbs.VERBS``).
ARGUMENTS = {name: verb.argument for name, verb in VERBS_TABLE.items()}
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
TAKE_MISS = Action("take-miss")
SOLO = Action("solo")
CONTRA = Action("contra")
RECONTRA = Action("recontra")
