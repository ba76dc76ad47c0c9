"""The build's on-disk cache folder: ``.cache/stichwort/`` under the dataset's root (ignored by git).

What is kept there is content-addressed (a file is named by the hash of everything its content
is made from), so a stale entry is never read: a change makes a new name. Deleting the folder is
always safe; it only makes the next build slower. ``STICHWORT_CACHE`` names another folder, or
``off`` to build without one (the benchmark's cold builds delete it instead).
"""
from __future__ import annotations

import os
from pathlib import Path

#: The folder under the dataset's root.
FOLDER = Path(".cache") / "stichwort"


def cache_dir(root: Path) -> Path | None:
    """The cache folder of a build of the dataset at ``root``, or None when caching is off."""
    setting = os.environ.get("STICHWORT_CACHE", "").strip()
    if setting.lower() == "off":
        return None
    return Path(setting) if setting else Path(root) / FOLDER
