"""Command line: ``python -m generator <command> ...``, installed as ``stichwort <command> ...``.

Each module in ``generator/commands/`` is one command. It exposes ``register(parser)`` and
``run(args) -> int``; its docstring is the help text. A command that reads the dataset has a
``--root DIR`` option; without it, the dataset is found by looking upward from the current
directory (``generator/root.py``), so every command works from any folder inside the dataset.
``python -m benchmarks`` runs the measurement commands of ``benchmarks/commands/`` the same way.
"""
from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from pathlib import Path

from generator import commands
from generator.root import RootNotFound, find_root

DESCRIPTION = "Stichwort: check, export, cite and publish the dataset, and play its rulesets."
ROOT_HELP = ("the dataset: --root DIR, or else the nearest folder at or above the current one "
             "that holds gamedata/ and sources/")


def command_modules(package):
    """``(command name, module)`` for every public module of a commands package."""
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if not info.name.startswith("_"):
            yield info.name.replace("_", "-"), importlib.import_module(f"{package.__name__}.{info.name}")


def _parser(package, prog: str, description: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog, description=description, epilog=ROOT_HELP)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, module in command_modules(package):
        doc = (module.__doc__ or "").strip()
        cmd = sub.add_parser(name, help=doc.splitlines()[0] if doc else None, description=doc, epilog=ROOT_HELP,
                             formatter_class=argparse.RawDescriptionHelpFormatter)
        module.register(cmd)
        if cmd.get_default("root") is not None:
            # None means "not given": found by looking upward from the current directory.
            cmd.set_defaults(root=None)
        cmd.set_defaults(_run=module.run, _parser=cmd)
    return parser


def main(argv: list[str] | None = None, package=commands, prog: str = "python -m generator",
         description: str = DESCRIPTION) -> int:
    """Parse ``argv`` and run one command of ``package``; return its exit code."""
    args = _parser(package, prog, description).parse_args(argv)
    if getattr(args, "root", False) is None:
        try:
            args.root = find_root(Path.cwd())
        except RootNotFound as exc:
            args._parser.error(str(exc))
    return int(args._run(args) or 0)


def stichwort() -> int:
    """The ``stichwort`` console script (``[project.scripts]`` in pyproject.toml)."""
    return main(prog="stichwort")


if __name__ == "__main__":
    sys.exit(main())
