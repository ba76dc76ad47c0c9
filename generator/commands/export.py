"""Write the release bundle (JSON, a CLDF StructureDataset of CSV tables with its metadata, BibTeX, CSL-JSON, licence, CITATION.cff, zip) to a folder.

The same files are built with the site under site/downloads/.
"""
from __future__ import annotations

import argparse
from pathlib import Path

from generator.cite.edition import current_edition
from generator.export.bundle import release_files
from generator.model import ValidationFailed, load_dataset


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--root", type=Path, default=Path("."), help="dataset root (holds sources/ and gamedata/)")
    parser.add_argument("--out", type=Path, required=True, help="folder to write the files into (created if needed)")


def run(args) -> int:
    try:
        dataset = load_dataset(args.root)
    except ValidationFailed as exc:
        print(exc)
        return 1
    edition = current_edition(args.root)
    files = release_files(dataset, edition)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (args.out / name).write_bytes(data)
    print(f"wrote {len(files)} files of edition {edition.id} to {args.out}")
    return 0
