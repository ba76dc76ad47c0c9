"""Turning data strings and rule values into safe Markdown text: the one boundary where data
text meets the site's Markdown and HTML.

Every string that comes from the data passes through ``esc`` (or ``attr`` inside an HTML
attribute) so that ``<``, ``&``, ``|``, ``*``, backticks or other Markdown syntax in a name or
a note renders as the characters themselves and can never break a table or a page. ``esc``
writes its text on one line, so the only line start it can stand at is its own: there
``block_safe`` neutralises the Markdown that starts a block (``- `` or ``---`` a list or a rule,
``1811. `` an ordered list), which would otherwise swallow the words; a line composed of escaped
pieces (a reference, "1880" then ". " then the title) passes ``block_safe`` whole where it may
begin a paragraph, since each piece alone was safe (``references.reference_text``). Characters the data may not
hold (``generator.model.characters``; refused when the data is loaded) become U+FFFD here, so
that the escapers are total: no string reaches a page as a control character.
"""
from __future__ import annotations

import functools
import html
import re

from generator.model.characters import printable
from generator.site.cardnames import CARD_CODE, card_label, suit_label

# Characters with a meaning in Markdown (or its extensions) that could appear in data.
_MD_SPECIAL = {c: f"&#{ord(c)};" for c in "\\`*_[]|#~!{}()+$^=:"}
_MD_TABLE = str.maketrans(_MD_SPECIAL)
#: A line start that opens a Markdown block: a bullet or a rule (``- x``, ``---``), an ordered list
#: (``1811. x``). A number (``-5``, ``0.25``) opens none and is left as it is.
_BLOCK_START = re.compile(r"^(-)(?=[ -]|$)|^(\d+)([.)])(?= |$)")


def plain(value) -> str:
    """Data text on one line, with any character the data may not hold as U+FFFD."""
    return printable(value)


def block_safe(markdown: str) -> str:
    """``markdown`` with the Markdown block syntax at its start made inert (``- x``, ``---``, ``1811. x``)."""
    return _BLOCK_START.sub(lambda m: "&#45;" if m[1] else f"{m[2]}&#{ord(m[3])};", markdown, count=1)


def esc(value) -> str:
    """Data text for Markdown/HTML body: HTML-escaped and Markdown-inert, on one line."""
    try:
        return _esc(value)
    except TypeError:  # not hashable: not remembered
        return _esc.__wrapped__(value)


@functools.lru_cache(maxsize=1 << 16, typed=True)  # a build escapes the same names and labels many times over
def _esc(value) -> str:
    return block_safe(html.escape(plain(value), quote=False).translate(_MD_TABLE))


def attr(value) -> str:
    """Data text for an HTML attribute value."""
    return html.escape(plain(value), quote=True)


def human_value(value, suits: str = "french") -> str:
    """A rule value in words (already escaped)."""
    if value is None:
        return "not stated"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)):
        return esc(value)
    if isinstance(value, str):
        if CARD_CODE.match(value):
            return esc(card_label(value, suits))
        if len(value) == 1 and value in "SHDCEG":
            return esc(suit_label(value, suits))
        return esc(value.replace("-", " ") if re.fullmatch(r"[a-z0-9-]+", value) else value)
    if isinstance(value, list):
        return ", ".join(human_value(v, suits) for v in value) if value else "none"
    if isinstance(value, dict):
        parts = []
        for key, item in value.items():
            label = esc(str(key).replace("_", " "))
            parts.append(f"{label}: {human_value(item, suits)}")
        return "; ".join(parts)
    return esc(value)
