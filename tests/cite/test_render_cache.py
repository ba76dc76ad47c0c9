"""The CSL processor's disk cache: a later build runs pandoc only for new or changed items."""
from __future__ import annotations

import pytest

from generator.cite import render

ITEMS = [
    {"id": "a", "type": "book", "title": "Encyclopädie der Spiele", "author": [{"family": "Alvensleben", "given": "L."}],
     "issued": {"date-parts": [[1853]]}, "publisher": "Otto Wigand"},
    {"id": "b", "type": "book", "title": "Handleiding tot het kaartspel", "issued": {"date-parts": [[1810]]}},
]


@pytest.fixture
def counted(monkeypatch):
    """Counts the items each pandoc run renders; the in-memory cache starts empty."""
    runs: list[tuple[str, list[str]]] = []
    real = render._run

    def run(style, items):
        runs.append((style, [i["id"] for i in items]))
        return real(style, items)
    monkeypatch.setattr(render, "_run", run)
    monkeypatch.setattr(render, "_CACHE", {})
    return runs


def test_a_second_build_renders_nothing_and_gives_the_same_text(tmp_path, counted):
    first = render.render_all(ITEMS, cache=tmp_path)
    assert sorted(counted) == [("apa", ["a", "b"]), ("chicago", ["a", "b"])]
    render._CACHE.clear()  # a new process: only the disk cache is left
    counted.clear()
    second = render.render_all(ITEMS, cache=tmp_path)
    assert counted == []
    assert second == first
    assert "Alvensleben" in second["chicago"]["a"].entry and "1853" in second["apa"]["a"].intext


def test_a_changed_item_is_rendered_again_alone(tmp_path, counted):
    render.render_all(ITEMS, cache=tmp_path)
    render._CACHE.clear()
    counted.clear()
    changed = [ITEMS[0], {**ITEMS[1], "publisher": "C. Timmer"}]
    out = render.render_all(changed, cache=tmp_path)
    assert sorted(counted) == [("apa", ["b"]), ("chicago", ["b"])]
    assert "Timmer" in out["chicago"]["b"].entry


def test_a_damaged_cache_file_is_rendered_again(tmp_path, counted):
    render.render_all(ITEMS[:1], styles=("chicago",), cache=tmp_path)
    for path in (tmp_path / "citeproc").rglob("*.json"):
        path.write_text("{not json", encoding="utf-8")
    render._CACHE.clear()
    counted.clear()
    out = render.render_all(ITEMS[:1], styles=("chicago",), cache=tmp_path)
    assert counted == [("chicago", ["a"])] and "Alvensleben" in out["chicago"]["a"].entry
