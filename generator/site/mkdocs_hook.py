"""MkDocs hook: hands the generated site to MkDocs (``hooks:`` in mkdocs.yml).

Thin on purpose: load and check the dataset, ``build_site`` it, and give MkDocs its pages (as
virtual files; the hand-written pages of ``docs/`` take the decorated text, with their "Cite
this page" blocks) and its assets (downloads, card pictures); the footer gets the dataset
edition; once MkDocs has written the site, Pagefind indexes it for search
(``generator.site.search_index``), and Pyodide's files are copied in for the player
(``generator.site.play_assets``). Each file the hook gives carries the hash of its content
(``generator.site.unchanged``), so that a ``--dirty`` build (``make serve`` runs
``mkdocs serve --dirty``) re-renders only the pages whose content changed; the record of what
was built lives in the cache folder, and the only state the hook keeps is the files of the build
under way, from ``on_nav`` to ``on_post_build`` (the preview's last example runs are kept by
``generator.examples.reuse``) (``mkdocs serve`` does not reload hook modules,
and reads the data anew on every build). The generator's context is dropped once the pages are
handed over: MkDocs keeps only the page texts. The same ``Site`` builds with plain MkDocs and no hook from the tree that
``python -m generator pages`` writes: the same pages, without the search index (the search box
then says that search is not available).
"""
from __future__ import annotations

import logging
import threading
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files

from generator.cache import cache_dir
from generator.cite.edition import current_edition
from generator.examples import ExamplesFailed
from generator.model import ValidationFailed, load_dataset
from generator.site.build import SiteError, build_site
from generator.site import nav as navigation, unchanged
from generator.site.play_assets import PyodideMissing, vendor_pyodide
from generator.site.search_index import SearchIndexError, write_index

#: Site folder -> (record path, whole-site key, files) of the build under way, for ``on_post_build``.
_BUILDING: dict[str, tuple] = {}
#: Set by ``on_startup`` for ``mkdocs serve --dirty``: the search index is then written in the
#: background, after the page is served (one indexing at a time, the latest build's last), and
#: the example runs of the previous build are reused while nothing they read has changed.
_PREVIEW = {"on": False}
_INDEXING = threading.Lock()


def on_startup(*, command, dirty) -> None:
    """Runs once per MkDocs process: note a dirty preview (``make serve``)."""
    _PREVIEW["on"] = command == "serve" and dirty


def on_config(config):
    """Put the dataset edition where the footer template finds it."""
    config.extra["edition"] = current_edition(Path(config.config_file_path).parent).id
    return config


def on_files(files: Files, /, *, config) -> Files:
    """Runs after MkDocs has collected docs/: the site's pages and assets become its files, and
    the data's pages are listed in the navigation."""
    root = Path(config.config_file_path).parent
    try:
        site = build_site(load_dataset(root), site_url=config.site_url, reuse_examples=_PREVIEW["on"])
    except (ValidationFailed, ExamplesFailed, SiteError) as exc:
        raise PluginError(str(exc)) from None
    config.nav = navigation.filled(config.nav, site)  # MkDocs reads the navigation after this event
    for page in site.pages:
        existing = files.get_file_from_path(page.path)
        if existing is not None and page.handwritten:
            files.remove(existing)  # its text is the decorated one, given like a generated page's
        if existing is not None or not page.handwritten:
            files.append(unchanged.known(config, page.path, page.markdown, page.title))
    for path, data in site.assets.items():
        files.append(unchanged.known(config, path, data))
    return files


def on_page_content(html: str, /, *, page, config, files: Files) -> str:
    """Runs once a page is converted: MkDocs needs its Markdown no longer, and keeps every page
    until all are written (at 10x the data, the largest part of the build's memory). The title
    MkDocs reads from the Markdown is kept; the Markdown, in the page and in its file, is dropped."""
    page.title = page.title
    page.markdown = None
    if isinstance(page.file, unchanged.KnownFile):
        page.file.release()
    return html


def on_nav(nav, /, *, config, files: Files):
    """Runs once the navigation is known: mark what a ``--dirty`` build may leave as it is."""
    cache = cache_dir(Path(config.config_file_path).parent)
    if cache is not None:
        record = unchanged.record_path(cache, config.site_dir)
        key = unchanged.whole_site_key(config, files, nav)
        unchanged.mark_unchanged(files, unchanged.load_record(record), key)
        unchanged.titles_for_nav(nav)
        _BUILDING[str(config.site_dir)] = (record, key, files)
    return nav


def _index_in_background(site_dir: Path) -> None:
    """The preview's search index, written while the reloaded page is already served."""
    with _INDEXING:
        try:
            write_index(site_dir)
        except SearchIndexError as exc:
            logging.getLogger("mkdocs").error(f"search index: {exc}")


def on_post_build(config) -> None:
    """Runs after MkDocs has written every page: Pyodide's files for the player
    (``generator.site.play_assets``), the search index over the built HTML, and the record of what
    this build wrote. In a dirty preview the index is written in the background, so that the reload
    does not wait for it (search shows the edit a moment later)."""
    try:
        vendor_pyodide(Path(config.config_file_path).parent, Path(config.site_dir))
        if not _PREVIEW["on"]:
            write_index(Path(config.site_dir))
    except (SearchIndexError, PyodideMissing) as exc:
        raise PluginError(str(exc)) from None
    if _PREVIEW["on"]:
        threading.Thread(target=_index_in_background, args=(Path(config.site_dir),), daemon=True).start()
    building = _BUILDING.pop(str(config.site_dir), None)
    if building is not None:
        record, key, files = building
        unchanged.save_record(record, key, files)
