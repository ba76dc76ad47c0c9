"""The readings an example plays instead of the records: a recorded alternative (by its label),
a value the data does not record (a what-if), a rule dropped, and the optional rules agreed.

``check_readings`` checks the ``overrides`` and ``agreements`` of a file against the ruleset's
effective rules and the vocabulary; every problem goes to the checker, at its line.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import ValidationError

from generator.model.examples import Override
from generator.model.loader import clean_loc, describe
from generator.model.vocabulary import NO_SUCH_RULE


@dataclass
class Readings:
    """What an example plays instead of the records."""

    #: param -> the label of the recorded alternative played.
    alternatives: dict = field(default_factory=dict)
    #: param -> a value the data does not record.
    values: dict = field(default_factory=dict)
    #: Parameters played as if the ruleset had no such rule.
    drops: list = field(default_factory=list)
    #: param -> ("alternative", label) | ("value", value) | ("drop", None), in file order.
    played: dict = field(default_factory=dict)
    #: Optional rules agreed at the table.
    agreements: list = field(default_factory=list)


def check_readings(c, example, effective: dict, vocab) -> Readings:
    """The example's readings (problems go to ``c``)."""
    out = Readings()
    for param, choice in example.overrides.items():
        _one_override(c, example.ruleset, param, choice, effective.get(param), vocab, out)
    for i, param in enumerate(example.agreements):
        rule = effective.get(param)
        value = rule.value if rule else None
        if param in out.played and out.played[param][0] == "value":
            value = out.played[param][1]
        if rule is None and param not in out.values:
            c.add(("agreements", i), f"{example.ruleset} has no rule {param!r} to agree on")
        elif not (isinstance(value, dict) and value.get("optional") is True):
            c.add(("agreements", i), f"{param} is not an optional rule (its value has no `optional: true`); it is in force anyway")
        else:
            out.agreements.append(param)
    return out


def _one_override(c, ruleset_id: str, param: str, choice, rule, vocab, out: Readings) -> None:
    loc = ("overrides", param)
    if isinstance(choice, dict):
        try:
            choice = Override.model_validate(choice)
        except ValidationError as exc:
            for error in exc.errors():
                c.add(loc + clean_loc(choice, tuple(error["loc"])), describe(error, Override))
            return
    elif not isinstance(choice, str):
        c.add(loc, "an override is the label of a recorded alternative (text), or "
                   "{value: ..., note: ...} for a reading the data does not record, or {drop: true, note: ...}")
        return
    if param not in vocab.parameters:
        c.add(loc, f"unknown parameter {param!r}; the vocabulary is generator/model/vocabulary.yaml")
    elif isinstance(choice, str):
        _alternative(c, loc, ruleset_id, param, choice, rule, out)
    elif choice.drop:
        if rule is None:
            c.add(loc, f"{ruleset_id} has no rule {param!r} to drop")
            return
        out.drops.append(param)
        out.played[param] = ("drop", None)
    else:
        _value(c, loc, param, choice.value, rule, vocab, out)


def _alternative(c, loc, ruleset_id: str, param: str, choice: str, rule, out: Readings) -> None:
    if rule is None:
        c.add(loc, f"{ruleset_id} has no rule {param!r}, so it has no alternative readings to choose")
        return
    labels = [a.label for a in rule.alternatives]
    match = next((label for label in labels if label.casefold() == choice.casefold()), None)
    if match is None:
        known = "; ".join(repr(label) for label in labels) or "none recorded"
        c.add(loc, f"{rule.rule_id} has no alternative {choice!r} (alternatives: {known}); "
                   "for a reading the data does not record write {value: ..., note: ...}")
        return
    out.alternatives[param] = match
    out.played[param] = ("alternative", match)


def _value(c, loc, param: str, value, rule, vocab, out: Readings) -> None:
    errors = vocab.value_errors(param, value)
    for sub, message in errors:
        c.add(loc + ("value",) + tuple(sub), f"{param}: {message}")
    if errors:
        return
    if value == NO_SUCH_RULE:  # the value "none": play without the rule
        if rule is not None:
            out.drops.append(param)
        out.played[param] = ("drop", None)
        return
    out.values[param] = value
    out.played[param] = ("value", value)
