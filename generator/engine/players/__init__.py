"""The engine's players: uniformly random legal play, a greedy player, and a strong one.

A player is a callable ``(state, legal_actions) -> action``. The greedy player of each game —
one who stays in, bids or announces only with a plausible hand and wins tricks cheaply — is in
``players/<game>.py``, beside that game's statistics, and reaches the simulation through the
game's registration (``Game.greedy``, ``Game.stats``); a game without one plays its tricks with
the common heuristic (``common.greedy_card``) and chooses at random elsewhere. The strong player
(``players/strong.py``) searches every game alike, playing out with the greedy players.
"""
from __future__ import annotations

from generator.engine.players.greedy import greedy_for


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
            greedy = by_game[game] = greedy_for(game)
        return greedy(st, legal, rnd)
    return choose


def strong(rng):
    """Searches each decision (``players/strong.py``)."""
    from generator.engine.players.strong import strong_player
    return strong_player(rng)


POLICIES = {"random": random_player, "greedy": greedy_player, "strong": strong}
