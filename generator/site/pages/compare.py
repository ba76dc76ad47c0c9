"""Comparing variants: one matrix per game (rules × rulesets by date) and a cross-game table.

A game's matrix shows every ruleset without JavaScript (the table scrolls sideways, the rule
column stays put; on a narrow screen every rule is a block listing what each ruleset says). With
the page's script (``docs/javascripts/compare.js``) the reader chooses the rulesets and may show
only the rules on which they differ; the choice lives in the address (``?rulesets=…&differences=only``),
and without one the rulesets a source describes in full are shown (``comparing.default_columns``).
"""
from __future__ import annotations

from generator.model.dates import parse_edtf
from generator.model.vocabulary import load_vocabulary
from generator.site import kinds, links, matrix
from generator.site.comparing import Comparison, default_columns, param_link
from generator.site.computed import computed_rows
from generator.site import strong_play
from generator.site.conflicts import conflict_block
from generator.site.context import Context
from generator.site.page import Page
from generator.site.text import attr, esc

#: Front matter: no navigation and no table of contents columns, so that the wide tables get the room.
WIDE = "---\nhide:\n  - navigation\n  - toc\n---\n\n"

LEGEND = ("Each cell gives what one source says, and below it who says so: the short mark links the source, "
          "*in full* opens page, quotation and notes; **¶** is the rule on its ruleset page, *cite* its citation. "
          "A badge marks a reading that is ours (*inferred*, *editorial*); *from 1853* marks a value that the source "
          "takes over from an earlier ruleset (“as that one, except …”). *not stated* — the source leaves the point open; "
          "*not seen* — our copy of the source is cut off before it; *— not addressed* — the source does not speak of it. "
          "A cell marked <span class=\"cmp-diff\">≠</span> differs from the cell to its left (“no value” counts as one "
          "value). ⚠ marks a rule on which sources disagree.")


def render(ctx: Context) -> list[Page]:
    pages = [_cross_game(ctx)]
    for game in ctx.ds.games.values():
        if ctx.ds.rulesets_of(game.id):
            pages.append(Page(kinds.COMPARE_GAME, (game.id,), WIDE + "\n".join(_matrix(ctx, game.id)),
                              f"Comparing the rulesets of {game.name}"))
    return pages


def _matrix(ctx: Context, game_id: str) -> list[str]:
    ds, page = ctx.ds, links.game_compare(game_id)
    game = ds.games[game_id]
    cmp = Comparison(ctx, [r.id for r in ds.rulesets_of(game_id)])
    uid = f"cmp-{game_id}"
    out = [f"# Comparing the rulesets of {esc(game.name)}", "",
           f"Every ruleset of {ctx.game_link(game_id, page)} in one table, oldest source first: one row per rule "
           "that at least one of them addresses, one column per ruleset. Rules no source of this game addresses "
           f"are left out; the full list is on the [parameters page]({links.rel(page, links.PARAMETERS)}).", "",
           LEGEND, ""]
    out += _controls(ctx, cmp, uid)
    columns = [matrix.ruleset_column(ctx, rid, page) for rid in cmp.ids]
    out += matrix.table(uid, "Rule", columns, matrix.parameter_groups(ctx, cmp, page), f"The rules of {game.name}, ruleset by ruleset", page)
    out += _computed(ctx, cmp, page, uid)
    out += strong_play.figures_section(ctx, cmp.ids, page, uid)
    out += strong_play.readings_section(ctx, cmp.ids, page)
    out += _diff_index(ctx, game_id, page)
    conflicts = cmp.touching_conflicts()
    if conflicts:
        out += ["## Where the sources disagree", "",
                "Conflicts that concern these rulesets or their rules, each side with its citation.", ""]
        for conflict in conflicts:
            out += conflict_block(ctx, conflict, page)
    return out


def _controls(ctx: Context, cmp: Comparison, uid: str) -> list[str]:
    """The choice of rulesets and the "differences only" switch (hidden until the page's script runs)."""
    chosen = default_columns(ctx.ds, cmp.ids)
    out = [f'<form class="cmp-controls" data-table="{attr(uid)}" data-default="{attr(" ".join(chosen))}" hidden>',
           '<fieldset><legend>Rulesets to compare</legend>']
    for rid in cmp.ids:
        rs = ctx.ds.rulesets[rid]
        when = parse_edtf(rs.date).display()
        words = rs.title if when in rs.title else f"{when}: {rs.title}"
        out.append(f'<label><input type="checkbox" name="rulesets" value="{attr(rid)}"{" checked" if rid in chosen else ""}> '
                   f"{esc(words)}</label>")
    out += ["</fieldset>",
            '<p><label><input type="checkbox" name="differences" value="only"> Only the rules on which the chosen '
            'rulesets differ</label> <a class="cmp-share" href="">Link to this choice</a></p>', "</form>", ""]
    return out


def _computed(ctx: Context, cmp: Comparison, page: str, uid: str) -> list[str]:
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
        cells = []
        for rid in cmp.ids:
            item = rows_by_ruleset[rid].get(metric)
            says = (f'<span class="cmp-computed">{esc(item.value)}</span><br><span class="cite-note">policy '
                    f'{esc(item.policy)}, {esc(item.hands)} hands, seed {esc(item.seed)}; '
                    f'<code class="for-editors">{esc(item.command)}</code></span>' if item else
                    '<span class="none">not computed</span>')
            cells.append(matrix.ruleset_cell(ctx, rid, says))
        rows.append(matrix.Row(esc(label), cells))
    columns = [matrix.ruleset_column(ctx, rid, page) for rid in cmp.ids]
    return out + matrix.table(f"{uid}-computed", "Computed", columns, [(None, rows)], "Computed by simulation", page)


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
    params = load_vocabulary().across_games()  # what every game of the family has in some form
    games = sorted((g for g in ds.games.values() if ds.rulesets_of(g.id)), key=lambda g: (g.scope != "full", g.name))
    out = ["# Comparing the games", "",
           "The rules that the games of this family share, for every ruleset of every game that has one, "
           "oldest source first within each game. For all rules of one game, open its comparison table.", "",
           "Cells read as in the comparison tables: a value, or *not stated*, *not seen* or *— not addressed*, never "
           "filled in from another source; a value a ruleset takes over from an earlier one is marked with where it "
           "comes from; **¶** opens the rule on its ruleset page.", ""]
    if not games:
        return Page(kinds.COMPARE_GAMES, (), "\n".join(out + ["No game has a ruleset yet.", ""]), "Comparing the games")
    columns = [matrix.Column(param_link(p, page), p.label) for p in params]
    for game in games:
        cmp = Comparison(ctx, [r.id for r in ds.rulesets_of(game.id)])
        out += [f"## {esc(game.name)}", "",
                f"{ctx.game_link(game.id, page)} · [all rules compared]({links.rel(page, links.game_compare(game.id))})", ""]
        rows = [matrix.Row(ctx.ruleset_link(rid, page) + f"<br>{esc(parse_edtf(ds.rulesets[rid].date).display())}",
                           [matrix.cell(cmp, cmp.cell(rid, p.id), page, p.label, conflict_page=links.CONFLICTS)
                            for p in params])
                for rid in cmp.ids]
        out += matrix.table(f"cmp-games-{game.id}", "Ruleset", columns, [(None, rows)], f"The shared rules of {game.name}",
                            page, "cmp-across")
    return Page(kinds.COMPARE_GAMES, (), WIDE + "\n".join(out), "Comparing the games")
