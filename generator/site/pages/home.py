"""The home page: what the site is, the families and their games, and the size of the dataset.

The games are reached through their families: a short paragraph per family, the games the
engine plays named first, then the other members documented in full, so that the page leads to
every game without a list of thirty; a game in no family follows in a line of its own.
"""
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
    out += _families(ctx, full, page)
    out += [f"[All games, including {len(ds.games) - len(full)} related ones]({links.rel(page, links.GAMES)}) · "
            f"[the families compared]({links.rel(page, links.FAMILIES)})", ""]
    counts = [(len(ds.families), "families of games", links.FAMILIES), (len(ds.sources), "sources", links.BIBLIOGRAPHY), (len(ds.names), "names and spellings", links.NAMES),
              (len(ds.events), "dated attestations", links.TIMELINE), (len(ds.rulesets), "rulesets", links.GAMES),
              (len(ds.conflicts), "recorded conflicts between sources", links.CONFLICTS),
              (len(ds.glossary), "glossary terms", links.GLOSSARY)]
    out += ["## The dataset", ""]
    out += [f"- [{n} {label}]({links.rel(page, target)})" for n, label, target in counts]
    out += ["", f"How to read the data — classes of sources, certainty levels, conflicts — is explained in "
            f"[About the data]({links.rel(page, links.ABOUT)}).", ""]
    return [Page(kinds.HOME, (), "\n".join(out), "Stichwort")]


def _families(ctx: Context, full: list, page: str) -> list[str]:
    """A paragraph per family: what it is, the games one can play, the others documented in full."""
    ds = ctx.ds
    full_ids = {g.id for g in full}
    playable = {g for g in full_ids if any(r.id in ctx.playable for r in ds.rulesets_of(g))}
    out = ["## Families of games", ""] if ds.families else ["## Games", ""]
    placed: set[str] = set()
    for family in ds.families.values():
        games = [g for g in ds.family_games(family.id) if g in full_ids]
        placed.update(games)
        line = f"**[{esc(family.name)}]({links.rel(page, links.family(family.id))})** — " \
               f"{ctx.prose(family.description.split('. ')[0].rstrip('.'), page)}."
        played = [ctx.game_link(g, page) for g in games if g in playable]
        others = [ctx.game_link(g, page) for g in games if g not in playable]
        if played:
            line += " Play: " + ", ".join(played) + "."
        if others:
            line += " Also documented: " + ", ".join(others) + "."
        out += [line, ""]
    rest = [g for g in full if g.id not in placed]
    if rest:
        heading = "Other games documented in full" if ds.families else "Documented in full"
        out += [f"**{heading}:** " + ", ".join(
            ctx.game_link(g.id, page) + (" (playable)" if g.id in playable else "") for g in rest) + ".", ""]
    return out
