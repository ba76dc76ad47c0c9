"""Tippen (Pierer reconstructed, with the jump and with hop and jump; the early English Wikipedia
reconstructed) as the ruleset records give it: the refusals with their rule and source, the
payouts by the Stamm or the pot, the deal pushed on or passed on at the cut, where the worked
examples do not reach.

Three players, player 0 deals; player 1 is forehand. Every expected figure is worked out by hand
from the rule as recorded, never by the engine.
"""
import random

import pytest
from hypothesis import given, settings, strategies as hs

from generator.bridge import params_for
from generator.engine import Deal, IllegalAction, Session, new_hand, player_counts
from generator.engine.players.strong import strong_player
from generator.engine.registry import compile_rules

PIERER, SPRUNG, HOPP = ("tippen-pierer-reconstruction", "tippen-pierer-sprung-reconstruction",
                        "tippen-pierer-hopp-und-sprung-reconstruction")
OLDEST, HOP = "tippen-wikipedia-oldest-reconstruction", "tippen-wikipedia-oldest-hop-and-jump-reconstruction"
GERMAN_WP = "tippen-de-wikipedia-reconstruction"
LATER = Session(hand_number=5, pot=0)
POT_ = "pot"


@pytest.fixture(scope="module")
def rules(dataset):
    return {r: params_for(dataset, r) for r in (PIERER, SPRUNG, HOPP, OLDEST, HOP, GERMAN_WP)}


def hand(params, hands, turned, bottom="", pot=0, session=LATER, dealer=0):
    """A hand dealt as written (hands from the dealer's left round to the dealer: seats 1, 2, 0);
    ``bottom``: the last cards of the undealt pack, the rest before them in pack order."""
    pack = compile_rules(params, 3).pack
    used = " ".join([*hands, turned, bottom]).split()
    rest = [c for c in pack.codes if c not in used] + bottom.split()
    deal = Deal.from_codes(pack, [hands[2], hands[0], hands[1]], turned, " ".join(rest))
    return new_hand("tippen", params, players=3, dealer=dealer, deal=deal, session=session._replace(pot=pot))


def run(st, *actions):
    for a in actions:
        st.apply(a)
    return st


def payments(st, rule):
    return [(e.payer, e.payee, e.amount) for e in st.settlement() if e.rule_id.endswith("#" + rule)]


#: German cards, Hearts turned: Ben (1) leads the Sow of Acorns, Clara (2) trumps it.
GERMAN = (["AE KH 8G", "OH 7H 10S", "7G KE 9S"], "9H")


def test_the_trick_winner_holding_a_trump_is_refused_another_lead_with_the_rule_and_its_source(rules):
    st = run(hand(rules[PIERER], *GERMAN), "deal", "play", "play", "play AE", "play 7H", "play KE")
    with pytest.raises(IllegalAction) as refused:
        st.apply("play 10S")
    assert refused.value.rule_id == "tippen-pierer#trick-2-lead"
    assert refused.value.reason == "lead-trump"
    assert "Pierer" in str(refused.value)


def test_a_trick_wins_a_third_of_the_stamm_under_pierer_and_a_third_of_the_pot_in_the_early_article(rules):
    # Twelve in the pot with the ante: Pierer pays 1 a trick (3 / 3), the early article 4 (12 / 3); Anna
    # (0), without a trick, pays the Stamm under Pierer and three units in the early article.
    french = (["AS KH 8C", "QH 7H 10C", "7D KS 9C"], "9H")
    pierer = run(hand(rules[PIERER], *GERMAN, pot=9), "deal", "play", "play", "play AE", "play 7H", "play KE",
                 "play OH", "play 9S", "play KH", "play 8G", "play 10S", "play 7G")
    assert payments(pierer, "trick-payout") == [(POT_, 1, 2), (POT_, 2, 1)]
    assert payments(pierer, "bete") == [(0, POT_, 3)]
    oldest = run(hand(rules[OLDEST], *french, pot=9), "play", "play", "play AS", "play 7H", "play KS",
                 "play QH", "play 9C", "play KH", "play 8C", "play 10C", "play 7D")
    assert payments(oldest, "trick-payout") == [(POT_, 1, 4), (POT_, 2, 8)]  # Clara wins tricks 1 and 3
    assert payments(oldest, "bete") == [(0, POT_, 3)]


def test_pass_in_a_forced_deal_is_refused_under_the_rule_that_forces_it(rules):
    first = hand(rules[OLDEST], ["AS KH 8C", "QH 7H 10C", "7D KS 9C"], "9H", session=Session())
    with pytest.raises(IllegalAction) as refused:
        first.apply("pass")
    assert refused.value.rule_id == "tippen-wikipedia-oldest#forced-deals" and refused.value.reason == "forced-deal"
    # a later deal with only the dealer's stake in the pot: passing is still not allowed, now by drop-out
    later = hand(rules[OLDEST], ["AS KH 8C", "QH 7H 10C", "7D KS 9C"], "9H")
    with pytest.raises(IllegalAction) as refused:
        later.apply("pass")
    assert refused.value.rule_id == "tippen-wikipedia-oldest#drop-out"
    assert str(hand(rules[OLDEST], ["AS KH 8C", "QH 7H 10C", "7D KS 9C"], "9H", pot=3).legal_actions()[1]) == "pass"


def test_a_pushed_deal_leaves_the_stamm_and_moves_the_deal_on(rules):
    st = run(hand(rules[PIERER], *GERMAN), "push")
    assert st.is_terminal() and st.pot == 3 and st.next_dealer() == 1 and not any(st.hands)
    nxt = st.next_session()
    assert nxt.pot == 3 and nxt.hand_number == LATER.hand_number  # no deal was made
    with pytest.raises(IllegalAction) as refused:
        hand(rules[PIERER], *GERMAN).apply("play")
    assert refused.value.rule_id == "tippen-pierer#deal-passing"
    assert refused.value.details == {"expected": ("deal", "push")}


def test_the_cut_passes_the_deal_one_seat_on_a_seven_and_two_on_a_seven_and_a_daus(rules):
    sprung = run(hand(rules[SPRUNG], *GERMAN, bottom="AS 7S"), "deal")
    assert sprung.is_terminal() and sprung.next_dealer() == 1 and sprung.pot == 3
    hopp = run(hand(rules[HOPP], *GERMAN, bottom="AS 7S"), "deal")
    assert hopp.next_dealer() == 2 and payments(hopp, "cut-card") == [(1, POT_, 3)] and hopp.pot == 6
    plain = run(hand(rules[HOPP], *GERMAN, bottom="7S 8S"), "deal")  # an Eight at the bottom: dealt and played
    assert not plain.is_terminal() and plain.phase.name == "drop-out"
    # the early article: an Ace at the bottom passes the deal on, the dealer's stake staying
    ace = hand(rules[HOP], ["AS KH 8C", "QH 7H 10C", "7D KS 9C"], "9H", bottom="AC", session=Session())
    assert ace.is_terminal() and ace.next_dealer() == 1 and ace.pot == 3


def test_with_ten_players_the_dealers_second_look_falls_on_the_turned_card(rules):
    params = rules[HOPP]
    rules10 = compile_rules(params, 10)
    assert rules10.pack.size == 32  # ten hands of three, the turned card and one left undealt
    rng = random.Random(4)
    for _ in range(30):
        st = new_hand("tippen", params, players=10, dealer=0, rng=rng)
        run(st, "deal")
        if st.outcome.get("cut_card_again"):
            assert st.outcome["cut_card_again"] == st.rules.pack.codes[st.deal.turned]


def test_the_strong_player_deals_passes_and_plays_legally(rules):
    for rid in (PIERER, HOP):
        st = new_hand("tippen", rules[rid], players=4, dealer=0, rng=random.Random(2), session=LATER._replace(pot=6))
        while not st.is_terminal():
            legal = st.legal_actions()
            choice = strong_player(random.Random(1), 12)(st, legal)
            assert choice in legal
            st.apply(choice)
        st.ledger.check(4)


@settings(max_examples=60, deadline=None)
@given(seed=hs.integers(0, 10**6), ruleset=hs.sampled_from([PIERER, SPRUNG, HOPP, OLDEST, HOP, GERMAN_WP]),
       hand_number=hs.integers(0, 4))
def test_random_hands_end_settled_with_the_money_and_the_cards_accounted_for(dataset, seed, ruleset, hand_number):
    params = params_for(dataset, ruleset)
    counts = player_counts(params)
    players = counts[seed % len(counts)]
    rng = random.Random(seed)
    st = new_hand("tippen", params, players=players, dealer=seed % players, rng=rng,
                  session=Session(hand_number=hand_number, pot=rng.choice([0, 3, 6, 9])))
    while not st.is_terminal():
        st.apply(rng.choice(list(st.legal_actions())))
    st.ledger.check(players)
    assert sum(m.bit_count() for m in st.location_masks().values()) == st.rules.pack.size
    assert all(st.tricks[p] == 0 for p in st.outcome.get("bete") or [])
    if st.trick_log:
        assert sum(st.tricks) == 3


def test_the_dealer_deciding_whether_to_deal_sees_no_card(rules):
    st = hand(rules[PIERER], *GERMAN)
    seen = st.observation(0)
    assert seen["phase"] == "deal-passing" and seen["hand"] == "?? ?? ??"
    assert seen["turned"] is None and seen["trump"] is None
    run(st, "deal")
    assert sorted(st.observation(0)["hand"].split()) == ["7G", "9S", "KE"]
    assert st.observation(0)["turned"] == "9H"


def test_the_german_article_plays_32_cards_to_six_players_and_52_beyond(rules):
    assert compile_rules(rules[GERMAN_WP], 6).pack.size == 32
    assert compile_rules(rules[GERMAN_WP], 6).pack.ranks == ("A", "K", "Q", "J", "10", "9", "8", "7")
    assert compile_rules(rules[GERMAN_WP], 7).pack.size == 52
