"""The MkDocs hook on its own: it adds one virtual file per generated page and turns problems into PluginError."""
import pytest
from mkdocs.config import load_config
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files

from generator.model import load_dataset
from generator.site.build import build_pages
from tests.conftest import site_config


def test_hook_adds_every_generated_page(minimal_root):
    config = load_config(str(site_config(minimal_root)))
    files = config.plugins.on_files(Files([]), config=config)  # runs the hook as MkDocs does
    expected = {p.path for p in build_pages(load_dataset(minimal_root))}
    assert {f.src_uri for f in files if f.src_uri.endswith(".md")} == expected  # the rest: downloads/
    assert all(f.generated_by is not None for f in files)


def test_hook_reports_problems_without_a_traceback(minimal_root):
    (minimal_root / "gamedata/regions.yaml").write_text("- {id: x, name: X, kind: city, lat: 1, lon: 999}\n", encoding="utf-8")
    config = load_config(str(site_config(minimal_root)))
    with pytest.raises(PluginError, match=r"gamedata/regions.yaml:1: \[0\].lon: must be at most 180"):
        config.plugins.on_files(Files([]), config=config)
