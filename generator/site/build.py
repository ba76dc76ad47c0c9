"""``build_site(dataset) -> Site``: the one result of generation, a pure function of the dataset
(and of the hand-written pages in ``docs/``).

Renderers are the modules of ``generator.site.pages`` (each has ``render(ctx) -> list[Page]``);
decorators are the modules of ``generator.site.decorators`` (each has
``decorate(ctx, page) -> Page``, applied to every page — generated and hand-written — in
module-name order, e.g. to add the "Cite this page" block and the citation meta data; a
decorator may also have ``prepare(ctx)``, called before the renderers run, to start work that
needs no page). The site's assets are the files the pages link to: the downloads and the card
pictures. Nothing here writes a file or knows of MkDocs: the MkDocs hook and
``python -m generator pages`` hand the ``Site`` on.
"""
from __future__ import annotations

import html
import importlib
import pkgutil
import posixpath
import re
from pathlib import Path

from generator.cite.edition import Edition
from generator.model import Dataset
from generator.site import assets, decorators, pages
from generator.site.context import Context
from generator.site.kinds import ABOUT
from generator.site.page import Page, Site, SiteError

#: The folder of the hand-written pages, under the dataset's root; ``overrides/`` holds the theme.
DOCS = "docs"
_FRONT_MATTER = re.compile(r"^---\n(.*?)\n---\n", re.S)

__all__ = ["DOCS", "SiteError", "build_pages", "build_site", "handwritten_pages", "heading_title", "modules"]


def modules(package):
    """The public modules of a package (renderers, decorators), in name order."""
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if not info.name.startswith("_"):
            yield importlib.import_module(f"{package.__name__}.{info.name}")


def heading_title(markdown: str, path: str) -> str:
    """A hand-written page's title: its front matter's ``title``, else its first ``# heading`` as
    plain text, else its file name."""
    front = _FRONT_MATTER.match(markdown)
    if front:
        m = re.search(r"^title:\s*['\"]?(.+?)['\"]?\s*$", front.group(1), re.M)
        if m:
            return m.group(1)
    m = re.search(r"^# (.+)$", markdown, re.M)
    if not m:
        return posixpath.basename(path[: -len(".md")]).replace("-", " ").capitalize()
    title = re.sub(r"\s*\{[^}]*\}\s*$", "", m.group(1))
    title = re.sub(r"<[^>]+>", "", title)
    return " ".join(html.unescape(title).replace("\\", "").split())


def handwritten_pages(root: Path) -> list[Page]:
    """The Markdown pages of ``docs/`` (the theme's ``overrides/`` left out), each of kind
    ``ABOUT`` and titled by its heading."""
    docs = Path(root) / DOCS
    if not docs.is_dir():
        return []
    out = []
    for path in sorted(docs.rglob("*.md")):
        relative = path.relative_to(docs).as_posix()
        if "overrides" not in path.relative_to(docs).parts:
            text = path.read_text(encoding="utf-8")
            out.append(Page(ABOUT, (relative,), text, heading_title(text, relative), handwritten=True))
    return out


def _generated(ctx: Context) -> list[Page]:
    for module in modules(decorators):
        if hasattr(module, "prepare"):
            module.prepare(ctx)
    result: list[Page] = []
    for module in modules(pages):
        result.extend(module.render(ctx))
    paths = [p.path for p in result]
    duplicates = {p for p in paths if paths.count(p) > 1}
    if duplicates:
        raise SiteError(f"two renderers produced the same page: {sorted(duplicates)}")
    return result


def _decorated(ctx: Context, generated: list[Page], handwritten: list[Page], release: bool = False) -> list[Page]:
    """Every page with every decorator applied, one page at a time (each decorated page replaces
    its undecorated one as it is made: the build never holds two copies of every page). With
    ``release`` (the build made the context itself), what only the renderers need is dropped first."""
    taken = {p.path for p in generated}
    for page in handwritten:
        if page.path in taken:
            raise SiteError(f"{DOCS}/{page.path} exists, but that page is generated from the data; remove the file")
    ctx.pages = result = generated + handwritten  # the citation index names every page once
    generated.clear()  # the caller's list too: the undecorated pages live on only in ``result``
    del handwritten
    if release:
        ctx.release_renderer_results()
    ctx.cite_index  # noqa: B018 - made from every undecorated page, before the first one changes
    ctx.pages = None
    chain = list(modules(decorators))
    for index, page in enumerate(result):
        for module in chain:
            page = module.decorate(ctx, page)
        result[index] = page
    return sorted(result, key=lambda p: p.path)


def build_site(ds: Dataset, context: Context | None = None, *, edition: Edition | None = None,
               site_url: str | None = None, reuse_examples: bool = False) -> Site:
    """Every page, generated and hand-written, decorated, and the files they link to
    (``reuse_examples``: the live preview's, see ``Context``)."""
    ctx = context or Context(ds, edition=edition, site_url=site_url, reuse_examples=reuse_examples)
    generated = _generated(ctx)
    files = assets.files(ctx)  # before the decorators: the player's files need the example runs, dropped then
    all_pages = _decorated(ctx, generated, handwritten_pages(ds.root), release=context is None)
    return Site(tuple(all_pages), files)


def build_pages(ds: Dataset, context: Context | None = None) -> list[Page]:
    """The pages generated from the data, decorated (sorted by path; no assets, no file access
    beyond reading ``docs/`` for the citation index)."""
    ctx = context or Context(ds)
    return [p for p in _decorated(ctx, _generated(ctx), handwritten_pages(ds.root), release=context is None)
            if not p.handwritten]
