"""The game protocol: every game module registers one ``Game`` that gives what the engine and
the simulation need, declared once (``rules.CompiledRules``, ``game.Game``) and never looked up
by ``getattr`` or attached to a class after the fact."""
from __future__ import annotations

import ast
import pkgutil
import random

import pytest

import generator.engine.games as games_package
from generator.engine import NotPlayable
from generator.engine.protocol import Game, GameStats
from generator.engine.players import POLICIES
from generator.engine.registry import game, games
from generator.engine.rules import CompiledRules
from generator.engine.simulation import run
from tests.test_layering import GENERATOR

from tests.conftest import playable_rulesets, real_dataset

MODULES = sorted(info.name for info in pkgutil.iter_modules(games_package.__path__))


def _samples() -> dict:
    """A playable ruleset of each game of the dataset (the game's default ruleset where it is
    playable), as ``game id -> (make the Params, a table size it allows)``."""
    from generator.bridge import params_for
    from generator.engine import player_counts
    ds = real_dataset()
    out = {}
    for rid in sorted(playable_rulesets(), key=lambda r: r != ds.games[ds.rulesets[r].game].default_ruleset):
        params = params_for(ds, rid)
        if params.game not in out:
            usual = (params.get("players") or {}).get("usual")
            out[params.game] = (lambda p=params: p, usual or player_counts(params)[-1])
    return out


#: A ruleset of each game, from the dataset.
SAMPLES = _samples()


def test_every_game_module_registers_itself_once():
    import importlib
    registered = games()
    ids = []
    for name in MODULES:
        module = importlib.import_module(f"generator.engine.games.{name}")
        assert isinstance(module.GAME, Game), name
        assert registered[module.GAME.id] is module.GAME
        ids.append(module.GAME.id)
    assert sorted(ids) == sorted(registered) == sorted(SAMPLES)
    with pytest.raises(NotPlayable, match="no engine module for the game 'whist'"):
        game("whist")


@pytest.mark.parametrize("game_id", sorted(SAMPLES))
def test_each_game_satisfies_the_protocol(game_id):
    g = game(game_id)
    assert issubclass(g.rules, CompiledRules)
    for method in ("after_play", "next_session", "_compile_cards", "_compile_bidding", "_compile_play",
                   "_compile_scoring"):
        assert getattr(g.rules, method) is not getattr(CompiledRules, method), (game_id, method)
    make, players = SAMPLES[game_id]
    params = make()
    rules = g.compile_rules(params, players)
    assert rules.early_end is None or callable(rules.early_end)
    assert rules.after_trick is None or callable(rules.after_trick)
    stats = g.figures(players)
    assert isinstance(stats, GameStats)
    result = run(params, players, 30, seed=3, policy="greedy", check=True)
    summary = result.summary()
    for row in (*result.game.ROWS, *result.game.AFTER):
        assert row[1] in summary, (game_id, row)
        assert row[2:] in ((), ("pct",)), (game_id, row)


def test_only_the_drop_out_games_report_forced_deals_and_only_bester_bube_lanterlui_and_betes():
    """Kontraspiel and Bolachen have neither a Lanterlui nor a bête nor dropping out: their figures do
    not name them. Loo has forced deals and dropping out, but no Lanterlui, and calls its bête a loo;
    Tippen has dropping out and the bête, but no Lanterlui."""
    bb_only = {"lanterlui", "bete_rate"}
    drop_out = {"forced_deals", "all_passed", "mean_active_players", "dealer_mean_result"}
    for game_id, (make, players) in SAMPLES.items():
        summary = run(make(), players, 20, seed=1).summary()
        if game_id == "bester-bube":
            assert bb_only | drop_out <= set(summary)
        elif game_id == "lanterloo":
            assert drop_out | {"loo_rate"} <= set(summary) and not bb_only & set(summary)
        elif game_id == "tippen":  # dropping out and the bête, no Lanterlui
            assert drop_out | {"bete_rate"} <= set(summary) and "lanterlui" not in summary
        else:
            assert not (bb_only | drop_out) & set(summary), game_id


def test_the_greedy_policy_plays_each_game_with_its_own_player():
    for game_id, (make, players) in SAMPLES.items():
        params = make()
        rng = random.Random(5)
        choose = POLICIES["greedy"](rng)
        from generator.engine import new_hand
        st = new_hand(game_id, params, players, 0, rng=rng)
        while not st.is_terminal():
            st.apply(choose(st, st.legal_actions()))


def test_no_protocol_member_is_looked_up_by_name_or_attached_later():
    """The protocol is declared, not discovered: no ``getattr(…, "check_state")`` in the engine,
    no ``Rules.greedy = …`` at the end of a game module."""
    names = {"check_state", "after_trick", "early_end", "after_play", "next_session", "greedy", "Stats"}
    for path in sorted((GENERATOR / "engine").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("getattr", "hasattr"):
                literal = node.args[1] if len(node.args) > 1 else None
                assert not (isinstance(literal, ast.Constant) and literal.value in names), \
                    f"{path.name}:{node.lineno}: {literal.value} looked up by name"
        for node in tree.body:
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    assert not isinstance(target, ast.Attribute), f"{path.name}:{node.lineno}: attribute set after the fact"


def test_each_game_declares_what_it_reads_and_reading_anything_else_is_refused():
    from generator.engine.params import UndeclaredParameter
    for game_id, (make, players) in SAMPLES.items():
        g = game(game_id)
        assert g.parameters and g.verbs and g.reasons, game_id
        params = make()
        narrowed = frozenset(p for p in g.parameters if p != "hand-size")
        with pytest.raises(UndeclaredParameter, match="hand-size"):
            g.rules(params, players, narrowed)


def test_every_verb_and_every_reason_belongs_to_a_game():
    from generator.engine.refusals import REASONS
    from generator.engine.verbs import VERBS
    registered = games().values()
    assert set(VERBS) == {v for g in registered for v in g.verbs}
    assert set(REASONS) == {r for g in registered for r in g.reasons}


def test_a_contract_that_names_an_unknown_verb_or_reason_is_refused():
    g = game("bester-bube")
    with pytest.raises(ValueError, match="verb 'jump' is not in engine/verbs.py"):
        Game("x", g.rules, g.start, g.parameters, ("play", "jump"), g.reasons)
    with pytest.raises(ValueError, match="reason 'too-late' is not in engine/refusals.py"):
        Game("x", g.rules, g.start, g.parameters, g.verbs, ("too-late",))
    with pytest.raises(ValueError, match="only_with names 'seat'"):
        Game("x", g.rules, g.start, g.parameters, g.verbs, g.reasons, only_with={"seat": "after-force"})
