"""Rule values in words, as the vocabulary phrases them, so a reader sees "3–6 players", not
``{min: 3, max: 6}``.

The phrase of every parameter is data (``phrase`` in ``generator/model/vocabulary.yaml``, its
forms in ``generator/model/phrasing.py``); this module supplies the site's words for it: every
piece of data text passes through ``esc``, cards and suits are named from the engine's one
table. A value its phrase does not fit is an error naming the parameter, never generic text.
"""
from __future__ import annotations

from generator.model import phrasing
from generator.model.vocabulary import NO_SUCH_RULE, load_vocabulary
from generator.site.cardnames import card_label, rank_name, suit_label
from generator.site.text import esc, human_value


class _SiteWords:
    """Data written for a Markdown page: escaped, cards and suits by name."""

    def text(self, value) -> str:
        return esc(value)

    def suit(self, code: str, suits: str) -> str:
        return esc(suit_label(code, suits))

    def card(self, code: str, suits: str) -> str:
        return esc(card_label(code, suits))

    def rank(self, code: str, suits: str) -> str:
        return esc(rank_name(code, suits))

    def generic(self, value, suits: str) -> str:
        return human_value(value, suits)


WORDS = _SiteWords()


def phrase(param: str, value, suits: str = "french") -> str:
    """The value of ``param`` in words (escaped); ``PhrasingError`` if its phrase does not fit."""
    if value is None:
        return '<span class="none">not stated</span>'
    if value == NO_SUCH_RULE:
        return "no such rule"
    spec = load_vocabulary().parameters[param].phrase
    try:
        return phrasing.render(spec, value, WORDS, suits)
    except phrasing.PhrasingError as exc:
        raise phrasing.PhrasingError(f"{param}: the phrase does not fit {value!r}: {exc}") from None


def pack_suits(rules) -> str:
    """``french`` or ``german``: how card and suit codes in a ruleset are read (its ``pack``)."""
    pack = rules.get("pack")
    if pack and isinstance(pack.value, dict):
        return pack.value.get("suits", "french")
    return "french"
