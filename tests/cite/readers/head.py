"""A page's ``<head>`` as Zotero's web translators query it: the meta tags by name or property
(Open Graph's), the description, the canonical link, the language, the title and the COinS spans."""
from __future__ import annotations

from html.parser import HTMLParser


class Head(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.meta: list[tuple[str, str]] = []  # (name or property, content)
        self.description: str | None = None
        self.canonical: str | None = None
        self.lang: str | None = None
        self.coins: list[str] = []
        self.title, self._in_title = "", False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html":
            self.lang = a.get("lang")
        elif tag == "meta":
            name = a.get("name") or a.get("property")
            if name and a.get("content") is not None:
                self.meta.append((name, a["content"]))
            if (a.get("name") or "").lower() == "description" and self.description is None:
                self.description = a.get("content")
        elif tag == "link" and a.get("rel") == "canonical":
            self.canonical = a.get("href")
        elif tag == "span" and "Z3988" in (a.get("class") or "").split() and a.get("title"):
            self.coins.append(a["title"])
        elif tag == "title":
            self._in_title = True

    def handle_endtag(self, tag):
        if tag == "title":
            self._in_title = False

    def handle_data(self, data):
        if self._in_title:
            self.title += data


def read_head(html: str) -> _Head:
    head = _Head()
    head.feed(html)
    return head


def read_head(html: str) -> Head:
    head = Head()
    head.feed(html)
    return head
