"""What the examples cover: every rule the engine plays in each ruleset that states it, every
recorded difference between two rulesets of a game as a pair, a walk-through per game."""
from __future__ import annotations

import pytest

from generator.examples import completeness
from generator.examples.coverage import missing, required, unpaired_differences
from generator.examples.load import default_paths
from tests.conftest import REPO, playable_rulesets


@pytest.fixture(scope="module")
def runs(example_runs):
    found, problems = example_runs
    assert not problems, "\n".join(map(str, problems))
    return found


def test_every_rule_the_engine_plays_has_an_example_in_each_ruleset_that_states_it(dataset, runs):
    assert missing(dataset, runs) == []


def test_every_playable_ruleset_has_examples(dataset, runs):
    played = {r.loaded.example.ruleset for r in runs}
    for ruleset_id in playable_rulesets():
        assert ruleset_id in played, f"{ruleset_id} is playable but has no example"


def test_nothing_is_owed_by_the_examples_as_stichwort_check_reports_it(dataset, runs):
    assert [str(p) for p in completeness.problems(dataset, runs, playable_rulesets())] == []


def test_every_recorded_difference_between_rulesets_has_a_pair(dataset, runs):
    assert unpaired_differences(dataset, runs) == []


def test_each_game_with_examples_has_a_walkthrough(runs):
    games = {r.loaded.game for r in runs}
    walks = {r.loaded.game for r in runs if r.loaded.example.walkthrough}
    assert games == walks


def test_every_exemption_says_why(dataset, runs):
    for ruleset_id, rows in required(dataset, runs).items():
        for param, reason in rows.items():
            assert reason is None or len(reason) > 20, (ruleset_id, param)
    # the reasons are data: the vocabulary's not_shown, a ruleset rule's no_example and same_in_play
    not_shown = [p.not_shown for p in dataset.vocabulary.parameters.values() if p.not_shown is not None]
    per_rule = [reason for rs in dataset.rulesets.values() for r in rs.rules
                for reason in (r.no_example, r.same_in_play) if reason is not None]
    assert not_shown and per_rule
    assert all(isinstance(v, str) and v for v in [*not_shown, *per_rule])


def test_pairs_play_the_same_deal(runs):
    by_id = {r.id: r for r in runs}
    for run in runs:
        pair = run.loaded.example.pair
        if pair:
            other = by_id[pair]
            assert other.loaded.example.pair == run.id
            assert run.loaded.deal.hands == other.loaded.deal.hands, (run.id, pair)


def test_the_shipped_files_are_all_found():
    assert len(default_paths(REPO)) >= 40


def test_the_examples_package_never_imports_the_site():
    from tests.test_layering import GENERATOR, imports_of
    for path in sorted((GENERATOR / "examples").rglob("*.py")):
        assert not any(n.startswith("generator.site") for n in imports_of(path)), path.name
