"""Command line: ``python -m generator <command> ...``.

Each module in ``generator/commands/`` is one command. It exposes ``register(parser)`` and
``run(args) -> int``; its docstring is the help text. ``python -m benchmarks`` runs the
measurement commands of ``benchmarks/commands/`` the same way.
"""
from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from generator import commands


def command_modules(package):
    """``(command name, module)`` for every public module of a commands package."""
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if not info.name.startswith("_"):
            yield info.name.replace("_", "-"), importlib.import_module(f"{package.__name__}.{info.name}")


def main(argv: list[str] | None = None, package=commands, prog: str = "python -m generator",
         description: str | None = None) -> int:
    """Parse ``argv`` and run one command of ``package``; return its exit code."""
    parser = argparse.ArgumentParser(prog=prog, description=description or __doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, module in command_modules(package):
        doc = (module.__doc__ or "").strip()
        cmd = sub.add_parser(name, help=doc.splitlines()[0] if doc else None, description=doc,
                             formatter_class=argparse.RawDescriptionHelpFormatter)
        module.register(cmd)
        cmd.set_defaults(_run=module.run)
    args = parser.parse_args(argv)
    return int(args._run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
