"""``build_pages(dataset)``: every generated page, as a pure function of the dataset.

Renderers are the modules of ``generator.site.pages`` (each has ``render(ctx) -> list[Page]``);
decorators are the modules of ``generator.site.decorators`` (each has
``decorate(ctx, page) -> Page``, applied to every page in module-name order, e.g. to add the
"Cite this page" block and the citation meta data; a decorator may also have ``prepare(ctx)``,
called before the renderers run, to start work that needs no page).
"""
from __future__ import annotations

import importlib
import pkgutil

from generator.model import Dataset
from generator.site import decorators, pages
from generator.site.page import Context, Page


def _modules(package):
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        if not info.name.startswith("_"):
            yield importlib.import_module(f"{package.__name__}.{info.name}")


def build_pages(ds: Dataset, context: Context | None = None) -> list[Page]:
    """All pages, sorted by path; no file or MkDocs access."""
    ctx = context or Context(ds)
    for module in _modules(decorators):
        if hasattr(module, "prepare"):
            module.prepare(ctx)
    result: list[Page] = []
    for module in _modules(pages):
        result.extend(module.render(ctx))
    paths = [p.path for p in result]
    duplicates = {p for p in paths if paths.count(p) > 1}
    if duplicates:
        raise ValueError(f"two renderers produced the same page: {sorted(duplicates)}")
    ctx.extra["pages"] = result  # decorators that cite pages read the whole list once
    for module in _modules(decorators):
        result = [module.decorate(ctx, page) for page in result]
    return sorted(result, key=lambda p: p.path)
