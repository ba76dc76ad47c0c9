"""The runnable rule examples: each shipped file runs as written, and a wrong one fails with a
report a historian can act on (file, line, field, the step, expected against actual, the rule)."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from generator.__main__ import main
from generator.examples import run_examples
from tests.conftest import REPO

#: A small complete example (1853, three players, the first deal), one step a line so that the
#: tests below can change one thing at a time.
BASE = """\
id: {id}
title: Follow suit, but no need to trump
summary: A test example.
ruleset: bester-bube-1853
players: [Anna, Ben, Clara]
dealer: Anna
deal:
  hands:
    Ben: JD AS KS 9C 8C
    Clara: QD AH KH QS 7C
    Anna: AD KD 10H 9H 8H
  turned: 7D
steps:
  - {{player: Ben, action: keep}}
  - {{player: Clara, action: keep}}
  - {{player: Anna, action: keep}}
  - {{player: Ben, action: keep}}
  - {{player: Clara, action: keep}}
  - {{player: Anna, action: keep}}
  - {{player: Anna, action: keep}}
  - {{player: Ben, action: play JD}}
  - {{player: Clara, action: play QD}}
  - {{player: Anna, action: play KD}}
  - {{player: Ben, action: play AS}}
  - {{player: Clara, illegal: play AH, rule: bester-bube-1853#follow-suit}}
  - {{player: Clara, action: play QS}}
  - expect: {{legal: {{Anna: [play AD, play 10H, play 9H, play 8H]}}, to_act: Anna}}
  - {{player: Anna, action: play 8H}}
  - {{player: Ben, action: play KS}}
  - {{player: Clara, action: play 7C}}
  - {{player: Anna, action: play 9H}}
  - {{player: Ben, action: play 9C}}
  - {{player: Clara, action: play KH}}
  - {{player: Anna, action: play AD}}
  - {{player: Anna, action: play 10H}}
  - {{player: Ben, action: play 8C}}
  - {{player: Clara, action: play AH}}
result:
  tricks: {{Anna: 1, Ben: 3, Clara: 1}}
  bete: []
  ledger:
    - {{from: Anna, to: pot, amount: 5, rule: ante}}
    - {{from: pot, to: Ben, amount: 3, rule: trick-payout}}
    - {{from: pot, to: Clara, amount: 1, rule: trick-payout}}
    - {{from: pot, to: Anna, amount: 1, rule: trick-payout}}
  pot: 0
demonstrates:
  rules: [bester-bube-1853#follow-suit, bester-bube-1853#must-trump]
  cite:
    - {{source: alvensleben-1853, cited_in: wikipedia-en-bester-bube-newest}}
"""


def write(tmp_path: Path, text: str, name: str = "my-example") -> Path:
    path = tmp_path / f"{name}.yaml"
    path.write_text(text.format(id=name) if "{id}" in text else text, encoding="utf-8")
    return path


def base(tmp_path: Path, old: str = "", new: str = "", name: str = "my-example") -> Path:
    text = BASE.format(id=name)
    if old:
        assert old in text, old
        text = text.replace(old, new, 1)
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def line_of(path: Path, fragment: str) -> int:
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if fragment in line)


def problems_of(dataset, path: Path) -> list:
    _, problems = run_examples(dataset, [path], root=REPO)
    return problems


def one(dataset, path: Path):
    problems = problems_of(dataset, path)
    assert len(problems) == 1, "\n".join(map(str, problems))
    return problems[0]


# ---------------------------------------------------------------- every shipped example


def test_example_runs_as_written(example_path, example_runs):
    """The example file runs against the engine exactly as written, and shows every rule it claims
    (from the session's one run of every example)."""
    runs, problems = example_runs
    shown = example_path.relative_to(REPO).as_posix()
    mine = [p for p in problems if p.path == shown]
    assert not mine, "\n" + "\n".join(str(p) for p in mine)
    runs = [r for r in runs if r.loaded.path == example_path]
    tree = yaml.safe_load(example_path.read_text(encoding="utf-8"))
    written = len(tree) if isinstance(tree, list) else 1  # a file holds one example or a list of them
    assert len(runs) == written and all(r.transcript.terminal for r in runs)


def test_there_are_forty_examples_or_more():
    assert len(list(REPO.glob("gamedata/*/examples/*.yaml"))) >= 40


# ---------------------------------------------------------------- the base example is valid


def test_the_base_example_runs(dataset, tmp_path):
    assert problems_of(dataset, base(tmp_path)) == []


# ---------------------------------------------------------------- a wrong example fails clearly


def test_one_changed_card_fails_with_the_step_and_the_rule(dataset, tmp_path):
    """Clara gets the 8♣ instead of the Q♠: her follow to the Ace of Spades is now refused."""
    path = base(tmp_path, "Clara: QD AH KH QS 7C", "Clara: QD AH KH 10C 7C")
    problems = problems_of(dataset, path)
    assert problems, "a changed card must fail"
    first = str(problems[0])
    assert first.startswith(f"{path}:{line_of(path, 'illegal: play AH')}: steps[11].illegal: step 12 (play, trick 2): "
                            "Clara: play AH was expected to be refused by bester-bube-1853#follow-suit, "
                            "but the engine allows it")
    assert "legal for Clara now: play AH, play KH, play 10C, play 7C" in first


def test_a_changed_card_that_is_played_later_names_the_action_and_the_legal_set(dataset, tmp_path):
    path = base(tmp_path, "Ben: JD AS KS 9C 8C", "Ben: JD AS KS 9C 7S")
    problem = str(problems_of(dataset, path)[0])
    assert f"{path}:{line_of(path, 'play 8C')}: steps[22].action: step 23 (play, trick 5): Ben: play 8C — the hand" not in problem
    assert "Ben: play 8C was refused (by no rule: the action is not possible here)" in problem
    assert "Illegal: 8C — player 1 does not hold it" in problem and "legal for Ben now: play 7S" in problem
    assert "Ben holds: 7S" in problem


def test_one_changed_payment_fails_with_expected_and_actual_ledger(dataset, tmp_path):
    path = base(tmp_path, "{from: pot, to: Ben, amount: 3, rule: trick-payout}",
                "{from: pot, to: Ben, amount: 4, rule: trick-payout}")
    problem = one(dataset, path)
    assert (problem.path, problem.line, problem.field) == (str(path), line_of(path, "amount: 4"), "result.ledger[1]")
    text = problem.message
    assert "the ledger differs from the engine's" in text
    assert "expected, not paid: pot -> Ben: 4 (bester-bube-1853#trick-payout)" in text
    assert "paid, not expected: pot -> Ben: 3 (3 tricks, bester-bube-1853#trick-payout)" in text
    assert "the engine's ledger:" in text and "Anna -> pot: 5 (ante, bester-bube-1853#ante)" in text


def test_a_changed_checkpoint_shows_expected_and_actual_legal_actions(dataset, tmp_path):
    path = base(tmp_path, "[play AD, play 10H, play 9H, play 8H]", "[play 10H, play 9H, play 8H]")
    problem = one(dataset, path)
    assert (problem.line, problem.field) == (line_of(path, "expect:"), "steps[13].expect.legal.Anna")
    assert "expected: play 10H, play 9H, play 8H" in problem.message
    assert "engine:   play 10H, play 9H, play 8H, play AD" in problem.message
    assert "the engine also allows: play AD" in problem.message


def test_a_forbidden_action_in_a_legal_set_names_the_rule_that_forbids_it(dataset, tmp_path):
    path = base(tmp_path, "[play AD, play 10H, play 9H, play 8H]", "[play AD, play 10H, play 9H, play 8H, play KD]")
    problem = one(dataset, path)
    assert "the engine forbids: play KD" in problem.message


def test_a_wrong_trick_count_fails(dataset, tmp_path):
    path = base(tmp_path, "tricks: {Anna: 1, Ben: 3, Clara: 1}", "tricks: {Anna: 1, Ben: 2, Clara: 2}")
    problems = problems_of(dataset, path)
    assert {(p.field, p.message) for p in problems} >= {
        ("result.tricks.Ben", "at the end: tricks of Ben: expected 2, but the engine has 3"),
        ("result.tricks.Clara", "at the end: tricks of Clara: expected 2, but the engine has 1")}


def test_an_illegal_step_refused_by_another_rule_names_both(dataset, tmp_path):
    path = base(tmp_path, "rule: bester-bube-1853#follow-suit}", "rule: bester-bube-1853#must-trump}")
    problem = one(dataset, path)
    assert problem.field == "steps[11].rule"
    assert "is refused, but by bester-bube-1853#follow-suit, not bester-bube-1853#must-trump" in problem.message


def test_an_example_that_stops_early_says_what_is_left(dataset, tmp_path):
    text = BASE.format(id="short")
    text = text.replace("  - {player: Clara, action: play AH}\n", "")
    path = write(tmp_path, text, "short")
    problems = problems_of(dataset, path)
    assert any("the example ends before the hand is over: Clara is to act (phase play, legal: play AH)"
               in p.message for p in problems)


def test_a_claim_the_steps_never_exercise_is_an_error(dataset, tmp_path):
    path = base(tmp_path, "rules: [bester-bube-1853#follow-suit, bester-bube-1853#must-trump]",
                "rules: [bester-bube-1853#follow-suit, bester-bube-1853#must-trump, bester-bube-1853#trick-2-top-trump]")
    problem = one(dataset, path)
    assert (problem.line, problem.field) == (line_of(path, "trick-2-top-trump]"), "demonstrates.rules[2]")
    assert problem.message.startswith("the steps never exercise bester-bube-1853#trick-2-top-trump: no step is "
                                      "refused by it, no payment is made under it")
    assert "it comes out exactly as written" in problem.message


# ---------------------------------------------------------------- the command


def test_check_examples_runs_every_shipped_example_and_prints_the_coverage(capsys):
    assert main(["check-examples", "--coverage"]) == 0
    out = capsys.readouterr().out
    assert "examples ran as written against the engine" in out
    assert "bester-bube-1853 (" in out and "trick-payout" in out and "bb-1853-walkthrough" in out
    assert "MISSING" not in out


def test_check_examples_checks_a_file_outside_the_repository(tmp_path, capsys):
    path = base(tmp_path)
    assert main(["check-examples", str(path)]) == 0
    assert "1 example ran as written" in capsys.readouterr().out
    wrong = base(tmp_path, "amount: 3, rule: trick-payout", "amount: 2, rule: trick-payout", name="wrong")
    assert main(["check-examples", str(wrong)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("1 problem in the rule examples:")
    assert f"{wrong}:{line_of(wrong, 'amount: 2')}: result.ledger[1]: at the end: the ledger differs" in out


def test_check_examples_reports_a_missing_file(tmp_path, capsys):
    assert main(["check-examples", str(tmp_path / "nothing.yaml")]) == 1
    assert "no such file" in capsys.readouterr().out


