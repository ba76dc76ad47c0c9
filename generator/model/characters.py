"""Which characters text in the data may hold, and how a value is shown inside a message.

Text holds printable characters, line breaks and tabs. Refused wherever they stand (the YAML
reader checks every key and value, see ``yamlnodes.py``): the C0 controls but tab and line feed
(NUL, BEL, ESC …), DEL and the C1 controls, lone surrogates (which cannot be written as UTF-8),
and the Unicode controls that reorder the text around them (U+202A–U+202E, U+2066–U+2069: a
name could otherwise display as something else than it is). Messages show a value with
``shown`` (cut to a few dozen characters, forbidden characters as escapes) and ``clean`` any text
they print, so that neither a huge value nor a control character reaches a terminal.
"""
from __future__ import annotations

import re

FORBIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\u202a-\u202e\u2066-\u2069]")
#: How much of a value a message shows.
SHOWN_CHARS = 60
#: The longest message (or field path) a problem prints.
MESSAGE_CHARS = 600

_NAMES = {0x00: "NUL", 0x07: "BEL", 0x08: "BS", 0x0B: "VT", 0x0C: "FF", 0x0D: "CR", 0x1B: "ESC", 0x7F: "DEL",
          0x202A: "LEFT-TO-RIGHT EMBEDDING", 0x202B: "RIGHT-TO-LEFT EMBEDDING", 0x202C: "POP DIRECTIONAL FORMATTING",
          0x202D: "LEFT-TO-RIGHT OVERRIDE", 0x202E: "RIGHT-TO-LEFT OVERRIDE", 0x2066: "LEFT-TO-RIGHT ISOLATE",
          0x2067: "RIGHT-TO-LEFT ISOLATE", 0x2068: "FIRST STRONG ISOLATE", 0x2069: "POP DIRECTIONAL ISOLATE"}


def character_problem(text: str) -> str | None:
    """Why ``text`` may not stand in the data (the first forbidden character), or None."""
    m = FORBIDDEN.search(text)
    if not m:
        return None
    code = ord(m.group(0))
    name = _NAMES.get(code, "a surrogate" if 0xD800 <= code <= 0xDFFF else "a control character")
    return (f"contains U+{code:04X} ({name}) at character {m.start() + 1}; text holds printable characters, "
            "line breaks and tabs only")


def printable(text) -> str:
    """``text`` on one line (runs of whitespace as one space), any character the data may not hold
    as U+FFFD: what every output format's escaper starts from, so that each is total."""
    return FORBIDDEN.sub("\ufffd", " ".join(str(text).split()))


def _escaped(text: str) -> str:
    return FORBIDDEN.sub(lambda m: f"\\u{ord(m.group(0)):04x}", text)


def shown(value, limit: int = SHOWN_CHARS) -> str:
    """``repr(value)`` cut to about ``limit`` characters (a message never prints a huge value)."""
    if isinstance(value, str) and len(value) > 4 * limit:
        text, size = repr(value[: 4 * limit]), len(value)
    else:
        text = repr(value)
        size = len(value) if isinstance(value, str) else len(text)
    text = _escaped(text)
    if len(text) <= limit:
        return text
    return f"{text[: limit - 1]}… ({size:,} characters)"


def clean(text: str, limit: int = MESSAGE_CHARS) -> str:
    """A message or field path as printed: forbidden characters escaped, cut in the middle past
    ``limit`` characters (the start says what is wrong, the end what would be valid)."""
    text = _escaped(str(text))
    if len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]} … ({len(text) - 2 * half:,} characters cut) … {text[-half:]}"
