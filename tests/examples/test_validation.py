"""Each kind of mistake in an example file is reported with its file, line and field."""
from __future__ import annotations

import pytest

from generator.examples import run_examples
from tests.conftest import REPO
from tests.examples.test_examples import BASE, line_of, problems_of


def mutate(tmp_path, old: str, new: str, name: str = "my-example"):
    text = BASE.format(id=name)
    assert old in text, old
    path = tmp_path / f"{name}.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


# (test id, old text, new text, line marker, field, message fragment)
CASES = [
    ("unknown-card-for-the-pack", "Ben: JD AS KS 9C 8C", "Ben: JD AS KS 9C 2C", "Ben: JD", "deal.hands.Ben",
     "no card '2C' in this pack (32 french cards, ranks A K Q J 10 9 8 7, suits S H D C)"),
    ("not-a-card-code", "Ben: JD AS KS 9C 8C", "Ben: JD AS KS 9C XX", "Ben: JD", "deal.hands.Ben",
     "not a card code: 'XX'"),
    ("card-dealt-twice", "Anna: AD KD 10H 9H 8H", "Anna: AD KD 10H 9H 8C", "Anna: AD", "deal.hands.Anna",
     "card 8C is dealt twice (also at deal.hands.Ben, line 9)"),
    ("turned-card-dealt-twice", "turned: 7D", "turned: JD", "turned: JD", "deal.turned", "card JD is dealt twice"),
    ("too-many-cards", "Ben: JD AS KS 9C 8C", "Ben: JD AS KS 9C 8C 7S", "Ben: JD", "deal.hands.Ben",
     "Ben holds 6 cards; a hand has 5"),
    ("hand-of-a-stranger", "    Anna: AD KD 10H 9H 8H", "    Anna: AD KD 10H 9H 8H\n    Zoe: 7S", "Zoe:",
     "deal.hands.Zoe", "'Zoe' is not a player of this example (Anna, Ben, Clara)"),
    ("action-by-a-stranger", "{player: Ben, action: play AS}", "{player: Zoe, action: play AS}", "player: Zoe",
     "steps[10].player", "'Zoe' is not a player of this example"),
    ("action-by-the-wrong-player", "{player: Ben, action: play AS}", "{player: Clara, action: play AS}",
     "player: Clara, action: play AS", "steps[10].player",
     "step 11 (play, trick 2): it is Ben's turn, not Clara's (action 'play AS')"),
    ("action-not-in-the-grammar", "{player: Ben, action: play AS}", "{player: Ben, action: lead AS}", "lead AS",
     "steps[10].action", "unknown action 'lead AS' (verbs: "),
    ("action-with-an-unknown-card", "{player: Ben, action: play AS}", "{player: Ben, action: play 1S}", "play 1S",
     "steps[10].action", "not a card code in action 'play 1S': '1S'"),
    ("refused-action", "{player: Clara, action: play QS}", "{player: Clara, action: play KH}", "action: play KH}",
     "steps[12].action", "step 13 (play, trick 2): Clara: play KH was refused by bester-bube-1853#follow-suit\n"
     "  the engine says: Illegal: KH — must follow suit (bester-bube-1853#follow-suit: von Alvensleben 1853"),
    ("checkpoint-unknown-rule-id", "rule: bester-bube-1853#follow-suit}", "rule: bester-bube-1853#follow-sute}",
     "follow-sute", "steps[11].rule", "unknown rule id 'bester-bube-1853#follow-sute': 'follow-sute' is not a parameter"),
    ("checkpoint-unknown-ruleset", "rule: bester-bube-1853#follow-suit}", "rule: bester-bube-1900#follow-suit}",
     "bester-bube-1900", "steps[11].rule", "there is no ruleset 'bester-bube-1900'"),
    ("checkpoint-rule-not-in-that-ruleset", "rule: bester-bube-1853#follow-suit}",
     "rule: bester-bube-1853#pack-reduction}", "#pack-reduction", "steps[11].rule",
     "bester-bube-1853 has no rule 'pack-reduction'"),
    ("checkpoint-rule-of-another-ruleset", "rule: bester-bube-1853#follow-suit}", "rule: bester-bube-1828#follow-suit}",
     "bester-bube-1828#follow-suit", "steps[11].rule",
     "bester-bube-1828#follow-suit is not a rule of bester-bube-1853 (the example's ruleset)"),
    ("unknown-ruleset", "ruleset: bester-bube-1853", "ruleset: bester-bube-1835", "ruleset:", "ruleset",
     "unknown ruleset 'bester-bube-1835' (did you mean 'bester-bube-1853'"),
    ("unplayable-ruleset", "ruleset: bester-bube-1853", "ruleset: bester-bube-1800-holstein", "ruleset:", "ruleset",
     "cannot be played with 3 players: bester-bube-1800-holstein is not playable: no value for players, pack"),
    ("override-of-an-unknown-param", "ruleset: bester-bube-1853", "ruleset: bester-bube-1853\noverrides:\n  trumps: x",
     "trumps: x", "overrides.trumps", "unknown parameter 'trumps'"),
    ("override-with-an-unknown-alternative", "ruleset: bester-bube-1853",
     "ruleset: bester-bube-1853\noverrides:\n  all-pass: nobody cares", "all-pass: nobody", "overrides.all-pass",
     "bester-bube-1853#all-pass has no alternative 'nobody cares' (alternatives: 'The deal is abandoned and passes on')"),
    ("override-value-against-the-vocabulary", "ruleset: bester-bube-1853",
     "ruleset: bester-bube-1853\noverrides:\n  follow-suit: {value: 3, note: why}", "follow-suit: {value",
     "overrides.follow-suit.value", "follow-suit: 3 is not of type 'boolean'"),
    ("override-without-a-note", "ruleset: bester-bube-1853",
     "ruleset: bester-bube-1853\noverrides:\n  follow-suit: {value: true}", "follow-suit: {value",
     "overrides.follow-suit.note", "required field 'note' is missing"),
    ("claim-of-an-overridden-rule", "ruleset: bester-bube-1853",
     "ruleset: bester-bube-1853\noverrides:\n  must-trump: {value: false, note: why}", "rules: [",
     "demonstrates.rules[1]", "an example cannot demonstrate a rule it replaces"),
    ("agreement-on-a-rule-that-is-not-optional", "ruleset: bester-bube-1853",
     "ruleset: bester-bube-1853\nagreements: [follow-suit]", "agreements:", "agreements[0]",
     "follow-suit is not an optional rule"),
    ("unknown-field", "dealer: Anna", "dealer: Anna\ndeeler: Anna", "deeler:", "deeler",
     "unknown field 'deeler'; valid fields: id, title, summary, ruleset"),
    ("missing-field", "dealer: Anna\n", "", "", "dealer", "required field 'dealer' is missing"),
    ("dealer-not-at-the-table", "dealer: Anna", "dealer: Zoe", "dealer:", "dealer",
     "the dealer 'Zoe' is not one of the players (Anna, Ben, Clara)"),
    ("step-with-two-kinds", "{player: Ben, action: play AS}", "{player: Ben, action: play AS, illegal: play KS}",
     "illegal: play KS", "steps[10]", "a step has exactly one of `action`, `illegal` or `expect` (this one has action, illegal)"),
    ("illegal-without-a-rule", "{player: Clara, illegal: play AH, rule: bester-bube-1853#follow-suit}",
     "{player: Clara, illegal: play AH}", "illegal: play AH", "steps[11]", "an `illegal` step names the `rule`"),
    ("ledger-payer-not-at-the-table", "{from: Anna, to: pot, amount: 5, rule: ante}",
     "{from: Zoe, to: pot, amount: 5, rule: ante}", "from: Zoe", "result.ledger[0].from",
     "'Zoe' is not a player of this example (Anna, Ben, Clara, or pot)"),
    ("ledger-amount-not-a-number", "{from: Anna, to: pot, amount: 5, rule: ante}",
     "{from: Anna, to: pot, amount: five, rule: ante}", "amount: five", "result.ledger[0].amount",
     "'five' is not an amount"),
    ("claim-without-a-ruleset", "rules: [bester-bube-1853#follow-suit, bester-bube-1853#must-trump]",
     "rules: [follow-suit, bester-bube-1853#must-trump]", "rules: [", "demonstrates.rules[0]",
     "name the rule as <ruleset>#<param>, e.g. bester-bube-1853#follow-suit"),
    ("cite-of-an-unknown-source", "source: alvensleben-1853,", "source: alvensleben-1835,", "alvensleben-1835",
     "demonstrates.cite[0].source", "unknown source id 'alvensleben-1835'"),
    ("cite-of-a-source-of-other-rules", "source: alvensleben-1853,", "source: moolenijzer-1828,", "moolenijzer-1828",
     "demonstrates.cite[0].source", "moolenijzer-1828 is not a source of the rules claimed"),
    ("checkpoint-naming-a-stranger", "expect: {legal: {Anna:", "expect: {legal: {Zoe:", "expect:",
     "steps[13].expect.legal.Zoe", "'Zoe' is not a player of this example"),
    ("checkpoint-with-an-unknown-suit", "to_act: Anna}", "to_act: Anna, trump: X}", "expect:",
     "steps[13].expect.trump", "'X' is not a suit of this pack (suits: S H D C, or none)"),
    ("checkpoint-that-differs", "to_act: Anna}", "to_act: Ben}", "expect:", "steps[13].expect.to_act",
     "step 14 (play, trick 2): to act: expected Ben, but the engine has Anna"),
    ("pair-that-does-not-exist", "demonstrates:", "pair: no-such-example\ndemonstrates:", "pair:", "pair",
     "no example 'no-such-example'"),
    ("walkthrough-without-notes", "demonstrates:", "walkthrough: true\ndemonstrates:", "{player: Ben, action: keep}",
     "steps[0]", "a walk-through has a note at every step"),
    ("yaml-syntax-error", "dealer: Anna", "dealer: [Anna", "", "", "YAML syntax error"),
    ("reference-to-no-record", "summary: A test example.", "summary: 'A test example, as [[source:no-such-book]] says.'",
     "summary:", "summary", "[[source:no-such-book]] names no source 'no-such-book'"),
    ("reference-to-a-rule-the-ruleset-does-not-state", "{player: Ben, action: play AS}",
     "{player: Ben, action: play AS, note: 'Trumps are ruled by [[rule:bester-bube-1853#lanterlui-flush]].'}",
     "lanterlui-flush", "steps[10].note", "states no rule 'lanterlui-flush'"),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_each_mistake_names_file_line_and_field(dataset, tmp_path, case):
    _, old, new, marker, field, fragment = case
    path = mutate(tmp_path, old, new)
    problems = problems_of(dataset, path)
    assert problems, "the mistake was not reported"
    matching = [p for p in problems if p.field == field and fragment in p.message]
    assert matching, "\n".join(str(p) for p in problems)
    problem = matching[0]
    assert problem.path == str(path)
    if marker:
        assert problem.line == line_of(path, marker), str(problem)
    assert str(problem).startswith(f"{path}:{problem.line}: ")


def test_the_id_must_equal_the_file_name(dataset, tmp_path):
    path = tmp_path / "other-name.yaml"
    path.write_text(BASE.format(id="my-example"), encoding="utf-8")
    (problem,) = problems_of(dataset, path)
    assert (problem.line, problem.field) == (1, "id")
    assert problem.message == "id 'my-example' must equal the file name 'other-name'"


def test_a_pair_must_be_mutual_and_at_the_same_table(dataset, tmp_path):
    first = mutate(tmp_path, "demonstrates:", "pair: second\ndemonstrates:", name="first")
    second = tmp_path / "second.yaml"
    second.write_text(BASE.format(id="second").replace("players: [Anna, Ben, Clara]", "players: [Anna, Ben, Clara]"),
                      encoding="utf-8")
    problems = problems_of(dataset, first)
    assert any(p.field == "pair" and "second does not name first as its pair; a pair is mutual" in p.message
               for p in problems), problems
    second.write_text(BASE.format(id="second").replace("demonstrates:", "pair: first\ndemonstrates:"), encoding="utf-8")
    problems = problems_of(dataset, first)
    assert any("plays the same ruleset with the same readings" in p.message for p in problems), problems


def test_all_problems_of_a_file_are_reported_together(dataset, tmp_path):
    path = mutate(tmp_path, "Ben: JD AS KS 9C 8C", "Ben: JD AS KS 9C 2C\n    Zoe: 7S")
    fields = {p.field for p in problems_of(dataset, path)}
    assert {"deal.hands.Ben", "deal.hands.Zoe"} <= fields


# ---------------------------------------------------------------- a file of several examples


def as_list(*texts: str) -> str:
    """Example texts as the items of one YAML list."""
    return "".join("- " + text.replace("\n", "\n  ").rstrip() + "\n" for text in texts)


def test_a_file_of_several_examples_runs_each_and_reports_lines_in_the_file(dataset, tmp_path):
    path = tmp_path / "walkthroughs.yaml"
    second = BASE.format(id="second").replace("Ben: JD AS KS 9C 8C", "Ben: JD AS KS 9C 2C")
    path.write_text(as_list(BASE.format(id="first"), second), encoding="utf-8")
    runs, problems = run_examples(dataset, [path], root=REPO)
    assert [run.id for run in runs] == ["first"]
    (problem,) = problems
    lines = path.read_text(encoding="utf-8").splitlines()
    assert problem.field == "deal.hands.Ben"
    assert "2C" in lines[problem.line - 1] and problem.line > len(BASE.splitlines())


def test_a_pair_in_another_file_of_several_examples_is_found(dataset, tmp_path):
    first = mutate(tmp_path, "demonstrates:", "pair: second\ndemonstrates:", name="first")
    (tmp_path / "pairs.yaml").write_text(as_list(BASE.format(id="second").replace(
        "demonstrates:", "pair: first\ndemonstrates:")), encoding="utf-8")
    problems = problems_of(dataset, first)
    assert any("plays the same ruleset with the same readings" in p.message for p in problems), problems
    assert not any("no example 'second'" in p.message for p in problems), problems


def test_two_examples_of_one_file_with_the_same_id_are_refused(dataset, tmp_path):
    path = tmp_path / "twice.yaml"
    path.write_text(as_list(BASE.format(id="same"), BASE.format(id="same")), encoding="utf-8")
    problems = problems_of(dataset, path)
    assert [(p.field, p.message) for p in problems] == [("id", "duplicate example id 'same'; first in " + str(path))]
    assert problems[0].line == len(BASE.splitlines()) + 1


def test_a_file_that_is_neither_an_example_nor_a_list_of_them_says_what_it_should_be(dataset, tmp_path):
    path = tmp_path / "scalar.yaml"
    path.write_text("just words\n", encoding="utf-8")
    (problem,) = problems_of(dataset, path)
    assert "or a list of such mappings, one per example" in problem.message
