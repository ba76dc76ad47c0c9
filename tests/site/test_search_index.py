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
from generator.site import kinds, links
from generator.site.kinds import FIRST, KINDS, LAST

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


def boost(fragment: dict) -> str:
    """The page's kind weight: its one filter ``boost-<weight>``, whose one value is the weight."""
    filters = {name: values for name, values in fragment["filters"].items() if name.startswith("boost-")}
    assert len(filters) == 1, fragment["filters"]
    (name, values), = filters.items()
    assert values == [name[len("boost-"):]], fragment["filters"]
    return values[0]


def _url(site: Path, html: Path) -> str:
    rel = html.relative_to(site).as_posix()
    return rel[: -len("index.html")] if rel.endswith("index.html") else rel


def test_every_page_is_indexed_once_with_its_kind(built_site, indexed):
    pages = {_url(built_site, p) for p in built_site.rglob("*.html")} - {"404.html"}
    assert set(indexed) == pages, sorted(set(indexed) ^ pages)[:10]
    boosts = {kind.boost for kind in KINDS.values()}
    for url, fragment in indexed.items():
        assert fragment["meta"].get("kind"), url
        assert boost(fragment) in boosts, (url, fragment["filters"])
        assert fragment["meta"].get("title"), url


def test_the_kinds_table_names_every_page(indexed, real_site):
    """Every page is made with its kind (generator/site/kinds.py): the index shows that kind's label."""
    _, site = real_site
    labels = {kind.label for kind in KINDS.values()}
    assert all(fragment["meta"]["kind"] in labels for fragment in indexed.values())
    for page in site.pages:
        assert indexed[links.built_dir(page.path)]["meta"]["kind"] == page.kind.label, page.path


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
    assert boost(indexed["games/bolachen/"]) == FIRST
    assert boost(indexed["games/bolachen/rulesets/bolachen-2015/"]) == FIRST
    assert boost(indexed["glossary/"]) == FIRST
    for url in ("games/bester-bube/diff/bester-bube-1808--bester-bube-1853/", "games/bester-bube/examples/", "map/"):
        assert boost(indexed[url]) == LAST, url
    assert float(boost(indexed["sources/hammer-1811/"])) < float(FIRST)


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


def test_every_page_is_made_with_a_kind_of_the_table(real_site):
    _, site = real_site
    assert all(page.kind in KINDS.values() for page in site.pages)
    assert site.page_of(kinds.GAME, "bolachen").kind.label == "Game"
    assert site.page_of(kinds.RULESET, "bolachen", "bolachen-2015").kind.label == "Ruleset"
    assert site.page_of(kinds.DIFF, "bester-bube", "bester-bube-1808", "bester-bube-1853").kind.label == "Differences"
    assert kinds.DIFF.path("bolachen", "a", "b") == "games/bolachen/diff/a--b.md"


def test_without_pagefind_the_build_says_what_to_install(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "pagefind_bin", None)  # as if the package were not installed
    with pytest.raises(search_index.SearchIndexError, match="needs Pagefind: install the pinned packages"):
        search_index.write_index(tmp_path)


def _cbor(value) -> bytes:
    """Just enough CBOR for a metadata file: short texts and arrays (heads of up to 2 bytes)."""
    def head(major: int, n: int) -> bytes:
        return bytes([major << 5 | n]) if n < 24 else bytes([major << 5 | 24, n])
    if isinstance(value, str):
        return head(3, len(value.encode())) + value.encode()
    return head(4, len(value)) + b"".join(_cbor(v) for v in value)


def test_the_filters_of_the_metadata_come_in_order_of_name():
    pages = [["en_page1", "en_page2"], ["en_page3", "x" * 30]]
    filters = [["boost-0.7", "en_f1"], ["boost-1", "en_f2"], ["boost-0.25", "en_f3"]]
    meta = lambda order: _cbor(["1.5.2", pages, [["a", "b", "en_c1"]], order, [], ["kind", "title"]])  # noqa: E731
    expected = meta(sorted(filters))
    for order in (filters, filters[::-1], [filters[1], filters[2], filters[0]]):
        assert search_index.sorted_filters(meta(order)) == expected


def test_a_metadata_file_of_another_form_is_refused():
    with pytest.raises(search_index.SearchIndexError, match="not in the form of Pagefind 1.5"):
        search_index.sorted_filters(_cbor("1.5.2"))
    with pytest.raises(search_index.SearchIndexError, match="3 parts"):
        search_index.sorted_filters(_cbor(["1.5.2", [], []]))


def test_the_index_is_the_same_on_every_run(built_site, tmp_path):
    """Pagefind run twice more over the built pages: every file of the index the same."""
    import shutil
    runs = []
    for run in ("one", "two"):
        copy = tmp_path / run
        shutil.copytree(built_site, copy, ignore=shutil.ignore_patterns(search_index.BUNDLE))
        search_index.write_index(copy)
        runs.append({p.relative_to(copy).as_posix(): p.read_bytes() for p in sorted((copy / search_index.BUNDLE).rglob("*"))
                     if p.is_file()})
    assert runs[0].keys() == runs[1].keys()
    assert [name for name in runs[0] if runs[0][name] != runs[1][name]] == []
    original = {p.relative_to(built_site).as_posix(): p.read_bytes()
                for p in sorted((built_site / search_index.BUNDLE).rglob("*")) if p.is_file()}
    assert original == runs[0]
