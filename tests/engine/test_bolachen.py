"""Bolachen (2015): the auction, the called card, the Dopper, switching up, follow-trump-
overtrump-head with the second defender's exception, the early ends and the scores, with the
rule id each refusal or payment names.

Three players, player 0 deals; player 1 is forehand, player 2 middlehand.
"""

from .games import bolachen, legal, play, refused

#: Forehand strong in Hearts; the Dopper holds 8S 7S.
DEAL_A = (["9E 8E 7E 9G 8G 7G OS US 10S 9S", "AH KH OH UH 10H 9H AE KE AG AS",
           "8H 7H OE UE 10E KG OG UG 10G KS"], "8S 7S")
#: For heading: the declarer leads UE, the first defender holds OE and 8E.
DEAL_B = (["AE KE 9E 7E 8G 7G OS US 10S 9S", "AH KH OH UH 10H 9H UE 10E AG AS",
           "8H 7H OE 8E KG OG UG 10G KS 9G"], "8S 7S")
#: For trumping: both defenders void in Acorns.
DEAL_D = (["10H 7H AS KS OS US 10S 9S 8S 7S", "AH KH OH UH AE KE OE UE 10E 9E",
           "9H 8H AG KG OG UG 10G 9G 8G 7G"], "8E 7E")


def auto(st):
    """Everyone plays his first legal action (pass where he may)."""
    while not st.is_terminal():
        acts = legal(st)
        st.apply("pass" if "pass" in acts else str(st.legal_actions()[0]))
    return st


def heart_brand(deal, **changes):
    """Forehand bids and plays Heart Brand, keeping the Dopper's cards out."""
    hands, dopper = deal
    st = play(bolachen(hands, dopper, **changes), "bid heart-brand", "pass")
    play(st, f"discard {dopper}", "announce heart-brand")
    return st


# ------------------------------------------------------------------ auction
def test_a_later_bid_must_be_higher_equal_bids_going_to_the_earlier_speaker():
    """Forehand opens; middlehand must beat him (auction: tie earlier-speaker)."""
    st = bolachen(*DEAL_A)
    assert st.phase.name == "auction" and st.current_player() == 1
    assert legal(st) == {"pass", "bid acorn-brand", "bid leaf-brand", "bid bell-brand", "bid heart-brand",
                         "bid bettel", "bid mord"}
    st.apply("bid bell-brand")
    assert legal(st) == {"pass", "bid heart-brand", "bid bettel", "bid mord"}
    err = refused(st, "bid bell-brand")
    assert err.rule_id == "bolachen-2015#auction" and "spoke first" in str(err)
    assert refused(st, "bid acorn-brand").rule_id == "bolachen-2015#auction"
    st.apply("bid heart-brand")
    assert st.declarer == 2 and st.contract.id == "heart-brand" and st.phase.name == "dopper"


def test_the_dealer_is_asked_only_when_both_others_pass_and_then_must_play():
    """auction-turns: only-if-others-pass; auction: all_pass dealer-must-play."""
    st = play(bolachen(*DEAL_A), "bid acorn-brand", "pass")
    assert st.declarer == 1 and st.phase.name == "dopper"     # the dealer was not asked
    forced = play(bolachen(*DEAL_A), "pass", "pass")
    assert forced.current_player() == 0 and "pass" not in legal(forced)
    err = refused(forced, "pass")
    assert err.rule_id == "bolachen-2015#auction" and "dealer must play" in str(err)
    forced.apply("bid acorn-brand")
    assert forced.declarer == 0


def test_the_alternative_lets_the_dealer_bid_in_turn():
    """The recorded alternative of auction-turns: the dealer speaks third."""
    st = play(bolachen(*DEAL_A, auction_turns={"rounds": "once", "dealer": "in-turn"}), "bid acorn-brand", "pass")
    assert st.current_player() == 0 and "pass" in legal(st)
    st.apply("bid bettel")
    assert st.declarer == 0 and st.contract.id == "bettel"


# ------------------------------------------------------------------ call, Dopper, switch up
def test_bettel_may_call_a_card_and_give_one_back():
    """call-card: in Bettel the declarer calls a card before the Dopper; its holder takes a
    card of the declarer's choice."""
    st = play(bolachen(*DEAL_A), "bid bettel", "pass")
    assert st.phase.name == "call" and st.current_player() == 1 and "call AH" not in legal(st)
    assert len(st.legal_actions()) == 1 + 22
    assert refused(st, "call AH").rule_id == "bolachen-2015#call-card"
    st.apply("call 7H")
    assert st.phase.name == "give" and "give 7H" not in legal(st)
    assert refused(st, "give 7H").rule_id == "bolachen-2015#call-card"
    st.apply("give AH")
    pack = st.rules.pack
    assert "AH" in pack.format(st.hands[2]) and "7H" in pack.format(st.hands[1])
    assert st.observation(0)["history"][-1] == "1: give" and st.observation(2)["history"][-1] == "1: give AH"
    assert st.phase.name == "dopper"


def test_a_card_called_from_the_dopper_comes_with_it():
    """If the called card is in the Dopper, no exchange with a player takes place."""
    st = play(bolachen(*DEAL_A), "bid mord", "pass", "call 8S")
    assert st.phase.name == "dopper" and st.called == (st.rules.pack.parse("8S"), None)
    assert "8S" in st.rules.pack.format(st.hands[1])


def test_no_call_in_brand():
    """call-card lists Bettel and Mord only."""
    assert play(bolachen(*DEAL_A), "bid heart-brand", "pass").phase.name == "dopper"


def test_the_declarer_takes_the_dopper_and_lays_two_away():
    """dopper-exchange: twelve cards in hand, any two laid away (66 ways)."""
    st = play(bolachen(*DEAL_A), "bid heart-brand", "pass")
    assert st.hands[1].bit_count() == 12 and st.aside == 0 and len(st.legal_actions()) == 66
    assert refused(st, "discard 8S").rule_id == "bolachen-2015#dopper-exchange"
    st.apply("discard 9H AS")
    assert st.hands[1].bit_count() == 10 and st.observation(2)["history"][-1] == "1: discard 2"


def test_the_declarer_may_switch_up_but_not_down():
    """switch-up: after the Dopper he announces the contract he won or a higher one."""
    st = play(bolachen(*DEAL_A), "bid bell-brand", "pass", "discard 8S 7S")
    assert st.phase.name == "announce" and legal(st) == {"announce bell-brand", "announce heart-brand",
                                                         "announce bettel", "announce mord"}
    assert refused(st, "announce acorn-brand").rule_id == "bolachen-2015#switch-up"
    st.apply("announce heart-brand")
    assert st.contract.id == "heart-brand" and st.outcome["switched_from"] == "bell-brand"
    assert st.phase.name == "play" and st.current_player() == 1 and st.table.trump == st.rules.pack.suit_index("H")


# ------------------------------------------------------------------ play
def test_suit_must_be_followed():
    """Acorns led: the first defender plays an Acorn (follow-suit)."""
    st = heart_brand(DEAL_B)
    st.apply("play UE")
    err = refused(st, "play KG")
    assert err.rule_id == "bolachen-2015#follow-suit"


def test_must_head_the_trick():
    """The first defender must beat the declarer's UE with OE (must-head)."""
    st = heart_brand(DEAL_B)
    st.apply("play UE")
    assert legal(st) == {"play OE"}
    err = refused(st, "play 8E")
    assert err.rule_id == "bolachen-2015#must-head" and "head the trick" in str(err)


def test_the_second_defender_need_not_head_once_his_partner_has_beaten_the_lead():
    """must-head exception second-defender: he must follow suit only."""
    st = play(heart_brand(DEAL_B), "play UE", "play OE")
    assert legal(st) == {"play AE", "play KE", "play 9E", "play 7E"}
    plain = play(heart_brand(DEAL_B, must_head={"required": True, "exception": "none"}), "play UE", "play OE")
    assert legal(plain) == {"play AE", "play KE"}
    assert refused(plain, "play 9E").rule_id == "bolachen-2015#must-head"


def test_must_trump_when_void():
    """Void in Acorns, the first defender must trump (must-trump)."""
    st = play(heart_brand(DEAL_D), "play AE")
    assert legal(st) == {"play 9H", "play 8H"}
    assert refused(st, "play AG").rule_id == "bolachen-2015#must-trump"


def test_must_overtrump_except_the_second_defender():
    """The second defender must trump but need not overtrump his partner; without the
    exception he must overtrump (must-overtrump)."""
    st = play(heart_brand(DEAL_D), "play AE", "play 9H")
    assert legal(st) == {"play 10H", "play 7H"}
    assert refused(st, "play AS").rule_id == "bolachen-2015#must-trump"
    plain = play(heart_brand(DEAL_D, must_head={"required": True, "exception": "none"}), "play AE", "play 9H")
    assert legal(plain) == {"play 10H"}
    assert refused(plain, "play 7H").rule_id == "bolachen-2015#must-overtrump"


def test_bettel_and_mord_have_no_trumps():
    """A Heart on an Acorn lead does not win in Bettel."""
    st = play(bolachen(*DEAL_D), "bid bettel", "pass", "pass", "discard 8E 7E", "announce bettel")
    assert st.table.trump is None
    play(st, "play 9E", "play 9H", "play 10H")
    assert st.trick_log[-1][2] == 1                   # the declarer's Acorn wins: Bettel lost
    assert st.is_terminal() and st.outcome["tricks_played"] == 1 and not st.outcome["made"]


# ------------------------------------------------------------------ early ends and scores
def test_brand_ends_at_six_tricks_and_is_paid_by_each_defender():
    """early-end; contract-values (1 unit from each defender); soft and hard scores."""
    st = auto(heart_brand(DEAL_A))
    assert st.tricks[1] == 6 and st.outcome["made"] and st.outcome["tricks_played"] < 10
    assert [(e.payer, e.payee, e.amount, e.rule_id) for e in st.settlement()] == \
        [(0, 1, 1, "bolachen-2015#contract-values"), (2, 1, 1, "bolachen-2015#contract-values")]
    assert st.scores["soft"] == [-1, 2, -1] and st.scores["hard"] == [-10, 20, -10]


def test_a_brand_out_of_reach_ends_as_soon_as_it_is_lost():
    """early-end, won or lost: the declarer of Acorn Brand has no trick after five, so
    six of ten are out of reach; play stops there and he pays each defender 1."""
    hands, dopper = DEAL_B
    st = play(bolachen(hands, dopper), "bid acorn-brand", "pass")
    play(st, f"discard {dopper}", "announce acorn-brand")
    auto(st)
    assert st.is_terminal() and not st.outcome["made"]
    assert st.outcome["tricks_played"] == 5 and st.tricks == [4, 0, 1]
    assert [(e.payer, e.payee, e.amount, e.rule_id) for e in st.settlement()] == \
        [(1, 0, 1, "bolachen-2015#contract-values"), (1, 2, 1, "bolachen-2015#contract-values")]


def test_a_suit_game_ends_exactly_when_it_is_won_or_out_of_reach():
    """In random hands, a Brand stops at the trick that makes it or puts it out of reach
    (the declarer needs 6 of 10): never later, never earlier."""
    import random

    from generator.engine import new_hand
    from generator.engine.players import POLICIES

    from .games import params
    p = params("bolachen-2015")
    rng = random.Random(11)
    choose = POLICIES["random"](rng)
    lost_early = 0
    for i in range(300):
        st = new_hand("bolachen", p, 3, i % 3, rng=rng)
        while not st.is_terminal():
            st.apply(choose(st, st.legal_actions()))
        if st.contract is None or st.contract.kind != "suit":
            continue
        declarer = defenders = 0
        for trick, (_, _, winner, _) in enumerate(st.trick_log, 1):
            declarer += winner == st.declarer
            defenders += winner != st.declarer
            settled = declarer == 6 or defenders == 5
            assert settled == (trick == len(st.trick_log)) or trick == 10, (i, st.transcript())
            if settled:
                break
        lost_early += defenders == 5 and len(st.trick_log) < 10
        assert st.outcome["made"] == (declarer >= 6)
    assert lost_early > 10


def test_mord_ends_at_the_first_lost_trick_and_costs_three_from_each():
    """Mord lost: 3 units to each defender; the hard score at the Mord alternative is 50 each."""
    st = play(bolachen(*DEAL_A), "pass", "bid mord", "pass", "discard 8S 7S", "announce mord")
    assert st.current_player() == 2
    play(st, "play 8H", "play 9E", "play 9H")
    assert st.is_terminal() and not st.outcome["made"] and st.outcome["tricks_played"] == 1
    assert [(e.payer, e.payee, e.amount) for e in st.settlement()] == [(2, 0, 3), (2, 1, 3)]
    assert st.scores["soft"] == [3, 3, -6] and st.scores["hard"] == [30, 30, -60]
    assert st.scores["hard_mord_alternative"] == [50, 50, -100]


def test_a_bettel_without_a_trick_is_made():
    """Bettel: ten tricks without one for the declarer win 2 from each defender."""
    low = (["AE KE OE UE 10E AG KG OG UG 10G", "9E 8E 9G 8G 9H 8H 7H 9S 8S 7S",
            "AH KH OH UH 10H AS KS OS US 10S"], "7E 7G")
    st = play(bolachen(*low), "bid bettel", "pass", "pass", "discard 7E 7G", "announce bettel")
    auto(st)
    assert st.tricks[1] == 0 and st.outcome["made"] and st.outcome["tricks_played"] == 10
    assert [(e.payer, e.payee, e.amount) for e in st.settlement()] == [(0, 1, 2), (2, 1, 2)]
    assert st.scores["soft"] == [-2, 4, -2]


def test_a_hand_replays_from_what_a_failed_check_prints():
    """The Dopper travels in the reproduction as the cards laid aside."""
    import random

    from generator.engine import new_hand
    from generator.engine.players import POLICIES
    from generator.engine.simulation import _reproduce, replay

    from .games import params
    p = params("bolachen-2015")
    rng = random.Random(9)
    choose = POLICIES["random"](rng)
    for dealer in range(3):
        st = new_hand("bolachen", p, 3, dealer, rng=rng)
        start = st.clone()
        while not st.is_terminal():
            st.apply(choose(st, st.legal_actions()))
        again = replay(p, _reproduce(start, st))
        assert again.transcript() == st.transcript() and again.settlement() == st.settlement()
        assert again.scores == st.scores
