"""Write the whole site as a Markdown tree (for inspection, diffing or another static-site engine).

The folder gets every page (generated from the data, and the hand-written ones of ``docs/`` with
their "Cite this page" blocks), the files the pages link to (downloads, card pictures) and the
rest of ``docs/`` (stylesheets, scripts, theme overrides) — everything the MkDocs hook would add.
The tree builds with plain MkDocs and no hook: the project's ``mkdocs.yml`` without its
``hooks:``, with ``docs_dir`` and the theme's ``custom_dir`` pointing into the tree and the edition
(``extra: edition``, which the footer shows) given; ``tests/site/test_pages_tree.py`` does so.
"""
from __future__ import annotations

import argparse
import shutil
from pathlib import Path

from generator import staging
from generator.examples import ExamplesFailed
from generator.model import ValidationFailed, load_dataset
from generator.site.build import DOCS, SiteError, build_site


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--root", type=Path, default=Path("."), help="dataset root (holds sources/ and gamedata/)")
    parser.add_argument("--out", type=Path, required=True, help="folder to write the tree into (replaced)")


def write_tree(site, docs: Path, staging: Path) -> None:
    """The site's pages and assets, and the other files of ``docs``, under ``staging``."""
    if docs.is_dir():
        for path in sorted(docs.rglob("*")):
            if path.is_file() and path.suffix != ".md":
                target = staging / path.relative_to(docs)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, target)
    for page in site.pages:
        target = staging / page.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(page.markdown + "\n", encoding="utf-8")
    for path, data in site.assets.items():
        target = staging / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


def run(args) -> int:
    try:
        dataset = load_dataset(args.root)
        site = build_site(dataset)
    except (ValidationFailed, ExamplesFailed, SiteError) as exc:
        print(exc)
        return 1
    # Written into a staging folder beside the target and swapped in: never a half-written result.
    out = args.out.resolve()
    with staging.staged(out) as folder:
        write_tree(site, Path(dataset.root) / DOCS, folder)
    print(f"wrote {len(site.pages)} pages and {len(site.assets)} other files to {out}")
    return 0
