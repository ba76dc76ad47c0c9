"""MkDocs hook: adds the generated pages to the build (``hooks:`` in mkdocs.yml).

Thin on purpose: load and check the dataset, build the pages, hand them to MkDocs as virtual
files, together with the downloads (release bundle) of ``generator/site/pages/downloads.py``
and the card pictures of ``generator/site/cards.py``.
The data is read inside the event, never at import time, because ``mkdocs serve`` does not
reload hook modules between builds.
"""
from __future__ import annotations

from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

from generator.cite.edition import current_edition
from generator.model import ValidationFailed, load_dataset
from generator.site.build import build_pages
from generator.site.example_runs import ExamplesFailed
from generator.site.page import Context

#: This build's context and generated paths, for the hand-written pages (reset by on_files).
_BUILD: dict = {}


def on_config(config):
    """Put the dataset edition where the footer template finds it."""
    config.extra["edition"] = current_edition(Path(config.config_file_path).parent).id
    return config


def on_files(files: Files, /, *, config) -> Files:
    """Runs after MkDocs has collected docs/: append one virtual file per generated page."""
    root = Path(config.config_file_path).parent
    try:
        dataset = load_dataset(root)
    except ValidationFailed as exc:
        raise PluginError(str(exc)) from None
    ctx = Context(dataset, extra={"edition": current_edition(root), "site_url": config.site_url})
    try:
        pages = build_pages(dataset, ctx)
    except ExamplesFailed as exc:
        raise PluginError(str(exc)) from None
    for page in pages:
        if files.get_file_from_path(page.path) is not None:
            raise PluginError(f"docs/{page.path} exists, but that page is generated from the data; remove the file")
        files.append(File.generated(config, page.path, content=page.markdown))
    from generator.site import cards
    from generator.site.pages import downloads
    for path, data in {**downloads.files(ctx), **cards.files()}.items():
        files.append(File.generated(config, path, content=data))
    _BUILD.update(ctx=ctx, generated={p.path for p in pages})
    return files


def on_page_markdown(markdown: str, /, *, page, config, files) -> str:
    """Hand-written pages of docs/ get the same "Cite this page" block and meta tags."""
    if page.file.src_uri in _BUILD.get("generated", ()) or "ctx" not in _BUILD:
        return markdown
    from generator.site.decorators.cite_this import cite_markdown
    markdown, meta = cite_markdown(_BUILD["ctx"], page.file.src_uri, markdown)
    page.meta["citation_meta"] = meta
    return markdown
