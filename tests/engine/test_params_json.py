"""Plain-data engine input: Params and RuleRef carry only plain Python data, and a JSON round
trip gives Params that play every hand the same (the engine may run elsewhere, e.g. in the
browser under Pyodide, from the same rules)."""
from __future__ import annotations

import random
from fractions import Fraction

import pytest

from generator.bridge import params_for
from generator.engine import NotPlayable, Params, RuleRef, check_playable, new_hand, player_counts
from generator.engine.players import POLICIES
from generator.model.yamlfile import load_text

PLAIN = (str, int, float, bool, type(None), Fraction)


def plain_only(value) -> bool:
    if type(value) in PLAIN:
        return True
    if type(value) is dict:
        return all(type(k) is str and plain_only(v) for k, v in value.items())
    if type(value) is list:
        return all(plain_only(v) for v in value)
    return False


def playable(dataset):
    out = []
    for ruleset_id in sorted(dataset.rulesets):
        params = params_for(dataset, ruleset_id)
        try:
            check_playable(params)
        except NotPlayable:
            continue
        out.append(params)
    return out


def transcript(params, players, seed):
    rng = random.Random(seed)
    choose = POLICIES["random"](rng)
    st = new_hand(params.game, params, players, seed % players, rng=rng)
    while not st.is_terminal():
        st.apply(choose(st, st.legal_actions()))
    return st.transcript(), [tuple(e) for e in st.settlement()], dict(st.outcome)


def test_params_from_the_dataset_hold_only_plain_data(dataset):
    """No model objects (the loader's LineDict and LineList) reach the engine."""
    for ruleset_id in dataset.rulesets:
        params = params_for(dataset, ruleset_id)
        for param, ref in params.rules.items():
            assert plain_only(ref.value), (ruleset_id, param, type(ref.value))
            assert all(type(getattr(ref, f)) in (str, type(None)) for f in ("rule_id", "citation", "certainty", "label"))


def test_every_playable_ruleset_plays_the_same_hands_after_a_json_round_trip(dataset):
    rulesets = playable(dataset)
    assert len(rulesets) >= 8
    for params in rulesets:
        again = Params.from_json(params.to_json())
        assert again.to_json() == params.to_json()
        assert (again.ruleset_id, again.game, again.title, again.kind, again.agreements) == \
            (params.ruleset_id, params.game, params.title, params.kind, params.agreements)
        for players in player_counts(params):
            for seed in (1, 2, 3):
                assert transcript(again, players, seed) == transcript(params, players, seed), \
                    (params.ruleset_id, players, seed)


def test_a_loaded_value_becomes_plain_and_fractions_survive_the_round_trip():
    tree = load_text("value: {min: 3, max: [1, {a: 2}]}\n")["value"]
    assert type(tree) is not dict
    ref = RuleRef(tree, "x#players")
    assert type(ref.value) is dict and type(ref.value["max"]) is list and type(ref.value["max"][1]) is dict
    params = Params("x", "bester-bube", {"players": ref, "odd": RuleRef({"share": Fraction(7, 5)}, "x#odd")},
                    agreements=frozenset({"odd"}))
    again = Params.from_json(params.to_json())
    assert again.rules["odd"].value == {"share": Fraction(7, 5)} and again.agreements == {"odd"}


def test_a_value_that_is_not_plain_data_is_refused():
    with pytest.raises(TypeError, match="x#pack"):
        RuleRef({"suits": object()}, "x#pack")
    with pytest.raises(TypeError, match="key 3 is not a string"):
        RuleRef({3: 20}, "x#pack-by-players")
