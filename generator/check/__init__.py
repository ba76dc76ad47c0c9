"""``stichwort check``: everything an editor must get right before the site is built, in one run.

The parts, in order: the dataset's validation (``generator.model``) and the game modules'
contracts against the vocabulary (``generator.bridge``); the worked examples, run against the
engine and each claimed rule proven (``generator.examples``); what the examples still owe the
rulesets (``generator.examples.completeness``); the recorded simulations of the comparison pages
(``simulations``) and their recorded study under strong play (``study``: an entry the rules or the
engine have overtaken); the checks of scholarship (``generator.model.scholarship``: a quotation's voice
and language, twins of one attribution, working labels); and, where the shared folder of texts lies
beside the repository (``../shared``), the ledger of the reference notes (``ledger``), the
quotations (``quotes``) and the titles, authors and credits no text we hold gives.
Every problem reads ``file:line: field: message`` and says what to do. A part that needs what an
earlier part found broken is not run, and says so.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Part:
    """One part of the check: its name, what it found, what it says besides, and its time."""

    name: str
    problems: list = field(default_factory=list)
    note: str = ""
    seconds: float = 0.0


def _timed(parts: list[Part], name: str, run) -> Part:
    start = time.perf_counter()
    part = Part(name)
    found = run(part)
    part.problems = list(found or [])
    part.seconds = time.perf_counter() - start
    parts.append(part)
    return part


def shared_folder(root: Path, shared: Path | None = None) -> Path | None:
    """The folder of the texts we hold: ``shared`` if given, else ``../shared`` beside the
    repository when it holds the notes; ``None`` when there is none."""
    folder = Path(shared) if shared is not None else Path(root).resolve().parent / "shared"
    return folder if (folder / "reference").is_dir() and (folder / "seeds").is_dir() else None


def run_checks(root: Path, shared: Path | None = None) -> list[Part]:
    """Every part of the check on the dataset at ``root``; the parts in order."""
    from generator.bridge import contract_problems, playable
    from generator.examples import run_examples
    from generator.examples.completeness import problems as completeness_problems
    from generator.model import ValidationFailed, load_dataset

    parts: list[Part] = []
    loaded: dict = {}

    def validation(part):
        try:
            loaded["ds"] = ds = load_dataset(root)
        except ValidationFailed as exc:
            return exc.problems
        counts = ", ".join(f"{len(getattr(ds, k))} {k}" for k in ("sources", "games", "rulesets", "names", "events"))
        part.note = counts
        return contract_problems(ds.vocabulary)

    _timed(parts, "validation", validation)
    ds = loaded.get("ds")
    if ds is None or parts[-1].problems:
        parts.append(Part("examples", note="not run: the dataset has problems"))
        return parts

    def examples(part):
        runs, problems = run_examples(ds)
        loaded["runs"] = runs
        part.note = f"{len(runs)} ran, {sum(len(r.loaded.claims) for r in runs)} claimed rules shown"
        return problems

    _timed(parts, "examples", examples)

    def coverage(part):
        rulesets = [rid for rid in sorted(ds.rulesets) if playable(ds, rid)]
        part.note = f"{len(rulesets)} playable rulesets"
        return completeness_problems(ds, loaded["runs"], rulesets)

    if parts[-1].problems:
        parts.append(Part("example coverage", note="not run: some examples do not run as written"))
    else:
        _timed(parts, "example coverage", coverage)
    _check_records(parts, ds, shared)
    return parts


def _check_records(parts: list[Part], ds, shared: Path | None) -> None:
    """The parts that read the records and, where they are, the texts we hold."""
    from generator.check import ledger, quotes, simulations, study
    from generator.model import scholarship

    _timed(parts, "simulations", lambda part: simulations.check(ds))

    def recorded_study(part):
        problems, part.note = study.check(ds)
        return problems

    _timed(parts, "study", recorded_study)
    _timed(parts, "quotations", lambda part: quotes.translation_problems(ds))
    folder = shared_folder(ds.root, shared)
    if folder is None:
        missing = Path(shared) if shared is not None else Path(ds.root).resolve().parent / "shared"
        note = f"not run: the texts we hold are not at {missing} (its reference/ and seeds/)"
        scholarly = _timed(parts, "scholarship", lambda part: scholarship.check_without_texts(ds))
        scholarly.note = f"titles, credits and the notes' keys {note}"
        parts += [Part("notes ledger", note=note), Part("quotations in the texts", note=note)]
        return
    _timed(parts, "scholarship", lambda part: scholarship.check(ds, folder))

    def notes(part):
        part.note = f"{folder / ledger.NOTES}"
        return ledger.check(ds, ds.root, folder)

    _timed(parts, "notes ledger", notes)
    _timed(parts, "quotations in the texts", lambda part: quotes.quote_problems(ds, folder))
