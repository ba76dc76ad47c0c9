"""Game id → ``Game``, and ``new_hand``: the one way to start a hand of any ruleset.

Games register themselves: each module of ``generator/engine/games/`` ends with
``register(Game(...))``. The registry imports those modules the first time a game is looked up
(by name, from the package's folder), so it names no game itself.
"""
from __future__ import annotations

import importlib
import pkgutil

from generator.engine.protocol import Game
from generator.engine.params import NotPlayable, Params
from generator.engine.session import Session

#: The package whose modules are the games.
GAMES_PACKAGE = "generator.engine.games"
_GAMES: dict[str, Game] = {}
_found = False


def register(game: Game) -> Game:
    """Make ``game`` playable under its id (called once by each game module); returns it."""
    known = _GAMES.get(game.id)
    if known is not None and known is not game:
        raise ValueError(f"two games register the id {game.id!r}")
    _GAMES[game.id] = game
    return game


def games() -> dict[str, Game]:
    """Every registered game, by id."""
    global _found
    if not _found:
        package = importlib.import_module(GAMES_PACKAGE)
        for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
            importlib.import_module(f"{GAMES_PACKAGE}.{info.name}")
        _found = True
    return dict(_GAMES)


def game(game_id: str) -> Game:
    """The game of an id; ``NotPlayable`` if no module plays it yet."""
    if not _found:
        games()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise NotPlayable(game_id, reason=f"no engine module for the game {game_id!r} yet") from None


def compile_rules(params: Params, players: int):
    """The compiled rules of a ruleset for a table size; ``NotPlayable`` lists what is missing.

    A ruleset is playable when it (with what it inherits) gives every value its game module
    needs, whatever its kind: a fragment usually does not, its reconstruction does.
    """
    return game(params.game).compile_rules(params, players)


def player_counts(params: Params) -> list[int]:
    """The table sizes a ruleset allows (empty if it does not say)."""
    span = params.get("players")
    if not span:
        return []
    # `only`: the sizes allowed within the range, where some are not (Euchre for two or four)
    return [n for n in range(span["min"], span["max"] + 1) if n in span.get("only", (n,))]


def check_playable(params: Params) -> None:
    """``NotPlayable`` unless every table size the ruleset allows can be played."""
    counts = player_counts(params)
    if not counts:
        compile_rules(params, 0)  # reports what is missing
    for n in counts:
        compile_rules(params, n)


def new_hand(game_id: str, params: Params, players: int, dealer: int = 0, deal=None, rng=None,
             pot=None, session: Session | None = None):
    """Start a hand: compiled rules, the deal (given and checked, or dealt from ``rng``) and the
    carried-over session (pot, deal count, bête streak, a previous force), run by the game to its
    first decision. Returns the ``HandState``."""
    if params.game != game_id:
        raise ValueError(f"ruleset {params.ruleset_id} is for {params.game}, not {game_id}")
    if deal is None and rng is None:
        raise ValueError("new_hand needs a deal or a seeded random generator (rng)")
    if not 0 <= dealer < players:
        raise ValueError(f"dealer {dealer} is not a seat of {players} players")
    session = session or Session()
    if pot is not None:
        session = session._replace(pot=pot)
    played = game(game_id)
    rules = played.compile_rules(params, players)
    if deal is None:
        deal = rules.dealings[dealer].deal(rng)
    else:
        deal.check(rules.pack, players, rules.hand_size, dealer if rules.idle_dealer else None)
    return played.start(played.state(rules, players, dealer, deal, session))
