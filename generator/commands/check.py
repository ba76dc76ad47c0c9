"""Check everything an editor must get right, in one run, and say what to do about each problem.

Runs the dataset's validation and the game modules' contracts, every worked example against
the engine, what the examples still owe each ruleset (every rule the engine plays shown in the
ruleset that states it, every recorded difference shown by a pair, two examples per playable
ruleset, a walk-through per game), the recorded simulations, and — where the texts we hold lie
beside the repository (../shared, or --shared DIR) — the ledger of the reference notes and the
quotations. Every problem is printed as file:line: field: message; exit 1 if there is any.
"""
from __future__ import annotations

import argparse
import time
from pathlib import Path


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--root", type=Path, default=Path("."), help="dataset root (holds sources/ and gamedata/)")
    parser.add_argument("--shared", type=Path, default=None,
                        help="the folder of the texts we hold (seeds/, reference/; default: ../shared beside the root)")


def run(args) -> int:
    from generator.check import run_checks

    start = time.perf_counter()
    parts = run_checks(args.root, args.shared)
    problems = []
    for part in parts:
        state = f"{len(part.problems)} problem{'s' if len(part.problems) != 1 else ''}" if part.problems else "ok"
        if part.note.startswith("not run"):
            state = ""
        detail = "; ".join(x for x in (state, part.note) if x)
        timing = f"  ({part.seconds:.1f} s)" if part.seconds else ""
        print(f"{part.name:.<26} {detail}{timing}")
        problems += part.problems
    if problems:
        print()
        for problem in problems:
            print(str(problem))
        print(f"\n{len(problems)} problem{'s' if len(problems) != 1 else ''} ({time.perf_counter() - start:.1f} s)")
        return 1
    print(f"\nno problems ({time.perf_counter() - start:.1f} s)")
    return 0
