"""Simple players for simulation: uniformly random legal play, and a greedy player.

A player is a callable ``(state, legal_actions) -> action``. The greedy player of each game —
one who stays in, bids or announces only with a plausible hand and wins tricks cheaply — is in
``players/<game>.py``, beside that game's statistics, and reaches the simulation through the
game's registration (``Game.greedy``, ``Game.stats``); a game without one plays its tricks with
the common heuristic (``common.greedy_card``) and chooses at random elsewhere.
"""
from __future__ import annotations

from generator.engine import registry
from generator.engine.players.common import greedy_card


def random_player(rng):
    """Chooses uniformly among the legal actions."""
    rnd = rng.random

    def choose(st, legal):
        return legal[int(rnd() * len(legal))]
    return choose


def greedy_player(rng):
    """Plays each game with that game's greedy player."""
    rnd = rng.random
    by_game: dict = {}

    def choose(st, legal):
        game = st.rules.params.game
        greedy = by_game.get(game)
        if greedy is None:
            greedy = by_game[game] = registry.game(game).greedy or greedy_card
        return greedy(st, legal, rnd)
    return choose


POLICIES = {"random": random_player, "greedy": greedy_player}
