"""The timeline figure: dated attestations on a horizontal axis of years, one lane per game."""
from __future__ import annotations

import math

from generator.model.dates import parse_edtf
from generator.site import links
from generator.site.prose import words
from generator.site.figures.svg import figure, num, text_width, x

WIDTH = 760
ROW = 17
FONT = 11
STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200)
KIND_LABELS = {"attestation": "attestation", "mention": "mention", "rules": "rules", "ban": "ban or ordinance",
               "scholarship": "scholarship"}


def _year(point: tuple[int, int, int], end: bool = False) -> float:
    y, m, d = point
    return y + (m - 1) / 12 + (d - (0 if end else 1)) / 366


def _shape(kind: str, cx: float, cy: float) -> str:
    """Marks differ by shape, not only colour: circle, ring, square, diamond, triangle."""
    r = 4.5
    if kind == "rules":
        return f'<rect class="tl-shape" x="{num(cx - r)}" y="{num(cy - r)}" width="{num(2 * r)}" height="{num(2 * r)}"/>'
    if kind == "ban":
        return (f'<path class="tl-shape" d="M{num(cx)} {num(cy - r - 1)}L{num(cx + r + 1)} {num(cy)}'
                f'L{num(cx)} {num(cy + r + 1)}L{num(cx - r - 1)} {num(cy)}Z"/>')
    if kind == "scholarship":
        return (f'<path class="tl-shape" d="M{num(cx)} {num(cy - r)}L{num(cx + r)} {num(cy + r)}'
                f'L{num(cx - r)} {num(cy + r)}Z"/>')
    if kind == "mention":
        return f'<circle class="tl-shape tl-open" cx="{num(cx)}" cy="{num(cy)}" r="{num(r - 0.5)}" fill="none" stroke="currentColor" stroke-width="1.6"/>'
    return f'<circle class="tl-shape" cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"/>'


def _axis(lo_year: int, hi_year: int) -> tuple[int, int, int]:
    if hi_year - lo_year < 10:  # at least a decade, so that a single year reads as a point
        lo_year -= (10 - (hi_year - lo_year)) // 2
        hi_year = lo_year + 10
    span = hi_year - lo_year
    step = next((s for s in STEPS if span / s <= 10), STEPS[-1])
    lo = math.floor(lo_year / step) * step
    hi = math.ceil((hi_year + 1) / step) * step
    if hi == lo:
        hi = lo + step
    return lo, hi, step


def _lanes(ds, game_ids: list[str]) -> list[tuple[str, list]]:
    """(game, its events by date) for every game with dated records, the earliest first."""
    lanes = []
    for gid in game_ids:
        events = sorted(ds.records_of("events", gid), key=lambda e: (parse_edtf(e.date).sort_key, e.id))
        if events:
            lanes.append((gid, events))
    lanes.sort(key=lambda lane: (parse_edtf(lane[1][0].date).sort_key, ds.games[lane[0]].name))
    return lanes


def _placed(events, dates, px) -> tuple[list, int]:
    """Each event's mark and label, in the first row where it does not overlap; and the rows used."""
    rows: list[float] = []
    placed = []
    for e in events:
        d = dates[e.id]
        x0, x1 = px(_year(d.start)), px(_year(d.end, end=True))
        bar = d.end_year > d.start_year and x1 - x0 > 6  # a span of years (an interval, a decade)
        cx = x0 if bar else (x0 + x1) / 2
        label = d.display()
        w = text_width(label, FONT - 1)
        flip = max(x1, cx) + 7 + w > WIDTH - 2
        start = min(x0, cx - 6) - (w + 7 if flip else 0)
        end = max(x1, cx + 7 + (0 if flip else w))
        row = next((i for i, last in enumerate(rows) if last + 6 < start), len(rows))
        if row == len(rows):
            rows.append(end)
        rows[row] = end
        placed.append((e, d, x0, x1, bar, cx, row, label, flip))
    return placed, len(rows)


def _mark(ds, page: str, gid: str, placed_event, cy: float, disputed: set) -> str:
    """One event: its mark (and span), its date, a link to the record and a tooltip with the source."""
    e, d, x0, x1, bar, cx, row, label, flip = placed_event
    who = "; ".join(ds.reference(c).text for c in e.cite)
    note = " (sources disagree about this record)" if e.id in disputed else ""
    tip = f"{label} — {ds.games[gid].name}: {words(ds, e.summary)} — {KIND_LABELS.get(e.kind, e.kind)}; source: {who}{note}"
    href = links.url(page, links.game(gid), links.anchor("event", e.id))
    mark = _shape(e.kind, cx, cy)
    if bar:
        mark = (f'<rect class="tl-span" x="{num(x0)}" y="{num(cy - 2)}" width="{num(x1 - x0)}" height="4" '
                f'rx="2" fill-opacity=".45"/>') + mark
    cls = "tl-mark tl-disputed" if note else "tl-mark"
    text_at = f'x="{num(min(x0, cx) - 7)}" text-anchor="end"' if flip else f'x="{num(max(x1, cx) + 7)}"'
    return (f'<a class="{cls}" href="{x(href)}" data-event="{x(e.id)}"><title>{x(tip)}</title>{mark}'
            f'<text {text_at} y="{num(cy + 4)}" font-size="{FONT - 1}">{x(label)}</text></a>')


def _axis_and_legend(left: float, right: float, axis_y: float, lo: int, hi: int, step: int, px, kinds: set) -> list[str]:
    body = [f'<g class="tl-axis"><line x1="{num(left)}" x2="{num(right)}" y1="{num(axis_y)}" y2="{num(axis_y)}" '
            'stroke="currentColor"/>']
    for year in range(lo, hi + 1, step):
        tx = px(year)
        body.append(f'<line x1="{num(tx)}" x2="{num(tx)}" y1="10" y2="{num(axis_y + 4)}" stroke="currentColor" '
                    f'stroke-opacity=".15"/><text x="{num(tx)}" y="{num(axis_y + 16)}" text-anchor="middle">{year}</text>')
    body.append("</g>")
    legend_y, lx = axis_y + 36, left
    body.append('<g class="tl-legend">')
    for kind, label in KIND_LABELS.items():
        if kind in kinds:
            body.append(_shape(kind, lx + 5, legend_y - 4) + f'<text x="{num(lx + 14)}" y="{num(legend_y)}">{x(label)}</text>')
            lx += 26 + text_width(label, FONT)
    body.append("</g>")
    return body


def draw_timeline(ctx, page: str, game_ids: list[str], uid: str) -> list[str]:
    """Inline SVG of the events of ``game_ids`` (empty when there is none)."""
    ds = ctx.ds
    lanes = _lanes(ds, game_ids)
    if not lanes:
        return []
    dates = {e.id: parse_edtf(e.date) for _, events in lanes for e in events}
    lo, hi, step = _axis(min(d.start_year for d in dates.values()), max(d.end_year for d in dates.values()))
    left = 12 + max(text_width(ds.games[g].name, FONT + 1) for g, _ in lanes)
    right = WIDTH - 14

    def px(year: float) -> float:
        return left + (year - lo) / (hi - lo) * (right - left)

    disputed = {a for c in ds.conflicts.values() for a in c.about}
    body, y, kinds = [], 10, set()
    for gid, events in lanes:
        placed, rows = _placed(events, dates, px)
        height = max(rows, 1) * ROW + 8
        game_url = links.url(page, links.game(gid))
        body.append(f'<g class="tl-lane" data-game="{x(gid)}">')
        body.append(f'<line class="tl-rule" x1="4" x2="{num(right)}" y1="{num(y + height)}" y2="{num(y + height)}" '
                    'stroke="currentColor" stroke-opacity=".2"/>')
        body.append(f'<a href="{x(game_url)}"><text class="tl-game" x="4" y="{num(y + ROW / 2 + 8)}" font-size="{FONT + 1}" '
                    f'font-weight="600">{x(ds.games[gid].name)}</text></a>')
        for item in placed:
            kinds.add(item[0].kind)
            body.append(_mark(ds, page, gid, item, y + 4 + item[6] * ROW + ROW / 2, disputed))
        body.append("</g>")
        y += height
    body += _axis_and_legend(left, right, y + 4, lo, hi, step, px, kinds)
    names = ", ".join(ds.games[g].name for g, _ in lanes)
    count = sum(len(ev) for _, ev in lanes)
    title = f"Timeline of dated attestations: {names}"
    desc = (f"{count} dated records between {lo} and {hi}, one lane per game; each mark links to the record and its "
            "source. The table below gives the same records as text.")
    return figure("timeline", uid, WIDTH, y + 4 + 36 + 10, title, desc, body,
                  instead="The timeline is drawn on wider screens; the table below lists the same records by date.")
