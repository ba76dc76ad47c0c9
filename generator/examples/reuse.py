"""The example runs of the previous build, reused while nothing they read has changed: for the
live preview (``mkdocs serve``), which rebuilds the site on every save in one process.

Most saves change words that pages show (a summary, a note, a source's title), not anything an
example plays. What the runs read is: every example file, every ruleset as the data gives it
(its rules, readings, inheritance, title; its summary is the one field they never read), and the
ids of the records a reference in an example's text may name. ``key`` digests exactly that; the
runs are made anew when it changes. Only a set of runs with no problem is kept, and only the
latest, so that a failing example is always run again and reported.

The runs are the same objects for every build that reuses them: the renderers only read them.
A build made once (``make site``, the tests) does not use this module.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from generator.model.prose import KINDS

#: (key, runs) of the latest set of runs without a problem.
_LATEST: dict[str, tuple[str, list]] = {}


def key(ds, paths: list[Path]) -> str:
    """Digest of everything the runs of ``paths`` read from the files and the dataset."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(str(path).encode() + b"\0" + Path(path).read_bytes() + b"\0")
    rulesets = {rid: rs.model_dump(mode="json", exclude={"summary"}) for rid, rs in sorted(ds.rulesets.items())}
    digest.update(json.dumps(rulesets, sort_keys=True, ensure_ascii=False, default=str).encode())
    for attribute in sorted(set(KINDS.values())):
        digest.update(attribute.encode() + b"\0" + "\0".join(sorted(getattr(ds, attribute))).encode())
    return digest.hexdigest()


def runs(ds, paths: list[Path], run) -> tuple[list, list]:
    """``run()`` — ``(runs, problems)`` — or the runs it gave last time if ``key`` is unchanged."""
    wanted = key(ds, paths)
    latest = _LATEST.get("runs")
    if latest is not None and latest[0] == wanted:
        return latest[1], []
    found, problems = run()
    if problems:
        _LATEST.pop("runs", None)
    else:
        _LATEST["runs"] = (wanted, found)
    return found, problems
