"""Pairwise comparisons: for every two rulesets of a game, only the rules on which they differ."""
from __future__ import annotations

from generator.model.dates import parse_edtf
from generator.site import kinds, links, matrix
from generator.model.vocabulary import PHASE_LABELS
from generator.site.comparing import Comparison, param_link, phase_groups
from generator.site.computed import paired_examples
from generator.site import strong_play
from generator.site.context import Context
from generator.site.page import Page, table
from generator.site.conflicts import conflict_block
from generator.site.labels import KIND_LABELS
from generator.site.text import esc


def render(ctx: Context) -> list[Page]:
    pages = []
    for game in ctx.ds.games.values():
        rulesets = ctx.ds.rulesets_of(game.id)
        for i, a in enumerate(rulesets):
            for b in rulesets[i + 1:]:
                path = links.diff(game.id, a.id, b.id)
                pages.append(Page(kinds.DIFF, (game.id, a.id, b.id), "\n".join(_diff(ctx, game.id, a.id, b.id, path)),
                                  f"{a.title} and {b.title}"))
    return pages


def split(cmp: Comparison, a: str, b: str):
    """(stated differently, stated by only one, the same) parameters of two rulesets."""
    different, one_sided, same = [], [], []
    for param in cmp.params():
        ca, cb = cmp.cell(a, param.id), cmp.cell(b, param.id)
        if ca.key == cb.key:
            same.append(param)
        elif ca.key is not None and cb.key is not None:
            different.append(param)
        else:
            one_sided.append(param)
    return different, one_sided, same


def _groups(ctx: Context, cmp: Comparison, page: str, params) -> list:
    """The rows of some parameters by phase, cell by cell as in the matrix (the phase rows carry no
    id: both sections have them)."""
    labels = [ctx.ds.rulesets[r].title for r in cmp.ids]
    return [((None, PHASE_LABELS[phase]),
             [matrix.Row(param_link(p, page), [matrix.cell(cmp, cmp.cell(r, p.id), page, label)
                                               for r, label in zip(cmp.ids, labels)], links.rule_anchor(p.id))
              for p in group])
            for phase, group in phase_groups(params)]


def _diff(ctx: Context, game_id: str, a: str, b: str, page: str) -> list[str]:
    ds = ctx.ds
    ra, rb = ds.rulesets[a], ds.rulesets[b]
    cmp = Comparison(ctx, [a, b])
    out = [f"# {esc(ra.title)} and {esc(rb.title)}", "",
           f"Two rulesets of {ctx.game_link(game_id, page)}, the earlier first. Only the rules on which they "
           f"differ are listed, each side with its citation; [all rulesets side by side]"
           f"({links.rel(page, links.game_compare(game_id))}).", ""]
    meta = [[label, *(fn(r) for r in (ra, rb))] for label, fn in (
        ("Source", lambda r: ctx.source_link(r.source, page)),
        ("Date", lambda r: esc(parse_edtf(r.date).display())),
        ("Kind", lambda r: esc(KIND_LABELS[r.kind])),
        ("Inherits", lambda r: ctx.ruleset_link(r.inherits.ruleset, page) if r.inherits else "—"))]
    columns = [matrix.ruleset_column(ctx, r, page) for r in (a, b)]
    out += table(["Ruleset", columns[0].head, columns[1].head], meta, page)
    different, one_sided, same = split(cmp, a, b)
    for n, (title, intro, params) in enumerate((
            ("Stated differently", "Both sources give a value, and the values differ.", different),
            ("Stated by only one of the two", "One source gives a value; the other leaves the point open or does not "
             "address it. Nothing is filled in from the other side.", one_sided))):
        if not params:
            continue
        out += [f"## {title}", "", intro, ""]
        out += matrix.table(f"cmp-pair-{n + 1}", "Rule", columns, _groups(ctx, cmp, page, params), title, page, "cmp-pair")
    if not different and not one_sided:
        out += ["## No difference", "", "The two rulesets agree on every rule either of them addresses.", ""]
    out += strong_play.pair_section(ctx, a, b, different + one_sided, page)
    if same:
        out += ["## The same in both", "",
                "Same value, or no value on either side: " + ", ".join(param_link(p, page) for p in same) + ".", ""]
    pairs = paired_examples(ctx, game_id, a, b)
    if pairs:
        out += ["## Paired runnable examples", "",
                "The same deal played under each of the two rulesets, step by step against the rules engine:", ""]
        for first, second in pairs:
            out.append(f"- [{esc(first.loaded.example.title)}]({links.rel(page, links.example(game_id, first.id))}) "
                       f"({esc(ra.title)}) and [{esc(second.loaded.example.title)}]"
                       f"({links.rel(page, links.example(game_id, second.id))}) ({esc(rb.title)})")
        out.append("")
    touching = cmp.touching_conflicts()
    if touching:
        out += ["## Where the sources disagree", ""]
        for conflict in touching:
            out += conflict_block(ctx, conflict, page)
    return out
