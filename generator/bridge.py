"""The one module that joins the data model and the rules engine: ruleset records → engine Params.

Every rule value the engine uses reaches it here, with the id and short citation of the rule
that states it, so a refusal can name the source and page. Alternative readings recorded in
the data (``alternatives``) are chosen by index or label.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from generator.engine import NotPlayable, Params, RuleRef, check_playable
from generator.model.vocabulary import NO_SUCH_RULE

__all__ = ["NO_SUCH_RULE", "alternatives", "params_for", "playable"]

if TYPE_CHECKING:
    from generator.model import Dataset


def _citation(dataset, cites) -> str:
    return dataset.citation_text(cites[0]) if cites else ""


def params_for(dataset: "Dataset", ruleset_id: str, overrides: Mapping[str, int | str] | None = None,
               agreements=()) -> Params:
    """The engine ``Params`` of a ruleset, inheritance resolved.

    ``overrides`` maps a parameter id to one of its recorded alternatives, by position (0 is
    the first alternative) or by label; ``agreements`` names the optional rules (values with
    ``optional: true``) the table plays.
    """
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
