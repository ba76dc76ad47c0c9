"""Shared fixtures: the real dataset, a small valid one to break on purpose, and builds."""
from __future__ import annotations

import contextlib
import fcntl
import functools
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
# Every build of the session, in this process or another, of the real dataset or of a copy of a
# fixture, shares one cache folder: its entries are named by the hash of what they are made
# from, so a copy's citations rendered once are never rendered again (the tests of the cache
# give their own folder).
os.environ.setdefault("STICHWORT_CACHE", str(REPO / ".cache" / "stichwort"))
MKDOCS_ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "DISABLE_MKDOCS_2_WARNING": "true", "PYTHONPATH": str(REPO)}
#: The environment of a user who followed the README's set-up: the project is installed in the
#: venv (make), nothing is put on PYTHONPATH.
PLAIN_ENV = {k: v for k, v in MKDOCS_ENV.items() if k != "PYTHONPATH"}
#: The venv's own scripts (``mkdocs``, ``stichwort``), next to the interpreter running the tests.
VENV_BIN = Path(sys.executable).parent


@functools.cache
def real_dataset():
    """The real dataset, loaded once per test process (also while the tests are collected:
    the lists of games and rulesets that tests are parametrized over come from it)."""
    from generator.model import load_dataset
    return load_dataset(REPO)


@functools.cache
def playable_rulesets() -> tuple[str, ...]:
    """Every ruleset of the dataset that the engine plays as recorded, by id."""
    from generator.bridge import playable
    ds = real_dataset()
    return tuple(rid for rid in sorted(ds.rulesets) if playable(ds, rid))


@functools.cache
def unplayable_rulesets() -> tuple[str, ...]:
    """Every ruleset of a game the engine has a module for that it cannot play as recorded."""
    from generator.engine.registry import games
    ds = real_dataset()
    engine = set(games())
    return tuple(rid for rid in sorted(ds.rulesets)
                 if rid not in playable_rulesets() and (ds.games[ds.rulesets[rid].game].engine or ds.rulesets[rid].game) in engine)


@functools.cache
def games_in_full() -> tuple[str, ...]:
    """The ids of the games documented in full (``scope: full``), by name."""
    ds = real_dataset()
    return tuple(g.id for g in sorted(ds.games.values(), key=lambda g: g.name) if g.scope == "full")


#: Fixtures that build a site with MkDocs or install the package: a test that uses one is a
#: ``build`` test, left out of the fast loop (``make test-fast``).
BUILDING = {"built_site", "variants_site", "addressed_site", "wheel", "installed", "browser_site"}


def pytest_collection_modifyitems(config, items):
    for item in items:
        if BUILDING & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.build)


@pytest.fixture(scope="session")
def dataset():
    """The real dataset of the repository."""
    return real_dataset()


@pytest.fixture(scope="session")
def example_runs(dataset):
    """``(runs, problems)``: every shipped example run against the engine, once per session."""
    from generator.examples import run_examples
    return run_examples(dataset)


@pytest.fixture(scope="session")
def real_site(dataset, example_runs):
    """``(ctx, site)``: the real dataset's ``Site``, generated once per session in this process
    (with the session's example runs; its context keeps them)."""
    from generator.site.build import build_site
    from generator.site.context import Context
    runs, problems = example_runs
    assert not problems, "\n".join(map(str, problems))
    ctx = Context(dataset, example_runs=sorted(runs, key=lambda r: (r.loaded.game, r.loaded.example.ruleset, r.id)))
    return ctx, build_site(dataset, ctx)


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


@contextlib.contextmanager
def shared(tmp_path_factory, name: str):
    """A folder every process of the session shares (the workers of ``pytest -n``), held by one
    of them at a time: ``(folder, done)``, ``done`` the file that says it has been made."""
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # the workers' temporary folders lie side by side in the session's
    folder = base / name
    folder.parent.mkdir(parents=True, exist_ok=True)
    with open(base / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield folder, base / f"{name}.done"
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> Path:
    """The real site, built once per test session with ``mkdocs build --strict`` (by the first
    worker that needs it, when the session runs on several)."""
    with shared(tmp_path_factory, "built-site") as (folder, done):
        site = folder / "site"
        if not done.exists():
            result = run_mkdocs(REPO / "mkdocs.yml", site)
            assert result.returncode == 0, result.stdout + result.stderr
            assert "WARNING" not in result.stderr, result.stderr
            done.write_text("built\n", encoding="utf-8")
    return site
