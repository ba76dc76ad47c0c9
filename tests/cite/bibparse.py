"""A small strict BibTeX reader for the tests: entries, keys, fields with balanced braces."""
from __future__ import annotations

import re

KEY = re.compile(r"[A-Za-z0-9_:.+/-]+")
FIELD = re.compile(r"\s*([a-z]+)\s*=\s*")


class BibError(ValueError):
    pass


def _braced(text: str, pos: int) -> tuple[str, int]:
    """Read ``{…}`` starting at ``pos``; return its content and the position after it."""
    if text[pos] != "{":
        raise BibError(f"expected '{{' at {pos}: {text[pos:pos + 30]!r}")
    depth, start = 0, pos
    while pos < len(text):
        char = text[pos]
        if char == "\\":
            pos += 2
            continue
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return text[start + 1:pos], pos + 1
        pos += 1
    raise BibError("unbalanced braces")


def parse(text: str) -> list[dict]:
    """``[{"type", "key", "fields": {name: value}}]``; raises BibError on anything malformed."""
    entries, pos = [], 0
    while True:
        at = text.find("@", pos)
        if at < 0:
            if text[pos:].strip():
                raise BibError(f"text outside entries: {text[pos:pos + 40]!r}")
            return entries
        if text[pos:at].strip():
            raise BibError(f"text outside entries: {text[pos:at][:40]!r}")
        m = re.compile(r"@([a-z]+)\{").match(text, at)
        if not m:
            raise BibError(f"bad entry start at {at}")
        body, pos = _braced(text, m.end() - 1)
        key = KEY.match(body)
        if not key or body[key.end()] != ",":
            raise BibError(f"bad key in {body[:40]!r}")
        fields, i = {}, key.end() + 1
        while body[i:].strip():
            f = FIELD.match(body, i)
            if not f:
                raise BibError(f"bad field at {body[i:i + 40]!r}")
            value, i = _braced(body, f.end())
            if f.group(1) in fields:
                raise BibError(f"duplicate field {f.group(1)}")
            fields[f.group(1)] = value
            rest = body[i:].lstrip()
            if rest.startswith(","):
                i = len(body) - len(rest) + 1
            elif rest:
                raise BibError(f"expected ',' after field {f.group(1)}")
        entries.append({"type": m.group(1), "key": key.group(0), "fields": fields})


def unescaped_specials(value: str) -> list[str]:
    """TeX specials left unescaped in a field value (outside the url field)."""
    return re.findall(r"(?<!\\)[%&#_$]", re.sub(r"\\[a-z]+\{\}", "", value))
