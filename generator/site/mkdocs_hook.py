"""MkDocs hook: adds the generated pages to the build (``hooks:`` in mkdocs.yml).

Thin on purpose: load and check the dataset, build the pages, hand them to MkDocs as virtual
files. The data is read inside the event, never at import time, because ``mkdocs serve``
does not reload hook modules between builds.
"""
from __future__ import annotations

from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

from generator.model import ValidationFailed, load_dataset
from generator.site.build import build_pages


def on_files(files: Files, /, *, config) -> Files:
    """Runs after MkDocs has collected docs/: append one virtual file per generated page."""
    root = Path(config.config_file_path).parent
    try:
        dataset = load_dataset(root)
    except ValidationFailed as exc:
        raise PluginError(str(exc)) from None
    for page in build_pages(dataset):
        if files.get_file_from_path(page.path) is not None:
            raise PluginError(f"docs/{page.path} exists, but that page is generated from the data; remove the file")
        files.append(File.generated(config, page.path, content=page.markdown))
    return files
