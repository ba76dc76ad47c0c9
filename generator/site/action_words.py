"""Actions in words: the one table of how an example page tells each verb of the engine's grammar.

For every verb, two ways of telling it: what a player does (``told``, with card pictures) and the
short form of the side-by-side columns (``plain``, card names without pictures); what he may not
do when a step is refused is the engine's wording (``engine/wording.py``, ``refused_words``),
which the player in the browser uses too. Each is a mapping of *cases* to templates; the
first case that applies is used, in this order: the phase the hand was in (``drop-out``,
``turn-up`` ...), ``lead`` (a card led to an empty trick), ``drew`` (cards came into the hand),
``args`` (the action names cards, a suit or a contract), and ``""`` (any). A verb or a case not
in the table is told in a generic way. The labels of the phases are here too.

Template fields: ``{cards}`` the action's cards as pictures, ``{names}`` as names, ``{drawn}`` /
``{drawn_names}`` the cards drawn, ``{turned}`` the turned card, ``{first}`` the name of the first
card, ``{back}`` a card face down, ``{suit}`` the suit named, ``{contract}`` the contract bid,
``{text}`` the action as written.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from generator.engine.wording import PHASE_LABELS
from generator.site.cardnames import card_label
from generator.site.cards import back_img
from generator.site.text import esc

#: The phases of a hand as a step's heading names them (shared with the player: ``engine/wording.py``).
__all__ = ["ACTIONS", "PHASE_LABELS", "Words", "plain", "told"]


@dataclass(frozen=True)
class Words:
    """How one verb is told: case -> template, for each of the two ways."""

    told: dict
    plain: dict = field(default_factory=dict)


ACTIONS = {
    "play": Words({"lead": "leads {cards}", "args": "plays {cards}", "": "says <q>play</q>: stays in the deal"},
                  {"args": "plays {names}"}),
    "pass": Words({"challenge": "declines to take on the dealer", "drop-out": "passes: drops out of the deal",
                   "": "passes"}),
    "challenge": Words({"": "takes on the dealer alone"}),
    "keep": Words({"turn-up": "leaves the turned card on the table", "": "exchanges nothing"}),
    "exchange": Words({"drew": "lays away {cards} and draws {drawn}", "": "lays away {cards}"},
                      {"drew": "exchanges {names} for {drawn_names}", "": "exchanges {names}"}),
    "take-turn-up": Words({"": "takes the turned card {turned} and lays away {cards}"},
                          {"": "takes the turned card, laying away {names}"}),
    "face-down": Words({"": "leads a card face down, calling <q>Trump!</q> {back} (it is the {first})"},
                       {"args": "plays {names} face down"}),
    "solo": Words({"args": "becomes soloist with {suit} as trumps",
                   "": "says <q>solo</q>: plays with the preferred suit as trumps"}),
    "match": Words({"args": "declares match, to take every trick, with {suit} as trumps",
                    "": "declares match, to take every trick"}),
    "contra": Words({"": "says <q>contra</q>, doubling the stake"}),
    "recontra": Words({"": "says <q>recontra</q>, doubling the stake"}),
    "bid": Words({"": "bids {contract}"}),
    "announce": Words({"": "announces {contract}"}),
    "call": Words({"": "calls {cards}"}),
    "give": Words({"": "gives {cards} for it"}),
    "discard": Words({"": "lays away {cards}"}),
}


class _Fields(dict):
    """The template fields of one action, each made when a template asks for it."""

    def __init__(self, v, text: str, rec):
        super().__init__()
        self.v, self.text, self.rec = v, text, rec
        self.codes = text.split()[1:]

    def __missing__(self, key):
        v, codes, rec = self.v, self.codes, self.rec
        drawn = rec.drawn if rec is not None else []
        turned = rec.before.turned if rec is not None else None
        value = {
            "cards": lambda: v.cards(codes),
            "names": lambda: ", ".join(esc(card_label(c, v.suits)) for c in codes),
            "drawn": lambda: v.cards(drawn),
            "drawn_names": lambda: ", ".join(esc(card_label(c, v.suits)) for c in drawn),
            "turned": lambda: v.cards([turned]) if turned else "",
            "first": lambda: v.label(codes[0]),
            "back": lambda: back_img(v.page, "a card led face down"),
            "suit": lambda: v.suit(codes[0]),
            "contract": lambda: v.contract(codes[0] if codes else ""),
            "text": lambda: esc(self.text),
        }[key]()
        self[key] = value
        return value


def _cases(text: str, rec, situation: bool = True) -> list[str]:
    """The cases of an action, in the order they are tried (without ``situation``: neither the
    phase nor a lead, only what the action itself did)."""
    args = len(text.split()) > 1
    out = [rec.before.phase or ""] if situation and rec is not None else []
    if situation and args and rec is not None and not rec.before.trick and text.split()[0] == "play":
        out.append("lead")
    if rec is not None and rec.drawn:
        out.append("drew")
    return out + (["args"] if args else []) + [""]


def _template(templates: dict, text: str, rec, situation: bool = True) -> str | None:
    return next((templates[case] for case in _cases(text, rec, situation) if case in templates), None)


def told(v, text: str, rec=None) -> str:
    """What the player does, with card pictures (``rec``: the step, for its phase and the cards drawn)."""
    verb = text.split()[0]
    words = ACTIONS.get(verb)
    template = _template(words.told, text, rec) if words else None
    if template is None:
        codes = text.split()[1:]
        return esc(verb) + (" " + v.cards(codes) if codes else "")
    return template.format_map(_Fields(v, text, rec))


def plain(v, rec) -> str:
    """The action in words with card names, no pictures (the side-by-side columns)."""
    words = ACTIONS.get(rec.text.split()[0])
    template = _template(words.plain, rec.text, rec, situation=False) if words else None
    if template is None:
        return re.sub(r"<(?!/?q>)[^>]+>", "", told(v, rec.text, rec))
    return template.format_map(_Fields(v, rec.text, rec))
