"""Cards and packs: the notation, bitmasks, packs by suit system, removing low ranks."""
import pytest

from generator.engine.cards import Pack, cards_of, make_pack, mask_of

from .rulesets import FRENCH_52, PIQUET


def test_piquet_pack_has_32_cards_in_notation_order():
    """A Piquet pack is A K Q J 10 9 8 7 in S H D C; codes read back to the same card."""
    pack = make_pack(PIQUET)
    assert pack.size == 32
    assert pack.codes[:8] == ("AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S")
    assert all(pack.parse(code) == card for card, code in enumerate(pack.codes))


def test_the_pack_decides_how_a_code_is_read():
    """``9S`` is the Nine of Spades in a French pack and the Nine of Bells in a German one."""
    french, german = Pack("french", ["A", "9"]), Pack("german", ["A", "U", "9"])
    assert french.display(french.parse("9S")) == "9♠"
    assert german.display(german.parse("9S")) == "9 Bells"
    assert german.parse("UE") == 1


@pytest.mark.parametrize("code, message", [
    ("1S", "not a card code: '1S'"),
    ("QE", "no card 'QE' in this pack"),
    ("6S", "no card '6S' in this pack"),
])
def test_a_bad_code_is_refused_quoting_it(code, message):
    """Unknown codes and cards outside the pack raise ValueError quoting the code."""
    with pytest.raises(ValueError, match=message):
        make_pack(PIQUET).parse(code)


def test_codes_are_read_case_insensitively():
    """``js`` is read as ``JS``."""
    pack = make_pack(PIQUET)
    assert pack.parse("js") == pack.parse("JS")


def test_removing_twos_and_threes_leaves_44_cards():
    """The 1828 reduction takes the 2s and 3s out of the 52-card pack."""
    pack = make_pack(FRENCH_52, ["3", "2"])
    assert pack.size == 44 and "2S" not in pack.index and "4C" in pack.index


def test_pack_size_must_match_its_ranks():
    """A pack record whose card count disagrees with its ranks is refused."""
    with pytest.raises(ValueError, match="does not match"):
        make_pack(dict(PIQUET, cards=36))


def test_masks_round_trip():
    """A list of cards survives the trip through a bitmask (sorted)."""
    assert cards_of(mask_of([5, 1, 30])) == [1, 5, 30]


def test_format_and_parse_cards():
    """``parse_cards`` and ``format`` are inverse on a hand."""
    pack = make_pack(PIQUET)
    assert pack.format(pack.parse_cards("JS 10H 7C")) == "JS 10H 7C"


def test_same_colour_suits():
    """Spades pair with Clubs, Hearts with Diamonds; German packs have no colours."""
    pack = make_pack(PIQUET)
    assert pack.suits[pack.same_colour(pack.suit_index("S"))] == "C"
    assert pack.suits[pack.same_colour(pack.suit_index("H"))] == "D"
    with pytest.raises(ValueError):
        Pack("german", ["A"]).same_colour(0)
