"""Comparing variants: one matrix per game (rules × rulesets by date) and a cross-game table."""
from __future__ import annotations

from generator.model.dates import parse_edtf
from generator.model.vocabulary import PHASE_LABELS, load_vocabulary
from generator.site import links
from generator.site.comparing import Comparison, column_head, differs, param_link, phase_groups
from generator.site.computed import computed_rows
from generator.site.context import Context
from generator.site.page import Page, table
from generator.site.conflicts import conflict_block
from generator.site.text import esc

#: Front matter: no table of contents column, so that the wide tables get the room.
WIDE = "---\nhide:\n  - toc\n---\n\n"

LEGEND = ("Each cell gives what one source says, with its certainty and citation; **¶** opens the rule with its "
          "full citation on the ruleset page. *not stated* — the source leaves the point open; "
          "*inherited from …* — the source says “as that one, except …” and does not restate the point "
          "(its value is not repeated here); *— not addressed* — the source says nothing about it. "
          "A cell marked <span class=\"cmp-diff\">≠</span> differs from the cell to its left "
          "(“no value” counts as one value). <span class=\"cmp-conflict\">⚠</span> marks a rule on which "
          "sources disagree.")


def render(ctx: Context) -> list[Page]:
    pages = [_cross_game(ctx)]
    for game in ctx.ds.games.values():
        if ctx.ds.rulesets_of(game.id):
            pages.append(Page(links.game_compare(game.id), WIDE + "\n".join(_matrix(ctx, game.id))))
    return pages


def matrix_rows(ctx: Context, cmp: Comparison, params, page: str) -> list[list[str]]:
    rows = []
    for param in params:
        row, previous = [param_link(param, page)], None
        for rid in cmp.ids:
            cell = cmp.cell(rid, param.id)
            row.append(cmp.render(cell, page, marked=differs(previous, cell)))
            previous = cell
        rows.append(row)
    return rows


def _matrix(ctx: Context, game_id: str) -> list[str]:
    ds, page = ctx.ds, links.game_compare(game_id)
    game = ds.games[game_id]
    rulesets = ds.rulesets_of(game_id)
    cmp = Comparison(ctx, [r.id for r in rulesets])
    out = [f"# Comparing the rulesets of {esc(game.name)}", "",
           f"Every ruleset of {ctx.game_link(game_id, page)} in one table, oldest source first: one row per rule "
           "that at least one of them addresses, one column per ruleset. Rules no source of this game addresses "
           f"are left out; the full list is on the [parameters page]({links.rel(page, links.PARAMETERS)}).", "",
           LEGEND, ""]
    header = ["Rule"] + [column_head(ctx, rid, page) for rid in cmp.ids]
    for phase, params in phase_groups(cmp.params()):
        out += [f"## {PHASE_LABELS[phase]}", "", '<div class="cmp-matrix" markdown="1">', ""]
        out += table(header, matrix_rows(ctx, cmp, params, page))
        out += ["</div>", ""]
    out += _computed(ctx, cmp, page)
    out += _diff_index(ctx, game_id, page)
    conflicts = cmp.touching_conflicts()
    if conflicts:
        out += ["## Where the sources disagree", "",
                "Conflicts that concern these rulesets or their rules, each side with its citation.", ""]
        for conflict in conflicts:
            out += conflict_block(ctx, conflict, page)
    return out


def _computed(ctx: Context, cmp: Comparison, page: str) -> list[str]:
    """Simulation rows, labelled as computed; nothing until the engine's cache holds any."""
    rows_by_ruleset = {rid: {row.id: row for row in computed_rows(ctx.ds, rid)} for rid in cmp.ids}
    metrics: dict[str, str] = {}
    for rows in rows_by_ruleset.values():
        for row in rows.values():
            metrics.setdefault(row.id, row.label)
    if not metrics:
        return []
    out = ["## Computed by simulation", "",
           "These rows are **computed** by the project's rules engine, not taken from a source. Each value "
           "names the playing policy, the number of hands and the random seed, and the command that reproduces it.", ""]
    rows = []
    for metric, label in metrics.items():
        row = [esc(label)]
        for rid in cmp.ids:
            item = rows_by_ruleset[rid].get(metric)
            row.append(f'<span class="cmp-computed">{esc(item.value)}</span><br><span class="cite-note">policy '
                       f'{esc(item.policy)}, {esc(item.hands)} hands, seed {esc(item.seed)}; '
                       f'<code>{esc(item.command)}</code></span>' if item else '<span class="none">not computed</span>')
        rows.append(row)
    out += ['<div class="cmp-matrix" markdown="1">', ""]
    out += table(["Computed"] + [column_head(ctx, rid, page) for rid in cmp.ids], rows)
    return out + ["</div>", ""]


def _diff_index(ctx: Context, game_id: str, page: str) -> list[str]:
    rulesets = ctx.ds.rulesets_of(game_id)
    if len(rulesets) < 2:
        return []
    out = ["## Two rulesets at a time", "",
           "Each comparison shows only the rules on which the two differ, both sides cited.", "",
           "Next to each other in time:", ""]
    for a, b in zip(rulesets, rulesets[1:]):
        out.append(f"- {_pair_link(ctx, game_id, a, b, page)}")
    out.append("")
    others = [(a, b) for i, a in enumerate(rulesets) for b in rulesets[i + 2:]]
    if others:
        out += ["Any other pair:", ""]
        for i, a in enumerate(rulesets[:-2]):
            targets = [f"[{esc(parse_edtf(b.date).display())} {esc(b.title)}]({links.rel(page, links.diff(game_id, a.id, b.id))})"
                       for b in rulesets[i + 2:]]
            out.append(f"- {esc(a.title)} ({esc(parse_edtf(a.date).display())}) with: " + "; ".join(targets))
        out.append("")
    return out


def _pair_link(ctx: Context, game_id: str, a, b, page: str) -> str:
    label = f"{parse_edtf(a.date).display()} {a.title} → {parse_edtf(b.date).display()} {b.title}"
    return f"[{esc(label)}]({links.rel(page, links.diff(game_id, a.id, b.id))})"


def _cross_game(ctx: Context) -> Page:
    ds, page = ctx.ds, links.COMPARE
    vocab = load_vocabulary()
    params = vocab.across_games()  # what every game of the family has in some form
    games = sorted((g for g in ds.games.values() if ds.rulesets_of(g.id)), key=lambda g: (g.scope != "full", g.name))
    out = ["# Comparing the games", "",
           "The rules that the games of this family share, for every ruleset of every game that has one, "
           "oldest source first within each game. For all rules of one game, open its comparison table.", "",
           "Cells read as in the comparison tables: *not stated*, *inherited from …* and *— not addressed* are "
           "shown as such, never filled in from another source; **¶** opens the rule with its full citation.", ""]
    if not games:
        return Page(page, "\n".join(out + ["No game has a ruleset yet.", ""]))
    for game in games:
        cmp = Comparison(ctx, [r.id for r in ds.rulesets_of(game.id)])
        out += [f"## {esc(game.name)}", "",
                f"{ctx.game_link(game.id, page)} · [all rules compared]({links.rel(page, links.game_compare(game.id))})", "",
                '<div class="cmp-matrix" markdown="1">', ""]
        rows = [[ctx.ruleset_link(rid, page) + f"<br>{esc(parse_edtf(ds.rulesets[rid].date).display())}"]
                + [cmp.render(cmp.cell(rid, p.id), page, conflict_page=links.CONFLICTS) for p in params]
                for rid in cmp.ids]
        out += table(["Ruleset"] + [param_link(p, page) for p in params], rows)
        out += ["</div>", ""]
    return Page(page, WIDE + "\n".join(out))
