"""Rule values in words: every stored value has a phrase that fits, and a value or a phrase that
does not fit is an error, never quietly generic text."""
from __future__ import annotations

import pytest
import yaml

from generator.model import load_dataset
from generator.model.phrasing import PhrasingError, check
from generator.model.vocabulary import VOCABULARY_FILE, load_vocabulary
from generator.site.values import pack_suits, phrase
from tests.conftest import FIXTURES, REPO


def stored_values(ds):
    """(ruleset, param, value, suits) for every recorded value and alternative."""
    for rs in ds.rulesets.values():
        suits = pack_suits(ds.effective_rules(rs.id))
        for rule in rs.rules:
            for value in [rule.value, *(alt.value for alt in rule.alternatives)]:
                yield rs.id, rule.param, value, suits


@pytest.mark.parametrize("root", [REPO, FIXTURES / "minimal"], ids=["dataset", "minimal"])
def test_every_stored_value_of_every_ruleset_has_a_phrase_that_fits(root):
    ds = load_dataset(root)
    count = 0
    for ruleset_id, param, value, suits in stored_values(ds):
        text = phrase(param, value, suits)  # raises PhrasingError for a missing or broken phrase
        assert text and "{" not in text, (ruleset_id, param, text)
        count += 1
    assert count > (100 if root == REPO else 3)


def test_the_richer_test_dataset_phrases_too(variants_root):
    """Alternatives, inherited rules and data text with HTML and Markdown in it."""
    ds = load_dataset(variants_root)
    assert all(phrase(param, value, suits) for _, param, value, suits in stored_values(ds))


def test_every_parameter_has_a_well_formed_phrase():
    for param in load_vocabulary().parameters.values():
        assert check(param.phrase, param.id) == [], param.id


def test_phrases_read_as_the_site_writes_them():
    assert phrase("players", {"min": 3, "max": 6, "usual": 4}) == "3–6 players, usually 4"
    assert phrase("players", {"min": 4, "max": 4}) == "4 players"
    assert phrase("hand-size", 1) == "1 card each"
    assert phrase("top-trumps", [{"card": "JS", "name": "Best Bower"}, {"rank": "J", "suit": "same-colour"}]) == \
        "1. J♠, whatever the trump suit (<em>Best Bower</em>); 2. the Jack of the suit of the same colour as " \
        "trumps — above the Ace of trumps"
    assert phrase("suit-order", ["H", "S", "G", "E"], "german") == "Hearts &gt; Bells &gt; Leaves &gt; Acorns"
    assert phrase("ante", {"payer": "dealer", "amount": 1}) == "the dealer pays 1 unit into the pot"
    assert phrase("ante", {"payer": "every-player", "agreed": True}) == "every player pays the agreed stake into the pot"
    assert phrase("forced-deals", {"first_deal": True, "pot_units_at_most": 2}) == \
        "everyone must play in the first deal and every deal in which the pot holds at most 2 stakes"
    assert phrase("forced-deals", {}) == "none"
    assert phrase("follow-suit", False) == "not required"
    assert phrase("bete", {"amount": "escalating"}) == "pays ?, rising by ? with each successive bête"
    assert phrase("direction", "anticlockwise") == "anticlockwise"          # the generic wording, by choice
    assert phrase("players", None) == '<span class="none">not stated</span>'
    assert phrase("lanterlui", "none") == "no such rule"
    assert phrase("contracts", [{"id": "heart-brand", "name": "Heart <Brand>", "kind": "suit", "trump": "H",
                                 "min_tricks": 6}, {"id": "bettel", "kind": "bettel"}], "german") == \
        "Heart &lt;Brand&gt; (Hearts trumps, at least 6 tricks) &lt; bettel (no trick, no trumps) (lowest to highest)"


def test_a_value_the_phrase_does_not_fit_is_an_error():
    with pytest.raises(PhrasingError, match="drop-out"):
        phrase("drop-out", {"condition": "never"})
    with pytest.raises(PhrasingError, match="first-dealer"):
        phrase("first-dealer", "youngest-player")


def _vocabulary_with(tmp_path, change):
    data = yaml.safe_load(VOCABULARY_FILE.read_text(encoding="utf-8"))
    change(data["parameters"][0])
    path = tmp_path / "vocabulary.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def test_a_parameter_without_a_phrase_or_with_a_broken_one_is_refused(tmp_path):
    with pytest.raises(ValueError, match="parameter players: no phrase"):
        load_vocabulary(_vocabulary_with(tmp_path, lambda p: p.pop("phrase")))
    with pytest.raises(ValueError, match="unknown filter 'colour'"):
        load_vocabulary(_vocabulary_with(tmp_path, lambda p: p.update(phrase="{min|colour}")))
    with pytest.raises(ValueError, match="exactly one of"):
        load_vocabulary(_vocabulary_with(tmp_path, lambda p: p.update(phrase={"cases": {}, "has": "min"})))
    with pytest.raises(ValueError, match="unknown fields shared"):
        load_vocabulary(_vocabulary_with(tmp_path, lambda p: p.update(shared=True)))
    with pytest.raises(ValueError, match=r"parameter players: naming is a list of the value's field names"):
        load_vocabulary(_vocabulary_with(tmp_path, lambda p: p.update(naming="name")))


def test_a_period_name_is_not_compared_and_every_other_field_is():
    top = load_vocabulary().parameters["top-trumps"]
    troef = [{"rank": "J", "suit": "trump", "name": "Troef-Boer"}, {"rank": "J", "suit": "same-colour"}]
    bube = [{"rank": "J", "suit": "trump", "name": "Bester Bube"}, {"rank": "J", "suit": "same-colour", "name": "Nebenbube"}]
    assert top.compared(troef) == top.compared(bube) == [{"rank": "J", "suit": "trump"}, {"rank": "J", "suit": "same-colour"}]
    assert top.compared([{"rank": "U", "suit": "trump", "name": "Bester Bube"}]) != top.compared(bube[:1])
    assert load_vocabulary().parameters["players"].compared({"min": 3, "max": 6}) == {"min": 3, "max": 6}


# ---------------------------------------------------------------- the "How to play" sentences

def _howto_sentence(param, value, suits, rules=frozenset()) -> str | None:
    from generator.model.phrasing import render
    from generator.model.vocabulary import NO_SUCH_RULE
    from generator.site.values import WORDS
    howto = load_vocabulary().parameters[param].howto
    spec = howto.none if value == NO_SUCH_RULE else howto.say
    return None if spec is None else render(spec, value, WORDS, suits, rules=rules)


@pytest.mark.parametrize("root", [REPO, FIXTURES / "minimal"], ids=["dataset", "minimal"])
def test_every_stored_value_has_a_how_to_play_sentence_that_fits(root):
    """Every value and alternative reads as whole sentences (a capital, a full stop, no gap)."""
    ds = load_dataset(root)
    count = 0
    every = frozenset(load_vocabulary().parameters)
    for ruleset_id, param, value, suits in stored_values(ds):
        if value is None:
            continue
        # in a ruleset with no other rule and in one with all of them (a sentence may name the miss)
        for rules in (frozenset(), every):
            text = _howto_sentence(param, value, suits, rules)     # raises PhrasingError when it does not fit
            if text is None:
                continue
            assert "{" not in text and text[:1].isupper() and text.rstrip("”").endswith((".", "!")), (ruleset_id, param, text)
            count += 1
    assert count >= (100 if root == REPO else 3)


def test_every_parameter_says_what_point_it_is_about():
    for param in load_vocabulary().parameters.values():
        assert param.howto.open and not param.howto.open.endswith("."), param.id


def test_a_parameter_without_a_how_to_play_sentence_is_refused(tmp_path):
    with pytest.raises(ValueError, match="parameter players: no howto"):
        load_vocabulary(_vocabulary_with(tmp_path, lambda p: p.pop("howto")))
    with pytest.raises(ValueError, match="howto is a mapping with say and open"):
        load_vocabulary(_vocabulary_with(tmp_path, lambda p: p.update(howto={"say": "Four play."})))
    with pytest.raises(ValueError, match="a broken howto phrase"):
        load_vocabulary(_vocabulary_with(tmp_path, lambda p: p.update(howto={"say": "{min|colour}", "open": "who plays"})))


def test_a_sentence_may_depend_on_another_rule_of_the_ruleset():
    from generator.model.phrasing import render
    from generator.site.values import WORDS
    spec = ["Everyone plays", {"rule": "miss", "then": ", and the miss is withdrawn"}, "."]
    assert render(spec, {}, WORDS, rules=frozenset({"miss"})) == "Everyone plays, and the miss is withdrawn."
    assert render(spec, {}, WORDS, rules=frozenset({"club-law"})) == "Everyone plays."
    with pytest.raises(PhrasingError, match="no ruleset is given"):
        render(spec, {}, WORDS)
    assert check({"rule": "Not A Parameter", "then": "x"}) == ["phrase.rule: the id of a parameter"]


def test_a_rule_condition_on_no_parameter_or_in_a_value_phrase_is_refused(tmp_path):
    unknown = {"say": [{"rule": "no-such-parameter", "then": "x."}], "open": "who plays"}
    with pytest.raises(ValueError, match="no-such-parameter, which is no parameter"):
        load_vocabulary(_vocabulary_with(tmp_path, lambda p: p.update(howto=unknown)))
    with pytest.raises(ValueError, match="only a howto sentence may ask"):
        load_vocabulary(_vocabulary_with(tmp_path, lambda p: p.update(phrase={"rule": "miss", "then": "x"})))


@pytest.mark.parametrize("rank, said", [("A", "an Ace"), ("K", "a King"), ("8", "an 8"), ("7", "a 7"),
                                        ("10", "a 10"), ("O", "an Ober"), ("U", "an Unter")])
def test_a_rank_takes_the_article_it_is_said_with(rank, said):
    from generator.model.phrasing import render
    from generator.site.values import WORDS
    suits = "german" if rank in ("O", "U") else "french"
    assert render("If it is {.|rank:a}.", rank, WORDS, suits) == f"If it is {said}."
    assert check("{.|rank:the}") == ["phrase: filter 'rank' takes a or no argument"]


def test_a_phrase_groups_table_sizes_reads_a_field_of_a_field_and_asks_of_every_item():
    from generator.model.phrasing import render
    from generator.site.values import WORDS
    value = {"3": 32, "4": 32, "5": 32, "7": 52, "more_than": {"players": 7, "cards": 52}}
    assert render("{.|tables:card}; more than {more_than.players}", value, WORDS) == \
        "3 to 5 players, 32 cards; 7 players, 52 cards; more than 7"
    one = {"every": {"packets": 1}, "then": "one at a time", "else": "in packets"}
    assert render(one, {"packets": [1, 1, 1]}, WORDS) == "one at a time"
    assert render(one, {"packets": [1, {"talon": 2}, 1]}, WORDS) == "in packets"
    assert render(one, {"packets": [2, 3]}, WORDS) == "in packets"
    with pytest.raises(PhrasingError, match="no field 'more_than.cards'"):
        render("{more_than.cards}", {"more_than": {"players": 7}}, WORDS)


def test_a_how_to_play_section_is_named_for_what_the_game_has():
    from generator.model.guide import load_guide
    guide = load_guide()
    assert guide.heading("bidding", {"order-up": 1, "soloist-rounds": 1}) == "Making the trump"
    assert guide.heading("bidding", {"drop-out": 1}) == "Playing or dropping out"
    assert guide.heading("bidding", {"auction": 1}) == "Bidding"
    assert guide.heading("bidding", {"drop-out": 1, "auction": 1}) == "Bidding or dropping out"
    assert guide.heading("play", {"order-up": 1}) == "The play"
