"""Kontraspiel after Hammer (1811): the Wenzels, the soloist rounds, the turned Wenzel and Ace,
match, contra and recontra, the play, and every payment, with the rule id each names.

Four players, player 0 deals and player 1 is eldest (forehand). Unless a test says otherwise
the turned card is 9H, so Hearts are the preferred suit.
"""

from generator.engine import POT, Session, compile_rules

from .games import kontra, legal, params, play, refused

STRONG = ["AE KE OE 10E 9E", "UE UG AH KH OH", "AG KG OG 10G 9G", "AS KS OS US 10S"]
WEAK_SOLOIST = ["AE KE OE 10E AG", "AH KG KS 9E 9G", "UE UG KH OH UH", "AS OS US 10S OG"]


def auto(st):
    """Everyone says pass (or keep) where he may, else plays his first legal card."""
    while not st.is_terminal():
        acts = legal(st)
        st.apply("pass" if "pass" in acts else "keep" if "keep" in acts else str(st.legal_actions()[0]))
    return st


def payments(st):
    return [(e.payer, e.payee, e.amount, e.rule_id.split("#")[1]) for e in st.settlement()]


def to_play(st):
    while st.phase.name != "play":
        st.apply("pass")
    return st


# ------------------------------------------------------------------ cards
def test_the_wenzels_are_trumps_whatever_the_suit():
    """UE > UG head every trump suit: 8 trumps with Hearts or Bells, 7 with Acorns or Leaves,
    and a plain Acorn suit has five cards (kontraspiel-1811#top-trumps)."""
    rules = compile_rules(params("kontraspiel-1811"), 4)
    pack = rules.pack
    hearts, acorns = rules.tables[pack.suit_index("H")], rules.tables[pack.suit_index("E")]
    assert pack.format(hearts.order[pack.suit_index("H")]) == "UE UG AH KH OH UH 10H 9H"
    assert pack.format(acorns.order[pack.suit_index("E")]) == "UE UG AE KE OE 10E 9E"
    assert pack.format(hearts.order[pack.suit_index("E")]) == "AE KE OE 10E 9E"
    assert hearts.trump_mask.bit_count() == 8 and acorns.trump_mask.bit_count() == 7


# ------------------------------------------------------------------ becoming soloist
def test_round_1_offers_the_preferred_suit_from_eldest():
    """Eldest speaks first; in round 1 only the turned suit can be taken (soloist-rounds)."""
    st = kontra(STRONG, "9H")
    assert st.current_player() == 1 and st.phase.name == "bidding" and legal(st) == {"solo", "pass"}
    assert refused(st, "solo E").rule_id == "kontraspiel-1811#soloist-rounds"
    st.apply("solo")
    assert st.declarer == 1 and st.how == "round-1" and st.table.trump == st.rules.pack.suit_index("H")


def test_round_2_eldest_alone_may_still_take_the_preferred_suit():
    """After four passes each may name another suit; only eldest may still name Hearts."""
    st = play(kontra(STRONG, "9H"), "pass", "pass", "pass", "pass")
    assert st.current_player() == 1 and legal(st) == {"solo E", "solo G", "solo H", "solo S", "pass"}
    st.apply("pass")
    assert legal(st) == {"solo E", "solo G", "solo S", "pass"}
    err = refused(st, "solo H")
    assert err.rule_id == "kontraspiel-1811#soloist-rounds" and "only eldest hand" in str(err)
    assert refused(st, "solo").rule_id == "kontraspiel-1811#soloist-rounds"
    st.apply("solo G")
    assert st.declarer == 2 and st.how == "round-2" and st.table.trump == st.rules.pack.suit_index("G")


def test_a_deal_nobody_takes_is_abandoned_and_the_unit_stays_in_the_pot():
    """Two rounds of passes: no play, the dealer's unit stays, the next player deals."""
    st = play(kontra(STRONG, "9H"), *["pass"] * 8)
    assert st.is_terminal() and st.outcome["redeal"] and not st.trick_log
    assert payments(st) == [(0, POT, 1, "ante")]
    assert st.next_session().pot == 1 and st.next_dealer() == 1


# ------------------------------------------------------------------ turned Wenzel and Ace
def test_a_turned_wenzel_makes_the_dealer_soloist_in_its_natural_suit():
    """UG turned: the dealer plays Leaves and must take the Wenzel for a discard (turned-wenzel)."""
    hands = ["AE KE OE 10E 9E", "UE AH KH OH 9G", "AG KG OG 10G UH", "AS KS OS US 10S"]
    st = kontra(hands, "UG")
    assert st.phase.name == "turn-up" and st.current_player() == 0 and st.declarer == 0
    assert legal(st) == {f"take-turn-up {c}" for c in hands[0].split()}
    assert refused(st, "keep").rule_id == "kontraspiel-1811#turned-wenzel"
    st.apply("take-turn-up 9E")
    assert st.how == "turn-up" and st.table.trump == st.rules.pack.suit_index("G")
    assert "UG" in st.rules.pack.format(st.hands[0]) and st.turned is None
    # no match against a soloist who took the turned card; contra is still open
    assert st.phase.name == "announce" and legal(st) == {"contra", "pass"}


def test_a_turned_ace_lets_the_dealer_choose_before_looking():
    """AH turned: the dealer says solo or pass without seeing his cards (turned-ace)."""
    st = kontra(["9E 9G 9S 10S 10E", "UE UG KH OH UH", "AE KE OE AG KG", "AS KS OS US OG"], "AH")
    assert st.phase.name == "turn-up-choice" and st.current_player() == 0 and legal(st) == {"solo", "pass"}
    assert st.observation(0)["hand"] == "?? ?? ?? ?? ??"
    assert st.observation(1)["hand"] == "UE UG KH OH UH"
    assert refused(st, "play 9E").rule_id == "kontraspiel-1811#turned-ace"
    st.apply("solo")
    assert st.phase.name == "turn-up" and st.observation(0)["hand"] != "?? ?? ?? ?? ??"


def test_a_dealer_who_chose_to_play_a_turned_ace_is_bound_until_he_takes_no_trick():
    """choice_binding: once chosen, the next turned Ace is played without asking; a deal
    without a trick for him ('revolt') ends the commitment."""
    hands = ["9E 9G 9S 10S 10E", "UE UG KH OH UH", "AE KE OE AG KG", "AS KS OS US OG"]
    st = play(kontra(hands, "AH"), "solo", "take-turn-up 9E")
    assert st.outcome["bound_now"]
    auto(st)
    assert st.tricks[0] == 0 and st.next_session().commitments == frozenset()
    bound = kontra(hands, "AH", session=Session(commitments=frozenset({0})))
    assert bound.phase.name == "turn-up" and bound.outcome["bound"] and bound.declarer == 0
    other = auto(kontra(STRONG, "9H", session=Session(commitments=frozenset({0}))))
    assert other.next_session().commitments == frozenset({0})   # no turned Ace: still bound


def test_a_dealer_who_wins_a_trick_stays_bound():
    """The commitment lasts while choosing to play does not cost him a deal without a trick."""
    hands = ["UE UG KE 9S 10S", "9E KH OH UH 10E", "AE OE AG KG 9G", "AS KS OS US OG"]
    st = auto(play(kontra(hands, "AH"), "solo", "take-turn-up 9S"))
    assert st.tricks[0] > 0 and st.next_session().commitments == frozenset({0})


def test_the_variation_lets_the_dealer_choose_with_a_turned_wenzel():
    """kontraspiel-1811-wenzel-variation: a turned Wenzel is treated like a turned Ace."""
    hands = ["AE KE OE 10E 9E", "UE AH KH OH 9G", "AG KG OG 10G UH", "AS KS OS US 10S"]
    st = kontra(hands, "UG", ruleset="kontraspiel-1811-wenzel-variation")
    assert st.phase.name == "turn-up-choice" and legal(st) == {"solo", "pass"}
    st.apply("pass")
    assert st.phase.name == "bidding" and st.current_player() == 1


# ------------------------------------------------------------------ match
def test_match_displaces_the_soloist_in_another_suit():
    """After a soloist in round 1, another player may declare match in a suit other than the
    preferred one (match-declaration)."""
    st = play(kontra(STRONG, "9H"), "solo")
    assert st.phase.name == "announce" and st.current_player() == 2
    assert legal(st) == {"match E", "match G", "match S", "pass"}
    err = refused(st, "match H")
    assert err.rule_id == "kontraspiel-1811#match-declaration" and "other than the preferred suit" in str(err)
    st.apply("match G")
    assert st.declarer == 2 and st.how == "match" and st.outcome["displaced"] == 1
    assert st.table.trump == st.rules.pack.suit_index("G")
    # the match poll is over; the contra poll starts from eldest, the old soloist included
    assert st.current_player() == 1 and legal(st) == {"contra", "pass"}


# ------------------------------------------------------------------ contra and recontra
def test_contra_before_trick_1_with_the_turned_card():
    """A contra before the first card, against a round-1 soloist, may take the turned card
    (contra, contra-exchange)."""
    st = play(kontra(WEAK_SOLOIST, "9H"), "solo", "pass", "pass", "pass")
    assert st.current_player() == 2 and legal(st) == {"contra", "pass"}
    assert refused(st, "recontra").rule_id == "kontraspiel-1811#recontra"
    st.apply("contra")
    assert st.phase.name == "turn-up" and st.current_player() == 2
    assert "keep" in legal(st) and "take-turn-up UH" in legal(st)
    assert refused(st, "play UH").rule_id == "kontraspiel-1811#contra-exchange"
    st.apply("take-turn-up UH")
    assert "9H" in st.rules.pack.format(st.hands[2]) and st.turned is None
    assert st.current_player() == 3 and legal(st) == {"recontra", "pass"}


def test_no_exchange_for_contra_against_a_round_2_soloist():
    """contra-exchange needs a soloist from round 1."""
    st = play(kontra(WEAK_SOLOIST, "9H"), *["pass"] * 4, "solo S", "pass", "pass", "pass")
    assert st.current_player() == 2
    st.apply("contra")
    assert st.phase.name == "announce" and st.current_player() == 3


def test_contra_is_open_until_trick_2_and_recontra_until_trick_3():
    """After trick 1 the players are asked again (contra before trick 2); once trick 2 has
    begun contra is gone; recontra follows a contra before trick 3 (contra, recontra)."""
    st = to_play(play(kontra(WEAK_SOLOIST, "9H"), "solo"))
    play(st, "play 9E", "play UE", "play AS", "play AE")   # trick 1 to player 2
    assert st.phase.name == "announce" and st.current_player() == 2 and legal(st) == {"contra", "pass"}
    play(st, "pass", "pass", "pass")
    assert st.phase.name == "play" and st.current_player() == 2
    play(st, "play UG", "play OS", "play KE", "play AH")  # trick 2: no contra yet, no poll
    assert st.phase.name == "play"
    assert refused(st, "contra").rule_id is None


def test_recontra_is_for_a_third_player():
    """Neither the soloist nor the contra player may announce recontra (recontra)."""
    st = to_play(play(kontra(WEAK_SOLOIST, "9H"), "solo", "pass", "pass", "pass", "contra", "keep"))
    play(st, "play 9E", "play UE", "play AS", "play AE")   # trick 1 to player 2, the contra player
    assert st.current_player() == 3 and legal(st) == {"recontra", "pass"}
    assert refused(st, "contra").rule_id == "kontraspiel-1811#contra"
    play(st, "pass", "pass")
    play(st, "play UG", "play OS", "play KE", "play AH")   # trick 2
    assert st.phase.name == "announce" and st.current_player() == 3
    st.apply("recontra")
    assert st.announced == {"contra": 2, "recontra": 3} and st.phase.name == "play"


# ------------------------------------------------------------------ play
def test_suit_must_be_followed_and_the_wenzels_follow_trumps():
    """Hearts led: a player whose only trump is a Wenzel must play it (follow-suit); a player
    without trumps may play anything (must-trump is not a rule here)."""
    hands = ["AE KE OE 10E 9E", "AH KH OH AG KG", "UG OG 10G 9G AS", "UE KS OS US 10S"]
    st = to_play(play(kontra(hands, "9H"), "solo"))
    st.apply("play AH")
    assert legal(st) == {"play UG"}
    err = refused(st, "play OG")
    assert err.rule_id == "kontraspiel-1811#follow-suit" and "must follow suit" in str(err)
    play(st, "play UG")
    assert legal(st) == {"play UE"}
    st.apply("play UE")
    assert legal(st) == {f"play {c}" for c in hands[0].split()}


def test_a_wenzel_is_not_a_card_of_its_natural_suit():
    """Acorns led with Hearts trumps: the Unter of Acorns does not follow Acorns."""
    hands = ["AH KE OE 10E 9E", "AE KH OH AG KG", "UG OG 10G 9G AS", "UE KS OS US 10S"]
    st = to_play(play(kontra(hands, "9H"), "solo"))
    play(st, "play AE", "play 9G")
    assert legal(st) == {f"play {c}" for c in hands[3].split()}


# ------------------------------------------------------------------ payments
def test_a_soloist_who_takes_all_five_in_the_preferred_suit():
    """Base value from the pot (base-value) and the match bonus, doubled for the preferred
    suit, from each opponent (side-payments)."""
    st = auto(play(kontra(STRONG, "9H"), "solo"))
    assert st.tricks[1] == 5 and st.outcome["winner"] == 1
    assert payments(st) == [(0, POT, 1, "ante"), (POT, 1, 1, "base-value"),
                            (0, 1, 2, "side-payments"), (2, 1, 2, "side-payments"), (3, 1, 2, "side-payments")]
    assert st.pot == 0 and st.balances() == [-3, 7, -2, -2]


def test_contra_wins_and_the_soloist_without_a_trick_pays_everyone():
    """The contra player takes the base value from the pot, the soloist pays it in
    (pot-settlement) and, without a trick, pays 2 (preferred suit) to each (side-payments)."""
    st = auto(play(kontra(WEAK_SOLOIST, "9H"), "solo", "pass", "pass", "pass", "contra", "keep"))
    assert st.tricks == [0, 0, 5, 0] and st.outcome["winner"] == 2
    assert payments(st) == [(0, POT, 1, "ante"), (1, POT, 1, "pot-settlement"), (POT, 2, 1, "base-value"),
                            (1, 0, 2, "side-payments"), (1, 2, 2, "side-payments"), (1, 3, 2, "side-payments")]


def test_a_winner_who_announced_nothing_collects_only_the_soloists_share():
    """pot-settlement: other_winner soloist-share; a recontra player who loses still pays."""
    st = auto(play(kontra(WEAK_SOLOIST, "9H"), "solo"))
    assert st.outcome["winner"] == 2 and not st.announced
    assert (POT, 2, 1, "pot-settlement") in payments(st)
    assert [e.reason for e in st.settlement() if e.payee == 2 and e.payer == POT] == ["won: the soloist's share"]
    rc = auto(play(kontra(WEAK_SOLOIST, "9H"), "solo", "pass", "pass", "pass", "pass", "pass", "contra"))
    assert rc.announced == {"contra": 0} and rc.outcome["winner"] == 2
    assert (0, POT, 1, "pot-settlement") in payments(rc) and (POT, 2, 1, "pot-settlement") in payments(rc)


def test_a_losing_recontra_pays_in_and_pays_for_no_trick():
    """recontra: the third player stakes the base value too."""
    st = auto(play(kontra(WEAK_SOLOIST, "9H"), "solo", "pass", "pass", "pass", "contra", "keep", "recontra"))
    assert st.announced == {"contra": 2, "recontra": 3} and st.tricks[3] == 0
    reasons = [(e.payer, e.payee, e.amount, e.reason) for e in st.settlement()]
    assert (3, POT, 1, "recontra lost") in reasons
    assert [r for r in reasons if r[3] == "recontra: no trick"] == [(3, 0, 2, "recontra: no trick"),
                                                                  (3, 1, 2, "recontra: no trick"),
                                                                  (3, 2, 2, "recontra: no trick")]


def test_a_declared_match_made_and_failed():
    """Declared match: the bonus doubled (declared_match_factor); failing, 2 to each."""
    hands = ["AE KE OE 10E 9E", "AH KH OH UH 10H", "UE UG AG KG OG", "AS KS OS US 10S"]
    st = auto(play(kontra(hands, "9H"), "solo", "match G"))
    assert st.tricks[2] == 5
    assert [(e.payer, e.payee, e.amount) for e in st.settlement() if e.reason == "match"] == \
        [(0, 2, 2), (1, 2, 2), (3, 2, 2)]
    failed = auto(play(kontra(WEAK_SOLOIST, "9H"), "solo", "match E"))
    assert failed.declarer == 2 and failed.tricks[2] < 5
    assert [(e.payer, e.payee, e.amount, e.rule_id) for e in failed.settlement() if e.reason == "declared match failed"] \
        == [(2, q, 2, "kontraspiel-1811#side-payments") for q in (0, 1, 3)]


def test_the_base_value_is_the_pot_within_one_and_four_units():
    """base-value: the pot as the cards are dealt, at least 1, at most 4; the recorded
    alternative counts it before the dealer's unit."""
    assert kontra(STRONG, "9H").stake == 1
    assert kontra(STRONG, "9H", session=Session(pot=2)).stake == 3
    capped = kontra(STRONG, "9H", session=Session(pot=7))
    assert capped.stake == 4 and capped.outcome["base_at_cap"]
    before = kontra(STRONG, "9H", session=Session(pot=2),
                    base_value={"equals": "pot-before-ante", "min": 1, "max": 4})
    assert before.stake == 2


def test_the_winner_takes_three_tricks_or_is_first_to_two():
    """win-condition: three tricks; else the first to two (the others split the rest)."""
    rules = compile_rules(params("kontraspiel-1811"), 4)

    class Hand:
        n = 4

        def __init__(self, winners):
            self.trick_log = [((), (), w, False) for w in winners]
            self.tricks = [winners.count(p) for p in range(4)]

    assert rules.winner(Hand([1, 2, 2, 1, 1])) == 1
    assert rules.winner(Hand([1, 2, 2, 1, 3])) == 2
    assert rules.winner(Hand([0, 3, 0, 1, 2])) == 0


def test_a_hand_replays_from_what_a_failed_check_prints():
    """The reproduction (deal, dealer, carried-over session with its commitments, actions)
    plays the same hand again."""
    import random

    from generator.engine import new_hand
    from generator.engine.players import POLICIES
    from generator.engine.simulation import _reproduce, replay
    p = params("kontraspiel-1811")
    rng = random.Random(4)
    choose = POLICIES["random"](rng)
    for dealer in range(4):
        st = new_hand("kontraspiel", p, 4, dealer, rng=rng, session=Session(pot=3, commitments=frozenset({dealer})))
        start = st.clone()
        while not st.is_terminal():
            st.apply(choose(st, st.legal_actions()))
        again = replay(p, _reproduce(start, st))
        assert again.transcript() == st.transcript() and again.settlement() == st.settlement()
        assert again.next_session() == st.next_session()
