"""Runnable rule examples: one page per example, and a list per game.

Everything an example page shows comes from the transcript of running the example against the
engine in this build (``generator.site.example_runs``): the hands as dealt, every step with the
cards as the engine held them, the checkpoint results, the refusals with the engine's own
message, the tricks, the ledger, and how the run shows each rule the example claims. A failing
example fails the build, so a page can only ever show an example that ran as written.

The steps are an ordered list that reads in full without JavaScript; ``docs/javascripts/
examples.js`` adds a small previous/next stepper on top. Cards are the project's own SVG
pictures (``generator.site.cards``), shown as images with the card's name as text alternative.
"""
from __future__ import annotations

from generator.model.vocabulary import load_vocabulary
from generator.site import example_pairs, example_runs, kinds, links, transcript_view
from generator.site.context import Context
from generator.site.example_view import ExampleView
from generator.site.page import Page, table
from generator.site.text import esc

def render(ctx: Context) -> list[Page]:
    runs = example_runs.runs(ctx)
    if not runs:
        return []
    pages = []
    by_id = {r.id: r for r in runs}
    for run in runs:
        path = example_runs.page_of(run)
        pages.append(Page(kinds.EXAMPLE, (run.loaded.game, run.id), "\n".join(_example(ctx, run, by_id, path)),
                          run.loaded.example.title))
    for game in sorted({r.loaded.game for r in runs}):
        path = links.example_index(game)
        pages.append(Page(kinds.EXAMPLES, (game,), "\n".join(_index(ctx, game, [r for r in runs if r.loaded.game == game], path)),
                          f"{ctx.ds.games[game].name}: runnable rule examples"))
    return pages


def _example(ctx: Context, run, by_id: dict, page: str) -> list[str]:
    v = ExampleView(ctx, run, page)
    loaded, ex = run.loaded, run.loaded.example
    ds = ctx.ds
    rs = ds.rulesets[ex.ruleset]
    out = [f"# {esc(ex.title)}", ""]
    out += _verified(ctx, run)
    out += [esc(ex.summary), ""]
    if ex.walkthrough:
        out += ['!!! tip "A walk-through for a new player"',
                "    A whole hand from the deal to the settlement, with a note at every step.", ""]
    facts = [["Game", ctx.game_link(loaded.game, page)],
             ["Ruleset", ctx.ruleset_link(ex.ruleset, page) + (" " + f"<small>({esc(rs.kind)})</small>" if rs.kind != "described" else "")],
             ["Players", ", ".join(f"{esc(n)}" + (f" ({v.role(i)})" if v.role(i) else "") for i, n in enumerate(v.names))
              + f" — seated in the direction of play (the engine's messages number them 0–{len(v.names) - 1} "
                "in this order)"],
             ["Before the deal", transcript_view.session_text(v)]]
    shows = ", ".join(v.rule_link(rid, html=False, short=True) for rid in loaded.claims)
    facts.append(["Shows the rules", shows])
    facts.append(["Source passage", ctx.cites(ex.demonstrates.cite, page)])
    if ex.agreements:
        facts.append(["Agreed at the table", ", ".join(v.rule_link(f"{_owner(ds, ex.ruleset, p)}#{p}", html=False)
                                                       for p in ex.agreements)])
    if ex.pair and ex.pair in by_id:
        other = by_id[ex.pair]
        facts.append(["Paired with", f"[{esc(other.loaded.example.title)}]({links.rel(page, example_runs.page_of(other))}) "
                                     f"under {ctx.ruleset_link(other.loaded.example.ruleset, page)} — "
                                     f"[side by side below](#side-by-side)"])
    out += [f"**{label}:** {value}  " for label, value in facts] + [""]
    if ex.demonstrates.note:
        out += [ctx.prose(ex.demonstrates.note, page), ""]
    out += transcript_view.readings(v)
    out += transcript_view.deal(v)
    out += transcript_view.steps(v)
    # the outcome: the stepper hides it until its last step (docs/javascripts/examples.js)
    out += ['<div class="ex-outcome" markdown="1">', ""]
    out += transcript_view.result(v)
    out += transcript_view.evidence(v)
    if ex.pair and ex.pair in by_id:
        out += example_pairs.side_by_side(ctx, run, by_id[ex.pair], page)
    out += ["</div>", ""]
    if ex.note:
        out += ["## Note", "", ctx.prose(ex.note, page), ""]
    return out


def _owner(ds, ruleset_id: str, param: str) -> str:
    rule = ds.effective_rules(ruleset_id).get(param)
    return rule.owner if rule else ruleset_id


def _verified(ctx: Context, run) -> list[str]:
    edition_id = ctx.edition.id
    when = f" (dataset edition {esc(edition_id)})" if edition_id else ""
    steps = len(run.transcript.steps)
    return ['<div class="ex-verified" role="note" markdown="1">',
            f"**✓ Verified by the test suite for this build**{when}: the {steps} steps below were run against the rules "
            "engine while this page was built, and every checkpoint, refusal and payment shown is what the engine did. "
            "Re-run it yourself:",
            "",
            f"```sh\n{example_runs.command(run)}\n```",
            "</div>", ""]


# ---------------------------------------------------------------- the list of a game's examples


def _index(ctx: Context, game_id: str, runs: list, page: str) -> list[str]:
    ds = ctx.ds
    game = ds.games[game_id]
    vocab = load_vocabulary()
    out = [f"# {esc(game.name)}: runnable rule examples", "",
           f"Each example is a concrete deal of {ctx.game_link(game_id, page)} played step by step under one ruleset. "
           "The test suite runs every one against the rules engine, and this site is built only when all of them come "
           "out exactly as written. Check one yourself with `python -m generator check-examples PATH`; an example file "
           "you write yourself can be checked the same way (the format is described in "
           f"[the data format]({links.rel(page, links.FORMAT, 'examples')})).", ""]
    by_id_all = {r.id: r for r in runs}
    for rs in ds.rulesets_of(game_id):
        mine = [r for r in runs if r.loaded.example.ruleset == rs.id]
        if not mine:
            continue
        out += [f"## {esc(rs.title)}", "", f"Ruleset: {ctx.ruleset_link(rs.id, page)}", ""]
        rows = []
        for r in sorted(mine, key=lambda r: (not r.loaded.example.walkthrough, r.id)):
            ex = r.loaded.example
            shows = ", ".join(f"[{esc(vocab.parameters[c.split('#')[1]].label)}]"
                              f"({links.rel(page, links.ruleset(game_id, c.split('#')[0]), c.split('#')[1])})"
                              for c in r.loaded.claims)
            kind = example_runs.kind_marks(r).replace("<small>", "").replace("</small>", "").strip()
            kind = kind.replace(", paired)", ")").replace("(paired)", "")
            pair = ""
            if ex.pair and ex.pair in by_id_all:
                other = by_id_all[ex.pair].loaded.example
                pair = (f"[{esc(other.title)}]({links.rel(page, links.example(game_id, ex.pair))})"
                        + (f"<br><small>{esc(ds.rulesets[other.ruleset].title)}</small>" if other.ruleset != rs.id else ""))
            rows.append([f"[{esc(ex.title)}]({links.rel(page, example_runs.page_of(r))})" + (f" {kind}" if kind else ""),
                         shows, pair])
        out += table(["Example", "Shows", "Paired with"], rows, page)
    pairs = []
    seen = set()
    by_id = {r.id: r for r in runs}
    for r in runs:
        p = r.loaded.example.pair
        if p and p in by_id and frozenset((r.id, p)) not in seen:
            seen.add(frozenset((r.id, p)))
            a, b = r, by_id[p]
            pairs.append([f"[{esc(a.loaded.example.title)}]({links.rel(page, example_runs.page_of(a))})<br>"
                          f"<small>{esc(ds.rulesets[a.loaded.example.ruleset].title)}</small>",
                          f"[{esc(b.loaded.example.title)}]({links.rel(page, example_runs.page_of(b))})<br>"
                          f"<small>{esc(ds.rulesets[b.loaded.example.ruleset].title)}</small>"])
    if pairs:
        out += ["## Paired examples", "", "The same deal under two rulesets (or two readings), to show where they differ:", ""]
        out += table(["One way", "The other way"], pairs, page)
    return out
