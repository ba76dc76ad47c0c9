"""The greedy choice of a game: its own greedy player (``Game.greedy``) or, for a game without
one, the common trick-play heuristic (``common.greedy_card``). The greedy policy and the strong
player's playouts both take it from here, so that they play a game alike."""
from __future__ import annotations

from generator.engine import registry
from generator.engine.players.common import greedy_card


def greedy_for(game_id: str):
    """``(st, legal, rnd) -> action``: the greedy choice of game ``game_id``."""
    return registry.game(game_id).greedy or greedy_card
