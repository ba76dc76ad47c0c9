"""``stichwort check``: every part on the real dataset, and what a ruleset still lacks on copies
of it, each problem at its file and line with what to do."""
from __future__ import annotations

import re
import shutil

import pytest

from generator.__main__ import main
from tests.conftest import REPO

PARTS = ("validation", "examples", "example coverage", "simulations", "study", "quotations", "scholarship", "notes ledger",
         "quotations in the texts")


@pytest.fixture
def copy(tmp_path):
    """The real dataset copied (its records, examples and recorded simulations), without the texts beside it."""
    root = tmp_path / "data"
    for folder in ("gamedata", "sources", "cache"):
        shutil.copytree(REPO / folder, root / folder)
    return root


def test_the_real_dataset_has_no_problem(capsys):
    assert main(["check", "--root", str(REPO)]) == 0
    out = capsys.readouterr().out
    for part in PARTS:
        assert any(line.startswith(part + ".") for line in out.splitlines()), (part, out)
    assert out.rstrip().splitlines()[-1].startswith("no problems (")
    if (REPO.parent / "shared" / "reference").is_dir():
        assert "not run" not in out


def test_a_ruleset_with_one_example_is_told_it_needs_two(copy, capsys):
    (copy / "gamedata/bester-bube/examples/bb-1808-a-first-bete-costs-five.yaml").unlink()
    assert main(["check", "--root", str(copy)]) == 1
    out = capsys.readouterr().out
    assert ("gamedata/bester-bube/rulesets/bester-bube-1808.yaml:2: id: the engine plays this ruleset, and it has "
            "1 worked example: its How to play page needs at least 2; add them to gamedata/bester-bube/examples/") in out
    assert f"notes ledger.............. not run: the texts we hold are not at {copy.parent / 'shared'}" in out
    assert out.rstrip().splitlines()[-1].startswith("1 problem (")


def test_a_rule_the_engine_plays_that_no_example_shows_is_named_at_its_line(copy, capsys):
    path = copy / "gamedata/bester-bube/rulesets/bester-bube-1808.yaml"
    text = path.read_text(encoding="utf-8")
    text = text.replace("rules:\n", "rules:\n  - param: bete-cap\n    value: {max_stakes: 3}\n    cite:\n"
                                    "      - source: wikipedia-en-bester-bube-older\n        locator: Rules\n", 1)
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index("  - param: bete-cap") + 1
    assert main(["check", "--root", str(copy)]) == 1
    out = capsys.readouterr().out
    assert (f"gamedata/bester-bube/rulesets/bester-bube-1808.yaml:{line}: rules[bete-cap]: no example shows this "
            "rule at work; add an example to gamedata/bester-bube/examples/ that claims bester-bube-1808#bete-cap "
            "(demonstrates.rules), or say on the rule why none can (no_example)") in out


def test_a_quotation_in_the_words_of_the_reporting_article_is_named_at_its_line(copy, capsys):
    """The scholarship checks run without the texts beside the dataset too (those that need no text)."""
    path = copy / "gamedata/bester-bube/names.yaml"
    text = path.read_text(encoding="utf-8")
    assert '      quote: "Beste Boer of Lanterlu"' in text
    text = text.replace('      quote: "Beste Boer of Lanterlu"', '      quote: "Parlett suggests Beste Boer of Lanterlu"', 1)
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index('      quote: "Parlett suggests Beste Boer of Lanterlu"') + 1
    assert main(["check", "--root", str(copy)]) == 1
    out = capsys.readouterr().out
    assert f"gamedata/bester-bube/names.yaml:{line}: " in out and "begins by reporting someone ('Parlett suggests')" in out
    assert "scholarship............... 1 problem; titles, credits and the notes' keys not run" in out


def test_a_study_entry_recorded_from_rules_since_changed_is_named_at_its_line(copy, capsys):
    """Bolachen's direction of play changes the rules the study played (not the examples' play):
    its one entry is stale, at its key's line in the study's file, with the command that plays it again."""
    path = copy / "gamedata/bolachen/rulesets/bolachen-2015.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.count("    value: clockwise\n") == 1
    path.write_text(text.replace("    value: clockwise\n", "    value: anticlockwise\n"), encoding="utf-8")
    study = (copy / "cache/study.json").read_text(encoding="utf-8").splitlines()
    line = study.index('  "figures/bolachen-2015/3": {') + 1
    assert main(["check", "--root", str(copy)]) == 1
    out = capsys.readouterr().out
    assert (f"cache/study.json:{line}: entries.figures/bolachen-2015/3: recorded before its rules changed — run "
            "`stichwort study --record --only figures/bolachen-2015/3`") in out
    assert [row for row in out.splitlines() if row.startswith("cache/study.json:")] == \
        [row for row in out.splitlines() if "figures/bolachen-2015/3" in row]
    assert any(row.startswith("study.") and "1 problem" in row for row in out.splitlines()), out


def test_a_study_entry_no_longer_in_the_study_is_named_and_an_unreadable_study_is_one_problem(copy, capsys):
    path = copy / "cache/study.json"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('  "figures/bolachen-2015/3": {', '  "figures/bolachen-2015/9": {', 1), encoding="utf-8")
    line = text.splitlines().index('  "figures/bolachen-2015/3": {') + 1
    assert main(["check", "--root", str(copy)]) == 1
    out = capsys.readouterr().out
    assert (f"cache/study.json:{line}: entries.figures/bolachen-2015/9: no longer part of the study — run "
            "`stichwort study --record --prune`") in out
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    assert main(["check", "--root", str(copy)]) == 1
    out = capsys.readouterr().out
    (row,) = [row for row in out.splitlines() if row.startswith("cache/study.json")]
    assert re.match(r"cache/study\.json:\d+: entries: not readable \(", row) and "stichwort study --record" in row


def test_an_invalid_dataset_stops_before_the_examples(copy, capsys):
    path = copy / "gamedata/bester-bube/rulesets/bester-bube-1808.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("  - param: bete\n", "  - param: bete-twice\n", 1),
                    encoding="utf-8")
    assert main(["check", "--root", str(copy)]) == 1
    out = capsys.readouterr().out
    assert "gamedata/bester-bube/rulesets/bester-bube-1808.yaml:" in out and "bete-twice" in out
    assert "examples.................. not run: the dataset has problems" in out
