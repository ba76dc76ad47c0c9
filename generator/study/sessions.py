"""The hands of one sitting at one table, each deal and each choice drawn from its own seed.

Hand ``k`` of sitting ``j`` of a study seeded ``seed`` is dealt from
``random.Random("<seed>/<j>/<k>")`` and each seat's player draws from
``random.Random("<seed>/<j>/<k>/<seat>")``: the same seeds give the same hands in any process,
in any order, on any machine, and two rulesets with the same pack and deal are dealt the same
cards. The pot, the bête streak and a force carry over from hand to hand within a sitting, and
the deal passes on, as at a real table.
"""
from __future__ import annotations

import random

from generator.engine.players import POLICIES
from generator.engine.registry import new_hand
from generator.engine.session import Session


def policy(name: str, rng):
    """A player by name: ``random``, ``greedy``, ``strong`` or ``strong:<playouts>``."""
    if name.startswith("strong:"):
        from generator.engine.players.strong import strong_player
        return strong_player(rng, int(name.split(":", 1)[1]))
    if name not in POLICIES:
        raise ValueError(f"unknown policy {name!r} (random, greedy, strong, strong:<playouts>)")
    return POLICIES[name](rng)


def play_sitting(params, players: int, seed, sitting: int, hands: int, seats: tuple, record) -> list:
    """Play ``hands`` hands with ``seats[s]`` (a policy name) at seat ``s``; ``record(st, phases)``
    turns each finished hand into what the study keeps (``phases``: the phase of each decision)."""
    session, dealer, out = Session(), 0, []
    for k in range(hands):
        st = new_hand(params.game, params, players, dealer, rng=random.Random(f"{seed}/{sitting}/{k}"),
                      session=session)
        choosers = [policy(seats[s], random.Random(f"{seed}/{sitting}/{k}/{s}")) for s in range(players)]
        phases = []
        while st.actor is not None:
            legal = st.legal_actions()
            phases.append(st.phase.name)
            st.apply(choosers[st.actor](st, legal))
        out.append(record(st, phases))
        session, dealer = st.next_session(), st.next_dealer()
    return out
