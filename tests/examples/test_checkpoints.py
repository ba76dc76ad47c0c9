"""Checkpoints are a table of checks, one per field of ``expect``, and a page shows each check
by the field it checks, not by the words of the report."""
from __future__ import annotations

from pathlib import Path

from generator.examples.checkpoints import CHECKERS
from generator.model.examples import Expect
from tests.test_layering import GENERATOR


def test_every_field_of_a_checkpoint_has_its_checker():
    assert list(CHECKERS) == list(Expect.model_fields)


def test_each_check_carries_the_field_it_checks(dataset):
    from generator.examples import run_examples
    runs, problems = run_examples(dataset, [Path(dataset.root) / "gamedata/bester-bube/examples/bb-1853-walkthrough.yaml"])
    assert not problems
    checks = [c for rec in runs[0].transcript.steps for c in rec.checks]
    assert checks and all(c.key in CHECKERS for c in checks)
    legal = [c for c in checks if c.key == "legal"]
    assert legal and all(c.player and c.items for c in legal)


def test_pages_never_read_the_words_of_a_check():
    for path in (GENERATOR / "site").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "legal actions of" not in text and ".what.startswith" not in text, path.name
