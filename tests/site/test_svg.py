"""The inline SVG figures (timeline, map, relations graph): well-formed, accessible, self-contained, complete.

Run on the enriched test dataset and on the real one; the records each figure must show are
read from the YAML files directly.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
import yaml

from generator.model import load_dataset
from generator.site import links
from generator.site.build import build_pages
from generator.site.figures.geomap import WIDEST
from tests.conftest import REPO
from tests.htmltext import Anchors, parse, visible_text
from tests.site.conftest import NASTY
from tests.site.reading import html_path

pytestmark = pytest.mark.build

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"


@pytest.fixture(scope="module", params=["variants", "real"])
def built(request):
    if request.param == "variants":
        return request.getfixturevalue("variants_root"), request.getfixturevalue("variants_site")
    return REPO, request.getfixturevalue("built_site")


def records(root: Path, kind: str) -> dict[str, list[dict]]:
    """game folder -> records of ``gamedata/<game>/<kind>.yaml``."""
    out = {}
    for path in sorted((root / "gamedata").glob(f"*/{kind}.yaml")):
        out[path.parent.name] = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    return out


def games(root: Path) -> list[str]:
    return sorted(p.parent.name for p in (root / "gamedata").glob("*/game.yaml"))


def svgs(page: Path) -> list[ET.Element]:
    """Every figure SVG of a page (not the theme's icons), parsed as XML (fails if one is not well-formed)."""
    found = []
    for text in re.findall(r'<svg\b[^>]*\bclass="sw-svg"[^>]*>.*?</svg>', page.read_text(encoding="utf-8"), re.S):
        try:
            found.append(ET.fromstring(text))
        except ET.ParseError as exc:
            pytest.fail(f"{page}: SVG is not well-formed XML: {exc}")
    return found


def figure_pages(root: Path, site: Path) -> list[Path]:
    return [html_path(site, p) for p in (links.TIMELINE, links.MAP, links.RELATIONS)] + [
        html_path(site, links.game(g)) for g in games(root)]


def marks(svg: ET.Element, cls: str, attr: str) -> list[str]:
    return [a.get(attr) for a in svg.iter(f"{SVG}a") if cls in (a.get("class") or "").split()]


def by_id(svgs_: list[ET.Element], prefix: str) -> ET.Element | None:
    for svg in svgs_:
        if (svg.get("aria-labelledby") or "").startswith(prefix):
            return svg
    return None


def test_svgs_are_well_formed_accessible_and_titled(built):
    root, site = built
    total = 0
    for page in figure_pages(root, site):
        for svg in svgs(page):
            total += 1
            assert svg.get("role") == "group", page  # a named group: its links stay reachable (an img would hide them)
            ids = (svg.get("aria-labelledby") or "").split()
            assert len(ids) == 2, page
            title, desc = svg.find(f"{SVG}title"), svg.find(f"{SVG}desc")
            assert title is not None and title.get("id") == ids[0] and title.text.strip(), page
            assert desc is not None and desc.get("id") == ids[1] and desc.text.strip(), page
            for a in svg.iter(f"{SVG}a"):
                cls = (a.get("class") or "").split()
                if {"tl-mark", "map-point", "graph-edge", "graph-node"} & set(cls):
                    tip = a.find(f"{SVG}title")
                    assert tip is not None and tip.text.strip(), f"{page}: a mark without a tooltip"
    assert total >= 3


def test_svgs_reference_nothing_outside_the_page(built):
    root, site = built
    for page in figure_pages(root, site):
        for svg in svgs(page):
            ids = {e.get("id") for e in svg.iter() if e.get("id")}
            for element in svg.iter():
                tag = element.tag.replace(SVG, "")
                assert tag not in ("image", "script", "foreignObject", "style", "use", "iframe"), f"{page}: <{tag}>"
                for name, value in element.attrib.items():
                    assert not name.startswith("on"), f"{page}: event handler {name}"
                    if name in ("href", XLINK):
                        parts = urlsplit(value)
                        assert not parts.scheme and not parts.netloc, f"{page}: external link {value}"
                    for ref in re.findall(r"url\(([^)]*)\)", value):
                        assert ref.startswith("#") and ref[1:] in ids, f"{page}: {name}={value}"
                    if name in ("fill", "stroke", "color", "style"):
                        assert not re.search(r"#[0-9a-fA-F]{3,8}\b|rgb|hsl", value), \
                            f"{page}: a fixed colour ({name}={value}) would not follow the dark scheme"


def test_svg_links_resolve(built):
    root, site = built
    anchors = Anchors()
    for page in figure_pages(root, site):
        for svg in svgs(page):
            for a in svg.iter(f"{SVG}a"):
                href = a.get("href")
                parts = urlsplit(href)
                target = page if not parts.path else (page.parent / unquote(parts.path)).resolve()
                if target.is_dir():
                    target = target / "index.html"
                assert target.exists(), f"{page}: {href}"
                if parts.fragment:
                    assert parts.fragment in anchors(target), f"{page}: {href} (no anchor)"


def test_graph_has_one_edge_per_relation_record(built):
    root, site = built
    relations = [r for items in records(root, "relations").values() for r in items]
    graph = by_id(svgs(html_path(site, links.RELATIONS)), "graph-all")
    assert graph is not None
    edges = marks(graph, "graph-edge", "data-relation")
    assert sorted(edges) == sorted(r["id"] for r in relations)
    for r in relations:
        edge = next(a for a in graph.iter(f"{SVG}a") if a.get("data-relation") == r["id"])
        assert ("stroke-dasharray" in ET.tostring(edge, encoding="unicode")) == (r.get("certainty") == "hedged"), r["id"]
    for game in games(root):
        own = sorted(r["id"] for r in relations if game in (r["subject"], r["object"]))
        figure = by_id(svgs(html_path(site, links.game(game))), f"graph-{game}-")
        assert sorted(marks(figure, "graph-edge", "data-relation")) == own if own else figure is None, game


def test_timeline_has_one_mark_per_dated_record(built):
    root, site = built
    events = records(root, "events")
    everything = by_id(svgs(html_path(site, links.TIMELINE)), "timeline-all")
    assert sorted(marks(everything, "tl-mark", "data-event")) == sorted(e["id"] for items in events.values() for e in items)
    for game, items in events.items():
        figure = by_id(svgs(html_path(site, links.game(game))), f"timeline-{game}-")
        if items:
            assert sorted(marks(figure, "tl-mark", "data-event")) == sorted(e["id"] for e in items), game


def test_map_shows_every_place_the_records_name(built):
    root, site = built
    regions = {r["id"]: r for r in yaml.safe_load((root / "gamedata/regions.yaml").read_text(encoding="utf-8"))}
    used = {rid for kind in ("names", "events") for items in records(root, kind).values()
            for record in items for rid in record.get("regions", [])}
    s, n, w, e = WIDEST
    inside = {r for r in used if s <= regions[r]["lat"] <= n and w <= regions[r]["lon"] <= e}
    page = html_path(site, links.MAP)
    figure = by_id(svgs(page), "map-all")
    if not used:
        assert figure is None
        return
    assert sorted(marks(figure, "map-point", "data-region")) == sorted(inside)
    ids = parse(page).ids
    for rid in used:
        assert links.anchor("region", rid) in ids, f"{rid} has no row in the map table"
    text = visible_text(page)
    for rid in used - inside:
        assert regions[rid]["name"].split()[0] in text.split("Beyond the area of the map:")[1][:2000], rid


def test_figures_are_deterministic(variants_root):
    first = {p.path: p.markdown for p in build_pages(load_dataset(variants_root))}
    second = {p.path: p.markdown for p in build_pages(load_dataset(variants_root))}
    assert first == second


def test_data_strings_in_figures_are_text(variants_site):
    for page in (links.TIMELINE, links.MAP, links.RELATIONS, links.game("demo-game"), links.game("third-game")):
        path = html_path(variants_site, page)
        parsed = parse(path)
        assert not any(tag == "b" for tag, _ in parsed.tags), page
        titles = " ".join("".join(e.itertext()) for svg in svgs(path) for e in svg.iter() if e.tag in (f"{SVG}title", f"{SVG}text"))
        assert NASTY in " ".join(titles.split()), page
