"""Write the whole site as a Markdown tree (for inspection, diffing or another static-site engine).

The folder gets every page (generated from the data, and the hand-written ones of ``docs/`` with
their "Cite this page" blocks), the files the pages link to (downloads, card pictures) and the
rest of ``docs/`` (stylesheets, scripts, theme overrides) — everything the MkDocs hook would add.
The tree builds with plain MkDocs and no hook: ``--config FILE`` writes that configuration — the
project's ``mkdocs.yml`` without its ``hooks:`` and ``watch:``, with ``docs_dir`` and the theme's
``custom_dir`` pointing into the tree, the edition (``extra: edition``, which the footer shows)
given, and the navigation with the data's pages listed, as the hook lists them
(``generator/site/nav.py``); ``tests/site/test_pages_tree.py`` builds with it.
"""
from __future__ import annotations

import argparse
import re
import shutil
from pathlib import Path

import yaml

from generator import staging
from generator.examples import ExamplesFailed
from generator.model import ValidationFailed, load_dataset
from generator.cite.edition import current_edition
from generator.site import nav
from generator.site.build import DOCS, SiteError, build_site


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--root", type=Path, default=Path("."), help="dataset root (holds sources/ and gamedata/)")
    parser.add_argument("--out", type=Path, required=True, help="folder to write the tree into (replaced)")
    parser.add_argument("--config", type=Path, default=None,
                        help="also write an mkdocs.yml that builds the tree with plain MkDocs, without the hook")


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
    if args.config is not None:
        project = (Path(dataset.root) / "mkdocs.yml").read_text(encoding="utf-8")
        args.config.write_text(tree_config(project, out, current_edition(dataset.root).id, site), encoding="utf-8")
        print(f"wrote {args.config}: mkdocs build -f {args.config} builds the tree without the hook")
    return 0


def tree_config(project: str, tree: Path, edition: str, site) -> str:
    """The project's configuration (``mkdocs.yml``'s text) for the tree at ``tree``: no hooks, no
    watched folders, the theme's overrides and the pages in the tree, the edition given, and the
    navigation filled from the data (the navigation is the file's last entry)."""
    text = re.sub(r"^hooks:\n(?:  - .*\n)+", "", project, flags=re.M)
    text = re.sub(r"^watch:\n(?:  - .*\n)+", "", text, flags=re.M)
    text = text.replace("custom_dir: docs/overrides", f"custom_dir: {tree / 'overrides'}")
    head, found, _ = text.partition("\nnav:\n")
    if found:
        configured = yaml.safe_load(text[len(head):])["nav"]
        text = head + "\n" + yaml.safe_dump({"nav": nav.filled(configured, site)}, allow_unicode=True, sort_keys=False)
    return text + f"\ndocs_dir: {tree}\nextra:\n  edition: {edition}\n"
