"""The one module that joins the data model and the rules engine: ruleset records → engine Params.

Every rule value the engine uses reaches it here, with the id and short citation of the rule
that states it, so a refusal can name the source and page. Alternative readings recorded in
the data (``alternatives``) are chosen by index or label. The game modules' contracts meet the
vocabulary here too: every parameter a game declares must be one of ``vocabulary.yaml``
(``contract_problems``; ``params_for`` refuses to build a game's Params until that holds).
"""
from __future__ import annotations

import inspect
from pathlib import Path
from typing import TYPE_CHECKING, Mapping

from generator.engine import NotPlayable, Params, RuleRef, check_playable
from generator.engine.registry import games
from generator.model.vocabulary import NO_SUCH_RULE, VOCABULARY_FILE, load_vocabulary

__all__ = ["NO_SUCH_RULE", "ContractError", "alternatives", "contract_problems", "params_for", "playable"]

if TYPE_CHECKING:
    from generator.model import Dataset


def _citation(dataset, cites) -> str:
    return dataset.reference(cites[0]).text if cites else ""


class ContractError(ValueError):
    """A game module declares a parameter the vocabulary does not have."""


def _declared_at(game, name: str) -> str:
    """``file:line`` of the game module's line that declares ``name`` (the module if not found)."""
    path = Path(inspect.getsourcefile(game.rules))
    root = Path(__file__).resolve().parents[1]
    where = path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if f'"{name}"' in line:
            return f"{where}:{number}"
    return f"{where}:1"


def contract_problems(vocabulary=None, played=None) -> list[str]:
    """Every parameter a game declares (``Game.parameters``, ``Game.only_with``; every registered
    game, or those of ``played``) that is not a parameter of the vocabulary, as
    ``file:line: parameters: message``."""
    known = (vocabulary or load_vocabulary()).parameters
    problems = []
    for game in (played if played is not None else games().values()):
        for name in dict.fromkeys([*game.parameters, *game.only_with.values()]):
            if name not in known:
                problems.append(f"{_declared_at(game, name)}: parameters: the {game.id} module declares {name!r}, "
                                f"which is not a parameter of {VOCABULARY_FILE.name}; add it there (id, phase, label, "
                                "description, phrase, howto, schema) or correct the name")
    return problems


#: ``id`` of each vocabulary the contracts have been checked against.
_CHECKED: set[int] = set()


def _checked(vocabulary) -> None:
    if id(vocabulary) in _CHECKED:
        return
    problems = contract_problems(vocabulary)
    if problems:
        raise ContractError("\n".join(problems))
    _CHECKED.add(id(vocabulary))


def params_for(dataset: "Dataset", ruleset_id: str, overrides: Mapping[str, int | str] | None = None,
               agreements=()) -> Params:
    """The engine ``Params`` of a ruleset, inheritance resolved.

    ``overrides`` maps a parameter id to one of its recorded alternatives, by position (0 is
    the first alternative) or by label; ``agreements`` names the optional rules (values with
    ``optional: true``) the table plays.
    """
    _checked(dataset.vocabulary)
    try:
        ruleset = dataset.rulesets[ruleset_id]
    except KeyError:
        known = ", ".join(sorted(dataset.rulesets))
        raise KeyError(f"unknown ruleset {ruleset_id!r} (known: {known})") from None
    effective = dataset.effective_rules(ruleset_id)
    # A rule whose value is "none" says the ruleset has no such rule: the engine does not see it.
    rules = {param: RuleRef(rule.value, rule.rule_id, _citation(dataset, rule.cite), rule.certainty)
             for param, rule in effective.items() if rule.value != NO_SUCH_RULE}
    for param, choice in (overrides or {}).items():
        rule = effective.get(param)
        if rule is None:
            raise KeyError(f"{ruleset_id} has no rule {param!r} to override")
        alt = _alternative(rule, choice, ruleset_id)
        if alt.value == NO_SUCH_RULE:
            rules.pop(param, None)
            continue
        rules[param] = RuleRef(alt.value, rule.rule_id, _citation(dataset, alt.cite or rule.cite),
                               "alternative", alt.label)
    game = dataset.games.get(ruleset.game)
    engine_game = (game.engine if game is not None else None) or ruleset.game
    return Params(ruleset_id, engine_game, rules, ruleset.title, ruleset.kind, frozenset(agreements))


def _alternative(rule, choice, ruleset_id: str):
    alts = list(rule.alternatives)
    labels = "; ".join(f"{i}: {a.label}" for i, a in enumerate(alts)) or "none recorded"
    if isinstance(choice, int) or (isinstance(choice, str) and choice.isdigit()):
        i = int(choice)
        if 0 <= i < len(alts):
            return alts[i]
    else:
        for alt in alts:
            if alt.label.casefold() == str(choice).casefold():
                return alt
    raise KeyError(f"{rule.rule_id}: no alternative {choice!r} (alternatives: {labels})")


def alternatives(dataset: "Dataset", ruleset_id: str) -> dict[str, list[str]]:
    """The labels of the alternative readings of each rule of a ruleset that has some."""
    return {param: [a.label for a in rule.alternatives]
            for param, rule in dataset.effective_rules(ruleset_id).items() if rule.alternatives}


def playable(dataset: "Dataset", ruleset_id: str) -> bool:
    """The engine can play the ruleset as recorded, at every table size it allows (no alternative
    reading, no agreement)."""
    try:
        check_playable(params_for(dataset, ruleset_id))
    except NotPlayable:
        return False
    return True
