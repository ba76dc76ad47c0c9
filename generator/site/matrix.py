"""The comparison table that the game matrices, the pairwise diffs and the cross-game table share.

One cell renderer and one table for all three, so that a rule reads the same wherever it is
compared. A cell (``cell``) is a ``<td>`` that carries its ruleset, parameter, state and a short
key of its value as data (the page's script chooses columns and hides equal rows with them), an
id of its own (``links.cell_anchor``), and in words: the value — an inherited one too, with its
origin as a mark — or why there is none, a badge where the reading is ours, the citation marks,
the rule's permalink and cite link, and a conflict mark. The table (``table``) is HTML that
Markdown keeps as written (the cells' inline Markdown made HTML by ``generator.site.inline``): a first column of rule (or ruleset)
names that stays put when the table scrolls sideways, the rows grouped by phase, and a label per
cell for the narrow screen, where each row becomes a block (``docs/stylesheets/stichwort.css``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from generator.model.dates import parse_edtf
from generator.model.rulesets import VALUELESS
from generator.site import inline, links
from generator.model.vocabulary import PHASE_LABELS
from generator.site.comparing import Cell, Comparison, differs, param_link, phase_groups
from generator.site.marks import marks
from generator.site.page import badge, md_attr, valueless
from generator.site.text import attr, esc
from generator.site.values import phrase
from generator.site.verbatim import block

DIFF_TITLE = "differs from the previous column"
ABSENT_TITLE = "the source does not address this point"


@dataclass(frozen=True)
class Column:
    """A column of a comparison table."""

    #: Inline Markdown of the header cell.
    head: str
    #: Plain words naming the column beside each of its cells on a narrow screen.
    label: str
    #: The ruleset of the column (a choosable column), or None.
    ruleset: str | None = None


@dataclass
class Row:
    """A row: its header (inline Markdown), its cells (``<td>`` HTML), its id and data."""

    head: str
    cells: list[str]
    id: str | None = None
    data: dict[str, str] = field(default_factory=dict)


def ruleset_column(ctx, ruleset_id: str, page: str) -> Column:
    """Date, title and kind of a ruleset, as a column."""
    rs = ctx.ds.rulesets[ruleset_id]
    head = f"[{esc(parse_edtf(rs.date).display())}]({links.rel(page, links.ruleset(rs.game, rs.id))})<br>{esc(rs.title)}"
    if rs.kind != "described":
        head += f' <span class="cmp-kind">({esc("editorial reconstruction" if rs.kind == "reconstruction" else rs.kind)})</span>'
    return Column(head, rs.title, ruleset_id)


def ruleset_cell(ctx, ruleset_id: str, html: str) -> str:
    """A cell of a ruleset's column that is not a rule (a computed figure): the ruleset and the
    column's title, as the script that chooses the columns and a narrow screen read them."""
    return f'<td data-ruleset="{attr(ruleset_id)}" data-col="{attr(ctx.ds.rulesets[ruleset_id].title)}">{html}</td>'


def table(uid: str, corner: str, columns: list[Column], groups: list[tuple[tuple[str, str] | None, list[Row]]],
          label: str, page: str, extra_class: str = "") -> list[str]:
    """A comparison table of ``page`` in a labelled, keyboard-scrollable region; ``groups`` are
    ((anchor, words) of the group's heading row or None, rows)."""
    head = "".join(f'<th scope="col"{_data(ruleset=c.ruleset)}>{inline.html(c.head, page)}</th>' for c in columns)
    classes = " ".join(x for x in ("cmp-table", extra_class) if x)
    out = [f'<div class="cmp-scroll" role="region" aria-label="{attr(label)}" tabindex="0">',
           f'<table class="{classes}" id="{attr(uid)}">',
           f'<thead><tr><th scope="col" class="cmp-corner">{esc(corner)}</th>{head}</tr></thead>']
    for heading, rows in groups:
        if not rows:
            continue
        out.append('<tbody>')
        if heading:
            anchor, words = heading
            rid = f' id="{attr(anchor)}"' if anchor else ""
            out.append(f'<tr class="cmp-phase"><th colspan="{len(columns) + 1}" scope="colgroup"{rid}>'
                       f'<span>{esc(words)}</span></th></tr>')
        for row in rows:
            rid = f' id="{attr(row.id)}"' if row.id else ""
            out.append(f'<tr{rid}{_data(**row.data)}><th scope="row">{inline.html(row.head, page)}</th>'
                       + "".join(row.cells) + "</tr>")
        out.append("</tbody>")
    return block(out + ["</table>", "</div>"])


def parameter_groups(ctx, cmp: Comparison, page: str, anchors: bool = True, params=None,
                     conflict_page: str | None = None) -> list:
    """The rows of a comparison by phase: one row per parameter (of ``params``, else every one
    the rulesets address), one cell per ruleset of ``cmp``; ``conflict_page`` as for ``cell``."""
    labels = [ctx.ds.rulesets[r].title for r in cmp.ids]
    groups = []
    for phase, group in phase_groups(params if params is not None else cmp.params()):
        rows = []
        for param in group:
            cells = [cmp.cell(rid, param.id) for rid in cmp.ids]
            keys = value_keys(cells)
            tds = [cell(cmp, c, page, label, marked=differs(cells[i - 1] if i else None, c), conflict_page=conflict_page,
                        key=key) for i, (c, key, label) in enumerate(zip(cells, keys, labels))]
            rows.append(Row(param_link(param, page), tds, links.rule_anchor(param.id) if anchors else None))
        groups.append(((links.phase_anchor(phase) if anchors else None, PHASE_LABELS[phase]), rows))
    return groups


def _data(**values) -> str:
    return "".join(f' data-{k}="{attr(v)}"' for k, v in values.items() if v is not None)


def value_keys(cells: list[Cell]) -> list[str]:
    """A short key per cell, equal exactly where the cells' values are equal ("" for no value)."""
    seen: dict[str, str] = {}
    return ["" if c.key is None else seen.setdefault(c.key, str(len(seen) + 1)) for c in cells]


def cell(cmp: Comparison, c: Cell, page: str, label: str, marked: bool = False, conflict_page: str | None = None,
         key: str = "") -> str:
    """One cell as a ``<td>`` (data escaped). ``marked``: differs from the cell to its left;
    ``conflict_page``: where the conflicts are shown (this page when None)."""
    data = {"ruleset": c.ruleset, "param": c.param, "state": c.state, "v": key, "col": label,
            "differs": "true" if marked else None}
    anchor = links.cell_anchor(c.ruleset, c.param)
    parts = [f'<span class="cmp-diff" title="{DIFF_TITLE}" aria-label="{DIFF_TITLE}">≠</span>'] if marked else []
    parts += _says(cmp, c, page)
    if c.state != "absent":
        parts.append('<span class="cmp-sources">' + _sources(cmp, c, page) + "</span>")
        parts.append(_tools(cmp, c, page, conflict_page))
    return (f'<td id="{attr(anchor)}" class="cmp-cell cmp-is-{c.state}"{_data(**data)}>'
            + inline.html(" ".join(parts), page) + "</td>")


def _says(cmp: Comparison, c: Cell, page: str) -> list[str]:
    """What the cell says: the value (and its origin if inherited) or why there is none."""
    rule = c.rule
    if c.state == "absent":
        return [f'<span class="none cmp-none" title="{ABSENT_TITLE}">— not addressed</span>']
    if c.state in VALUELESS:
        return [valueless(c.state)]
    if rule.certainty in VALUELESS:  # inherited from a rule that itself has no value
        out = [valueless(rule.certainty)]
    else:
        out = [f'<span class="cmp-value">{phrase(c.param, rule.value, cmp.suits(c.ruleset))}</span>']
        if rule.certainty != "stated":
            out.append(badge(rule.certainty))
    if c.state == "inherited":
        owner = cmp.ds.rulesets[rule.owner]
        when = parse_edtf(owner.date).display()
        target = links.url(page, links.ruleset(owner.game, owner.id), links.rule_anchor(c.param))
        out.append(f'<a class="cmp-from" href="{attr(target)}" title="inherited from {md_attr(owner.title)}" '
                   f'aria-label="from {md_attr(when)}: inherited from {md_attr(owner.title)}">from {esc(when)}</a>')
    if rule.alternatives:
        n = len(rule.alternatives)
        out.append(f'<span class="cmp-alt">+{n} alternative reading{"s" if n > 1 else ""}</span>')
    return out


def _sources(cmp: Comparison, c: Cell, page: str) -> str:
    """The citation marks: the rule's own; for an inherited rule, where the source says "as … except"
    (or, where following the other ruleset is our choice, the sources of the rule followed)."""
    if c.state != "inherited":
        return marks(cmp.ctx, c.rule.cite, page, note=c.rule.rule.note)
    inherits = cmp.ds.rulesets[c.ruleset].inherits
    owner = cmp.ds.rulesets[c.rule.owner]
    lead = (f"The value is that of {cmp.ctx.ruleset_link(owner.id, page, links.rule_anchor(c.param))}, which cites "
            + "; ".join(esc(cmp.ds.reference(x).text) for x in c.rule.cite) + ".")
    if inherits.cite:
        return marks(cmp.ctx, inherits.cite, page, note=inherits.note, lead=lead)
    return marks(cmp.ctx, c.rule.cite, page, note=inherits.note, lead=lead)


def _tools(cmp: Comparison, c: Cell, page: str, conflict_page: str | None) -> str:
    """The rule's permalink on its ruleset page, its cite link, and a mark for each conflict about it."""
    rs = cmp.ds.rulesets[c.ruleset]
    param_label = cmp.ds.vocabulary.parameters[c.param].label
    target = links.url(page, links.ruleset(rs.game, rs.id), links.rule_anchor(c.param))
    out = [f'<a class="rule-link" href="{attr(target)}" title="this rule on its ruleset page" '
           f'aria-label="{md_attr(rs.title)}, {md_attr(param_label)}: the rule on its ruleset page">¶</a>',
           f'<a class="rule-cite" href="{attr(target)}" data-cite="{attr(links.rule_cite_anchor(c.param))}" '
           f'aria-label="cite {md_attr(rs.title)}, {md_attr(param_label)}">cite</a>']
    for conflict in cmp.cell_conflicts(c):
        href = links.url(page, conflict_page or page, links.anchor("conflict", conflict.id))
        out.append(f'<a class="cmp-conflict" href="{attr(href)}" title="{md_attr(conflict.topic)}">⚠ sources disagree</a>')
    return '<span class="cmp-tools">' + " ".join(out) + "</span>"
