"""The strong player: worlds consistent with what a seat has seen, a search that reads nothing
else, legal and reproducible choices, and a table that thinks a slice at a time."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st_

from generator.bridge import params_for, playable
from generator.engine import player_counts
from generator.engine.invariants import check_invariants
from generator.engine.players import POLICIES
from generator.engine.players.strong import search, strong_player
from generator.engine.players.worlds import Worlds, _forbidden, _pins
from generator.engine.registry import new_hand
from generator.engine.table import Table


@pytest.fixture(scope="module")
def rulesets(dataset):
    return {r: params_for(dataset, r) for r in sorted(dataset.rulesets) if playable(dataset, r)}


def _positions(params, players: int, seed: int):
    """Every position of a hand played by random and greedy players (the state at each decision)."""
    rng = random.Random(seed)
    st = new_hand(params.game, params, players, seed % players, rng=rng)
    choose = POLICIES["greedy" if seed % 2 else "random"](rng)
    while st.actor is not None:
        yield st.clone()
        st.apply(choose(st, st.legal_actions()))


ANY = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@ANY
@given(data=st_.data(), seed=st_.integers(0, 10**6))
def test_a_world_is_a_hand_the_seat_cannot_tell_from_the_real_one(rulesets, data, seed):
    params = rulesets[data.draw(st_.sampled_from(sorted(rulesets)))]
    players = data.draw(st_.sampled_from(player_counts(params)))
    rng = random.Random(seed)
    for st in _positions(params, players, seed):
        p = st.actor
        world = Worlds(st, p).sample(rng)
        check_invariants(world)
        assert world.observation(p) == st.observation(p)
        assert [h.bit_count() for h in world.hands] == [h.bit_count() for h in st.hands]
        assert len(world.talon) == len(st.talon)


@ANY
@given(data=st_.data(), seed=st_.integers(0, 10**6))
def test_what_a_seat_infers_holds_in_the_real_hand(rulesets, data, seed):
    """No card is inferred out of a hand that holds it, and no card is placed where it is not."""
    params = rulesets[data.draw(st_.sampled_from(sorted(rulesets)))]
    players = data.draw(st_.sampled_from(player_counts(params)))
    for st in _positions(params, players, seed):
        p = st.actor
        for q, mask in _forbidden(st, p).items():
            if isinstance(q, int):
                assert not st.hands[q] & mask, (q, st.rules.pack.format(st.hands[q] & mask), st.transcript())
        for card, place in _pins(st, p).items():
            if isinstance(place, int) and not st.played >> card & 1:
                assert st.hands[place] >> card & 1, (st.rules.pack.codes[card], place, st.transcript())


def test_the_turned_card_taken_by_a_lone_players_partner_is_known_to_be_laid_down(rulesets):
    """Euchre: the dealer takes up the turned card, then his partner plays alone and the dealer
    lays his hand down; the others know the card is out of play, not in his (empty) hand."""
    params = rulesets["euchre-1862-reconstruction"]
    found = 0
    for seed in range(400):
        for st in _positions(params, 4, seed):
            said = [(seat, verb) for seat, (verb, _) in st.history]
            partner = (st.dealer + 2) % 4
            if (st.dealer, "take-turn-up") in said and (partner, "alone") in said:
                pins = _pins(st, st.actor)
                assert pins[st.deal.turned] == "folded", (pins, st.transcript())
                assert Worlds(st, st.actor).sample(random.Random(seed)).folded >> st.deal.turned & 1
                found += 1
                break
        if found >= 3:
            break
    assert found >= 3


def test_a_void_shown_by_a_play_is_inferred(rulesets):
    """A player who neither followed the suit led nor trumped, after the tricks of forced plays,
    holds none of it (follow-suit, Bester Bube 1853)."""
    params = rulesets["bester-bube-1853"]
    found = 0
    for seed in range(12):
        for st in list(_positions(params, 4, seed))[-3:]:
            for seats, cards, _, face_down in st.trick_log[2:]:
                table = st.table
                led = table.suit_of[cards[0]]
                for q, c in zip(seats[1:], cards[1:]):
                    if q != st.actor and table.suit_of[c] not in (led, table.trump):
                        forbidden = _forbidden(st, st.actor).get(q, 0)
                        unseen_of_suit = table.suit_masks[led] & ~st.played & ~st.hands[st.actor]
                        assert unseen_of_suit & ~forbidden == 0
                        found += 1
    assert found > 5


def test_the_search_reads_only_what_the_seat_has_seen(rulesets):
    """Two hands that look the same from the seat get the same decision from the same seed."""
    compared = different = 0
    for rid, params in rulesets.items():
        n = player_counts(params)[0]
        for st in list(_positions(params, n, 7))[::3]:
            legal = st.legal_actions()
            if len(legal) < 2:
                continue
            other = Worlds(st, st.actor).sample(random.Random(99))
            different += other.hands != st.hands
            one = strong_player(random.Random(5), 24)(st, legal)
            two = strong_player(random.Random(5), 24)(other, other.legal_actions())
            assert one == two, (rid, st.transcript())
            compared += 1
    assert compared > 20 and different > compared // 2


def test_the_strong_player_chooses_a_legal_action_and_the_same_one_from_the_same_seed(rulesets):
    for rid, params in rulesets.items():
        n = player_counts(params)[-1]
        for st in list(_positions(params, n, 3))[::4]:
            legal = st.legal_actions()
            choice = strong_player(random.Random(1), 16)(st, legal)
            assert choice in legal, rid
            assert strong_player(random.Random(1), 16)(st, legal) == choice


def test_a_search_run_a_slice_at_a_time_ends_where_it_would_at_once(rulesets):
    params = rulesets["kontraspiel-1811"]
    st = next(s for s in _positions(params, 4, 11) if len(s.legal_actions()) > 2)
    steps, slices = search(st, st.legal_actions(), random.Random(4), 60), 0
    while True:
        try:
            next(steps)
            slices += 1
        except StopIteration as done:
            sliced = done.value
            break
    assert 0 < slices <= 60  # the budget bounds the playouts
    assert sliced == strong_player(random.Random(4), 60)(st, st.legal_actions())


def test_a_table_of_strong_players_replays_from_its_link(rulesets):
    params = rulesets["bolachen-2015"]
    rng = random.Random(2)
    table = Table(params, 3, seat=1, seed=5, bots="strong", start=False)
    while not table.work(7):      # thought in slices of seven playouts, as the page does
        pass
    for _ in range(40):
        view = table.view()
        if view["over"]:
            break
        table.act(rng.choice(view["legal"])["action"], advance=False)
        while not table.work(7):
            pass
    assert "bots=strong" in table.link()
    again = Table.from_link(table.link(), rulesets.__getitem__)
    assert again.transcript() == table.transcript()
    # a link that stops at the reader's turn continues as it did: the engine's players decide the
    # same whether they think in slices or at once
    fresh = Table(params, 3, seat=1, seed=5, bots="strong")
    first = [str(a) for _, a in fresh.st.history]
    assert first == [a for a in table.actions()[0][:len(first)]]
