"""Seeing history: the map page and the relations page (the timeline page adds its figure itself)."""
from __future__ import annotations

from generator.model.dates import parse_edtf
from generator.model.relations import RELATION_LABELS
from generator.site import kinds, links
from generator.site.figures.geomap import draw_map, on_map, places
from generator.site.figures.graph import draw_graph
from generator.site.context import Context
from generator.site.page import Page, anchor_tag, badge, stacked
from generator.site.text import esc

#: The title of the relations page.
TITLE = "Relations between the games"


def render(ctx: Context) -> list[Page]:
    return [_map(ctx), _relations(ctx)]


def _map(ctx: Context) -> Page:
    ds, page = ctx.ds, links.MAP
    found = places(ctx)
    out = ["# Map", "",
           "Where the names of the games are used and where the dated records place them. The coordinates are "
           "approximate centres that we chose for drawing (editorial geography, not facts from the sources); a "
           "region is drawn as a ring at its centre. The coastline is a rough outline drawn by hand for orientation.", ""]
    out += draw_map(ctx, page, found, "map-all", width=760,
                    instead="The map is drawn on wider screens; the table below lists the same places.")
    _, outside = on_map(ctx, found)
    if outside:
        out += ["Beyond the area of the map: " + ", ".join(
            f"[{esc(ds.regions[r].name)}](#{links.anchor('region', r)})" for r in outside) + ".", ""]
    if not found:
        return Page(kinds.MAP, (), "\n".join(out + ["No record names a place yet.", ""]), "Map")
    out += ["## Places and what is attested there", ""]
    rows = []
    for rid in sorted(found, key=lambda r: (ds.regions[r].name.casefold(), r)):
        region, item = ds.regions[rid], found[rid]
        names = ", ".join(f"[{esc(n.name)}]({links.rel(page, links.game(g), links.anchor('name', n.id))}) "
                          f"({esc(ds.games[g].name)})" for g, n in sorted(item["names"], key=lambda gn: gn[1].name.casefold()))
        events = "<br>".join(f"[{esc(parse_edtf(e.date).display())}]({links.rel(page, links.game(g), links.anchor('event', e.id))}) "
                             f"{esc(ds.games[g].name)}: {ctx.prose(e.summary, page)}"
                             for g, e in sorted(item["events"], key=lambda ge: (parse_edtf(ge[1].date).sort_key, ge[1].id)))
        within = f"<br>within {esc(ds.regions[region.within].name)}" if region.within in ds.regions else ""
        if region.note:
            within += f'<br><span class="cite-note">{ctx.prose(region.note, page)}</span>'

        rows.append([anchor_tag(links.anchor("region", rid)) + f"**{esc(region.name)}**{within}",
                     esc(region.kind.replace("-", " ")), names or "—", events or "—",
                     # where we drew it, not a fact of a source: kept out of search
                     f"<span data-search-exclude>{region.lat:.2f}° N, {abs(region.lon):.2f}° {'E' if region.lon >= 0 else 'W'}</span>"])
    out += stacked(["Place", "Kind", "Names used there", "Dated records", "Map position"], rows, page)
    return Page(kinds.MAP, (), "\n".join(out), "Map")


def relation_items(ctx: Context, relations, page: str) -> list[str]:
    """The list alternative of a relations graph: one item per claim, with who claims it."""
    ds = ctx.ds
    disputed = {}
    for c in ds.conflicts.values():
        for a in c.about:
            disputed.setdefault(a, []).append(c)
    out = []
    for r in relations:
        line = (f"- {ctx.game_link(r.subject, page)} *{esc(RELATION_LABELS[r.type])}* {ctx.game_link(r.object, page)}"
                f"{' ' + badge('hedged') if r.certainty == 'hedged' else ''} — {ctx.prose(r.claim, page)} "
                f"([the claim]({links.rel(page, links.game(r.subject), links.anchor('relation', r.id))})) — "
                f"claimed by {ctx.cites(r.cite, page, with_quote=False)}")
        for c in disputed.get(r.id, []):
            line += f" — sources disagree: [{esc(c.topic)}]({links.rel(page, links.CONFLICTS, links.anchor('conflict', c.id))})"
        out.append(line)
    return out + [""]


def _relations(ctx: Context) -> Page:
    ds, page = ctx.ds, links.RELATIONS
    relations = sorted(ds.relations.values(), key=lambda r: (ds.games[r.subject].name, r.type, ds.games[r.object].name, r.id))
    out = [f"# {TITLE}", "",
           "Each line of the graph is one claim that a source makes about two games — an ancestor, a variant, "
           "the same game under another name — and links to it. Claims the source hedges (“may”, “probably”) are "
           "dashed. Different sources making different claims about the same two games are drawn separately.", ""]
    if not relations:
        return Page(kinds.RELATIONS, (), "\n".join(out + ["No relation is recorded yet.", ""]), TITLE)
    out += draw_graph(ctx, page, relations, "graph-all")
    out += ["## The claims", ""]
    out += relation_items(ctx, relations, page)
    return Page(kinds.RELATIONS, (), "\n".join(out), TITLE)
