"""Print the reference of one source: Chicago, APA (both from the CSL processor), BibTeX, RIS or CSL-JSON.

Example: python -m generator cite alvensleben-1853 --format apa
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from generator.cite import bibtex, ris
from generator.cite.csl import source_item
from generator.cite.render import render_all
from generator.model import ValidationFailed, load_dataset

FORMATS = ("chicago", "apa", "bibtex", "ris", "csl-json")


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", metavar="SOURCE_ID", help="id of a file in sources/ (without .yaml)")
    parser.add_argument("--format", choices=FORMATS, default="chicago", help="output format (default: chicago)")
    parser.add_argument("--root", type=Path, default=Path("."), help="dataset root (holds sources/ and gamedata/)")


def run(args) -> int:
    try:
        dataset = load_dataset(args.root)
    except ValidationFailed as exc:
        print(exc)
        return 1
    if args.source not in dataset.sources:
        close = sorted(s for s in dataset.sources if args.source.split("-")[0] in s)
        print(f"no source {args.source!r}" + (f"; did you mean: {', '.join(close[:8])}" if close else ""))
        return 1
    item = source_item(dataset.sources[args.source])
    if args.format in ("chicago", "apa"):
        rendered = render_all([item], styles=(args.format,))[args.format][item["id"]]
        print(rendered.entry_text or f"(cited in the text only) {rendered.intext_text}")
    elif args.format == "bibtex":
        print(bibtex.to_bibtex(item), end="")
    elif args.format == "ris":
        print(ris.to_ris(item), end="")
    else:
        print(json.dumps([item], ensure_ascii=False, indent=2))
    return 0
