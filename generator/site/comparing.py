"""Comparing rulesets: what each cell of a comparison says, when two cells differ, and how a cell renders.

A cell is one parameter of one ruleset, inheritance resolved, in one of four states:

- ``value`` — the ruleset's own file states a value;
- ``not-stated`` — its own file records that the source leaves the point open;
- ``inherited`` — the rule comes from an ancestor (``EffectiveRule.owner`` is another ruleset);
  the page says "inherited from …" and never shows the value as if this source stated it;
- ``absent`` — the source does not address the point at all ("— not addressed").

Two cells *differ* when their effective values differ, where "no value" (not stated, not
addressed, or inherited from a rule that is not stated) counts as one value. An inherited cell is
compared by the value it inherits.
"""
from __future__ import annotations

import json
from dataclasses import dataclass

from generator.model.dataset import EffectiveRule, page_label
from generator.model.rulesets import VALUELESS
from generator.model.vocabulary import PHASES, Parameter, load_vocabulary
from generator.site import links
from generator.site.context import Context
from generator.site.page import badge, valueless
from generator.site.text import attr, esc
from generator.site.values import pack_suits, phrase

DIFF_TITLE = "differs from the previous column"


@dataclass(frozen=True)
class Cell:
    ruleset: str
    param: str
    state: str  # value | not-stated | inherited | absent
    rule: EffectiveRule | None

    @property
    def key(self) -> str | None:
        """What is compared: the effective value as canonical JSON, or None when there is no value."""
        if self.rule is None or self.rule.certainty in VALUELESS:
            return None
        return json.dumps(self.rule.value, sort_keys=True, ensure_ascii=False)


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

    # ------------------------------------------------------------ rendering
    def short_cite(self, cite, page: str) -> str:
        label = esc(self.ds.source_label(cite.source))
        if cite.pages:
            label += ", " + esc(page_label(cite.pages))
        elif cite.locator:
            label += ", " + esc(cite.locator)
        text = f"[{label}]({links.rel(page, links.source(cite.source))})"
        if cite.cited_in:
            text += f" via {self.ctx.source_link(cite.cited_in, page)}"
        return text

    def permalink(self, ruleset_id: str, param: str, page: str) -> str:
        rs = self.ds.rulesets[ruleset_id]
        return f'[¶]({links.rel(page, links.ruleset(rs.game, rs.id), links.rule_anchor(param))} "this rule on its ruleset page")'

    def render(self, cell: Cell, page: str, marked: bool = False, conflict_page: str | None = None) -> str:
        """One table cell as inline Markdown (data escaped).

        ``marked``: the cell differs from the previous column. ``conflict_page``: where the
        conflict sections are (the current page when None).
        """
        attrs = f'class="cmp-cell cmp-is-{cell.state}" data-ruleset="{attr(cell.ruleset)}" data-param="{attr(cell.param)}" data-state="{cell.state}"'
        if marked:
            attrs += ' data-differs="true"'
        parts = []
        if marked:
            parts.append(f'<span class="cmp-diff" title="{DIFF_TITLE}" aria-label="{DIFF_TITLE}">≠</span>')
        rule = cell.rule
        if cell.state == "absent":
            parts.append('<span class="none" title="the source does not address this point">— not addressed</span>')
        elif cell.state in ("not-stated", "not-seen"):
            parts.append(valueless(cell.state))
        elif cell.state == "inherited":
            owner = self.ds.rulesets[rule.owner]
            parts.append('<span class="inherited">inherited from '
                         f'{self.ctx.ruleset_link(owner.id, page, links.rule_anchor(cell.param))}</span>')
        else:
            parts.append(f'<span class="cmp-value">{phrase(cell.param, rule.value, self.suits(cell.ruleset))}</span> '
                         + badge(rule.certainty))
            if rule.alternatives:
                n = len(rule.alternatives)
                parts.append(f'<span class="cmp-alt" title="see the rule on the ruleset page">+{n} alternative '
                             f'reading{"s" if n > 1 else ""}</span>')
        cites = []
        if cell.state in ("value", *VALUELESS):
            cites = [self.short_cite(c, page) for c in rule.cite]
        elif cell.state == "inherited":
            inherits = self.ds.rulesets[cell.ruleset].inherits
            if inherits and inherits.cite:
                cites = [self.short_cite(c, page) for c in inherits.cite]
            else:
                cites = [badge("editorial")]
        if cell.state != "absent":
            cites.append(self.permalink(cell.ruleset, cell.param, page))
            parts.append('<br><span class="cmp-cite">' + "; ".join(cites[:-1]) + (" " if len(cites) > 1 else "")
                         + cites[-1] + "</span>")
        for conflict in self.cell_conflicts(cell):
            target = links.url(page, conflict_page or page, links.anchor("conflict", conflict.id))
            parts.append(f'<br><span class="cmp-conflict"><a href="{attr(target)}" title="{md_attr(conflict.topic)}">'
                         '⚠ sources disagree</a></span>')
        return f"<span {attrs}>" + " ".join(parts) + "</span>"


def md_attr(value) -> str:
    """Data text for an HTML attribute inside Markdown (a table cell): also Markdown-inert, no ``|``."""
    return esc(value).replace('"', "&quot;")


def phase_groups(params: list[Parameter]) -> list[tuple[str, list[Parameter]]]:
    return [(phase, [p for p in params if p.phase == phase]) for phase in PHASES
            if any(p.phase == phase for p in params)]


def param_link(param: Parameter, page: str) -> str:
    return f"[{esc(param.label)}]({links.rel(page, links.PARAMETERS, param.id)})"


def column_head(ctx: Context, ruleset_id: str, page: str) -> str:
    """Date, title and kind of a ruleset, for a table header."""
    from generator.model.dates import parse_edtf
    rs = ctx.ds.rulesets[ruleset_id]
    head = f"[{esc(parse_edtf(rs.date).display())}]({links.rel(page, links.ruleset(rs.game, rs.id))})<br>{esc(rs.title)}"
    if rs.kind != "described":
        head += f' <span class="cmp-kind">({esc("editorial reconstruction" if rs.kind == "reconstruction" else rs.kind)})</span>'
    return head


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
