"""Rank tables per trump context: top trumps by rank relative to trumps, or by fixed card."""
from generator.engine.cards import make_pack
from generator.engine.ranking import RankTable, compile_tables
from generator.engine.tricks import trick_winner

from .rulesets import BOWERS, PIQUET

ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]


def table(trump="S", tops=BOWERS):
    pack = make_pack(PIQUET)
    return pack, RankTable(pack, ORDER, tops, pack.suit_index(trump) if trump else None)


def test_best_bower_beats_under_bower_beats_trump_ace():
    """With Spades trumps: JS (Best Bower) > JC (Under Bower) > AS > KS > QS > 10S."""
    pack, t = table("S")
    cards = pack.parse_cards("JS JC AS KS QS 10S 9S 8S 7S")
    scores = [t.trump_score[c] for c in cards]
    assert scores == sorted(scores, reverse=True) and len(set(scores)) == 9


def test_the_under_bower_is_a_trump_not_a_club():
    """JC follows Spades when Spades are trumps; the Clubs suit has only seven cards."""
    pack, t = table("S")
    assert t.suit_of[pack.parse("JC")] == pack.suit_index("S")
    assert bin(t.suit_masks[pack.suit_index("C")]).count("1") == 7
    assert bin(t.trump_mask).count("1") == 9


def test_the_other_jacks_are_plain_cards_between_queen_and_ten():
    """With Spades trumps, JH ranks below QH and above 10H and is no trump."""
    pack, t = table("S")
    jh, qh, th = pack.parse_cards("JH QH 10H")
    assert t.trump_score[jh] == 0
    assert t.plain_score[qh] > t.plain_score[jh] > t.plain_score[th]


def test_diamond_trumps_make_jd_best_and_jh_under():
    """The caption's example: with Diamonds trumps, JD and JH are the Bowers."""
    pack, t = table("D")
    assert t.top_trumps == tuple(pack.parse_cards("JD JH"))


def test_a_fixed_top_trump_is_a_trump_whatever_the_suit():
    """Holstein: the Spadenbuur (JS) beats the Ace of Hearts when Hearts are trumps."""
    pack, t = table("H", [{"card": "JS"}])
    js, ah = pack.parse_cards("JS AH")
    assert t.suit_of[js] == pack.suit_index("H") and t.trump_score[js] > t.trump_score[ah]
    assert t.trump_score[pack.parse("JC")] == 0


def test_any_trump_beats_the_ace_led():
    """A seven of trumps wins a trick led with a plain Ace; a discard of another suit never wins."""
    pack, t = table("S")
    cards = pack.parse_cards("AH 7S KD")
    assert trick_winner(t, cards) == 1
    assert trick_winner(t, pack.parse_cards("AH KD 7H")) == 0


def test_a_face_down_lead_loses_to_any_trump_but_wins_otherwise():
    """A card led face down counts as the lowest trump."""
    pack, t = table("S")
    assert trick_winner(t, pack.parse_cards("AH 7S"), face_down=True) == 1
    assert trick_winner(t, pack.parse_cards("7H AH"), face_down=True) == 0


def test_no_trump_context_has_no_top_trumps():
    """Without trumps (a Bettel or Mord contract) the Jacks are plain cards."""
    tables = compile_tables(make_pack(PIQUET), ORDER, BOWERS)
    assert tables[None].top_trumps == () and tables[None].trump_mask == 0
