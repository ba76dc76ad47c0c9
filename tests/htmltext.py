"""Reading built HTML pages in tests: visible text, links, ids, and external references."""
from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path


class PageParser(HTMLParser):
    """Collects the visible text, every href/src, every id, and the tags seen.

    Like a browser, it reads the content of <title> as text (RCDATA), not as markup.
    """

    CDATA_CONTENT_ELEMENTS = ("script", "style", "title")

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.links: list[tuple[str, str]] = []
        self.ids: set[str] = set()
        self.tags: list[tuple[str, dict]] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append((tag, attrs))
        if tag in ("script", "style", "title"):
            self._skip += 1
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and "name" in attrs:
            self.ids.add(attrs["name"])
        for key in ("href", "src", "xlink:href"):
            if attrs.get(key):
                self.links.append((tag, attrs[key]))

    def handle_endtag(self, tag):
        if tag in ("script", "style", "title") and self._skip:
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.text.append(data)


def parse(path: Path) -> PageParser:
    parser = PageParser()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


class Anchors:
    """The ids of built pages, each page parsed once: for checking many links into the same few
    pages (a rule page is the target of hundreds of comparison cells)."""

    def __init__(self):
        self._ids: dict[Path, set[str]] = {}

    def __call__(self, path: Path) -> set[str]:
        if path not in self._ids:
            self._ids[path] = parse(path).ids
        return self._ids[path]


def visible_text(path: Path) -> str:
    return " ".join(" ".join(parse(path).text).split())
