"""The session driver (``engine/table.py``): a reader and engine players at one table, hand after
hand; random legal actions never raise; a refused action changes nothing and is told in the
example pages' words; a link plays the same session again, transcript for transcript."""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st_

from generator.bridge import params_for, playable
from generator.engine import player_counts
from generator.engine.refusals import REASONS
from generator.engine.table import LinkError, Table, decode_actions, encode_actions, parse_link
from generator.engine.wording import REASONS as WORDED

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def rulesets(dataset):
    return {r: params_for(dataset, r) for r in sorted(dataset.rulesets) if playable(dataset, r)}


def _play(table: Table, rng: random.Random, hands: int) -> None:
    for k in range(hands):
        while not table.view()["over"]:
            view = table.view()
            assert view["your_turn"] and view["legal"], "the driver stops only at the reader's turn"
            assert table.act(rng.choice(view["legal"])["action"]) is True
        if k < hands - 1:
            table.next_hand()


def test_every_engine_reason_has_plain_words():
    assert set(REASONS) <= set(WORDED)
    for code, reason in REASONS.items():
        words = reason.words
        cases = words[1].values() if isinstance(words, tuple) else [words]
        assert reason.means and all(isinstance(w, str) and w.strip() for w in cases), code


def test_every_playable_ruleset_sits_at_the_table(rulesets):
    assert {"bester-bube-1853", "bolachen-2015", "kontraspiel-1811"} <= set(rulesets)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st_.data(), seed=st_.integers(0, 10**6), bots=st_.sampled_from(["random", "greedy"]))
def test_random_legal_actions_never_raise_and_a_link_replays(rulesets, data, seed, bots):
    ruleset = data.draw(st_.sampled_from(sorted(rulesets)))
    params = rulesets[ruleset]
    players = data.draw(st_.sampled_from(player_counts(params)))
    seat = data.draw(st_.integers(0, players - 1))
    table = Table(params, players, seat, seed, bots)
    _play(table, random.Random(seed), hands=3)
    assert table.view()["over"] and len(table.view()["settlement"]) == players
    again = Table.from_link(table.link(), rulesets.__getitem__)
    assert again.transcript() == table.transcript()
    assert again.view() == table.view()


def test_a_link_that_stops_mid_hand_continues_as_it_did(rulesets):
    params = rulesets["bester-bube-1853"]
    table = Table(params, 4, 2, 11)
    rng = random.Random(5)
    table.act(rng.choice(table.view()["legal"])["action"])
    link = table.link()
    again = Table.from_link(link, rulesets.__getitem__)
    assert again.view() == table.view()
    for t in (table, again):
        _play(t, random.Random(9), hands=2)
    assert again.transcript() == table.transcript()


def test_the_pot_carries_over_to_the_next_hand(rulesets):
    table = Table(rulesets["bester-bube-1853"], 4, 0, 3)
    _play(table, random.Random(3), hands=1)
    pot = table.view()["pot"]
    dealer = table.view()["dealer"]
    table.next_hand()
    assert table.view()["hand_number"] == 2
    assert table.view()["dealer"] == (dealer + 1) % 4
    assert f"Hand 2 (in progress): {table.name((dealer + 1) % 4)} deals; pot before the ante {pot}" in table.transcript()


def test_a_game_without_a_pot_shows_none_and_a_game_with_an_ante_shows_it(rulesets):
    assert Table(rulesets["bolachen-2015"], 3, 0, 1).view()["pot"] is None  # settled among the players
    assert int(Table(rulesets["tippen-pierer-reconstruction"], 4, 0, 1).view()["pot"]) > 0  # the Stamm lies in it
    assert Table(rulesets["euchre-1862-reconstruction"], 4, 0, 1).view()["pot"] is None  # a score, not a pot


def _find_refusable(rulesets):
    """A position of 1853 where the reader holds a card he may not play (must follow suit ...)."""
    params = rulesets["bester-bube-1853"]
    for seed in range(200):
        table = Table(params, 4, 1, seed)
        rng = random.Random(seed)
        while not table.view()["over"]:
            view = table.view()
            illegal = [c["code"] for c in view["hand"] if not c["legal"]] if view["phase"] == "play" else []
            if illegal and view["trick"]:
                return table, illegal[0]
            table.act(rng.choice(view["legal"])["action"])
    raise AssertionError("no refusable card in 200 hands")


def test_a_refused_card_changes_nothing_and_names_its_rule(rulesets):
    table, card = _find_refusable(rulesets)
    before, transcript = table.view(), table.transcript()
    assert table.act(f"play {card}") is False
    after = table.view()
    refusal = after.pop("refusal")
    before.pop("refusal")
    assert after == before and table.transcript() == transcript
    assert refusal["rule_id"].startswith("bester-bube-1853#")
    assert refusal["text"].startswith("Player 2 (you) may not play ")
    assert any(words in refusal["why"] for words in ("must follow suit", "must play a trump",
                                                      "must beat", "must lead", "must play it"))
    assert refusal["why"] not in refusal["message"]  # phrased from the data, not the message


def test_the_citation_of_a_refusal_comes_from_the_page(rulesets):
    table, card = _find_refusable(rulesets)
    table.act(f"play {card}")
    rule_id = table.refusal["rule_id"]
    assert table.refusal["cite"] == ""  # no page gave one
    table.citations = {rule_id: {"cite": "von Alvensleben 1853", "href": "../rules/#x"}}
    table.act(f"play {card}")
    assert (table.refusal["cite"], table.refusal["href"]) == ("von Alvensleben 1853", "../rules/#x")


@pytest.mark.parametrize("link, message", [
    ("n=4", "names no ruleset"), ("r=bester-bube-1853&x=1", "unknown key 'x'"),
    ("r=bester-bube-1853&n=four", "not a whole number"), ("r=bester-bube-1853&n=9", "not 9"),
    ("r=bester-bube-1853&n=4&seat=4", "seat 4 is not a seat"), ("r=bester-bube-1853&bots=clever", "unknown engine player"),
    ("r=bester-bube-1853&n=4&a=play_ZZ", "action 1 of the link"),
])
def test_a_bad_link_says_what_is_wrong(rulesets, link, message):
    with pytest.raises(LinkError, match=message):
        Table.from_link(link, rulesets.__getitem__)


def test_actions_encode_and_decode():
    hands = [["pass", "play JS", "exchange 7H 8C"], ["bid acorn-brand", "take-turn-up 9D"]]
    assert encode_actions(hands) == "pass,play_JS,exchange_7H_8C;bid_acorn-brand,take-turn-up_9D"
    assert decode_actions(encode_actions(hands)) == hands
    assert parse_link("https://example.org/play/#r=x&n=3")["n"] == "3"


def test_the_command_line_prints_the_transcript_of_a_link(rulesets):
    table = Table(rulesets["kontraspiel-1811"], 4, 3, 8)
    _play(table, random.Random(2), hands=2)
    link = "https://example.org/games/kontraspiel/play/kontraspiel-1811/?" + table.link()
    out = subprocess.run([sys.executable, "-m", "generator", "replay", link, "--root", str(ROOT)],
                         capture_output=True, text=True, check=True).stdout
    assert out == table.transcript()
    assert out.startswith("Kontraspiel") and "\nHand 2: " in out and "Player 4 (you) holds " in out
    parts = table.link().split("&")
    a = parts[-1].split("=", 1)[1]
    out2 = subprocess.run([sys.executable, "-m", "generator", "replay", "--ruleset", "kontraspiel-1811",
                           "--players", "4", "--seat", "3", "--seed", "8", "--actions", a, "--root", str(ROOT)],
                          capture_output=True, text=True, check=True).stdout
    assert out2 == out
    bad = subprocess.run([sys.executable, "-m", "generator", "replay", "r=no-such", "--root", str(ROOT)],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "unknown ruleset 'no-such'" in bad.stderr


def test_a_link_from_a_worked_example_starts_from_its_deal_on_the_command_line():
    link = ("../../play/bester-bube-1853/?r=bester-bube-1853&ex=bb-1853-walkthrough&n=4&seat=2&seed=0&bots=greedy"
            "&a=exchange_7S_8H,keep,exchange_7C,keep,keep")
    out = subprocess.run([sys.executable, "-m", "generator", "replay", link, "--root", str(ROOT)],
                         capture_output=True, text=True, check=True).stdout
    assert "the first hand from the worked example “A first hand under von Alvensleben's rules”" in out
    assert "  Clara (you) holds QS JH KD 8D 10C\n  Ben: exchange 2\n  Clara (you): keep\n" in out
    assert out.endswith("  to act: Clara (you)\n")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st_.data(), seed=st_.integers(0, 10**6))
def test_whatever_the_reader_tries_a_refusal_changes_nothing(rulesets, data, seed):
    """Any action — a card of the pack, any verb — either is taken, or is refused with a reason the
    player can phrase, and then the table is exactly as it was."""
    ruleset = data.draw(st_.sampled_from(sorted(rulesets)))
    params = rulesets[ruleset]
    table = Table(params, data.draw(st_.sampled_from(player_counts(params))), 0, seed, "random")
    pack = table.st.rules.pack
    contracts = [c["id"] for c in (params.get("contracts") or []) if isinstance(c, dict)]
    words = ["pass", "play", "keep", "challenge", "solo", "contra", "recontra", "play ZZ", "exchange"]
    tries = (words + [f"{verb} {code}" for code in pack.codes for verb in ("play", "exchange", "face-down", "give", "call")]
             + [f"bid {c}" for c in contracts] + [f"solo {s}" for s in pack.suits])
    for _ in range(40):
        if table.view()["over"]:
            break
        before, transcript = table.view(), table.transcript()
        attempt = data.draw(st_.sampled_from(tries))
        if table.act(attempt):
            continue
        after = table.view()
        refusal = after.pop("refusal")
        before.pop("refusal")
        assert after == before and table.transcript() == transcript, attempt
        assert refusal["why"] and refusal["why"] != refusal["message"], refusal


def test_a_hand_that_ends_before_its_last_trick_says_why_with_the_rule():
    """Bolachen stops once the contract is certain (``early-end``); the table says after which
    trick and cites the rule; a hand played to its last trick says nothing of the kind."""
    from generator.model import load_dataset
    params = params_for(load_dataset(ROOT), "bolachen-2015")
    rule = params.ref("early-end").rule_id
    citations = {rule: {"cite": "Bolachen 2015", "href": "../rulesets/bolachen-2015/#early-end", "title": "t"}}
    early = full = None
    for seed in range(60):
        table = Table(params, 3, 0, seed, "greedy", citations=citations)
        rng = random.Random(seed)
        _play(table, rng, 1)
        view = table.view()
        played = len(view["trick_history"])
        if played and played < table.st.rules.hand_size:
            early = early or view
        elif played == table.st.rules.hand_size:
            full = full or view
        if early and full:
            break
    assert early and full, "no early end, or no full hand, in 60 deals"
    said = early["ended_early"]
    assert said["after"] == len(early["trick_history"]) and said["of"] == 10  # ten cards each, two in the Dopper
    assert "certain" in said["why"] and said["cite"] == "Bolachen 2015" and said["href"].endswith("#early-end")
    assert full["ended_early"] is None


def test_the_contract_is_shown_by_its_name_not_its_code():
    from generator.model import load_dataset
    table = Table(params_for(load_dataset(ROOT), "bolachen-2015"), 3, 0, 4, "greedy")
    rng = random.Random(4)
    while not table.view().get("contract") and not table.view()["over"]:
        table.act(rng.choice(table.view()["legal"])["action"])
    view = table.view()
    assert view.get("contract"), "no contract was made in this deal"
    names = {"acorn-brand": "Acorn Brand", "leaf-brand": "Leaf Brand", "bell-brand": "Bell Brand",
             "heart-brand": "Heart Brand", "bettel": "Bettel", "mord": "Mord"}
    assert view["contract_name"] == f"“{names[view['contract']]}”"


@pytest.mark.parametrize("seat, words", [(0, "take it up"), (1, "order it up"), (2, "assist"), (3, "order it up")])
def test_euchre_names_accepting_the_turned_suit_by_the_seat_and_kontraspiel_says_solo(rulesets, seat, words):
    """The dealer (seat 0 deals the first hand) takes it up, his partner opposite assists, an
    opponent orders it up; where the dealer does not take the turned card, the move is Kontraspiel's solo."""
    labels = set()
    for seed in range(200):
        view = Table(rulesets["euchre-1862-reconstruction"], 4, seat, seed).view()
        labels = {m["label"] for m in view["legal"] if m["action"] == "solo"}
        if labels:
            break
    assert labels and all(label.startswith(words + ":") for label in labels), labels
    for seed in range(200):
        view = Table(rulesets["kontraspiel-1811"], 4, 1, seed).view()
        solo = [m["label"] for m in view["legal"] if m["action"] == "solo"]
        if solo:
            assert solo == ["solo with the preferred suit"]
            break
    else:
        pytest.fail("forehand was never asked to become soloist in 200 deals")
