"""Build the site with MkDocs (strict) into a folder, atomically: what ``make site`` runs.

The build is MkDocs' own ``mkdocs build --strict``, run in this process into a staging folder
beside the site folder; only when it succeeds is the staging folder swapped in by rename
(``generator/staging.py``). An interrupted or failed build leaves the previous site as it was,
and two builds into one folder run one after the other (a lock), never interleaved.
"""
from __future__ import annotations

import argparse
from pathlib import Path

import click

from generator import staging


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--root", type=Path, default=Path("."), help="the repository (holds mkdocs.yml, sources/ and gamedata/)")
    parser.add_argument("-f", "--config-file", type=Path, default=None, help="the MkDocs configuration (default: ROOT/mkdocs.yml)")
    parser.add_argument("-d", "--site-dir", type=Path, default=None, help="the folder to build into (default: ROOT/site)")


def mkdocs_build(config: Path, site_dir: Path) -> int:
    """``mkdocs build --strict -f CONFIG --site-dir SITE_DIR`` in this process; its exit code."""
    from mkdocs.__main__ import cli
    try:
        cli.main(["build", "--strict", "--config-file", str(config), "--site-dir", str(site_dir)],
                 prog_name="mkdocs", standalone_mode=False)
    except click.ClickException as exc:
        exc.show()
        return exc.exit_code or 1
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 1
    return 0


def run(args) -> int:
    root = Path(args.root)
    config = args.config_file or root / "mkdocs.yml"
    target = args.site_dir or root / "site"
    code = 1
    try:
        with staging.staged(target) as folder:
            code = mkdocs_build(config, folder)
            if code:
                raise _Failed()
    except _Failed:
        print(f"the build failed; {target} is left as it was")
        return code
    print(f"built the site into {target}")
    return 0


class _Failed(Exception):
    """The build failed: leave the target as it was."""
