"""The Bester Bube family hand by hand: forces, dropping out, all-pass, exchange, the turned
card, payouts, bêtes and the Lanterlui — each with the rule that decides it."""
from fractions import Fraction

import pytest

from generator.engine import IllegalAction, NotPlayable, Params, RuleRef, Session, new_hand

from .rulesets import BB_1853, legal, params, play, refused, rest_session, start

HANDS = ["AS KS QS 10S 9S", "JD AH KH QH 10H", "AC KC QC 10C 8H", "8S 7S 9H 9C 7H"]


def keep_all(st):
    while st.phase.name in ("exchange", "turn-up"):
        st.apply("keep")
    return st


def finish_randomly(st, seed=1):
    import random
    rng = random.Random(seed)
    while not st.is_terminal():
        acts = st.legal_actions()
        st.apply(acts[int(rng.random() * len(acts))])
    return st


# ------------------------------------------------------------------ forces and dropping out
def test_the_first_deal_is_a_force_nobody_is_asked():
    """1853: in the first deal of a session everyone plays (forced-deals: first_deal)."""
    st = start(hands=HANDS)
    assert st.forced and st.phase.name == "exchange" and st.n_active == 4


def test_players_may_pass_only_when_the_pot_holds_more_than_the_ante():
    """1853: with only the dealer's 5 chips in the pot all must play; with 6 they may pass."""
    assert start(hands=HANDS, session=rest_session(pot=0)).phase.name == "exchange"
    st = start(hands=HANDS, session=rest_session(pot=1))
    assert st.phase.name == "drop-out" and st.actor == 1 and legal(st) == {"play", "pass"}
    play(st, "pass", "play")
    assert st.actor == 3


def test_the_dealer_is_not_asked():
    """The dealer, committed by his stake, never says play or pass."""
    st = play(start(hands=HANDS, session=rest_session()), "play", "play", "play")
    assert st.phase.name == "exchange" and st.active == [True, True, True, True]


def test_in_1810_players_may_pass_only_with_a_bete_in_the_pot():
    """1810 (drop-out: bete-in-pot): a large pot without a bête is still a force."""
    assert start("bester-bube-1810", HANDS, session=rest_session(pot=50)).forced
    st = start("bester-bube-1810", HANDS, session=rest_session(pot=50, bete_in_pot=True))
    assert st.phase.name == "drop-out"


def test_in_a_forced_deal_pass_is_refused_under_the_rule_that_forces_it():
    """Nobody may drop out of a forced deal, and the refusal names the rule that forces
    it, not the exchange: forced-deals (1853, first deal), or the drop-out condition when it is
    not met (1853 with only the stake in the pot; 1810 without a bête in the pot), also where the
    dealer decides on the turned card first (1810)."""
    first = start(hands=HANDS)
    err = refused(first, "pass")
    assert err.rule_id == "bester-bube-1853#forced-deals" and "forced" in str(err) and "drop out" in str(err)
    poor = start(hands=HANDS, session=rest_session(pot=0))
    assert poor.phase.name == "exchange" and refused(poor, "pass").rule_id == "bester-bube-1853#drop-out"
    dutch = start("bester-bube-1810", HANDS, session=rest_session(pot=50))
    assert dutch.phase.name == "turn-up" and refused(dutch, "pass").rule_id == "bester-bube-1810#drop-out"
    # a free deal: in the exchange, pass is refused by the exchange rule as before
    free = play(start(hands=HANDS, session=rest_session()), "play", "play", "play")
    assert refused(free, "pass").rule_id == "bester-bube-1853#exchange"


def test_a_pass_where_a_play_is_asked_is_refused_with_the_rule():
    """Only 'play' and 'pass' answer the drop-out question."""
    st = start(hands=HANDS, session=rest_session())
    with pytest.raises(IllegalAction) as info:
        st.apply("keep")
    assert info.value.rule_id == "bester-bube-1853#drop-out"


def test_when_all_pass_the_dealer_sweeps_the_pot():
    """1853 (all-pass: dealer-takes-pot): the dealer takes the 20 carried over and his own 5."""
    st = play(start(hands=HANDS, session=rest_session(pot=20)), "pass", "pass", "pass")
    assert st.is_terminal() and st.pot == 0
    assert st.balances() == [20, 0, 0, 0]
    assert [e.reason for e in st.settlement()] == ["ante", "sweep (all passed)"]
    assert st.settlement()[1].rule_id == "bester-bube-1853#all-pass"


def test_the_redeal_reading_leaves_the_pot_for_the_next_deal():
    """all-pass: redeal — nobody takes the pot; the next dealer deals."""
    st = play(start(hands=HANDS, session=rest_session(pot=20), all_pass={"outcome": "redeal"}),
              "pass", "pass", "pass")
    assert st.is_terminal() and st.pot == 25 and st.next_session().pot == 25


def test_a_player_who_passed_may_challenge_the_dealer_in_1828():
    """1828 (all-pass: challenge): after all pass, player 2 takes on the dealer alone."""
    session = Session(hand_number=2, pot=20, bete_in_pot=True)
    st = play(start("bester-bube-1828", HANDS, session=session), "pass", "pass", "pass")
    assert st.phase.name == "challenge" and legal(st) == {"challenge", "pass"}
    play(st, "pass", "challenge")
    assert st.active == [True, False, True, False] and st.outcome["challenge"] == 2


def test_nobody_challenging_leaves_the_pot_to_the_dealer():
    """1828: all pass and nobody challenges: the dealer sweeps."""
    session = Session(hand_number=2, pot=20, bete_in_pot=True)
    st = play(start("bester-bube-1828", HANDS, session=session), "pass", "pass", "pass", "pass", "pass", "pass")
    assert st.is_terminal() and st.balances()[0] == 20


def test_after_a_force_the_player_on_the_dealers_right_must_play_if_agreed():
    """1828, after-force agreed (clockwise play assumed here): all pass after a forced deal,
    so the player on the dealer's right (the last to speak, player 3) is made to play."""
    session = Session(hand_number=2, pot=20, bete_in_pot=True, last_forced=True)
    st = play(start("bester-bube-1828", HANDS, session=session, agreements=["after-force"], direction="clockwise"),
              "pass", "pass", "pass")
    assert st.outcome["made_to_play"] == 3 and st.active == [True, False, False, True]


def test_after_force_needs_the_direction_of_play():
    """Without a direction the dealer's right is not a seat: the agreement makes 1828 unplayable."""
    with pytest.raises(NotPlayable, match="direction"):
        start("bester-bube-1828", HANDS, agreements=["after-force"])


# ------------------------------------------------------------------ exchange and the turned card
def test_exchange_draws_from_the_top_of_the_talon_in_two_rounds():
    """1853: forehand discards two and draws the two top talon cards; two rounds, dealer last."""
    st = start(hands=HANDS, talon="AD KD QD")
    st.apply("exchange 10H QH")
    assert st.rules.pack.format(st.hands[1]) == "AH KH AD KD JD"
    assert st.actor == 2 and st.talon[0] == st.rules.pack.parse("QD")
    play(st, "keep", "keep", "keep")            # 2, 3, dealer
    assert st.round == 2 and st.actor == 1
    play(st, "exchange AH", "keep", "keep")
    assert st.actor == 0 and st.phase.name == "exchange"
    st.apply("keep")
    assert st.phase.name == "turn-up" and st.actor == 0


def test_the_order_of_cards_in_an_exchange_does_not_matter():
    """'exchange 10H QH' and 'exchange QH 10H' are the same action."""
    a, b = start(hands=HANDS), start(hands=HANDS)
    a.apply("exchange 10H QH")
    b.apply("exchange QH 10H")
    assert a.hands == b.hands


def test_the_exchange_stops_when_the_talon_is_used_up():
    """Six players leave one card in the talon: once it is drawn, play begins after the turned card."""
    hands = ["AS KS QS 10S 9S", "JD AH KH QH 10H", "AC KC QC 10C 9C", "8S 7S 9H 8H 7H", "AD KD QD 10D 9D",
             "JS JC 8C 7C 8D"]
    st = start(hands=hands, turned="7D", talon="JH")
    assert legal(st) == {"keep", "exchange AH", "exchange KH", "exchange QH", "exchange 10H", "exchange JD"}
    with pytest.raises(IllegalAction) as info:
        st.apply("exchange AH KH")
    assert info.value.rule_id == "bester-bube-1853#exchange" and "the talon holds only 1 cards" in str(info.value)
    st.apply("exchange 10H")
    assert st.phase.name == "turn-up" and st.actor == 0


def test_the_dealer_takes_the_turned_card_after_exchanging_in_1853():
    """1853 (exchange-then-take): the dealer discards for the turned trump at the end."""
    st = keep_all_but_turn_up(start(hands=HANDS))
    assert "take-turn-up AS" in legal(st) and "keep" in legal(st)
    st.apply("take-turn-up 9S")
    assert st.rules.pack.format(st.hands[0]) == "AS KS QS 10S 7D" and st.phase.name == "play"


def keep_all_but_turn_up(st):
    while st.phase.name == "exchange":
        st.apply("keep")
    return st


def test_only_the_turned_card_is_decided_in_the_turn_up_phase():
    """During the dealer's turn-up decision a card play is refused under turn-up-to-dealer."""
    st = keep_all_but_turn_up(start(hands=HANDS))
    with pytest.raises(IllegalAction) as info:
        st.apply("play AS")
    assert info.value.rule_id == "bester-bube-1853#turn-up-to-dealer"


def test_the_challenge_question_takes_challenge_or_pass():
    """1828: after all passed, only 'challenge' or 'pass' answer (all-pass)."""
    session = Session(hand_number=2, pot=20, bete_in_pot=True)
    st = play(start("bester-bube-1828", HANDS, session=session), "pass", "pass", "pass")
    with pytest.raises(IllegalAction) as info:
        st.apply("play")
    assert info.value.rule_id == "bester-bube-1828#all-pass"


def test_the_dealer_discards_for_the_turned_card_first_in_1810():
    """1810 (discard-for-it): the dealer takes the turned card before anyone exchanges."""
    st = start("bester-bube-1810", HANDS)
    assert st.phase.name == "turn-up" and st.actor == 0
    st.apply("take-turn-up 9S")
    assert st.phase.name == "exchange" and st.actor == 1


# ------------------------------------------------------------------ payouts and bêtes
def test_1853_pays_a_chip_a_trick_and_the_bete_pays_the_pot():
    """Every trick takes one chip from the pot; a player without a trick pays the pot as it stood."""
    st = finish_randomly(keep_all(start(hands=HANDS, session=rest_session(pot=0))), seed=3)
    tricks = {e.payee: e.amount for e in st.settlement() if e.reason.endswith(("trick", "tricks"))}
    assert tricks == {p: st.tricks[p] for p in range(4) if st.tricks[p]}
    betes = [e for e in st.settlement() if e.reason == "bete"]
    assert {e.payer for e in betes} == {p for p in range(4) if not st.tricks[p]}
    assert all(e.amount == 5 and e.rule_id == "bester-bube-1853#bete" for e in betes)
    assert st.pot == 5 * len(betes)
    assert st.settlement()[0] == (0, "pot", 5, "ante", "bester-bube-1853#ante")
    assert {e.rule_id for e in st.settlement() if e.payer == "pot"} == {"bester-bube-1853#trick-payout"}


def test_1810_tricks_take_a_fifth_of_the_pot_each():
    """1810 (pot_fraction 1/5): with 25 chips in the pot each trick wins 5."""
    st = finish_randomly(start("bester-bube-1810", HANDS, session=rest_session(pot=20)), seed=2)
    paid = sum(e.amount for e in st.settlement() if e.payer == "pot")
    assert paid == 25 and all(e.amount % 5 == 0 for e in st.settlement() if e.payer == "pot")


def test_a_fifth_of_an_odd_pot_is_exact():
    """Fractions of the pot are kept exact: 7 chips make 7/5 a trick."""
    st = finish_randomly(start("bester-bube-1810", HANDS, session=rest_session(pot=2)), seed=2)
    amounts = [e.amount for e in st.settlement() if e.payer == "pot"]
    assert sum(amounts) == 7 and any(isinstance(a, Fraction) for a in amounts)


def test_the_escalating_bete_rises_by_five_with_each_successive_bete():
    """1810: after two bêtes in succession the next costs 15, the one after 20."""
    st = finish_randomly(start("bester-bube-1810", HANDS, session=rest_session(pot=20, bete_streak=2)), seed=4)
    betes = [e.amount for e in st.settlement() if e.reason == "bete"]
    assert betes == [15 + 5 * i for i in range(len(betes))]
    assert st.next_session().bete_streak == (2 + len(betes) if betes else 0)


def test_the_bete_cap_limits_the_bete_to_three_stakes():
    """bete-cap (the 1777 ordinance): a bête of the pot is cut to 3 × 5 chips."""
    st = finish_randomly(start(hands=HANDS, session=rest_session(pot=95), bete_cap={"max_stakes": 3}), seed=3)
    assert {e.amount for e in st.settlement() if e.reason == "bete"} <= {15}


# ------------------------------------------------------------------ Lanterlui (1828)
FLUSH = ["AS KS QS 10S 8D", "JD AH KH QH 10H", "AC KC QC 10C 9C", "8S 7S 9H 8H 7H"]


def test_a_lanterlui_dealt_in_a_forced_deal_sweeps_the_pot_and_makes_all_others_bete():
    """1828, first deal: player 2's five Clubs win at once; the others pay 5 each to the next pot."""
    st = start("bester-bube-1828", FLUSH, session=Session(pot=10))
    assert st.is_terminal() and st.outcome["lanterlui"] == 2
    assert st.balances() == [-10, -5, 15, -5] and st.pot == 15
    assert all(e.rule_id == "bester-bube-1828#lanterlui" for e in st.settlement()[1:])


def test_a_lanterlui_in_a_free_deal_costs_passers_five_and_players_the_pot():
    """1828, free deal: player 1 passes, 3 plays; 2 shows his flush: 1 pays 5, 3 and the dealer pay 25."""
    session = Session(hand_number=2, pot=20, bete_in_pot=True)
    st = play(start("bester-bube-1828", FLUSH, session=session), "pass", "play", "play")
    assert st.is_terminal() and st.outcome["lanterlui_kind"] == "dealt-free"
    assert st.balances() == [-5 - 25, -5, 25, -25] and st.pot == 55


def test_a_lanterlui_made_by_exchanging_takes_only_the_pot():
    """1828: player 1 exchanges his 2C for the 9H and holds five Hearts: he takes the pot
    before play, and nobody is bête."""
    hands = ["AS KS QS 10S 8D", "AH KH QH 10H 2C", "AC KC 8C 10C 9S", "8S 7S 7H 8H 3D"]
    st = start("bester-bube-1828", hands, talon="9H")
    play(st, "keep", "exchange 2C")       # the dealer leaves the turned card; forehand draws 9H
    keep_all(st)
    assert st.is_terminal() and st.outcome["lanterlui_kind"] == "made" and st.outcome["bete"] == []
    assert st.balances() == [-5, 5, 0, 0] and st.pot == 0
    assert st.settlement()[-1].reason == "Lanterlui (made by exchanging)"


def test_four_card_lanterlui_counts_only_when_agreed_and_loses_to_five():
    """1828 four-card-lanterlui (optional): four Hearts win if agreed; five Clubs beat them."""
    four = ["AS KS QS 10S 8D", "2D AH KH QH 10H", "AC KC QC 10C 9S", "8S 7S 9H 8H 7H"]
    assert not start("bester-bube-1828", four).is_terminal()
    st = start("bester-bube-1828", four, agreements=["four-card-lanterlui"])
    assert st.outcome["lanterlui"] in (1, 3) and st.is_terminal()
    five = ["AS KS QS 10S 8D", "2D AH KH QH 10H", "AC KC QC 10C 9C", "8S 7S 9H 8H 7H"]
    assert start("bester-bube-1828", five, agreements=["four-card-lanterlui"]).outcome["lanterlui"] == 2


def test_between_two_flushes_trumps_win():
    """Five Diamonds (trumps) beat five Clubs."""
    hands = ["AS KS QS 10S 9S", "AD KD QD 10D 9D", "AC KC QC 10C 9C", "8S 7S 9H 8H 7H"]
    assert start("bester-bube-1828", hands).outcome["lanterlui"] == 1


# ------------------------------------------------------------------ sessions, errors, playability
def test_the_next_session_carries_the_pot_the_count_and_the_force():
    """next_session: the pot, one more hand, a bête in the pot, and whether this deal was forced."""
    st = finish_randomly(keep_all(start(hands=HANDS)), seed=3)
    s = st.next_session()
    assert (s.hand_number, s.pot, s.last_forced) == (1, st.pot, True)
    assert s.bete_in_pot == bool(st.outcome["bete"])


def test_missing_values_make_a_ruleset_unplayable_and_are_all_named():
    """A ruleset without follow-suit and all-pass is not playable; both are named."""
    values = {k: v for k, v in BB_1853.items() if k not in ("follow-suit", "all-pass")}
    p = Params.from_values("x", "bester-bube", values)
    with pytest.raises(NotPlayable) as info:
        new_hand("bester-bube", p, 4, 0, rng=__import__("random").Random(1))
    assert info.value.missing == ("all-pass", "follow-suit")


def test_a_not_stated_rule_makes_the_ruleset_unplayable():
    """A record saying the source is silent (value None) blocks play until a reading is chosen."""
    p = params(must_trump=None)
    rules = dict(p.rules, **{"must-trump": RuleRef(None, "x#must-trump", certainty="not-stated")})
    with pytest.raises(NotPlayable, match="must-trump"):
        new_hand("bester-bube", Params("x", "bester-bube", rules), 4, 0, rng=__import__("random").Random(1))


def test_too_many_players_for_the_ruleset_are_refused():
    """1853 allows 3-6 players."""
    with pytest.raises(NotPlayable, match="7 players"):
        new_hand("bester-bube", params(), 7, 0, rng=__import__("random").Random(1))


def test_a_refusal_names_the_source_and_page():
    """The message quotes the rule's citation as the bridge supplies it."""
    p = params()
    rules = dict(p.rules)
    rules["follow-suit"] = RuleRef(True, "bester-bube-1853#follow-suit",
                                   "von Alvensleben 1853, cited in Wikipedia 'Bester Bube' (Rules)")
    hands = ["8S 7S 8H 7H 8C", "AS KS QS 10S 9S", "KD AC KC QC 10C", "AH KH QH 10H 9H"]
    st = new_hand("bester-bube", Params("bester-bube-1853", "bester-bube", rules), 4, 0,
                  deal=start(hands=hands).deal)
    keep_all(st)
    st.apply("face-down 9S")
    with pytest.raises(IllegalAction) as info:
        st.apply("play AC")
    assert str(info.value) == ("Illegal: AC — must follow suit (bester-bube-1853#follow-suit: "
                               "von Alvensleben 1853, cited in Wikipedia 'Bester Bube' (Rules))")


def test_actions_after_the_end_are_refused():
    """A settled hand takes no more actions."""
    st = play(start(hands=HANDS, session=rest_session(pot=20)), "pass", "pass", "pass")
    with pytest.raises(IllegalAction, match="the hand is over"):
        st.apply("play")


def test_an_observation_shows_only_what_the_player_may_see():
    """Player 2 sees his own hand, the turned card, hand sizes, and that forehand exchanged two
    cards — not which."""
    st = start(hands=HANDS, talon="AD KD QD")
    st.apply("exchange 10H QH")
    obs = st.observation(2)
    assert obs["hand"] == "8H AC KC QC 10C" and obs["turned"] == "7D" and obs["trump"] == "D"
    assert obs["hand_sizes"] == [5, 5, 5, 5] and obs["history"] == ["1: exchange 2"]
    assert "10H" not in str(obs) and obs["legal"] and obs["to_act"] == 2
    assert st.observation(1)["history"] == ["1: exchange 10H QH"] and st.observation(1)["legal"] == []
