"""Comparing rulesets: which rulesets a comparison shows by default, what each cell of it says, and
when two cells differ (how a cell reads is ``generator.site.matrix``).

A cell is one parameter of one ruleset, inheritance resolved, in one of four states:

- ``value`` — the ruleset's own file states a value;
- ``not-stated`` — its own file records that the source leaves the point open;
- ``inherited`` — the rule comes from an ancestor (``EffectiveRule.owner`` is another ruleset);
  the page shows the value with its origin as a mark ("from 1853"), never as if this source stated it;
- ``absent`` — the source does not address the point at all ("— not addressed").

Two cells *differ* when their effective values differ, where "no value" (not stated, not
addressed, or inherited from a rule that is not stated) counts as one value. An inherited cell is
compared by the value it inherits; a period name (``naming`` in the vocabulary) is not compared.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from generator.model.dataset import EffectiveRule
from generator.model.rulesets import VALUELESS
from generator.model.vocabulary import PHASES, Parameter, load_vocabulary
from generator.site import links
from generator.site.context import Context
from generator.site.text import esc
from generator.site.values import pack_suits


@dataclass(frozen=True)
class Cell:
    ruleset: str
    param: str
    state: str  # value | not-stated | inherited | absent
    rule: EffectiveRule | None

    @property
    def key(self) -> str | None:
        """What is compared: the effective value as canonical JSON without the fields that only name
        a thing (``Parameter.naming``: Troef-Boer and Bester Bube are the same card), or None when
        there is no value."""
        if self.rule is None or self.rule.certainty in VALUELESS:
            return None
        param = load_vocabulary().parameters.get(self.param)
        value = param.compared(self.rule.value) if param else self.rule.value
        return json.dumps(value, sort_keys=True, ensure_ascii=False)


def differs(a: Cell | None, b: Cell | None) -> bool:
    return a is not None and b is not None and a.key != b.key


class Comparison:
    """The cells of a set of rulesets (effective rules computed once)."""

    def __init__(self, ctx: Context, ruleset_ids: list[str]):
        self.ctx, self.ds = ctx, ctx.ds
        self.ids = list(ruleset_ids)
        self.rules = {r: self.ds.effective_rules(r) for r in self.ids}

    def cell(self, ruleset_id: str, param: str) -> Cell:
        rule = self.rules[ruleset_id].get(param)
        if rule is None:
            return Cell(ruleset_id, param, "absent", None)
        if rule.owner != ruleset_id:
            return Cell(ruleset_id, param, "inherited", rule)
        return Cell(ruleset_id, param, rule.certainty if rule.certainty in VALUELESS else "value", rule)

    def suits(self, ruleset_id: str) -> str:
        return pack_suits(self.rules[ruleset_id])

    def params(self) -> list[Parameter]:
        """Parameters that any of the rulesets addresses, by phase and in vocabulary order."""
        vocab = load_vocabulary()
        used = {p for rules in self.rules.values() for p in rules}
        return [p for p in vocab.ordered() if p.id in used]

    @property
    def conflicts_by_rule(self) -> dict[str, list]:
        """``ruleset#param`` (or a bare ruleset id) -> conflicts whose ``about`` names it (once per build)."""
        return self.ctx.conflicts.by_about

    def cell_conflicts(self, cell: Cell) -> list:
        found = list(self.conflicts_by_rule.get(f"{cell.ruleset}#{cell.param}", []))
        if cell.rule is not None and cell.rule.owner != cell.ruleset:
            found += [c for c in self.conflicts_by_rule.get(f"{cell.rule.owner}#{cell.param}", []) if c not in found]
        return found

    def touching_conflicts(self) -> list:
        """Conflicts about any of the rulesets (or the ancestors they inherit from) or their rules."""
        return self.ctx.conflicts.about_rulesets({r.id for rid in self.ids for r in self.ds.lineage(rid)})


def default_columns(ds, ruleset_ids: list[str]) -> list[str]:
    """The rulesets a reader most likely wants side by side: those a source describes in full
    (``kind: described``); all of them when the game has none."""
    described = [r for r in ruleset_ids if ds.rulesets[r].kind == "described"]
    return described or list(ruleset_ids)


def phase_groups(params: list[Parameter]) -> list[tuple[str, list[Parameter]]]:
    return [(phase, [p for p in params if p.phase == phase]) for phase in PHASES
            if any(p.phase == phase for p in params)]


def param_link(param: Parameter, page: str) -> str:
    return f"[{esc(param.label)}]({links.rel(page, links.PARAMETERS, param.id)})"


# ------------------------------------------------------------ links from the game and ruleset pages
def compare_link(ctx: Context, game_id: str, page: str) -> list[str]:
    """The line a game page shows under its rulesets (empty without rulesets)."""
    n = len(ctx.ds.rulesets_of(game_id))
    if not n:
        return []
    what = "side by side, rule by rule" if n > 1 else "rule by rule"
    return [f"[Compare the rulesets]({links.rel(page, links.game_compare(game_id))}) {what}, with the differences "
            "between any two marked.", ""]


def ruleset_links(ctx: Context, ruleset_id: str, page: str) -> list[str]:
    """The line a ruleset page shows: the game's matrix and the diffs with its neighbours in time."""
    rs = ctx.ds.rulesets[ruleset_id]
    rulesets = ctx.ds.rulesets_of(rs.game)
    i = [r.id for r in rulesets].index(ruleset_id)
    parts = [f"[all rulesets of this game side by side]({links.rel(page, links.game_compare(rs.game))})"]
    if i > 0:
        parts.append(f"[what changed since {esc(rulesets[i - 1].title)}]"
                     f"({links.rel(page, links.diff(rs.game, rulesets[i - 1].id, rs.id))})")
    if i + 1 < len(rulesets):
        parts.append(f"[what changed in {esc(rulesets[i + 1].title)}]"
                     f"({links.rel(page, links.diff(rs.game, rs.id, rulesets[i + 1].id))})")
    return ["**Compare:** " + " · ".join(parts), ""]
