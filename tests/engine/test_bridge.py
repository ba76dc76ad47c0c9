"""The bridge: ruleset records → engine Params; every playable Bester Bube ruleset plays from
its records, and the others say what they lack."""
import random

import pytest

from generator.bridge import alternatives, params_for
from generator.engine import IllegalAction, NotPlayable, check_playable, new_hand, player_counts
from generator.engine.invariants import check_invariants
from generator.engine.registry import game as game_of
from tests.conftest import playable_rulesets, unplayable_rulesets

#: The Bester Bube fragments, which lack even the table and the pack.
FRAGMENTS = ["bester-bube-1777-hildesheim", "bester-bube-1800-holstein"]
#: Kontraspiel and Bolachen rulesets that cannot be played, with some of what they lack.
NOT_PLAYABLE = {
    "kontraspiel-1773": ["pack", "top-trumps", "deal-packets", "win-condition", "contra", "base-value"],
    "kontraspiel-thalberg-draft": ["talon", "drop-out", "soloist-rounds", "win-condition"],
    "bolachen-de-wikipedia": ["auction", "dopper-exchange", "first-lead", "follow-suit"],
}


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


@pytest.mark.parametrize("ruleset_id", playable_rulesets())
def test_playable_rulesets_play_full_hands_from_their_records(dataset, ruleset_id):
    """Every table size the record allows plays ten checked hands in a row, offering only the
    verbs its game declares."""
    params = params_for(dataset, ruleset_id)
    check_playable(params)
    declared = game_of(params.game).verbs
    rng = random.Random(7)
    for players in player_counts(params):
        session = None
        for dealer in range(10):
            st = new_hand(params.game, params, players, dealer % players, rng=rng, session=session)
            while not st.is_terminal():
                check_invariants(st)
                acts = st.legal_actions()
                assert {a.verb for a in acts} <= set(declared), f"{params.game} does not declare {acts}"
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


@pytest.mark.parametrize("ruleset_id", unplayable_rulesets())
def test_kontraspiel_and_bolachen_fragments_name_what_they_lack(dataset, ruleset_id):
    """Every ruleset the engine cannot play says why: NotPlayable names the parameters its
    records leave open (for the 1773 fragment, the Thalberg draft and the German Bolachen
    article, at least those of ``NOT_PLAYABLE``) or what the module does not play."""
    with pytest.raises(NotPlayable) as info:
        check_playable(params_for(dataset, ruleset_id))
    assert info.value.missing or info.value.reason
    assert set(NOT_PLAYABLE.get(ruleset_id, ())) <= set(info.value.missing)


def test_the_rulesets_named_here_are_those_the_engine_cannot_play():
    assert set(FRAGMENTS) | set(NOT_PLAYABLE) <= set(unplayable_rulesets())


def test_kontraspiel_records_settle_with_the_pot(dataset):
    """The 1811 records give the pot settlement and the base value their engine meaning; the
    reconstruction inherits them and restates the ante."""
    params = params_for(dataset, "kontraspiel-1773-reconstruction")
    assert params.ref("pot-settlement").rule_id == "kontraspiel-1811#pot-settlement"
    assert params.ref("ante").rule_id == "kontraspiel-1773-reconstruction#ante"
    before = params_for(dataset, "kontraspiel-1811", {"base-value": "The pot before the dealer's unit"})
    assert before.ref("base-value").value["equals"] == "pot-before-ante"


def test_a_kontraspiel_refusal_cites_hammer(dataset):
    """A round-1 bid in another suit is refused under kontraspiel-1811#soloist-rounds, citing Hammer."""
    params = params_for(dataset, "kontraspiel-1811")
    rng = random.Random(2)
    for _ in range(50):
        st = new_hand("kontraspiel", params, 4, 0, rng=rng)
        if st.phase.name == "bidding":
            other = next(s for s in "EGHS" if s != st.rules.pack.suits[st.preferred])
            with pytest.raises(IllegalAction) as info:
                st.apply(f"solo {other}")
            assert info.value.rule_id == "kontraspiel-1811#soloist-rounds" and "Hammer 1811" in str(info.value)
            return
    raise AssertionError("no deal opened with the soloist rounds")


def test_every_parameter_a_game_declares_is_in_the_vocabulary():
    from generator.bridge import contract_problems
    from generator.engine.protocol import Game
    from generator.engine.registry import game
    assert contract_problems() == []
    bb = game("bester-bube")
    wrong = Game("bester-bube", bb.rules, bb.start, (*bb.parameters, "ante-twice"), bb.verbs, bb.reasons)
    problems = contract_problems(played=[wrong])
    assert len(problems) == 1
    assert problems[0].startswith("generator/engine/games/bester_bube.py:1: parameters: ")
    assert "'ante-twice', which is not a parameter of vocabulary.yaml" in problems[0]
