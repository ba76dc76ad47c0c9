"""Play obligations, one table situation per test, with the rule id each refusal names.

Four players, player 0 deals; forehand is player 1 and the dealer plays last. Unless a test
says otherwise the turned card is 7D, so Diamonds are trumps, JD is the Best Bower and JH the
Under Bower. The first deal of a session is a force: nobody drops out.
"""
import random

from hypothesis import given, settings, strategies as st_

from generator.engine import new_hand

from . import games
from .rulesets import legal, params, play, refused, start


def to_play(st):
    """Everyone keeps his cards, and the dealer leaves the turned card."""
    while st.phase.name != "play":
        st.apply("keep")
    return st


# ------------------------------------------------------------------ trick 1: the lead
def test_forehand_must_lead_the_best_bower():
    """Forehand holding JD must lead it (bester-bube-1853#trick-1-lead)."""
    st = to_play(start(hands=["AS KS QS 10S 9S", "JD AH KH QH 10H", "AC KC QC 10C 9C", "8S 7S 9H 8H 7H"]))
    assert legal(st) == {"play JD"}
    err = refused(st, "play AH")
    assert err.rule_id == "bester-bube-1853#trick-1-lead"
    assert "must lead the Best Bower (JD) to the first trick" in str(err)


def test_forehand_without_the_bower_must_lead_a_trump():
    """Forehand with AD and 8D but no JD leads one of them."""
    st = to_play(start(hands=["AS KS QS 10S 9S", "AD 8D KH QH 10H", "AC KC QC 10C 9C", "8S 7S 9H 8H 7H"]))
    assert legal(st) == {"play AD", "play 8D"}
    assert refused(st, "play KH").rule_id == "bester-bube-1853#trick-1-lead"


def test_forehand_without_trumps_may_lead_face_down_calling_trump():
    """Without a trump, forehand may lead any card, face up or face down."""
    st = to_play(start(hands=["8S 7S 8H 7H 8C", "AS KS QS 10S 9S", "KD AC KC QC 10C", "AH KH QH 10H 9H"]))
    assert legal(st) == {f"{verb} {c}" for verb in ("play", "face-down") for c in ("AS", "KS", "QS", "10S", "9S")}


def test_a_face_down_lead_must_be_followed_with_trumps():
    """After a face-down lead the next player must play his trump (follow-suit), and it wins."""
    st = to_play(start(hands=["8S 7S 8H 7H 8C", "AS KS QS 10S 9S", "KD AC KC QC 10C", "AH KH QH 10H 9H"]))
    st.apply("face-down 9S")
    assert legal(st) == {"play KD"}
    err = refused(st, "play AC")
    assert err.rule_id == "bester-bube-1853#follow-suit" and str(err).startswith("Illegal: AC — must follow suit (")
    play(st, "play KD", "play AH", "play 8S")
    assert st.tricks[2] == 1 and st.leader == 2


def test_others_do_not_see_a_card_led_face_down():
    """The face-down card shows as ?? to everyone but its player."""
    st = to_play(start(hands=["8S 7S 8H 7H 8C", "AS KS QS 10S 9S", "KD AC KC QC 10C", "AH KH QH 10H 9H"]))
    st.apply("face-down 9S")
    assert st.observation(2)["trick"][0]["card"] == "??"
    assert st.observation(1)["trick"][0]["card"] == "9S"
    assert "1: face-down" in st.observation(2)["history"]


def test_a_player_holding_a_trump_may_not_lead_face_down():
    """The face-down lead is only for a forehand without trumps (trick-1-lead)."""
    st = to_play(start(hands=["AS KS QS 10S 9S", "AD 8D KH QH 10H", "AC KC QC 10C 9C", "8S 7S 9H 8H 7H"]))
    err = refused(st, "face-down KH")
    assert err.rule_id == "bester-bube-1853#trick-1-lead"


# ------------------------------------------------------------------ trick 1: the Best Bower
def test_another_holder_must_play_the_best_bower_to_trick_1():
    """Player 2 holding JD must play it to the first trick (trick-1-top-trump)."""
    st = to_play(start(hands=["AS KS QS 10S 9S", "AD 8D KH QH 10H", "JD AC KC QC 10C", "8S 7S 9H 8H 7H"]))
    st.apply("play AD")
    assert legal(st) == {"play JD"}
    err = refused(st, "play AC")
    assert err.rule_id == "bester-bube-1853#trick-1-top-trump"
    assert "must play the Best Bower (JD) to trick 1" in str(err)


def test_the_dealer_may_keep_the_best_bower_to_win_with_another_trump():
    """The dealer holding JD and QD, the trick's best being 10D, may play either — not a club."""
    st = to_play(start(hands=["JD QD 7C 8C 9C", "8D AS KS QS 10S", "9D AC KC QC 10C", "10D AH KH QH 9H"]))
    play(st, "play 8D", "play 9D", "play 10D")
    assert legal(st) == {"play JD", "play QD"}
    err = refused(st, "play 7C")
    assert err.rule_id == "bester-bube-1853#trick-1-top-trump" and "the dealer may keep it only" in str(err)
    st.apply("play QD")
    assert st.tricks[0] == 1 and st.hands[0] >> st.rules.pack.parse("JD") & 1


def test_the_dealer_who_cannot_win_otherwise_must_play_the_best_bower():
    """The dealer with JD and 9D, the trick's best being AD, must play JD."""
    st = to_play(start(hands=["JD 9D 7C 8C 9C", "AD AS KS QS 10S", "8D AC KC QC 10C", "10D AH KH QH 9H"]))
    play(st, "play AD", "play 8D", "play 10D")
    assert legal(st) == {"play JD"}


# ------------------------------------------------------------------ trick 2
def test_the_winner_of_trick_1_must_lead_a_trump_to_trick_2():
    """Forehand wins trick 1 with AD and must lead his 8D next (trick-2-lead)."""
    st = to_play(start(hands=["QD 7C 8C 9C 7S", "AD 8D AS KS QS", "KD AC KC QC 10C", "9D AH KH QH 9H"]))
    play(st, "play AD", "play KD", "play 9D", "play QD")
    assert st.actor == 1 and legal(st) == {"play 8D"}
    assert refused(st, "play AS").rule_id == "bester-bube-1853#trick-2-lead"


def test_the_holder_of_the_under_bower_must_play_it_to_trick_2():
    """Player 3 holding JH (the Under Bower) must play it to trick 2 (trick-2-top-trump)."""
    st = to_play(start(hands=["QD 10D 8C 9C 7C", "AD AS KS QS 10S", "KD AC KC QC 10C", "JH 9D 8H 9H 7H"]))
    play(st, "play AD", "play KD", "play 9D", "play QD")
    play(st, "play AS", "play 10C")
    assert legal(st) == {"play JH"}
    err = refused(st, "play 8H")
    assert err.rule_id == "bester-bube-1853#trick-2-top-trump" and "Under Bower (JH)" in str(err)


def test_the_dealer_may_keep_the_under_bower_to_win_trick_2_with_another_trump():
    """The dealer holding JH and 10D may trump the Ace of Spades with 10D instead."""
    st = to_play(start(hands=["JH QD 10D 9C 7C", "AD AS KS QS 10S", "KD AC KC QC 10C", "9D 8S 8H 9H 7H"]))
    play(st, "play AD", "play KD", "play 9D", "play QD")
    play(st, "play AS", "play 10C", "play 8S")
    assert legal(st) == {"play JH", "play 10D"}
    assert refused(st, "play 9C").rule_id == "bester-bube-1853#trick-2-top-trump"


def test_a_leader_holding_the_under_bower_must_lead_it_to_trick_2():
    """The Under Bower's holder who leads trick 2 leads it (it is also a trump)."""
    st = to_play(start(hands=["QD 10D 8C 9C 7C", "AD JH AS KS QS", "KD AC KC QC 10C", "9D 8S 8H 9H 7H"]))
    play(st, "play AD", "play KD", "play 9D", "play QD")
    assert legal(st) == {"play JH"}


# ------------------------------------------------------------------ tricks 3-5
def test_later_tricks_are_free_to_lead_and_follow_suit_only():
    """From trick 3 the leader plays anything; the others follow suit if able, else anything."""
    st = to_play(start(hands=["QD 10D 8C 9C AH", "AD 8D AS KS QS", "KD JH KC QC 10C", "9D 8S 8H 9H 7C"]))
    play(st, "play AD", "play KD", "play 9D", "play QD")
    play(st, "play 8D", "play JH", "play 8S", "play 10D")
    assert st.leader == 2 and st.trick_no == 3
    assert legal(st) == {"play KC", "play QC", "play 10C"}
    st.apply("play KC")
    assert legal(st) == {"play 7C"}
    err = refused(st, "play 8H")
    assert err.rule_id == "bester-bube-1853#follow-suit"
    st.apply("play 7C")
    assert legal(st) == {"play 8C", "play 9C"}
    st.apply("play 8C")
    assert legal(st) == {"play AS", "play KS", "play QS"}   # forehand has no club: free


def test_a_card_not_held_is_refused_without_a_rule():
    """Playing a card one does not hold names no rule."""
    st = to_play(start(hands=["QD 10D 8C 9C AH", "AD 8D AS KS QS", "KD JH KC QC 10C", "9D 8S 8H 9H 7C"]))
    err = refused(st, "play 7H")
    assert err.rule_id is None and str(err) == "Illegal: 7H — player 1 does not hold it"


# ------------------------------------------------------------------ rules other rulesets add
def test_with_must_trump_a_void_player_must_trump():
    """must-trump: void in Spades, player 2 must play his trump."""
    st = to_play(start(hands=["8S 7S 8H 7H 8C", "AD AS KS QS 10S", "KD AC KC QC 10C", "9S AH KH QH 9H"],
                       must_trump=True, trick_1_lead=None, trick_1_top_trump=None, trick_2_lead=None))
    st.apply("play AS")
    assert legal(st) == {"play KD"}
    assert refused(st, "play AC").rule_id == "bester-bube-1853#must-trump"


def test_with_must_overtrump_a_higher_trump_is_required():
    """must-overtrump: after AS, 9D trumps; player 3, void in Spades, must beat 9D with KD."""
    st = to_play(start(hands=["8S 7S 8H 7H 8C", "AS KS QS 10S 9S", "9D AC KC QC 10C", "KD 8D AH KH QH"],
                       must_trump=True, must_overtrump=True, trick_1_lead=None, trick_1_top_trump=None))
    play(st, "play AS", "play 9D")
    assert legal(st) == {"play KD"}
    assert refused(st, "play 8D").rule_id == "bester-bube-1853#must-overtrump"


def test_with_must_head_the_best_card_must_be_beaten_if_possible():
    """must-head: to AS led, player 2 holding Spades must beat it if he can — he cannot — then
    player 3 with the King and Seven of Spades after a Queen must play the King."""
    st = to_play(start(hands=["8S 8H 7H 8C 9C", "QS KH QH 10H 9H", "KS 7S AC KC QC", "AS 10S 9S AH 7C"],
                       must_head={"required": True}, trick_1_lead=None, trick_1_top_trump=None))
    st.apply("play QS")
    assert legal(st) == {"play KS"}
    assert refused(st, "play 7S").rule_id == "bester-bube-1853#must-head"


def test_second_defender_need_not_head_after_the_first_defender_beat_the_declarer():
    """must-head with the second-defender exception: the declarer (1) leads QS, the first
    defender beats it with KS; the second defender need only follow suit."""
    st = to_play(start(hands=["8S 8H 7H 8C 9C", "QS KH QH 10H 9H", "KS 7S AC KC QC", "AS 10S 9S AH 7C"],
                       must_head={"required": True, "exception": "second-defender"},
                       trick_1_lead=None, trick_1_top_trump=None))
    st.declarer = 1
    play(st, "play QS", "play KS")
    assert legal(st) == {"play AS", "play 10S", "play 9S"}
    st.declarer = None
    assert legal(st) == {"play AS"}


# ------------------------------------------------------------------ 1828: two players
def test_with_two_players_the_forced_leads_are_waived_in_1828():
    """Lanterlui 1828: with only two in the deal nobody must lead trumps or play the Bowers
    in tricks 1 and 2 (forced-play-waiver), but suit must still be followed."""
    from generator.engine import Session
    st = start("bester-bube-1828", hands=["AS KS QS 10S 8D", "JD AH KH QH 10H", "AC KC QC 10C 9S",
                                          "8S 7S 9H 8H 7H"], session=Session(hand_number=4, pot=20, bete_in_pot=True))
    play(st, "play", "pass", "pass")          # forehand stays in, 2 and 3 pass: forehand against the dealer
    assert st.n_active == 2
    to_play(st)
    assert legal(st) == {"play JD", "play AH", "play KH", "play QH", "play 10H"}
    st.apply("play AH")
    assert legal(st) == {"play AS", "play KS", "play QS", "play 10S", "play 8D"}  # no Hearts: free


# ------------------------------------------------------------------ one call for four constraints
def _in_turn(st, p):
    """The cards the follow chain allows, each constraint's ``narrow`` in turn."""
    hand = allowed = st.hands[p]
    for ob in st.rules.obligations.follow:
        allowed = ob.narrow(st, p, hand, allowed) or allowed
    return allowed


@given(seed=st_.integers(0, 2**32), exception=st_.sampled_from(["second-defender", "none"]),
       ruleset=st_.sampled_from(["bolachen-2015", "bester-bube-1853"]))
@settings(max_examples=60, deadline=None)
def test_follow_trump_overtrump_head_in_one_call_allows_what_the_four_allow_in_turn(seed, exception, ruleset):
    """Where the followers' chain is follow suit, must trump, must overtrump and must head,
    the last two with one exception (Bolachen's), ``legal`` narrows it in one call: at every
    follower's turn of random hands it gives the cards the four constraints give in turn, with
    and without the second defender's exception (which Bester Bube gives to heading alone, so
    there the four are taken in turn)."""
    changes = dict(must_trump=True, must_overtrump=True, must_head={"required": True, "exception": exception})
    if ruleset == "bolachen-2015":
        p = games.params(ruleset, **changes)
    else:
        p = params(ruleset, trick_1_lead=None, trick_1_top_trump=None, trick_2_lead=None, trick_2_top_trump=None,
                   **changes)
    rng = random.Random(seed)
    compared = 0
    for dealer in range(3):
        st = new_hand(p.game, p, 3, dealer, rng=rng)
        obligations = st.rules.obligations
        assert (obligations.follow_full is obligations.follow) == (ruleset == "bolachen-2015" or exception == "none")
        while not st.is_terminal():
            if st.phase.name == "play" and st.trick and st.chains[st.trick_no][1] is obligations.follow:
                assert obligations.legal(st, st.actor) == _in_turn(st, st.actor)
                compared += 1
            acts = st.legal_actions()
            st.apply(acts[rng.randrange(len(acts))])
    assert compared  # every hand is played (a force, or a contract), and trick 1 has followers
