"""The edition of the dataset: a date-based id taken from the data's history, never the clock.

``2026.11.29`` is the day of the newest commit that touched ``gamedata/`` or ``sources/``
(``git log -1 --format=%cs``). Outside a git checkout (or with no such commit) the value of
the environment variable ``STICHWORT_EDITION`` is used (``2026.11.29`` or ``2026-11-29``);
without either the edition is ``unreleased`` and has no date. Two builds of the same commit
therefore cite the same edition.
"""
from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

ENV_VAR = "STICHWORT_EDITION"
UNRELEASED = "unreleased"
_DAY = re.compile(r"^([0-9]{4})[.-]([0-9]{2})[.-]([0-9]{2})$")


@dataclass(frozen=True)
class Edition:
    """``id`` as shown (``2026.11.29``); ``date`` as ISO day (``2026-11-29``) or None."""

    id: str
    date: str | None

    @property
    def date_parts(self) -> list[int] | None:
        return [int(p) for p in self.date.split("-")] if self.date else None

    @classmethod
    def from_text(cls, text: str) -> "Edition":
        m = _DAY.match(text.strip())
        if not m:
            raise ValueError(f"{text!r} is not an edition date (YYYY.MM.DD or YYYY-MM-DD)")
        year, month, day = m.groups()
        return cls(f"{year}.{month}.{day}", f"{year}-{month}-{day}")


def _git_day(root: Path) -> str | None:
    try:
        result = subprocess.run(["git", "log", "-1", "--format=%cs", "--", "gamedata", "sources"],
                                cwd=root, capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return None
    day = result.stdout.strip()
    return day if result.returncode == 0 and _DAY.match(day) else None


def current_edition(root: Path | str) -> Edition:
    """The edition of the dataset under ``root`` (see the module docstring)."""
    day = _git_day(Path(root))
    if day:
        return Edition.from_text(day)
    env = os.environ.get(ENV_VAR, "").strip()
    if env:
        return Edition.from_text(env)
    return Edition(UNRELEASED, None)


#: The one setting of the published address (mkdocs.yml reads it: ``site_url: !ENV STICHWORT_SITE_URL``).
SITE_URL_VAR = "STICHWORT_SITE_URL"
#: The base of the permalinks when no address is set: relative to the site's root, naming no host.
NO_SITE_URL = "/"


def site_url(root: Path | str) -> str:
    """The base of every permalink: ``site_url`` of the repository's mkdocs.yml, read as text and
    resolved the way MkDocs does (``!ENV [VAR, 'default']`` or ``!ENV VAR``), with a trailing
    slash; ``/`` when it names no address, so that a build without STICHWORT_SITE_URL gives
    root-relative permalinks rather than a made-up host."""
    config = Path(root) / "mkdocs.yml"
    value = None
    if config.exists():
        m = re.search(r"^site_url:\s*(.+?)\s*(?:#.*)?$", config.read_text(encoding="utf-8"), re.M)
        if m:
            value = m.group(1)
    env = re.match(r"^!ENV\s*\[?\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:,\s*['\"]?([^'\"\]]*)['\"]?)?\s*\]?$", value or "")
    if env:
        value = os.environ.get(env.group(1), "").strip() or env.group(2)
    elif value:
        value = value.strip("'\"")
    if not value or value in ("null", "~"):
        return NO_SITE_URL
    return value.rstrip("/") + "/"
