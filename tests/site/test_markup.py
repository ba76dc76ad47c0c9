"""Markup in data prose is rendered, never shown as its characters: no page shows a backtick
outside code (the vocabulary's descriptions name value fields as code spans)."""
from __future__ import annotations

from html.parser import HTMLParser

import pytest

from generator.model.vocabulary import load_vocabulary
from generator.site import links
from tests.site.reading import html_path

pytestmark = pytest.mark.build


class _Prose(HTMLParser):
    """The text of a page outside <code>, <pre>, <script> and <style>, and the text of its <code> elements."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.prose: list[str] = []
        self.code: list[str] = []
        self._inside: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag in ("code", "pre", "script", "style"):
            self._inside.append(tag)

    def handle_endtag(self, tag):
        if self._inside and self._inside[-1] == tag:
            self._inside.pop()

    def handle_data(self, data):
        (self.code if self._inside else self.prose).append(data)


def read(path) -> _Prose:
    parser = _Prose()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def test_no_page_shows_a_backtick_outside_code(built_site):
    shown = [p.relative_to(built_site).as_posix() for p in sorted(built_site.rglob("*.html")) if "`" in "".join(read(p).prose)]
    assert not shown, shown


def test_the_code_spans_of_parameter_descriptions_are_code(built_site):
    page = read(html_path(built_site, links.PARAMETERS))
    spans = [piece for p in load_vocabulary().parameters.values() for piece in p.description.split("`")[1::2]]
    assert spans, "no parameter description names a field as code any more"
    for span in spans:
        assert span in page.code, span
