"""The bridge: ruleset records → engine Params; every playable Bester Bube ruleset plays from
its records, and the others say what they lack."""
import random

import pytest

from generator.bridge import alternatives, params_for
from generator.engine import IllegalAction, NotPlayable, check_playable, new_hand, player_counts
from generator.engine.invariants import check_invariants

PLAYABLE = ["bester-bube-1853", "bester-bube-1808", "bester-bube-1800-holstein-reconstruction"]
FRAGMENTS = ["bester-bube-1777-hildesheim", "bester-bube-1800-holstein"]


def test_rules_carry_their_id_citation_and_certainty(dataset):
    """1853's follow-suit comes with its rule id and a short citation of von Alvensleben."""
    ref = params_for(dataset, "bester-bube-1853").ref("follow-suit")
    assert ref.value is True and ref.rule_id == "bester-bube-1853#follow-suit"
    assert ref.citation.startswith("von Alvensleben 1853") and ref.certainty == "stated"


def test_inherited_rules_keep_the_id_of_the_ruleset_that_states_them(dataset):
    """1808 restates only the bête; everything else is 1853's, under 1853's rule ids."""
    params = params_for(dataset, "bester-bube-1808")
    assert params.ref("bete").rule_id == "bester-bube-1808#bete"
    assert params.ref("follow-suit").rule_id == "bester-bube-1853#follow-suit"


def test_an_alternative_is_chosen_by_label_or_index(dataset):
    """1853's editorial all-pass rule has a recorded alternative, selectable both ways."""
    labels = alternatives(dataset, "bester-bube-1853")["all-pass"]
    by_label = params_for(dataset, "bester-bube-1853", {"all-pass": labels[0]}).ref("all-pass")
    by_index = params_for(dataset, "bester-bube-1853", {"all-pass": 0}).ref("all-pass")
    assert by_label == by_index and by_label.certainty == "alternative" and by_label.label == labels[0]
    with pytest.raises(KeyError, match="no alternative"):
        params_for(dataset, "bester-bube-1853", {"all-pass": "nonsense"})


@pytest.mark.parametrize("ruleset_id", PLAYABLE)
def test_playable_rulesets_play_full_hands_from_their_records(dataset, ruleset_id):
    """Every table size the record allows plays ten checked hands in a row."""
    params = params_for(dataset, ruleset_id)
    check_playable(params)
    rng = random.Random(7)
    for players in player_counts(params):
        session = None
        for dealer in range(10):
            st = new_hand("bester-bube", params, players, dealer % players, rng=rng, session=session)
            while not st.is_terminal():
                check_invariants(st)
                acts = st.legal_actions()
                st.apply(acts[int(rng.random() * len(acts))])
            check_invariants(st)
            session = st.next_session()


@pytest.mark.parametrize("ruleset_id", FRAGMENTS)
def test_fragments_are_not_playable_and_say_why(dataset, ruleset_id):
    """A fragment lacks the values a hand needs; NotPlayable names them."""
    with pytest.raises(NotPlayable) as info:
        check_playable(params_for(dataset, ruleset_id))
    assert "players" in info.value.missing and "pack" in info.value.missing


def test_a_refusal_from_the_records_names_von_alvensleben(dataset):
    """An illegal lead under the 1853 records cites the 1853 source."""
    params = params_for(dataset, "bester-bube-1853")
    rng = random.Random(3)
    for _ in range(200):
        st = new_hand("bester-bube", params, 4, 0, rng=rng)
        while not st.is_terminal() and st.phase.name != "play":
            st.apply("keep")
        if st.is_terminal():
            continue
        hand = st.rules.pack.format(st.hands[st.actor]).split()
        legal = {str(a).split()[1] for a in st.legal_actions()}
        illegal = [c for c in hand if c not in legal]
        if illegal:
            with pytest.raises(IllegalAction) as info:
                st.apply(f"play {illegal[0]}")
            assert info.value.rule_id == "bester-bube-1853#trick-1-lead"
            assert "von Alvensleben 1853" in str(info.value)
            return
    raise AssertionError("no illegal lead found in 200 deals")
