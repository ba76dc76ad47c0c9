"""Shared fixtures: the real dataset, a small valid one to break on purpose, and builds."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).parent / "fixtures"
# The tests build without a published address, whatever the shell says; the tests of the
# setting (tests/package/test_site_url.py) set it where they need it.
os.environ.pop("STICHWORT_SITE_URL", None)
MKDOCS_ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "DISABLE_MKDOCS_2_WARNING": "true", "PYTHONPATH": str(REPO)}
#: The environment of a user who followed the README's set-up: the project is installed in the
#: venv (make), nothing is put on PYTHONPATH.
PLAIN_ENV = {k: v for k, v in MKDOCS_ENV.items() if k != "PYTHONPATH"}
#: The venv's own scripts (``mkdocs``, ``stichwort``), next to the interpreter running the tests.
VENV_BIN = Path(sys.executable).parent


@pytest.fixture(scope="session")
def dataset():
    """The real dataset of the repository."""
    from generator.model import load_dataset
    return load_dataset(REPO)


@pytest.fixture
def minimal_root(tmp_path) -> Path:
    """A writable copy of tests/fixtures/minimal (small and valid)."""
    root = tmp_path / "data"
    shutil.copytree(FIXTURES / "minimal", root)
    return root


def site_config(root: Path, nav: bool = False) -> Path:
    """Write an mkdocs.yml for a dataset copied to ``root`` (with the repository's docs/)."""
    if not (root / "docs").exists():
        shutil.copytree(REPO / "docs", root / "docs")
    text = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
    text = text.replace("generator/site/mkdocs_hook.py", str(REPO / "generator/site/mkdocs_hook.py"))
    text = text.replace("  - generator\n", "")
    if not nav:
        text = text.split("\nnav:")[0] + "\n"
    (root / "mkdocs.yml").write_text(text, encoding="utf-8")
    return root / "mkdocs.yml"


def run_mkdocs(config: Path, site_dir: Path, *extra: str) -> subprocess.CompletedProcess:
    """The plain ``mkdocs build --strict -f CONFIG`` in a subprocess, as ``make site`` runs it, from
    a folder outside the repository and with nothing on PYTHONPATH (the hook imports the
    installed package)."""
    site_dir.parent.mkdir(parents=True, exist_ok=True)
    return subprocess.run([str(VENV_BIN / "mkdocs"), "build", "--strict", "-f", str(config), "--site-dir", str(site_dir), *extra],
                          capture_output=True, text=True, env=PLAIN_ENV, cwd=site_dir.parent)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Path:
    """The real site, built once per test session with ``mkdocs build --strict``."""
    site = tmp_path_factory.mktemp("site") / "site"
    result = run_mkdocs(REPO / "mkdocs.yml", site)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "WARNING" not in result.stderr, result.stderr
    return site
