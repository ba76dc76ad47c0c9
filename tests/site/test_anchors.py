"""Anchors of the built site: no id twice on a page, and every rule's permalink lands on its row.

A rule's permalink is its ruleset page with the rule's anchor (``links.rule_anchor``); its
citation (``downloads/cite/<ruleset>.json``, the cite button of its row) names that address.
"""
from __future__ import annotations

import json
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from generator.site import links
from tests.site.reading import html_path

pytestmark = pytest.mark.build


class _Ids(HTMLParser):
    """Every ``id`` of a page with how often it occurs, and the rows (``<tr>``) that hold each id."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.count: Counter = Counter()
        self.in_row: dict[str, bool] = {}
        self._rows = 0

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self._rows += 1
        value = dict(attrs).get("id")
        if value is not None:
            self.count[value] += 1
            self.in_row[value] = self._rows > 0

    def handle_endtag(self, tag):
        if tag == "tr" and self._rows:
            self._rows -= 1


def ids_of(page: Path) -> _Ids:
    parser = _Ids()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser


def test_no_page_uses_an_id_twice(built_site):
    twice = {}
    for page in sorted(built_site.rglob("*.html")):
        doubled = {i: n for i, n in ids_of(page).count.items() if n > 1}
        if doubled:
            twice[page.relative_to(built_site).as_posix()] = doubled
    assert not twice, twice


def test_every_rule_permalink_lands_on_the_rules_row(dataset, built_site):
    for rs in dataset.rulesets.values():
        page = html_path(built_site, links.ruleset(rs.game, rs.id))
        found = ids_of(page)
        items = json.loads((built_site / "downloads/cite" / f"{rs.id}.json").read_text(encoding="utf-8"))
        anchors = {urlsplit(item["URL"]).fragment for item in items}
        assert anchors == {links.rule_anchor(p) for p in dataset.effective_rules(rs.id)}, rs.id
        for anchor in anchors:
            assert found.count[anchor] == 1, f"{rs.id}#{anchor}: {found.count[anchor]} elements with this id"
            assert found.in_row[anchor], f"{rs.id}#{anchor} is not inside a table row"
        for item in items:
            assert urlsplit(item["URL"]).path.endswith(f"/games/{rs.game}/rulesets/{rs.id}/"), item["URL"]
