"""The recorded simulations are of the rulesets as they stand.

The comparison pages show the figures of ``simulate --record`` (``cache/simulations.json``,
``generator.site.computed``) only while their ruleset's rules are those the figures were
computed from: an entry recorded before its ruleset changed is dropped from the site without a
word, so it is reported here, with the command that records it again.
"""
from __future__ import annotations

from pathlib import Path

from generator.model import yamlfile
from generator.model.problems import Location, Problem
from generator.site.computed import CACHE_PATH, ruleset_digest


def check(dataset) -> list[Problem]:
    """Every recorded entry whose ruleset changed since, or that names no ruleset."""
    path = Path(dataset.root) / CACHE_PATH
    shown = CACHE_PATH.as_posix()
    if not path.is_file():
        return []
    try:
        data = yamlfile.load_text(path.read_text(encoding="utf-8"))
    except Exception as exc:  # noqa: BLE001 - a broken cache file is reported, whatever broke it
        return [Problem(Location(shown), "", f"not readable ({exc}): record the simulations again")]
    entries = data.get("entries") or {}
    lines = getattr(entries, "key_lines", {})
    out = []
    for rid, entry in sorted(entries.items()):
        where = Location(shown, lines.get(rid, 1))
        if rid not in dataset.rulesets:
            out.append(Problem(where, f"entries.{rid}", "no such ruleset: remove the entry"))
        elif entry.get("digest") != ruleset_digest(dataset, rid):
            out.append(Problem(where, f"entries.{rid}", f"recorded before the ruleset changed; run `{entry.get('command')}`"))
    return out
