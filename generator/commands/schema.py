"""Write JSON Schemas of the data files (for validation while typing in an editor)."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from generator.model.schema import FILE_KINDS, json_schema


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=Path, default=Path("schemas"), help="folder for the *.schema.json files")


def run(args) -> int:
    args.out.mkdir(parents=True, exist_ok=True)
    for kind, (_, pattern) in FILE_KINDS.items():
        path = args.out / f"{kind}.schema.json"
        path.write_text(json.dumps(json_schema(kind), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{path}  ({pattern})")
    return 0
