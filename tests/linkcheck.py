"""The project's link checker over a built site: every internal ``href``/``src`` (and SVG's
``xlink:href``) of every page, whether MkDocs wrote it from Markdown or the generator wrote it as
raw HTML (tables, cards, figures, citation blocks), must name a file of the site, and its
``#fragment`` an id (or ``<a name>``) on the target page. MkDocs' own checks see only the links of
Markdown; this one sees the HTML a browser gets."""
from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlsplit

from tests.htmltext import parse


def resolve(site: Path, page: Path, href: str) -> tuple[Path, str] | None:
    """The file and fragment an internal link points to; None for other hosts and schemes. A web
    address without a host (``https:///games/…``) points to no file, so it is reported missing."""
    parts = urlsplit(href)
    if parts.scheme in ("http", "https") and not parts.netloc:
        return site / "(a web address without a host)", ""
    if parts.scheme or parts.netloc or href.startswith(("mailto:", "data:", "javascript:")):
        return None
    if not parts.path:
        return page, parts.fragment
    base = site if parts.path.startswith("/") else page.parent  # site_url's path is "/"
    target = (base / unquote(parts.path.lstrip("/"))).resolve()
    if target.is_dir():
        target = target / "index.html"
    return target, parts.fragment


def broken_links(site: Path) -> list[str]:
    """``page: href (missing file|missing anchor)`` for every broken internal link of the site."""
    ids: dict[Path, set[str]] = {}
    broken = []
    for page in sorted(site.rglob("*.html")):
        for _, href in parse(page).links:
            resolved = resolve(site, page, href)
            if resolved is None:
                continue
            target, fragment = resolved
            if not target.exists():
                broken.append(f"{page.relative_to(site)}: {href} (missing file)")
                continue
            if fragment and target.suffix == ".html":
                if target not in ids:
                    ids[target] = parse(target).ids
                if unquote(fragment) not in ids[target]:
                    broken.append(f"{page.relative_to(site)}: {href} (missing anchor)")
    return broken
