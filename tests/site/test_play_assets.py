"""The player's files: the engine zip is the package's own engine, the same bytes for the same
files; each playable ruleset's JSON gives back its Params; each worked example's opening plays
that example's hand; a build without Pyodide fails naming the command to run."""
from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest

import generator
from generator.bridge import params_for
from generator.engine import Params
from generator.engine.table import Table
from generator.site import play_assets
from generator.site.context import Context

ENGINE = Path(generator.__file__).parent / "engine"


@pytest.fixture(scope="module")
def ctx(dataset):
    return Context(dataset)


def test_the_engine_zip_is_the_packages_engine_and_reproducible():
    data = play_assets.engine_zip()
    assert data == play_assets.engine_zip()
    names = zipfile.ZipFile(io.BytesIO(data)).namelist()
    expected = sorted(f"generator/{p.relative_to(ENGINE.parent).as_posix()}" for p in ENGINE.rglob("*.py"))
    assert names == ["generator/__init__.py", *expected]
    assert "generator/engine/table.py" in names and not [n for n in names if "__pycache__" in n or "site/" in n]
    archive = zipfile.ZipFile(io.BytesIO(data))
    assert archive.read("generator/engine/table.py") == (ENGINE / "table.py").read_bytes()


def test_a_rulesets_json_gives_back_its_params_and_citations(ctx, dataset):
    data = json.loads(play_assets.ruleset_json(ctx, "bester-bube-1853"))
    params = Params.from_json(json.dumps(data["params"]))
    assert params.to_json() == params_for(dataset, "bester-bube-1853").to_json()
    assert data["players"] == [3, 4, 5, 6]
    cite = data["citations"]["bester-bube-1853#follow-suit"]
    assert cite["cite"] == "von Alvensleben 1853"
    assert cite["href"].startswith("../../rulesets/bester-bube-1853/#")


def test_every_example_opening_replays_the_example(ctx):
    runs = [run for runs in ctx.example_runs_by_ruleset.values() for run in runs]
    assert len(runs) >= 60
    for run in runs:
        data = json.loads(play_assets.example_json(ctx, run))
        actions = [r.text for r in run.transcript.steps if r.kind == "action"]
        link = play_assets.example_link("games/x/examples/y.md", run.loaded, 0, actions).split("?", 1)[1]
        table = Table.from_link(link, None, lambda _: (Params.from_json(json.dumps(data["params"])), data["opening"]))
        played = [str(a) for _, a in table.st.history]
        assert played[: len(actions)] == actions, run.loaded.id


def test_a_build_without_pyodide_names_the_command(tmp_path, monkeypatch):
    monkeypatch.setattr(play_assets, "pyodide_folder", lambda root: tmp_path / "node_modules" / "pyodide")
    with pytest.raises(play_assets.PyodideMissing, match="run `npm ci`"):
        play_assets.vendor_pyodide(tmp_path, tmp_path / "site")


def test_pyodide_is_copied_from_node_modules(tmp_path):
    folder = play_assets.pyodide_folder(Path("."))
    assert (folder / "pyodide.asm.wasm").is_file(), "run `npm ci` (make test does)"
    play_assets.vendor_pyodide(Path("."), tmp_path)
    assert sorted(p.name for p in (tmp_path / "assets" / "pyodide").iterdir()) == sorted(play_assets.PYODIDE_FILES)
