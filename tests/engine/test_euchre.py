"""Euchre (Enquire Within's two-handed game and the four-handed game of 1862, both reconstructed)
as the records give it: the refusals with their rule and source, the bowers, the lone hand, the
points and the game carried from hand to hand, and the reader's seat with a partner, where the
worked examples do not reach.

Player 0 deals; player 1 is eldest. Four-handed, players 0 and 2 are partners against 1 and 3.
Every expected figure is worked out by hand from the rule as recorded, never by the engine.
"""
import random

import pytest
from hypothesis import given, settings, strategies as hs

from generator.bridge import params_for
from generator.engine import Deal, IllegalAction, Session, new_hand
from generator.engine.players.strong import strong_player
from generator.engine.registry import compile_rules
from generator.engine.table import Table

EW, FOUR = "euchre-enquire-within-reconstruction", "euchre-1862-reconstruction"


@pytest.fixture(scope="module")
def rules(dataset):
    return {r: params_for(dataset, r) for r in (EW, FOUR)}


def hand(params, hands, turned, session=Session()):
    """A hand dealt as written, by seat (0 the dealer), the rest of the pack in pack order."""
    n = len(hands)
    pack = compile_rules(params, n).pack
    rest = [c for c in pack.codes if c not in " ".join([*hands, turned]).split()]
    deal = Deal.from_codes(pack, hands, turned, " ".join(rest), "")
    return new_hand("euchre", params, players=n, dealer=0, deal=deal, session=session)


def run(st, *actions):
    for a in actions:
        st.apply(a)
    return st


#: Two-handed: Ben (1) holds both red bowers; Hearts turned.
TWO = (["AH QH 10S KC QC", "JH JD KH AS 8C"], "9H")
#: Four-handed: David (3) holds both bowers of the turned Hearts, the Ace, King and Ace of Spades.
LONE = (["AD KD QD JS 7S", "KS QS 10S 9S JC", "QH 10H AC KC QC", "JH JD AH KH AS"], "9H")


def test_the_left_bower_led_must_be_followed_with_a_trump_and_the_refusal_names_the_rule(rules):
    st = run(hand(rules[EW], *TWO), "solo", "take-turn-up 10S", "play JD")
    with pytest.raises(IllegalAction) as refused:
        st.apply("play KC")
    assert refused.value.rule_id == "euchre-enquire-within#follow-suit"
    assert refused.value.reason == "follow-suit"
    assert "Enquire Within" in str(refused.value)


def test_the_second_round_refuses_the_turned_suit_and_the_turned_card_stays_out(rules):
    st = run(hand(rules[EW], *TWO), "pass", "pass")
    with pytest.raises(IllegalAction) as refused:
        st.apply("solo H")
    assert refused.value.rule_id == f"{EW}#soloist-rounds"
    assert refused.value.reason == "preferred-suit-closed"
    st.apply("solo S")
    assert st.phase.name == "play" and st.turned is not None  # nobody took the Nine up
    assert st.hands[0].bit_count() == st.hands[1].bit_count() == 5


def test_a_lone_hand_lays_the_partner_down_and_eldest_being_out_the_next_player_leads(rules):
    st = run(hand(rules[FOUR], *LONE), "pass", "pass", "solo", "take-turn-up 7S")
    assert st.phase.name == "lone-hand" and st.actor == 3
    st.apply("alone")
    assert st.active == [True, False, True, True] and st.hands[1] == 0
    assert st.actor == 2  # Ben, eldest, is laid down: Clara leads


def test_a_lone_march_scores_four_a_lone_hand_of_three_tricks_one_and_a_lone_euchre_two_to_the_others(rules):
    params = rules[FOUR]
    march = run(hand(params, *LONE), "pass", "pass", "solo", "take-turn-up 7S", "alone",
                *"play AC|play KH|play QD|play JH|play 9H|play 10H|play JD|play KD|play QH|play AH|play JS|play QC|"
                 "play AS|play AD|play KC".split("|"))
    assert march.scores["points"] == [0, 4, 0, 4]
    # the lone maker's partner laid down, the makers' points are the lone-hand rule's
    st = hand(params, *LONE)
    st.outcome["alone"] = 3
    st.declarer, st.tricks = 3, [2, 0, 0, 3]
    from generator.engine.games.euchre import _score
    _score(st)
    assert st.scores["points"] == [0, 1, 0, 1]
    st.tricks = [3, 0, 0, 2]
    _score(st)
    assert st.scores["points"] == [2, 0, 2, 0] and st.outcome["euchred"]


def test_the_score_carries_to_the_next_hand_and_the_game_once_won_starts_again(rules):
    params = rules[EW]
    st = hand(params, *TWO, session=Session(scores=(3, 4)))
    run(st, "solo", "take-turn-up 10S", "play JH", "play 9H", "play AS", "play QC", "play KH", "play QH",
        "play JD", "play AH", "play 8C", "play KC")
    assert st.scores["game"] == [3, 5] and st.outcome["game_won"] == [1]
    assert st.next_session().scores == ()
    st = hand(params, *TWO, session=Session(scores=(1, 2)))
    run(st, "pass", "pass", "pass", "pass")  # thrown up: nobody scores
    assert st.outcome["redeal"] and st.next_session().scores == (1, 2)


def test_the_readers_partner_is_named_so_and_the_score_is_shown_by_sides(rules):
    table = Table(rules[FOUR], 4, seat=1, seed=2)
    view = table.view()
    assert view["names"] == ["Player 1", "Player 2 (you)", "Player 3", "Player 4 (your partner)"]
    assert view["score"] == "Player 1 and Player 3 0, Player 2 and Player 4 0"
    while not table.view()["over"]:
        table.act(table.view()["legal"][-1]["action"])
    results = {s["result"] for s in table.view()["settlement"]}
    assert results <= {"0 points", "+1 point", "+2 points", "+4 points"}
    assert "score:" in table.transcript()


def test_the_strong_player_plays_both_games_with_legal_actions(rules):
    for ruleset, n in ((EW, 2), (FOUR, 4)):
        rng = random.Random(7)
        st = new_hand("euchre", rules[ruleset], players=n, dealer=0, rng=rng)
        choose = strong_player(random.Random(3), 12)
        while not st.is_terminal():
            legal = st.legal_actions()
            action = choose(st, legal)
            assert action in legal
            st.apply(action)


@settings(max_examples=60, deadline=None)
@given(seed=hs.integers(0, 10**6), four=hs.booleans())
def test_random_hands_end_with_the_cards_accounted_for_and_points_to_one_side_only(rules, seed, four):
    params, n = (rules[FOUR], 4) if four else (rules[EW], 2)
    rng = random.Random(seed)
    st = new_hand("euchre", params, players=n, dealer=seed % n, rng=rng)
    while not st.is_terminal():
        st.apply(rng.choice(list(st.legal_actions())))
    masks = st.location_masks().values()
    assert sum(m.bit_count() for m in masks) == st.rules.pack.size
    points = st.scores["points"]
    side_of = st.rules.side_of
    assert len({side_of[p] for p in range(n) if points[p]}) <= 1
    assert all(points[p] == points[q] for p in range(n) for q in range(n) if side_of[p] == side_of[q])
    assert not st.settlement()  # a game of points: no money changes hands
