"""The search index the build writes (Pagefind, ``pagefind/`` in the site): what it holds.

Read straight from the index's page fragments (gzip files holding each page's indexed text,
its metadata and its filters), so these tests see exactly what a search can find and show.
"""
from __future__ import annotations

import gzip
import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from generator.site import search_index
from generator.site.page_kinds import FIRST, KINDS, LAST, PAGE, kind_of

pytestmark = pytest.mark.build

#: A map coordinate as text ("54.42° N", "46°N").
COORDINATE = re.compile(r"\d\s?°\s?[NSEW]\b")


def fragments(site: Path) -> dict[str, dict]:
    """URL (site-relative, "games/bolachen/") -> the page's fragment (url, content, meta, filters)."""
    out = {}
    for path in sorted((site / search_index.BUNDLE / "fragment").glob("*.pf_fragment")):
        data = gzip.decompress(path.read_bytes())
        assert data[:12] == b"pagefind_dcd", path
        fragment = json.loads(data[12:])
        out[fragment["url"].lstrip("/")] = fragment
    return out


@pytest.fixture(scope="module")
def indexed(built_site) -> dict[str, dict]:
    return fragments(built_site)


def _url(site: Path, html: Path) -> str:
    rel = html.relative_to(site).as_posix()
    return rel[: -len("index.html")] if rel.endswith("index.html") else rel


def test_every_page_is_indexed_once_with_its_kind(built_site, indexed):
    pages = {_url(built_site, p) for p in built_site.rglob("*.html")} - {"404.html"}
    assert set(indexed) == pages, sorted(set(indexed) ^ pages)[:10]
    boosts = {kind.boost for _, kind in KINDS}
    for url, fragment in indexed.items():
        assert fragment["meta"].get("kind"), url
        assert fragment["filters"].get("boost") in ([b] for b in boosts), (url, fragment["filters"])
        assert fragment["meta"].get("title"), url


def test_the_kinds_table_names_every_page(indexed):
    """A new kind of page gets its row in generator/site/page_kinds.py (or searches as a plain "Page")."""
    plain = [url for url, fragment in indexed.items() if fragment["meta"]["kind"] == PAGE.label]
    assert not plain, plain


@pytest.mark.parametrize("url, kind", [
    ("games/bester-bube/", "Game"), ("games/la-bete/", "Game"),
    ("games/bester-bube/rulesets/bester-bube-1853/", "Ruleset"), ("sources/hammer-1811/", "Source"),
    ("sources/", "Bibliography"), ("names/", "Names"), ("glossary/", "Glossary"),
    ("games/bester-bube/diff/bester-bube-1808--bester-bube-1853/", "Differences"),
    ("games/bester-bube/examples/", "Examples"), ("games/bester-bube/compare/", "Comparison"),
    ("map/", "Figure"), ("timeline/", "Figure"), ("relations/", "Figure"), ("", "Home"),
])
def test_each_page_says_its_kind(indexed, url, kind):
    assert indexed[url]["meta"]["kind"] == kind


def test_an_example_page_is_an_example(indexed):
    examples = [u for u in indexed if re.fullmatch(r"games/[^/]+/examples/[^/]+/", u)]
    assert examples
    assert {indexed[u]["meta"]["kind"] for u in examples} == {"Example"}


def test_games_rulesets_and_glossary_weigh_most_and_mentions_least(indexed):
    assert indexed["games/bolachen/"]["filters"]["boost"] == [FIRST]
    assert indexed["games/bolachen/rulesets/bolachen-2015/"]["filters"]["boost"] == [FIRST]
    assert indexed["glossary/"]["filters"]["boost"] == [FIRST]
    for url in ("games/bester-bube/diff/bester-bube-1808--bester-bube-1853/", "games/bester-bube/examples/", "map/"):
        assert indexed[url]["filters"]["boost"] == [LAST], url
    assert float(indexed["sources/hammer-1811/"]["filters"]["boost"][0]) < float(FIRST)


def test_game_pages_carry_every_name_of_the_game(dataset, indexed):
    for game in dataset.games.values():
        names = indexed[f"games/{game.id}/"]["meta"].get("names", "").split(" · ")
        wanted = [game.name] + [n.name for n in dataset.records_of("names", game.id) if n.kind == "game"]
        assert set(wanted) <= set(names), (game.id, set(wanted) - set(names))
        cards = {n.name for n in dataset.records_of("names", game.id) if n.kind != "game"} - set(wanted)
        assert not cards & set(names), (game.id, "card and term names are not the game's names")


def test_source_pages_carry_their_titles_and_authors(dataset, indexed):
    for source in dataset.sources.values():
        names = indexed[f"sources/{source.id}/"]["meta"].get("names", "")
        assert source.title in names, source.id
        for person in source.author:
            assert (person.literal or person.family) in names, (source.id, person)


def test_the_glossary_carries_its_terms(dataset, indexed):
    names = indexed["glossary/"]["meta"]["names"].split(" · ")
    assert {entry.term for entry in dataset.glossary.values()} <= set(names)


class _SvgText(HTMLParser):
    """The text of every <text> element inside the page's inline SVG figures, in order."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.depth, self.inside, self.labels = 0, False, []

    def handle_starttag(self, tag, attrs):
        self.depth += tag == "svg"
        self.inside = self.depth > 0 and tag == "text"
        if self.inside:
            self.labels.append("")

    def handle_endtag(self, tag):
        self.depth -= tag == "svg"
        if tag == "text":
            self.inside = False

    def handle_data(self, data):
        if self.inside:
            self.labels[-1] += data


def test_figure_labels_and_map_coordinates_are_not_indexed(built_site, indexed):
    checked = 0
    for url, fragment in indexed.items():
        content = fragment["content"]
        assert not COORDINATE.search(content), (url, COORDINATE.search(content).group(0))
        parser = _SvgText()
        parser.feed((built_site / url / "index.html").read_text(encoding="utf-8"))
        labels = [label.strip() for label in parser.labels if label.strip()]
        for first, second in zip(labels, labels[1:]):
            # labels run together, as a text index of the whole page read them ("46°N48°N")
            assert first + second not in content, (url, first, second)
        checked += len(labels) > 1
    assert checked >= 3, "no page with a labelled figure was checked"


def test_citation_blocks_stay_out_of_the_search_index(dataset, indexed):
    """Moved from test_citation_meta.py with the search index: the "Cite this page" blocks are
    not searchable, and every source page is indexed under its own title."""
    leaked = [url for url, fragment in indexed.items()
              if re.search(r"@(misc|book|article|incollection|inbook)\{|\bTY  - |Cite this (page|source)", fragment["content"])
              and not url.startswith(("about/", "downloads/"))]  # pages that describe the blocks
    assert not leaked, leaked[:10]
    for source_id in dataset.sources:
        assert indexed[f"sources/{source_id}/"]["meta"]["title"], source_id


def test_kind_of_a_path_nobody_expected_is_a_plain_page():
    assert kind_of("somewhere/new.md") == PAGE
    assert kind_of("games/bolachen/index.md").label == "Game"
    assert kind_of("games/bolachen/rulesets/bolachen-2015.md").label == "Ruleset"
    assert kind_of("games/bolachen/diff/a--b.md").label == "Differences"


def test_without_pagefind_the_build_says_what_to_install(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "pagefind_bin", None)  # as if the package were not installed
    with pytest.raises(search_index.SearchIndexError, match="needs Pagefind: install the pinned packages"):
        search_index.write_index(tmp_path)
