"""Run runnable rule examples against the rules engine; print every problem, exit 1 if any.

With no PATH, every example in gamedata/*/examples/ is run. A PATH may be any example file,
inside the repository or not, so anyone can write an example and check it. Each problem
names file, line and field; a run failure adds the step, what was expected and what the
engine did (the legal actions, the ledger) and the rule involved. `--coverage` prints, for
every playable ruleset, which examples show which of its rules.
"""
from __future__ import annotations

import argparse
from pathlib import Path


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", type=Path, metavar="PATH",
                        help="example files (default: gamedata/*/examples/*.yaml)")
    parser.add_argument("--root", type=Path, default=Path("."), help="dataset root (holds sources/ and gamedata/)")
    parser.add_argument("--coverage", action="store_true",
                        help="also print which examples show each rule of each ruleset")


def run(args) -> int:
    from generator.examples import run_examples
    from generator.model import ValidationFailed, load_dataset

    try:
        ds = load_dataset(args.root)
    except ValidationFailed as exc:
        print(f"the dataset is not valid, so no example can be checked:\n{exc}")
        return 1
    missing = [p for p in args.paths if not p.is_file()]
    if missing:
        for path in missing:
            print(f"{path}: no such file")
        return 1
    runs, problems = run_examples(ds, args.paths or None)
    if args.coverage:
        from generator.examples.coverage import coverage_table
        print(coverage_table(ds, runs))
    if problems:
        count = len(set(problems))
        print(f"{count} problem{'s' if count != 1 else ''} in the rule examples:")
        for problem in sorted(set(problems)):
            print(f"  {problem}".replace("\n", "\n  "))
        return 1
    if not runs:
        print("no example files found")
        return 0
    claims = sum(len(r.loaded.claims) for r in runs)
    print(f"{len(runs)} example{'s' if len(runs) != 1 else ''} ran as written against the engine; "
          f"{claims} claimed rule{'s' if claims != 1 else ''} shown by the runs")
    return 0
