"""The live preview reuses the last example runs only while nothing they read has changed."""
from __future__ import annotations

import copy

import pytest

from generator.examples import default_paths, reuse


def _key(ds, paths):
    return reuse.key(ds, paths)


def test_the_key_ignores_a_summary_and_follows_what_the_runs_read(dataset, tmp_path):
    ds = copy.deepcopy(dataset)
    paths = default_paths(ds.root)
    before = _key(ds, paths)
    ruleset = ds.rulesets["bester-bube-1853"]
    ruleset.summary += " Edited."
    assert _key(ds, paths) == before
    rule = next(r for r in ruleset.rules if r.param == "ante")
    rule.note = "A note the example pages do not show, but a rule's record all the same."
    assert _key(ds, paths) != before
    rule.note = None
    ruleset.title += " (edited)"
    assert _key(ds, paths) != before


def test_the_key_follows_the_example_files_and_the_records_a_reference_may_name(dataset, tmp_path):
    ds = copy.deepcopy(dataset)
    paths = default_paths(ds.root)[:3]
    copies = []
    for path in paths:
        target = tmp_path / path.name
        target.write_bytes(path.read_bytes())
        copies.append(target)
    before = _key(ds, copies)
    copies[1].write_text(copies[1].read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    edited = _key(ds, copies)
    assert edited != before
    ds.glossary["a-new-term"] = next(iter(ds.glossary.values()))
    assert _key(ds, copies) != edited


def test_runs_are_made_again_when_the_key_changes_and_failures_are_never_kept(dataset, tmp_path, monkeypatch):
    monkeypatch.setattr(reuse, "_LATEST", {})
    made = []

    def run(result):
        def go():
            made.append(result)
            return result
        return go

    monkeypatch.setattr(reuse, "key", lambda ds, paths: paths[0])
    assert reuse.runs(dataset, ["a"], run((["first"], []))) == (["first"], [])
    assert reuse.runs(dataset, ["a"], run((["second"], []))) == (["first"], [])
    assert reuse.runs(dataset, ["b"], run((["third"], []))) == (["third"], [])
    assert reuse.runs(dataset, ["c"], run(([], ["a problem"]))) == ([], ["a problem"])
    assert reuse.runs(dataset, ["c"], run((["fourth"], []))) == (["fourth"], [])
    assert made == [(["first"], []), (["third"], []), ([], ["a problem"]), (["fourth"], [])]


@pytest.mark.build
def test_a_preview_build_with_the_runs_reused_is_the_same_site(dataset, monkeypatch):
    from generator.site import context
    from generator.site.build import build_site

    monkeypatch.setattr(reuse, "_LATEST", {})
    calls = []
    real = context.run_examples
    monkeypatch.setattr(context, "run_examples", lambda *a, **k: calls.append(1) or real(*a, **k))
    first = build_site(dataset, reuse_examples=True)
    second = build_site(dataset, reuse_examples=True)
    assert len(calls) == 1  # the second build ran no example: the renderers only read the runs
    assert [(p.path, p.markdown) for p in second.pages] == [(p.path, p.markdown) for p in first.pages]
    assert second.assets == first.assets
