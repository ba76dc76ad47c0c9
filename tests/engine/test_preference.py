"""Préférence (Pierer and Meyers, each reconstructed for play) where the worked examples do not
reach: the refusals with their rule and source, the dealer who sits out, the game nobody
opposes, two rounds of passes, trumps fixed by the first lead, the settlement of random hands
against the rules as recorded, and the strong player at the table.

Player 0 deals; player 1 is forehand. Every expected figure is worked out from the rules as
recorded (the tariff 40/30/20/10 with 4/3/2/1 a helper's trick, a stake of ten), never by the engine.
"""
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as hs

from generator.bridge import params_for
from generator.engine import IllegalAction, new_hand
from generator.engine.ledger import POT
from generator.engine.players import POLICIES
from generator.engine.players.strong import strong_player

PIERER, MEYERS = "preference-pierer-reconstruction", "preference-meyers-1905-reconstruction"
#: The game's value and a helper's trick, by trump suit, as both lexicons give them.
TARIFF = {"H": (40, 4), "S": (30, 3), "G": (20, 2), "E": (10, 1)}
STAKE = 10


@pytest.fixture(scope="module")
def rules(dataset):
    return {r: params_for(dataset, r) for r in (PIERER, MEYERS)}


def hand(params, players=3, seed=1, pot=0):
    return new_hand("preference", params, players=players, dealer=0, rng=random.Random(seed), pot=pot)


def run(st, *actions):
    for a in actions:
        st.apply(a)
    return st


def test_a_lower_suit_after_a_higher_one_is_refused_with_the_rule_and_its_source(rules):
    st = run(hand(rules[PIERER]), "bid gruen")
    with pytest.raises(IllegalAction) as refused:
        st.apply("bid eicheln")
    assert refused.value.rule_id == f"{PIERER}#auction"
    assert refused.value.reason == "bid-not-higher"
    assert refused.value.details == {"best": "gruen"}
    assert "Pierer" in str(refused.value)


def test_a_helper_is_asked_to_go_along_or_pass_and_nothing_else(rules):
    st = run(hand(rules[PIERER]), "bid roth", "pass", "pass")
    assert st.phase.name == "go-along" and st.actor == 2      # the player after the declarer
    assert [str(a) for a in st.legal_actions()] == ["go-along", "pass"]
    with pytest.raises(IllegalAction) as refused:
        st.apply("play")
    assert refused.value.rule_id == f"{PIERER}#helpers"
    assert refused.value.reason == "not-now"


def test_with_four_the_dealer_is_dealt_nothing_stakes_nothing_and_is_never_asked(rules):
    st = hand(rules[PIERER], players=4)
    assert st.hands[0] == 0 and [h.bit_count() for h in st.hands[1:]] == [10, 10, 10]
    assert st.aside.bit_count() == 2
    assert st.pot == 3 * STAKE
    assert {e.payer for e in st.settlement()} == {1, 2, 3}
    seen = set()
    while not st.is_terminal():
        seen.add(st.actor)
        st.apply(st.legal_actions()[-1])
    assert 0 not in seen


def test_a_declarer_nobody_opposes_takes_his_game_from_the_pot_without_play(rules):
    st = run(hand(rules[PIERER], pot=50), "pass", "bid schellen", "pass", "pass", "pass")
    assert st.is_terminal() and st.trick_log == []
    assert st.outcome["unopposed"] is True
    assert [(e.payer, e.payee, e.amount) for e in st.settlement() if e.reason != "ante"] == [(POT, 2, 30)]
    assert st.pot == 50 + 3 * STAKE - 30


def test_the_unopposed_declarer_after_meyers_is_paid_the_highest_suit(rules):
    st = run(hand(rules[MEYERS], pot=50), "bid spiel", "pass", "pass", "pass", "pass")
    assert [(e.payer, e.payee, e.amount) for e in st.settlement() if e.reason != "ante"] == [(POT, 1, 40)]


def test_the_declarer_takes_no_more_than_the_pot_holds(rules):
    st = run(hand(rules[PIERER], pot=0), "bid roth", "pass", "pass", "pass", "pass")
    assert [(e.payer, e.payee, e.amount) for e in st.settlement() if e.reason != "ante"] == [(POT, 1, 3 * STAKE)]
    assert st.pot == 0


def test_two_rounds_of_passes_throw_the_cards_in_and_the_stakes_stay_in_the_pot(rules):
    st = run(hand(rules[PIERER], pot=7), "pass", "pass", "pass")
    assert st.outcome["talon"] and st.phase.name == "auction" and st.actor == 1
    run(st, "pass", "pass", "pass")
    assert st.is_terminal() and st.outcome["redeal"] is True
    assert st.pot == 7 + 3 * STAKE and st.next_session().pot == st.pot


def test_the_declarer_who_bids_after_the_talon_is_turned_takes_it_up(rules):
    st = run(hand(rules[PIERER]), "pass", "pass", "pass", "pass", "bid eicheln", "pass")
    assert st.phase.name == "talon" and st.hands[2].bit_count() == 12
    with pytest.raises(IllegalAction) as refused:
        st.apply(str(st.legal_actions()[0]).rsplit(" ", 1)[0])   # one card, not two
    assert refused.value.rule_id == "preference-pierer#dopper-exchange"
    assert refused.value.reason == "dopper-count"


def test_after_meyers_the_first_card_the_declarer_leads_makes_its_suit_trumps(rules):
    st = run(hand(rules[MEYERS]), "bid spiel", "pass", "pass", "go-along", "go-along")
    assert st.phase.name == "play" and st.table.trump is None
    pack = st.rules.pack
    for led in st.legal_actions():
        other = st.clone()
        other.apply(led)
        assert other.table.trump == pack.suit_of[pack.index[led.cards[0]]]
        assert other.outcome.get("trump") is None     # fixed for play, reported at the end


SETTLED = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@SETTLED
@given(seed=hs.integers(0, 10**6), players=hs.sampled_from([3, 4]), pot=hs.integers(0, 80),
       ruleset=hs.sampled_from([PIERER, MEYERS]), policy=hs.sampled_from(["random", "greedy"]))
def test_every_hand_is_settled_as_the_rules_say(rules, seed, players, pot, ruleset, policy):
    if ruleset == MEYERS:
        players = 3
    st = hand(rules[ruleset], players=players, seed=seed, pot=pot)
    choose = POLICIES[policy](random.Random(seed))
    while not st.is_terminal():
        st.apply(choose(st, st.legal_actions()))
    out = st.outcome
    dealt_in = [q for q in range(players) if not (players == 4 and q == 0)]
    expected = [(q, POT, STAKE) for q in dealt_in]
    available = pot + STAKE * len(dealt_in)
    if "contract" in out:
        d = out["declarer"]
        if out.get("unopposed"):
            expected.append((POT, d, min(TARIFF["H" if ruleset == MEYERS else _suit(out["contract"])][0], available)))
        else:
            value, per_trick = TARIFF[out["trump"]]
            need = 6 if ruleset == MEYERS else 5
            made = st.tricks[d] >= need
            assert out["made"] is made
            expected.append((POT, d, min(value, available)) if made else (d, POT, value))
            expected += [(q, POT, value) for q in out["helpers"] if st.tricks[q] < 2]
            expected += [(d, q, per_trick * st.tricks[q]) for q in out["helpers"] if st.tricks[q]]
            assert sum(st.tricks) == 10
    got = [(e.payer, e.payee, e.amount) for e in st.settlement()]
    assert got == [e for e in expected if e[2]]
    st.ledger.check(players)


def _suit(contract: str) -> str:
    return {"roth": "H", "schellen": "S", "gruen": "G", "eicheln": "E"}[contract]


@pytest.mark.parametrize("ruleset, players", [(PIERER, 4), (PIERER, 3), (MEYERS, 3)])
def test_the_strong_player_plays_whole_hands_of_preference(rules, ruleset, players):
    rng = random.Random(5)
    strong = strong_player(rng, budget=12)
    greedy = POLICIES["greedy"](rng)
    for seed in range(3):
        st = hand(rules[ruleset], players=players, seed=seed)
        while not st.is_terminal():
            legal = st.legal_actions()
            action = (strong if st.actor == 1 else greedy)(st, legal)
            assert action in list(legal)
            st.apply(action)
        st.ledger.check(players)
