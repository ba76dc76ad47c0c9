"""The recorded study is of the rules and the engine as they stand.

The comparison pages show the figures and effects of ``stichwort study --record``
(``cache/study.json``, ``generator.study.recorded``) only while each entry was played from the
rules as they stand and by the engine as it plays them now: an entry the data or the engine has
overtaken is dropped from the pages without a word, so it is reported here, at its line, with
the command that plays it again. Entries of the study not recorded yet are no problem (the pages
show nothing for them); the part's note counts them.
"""
from __future__ import annotations

from pathlib import Path

from generator.model import yamlfile
from generator.model.problems import Location, Problem
from generator.study import recorded


def check(dataset) -> tuple[list[Problem], str]:
    """Every recorded entry that is stale or no longer part of the study, and a note of how much
    of the study is recorded."""
    path = Path(dataset.root) / recorded.STUDY_PATH
    shown = recorded.STUDY_PATH.as_posix()
    planned = len(recorded.site_plan(dataset))
    if not path.is_file():
        return [], f"nothing recorded of the study's {planned} entries: `stichwort study --record`"
    try:
        data = yamlfile.load_text(path.read_text(encoding="utf-8"))
        entries = data["entries"]
        lines = entries.key_lines
    except Exception as exc:  # noqa: BLE001 - a broken file is reported, whatever broke it
        where = Location(shown, getattr(exc, "line", 0) or 0)
        return [Problem(where, "entries", f"not readable ({exc}): run `stichwort study --record`")], ""
    problems = [Problem(Location(shown, lines.get(key, 1)), f"entries.{key}", why)
                for key, why in recorded.overtaken(dataset, entries)]
    missing = len(recorded.missing(dataset))
    note = f"{len(entries)} recorded of {planned}"
    if missing:
        note += f", {missing} not yet (the pages show nothing for them): `stichwort study --record`"
    return problems, note
