"""The evidence rules of the model: `not-seen` beside `not-stated`, `stated` only with a locator the
source can support, and editorial inheritance propagating to every inherited rule.

Each case breaks the small valid dataset (tests/fixtures/minimal) in one way and expects one problem
with file, line, field and a hint of what would be valid.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.model import ValidationFailed, load_dataset

RS = "gamedata/demo-game/rulesets/demo-1811.yaml"
VAR = "gamedata/demo-game/rulesets/demo-variation.yaml"
ARTICLE = "sources/demo-article.yaml"
NAMES = "gamedata/demo-game/names.yaml"


def _edit(root: Path, rel: str, old: str, new: str) -> None:
    path = root / rel
    text = path.read_text(encoding="utf-8")
    assert old in text, f"fixture changed: {old!r} not in {rel}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _line_of(root: Path, rel: str, marker: str) -> int:
    lines = (root / rel).read_text(encoding="utf-8").splitlines()
    return next(i + 1 for i, line in enumerate(lines) if marker in line)


def _only_problem(root: Path):
    with pytest.raises(ValidationFailed) as info:
        load_dataset(root)
    problems = info.value.problems
    assert len(problems) == 1, "\n".join(map(str, problems))
    return problems[0]


# ---------------------------------------------------------------- not-seen

def test_not_seen_is_a_certainty_without_value(minimal_root):
    _edit(minimal_root, RS, "certainty: not-stated", "certainty: not-seen")
    ds = load_dataset(minimal_root)
    rule = ds.effective_rules("demo-1811")["direction"]
    assert rule.certainty == "not-seen" and rule.value is None


def test_not_seen_with_a_value_is_refused(minimal_root):
    _edit(minimal_root, RS, "certainty: not-stated", "certainty: not-seen\n    value: clockwise")
    problem = _only_problem(minimal_root)
    assert (problem.where.path, problem.field) == (RS, "rules[2]")
    assert "not-seen rule has no `value`" in problem.message and "cut off" in problem.message
    assert problem.where.line == _line_of(minimal_root, RS, "param: direction")


def test_a_missing_value_names_both_valueless_certainties(minimal_root):
    _edit(minimal_root, RS, "  - param: players\n    value: {min: 4, max: 4}\n", "  - param: players\n")
    problem = _only_problem(minimal_root)
    assert "not-stated" in problem.message and "not-seen" in problem.message


def test_not_seen_leaves_the_ruleset_unplayable_for_that_parameter():
    from generator.engine import NotPlayable
    from generator.engine.params import Params, RuleRef
    params = Params("x", "bester-bube", {"must-trump": RuleRef(None, "x#must-trump", certainty="not-seen")})
    need = params.needs()
    assert need.optional("must-trump", False) is False
    with pytest.raises(NotPlayable) as info:
        need.done()
    assert info.value.missing == ("must-trump",)


# ---------------------------------------------------------------- stated needs a supportable locator

def test_a_stated_citation_of_a_printed_work_needs_pages_or_a_locator(minimal_root):
    _edit(minimal_root, RS, 'cite: [{source: demo-1811, pages: "194"}]', "cite: [{source: demo-1811}]")
    problem = _only_problem(minimal_root)
    assert (problem.where.path, problem.field) == (RS, "rules[1].cite[0].locator")
    assert "needs `pages` or `locator`" in problem.message and "mark the citation inferred" in problem.message
    assert problem.where.line == _line_of(minimal_root, RS, "cite: [{source: demo-1811}]")


def test_the_same_citation_marked_inferred_is_valid(minimal_root):
    _edit(minimal_root, RS, 'cite: [{source: demo-1811, pages: "194"}]', "cite: [{source: demo-1811, certainty: inferred}]")
    _edit(minimal_root, RS, "    value: true\n", "    value: true\n    certainty: inferred\n")
    load_dataset(minimal_root)


def test_an_article_has_no_pages(minimal_root):
    _edit(minimal_root, NAMES, "cited_in: demo-article, cited_in_locator: History", "cited_in: demo-article")
    problem = _only_problem(minimal_root)
    assert problem.field == "cite[0].cited_in_locator"
    assert "needs `cited_in_locator`" in problem.message


def test_a_page_number_on_an_article_is_refused(minimal_root):
    _edit(minimal_root, "gamedata/demo-game/game.yaml", "cite: [{source: demo-article, locator: lead}]",
          'cite: [{source: demo-article, pages: "3"}]')
    problem = _only_problem(minimal_root)
    assert problem.field.endswith(".pages")
    assert "without page numbers" in problem.message and "`locator`" in problem.message


def test_a_locator_beyond_the_parts_we_read_is_refused(minimal_root):
    (minimal_root / ARTICLE).write_text((minimal_root / ARTICLE).read_text(encoding="utf-8")
                                        + "sections:\n  - lead\n  - History\n", encoding="utf-8")
    problem = _only_problem(minimal_root)  # the conflict cites the article's Rules, which we did not read
    assert problem.where.path == "gamedata/demo-game/conflicts.yaml"
    assert problem.field == "sides[1].cite[0].locator"
    assert "'Rules' names no part of demo-article that we could read (lead, History)" in problem.message
    assert "not seen" in problem.message


def test_a_locator_within_the_parts_we_read_passes(minimal_root):
    (minimal_root / ARTICLE).write_text((minimal_root / ARTICLE).read_text(encoding="utf-8")
                                        + "sections:\n  - lead\n  - History\n  - Rules\n", encoding="utf-8")
    load_dataset(minimal_root)


def test_a_stated_rule_needs_a_stated_citation(minimal_root):
    _edit(minimal_root, RS, 'cite: [{source: demo-1811, pages: "194"}]',
          'cite: [{source: demo-1811, pages: "194", certainty: inferred}]')
    problem = _only_problem(minimal_root)
    assert (problem.where.path, problem.field) == (RS, "rules[1].certainty")
    assert "needs at least one stated citation" in problem.message and "inferred" in problem.message


def test_a_not_stated_rule_needs_no_locator(minimal_root):
    # demo-1811#direction cites the source without a page: it records silence, not a statement.
    ds = load_dataset(minimal_root)
    assert ds.rulesets["demo-1811"].rules[2].cite[0].pages is None


# ---------------------------------------------------------------- editorial inheritance

def test_editorial_inheritance_makes_every_inherited_rule_editorial(minimal_root):
    _edit(minimal_root, VAR, '  basis: source\n  cite: [{source: demo-1811, pages: "214"}]\n',
          "  basis: editorial\n  note: We assume the rest is as in 1811.\n")
    ds = load_dataset(minimal_root)
    rules = ds.effective_rules("demo-variation")
    assert rules["players"].owner == "demo-1811"
    assert rules["players"].certainty == "editorial"
    assert rules["players"].origin_certainty == "stated"  # the origin stays visible
    assert rules["follow-suit"].certainty == "stated"  # its own rule is unchanged
    assert rules["direction"].certainty == "not-stated"  # no value, nothing was chosen
    assert ds.effective_rules("demo-1811")["players"].certainty == "stated"


def test_inheritance_on_the_source_word_keeps_the_certainty(minimal_root):
    ds = load_dataset(minimal_root)
    assert ds.effective_rules("demo-variation")["players"].certainty == "stated"


def test_editorial_inheritance_propagates_through_a_chain(minimal_root):
    _edit(minimal_root, VAR, '  basis: source\n  cite: [{source: demo-1811, pages: "214"}]\n',
          "  basis: editorial\n  note: We assume the rest is as in 1811.\n")
    (minimal_root / "gamedata/demo-game/rulesets/demo-later.yaml").write_text(
        "id: demo-later\ngame: demo-game\ntitle: Later\nsource: demo-1811\ndate: '1811'\nkind: described\n"
        "inherits:\n  ruleset: demo-variation\n  basis: source\n  cite: [{source: demo-1811, pages: \"215\"}]\n"
        "summary: As the variation.\nrules: []\n", encoding="utf-8")
    rules = load_dataset(minimal_root).effective_rules("demo-later")
    assert rules["follow-suit"].certainty == "stated"  # stated by the variation, inherited on the source's word
    assert rules["players"].certainty == "editorial"  # reaches the variation only by our choice


def test_the_real_editorial_rulesets_show_no_inherited_stated_rule(dataset):
    for ruleset in dataset.rulesets.values():
        if ruleset.inherits and ruleset.inherits.basis == "editorial":
            for rule in dataset.effective_rules(ruleset.id).values():
                if rule.owner != ruleset.id:
                    assert rule.certainty in ("editorial", "not-stated", "not-seen"), (ruleset.id, rule.param)
