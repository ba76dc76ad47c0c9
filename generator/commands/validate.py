"""Check sources/ and gamedata/ (and the game modules' contracts against the vocabulary): print
every problem as file:line: field: message; exit 1 if any."""
from __future__ import annotations

import argparse
from pathlib import Path

from generator.bridge import contract_problems
from generator.model import ValidationFailed, load_dataset


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--root", type=Path, default=Path("."), help="dataset root (holds sources/ and gamedata/)")


def run(args) -> int:
    try:
        ds = load_dataset(args.root)
    except ValidationFailed as exc:
        print(exc)
        print("Every field, and the values it takes, is described in docs/data/format.md; "
              "`stichwort schema --out DIR` writes JSON Schemas for an editor that checks as you type.")
        return 1
    problems = contract_problems(ds.vocabulary)
    if problems:
        print("\n".join(problems))
        return 1
    counts = ", ".join(f"{len(getattr(ds, k))} {k}" for k in ("sources", "games", "names", "events", "relations", "conflicts", "rulesets", "glossary", "regions", "languages"))
    print(f"dataset is valid: {counts}")
    return 0
