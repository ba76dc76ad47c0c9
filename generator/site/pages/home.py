"""The home page: what the site is, the games, and the size of the dataset."""
from __future__ import annotations

from generator.site import kinds, links
from generator.site.context import Context
from generator.site.page import Page
from generator.site.text import esc


def render(ctx: Context) -> list[Page]:
    ds, page = ctx.ds, links.HOME
    full = sorted((g for g in ds.games.values() if g.scope == "full"), key=lambda g: g.name)
    out = ["# Stichwort", "",
           "A source-critical reference for historical German card games. For each game the site records what every "
           "source says — its names and spellings, the dated places where it turns up, and its rules as each source "
           "gives them — with a citation for every statement. Where sources disagree, both sides are shown.", ""]
    out += ["## Games", ""]
    for g in full:
        out += [f"- **{ctx.game_link(g.id, page)}** — {ctx.prose(g.summary.split('. ')[0].rstrip('.'), page)}."]
    out += ["", f"[All games, including {len(ds.games) - len(full)} related ones]({links.rel(page, links.GAMES)})", ""]
    counts = [(len(ds.sources), "sources", links.BIBLIOGRAPHY), (len(ds.names), "names and spellings", links.NAMES),
              (len(ds.events), "dated attestations", links.TIMELINE), (len(ds.rulesets), "rulesets", links.GAMES),
              (len(ds.conflicts), "recorded conflicts between sources", links.CONFLICTS),
              (len(ds.glossary), "glossary terms", links.GLOSSARY)]
    out += ["## The dataset", ""]
    out += [f"- [{n} {label}]({links.rel(page, target)})" for n, label, target in counts]
    out += ["", f"How to read the data — classes of sources, certainty levels, conflicts — is explained in "
            f"[About the data]({links.rel(page, links.ABOUT)}).", ""]
    return [Page(kinds.HOME, (), "\n".join(out), "Stichwort")]
