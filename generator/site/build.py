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

import importlib
import pkgutil
from pathlib import Path

from generator.cite.edition import Edition
from generator.model import Dataset
from generator.site import assets, decorators, pages
from generator.site.context import Context
from generator.site.page import Page, Site

#: The folder of the hand-written pages, under the dataset's root; ``overrides/`` holds the theme.
DOCS = "docs"


class SiteError(ValueError):
    """The pages cannot be put together (two renderers make one page, a hand-written page has
    the path of a generated one)."""


def modules(package):
    """The public modules of a package (renderers, decorators), in name order."""
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if not info.name.startswith("_"):
            yield importlib.import_module(f"{package.__name__}.{info.name}")


def handwritten_pages(root: Path) -> list[Page]:
    """The Markdown pages of ``docs/`` (the theme's ``overrides/`` left out)."""
    docs = Path(root) / DOCS
    if not docs.is_dir():
        return []
    return [Page(p.relative_to(docs).as_posix(), p.read_text(encoding="utf-8"), f"{DOCS}/{p.relative_to(docs).as_posix()}",
                 handwritten=True)
            for p in sorted(docs.rglob("*.md")) if "overrides" not in p.relative_to(docs).parts]


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
