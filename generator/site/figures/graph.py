"""The relations graph: games as nodes, each claimed relation as an edge linked to the claim.

The layout is computed here and is deterministic (the same data gives the same picture): nodes
on an ellipse in breadth-first order from the best-connected game, so that related games sit
next to each other; a game page's graph puts that game in the centre. Several claims about the
same two games are drawn as separate curves.
"""
from __future__ import annotations

import math

from generator.model.relations import RELATION_LABELS
from generator.site import links
from generator.site.prose import words
from generator.site.figures.svg import figure, num, text_width, x

DIRECTED = {"ancestor-of", "displaced-by", "variant-of", "derived-from"}
FONT = 12
NODE_H = 26


def _neighbours(nodes: list[str], edges: list) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {n: [] for n in nodes}
    for r in edges:
        out[r.subject].append(r.object)
        out[r.object].append(r.subject)
    return out


def _targets(ring: list[str], hubs: dict[str, float], neighbours: dict[str, list[str]]) -> dict[str, float]:
    """Preferred angle (degrees) of each ring node: towards the hubs it is related to."""
    targets: dict[str, float] = {}
    if len(hubs) <= 1:  # one game in the centre: spread the others evenly, in breadth-first order
        order, seen = [], set(hubs)
        for start in sorted(ring, key=lambda n: (-len(neighbours[n]), n)):
            queue = [start]
            while queue:
                node = queue.pop(0)
                if node in seen or node not in ring:
                    continue
                seen.add(node)
                order.append(node)
                queue += sorted(set(neighbours[node]) - seen)
        return {n: -90 + 360 * i / max(len(order), 1) for i, n in enumerate(order)}
    for _ in range(3):  # nodes related only to ring nodes follow them
        for n in ring:
            angles = [hubs.get(m, targets.get(m)) for m in neighbours[n]]
            angles = [a for a in angles if a is not None]
            if angles:
                sx = sum(math.cos(math.radians(a)) for a in angles)
                sy = sum(math.sin(math.radians(a)) for a in angles)
                targets[n] = math.degrees(math.atan2(sy, sx)) if abs(sx) + abs(sy) > 1e-9 else angles[0]
    return {n: targets.get(n, 90.0) for n in ring}


def _layout(nodes: list[str], edges: list, inner: list[str], width: float, half_w: dict):
    """Positions and the figure height: ``inner`` games in the middle, the others on a ring around them."""
    neighbours = _neighbours(nodes, edges)
    ring = [n for n in nodes if n not in inner]
    hub_angles = {n: -90 + 360 * i / len(inner) for i, n in enumerate(inner)}
    targets = _targets(ring, hub_angles, neighbours)
    order = sorted(ring, key=lambda n: (targets[n] % 360, n))
    targets = _spread(order, targets)
    widest = max((half_w[n] for n in ring), default=40)
    rx = width / 2 - widest - 6
    ry = rx * 0.55
    while True:
        angles = _place(order, targets, rx, ry, half_w)
        if angles is not None or ry > 4 * rx:
            break
        ry *= 1.08
    angles = angles or {n: -90 + 360 * i / max(len(order), 1) for i, n in enumerate(order)}
    height = 2 * ry + 2 * NODE_H + 54
    cx, cy = width / 2, ry + NODE_H + 8
    pos = {n: (cx + rx * math.cos(math.radians(a)), cy + ry * math.sin(math.radians(a))) for n, a in angles.items()}
    r_in = min(rx, ry) * (0.38 if len(inner) > 1 else 0)
    for n, a in hub_angles.items():
        pos[n] = (cx + r_in * 1.3 * math.cos(math.radians(a)), cy + r_in * math.sin(math.radians(a)))
    return pos, height


def _spread(order: list[str], targets: dict[str, float]) -> dict[str, float]:
    """Even slots around the ring, in the order of the targets, turned to lie nearest to them."""
    if not order:
        return {}

    def off(a, b):
        return (a - b + 180) % 360 - 180

    step = 360 / len(order)
    best = min(range(360), key=lambda rot: (sum(off(rot + step * i, targets[n]) ** 2 for i, n in enumerate(order)), rot))
    return {n: best + step * i for i, n in enumerate(order)}


def _place(order: list[str], targets: dict[str, float], rx: float, ry: float, half_w: dict) -> dict[str, float] | None:
    """Angles on the ellipse, each as near its target as the boxes before it allow; None if they do not fit."""
    def at(a):
        return rx * math.cos(math.radians(a)), ry * math.sin(math.radians(a))

    def apart(a, b, na, nb):
        (xa, ya), (xb, yb) = at(a), at(b)
        return abs(xa - xb) >= half_w[na] + half_w[nb] + 10 or abs(ya - yb) >= NODE_H + 8

    if not order:
        return {}
    first = targets[order[0]] % 360
    angles = {order[0]: first}
    prev_node, previous = order[0], first
    for n in order[1:]:
        a = max(targets[n] % 360, previous)
        while not apart(previous, a, prev_node, n):
            a += 0.5
            if a - first >= 360:
                return None
        angles[n] = a
        prev_node, previous = n, a
    last = order[-1]
    if len(order) > 1 and (angles[last] - first >= 360 or not apart(angles[last], first + 360, last, order[0])):
        return None
    return angles


def _border(center: tuple[float, float], toward: tuple[float, float], hw: float, gap: float) -> tuple[float, float]:
    """Where the line from a node's centre toward a point leaves the node's box (plus a gap)."""
    dx, dy = toward[0] - center[0], toward[1] - center[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    t = min(hw / abs(ux) if ux else math.inf, (NODE_H / 2) / abs(uy) if uy else math.inf)
    return center[0] + ux * (t + gap), center[1] + uy * (t + gap)


def draw_graph(ctx, page: str, relations: list, uid: str, center: str | None = None, width: float = 760) -> list[str]:
    """Inline SVG of ``relations`` (one edge each); empty when there is none."""
    ds = ctx.ds
    if not relations:
        return []
    nodes = sorted({g for r in relations for g in (r.subject, r.object)} | ({center} if center else set()))
    half_w = {n: (text_width(ds.games[n].name, FONT) + 18) / 2 for n in nodes}
    inner = [center] if center else [n for n in nodes if ds.games[n].scope == "full"]
    pos, height = _layout(nodes, relations, inner, width, half_w)
    hover_labels = len(relations) > 16
    body = [f'<defs><marker id="{x(uid)}-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" '
            'orient="auto-start-reverse" markerUnits="userSpaceOnUse"><path d="M0 0L10 5L0 10z" fill="currentColor"/>'
            "</marker></defs>"]
    pairs: dict[tuple[str, str], list] = {}
    for r in sorted(relations, key=lambda r: r.id):
        pairs.setdefault(tuple(sorted((r.subject, r.object))), []).append(r)
    body.append('<g class="graph-edges">')
    for (a, b), group in sorted(pairs.items()):
        for i, r in enumerate(group):
            body.append(_edge(ctx, page, r, pos, half_w, (i - (len(group) - 1) / 2) * 44, uid, a, center, hover_labels))
    body.append("</g><g class=\"graph-nodes\">")
    for n in nodes:
        (px, py), hw = pos[n], half_w[n]
        game = ds.games[n]
        cls = "graph-node graph-full" if game.scope == "full" else "graph-node"
        body.append(f'<a class="{cls}" href="{x(links.url(page, links.game(n)))}" data-game="{x(n)}">'
                    f'<title>{x(game.name)} ({"documented in full" if game.scope == "full" else "related game"})</title>'
                    f'<rect x="{num(px - hw)}" y="{num(py - NODE_H / 2)}" width="{num(2 * hw)}" height="{NODE_H}" rx="5" '
                    f'fill="none" stroke="currentColor" stroke-width="{2 if game.scope == "full" else 1}"/>'
                    f'<text x="{num(px)}" y="{num(py + 4)}" text-anchor="middle" font-size="{FONT}" '
                    f'font-weight="{600 if game.scope == "full" else 400}">{x(game.name)}</text></a>')
    body.append("</g>")
    ly = height - (24 if hover_labels else 10)
    body.append(f'<g class="graph-legend" font-size="10"><line x1="8" x2="40" y1="{ly - 4}" y2="{ly - 4}" stroke="currentColor" '
                f'marker-end="url(#{x(uid)}-arrow)"/><text x="46" y="{ly}">claim from one game to another</text>'
                f'<line x1="230" x2="262" y1="{ly - 4}" y2="{ly - 4}" stroke="currentColor"/><text x="268" y="{ly}">'
                f'related, similar or equated</text><line x1="430" x2="462" y1="{ly - 4}" y2="{ly - 4}" stroke="currentColor" '
                f'stroke-dasharray="5 4"/><text x="468" y="{ly}">hedged (“may”, “probably”)</text>'
                + (f'<text x="8" y="{ly + 14}">Point at a line to see the claim and who makes it.</text>' if hover_labels else "")
                + "</g>")
    names = ", ".join(ds.games[n].name for n in nodes)
    title = (f"Relations of {ds.games[center].name} to other games" if center else "Relations between the games")
    desc = (f"{len(relations)} claimed relations between {len(nodes)} games ({names}); each edge links to the claim and "
            "who makes it, dashed where the source hedges. The list below gives the same claims as text.")
    return figure("graph", uid, width, height, title, desc, body,
                  instead="The graph of the relations is drawn on wider screens; the claims below give the same relations.")


def _edge(ctx, page, r, pos, half_w, offset, uid, first, center, hover_label) -> str:
    ds = ctx.ds
    a, b = pos[r.subject], pos[r.object]
    # A positive offset bends every curve of a pair to the same side, seen from the pair's first node.
    sign = 1 if r.subject == first else -1
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * sign, dx / length * sign
    control = (mx + nx * offset * 2, my + ny * offset * 2)
    start = _border(a, control, half_w[r.subject], 2)
    end = _border(b, control, half_w[r.object], 3)
    if r.subject == r.object:  # a claim about a game and itself: a loop above the node
        lift = NODE_H * 1.6 + abs(offset)
        start, end = (a[0] - 10, a[1] - NODE_H / 2 - 2), (a[0] + 10, a[1] - NODE_H / 2 - 3)
        control = (a[0], a[1] - lift * 2)
    label_x = 0.25 * start[0] + 0.5 * control[0] + 0.25 * end[0]
    label_y = 0.25 * start[1] + 0.5 * control[1] + 0.25 * end[1]
    hedged = r.certainty == "hedged"
    who = "; ".join(ds.reference(c).text for c in r.cite)
    tip = (f"{ds.games[r.subject].name} {RELATION_LABELS[r.type]} {ds.games[r.object].name}"
           f"{' (hedged)' if hedged else ''} — claimed by {who}: {words(ds, r.claim)}")
    on_page = center in (r.subject, r.object) and page == links.game(center)
    href = links.url(page, page if on_page else links.game(r.subject), links.anchor("relation", r.id))
    attrs = ' stroke-dasharray="5 4"' if hedged else ""
    if r.type in DIRECTED:
        attrs += f' marker-end="url(#{x(uid)}-arrow)"'
    return (f'<a class="graph-edge{" graph-hedged" if hedged else ""}" href="{x(href)}" data-relation="{x(r.id)}">'
            f"<title>{x(tip)}</title>"
            f'<path d="M{num(start[0])} {num(start[1])}Q{num(control[0])} {num(control[1])} {num(end[0])} {num(end[1])}" '
            f'fill="none" stroke="currentColor" stroke-width="1.5"{attrs}/>'
            f'<text class="graph-label{" graph-label-hover" if hover_label else ""}" x="{num(label_x)}" y="{num(label_y + 3)}" text-anchor="middle" font-size="10">'
            f"{x(RELATION_LABELS[r.type])}</text></a>")
