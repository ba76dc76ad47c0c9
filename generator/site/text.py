"""Turning data strings and rule values into safe Markdown text.

Every string that comes from the data passes through ``esc`` (or ``attr`` inside an HTML
attribute) so that ``<``, ``&``, ``|``, ``*``, backticks or other Markdown syntax in a name or
a note renders as the characters themselves and can never break a table or a page.
"""
from __future__ import annotations

import html
import re

from generator.engine.cards import CARD_CODE
from generator.site.cardnames import card_label, suit_label

# Characters with a meaning in Markdown (or its extensions) that could appear in data.
_MD_SPECIAL = {c: f"&#{ord(c)};" for c in "\\`*_[]|#~!{}()+$^=:"}
_MD_TABLE = str.maketrans(_MD_SPECIAL)


def esc(value) -> str:
    """Data text for Markdown/HTML body: HTML-escaped and Markdown-inert, on one line."""
    text = " ".join(str(value).split())
    return html.escape(text, quote=False).translate(_MD_TABLE)


def attr(value) -> str:
    """Data text for an HTML attribute value."""
    return html.escape(" ".join(str(value).split()), quote=True)


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
