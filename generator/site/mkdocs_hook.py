"""MkDocs hook: hands the generated site to MkDocs (``hooks:`` in mkdocs.yml).

Thin on purpose: load and check the dataset, ``build_site`` it, and give MkDocs its pages (as
virtual files; the hand-written pages of ``docs/`` take the decorated text, with their "Cite
this page" blocks) and its assets (downloads, card pictures); the footer gets the dataset
edition; once MkDocs has written the site, Pagefind indexes it for search
(``generator.site.search_index``). Each event works from the configuration alone, so the hook
keeps no state between events or builds (``mkdocs serve`` does not reload hook modules, and reads the data anew on
every build). The same ``Site`` builds with plain MkDocs and no hook from the tree that
``python -m generator pages`` writes: the same pages, without the search index (the search box
then says that search is not available).
"""
from __future__ import annotations

from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

from generator.cite.edition import current_edition
from generator.examples import ExamplesFailed
from generator.model import ValidationFailed, load_dataset
from generator.site.build import SiteError, build_site
from generator.site.search_index import SearchIndexError, write_index


def on_config(config):
    """Put the dataset edition where the footer template finds it."""
    config.extra["edition"] = current_edition(Path(config.config_file_path).parent).id
    return config


def on_files(files: Files, /, *, config) -> Files:
    """Runs after MkDocs has collected docs/: the site's pages and assets become its files."""
    root = Path(config.config_file_path).parent
    try:
        site = build_site(load_dataset(root), site_url=config.site_url)
    except (ValidationFailed, ExamplesFailed, SiteError) as exc:
        raise PluginError(str(exc)) from None
    for page in site.pages:
        existing = files.get_file_from_path(page.path)
        if not page.handwritten:
            files.append(File.generated(config, page.path, content=page.markdown))
        elif existing is not None:
            existing.content_string = page.markdown
    for path, data in site.assets.items():
        files.append(File.generated(config, path, content=data))
    return files


def on_post_build(config) -> None:
    """Runs after MkDocs has written every page: the search index over the built HTML."""
    try:
        write_index(Path(config.site_dir))
    except SearchIndexError as exc:
        raise PluginError(str(exc)) from None
