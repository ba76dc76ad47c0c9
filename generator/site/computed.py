"""What the comparison pages show besides the sources: the recorded simulations' rows and the paired examples.

Simulation rows
    ``computed_rows(ds, ruleset_id)`` returns the rows the engine's simulate command computed
    for a ruleset (dealer's mean result, bête rate …), read from the cache file
    ``cache/simulations.json`` so that a normal build never reruns a simulation. An entry is used
    only while its ``digest`` equals ``ruleset_digest(ds, ruleset_id)``, i.e. while the ruleset's
    effective rules are unchanged; a stale entry is ignored. The file looks like::

        {"version": 1,
         "entries": {"bester-bube-1810": {
             "digest": "<ruleset_digest>", "policy": "random-legal", "hands": 10000, "seed": 1,
             "command": "python -m generator simulate bester-bube-1810 --hands 10000 --seed 1",
             "rows": [{"id": "dealer-mean", "label": "Dealer's mean result per deal", "value": 0.42}]}}}

    The tests fail on an entry whose ruleset has changed since it was recorded, naming the
    command that records it again.

Paired runnable examples
    ``paired_examples(ctx, game, a, b)`` finds the runnable examples (``gamedata/<game>/examples/``)
    that play the same deal under rulesets ``a`` and ``b``: an example with ``ruleset: a`` whose
    ``pair`` names an example with ``ruleset: b``. The diff page of ``a`` and ``b`` links both.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

CACHE_PATH = Path("cache") / "simulations.json"


@dataclass(frozen=True)
class ComputedRow:
    """One computed value for one ruleset; always shown labelled as computed, with how."""

    id: str
    label: str
    value: object
    policy: str
    hands: int
    seed: int
    command: str


def ruleset_digest(ds, ruleset_id: str) -> str:
    """Content hash of a ruleset's effective rules: what a simulation depends on (values and
    alternatives, not how certain a reading is or who states it)."""
    rules = ds.effective_rules(ruleset_id)
    data = {p: {"value": r.value, "alternatives": [a.value for a in r.alternatives]}
            for p, r in sorted(rules.items())}
    return hashlib.sha256(json.dumps(data, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def _cache(ds) -> dict:
    path = Path(ds.root) / CACHE_PATH
    if not path.exists():
        return {}
    try:
        return json.loads(path.read_text(encoding="utf-8")).get("entries", {})
    except (OSError, ValueError, AttributeError):
        return {}


def computed_rows(ds, ruleset_id: str) -> list[ComputedRow]:
    """The recorded simulation rows of a ruleset whose rules have not changed since (none for another)."""
    entry = _cache(ds).get(ruleset_id)
    if not isinstance(entry, dict) or entry.get("digest") != ruleset_digest(ds, ruleset_id):
        return []
    return [ComputedRow(str(row["id"]), str(row["label"]), row["value"], str(entry.get("policy", "")),
                        int(entry.get("hands", 0)), int(entry.get("seed", 0)), str(entry.get("command", "")))
            for row in entry.get("rows", []) if isinstance(row, dict) and {"id", "label", "value"} <= row.keys()]


def paired_examples(ctx, game_id: str, first: str, second: str) -> list[tuple[object, object]]:
    """(example under ``first``, its pair under ``second``) for the game's runnable examples.

    The examples are the build's runs (``Context.example_runs``, run once per build); a pair is
    mutual, so each is found once, from the side of the earlier ruleset.
    """
    mine = [r for r in ctx.example_runs if r.loaded.game == game_id]
    by_id = {r.id: r for r in mine}
    out = []
    for run in mine:
        other = by_id.get(run.loaded.example.pair or "")
        if other is not None and run.loaded.example.ruleset == first and other.loaded.example.ruleset == second:
            out.append((run, other))
    return out
