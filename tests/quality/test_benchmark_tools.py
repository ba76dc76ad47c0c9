"""The build benchmark's tools: synthetic datasets stay valid, the command prints its figures."""
from __future__ import annotations

import json

import pytest

from benchmarks.__main__ import main
from generator.model import load_dataset
from benchmarks.quality.weight import page_weight
from benchmarks.synthetic import scale_dataset
from tests.conftest import FIXTURES, REPO


def test_a_synthetic_dataset_is_valid_and_n_times_larger(tmp_path):
    original = load_dataset(FIXTURES / "minimal")
    scaled = load_dataset(scale_dataset(FIXTURES / "minimal", tmp_path / "x3", 3))
    for kind in ("sources", "games", "names", "events", "relations", "conflicts", "rulesets", "glossary"):
        assert len(getattr(scaled, kind)) == 3 * len(getattr(original, kind)), kind
    assert len(scaled.regions) == len(original.regions) and len(scaled.languages) == len(original.languages)
    # Each copy references its own records; text and values are untouched.
    variation = scaled.rulesets["demo-variation-x2"]
    assert (variation.game, variation.source, variation.inherits.ruleset) == ("demo-game-x2", "demo-1811-x2", "demo-1811-x2")
    assert variation.summary == original.rulesets["demo-variation"].summary
    assert scaled.conflicts["demo-players-x1"].about == ["demo-1811-x1#players"]
    assert scaled.names["demo-x1"].name == "Demo" and scaled.names["demo-x1"].regions == ["leipzig"]


@pytest.mark.build
def test_a_synthetic_copy_keeps_the_real_dataset_valid(tmp_path):
    """The real dataset, doubled (the benchmark's 10x and 100x are the same code), examples included."""
    from generator.examples import run_examples
    root = scale_dataset(REPO, tmp_path / "x2", 2)
    scaled, real = load_dataset(root), load_dataset(REPO)
    assert len(scaled.rulesets) == 2 * len(real.rulesets)
    assert sum(len(r.rules) for r in scaled.rulesets.values()) == 2 * sum(len(r.rules) for r in real.rulesets.values())
    runs, problems = run_examples(scaled)
    real_runs, _ = run_examples(real)
    assert not problems, "\n".join(map(str, problems[:10]))
    assert len(runs) == 2 * len(real_runs)
    # a clone is played by its original's engine module, named in its game record
    assert scaled.games["bester-bube-x1"].engine == "bester-bube" and real.games["bester-bube"].engine is None


@pytest.mark.build
def test_buildbench_runs_at_1x_and_prints_the_figures(capsys):
    assert main(["buildbench", "--root", str(FIXTURES / "minimal"), "--scales", "1", "--repeat", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    row = report["scales"][0]
    # timed twice, the fastest run reported (runs are rounded to 10 ms)
    assert len(row["build_runs_s"]) == 2 and abs(row["build_s"] - min(row["build_runs_s"])) <= 0.01
    for key in ("records", "generated_pages", "html_pages", "generate_s", "build_s", "generator_share", "game_page_gzip_kb"):
        assert row[key] is not None, key
    assert row["scale"] == 1 and row["generated_pages"] >= 10 and row["game_page"] == "games/demo-game/index.html"
    assert 0 < row["generator_share"] < 1
    assert {"build_at_1x_s", "generator_share", "game_page_gzip_kb"} <= set(report["targets"])
    assert report["calibration"]["before_s"] > 0 and report["calibration"]["after_s"] > 0


def test_page_weight_counts_what_the_browser_fetches(tmp_path):
    site = tmp_path / "site"
    (site / "css").mkdir(parents=True)
    (site / "search").mkdir()
    (site / "index.html").write_text('<link rel="stylesheet" href="css/a.css"><link rel="canonical" href="https://x.org/">'
                                     '<script id="__config" type="application/json">{"search": "w.js"}</script>'
                                     '<div data-md-component="search"></div>'
                                     '<img src="p.png" alt="p"><a href="other/">other page</a>', encoding="utf-8")
    (site / "css/a.css").write_text("body{background:url(../bg.png)} i{background:url('data:image/png;base64,AA')}", encoding="utf-8")
    for name in ("bg.png", "p.png", "w.js", "search/search_index.json"):
        (site / name).write_bytes(b"x" * 100)
    weight = page_weight(site, "index.html")
    assert set(weight.files) == {"index.html", "css/a.css", "bg.png", "p.png", "w.js"}
    assert weight.missing == []
    assert weight.gzip_bytes < weight.raw_bytes
    # a page without the theme's search does not load its worker
    (site / "index.html").write_text((site / "index.html").read_text(encoding="utf-8").replace(' data-md-component="search"', ""),
                                     encoding="utf-8")
    assert set(page_weight(site, "index.html").files) == {"index.html", "css/a.css", "bg.png", "p.png"}
