"""The map figure: places of attestation and name regions on a plain equirectangular projection.

Coordinates come from ``gamedata/regions.yaml`` (editorial geography). The frame is Central
Europe, widened to take in any point of the wider region; a point beyond that is listed under
the map instead. The only outline is the hand-drawn coast of ``coast.py``; otherwise a graticule.
"""
from __future__ import annotations

import math

from generator.model.dates import parse_edtf
from generator.site import links
from generator.site.figures.coast import COASTS
from generator.site.figures.svg import figure, num, text_width, x

#: (south, north, west, east) of the default frame and of the widest frame the map may grow to.
CENTRAL_EUROPE = (45.5, 55.5, 3.0, 17.5)
WIDEST = (42.0, 60.5, -4.0, 25.0)
PAD = 26
FONT = 11


def places(ctx, game_ids: list[str] | None = None) -> dict[str, dict[str, list]]:
    """Region id -> {"names": [(game, name)], "events": [(game, event)]} for the regions the records use."""
    ds = ctx.ds
    out: dict[str, dict[str, list]] = {}
    for kind in ("names", "events"):
        if game_ids is None:
            records = [(ds.game_of[(kind, r.id)], r) for r in getattr(ds, kind).values()]
        else:  # a game page's map: its own records, not a scan of every game's
            records = [(game, r) for game in game_ids for r in ds.records_of(kind, game)]
        for game, record in records:
            for region in record.regions:
                out.setdefault(region, {"names": [], "events": []})[kind].append((game, record))
    return out


def on_map(ctx, region_ids) -> tuple[list[str], list[str]]:
    """(regions drawn, regions beyond the widest frame)."""
    inside, outside = [], []
    s, n, w, e = WIDEST
    for rid in sorted(region_ids):
        region = ctx.ds.regions[rid]
        (inside if s <= region.lat <= n and w <= region.lon <= e else outside).append(rid)
    return inside, outside


def _frame(ctx, region_ids: list[str], fit: bool = False) -> tuple[float, float, float, float]:
    if fit:  # close around the points, but wide enough (7° by 10°) to show some coast or neighbours
        lats = [ctx.ds.regions[r].lat for r in region_ids]
        lons = [ctx.ds.regions[r].lon for r in region_ids]
        s, n, w, e = min(lats) - 1, max(lats) + 1, min(lons) - 1.5, max(lons) + 1.5
        grow_lat, grow_lon = max(0.0, 7 - (n - s)) / 2, max(0.0, 10 - (e - w)) / 2
        s, n, w, e = s - grow_lat, n + grow_lat, w - grow_lon, e + grow_lon
        return math.floor(s * 2) / 2, math.ceil(n * 2) / 2, math.floor(w * 2) / 2, math.ceil(e * 2) / 2
    s, n, w, e = CENTRAL_EUROPE
    for rid in region_ids:
        r = ctx.ds.regions[rid]
        s, n = min(s, math.floor(r.lat - 0.6)), max(n, math.ceil(r.lat + 0.6))
        w, e = min(w, math.floor(r.lon - 1.0)), max(e, math.ceil(r.lon + 1.0))
    return s, n, w, e


#: How far (px) a label may move away from its point, nearest first; beyond the first a thin line joins them.
LEADS = (0, 12, 24, 36, 48, 64, 80)


#: The extra cost of labelling a place by its name without the gloss in brackets ("Lower Austria").
SHORT_NAME_COST = 30
_SIDES = [((10, 4, "start"), (1, 0)), ((-10, 4, "end"), (-1, 0)), ((0, -11, "middle"), (0, -1)),
          ((0, 19, "middle"), (0, 1)), ((9, -9, "start"), (.7, -.7)), ((9, 16, "start"), (.7, .7)),
          ((-9, -9, "end"), (-.7, -.7)), ((-9, 16, "end"), (-.7, .7))]


def label_names(name: str) -> list[str]:
    """The words a place may be labelled with: its name, and its name without a closing gloss in brackets."""
    short = name.split(" (", 1)[0].strip() if name.endswith(")") else name
    return [name] if short in ("", name) else [name, short]


def _box(text: str, option) -> tuple:
    tw = text_width(text, FONT)
    tx, ty, anchor = option
    x0 = tx - (tw if anchor == "end" else tw / 2 if anchor == "middle" else 0)
    # a margin of 2 on either side: the width is estimated from the font's metrics, and the browser's
    # own layout may run a fraction of a pixel longer (the Rott valley's label met Landshut's point)
    return (x0 - 2, ty - FONT, x0 + tw + 2, ty + 3)


def _label_place(name: str, px: float, py: float, taken: list, frame: tuple) -> tuple[str, tuple, tuple, float] | None:
    """The words and position (x, y, anchor) of a place's label that overlap no label or point and stay
    inside the frame, as near the point as that allows; its box; and how far it was moved (0: beside
    its point). ``None`` where every place would cover another label or point."""
    options = [(text, (px + dx + ux * lead, py + dy + uy * lead, anchor), lead)
               for text in label_names(name) for lead in LEADS for (dx, dy, anchor), (ux, uy) in _SIDES]

    def cost(item):
        text, option, lead = item
        penalty = lead + SHORT_NAME_COST * (text != name)
        b = _box(text, option)
        overlap = sum(max(0, min(b[2], t[2]) - max(b[0], t[0])) * max(0, min(b[3], t[3]) - max(b[1], t[1])) for t in taken)
        outside = (max(0, frame[0] - b[0]) + max(0, b[2] - frame[2]) + max(0, frame[1] - b[1]) + max(0, b[3] - frame[3]))
        return (overlap > 0 or outside > 0, overlap + 1000 * outside + penalty)

    # The cheapest free place: free places cost only their penalty, so the first free one in order
    # of penalty is the one ``min`` over all would choose (it keeps the first of equals); only
    # when no place is free are the overlaps of all of them weighed.
    by_penalty = sorted(options, key=lambda item: item[2] + SHORT_NAME_COST * (item[0] != name))
    found = next((item for item in by_penalty if not cost(item)[0]), None)
    if found is None:  # nowhere free: the point goes unlabelled (its tooltip and the list below name it)
        return None
    text, best, lead = found
    return text, best, _box(text, best), lead


def _tip(ctx, region_id: str, found: dict[str, list]) -> str:
    ds = ctx.ds
    region = ds.regions[region_id]
    parts = [f"{region.name} ({region.kind.replace('-', ' ')})"]
    if found["names"]:
        parts.append("names: " + ", ".join(sorted({n.name for _, n in found["names"]})))
    if found["events"]:
        parts.append("records: " + "; ".join(f"{parse_edtf(e.date).display()} {ds.games[g].name}"
                                             for g, e in sorted(found["events"], key=lambda ge: parse_edtf(ge[1].date).sort_key)))
    return " — ".join(parts)


def _grid(xy, s, n, w, e, width: float, height: float, uid: str) -> tuple[list[str], list[str]]:
    """The frame, the graticule (every 1° or 2°) and its labels."""
    body = [f'<clipPath id="{x(uid)}-clip"><rect x="{PAD}" y="{PAD}" width="{num(width - 2 * PAD)}" '
            f'height="{num(height - 2 * PAD)}"/></clipPath>',
            f'<rect class="map-frame" x="{PAD}" y="{PAD}" width="{num(width - 2 * PAD)}" height="{num(height - 2 * PAD)}" '
            'fill="none" stroke="currentColor" stroke-opacity=".5"/>',
            f'<g class="map-graticule" clip-path="url(#{x(uid)}-clip)" stroke="currentColor" stroke-opacity=".15" fill="none">']
    step = 2 if max(n - s, e - w) > 8 else 1
    labels = []
    for lat in range(math.ceil(s), math.floor(n) + 1):
        if lat % step == 0:
            _, py = xy(lat, w)
            body.append(f'<line x1="{PAD}" x2="{num(width - PAD)}" y1="{num(py)}" y2="{num(py)}"/>')
            labels.append(f'<text x="{PAD - 3}" y="{num(py + 3)}" text-anchor="end" font-size="9">{lat}°N</text>')
    for lon in range(math.ceil(w), math.floor(e) + 1):
        if lon % step == 0:
            px, _ = xy(s, lon)
            body.append(f'<line x1="{num(px)}" x2="{num(px)}" y1="{PAD}" y2="{num(height - PAD)}"/>')
            suffix = "E" if lon >= 0 else "W"
            labels.append(f'<text x="{num(px)}" y="{num(height - PAD + 12)}" text-anchor="middle" font-size="9">{abs(lon)}°{suffix}</text>')
    body.append("</g>")
    return body, labels


def _points(ctx, page: str, found: dict, drawn: list[str], xy, width: float, height: float) -> list[str]:
    """A dot or ring per place, its name placed where it overlaps nothing, linked to the map's list."""
    ds = ctx.ds
    taken: list[tuple[float, float, float, float]] = []
    points = sorted(drawn, key=lambda r: (-ds.regions[r].lat, ds.regions[r].lon, r))
    for rid in points:
        r = ds.regions[rid]
        px, py = xy(r.lat, r.lon)
        size = 4 if r.kind == "city" else 8
        taken.append((px - size, py - size, px + size, py + size))
    body = []
    for rid in points:
        r = ds.regions[rid]
        px, py = xy(r.lat, r.lon)
        city = r.kind == "city"
        dot = (f'<circle class="map-dot" cx="{num(px)}" cy="{num(py)}" r="3.5"/>' if city else
               f'<circle class="map-area" cx="{num(px)}" cy="{num(py)}" r="7" fill="none" stroke="currentColor" '
               f'stroke-width="1.6"/><circle class="map-dot" cx="{num(px)}" cy="{num(py)}" r="1.6"/>')
        placed = _label_place(r.name, px, py, taken, (PAD, PAD, width - PAD, height - PAD))
        href = links.url(page, links.MAP, links.anchor("region", rid))
        tip = f'<a class="map-point" href="{x(href)}" data-region="{x(rid)}"><title>{x(_tip(ctx, rid, found[rid]))}</title>'
        if placed is None:
            body.append(f"{tip}{dot}</a>")
            continue
        words, choice, box, lead = placed
        taken.append(box)
        leader = ""
        if lead:  # a label moved away from its point: a thin line from the point to the label's near edge
            lx = min(max(px, box[0]), box[2])
            ly = min(max(py, box[1]), box[3])
            leader = (f'<line class="map-leader" x1="{num(px)}" y1="{num(py)}" x2="{num(lx)}" y2="{num(ly)}" '
                      'stroke="currentColor" stroke-opacity=".6" stroke-width=".8"/>')
        body.append(f'{tip}{leader}{dot}<text class="map-label" x="{num(choice[0])}" y="{num(choice[1])}" text-anchor="{choice[2]}" '
                    f'font-size="{FONT}">{x(words)}</text></a>')
    return body


#: What a narrow screen shows in place of a map cut to one game's or family's places (its labels
#: would be a few pixels high there).
ELSEWHERE = "The map is drawn on wider screens; the map of all games lists the same places as text."


def draw_map(ctx, page: str, found: dict[str, dict[str, list]], uid: str, width: float = 640,
             fit: bool = False, instead: str = ELSEWHERE) -> list[str]:
    """Inline SVG of the regions in ``found`` (from ``places``); empty when none can be drawn.
    ``instead``: what a narrow screen shows in its place."""
    drawn, _ = on_map(ctx, found)
    if not drawn:
        return []
    s, n, w, e = _frame(ctx, drawn, fit)
    squeeze = math.cos(math.radians((s + n) / 2))
    k = (width - 2 * PAD) / ((e - w) * squeeze)
    height = (n - s) * k + 2 * PAD

    def xy(lat: float, lon: float) -> tuple[float, float]:
        return PAD + (lon - w) * squeeze * k, PAD + (n - lat) * k

    body, labels = _grid(xy, s, n, w, e, width, height, uid)
    body.append(f'<g class="map-coast" clip-path="url(#{x(uid)}-clip)" fill="none" stroke="currentColor" '
                'stroke-opacity=".55" stroke-width="1.2" stroke-linejoin="round">')
    for name, line in COASTS.items():
        points = " ".join(f"{num(a)},{num(b)}" for a, b in (xy(lat, lon) for lat, lon in line))
        body.append(f'<polyline data-coast="{x(name)}" points="{points}"/>')
    body.append("</g>")
    body.append('<g class="map-labels-axes">' + "".join(labels) + "</g>")
    body += _points(ctx, page, found, drawn, xy, width, height)
    legend_y = height + 8
    body.append(f'<g class="map-legend"><circle cx="{PAD + 6}" cy="{num(legend_y - 4)}" r="3.5"/>'
                f'<text x="{PAD + 14}" y="{num(legend_y)}" font-size="9">city</text>'
                f'<circle cx="{PAD + 52}" cy="{num(legend_y - 4)}" r="6" fill="none" stroke="currentColor" stroke-width="1.4"/>'
                f'<text x="{PAD + 62}" y="{num(legend_y)}" font-size="9">region, state or country (approximate centre)</text></g>')
    title = "Map of the places and regions where the names and records are attested"
    span = f"{s:g}°N to {n:g}°N, {abs(w):g}°{'E' if w >= 0 else 'W'} to {abs(e):g}°{'E' if e >= 0 else 'W'}"
    desc = (f"{len(drawn)} places on a simple latitude–longitude grid ({span}), "
            "with a rough hand-drawn coastline; each point links to the list of names and records there. "
            "The table gives the same information as text.")
    return figure("map", uid, width, height + 14, title, desc, body, instead=instead)
