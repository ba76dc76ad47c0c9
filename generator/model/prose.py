"""References from data prose to other records: ``[[conflict:bb-lanterlu-without-flush]]``.

A free-text field (a note, a summary, a claim, a meaning) may point at another record instead of
naming its id in words, which a reader could not follow. A reference is ``[[kind:id]]`` or
``[[kind:id|label]]``; the page shows it as a link named by the label or, without one, by the
record's own title. Rules are ``[[rule:ruleset-id#param]]``. The checks report a reference whose
kind or record does not exist, with the file, line and field it stands in.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from pydantic import BaseModel

from generator.model.base import walk

#: Reference kind -> the dataset attribute that holds its records.
KINDS = {"source": "sources", "game": "games", "name": "names", "event": "events",
         "relation": "relations", "conflict": "conflicts", "ruleset": "rulesets",
         "glossary": "glossary", "region": "regions", "rule": "rulesets"}

REFERENCE = re.compile(r"\[\[(?P<kind>[a-z]+):(?P<target>[^\]|]+?)(?:\|(?P<label>[^\]]+))?\]\]")


@dataclass(frozen=True)
class Reference:
    kind: str
    #: The record id (for a rule, ``ruleset-id#param``).
    target: str
    label: str | None = None

    @property
    def record_id(self) -> str:
        return self.target.split("#", 1)[0]


def split(text: str) -> list[str | Reference]:
    """``text`` as plain pieces and references, in order."""
    parts: list[str | Reference] = []
    at = 0
    for match in REFERENCE.finditer(text):
        if match.start() > at:
            parts.append(text[at:match.start()])
        label = match["label"].strip() if match["label"] else None
        parts.append(Reference(match["kind"], match["target"].strip(), label))
        at = match.end()
    if at < len(text):
        parts.append(text[at:])
    return parts


def problem(ref: Reference, records: dict[str, dict]) -> str | None:
    """Why ``ref`` does not resolve in ``records`` (dataset attribute -> id -> record), or None."""
    if ref.kind not in KINDS:
        return f"unknown reference kind {ref.kind!r} in [[{ref.kind}:{ref.target}]]; use one of {', '.join(sorted(KINDS))}"
    found = records.get(KINDS[ref.kind], {}).get(ref.record_id)
    if found is None:
        return f"[[{ref.kind}:{ref.target}]] names no {ref.kind} {ref.record_id!r}"
    if ref.kind == "rule":
        param = ref.target.partition("#")[2]
        if not param:
            return f"[[rule:{ref.target}]] needs the parameter: [[rule:{ref.record_id}#param]]"
        if param not in {r.param for r in found.rules}:
            return f"[[rule:{ref.target}]]: ruleset {ref.record_id!r} states no rule {param!r}"
    return None


def texts(record: BaseModel):
    """``(field path, owner, field name, text)`` of every string field inside a record that holds
    a reference (nested records such as citations and conflict sides included)."""
    return ((path, owner, name, item) for path, owner, name, item in walk(record)
            if isinstance(item, str) and "[[" in item)
