"""Three-card Loo (Peel, Enquire Within) as the ruleset records give it: the refusals with their
rule and source, the pool shared by the tricks, the loo, the miss and the dealer's answer to a
single player, where the worked examples do not reach.

Four players, player 0 deals; player 1 is forehand. Every expected figure is worked out by hand
from the rule as recorded, never by the engine.
"""
import random

import pytest
from hypothesis import given, settings, strategies as hs

from generator.bridge import params_for
from generator.engine import Deal, IllegalAction, Session, new_hand
from generator.engine.ledger import POT

PEEL, EW = "loo-peel-three-card", "loo-enquire-within-three-card-reconstruction"
#: Where the rules Enquire Within states are recorded (the reconstruction inherits them).
EW_BOOK = "loo-enquire-within-three-card"
#: Not the first round of deals: no single.
LATER = Session(hand_number=8, pot=0)


@pytest.fixture(scope="module")
def rules(dataset):
    return {r: params_for(dataset, r) for r in (PEEL, EW, "loo-peel-unlimited", "loo-peel-mixed")}


def hand(params, hands, turned, miss, pot=0, session=LATER, top=""):
    """A hand dealt as written (hands from the dealer's left round to the dealer: seats 1, 2, 3, 0;
    ``top``: the first cards of the undealt pack, the rest following in pack order)."""
    from generator.engine.registry import compile_rules
    pack = compile_rules(params, 4).pack
    by_seat = [hands[3], hands[0], hands[1], hands[2]]
    rest = top.split() + [c for c in pack.codes if c not in " ".join([*hands, turned, miss, top]).split()]
    deal = Deal.from_codes(pack, by_seat, turned, " ".join(rest), miss)
    return new_hand("lanterloo", params, players=4, dealer=0, deal=deal, session=session._replace(pot=pot))


def run(st, *actions):
    for a in actions:
        st.apply(a)
    return st


def payments(st, rule):
    return [(e.payer, e.payee, e.amount) for e in st.settlement() if e.rule_id.endswith("#" + rule)]


#: Ben (1) holds the Ace and Nine of trumps; Hearts turned.
ACE_DEAL = (["AH 9H KS", "QH 10S 4C", "KD 8D 2S", "JH 3H 6D"], "7H", "3C 4D 2D")


def test_the_leader_holding_the_ace_of_trumps_is_refused_another_card_with_the_rule_and_its_source(rules):
    st = run(hand(rules[PEEL], *ACE_DEAL), "play", "play", "play", "play")
    with pytest.raises(IllegalAction) as refused:
        st.apply("play 9H")
    assert refused.value.rule_id == f"{PEEL}#trick-1-lead"
    assert refused.value.reason == "lead-ace-of-trumps"
    assert refused.value.details == {"card": "AH", "turned": False}
    assert str(refused.value) == ("Illegal: 9H — must lead AH to the first trick (loo-peel-three-card#trick-1-lead: "
                                  "[Loo pages of playingcardgames.net] n.d., Playing the Hands)")


def test_with_the_ace_turned_peel_forces_the_king_and_enquire_within_the_higher_of_two_trumps(rules):
    deal = (["KH 9H 2S", "QH 10S 4C", "KD 8D 3S", "JH 3H 6D"], "AH", "3C 4D 2D")
    peel = run(hand(rules[PEEL], *deal), "play", "play", "play", "play")
    assert [str(a) for a in peel.legal_actions()] == ["play KH"]
    with pytest.raises(IllegalAction) as refused:
        peel.apply("play 2S")
    assert refused.value.details == {"card": "KH", "turned": True}
    one_trump = (["KH 2C 2S", "QH 10S 4C", "KD 8D 3S", "JH 3H 6D"], "AH", "3C 4D 2D")
    assert [str(a) for a in run(hand(rules[PEEL], *one_trump), "play", "play", "play", "play").legal_actions()] \
        == ["play KH"]
    ew = run(hand(rules[EW], *one_trump), "play", "play", "play", "play")
    assert sorted(str(a) for a in ew.legal_actions()) == ["play 2C", "play 2S", "play KH"]


def test_the_pool_of_ten_gives_the_odd_unit_to_the_first_trick_and_the_looed_pay_six(rules):
    # Peel: a third of the pool a trick, the odd units to the earlier tricks; a loo of six.
    st = run(hand(rules[PEEL], *ACE_DEAL, pot=7), "play", "play", "pass", "play",
             "play AH", "play QH", "play 3H", "play 9H", "play 4C", "play JH", "play 6D", "play KS", "play 10S")
    assert payments(st, "trick-payout") == [(POT, 1, 4), (POT, 0, 3), (POT, 0, 3)]
    assert payments(st, "bete") == [(2, POT, 6)]
    assert st.outcome["bete"] == [2]
    assert st.pot == 6


def test_enquire_within_divides_the_pool_exactly(rules):
    st = run(hand(rules[EW], *ACE_DEAL, pot=7), "play", "play", "pass", "play",
             "play AH", "play QH", "play 3H", "play KS", "play 10S", "play JH", "play 6D", "play 9H", "play 4C")
    from fractions import Fraction
    assert payments(st, "trick-payout") == [(POT, 1, Fraction(10, 3)), (POT, 0, Fraction(10, 3)),
                                            (POT, 1, Fraction(10, 3))]
    assert payments(st, "bete") == [(2, POT, 3)]


def test_unlimited_loo_is_the_pool_and_mixed_loo_stops_at_ten_stakes(rules):
    actions = ("play", "play", "pass", "play", "play AH", "play QH", "play 3H", "play 9H", "play 4C", "play JH",
               "play 6D", "play KS", "play 10S")
    assert payments(run(hand(rules["loo-peel-unlimited"], *ACE_DEAL, pot=60), *actions), "bete") == [(2, POT, 63)]
    assert payments(run(hand(rules["loo-peel-mixed"], *ACE_DEAL, pot=60), *actions), "bete") == [(2, POT, 30)]


#: Only Ben (1) stands; the miss is strong.
DEFENCE_DEAL = (["KS 10H 4C", "2H 3D 5C", "4H 6D 8C", "9H 2C 3C"], "7S", "AS QD 9D")


def test_the_miss_played_for_the_pool_keeps_its_tricks_share_in_the_pool_and_is_never_looed(rules):
    st = run(hand(rules[PEEL], *DEFENCE_DEAL, pot=6), "play", "pass", "pass", "pass")
    assert st.outcome["miss_for_pool"] and st.outcome["miss"] == 0
    run(st, "play 10H", "play AS", "play QD", "play KS", "play 4C", "play 9D")
    assert st.tricks == [1, 2, 0, 0]
    assert payments(st, "trick-payout") == [(POT, 1, 3), (POT, 1, 3)]
    assert payments(st, "bete") == []
    assert st.pot == 3


def test_enquire_within_refuses_the_dealer_the_miss_against_one_player_and_he_gives_up_the_pool(rules):
    st = run(hand(rules[EW], *DEFENCE_DEAL, pot=6), "play", "pass", "pass")
    assert [str(a) for a in st.legal_actions()] == ["play", "pass"]
    with pytest.raises(IllegalAction) as refused:
        st.apply("take-miss")
    assert (refused.value.rule_id, refused.value.reason) == (f"{EW_BOOK}#pool-defence", "pool-defence")
    assert str(refused.value).endswith("(loo-enquire-within-three-card#pool-defence: Enquire Within n.d., §§95-99)")
    st.apply("pass")
    assert st.is_terminal() and payments(st, "pool-defence") == [(POT, 1, 9)]


def test_the_miss_once_taken_cannot_be_taken_again_and_its_taker_holds_it(rules):
    st = run(hand(rules[PEEL], *DEFENCE_DEAL), "take-miss")
    assert st.hands[1] == sum(1 << st.rules.pack.index[c] for c in "AS QD 9D".split())
    assert [str(a) for a in st.legal_actions()] == ["play", "pass"]
    with pytest.raises(IllegalAction) as refused:
        st.apply("take-miss")
    assert (refused.value.rule_id, refused.value.reason) == (f"{PEEL}#miss", "no-miss")


def test_club_law_agreed_forces_everyone_and_peel_withdraws_the_miss(rules):
    club = (["AC 9C 2H", "4H 5H 6H", "KD QD 3S", "10S JS 8D"], "7C", "KC QC JC")
    peel = hand(rules[PEEL].with_overrides({}, agreements={"club-law"}), *club)
    assert peel.forced and peel.phase.name == "play" and not peel.aside
    ew = hand(rules[EW].with_overrides({}, agreements={"club-law"}), *club)
    with pytest.raises(IllegalAction) as refused:
        ew.apply("pass")
    assert (refused.value.rule_id, refused.value.reason) == (f"{EW_BOOK}#club-law", "forced-deal")
    assert [str(a) for a in hand(rules[PEEL], *club).legal_actions()] == ["play", "take-miss", "pass"]


def test_peels_single_pays_the_pool_to_the_higher_card_of_the_turned_suit_and_half_a_loo_from_the_rest(rules):
    st = hand(rules[PEEL], ["9S 4S 5D", "KH 6S 8C", "2H 10C 3D", "5C AH 7D"], "7H", "3C 4D 2D",
              session=Session(), top="9C QH 4H 10D")
    assert st.is_terminal() and st.outcome["single_winner"] == 2
    assert st.outcome["single_cards"] == ["10D", "9C", "QH", "4H"]
    assert payments(st, "single") == [(POT, 2, 3)]
    assert sorted(payments(st, "bete")) == [(0, POT, 3), (1, POT, 3), (3, POT, 3)]
    nobody = hand(rules[PEEL], ["9S 4S 5D", "KH 6S 8C", "2H 10C 3D", "5C AH 7D"], "7H", "3C 4D 2D",
                  session=Session(), top="9C 6H 4H 10D")  # no Heart above the Seven: all are looed
    assert payments(nobody, "single") == [] and len(payments(nobody, "bete")) == 4 and nobody.pot == 15


@settings(max_examples=60, deadline=None)
@given(seed=hs.integers(0, 10**6), players=hs.integers(3, 9), ruleset=hs.sampled_from([PEEL, EW]),
       hand_number=hs.integers(0, 12))
def test_random_hands_end_settled_with_the_money_and_the_cards_accounted_for(dataset, seed, players, ruleset,
                                                                            hand_number):
    params = params_for(dataset, ruleset)
    rng = random.Random(seed)
    st = new_hand("lanterloo", params, players=players, dealer=seed % players, rng=rng,
                  session=Session(hand_number=hand_number, pot=rng.choice([0, 3, 6, 9])))
    while not st.is_terminal():
        st.apply(rng.choice(list(st.legal_actions())))
    st.ledger.check(players)
    masks = [m for m in st.location_masks().values()]
    assert sum(m.bit_count() for m in masks) == st.rules.pack.size
    assert all(st.tricks[p] == 0 for p in range(players) if not st.active[p])
    looed = st.outcome.get("bete") or []
    assert all(st.tricks[p] == 0 for p in looed)


def test_peels_discouraged_custom_lets_the_holder_of_the_miss_lead(rules):
    params = rules[PEEL]  # the recorded alternative reading, played as a value
    st = run(hand(params.with_overrides({"first-lead": "miss-holder"}), *ACE_DEAL), "play", "take-miss", "pass", "play")
    assert st.phase.name == "play" and st.actor == 2  # Clara took the miss: she leads, not Ben
    assert run(hand(params, *ACE_DEAL), "play", "take-miss", "pass", "play").actor == 1


# ---------------------------------------------------------------- five-card and Irish Loo
PEEL5, IRISH, EW5 = ("loo-peel-five-card-reconstruction", "loo-peel-irish-reconstruction",
                     "loo-enquire-within-five-card-reconstruction")


@pytest.fixture(scope="module")
def five(dataset):
    return {r: params_for(dataset, r) for r in (PEEL5, IRISH, EW5)}


def stock_hand(params, hands, turned, top="", pot=0, session=LATER, players=4):
    """A hand with no miss, dealt as written (seats from the dealer's left round to the dealer)."""
    from generator.engine.registry import compile_rules
    pack = compile_rules(params, players).pack
    by_seat = [hands[-1], *hands[:-1]]
    rest = top.split() + [c for c in pack.codes if c not in " ".join([*hands, turned, top]).split()]
    deal = Deal.from_codes(pack, by_seat, turned, " ".join(rest), "")
    return new_hand("lanterloo", params, players=players, dealer=0, deal=deal, session=session._replace(pot=pot))


#: Clubs turned; Ben (1) holds Pam and four Hearts, Clara (2) five Diamonds, David (3) nothing.
FLUSHES = (["JC AH KH 10H 4H", "AD 9D 7D 5D 3D", "2S 3S 4S 5S 7C", "KS QS 6C 8C 9C"], "2C")


def test_an_exchange_draws_from_the_top_of_the_stock_and_binds_the_player_to_play(five):
    st = run(stock_hand(five[IRISH], ["KH 5C 2D", "AS QS 3D", "8C 6C 4S", "10H 9H 7C"], "5H", "AH JS 9D"),
             "exchange 5C 2D")
    assert st.hands[1] == sum(1 << st.rules.pack.index[c] for c in ("KH", "AH", "JS"))
    assert st.actor == 2 and st.active[1]  # not asked again: he stands
    run(st, "pass", "pass", "pass")
    assert st.outcome["pool_to"] == 1


def test_an_exchange_asking_more_than_the_stock_holds_is_refused_under_the_exchange_rule(five):
    # Six players of five-card Loo leave a stock of 21: four changing five cards each leave one.
    params = five[PEEL5]
    st = new_hand("lanterloo", params, players=6, dealer=0, rng=random.Random(4), session=LATER)
    for _ in range(4):
        st.apply("exchange " + " ".join(st.rules.pack.codes[c] for c in range(64) if st.hands[st.actor] >> c & 1))
    assert len(st.talon) == 1
    two = [st.rules.pack.codes[c] for c in range(64) if st.hands[st.actor] >> c & 1][:2]
    with pytest.raises(IllegalAction) as refused:
        st.apply("exchange " + " ".join(two))
    assert (refused.value.rule_id, refused.value.reason) == ("loo-peel-five-card#exchange", "exchange-too-many")
    assert refused.value.details == {"most": 1}
    assert "Five-card Loo" in str(refused.value)


def test_peels_flush_in_a_plain_suit_with_pam_loses_to_none_and_takes_a_loo_from_everyone(five):
    st = run(stock_hand(five[PEEL5], *FLUSHES, pot=6), "play", "pass", "pass", "pass")
    # Clara threw up her Diamonds: only Ben, who stood, shows a flush (four Hearts with Pam).
    assert st.outcome["flush"] == 1 and st.outcome["bete"] == [2, 3, 0]
    assert payments(st, "lanterlui") == [(POT, 1, 9), (2, 1, 6), (3, 1, 6), (0, 1, 6)]
    nxt = st.next_session()
    assert nxt.last_flush and nxt.pot == 0
    single = new_hand("lanterloo", five[PEEL5], players=4, dealer=1, rng=random.Random(2), session=nxt)
    assert single.outcome["single"] and "single_cards" in single.outcome


def test_of_two_flushes_in_plain_suits_the_higher_cards_win_and_pam_counts_highest(five):
    st = run(stock_hand(five[PEEL5], *FLUSHES), "play", "play", "pass", "pass")
    assert st.outcome["flush"] == 1  # Pam heads Ben's Hearts; Clara's Ace of Diamonds is lower


def test_enquire_within_exempts_a_lesser_flush_and_the_holder_of_pam_and_loos_into_the_pool(five):
    # Diamonds turned: Clara's flush is in trumps and beats Ben's Pam flush in Hearts.
    hands = ["JC AH KH 10H 4H", "AD 9D 7D 5D 3D", "2S 3S 4S 5S 7C", "KS QS 6C 8C 9C"]
    st = run(stock_hand(five[EW5], hands, "2D", pot=6), "play", "play", "play", "pass")
    assert st.outcome["flush"] == 2 and st.outcome["bete"] == [3]
    assert payments(st, "lanterlui") == [(POT, 2, 9), (3, POT, 3)]


def test_the_three_card_games_keep_the_miss_and_refuse_an_exchange(rules):
    st = hand(rules[PEEL], *ACE_DEAL)
    with pytest.raises(IllegalAction) as refused:
        st.apply("exchange KS")
    assert (refused.value.rule_id, refused.value.reason) == (f"{PEEL}#drop-out", "not-now")
