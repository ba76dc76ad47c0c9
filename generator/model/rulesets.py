"""Rulesets: one per documented source version; every rule a parameter with a cited value."""
from __future__ import annotations

from typing import Any, Literal, Optional

from pydantic import model_validator

from generator.model.base import Cites, Date, Id, Record, Text

RuleCertainty = Literal["stated", "inferred", "editorial", "not-stated", "not-seen"]
#: Certainties that carry no value: ``not-stated`` — the source is silent on the point;
#: ``not-seen`` — the copy we could read is cut off before the point, so we cannot say.
#: Either leaves the ruleset unplayable for that parameter.
VALUELESS = ("not-stated", "not-seen")
RulesetKind = Literal["described", "fragment", "reconstruction"]


class Alternative(Record):
    """Another plausible reading of a rule, selectable in the engine."""

    value: Any
    label: Text
    cite: Optional[Cites] = None
    note: Optional[Text] = None


class Rule(Record):
    """One parameter of a ruleset with its value and citation."""

    param: Id
    value: Any = None
    certainty: RuleCertainty = "stated"
    cite: Cites
    alternatives: list[Alternative] = []
    note: Optional[Text] = None
    #: Why no runnable example can show this rule at work in this ruleset.
    no_example: Optional[Text] = None
    #: Why this rule, though recorded otherwise than in the game's other rulesets, plays the same
    #: at the table (so no pair of examples is needed to show the difference).
    same_in_play: Optional[Text] = None

    @model_validator(mode="after")
    def _value_matches_certainty(self):
        if self.certainty == "not-stated" and self.value is not None:
            raise ValueError("a not-stated rule has no `value` (the source leaves the point open)")
        if self.certainty == "not-seen" and self.value is not None:
            raise ValueError("a not-seen rule has no `value` (our copy of the source is cut off before this point)")
        if self.certainty not in VALUELESS and self.value is None:
            raise ValueError(f"`value` is required when certainty is {self.certainty!r} (or set certainty: not-stated "
                             "if the source is silent, not-seen if our copy is cut off before the point)")
        if self.certainty == "editorial" and not self.note:
            raise ValueError("an editorial rule needs a `note` saying why we chose this reading")
        return self


class Inherits(Record):
    ruleset: Id
    basis: Literal["source", "editorial"]
    cite: Optional[Cites] = None
    note: Optional[Text] = None

    @model_validator(mode="after")
    def _cited(self):
        if self.basis == "source" and not self.cite:
            raise ValueError("inheritance with basis `source` needs `cite`: where the source says 'as X except'")
        if self.basis == "editorial" and not self.note:
            raise ValueError("editorial inheritance needs a `note` saying why")
        return self


class Ruleset(Record):
    id: Id
    game: Id
    title: Text
    source: Id
    date: Date
    kind: RulesetKind
    inherits: Optional[Inherits] = None
    summary: Text
    rules: list[Rule] = []
    note: Optional[Text] = None
