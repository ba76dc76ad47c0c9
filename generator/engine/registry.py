"""Game id → game module, and ``new_hand``: the one way to start a hand of any ruleset."""
from __future__ import annotations

from generator.engine import bester_bube, bolachen, kontraspiel
from generator.engine.params import NotPlayable, Params
from generator.engine.session import Session

#: Game modules by game id. Each has ``compile_rules(params, players)`` and
#: ``new_state(rules, dealer, deal, rng, session)``.
GAMES = {bester_bube.GAME: bester_bube, kontraspiel.GAME: kontraspiel, bolachen.GAME: bolachen}


def game_module(game: str):
    """The module that plays a game; ``NotPlayable`` if there is none yet."""
    try:
        return GAMES[game]
    except KeyError:
        raise NotPlayable(game, reason=f"no engine module for the game {game!r} yet") from None


def compile_rules(params: Params, players: int):
    """The compiled rules of a ruleset for a table size; ``NotPlayable`` lists what is missing.

    A ruleset is playable when it (with what it inherits) gives every value its game module
    needs, whatever its kind: a fragment usually does not, its reconstruction does.
    """
    return game_module(params.game).compile_rules(params, players)


def player_counts(params: Params) -> list[int]:
    """The table sizes a ruleset allows (empty if it does not say)."""
    span = params.get("players")
    return list(range(span["min"], span["max"] + 1)) if span else []


def check_playable(params: Params) -> None:
    """``NotPlayable`` unless every table size the ruleset allows can be played."""
    counts = player_counts(params)
    if not counts:
        compile_rules(params, 0)  # reports what is missing
    for n in counts:
        compile_rules(params, n)


def new_hand(game: str, params: Params, players: int, dealer: int = 0, deal=None, rng=None,
             pot=None, session: Session | None = None):
    """Start a hand: compiled rules, the deal (given, or dealt from ``rng``) and the carried-over
    session (pot, deal count, bête streak, a previous force). Returns the ``HandState``."""
    if params.game != game:
        raise ValueError(f"ruleset {params.ruleset_id} is for {params.game}, not {game}")
    if deal is None and rng is None:
        raise ValueError("new_hand needs a deal or a seeded random generator (rng)")
    if not 0 <= dealer < players:
        raise ValueError(f"dealer {dealer} is not a seat of {players} players")
    session = session or Session()
    if pot is not None:
        session = session._replace(pot=pot)
    module = game_module(game)
    rules = compile_rules(params, players)
    return module.new_state(rules, dealer, deal, rng, session)
