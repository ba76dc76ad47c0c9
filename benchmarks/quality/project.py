"""A buildable MkDocs project around any dataset folder: the repository's docs/ and mkdocs.yml.

Used by the build benchmark for synthetic datasets (the tests have their own helper,
``tests.conftest.site_config``). Hook paths become absolute; navigation entries whose page the
dataset does not produce are dropped, so that a small dataset builds with ``--strict``.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
_NAV_ENTRY = re.compile(r"^(\s*)-\s+(?:(.+?):\s+)?([^\s:]+\.md)\s*$")
_NAV_SECTION = re.compile(r"^(\s*)-\s+(.+?):\s*$")


def mkdocs_env(**extra: str) -> dict:
    """Environment for a ``mkdocs build`` subprocess: the repository importable, MkDocs 2 notices off."""
    # The project's own cache folder, which a timed cold build clears (not one a caller names).
    env = {k: v for k, v in os.environ.items() if k != "STICHWORT_CACHE"}
    env.update({"PYTHONPATH": str(REPO), "NO_MKDOCS_2_WARNING": "1", "DISABLE_MKDOCS_2_WARNING": "true"})
    env.update(extra)
    return env


def _filter_nav(lines: list[str], exists) -> list[str]:
    kept: list[str] = []
    for line in lines:
        match = _NAV_ENTRY.match(line)
        if match and not exists(match.group(3)):
            continue
        kept.append(line)
    # Drop section headers left without children (a section with no pages is a config error).
    out: list[str] = []
    for index, line in enumerate(kept):
        section = _NAV_SECTION.match(line)
        if section and not _NAV_ENTRY.match(line):
            following = kept[index + 1] if index + 1 < len(kept) else ""
            if len(following) - len(following.lstrip()) <= len(section.group(1)):
                continue
        out.append(line)
    return out


def write_project(project: Path, page_paths: set[str], extra_hooks: tuple[Path, ...] = ()) -> Path:
    """Copy docs/ into ``project`` (which holds sources/ and gamedata/) and write its mkdocs.yml.

    ``extra_hooks`` are listed before the site's own hooks."""
    project = Path(project)
    if not (project / "docs").exists():
        shutil.copytree(REPO / "docs", project / "docs")
    docs = {str(p.relative_to(project / "docs")) for p in (project / "docs").rglob("*.md")}
    exists = lambda path: path in docs or path in page_paths  # noqa: E731
    lines = (REPO / "mkdocs.yml").read_text(encoding="utf-8").splitlines()
    out, section = [], None
    nav_start = None
    for line in lines:
        if re.match(r"^[A-Za-z_]+:", line):
            section = line.split(":")[0]
            if section == "nav":
                nav_start = len(out)
        if section == "hooks" and line.startswith("hooks:"):
            out.append(line)
            out.extend(f"  - {hook}" for hook in extra_hooks)
            continue
        if section == "hooks":
            line = re.sub(r"^(\s*-\s+)(\S+\.py)\s*$", lambda m: m.group(1) + str(REPO / m.group(2)), line)
        if section == "watch" and re.match(r"^\s*-\s+", line) and not (project / line.split("-", 1)[1].strip()).exists():
            continue
        out.append(line)
    if nav_start is not None:
        end = next((i for i in range(nav_start + 1, len(out)) if re.match(r"^[A-Za-z_]+:", out[i])), len(out))
        out[nav_start + 1:end] = _filter_nav(out[nav_start + 1:end], exists)
    config = project / "mkdocs.yml"
    config.write_text("\n".join(out) + "\n", encoding="utf-8")
    return config


def mkdocs_build(config: Path, site: Path, *extra: str, env: dict | None = None) -> subprocess.CompletedProcess:
    """``mkdocs build --strict`` of ``config`` into ``site``, in a subprocess, as ``make site`` runs it."""
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config), "--site-dir", str(site), *extra],
                          capture_output=True, text=True, env=env or mkdocs_env(), cwd=REPO)
