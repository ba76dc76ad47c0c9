"""Every picture in the content has a text alternative: images, card pictures, timeline, map, graph.

Checked over every built page, inside the page's <article> (the theme's own icons sit in the
header and navigation, inside labelled buttons and links):
- an <img> has a non-empty ``alt`` (or is hidden from assistive technology);
- a top-level <svg> has an accessible name — ``aria-label``, ``aria-labelledby`` pointing at
  elements of the page, or a <title> as its first child — or is ``aria-hidden="true"``.
axe-core checks the same in the browser for the pages it visits; this covers every page.
"""
from __future__ import annotations

from html.parser import HTMLParser

import pytest

pytestmark = pytest.mark.build


class _Pictures(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.in_article = 0
        self.svg_depth = 0
        self.ids: set[str] = set()
        self.pictures: list[dict] = []
        self._open_svg: dict | None = None
        self._expect_title = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("id"):
            self.ids.add(attrs["id"])
        if tag == "article":
            self.in_article += 1
        if not self.in_article:
            return
        if tag == "svg":
            self.svg_depth += 1
            if self.svg_depth == 1:
                self._open_svg = {"tag": "svg", "attrs": attrs, "title": False, "line": self.getpos()[0]}
                self.pictures.append(self._open_svg)
                self._expect_title = True
                return
        elif tag == "img" and not self.svg_depth:
            self.pictures.append({"tag": "img", "attrs": attrs, "line": self.getpos()[0]})
        if self._expect_title and self.svg_depth == 1:
            self._open_svg["title"] = tag == "title"
            self._expect_title = False

    def handle_endtag(self, tag):
        if tag == "article" and self.in_article:
            self.in_article -= 1
        if tag == "svg" and self.svg_depth:
            self.svg_depth -= 1


def _problem(picture: dict, ids: set[str]) -> str | None:
    attrs = picture["attrs"]
    if attrs.get("aria-hidden") == "true" or attrs.get("role") in ("presentation", "none"):
        return None
    if picture["tag"] == "img":
        return None if (attrs.get("alt") or "").strip() else f"<img src={attrs.get('src')!r}> has no alt text"
    if (attrs.get("aria-label") or "").strip():
        return None
    labelledby = (attrs.get("aria-labelledby") or "").split()
    if labelledby:
        missing = [i for i in labelledby if i not in ids]
        return f"<svg> aria-labelledby names missing ids {missing}" if missing else None
    return None if picture["title"] else "<svg> has no accessible name (aria-label, aria-labelledby or a first <title>)"


def test_every_picture_has_a_text_alternative(built_site):
    problems, pictures = [], 0
    for page in sorted(built_site.rglob("*.html")):
        parser = _Pictures()
        parser.feed(page.read_text(encoding="utf-8"))
        pictures += len(parser.pictures)
        for picture in parser.pictures:
            problem = _problem(picture, parser.ids)
            if problem:
                problems.append(f"{page.relative_to(built_site)}:{picture['line']}: {problem}")
    assert not problems, f"{len(problems)} pictures without a text alternative:\n" + "\n".join(problems[:40])


def test_the_check_finds_pictures_without_an_alternative():
    parser = _Pictures()
    parser.feed('<header><svg><path/></svg></header><article><h1 id="t">T</h1>'
                '<svg role="img" aria-labelledby="t"><a href="x"><text>x</text></a></svg>'
                '<svg viewBox="0 0 1 1"><g><title>late</title></g></svg>'
                '<svg><title>Timeline</title><g/></svg><img src="a.png"><img src="b.png" alt="Jack of spades">'
                '<svg aria-hidden="true"></svg><svg role="img" aria-labelledby="nowhere"></svg></article>')
    problems = [_problem(p, parser.ids) for p in parser.pictures]
    assert [p is None for p in problems] == [True, False, True, False, True, True, False]
