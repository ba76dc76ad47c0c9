"""Actions in words: how an example page tells each verb of the engine's grammar.

For every verb, two ways of telling it: what a player does (``told``, with card pictures) and the
short form of the side-by-side columns (``plain``, card names without pictures); what he may not
do when a step is refused is the engine's wording (``engine/wording.py``, ``refused_words``),
which the player in the browser uses too. The templates are the verb's own, written once with
the verb (``engine/verbs.py``: the cases and fields are described there); this module fills in
their fields as HTML. A verb without a template for the case is told in a generic way. The
labels of the phases are here too.
"""
from __future__ import annotations

import re
from generator.engine.verbs import VERBS, seat_role, worded
from generator.engine.wording import PHASE_LABELS
from generator.site.cardnames import card_label
from generator.site.cards import back_img
from generator.site.text import esc

#: The phases of a hand as a step's heading names them (shared with the player: ``engine/wording.py``).
__all__ = ["PHASE_LABELS", "plain", "told"]


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


def _cases(text: str, rec, situation: bool = True, tr=None) -> list[str]:
    """The cases of an action, in the order they are tried (without ``situation``: neither the
    phase nor a lead, only what the action itself did); then who acts, for a game that names the
    move by it (``tr``: the run, for the dealer and the sides)."""
    args = len(text.split()) > 1
    out = [rec.before.phase or ""] if situation and rec is not None else []
    if situation and args and rec is not None and not rec.before.trick and text.split()[0] == "play":
        out.append("lead")
    if rec is not None and rec.drawn:
        out.append("drew")
    role = seat_role(rec.player, tr.dealer, tr.sides) if tr is not None and rec is not None else ""
    return out + (["args"] if args else []) + ([role] if role else []) + [""]


def _template(templates: dict, text: str, rec, situation: bool = True, tr=None) -> str | None:
    return next((templates[case] for case in _cases(text, rec, situation, tr) if case in templates), None)


def _verb(name: str, tr):
    """The verb in the words of the game the run played (its own words where it has no dialect)."""
    return worded(name, tr.in_force if tr is not None else ()) if name in VERBS else None


def told(v, text: str, rec=None, tr=None) -> str:
    """What the player does, with card pictures (``rec``: the step, for its phase and the cards
    drawn; ``tr``: the run, the view's own unless given)."""
    verb = text.split()[0]
    tr = tr if tr is not None else getattr(v, "tr", None)
    words = _verb(verb, tr)
    template = _template(words.told, text, rec, tr=tr) if words else None
    if template is None:
        codes = text.split()[1:]
        return esc(verb) + (" " + v.cards(codes) if codes else "")
    return template.format_map(_Fields(v, text, rec))


def plain(v, rec, tr=None) -> str:
    """The action in words with card names, no pictures (the side-by-side columns; ``tr``: the
    run the step is of, the view's own unless given)."""
    tr = tr if tr is not None else getattr(v, "tr", None)
    words = _verb(rec.text.split()[0], tr)
    template = _template(words.plain, rec.text, rec, situation=False, tr=tr) if words else None
    if template is None:
        return re.sub(r"<(?!/?q>)[^>]+>", "", told(v, rec.text, rec, tr))
    return template.format_map(_Fields(v, rec.text, rec))
