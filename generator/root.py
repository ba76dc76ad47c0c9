"""Where the dataset is: the folder that holds ``gamedata/`` and ``sources/``.

Commands take ``--root DIR``; without it they use the nearest folder at or above the current
directory that holds both, so ``stichwort validate`` works from anywhere inside the dataset.
"""
from __future__ import annotations

from pathlib import Path

#: The folders that make a folder a dataset root.
MARKERS = ("gamedata", "sources")


class RootNotFound(LookupError):
    """No dataset root at or above the starting folder."""

    def __init__(self, start: Path):
        self.start = start
        super().__init__(
            f"no dataset found in {start} or any folder above it (a dataset root holds "
            f"{' and '.join(m + '/' for m in MARKERS)}); run the command inside the dataset, "
            "or name it with --root DIR")


def is_root(folder: Path) -> bool:
    return all((folder / marker).is_dir() for marker in MARKERS)


def find_root(start: Path | str) -> Path:
    """The nearest folder at or above ``start`` that holds ``gamedata/`` and ``sources/``."""
    start = Path(start).resolve()
    for folder in (start, *start.parents):
        if is_root(folder):
            return folder
    raise RootNotFound(start)
