"""The real site: a strict build, every record on a page, links that resolve, nothing from other hosts."""
from __future__ import annotations

import posixpath
import re
from pathlib import Path

import pytest

from generator.site import links
from generator.site.build import build_pages
from tests.htmltext import parse, visible_text
from tests.linkcheck import broken_links

REFERENCE = re.compile(r"\[\[([a-z]+):([^\]|]+)(?:\|([^\]]+))?\]\]")

pytestmark = pytest.mark.build


def _html_path(site: Path, md_path: str) -> Path:
    if md_path.endswith("index.md"):
        return site / md_path[: -len("index.md")] / "index.html"
    return site / md_path[: -len(".md")] / "index.html"


def test_every_generated_page_is_built(dataset, built_site):
    for page in build_pages(dataset):
        assert _html_path(built_site, page.path).exists(), page.path


def test_every_record_appears_on_its_page(dataset, built_site):
    for name in dataset.names.values():
        game = dataset.game_of[("names", name.id)]
        assert name.name in visible_text(_html_path(built_site, links.game(game))), name.id
        assert name.name in visible_text(_html_path(built_site, links.NAMES)), name.id
    for event in dataset.events.values():
        game = dataset.game_of[("events", event.id)]
        shown = visible_text(_html_path(built_site, links.game(game)))
        # the words between references to other records (those become links named by the record)
        for piece in REFERENCE.split(" ".join(event.summary.split()))[::4]:
            assert piece.strip(" ()") in shown, (event.id, piece)
    for ruleset in dataset.rulesets.values():
        text = visible_text(_html_path(built_site, links.ruleset(ruleset.game, ruleset.id)))
        assert ruleset.title in text
        for rule in ruleset.rules:
            ids = parse(_html_path(built_site, links.ruleset(ruleset.game, ruleset.id))).ids
            assert rule.param in ids, f"{ruleset.id}#{rule.param} has no anchor"
    for source in dataset.sources.values():
        assert _html_path(built_site, links.source(source.id)).exists()
    for entry in dataset.glossary.values():
        assert entry.term in visible_text(_html_path(built_site, links.GLOSSARY))


def test_internal_links_and_anchors_resolve(built_site):
    broken = broken_links(built_site)
    assert not broken, "\n".join(broken[:50])


#: <link rel=...> values that make the browser fetch something.
LOADING_RELS = {"stylesheet", "icon", "shortcut", "preload", "modulepreload", "prefetch", "manifest", "apple-touch-icon",
                "preconnect", "dns-prefetch", "prerender"}


def test_nothing_loads_from_another_host(built_site):
    offenders = []
    for page in list(built_site.rglob("*.html")) + list(built_site.rglob("*.css")):
        if page.suffix == ".css":
            for url in re.findall(r"url\(([^)]+)\)", page.read_text(encoding="utf-8")):
                if re.match(r"['\"]?(https?:)?//", url):
                    offenders.append(f"{page}: {url}")
            continue
        for tag, attrs in parse(page).tags:
            for key in ("src", "href", "srcset", "data"):
                value = attrs.get(key) or ""
                external = re.match(r"(https?:)?//", value)
                loads = tag != "a" and not (tag == "link" and not LOADING_RELS & set((attrs.get("rel") or "").lower().split()))
                if external and loads:
                    offenders.append(f"{page.relative_to(built_site)}: <{tag} {key}={value}>")
    assert not offenders, "\n".join(offenders[:30])


def test_javascript_bundles_fetch_nothing_from_fixed_hosts(built_site):
    """Material's scripts would fetch fonts or repository facts only when configured to; check ours are off."""
    html = (built_site / "index.html").read_text(encoding="utf-8")
    assert "fonts.googleapis.com" not in html and "fonts.gstatic.com" not in html
    assert "repo_url" not in html


def test_sidebar_is_curated(dataset, built_site):
    html = (built_site / "index.html").read_text(encoding="utf-8")
    nav = re.search(r'<nav class="md-nav md-nav--primary".*?</nav>\s*</div>', html, re.S)
    assert nav, "primary navigation not found"
    nav_links = re.findall(r'href="([^"]+)"', nav.group(0))
    # of the generated pages, the sidebar lists the games the engine plays, and nothing else
    from generator.bridge import playable
    generated = [h for h in nav_links if re.match(r"(?:\.\./)*games/[^/]+/", h)]
    played = {rs.game for rs in dataset.rulesets.values() if playable(dataset, rs.id)}
    assert sorted(re.sub(r"^(?:\.\./)*games/", "", h).rstrip("/") for h in generated) == sorted(played), generated
    assert not any("/sources/" in href and href.rstrip("/").split("/")[-1] not in ("sources", "") for href in nav_links)
