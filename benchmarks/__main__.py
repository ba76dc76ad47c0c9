"""Measurement commands: ``python -m benchmarks <command> ...`` (bench, buildbench, lighthouse, search)."""
from __future__ import annotations

import sys

from benchmarks import commands
from generator.__main__ import main as _main


def main(argv: list[str] | None = None) -> int:
    """Parse ``argv`` and run one measurement command; return its exit code."""
    return _main(argv, commands, "python -m benchmarks", __doc__.splitlines()[0])


if __name__ == "__main__":
    sys.exit(main())
