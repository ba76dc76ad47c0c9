"""Builds are atomic: ``stichwort build`` (what ``make site`` runs) swaps a complete site in or
leaves the previous one as it was — after a failure, after ``kill -9`` in the middle of the
build, and when two builds into one folder are started together."""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, PLAIN_ENV, site_config


def _snapshot(site: Path) -> dict[str, str]:
    return {str(p.relative_to(site)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(site.rglob("*")) if p.is_file()}


def _build(root: Path, site: Path, **kwargs) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "generator", "build", "--root", str(root), "--site-dir", str(site)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=PLAIN_ENV, cwd=root, **kwargs)


def _layout(snapshot: dict[str, str]) -> tuple[set[str], dict[str, int]]:
    """The pages and assets of a site; of Pagefind's content-hashed files (whose names change
    whenever a page's text does) the folders, and the number of fragments (one per page)."""
    fixed = {name for name in snapshot if not re.search(r"^pagefind/.*_[0-9a-f]{7,}\.pf_", name)}
    hashed = snapshot.keys() - fixed
    folders = {name.rsplit("/", 1)[0] for name in hashed}
    return fixed, {folder: (sum(1 for name in hashed if name.startswith(folder + "/"))
                            if folder == "pagefind/fragment" else 1) for folder in folders}


def _leftovers(site: Path) -> list[str]:
    return sorted(p.name for p in site.parent.iterdir() if p.name.startswith(f".{site.name}.") and p.is_dir())


@pytest.fixture
def data(tmp_path) -> Path:
    root = tmp_path / "data"
    shutil.copytree(FIXTURES / "minimal", root)
    site_config(root)
    return root


@pytest.fixture
def built(data) -> tuple[Path, Path, dict]:
    """A first, complete build and what it holds."""
    site = data.parent / "out" / "site"
    proc = _build(data, site)
    out, _ = proc.communicate(timeout=300)
    assert proc.returncode == 0, out
    snapshot = _snapshot(site)
    assert "index.html" in snapshot and len(snapshot) > 50
    return data, site, snapshot


@pytest.mark.build
def test_a_failed_build_leaves_the_previous_site(built):
    data, site, before = built
    (data / "sources/demo-1811.yaml").write_text("id: [\n", encoding="utf-8")
    proc = _build(data, site)
    out, _ = proc.communicate(timeout=300)
    assert proc.returncode != 0
    assert "left as it was" in out
    assert _snapshot(site) == before
    assert _leftovers(site) == []


@pytest.mark.build
def test_kill_9_in_the_middle_of_a_build_leaves_the_previous_site(built):
    data, site, before = built
    staging = site.with_name(f".{site.name}.staging")
    proc = _build(data, site, start_new_session=True)
    deadline = time.monotonic() + 300
    # Wait until MkDocs has written part of the new site into the staging folder.
    while not (staging.is_dir() and sum(1 for _ in staging.rglob("*.html")) >= 3):
        assert proc.poll() is None, "the build ended before it could be interrupted"
        assert time.monotonic() < deadline
        time.sleep(0.01)
    assert proc.poll() is None
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(timeout=60)
    assert proc.returncode == -signal.SIGKILL
    assert _snapshot(site) == before, "the interrupted build changed the site"
    # The next build clears what the killed one left, and completes.
    again = _build(data, site)
    out, _ = again.communicate(timeout=300)
    assert again.returncode == 0, out
    assert _layout(_snapshot(site)) == _layout(before)
    assert _leftovers(site) == []


@pytest.mark.build
def test_two_builds_started_together_do_not_interleave(built):
    data, site, before = built
    (data / "gamedata/demo-game/game.yaml").write_text(
        (data / "gamedata/demo-game/game.yaml").read_text(encoding="utf-8").replace(
            "A game used by the tests.", "A game used by the tests, built twice at once."), encoding="utf-8")
    first, second = _build(data, site), _build(data, site)
    outputs = [p.communicate(timeout=600)[0] for p in (first, second)]
    assert [first.returncode, second.returncode] == [0, 0], outputs
    after = _snapshot(site)
    assert _layout(after) == _layout(before), "a build left a partial site"
    assert "built twice at once" in (site / "games/demo-game/index.html").read_text(encoding="utf-8")
    assert _leftovers(site) == []
