"""The rules engine: plays hands of the rulesets from their rule parameters (stdlib only).

``new_hand(game, params, players, dealer, deal=None, rng=None, session=...)`` starts a hand;
the ``HandState`` it returns has ``current_player()``, ``legal_actions()``, ``apply(action)``,
``apply_fast(action)``, ``is_terminal()``, ``settlement()``, ``observation(player)`` and
``clone()``; Kontraspiel and Bolachen hands are ``ContractState``s (a ``HandState`` with the
declarer, contract and announcements). ``Params`` (built by ``generator.bridge`` from a ruleset record) is the only way
a rule value reaches the engine.
"""
from generator.engine.actions import Action, parse_action
from generator.engine.cards import Pack, make_pack
from generator.engine.contracts import Contract, ContractState
from generator.engine.deal import Deal
from generator.engine.ledger import POT, Entry
from generator.engine.params import NotPlayable, Params, RuleRef
from generator.engine.protocol import Game
from generator.engine.registry import check_playable, compile_rules, new_hand, player_counts
from generator.engine.session import Session
from generator.engine.state import HandState, IllegalAction

__all__ = [
    "Action", "parse_action", "Pack", "make_pack", "Deal", "POT", "Entry", "NotPlayable", "Params",
    "RuleRef", "Game", "check_playable", "compile_rules", "new_hand", "player_counts", "Session",
    "HandState", "IllegalAction", "Contract", "ContractState",
]
