"""Checkpoints are a table of checks, one per field of ``expect``, and a page shows each check
by the field it checks, not by the words of the report."""
from __future__ import annotations

from generator.examples.checkpoints import CHECKERS
from generator.model.examples import Expect
from tests.test_layering import GENERATOR


def test_every_field_of_a_checkpoint_has_its_checker():
    assert list(CHECKERS) == list(Expect.model_fields)


def test_each_check_carries_the_field_it_checks(example_runs):
    runs, problems = example_runs
    runs = [r for r in runs if r.id == "bb-1853-walkthrough"]
    problems = [p for p in problems if "bb-1853-walkthrough" in p.path]
    assert not problems
    checks = [c for rec in runs[0].transcript.steps for c in rec.checks]
    assert checks and all(c.key in CHECKERS for c in checks)
    legal = [c for c in checks if c.key == "legal"]
    assert legal and all(c.player and c.items for c in legal)


def test_pages_never_read_the_words_of_a_check():
    for path in (GENERATOR / "site").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "legal actions of" not in text and ".what.startswith" not in text, path.name
