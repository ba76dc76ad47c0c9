"""One "How to play" page per ruleset the engine can play: the cards, the deal, bidding or dropping
out, the exchange, the play, scoring and special hands, in that order, in plain sentences made
from the rule records, each with a footnote to its rule row; our general explanations apart; and
the ruleset's worked examples.
"""
from __future__ import annotations

from generator.model.guide import load_guide
from generator.model.vocabulary import PHASES, load_vocabulary
from generator.site import example_runs, kinds, links
from generator.site.context import Context
from generator.site.howto import RuleSentences, play_link
from generator.site.page import Page
from generator.site.text import esc
from generator.site.values import pack_suits


def render(ctx: Context) -> list[Page]:
    pages = []
    for rs in sorted(ctx.ds.rulesets.values(), key=lambda r: r.id):
        if rs.id in ctx.playable:
            path = links.howto(rs.game, rs.id)
            pages.append(Page(kinds.HOWTO, (rs.game, rs.id), "\n".join(_page(ctx, rs, path)), f"How to play: {rs.title}"))
    return pages


def _page(ctx: Context, rs, page: str) -> list[str]:
    ds, guide = ctx.ds, load_guide()
    rules = ds.effective_rules(rs.id)
    sentences = RuleSentences(ctx, rs.id, page, pack_suits(rules))
    source = ds.source_label(rs.source)
    out = [f"# How to play: {esc(rs.title)}", "",
           esc(guide.intro.format(ruleset=rs.title, source=source)), ""]
    out += [f"**Game:** {ctx.game_link(rs.game, page)}  ",
            f"**Source:** {ctx.source_link(rs.source, page)}  ",
            f"**Every rule with its citations:** {ctx.ruleset_link(rs.id, page)}  ",
            f"**Play:** {play_link(ctx, rs.id, page)}", ""]
    if rs.kind in guide.kinds:
        parent = ds.rulesets[rs.inherits.ruleset].title if rs.inherits else ""
        out += [f'!!! warning "{esc(rs.kind.capitalize())}"', "",
                "    " + esc(guide.kinds[rs.kind].format(source=source, parent=parent)), ""]
    for phase in PHASES:
        out += _section(ctx, phase, rules, sentences)
    out += _examples(ctx, rs.id, page)
    out += sentences.notes.lines()
    return out


def _section(ctx: Context, phase: str, rules: dict, sentences: RuleSentences) -> list[str]:
    """A section: our explanations of the phase, then one paragraph per rule (none: no section)."""
    guide, vocab = load_guide(), load_vocabulary()
    order = {p: i for i, p in enumerate(vocab.parameters)}
    mine = sorted((r for p, r in rules.items() if p in vocab.parameters and vocab.parameters[p].phase == phase),
                  key=lambda r: order[r.param])
    paragraphs = [s for s in (sentences.sentence(r) for r in mine) if s]
    if not paragraphs:
        return []
    out = [f"## {esc(guide.heading(phase, rules))}", ""]
    for basic in guide.basics_of(phase, rules):
        out += ['<div class="howto-basic" markdown="1">', "", esc(basic.text), "", "</div>", ""]
    for paragraph in paragraphs:
        out += [paragraph, ""]
    return out


def _examples(ctx: Context, ruleset_id: str, page: str) -> list[str]:
    """The worked examples of the ruleset, walk-throughs first."""
    guide = load_guide()
    mine = sorted(ctx.example_runs_by_ruleset.get(ruleset_id, []),
                  key=lambda r: (not r.loaded.example.walkthrough, r.loaded.example.title))
    if not mine:
        return []
    out = [f"## {esc(guide.examples['title'])}", "", esc(guide.examples["text"]), ""]
    for run in mine:
        ex = run.loaded.example
        out.append(f"- [{esc(ex.title)}]({links.rel(page, example_runs.page_of(run))}): {ctx.prose(ex.summary, page)}")
    return out + [""]
