"""Write the generated Markdown pages to a folder (for inspection, diffing or another static-site engine)."""
from __future__ import annotations

import argparse
import shutil
import tempfile
from pathlib import Path

from generator.model import ValidationFailed, load_dataset
from generator.site.build import build_pages


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--root", type=Path, default=Path("."), help="dataset root (holds sources/ and gamedata/)")
    parser.add_argument("--out", type=Path, required=True, help="folder to write the pages into (replaced)")


def run(args) -> int:
    try:
        dataset = load_dataset(args.root)
    except ValidationFailed as exc:
        print(exc)
        return 1
    pages = build_pages(dataset)
    # Write into a fresh folder beside the target, then swap: never a half-written result.
    out = args.out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".pages-", dir=out.parent))
    for page in pages:
        target = staging / page.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(page.markdown + "\n", encoding="utf-8")
    if out.exists():
        shutil.rmtree(out)
    staging.rename(out)
    print(f"wrote {len(pages)} pages to {out}")
    return 0
