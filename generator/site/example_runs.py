"""The runnable rule examples of a build: run once, and the links other pages make to them.

``runs(ctx)`` are the runs of every example of the dataset (``generator.examples``), made the
first time a page needs them and kept for the rest of the build (``Context.example_runs``); a
failing example raises ``ExamplesFailed`` with the full report, so the build fails. The game, ruleset and diff pages
use ``game_section``, ``ruleset_section`` and ``rule_links`` to list and link the examples.
"""
from __future__ import annotations

from generator.examples import ExamplesFailed
from generator.site import links
from generator.site.context import Context
from generator.site.text import attr, esc

__all__ = ["ExamplesFailed", "runs", "by_id", "game_section", "ruleset_section", "rule_links", "command", "kind_marks",
           "page_of"]


def runs(ctx: Context) -> list:
    """Every example of the dataset, run against the engine (once per build, ``Context.example_runs``)."""
    return ctx.example_runs


def by_id(ctx: Context) -> dict:
    return {r.id: r for r in runs(ctx)}


def command(run) -> str:
    """The command that re-runs one example."""
    return f"python -m generator check-examples {run.loaded.shown}"


def page_of(run) -> str:
    return links.example(run.loaded.game, run.id)


def kind_marks(run) -> str:
    """What kind of example it is (walk-through, what-if, alternative reading, paired), as small text."""
    ex = run.loaded.example
    marks = []
    if ex.walkthrough:
        marks.append("walk-through")
    if run.loaded.readings:
        marks.append("what-if" if any(k != "alternative" for k, _ in run.loaded.readings.values())
                     else "alternative reading")
    if ex.pair:
        marks.append("paired")
    return f" <small>({', '.join(marks)})</small>" if marks else ""


def _item(run, page: str) -> str:
    ex = run.loaded.example
    return f"- [{esc(ex.title)}]({links.rel(page, page_of(run))}){kind_marks(run)} — {esc(ex.summary)}"


def game_section(ctx: Context, game_id: str, page: str) -> list[str]:
    """The game page's list of examples, walk-throughs first, then by ruleset."""
    mine = [r for r in runs(ctx) if r.loaded.game == game_id]
    if not mine:
        return []
    out = ["## Runnable rule examples", "",
           f"{len(mine)} concrete deals, each played step by step against the rules engine by the test suite of "
           f"this build; every one shows rules of one ruleset at work. [All examples of this game, with the rules "
           f"they show]({links.rel(page, links.example_index(game_id))}).", ""]
    walks = [r for r in mine if r.loaded.example.walkthrough]
    if walks:
        out += ["For a first reading, a complete hand explained step by step:", ""]
        out += [_item(r, page) for r in walks] + [""]
    return out


def ruleset_section(ctx: Context, ruleset_id: str, page: str) -> list[str]:
    """The ruleset page's list of the examples played under it."""
    mine = ctx.example_runs_by_ruleset.get(ruleset_id, [])
    if not mine:
        return []
    out = ["## Runnable examples under these rules", "",
           "Each is a concrete deal played against the rules engine; the page shows it step by step, as the test "
           "suite ran it for this build.", ""]
    out += [_item(r, page) for r in sorted(mine, key=lambda r: (not r.loaded.example.walkthrough, r.id))]
    return out + [""]


def rule_links(ctx: Context, ruleset_id: str, param: str, page: str) -> str:
    """``see example …`` links (HTML, escaped) for a rule row of a ruleset page."""
    ds = ctx.ds
    rule = ds.effective_rules(ruleset_id).get(param)
    if rule is None:
        return ""
    found = [r for r in ctx.example_runs_by_ruleset.get(ruleset_id, []) if rule.rule_id in r.loaded.claims]
    if not found:
        return ""
    items = ", ".join(f'<a href="{attr(links.url(page, page_of(r)))}">{esc(r.loaded.example.title)}</a>'
                      for r in found)
    return f'<br><span class="ex-see">see example{"s" if len(found) > 1 else ""}: {items}</span>'
