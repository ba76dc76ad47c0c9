"""Page weight: a page plus everything the browser fetches to show it, gzip-compressed.

Counted: the HTML, its stylesheets, scripts, images and icons, anything those stylesheets
reference with ``url()``, and Material's search worker where the page has the theme's search
(``data-md-component="search"``: the theme then loads it on every page; this site's own search
loads nothing until it is used). Not counted: a search index (the theme's
``search/search_index.json``, which its worker fetches once per visit; this site's Pagefind
index, fetched in parts when a query needs them), and links to other pages. Sizes are gzip
level 6, as a web server sends them.
"""
from __future__ import annotations

import gzip
import json
import posixpath
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

#: Files a page fetches that are not part of its weight.
EXCLUDED = ("search/search_index.json",)
_FETCHED_LINK_RELS = {"stylesheet", "icon", "preload", "modulepreload", "apple-touch-icon", "manifest"}


class _Resources(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.urls: list[str] = []
        self._config = False
        self.config_text = ""
        #: The page has the theme's search component, whose worker the theme loads.
        self.theme_search = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.theme_search = self.theme_search or attrs.get("data-md-component") == "search"
        if tag == "link" and _FETCHED_LINK_RELS & set((attrs.get("rel") or "").lower().split()):
            self.urls.append(attrs.get("href") or "")
        elif tag in ("script", "img", "audio", "video", "source", "embed", "iframe") and attrs.get("src"):
            self.urls.append(attrs["src"])
        elif tag in ("image", "use") and (attrs.get("href") or attrs.get("xlink:href")):
            self.urls.append(attrs.get("href") or attrs.get("xlink:href"))
        elif tag == "object" and attrs.get("data"):
            self.urls.append(attrs["data"])
        if attrs.get("srcset"):
            self.urls.extend(part.strip().split()[0] for part in attrs["srcset"].split(",") if part.strip())
        self._config = tag == "script" and attrs.get("id") == "__config"

    def handle_data(self, data):
        if self._config:
            self.config_text += data

    def handle_endtag(self, tag):
        self._config = False


def gzip_size(data: bytes) -> int:
    """Bytes on the wire: gzip -6, or the file itself when it does not compress (PNG, WOFF2)."""
    return min(len(data), len(gzip.compress(data, compresslevel=6, mtime=0)))


def _local(site: Path, base: str, url: str) -> str | None:
    """Site-relative path of a URL found in the file at ``base`` (None for other hosts, data:, ...)."""
    parts = urlsplit(url)
    if parts.scheme or parts.netloc or not parts.path:
        return None
    path = posixpath.normpath(posixpath.join(posixpath.dirname(base), unquote(parts.path)))
    if (site / path).is_dir():
        path = posixpath.join(path, "index.html")
    return path


@dataclass
class PageWeight:
    page: str
    #: Site-relative path -> (bytes, gzip bytes) of every file counted.
    files: dict[str, tuple[int, int]] = field(default_factory=dict)
    #: Files referenced but not found in the site (a broken page; reported, not counted).
    missing: list[str] = field(default_factory=list)

    @property
    def raw_bytes(self) -> int:
        return sum(raw for raw, _ in self.files.values())

    @property
    def gzip_bytes(self) -> int:
        return sum(packed for _, packed in self.files.values())

    @property
    def html_gzip_bytes(self) -> int:
        return self.files[self.page][1]

    def as_dict(self) -> dict:
        return {"page": self.page, "gzip_bytes": self.gzip_bytes, "raw_bytes": self.raw_bytes,
                "html_gzip_bytes": self.html_gzip_bytes, "files": {k: {"bytes": r, "gzip": g} for k, (r, g) in sorted(self.files.items())},
                "missing": self.missing}


def page_weight(site: Path, page: str) -> PageWeight:
    """Weight of ``page`` (site-relative path of an HTML file) in the built ``site``."""
    site = Path(site)
    result = PageWeight(page)
    queue = [page]
    while queue:
        rel = queue.pop()
        if rel in result.files or rel in EXCLUDED:
            continue
        path = site / rel
        if not path.is_file():
            result.missing.append(rel)
            continue
        data = path.read_bytes()
        result.files[rel] = (len(data), gzip_size(data))
        if rel.endswith(".html"):
            parser = _Resources()
            parser.feed(data.decode("utf-8"))
            urls = parser.urls
            if parser.config_text and parser.theme_search:
                worker = json.loads(parser.config_text).get("search")
                if worker:
                    urls.append(worker)
        elif rel.endswith(".css"):
            urls = [u.strip("'\" ") for u in re.findall(r"url\(([^)]+)\)", data.decode("utf-8"))]
        else:
            urls = []
        queue.extend(p for p in (_local(site, rel, u) for u in urls) if p is not None)
    return result
