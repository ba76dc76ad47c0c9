"""Inline SVG figures for seeing history: timeline, map and relations graph.

The functions here return Markdown lines (a raw HTML ``<figure>``), ready to append to a page;
an empty list when there is nothing to draw. The game, ruleset and timeline pages call them.
"""
from __future__ import annotations

from generator.site import links
from generator.site.figures.geomap import draw_map, places
from generator.site.figures.graph import draw_graph
from generator.site.figures.timeline import draw_timeline


def timeline_figure(ctx, page: str, game_id: str | None = None) -> list[str]:
    """The timeline of every game (``game_id`` None) or of one game."""
    game_ids = [game_id] if game_id else sorted(ctx.ds.games)
    return draw_timeline(ctx, page, game_ids, f"timeline-{game_id or 'all'}")


def relations_figure(ctx, page: str, game_id: str) -> list[str]:
    """The relations of one game, the game in the centre."""
    return draw_graph(ctx, page, ctx.ds.relations_of(game_id), f"graph-{game_id}", center=game_id, width=680)


def game_map(ctx, page: str, game_id: str) -> list[str]:
    """A small map of the places a game's names and records name, as a section (empty if none)."""
    found = places(ctx, [game_id])
    svg = draw_map(ctx, page, found, f"map-{game_id}", width=480, fit=True)
    if not svg:
        return []
    return ["## On the map", "", *svg,
            f"The map is cut to these places. Each point links to its entry on the [map of all games]({links.rel(page, links.MAP)}), which lists the "
            "names and records there as text.", ""]
