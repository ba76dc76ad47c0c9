"""The strong player: determinized Monte-Carlo search over the engine's own legal actions.

At each decision the player deals the cards it has not seen again, consistently with what it
has seen (``worlds.Worlds``), tries each legal action in such a world and plays the hand out
with every seat's greedy player (``greedy.greedy_for``), and keeps the action whose
playouts paid it best. Whether to drop out, what to exchange, what to bid or announce and which
card to play are all decided so: the search knows no rule of any game, only ``legal_actions``,
``apply_fast``, ``clone`` and the ledger.

The budget is a number of playouts, not a time, so that the same seed gives the same choice on
any machine (a shared link replays to the same hand in the browser and on the command line).
The actions are compared by sequential halving: each round plays every remaining action in the
same freshly dealt worlds (paired, so that the luck of a world cancels between actions) and
keeps the better half, until one is left.

What a playout is worth to the player is its own result in the hand plus an equal share of what
the hand added to the pot: money paid into the pot is not lost to the table, it is won back
later by whoever takes it. A game scored in points, not money, says what a hand is worth to a
seat itself (``rules.worth(st, seat)``: Euchre, its side's points less the other side's).

``search(st, legal, rng, budget)`` is a generator that yields after each playout and returns
the action, so that a page can run it a slice at a time and stay responsive; ``strong_player``
runs it to the end.
"""
from __future__ import annotations

from generator.engine.players.greedy import greedy_for
from generator.engine.players.worlds import Worlds

#: Playouts per decision (CPython on the development machine: see the engine's README).
BUDGET = 400
#: More legal actions than this: the first round tries only this many, chosen by playing out
#: each world once with the greedy player's own choice as the first of them.
WIDEST = 24


def strong_player(rng, budget: int = BUDGET):
    """A player ``(st, legal) -> action`` that searches ``budget`` playouts per decision."""
    def choose(st, legal):
        steps = search(st, legal, rng, budget)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value
    return choose


def search(st, legal, rng, budget: int = BUDGET):
    """Yield after each playout; return the action with the best paired mean (see above)."""
    if len(legal) == 1:
        return legal[0]
    p = st.actor
    greedy = greedy_for(st.rules.params.game)
    rnd = rng.random
    worlds = Worlds(st, p)
    arms = list(legal)
    if len(arms) > WIDEST:
        first = greedy(st, legal, rnd)
        others = [a for a in arms if a != first]
        arms = [first] + rng.sample(others, WIDEST - 1)
    rounds = max(1, (len(arms) - 1).bit_length())
    per_round = max(len(arms), budget // rounds)
    totals = {a: 0.0 for a in arms}
    while len(arms) > 1:
        n_worlds = max(1, per_round // len(arms))
        for _ in range(n_worlds):
            world = worlds.sample(rng)
            for a in arms:
                totals[a] += playout(world, p, a, greedy, rnd)
                yield
        ranked = sorted(arms, key=lambda a: -totals[a])  # stable: ties keep the engine's order
        arms = ranked[: (len(ranked) + 1) // 2]
    return arms[0]


def playout(world, p: int, action, greedy, rnd) -> float:
    """Seat ``p``'s worth of ``action`` in ``world``, every seat then playing greedily."""
    st = world.clone()
    start = st.session.pot
    st.apply_fast(action)
    while st.actor is not None:
        st.apply_fast(greedy(st, st.legal_actions(), rnd))
    worth = getattr(st.rules, "worth", None)
    if worth is not None:
        return worth(st, p)
    return float(st.ledger.balances(st.n)[p]) + float(st.ledger.pot - start) / st.n
