"""Property tests over random deals for every ruleset and table size of the three games
(Bester Bube, Kontraspiel, Bolachen): invariants, termination, determinism, clone
independence, fast path = validated path, and a naive oracle."""
import random

from hypothesis import HealthCheck, given, settings, strategies as st_

from generator.engine import IllegalAction, Session, new_hand
from generator.engine.invariants import check_invariants
from generator.engine.players import POLICIES

from . import games
from .oracle import contract_legal_plays, legal_plays
from .rulesets import RULESETS, params

SETUPS = [(rs, n, agree) for rs, values in RULESETS.items()
          for n in range(values["players"]["min"], values["players"]["max"] + 1)
          for agree in ((), ("four-card-lanterlui", "pack-reduction"))
          if agree == () or "lanterlui" in values] + \
         [(rs, n, ()) for rs, (_, values) in games.RULESETS.items()
          for n in range(values["players"]["min"], values["players"]["max"] + 1)]

sessions = st_.builds(Session, hand_number=st_.integers(0, 3), pot=st_.integers(0, 60),
                      bete_streak=st_.integers(0, 3), bete_in_pot=st_.booleans(), last_forced=st_.booleans(),
                      commitments=st_.frozensets(st_.integers(0, 3), max_size=2))
hands = st_.tuples(st_.sampled_from(SETUPS), st_.integers(0, 2**32), sessions, st_.sampled_from(["random", "greedy"]))
FAST = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def make_params(rs, agree=()):
    """The hand-built Params of a ruleset of any of the three games."""
    return params(rs, agree) if rs in RULESETS else games.params(rs, agree)


def values_of(rs):
    return RULESETS[rs] if rs in RULESETS else games.RULESETS[rs][1]


def new(setup, seed, session):
    rs, n, agree = setup
    rng = random.Random(seed)
    p = make_params(rs, agree)
    return new_hand(p.game, p, n, seed % n, rng=rng, session=session), rng


def run(st, rng, policy, each=None, fast=False):
    choose = POLICIES[policy](rng)
    steps = 0
    while not st.is_terminal():
        if each:
            each(st)
        action = choose(st, st.legal_actions())
        (st.apply_fast if fast else st.apply)(action)
        steps += 1
        assert steps < 200, "the hand does not end"
    if each:
        each(st)
    return st


@FAST
@given(hands)
def test_invariants_hold_after_every_step(case):
    """Cards are conserved, one player acts or the hand is over, the actor has a legal action,
    and the ledger sums to zero with the pot — after every step."""
    setup, seed, session, policy = case
    st, rng = new(setup, seed, session)
    run(st, rng, policy, check_invariants)
    assert st.is_terminal() and st.current_player() is None and not st.legal_actions()


@FAST
@given(hands)
def test_the_same_seed_gives_the_same_hand(case):
    """Determinism: the same deal seed and choices give the same transcript and payments."""
    setup, seed, session, policy = case
    a, b = (run(*new(setup, seed, session), policy) for _ in range(2))
    assert a.transcript() == b.transcript() and a.settlement() == b.settlement()


@FAST
@given(hands)
def test_fast_path_equals_validated_path(case):
    """apply_fast gives the same transcript, settlement and next session as apply."""
    setup, seed, session, policy = case
    a = run(*new(setup, seed, session), policy)
    b = run(*new(setup, seed, session), policy, fast=True)
    assert a.transcript() == b.transcript() and a.settlement() == b.settlement()
    assert a.next_session() == b.next_session()


@FAST
@given(hands, st_.integers(0, 60))
def test_a_clone_is_independent(case, at):
    """Playing a clone to the end leaves the original as it was."""
    setup, seed, session, policy = case
    st, rng = new(setup, seed, session)
    choose = POLICIES[policy](rng)
    for _ in range(at):
        if st.is_terminal():
            break
        st.apply(choose(st, st.legal_actions()))
    before = (str(st), st.transcript(), list(st.hands), list(st.talon), st.pot, st.settlement())
    clone = st.clone()
    run(clone, random.Random(seed + 1), "random")
    assert (str(st), st.transcript(), list(st.hands), list(st.talon), st.pot, st.settlement()) == before
    if not st.is_terminal():
        run(st, rng, policy)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands)
def test_the_naive_oracle_agrees_on_every_play(case):
    """At every play decision the engine's legal cards equal the oracle's (written from the rule
    text), and every other card in hand is refused with a rule id."""
    setup, seed, session, policy = case
    values = values_of(setup[0])

    def compare(st):
        if st.is_terminal() or st.phase.name != "play":
            return
        pack = st.rules.pack
        p = st.actor
        hand = pack.format(st.hands[p]).split()
        trick = [pack.codes[c] for c in st.trick]
        trump = pack.suits[st.table.trump] if st.table.trump is not None else None
        if st.rules.params.game == "bester-bube":
            expect, face_down = legal_plays(values, trump, hand, trick, st.face_down,
                                            st.trick_no, p, st.dealer, st.n_active)
        else:
            expect, face_down = contract_legal_plays(values, trump, hand, trick, st.declarer, st.leader), False
        acts = [str(a) for a in st.legal_actions()]
        assert {a.split()[1] for a in acts if a.startswith("play ")} == expect, (acts, expect, str(st))
        assert any(a.startswith("face-down") for a in acts) == face_down
        for code in set(hand) - expect:
            try:
                st.clone().apply(f"play {code}")
            except IllegalAction as e:
                assert e.rule_id and e.rule_id.startswith(setup[0] + "#")
            else:
                raise AssertionError(f"play {code} was accepted")

    st, rng = new(setup, seed, session)
    run(st, rng, policy, compare)


@settings(max_examples=30, deadline=None)
@given(st_.sampled_from(SETUPS), st_.integers(0, 2**32), st_.sampled_from(["random", "greedy"]))
def test_a_session_of_hands_keeps_the_money_together(setup, seed, policy):
    """Over twelve hands in a row the players' results and the pot still sum to zero."""
    rs, n, agree = setup
    rng = random.Random(seed)
    choose = POLICIES[policy](rng)
    session, dealer, total = Session(), 0, 0
    p = make_params(rs, agree)
    for _ in range(12):
        st = new_hand(p.game, p, n, dealer, rng=rng, session=session)
        while not st.is_terminal():
            st.apply(choose(st, st.legal_actions()))
        total += sum(st.balances())
        session, dealer = st.next_session(), st.next_dealer()
        assert total + session.pot == 0
