"""``python -m generator pages --out DIR --config FILE`` writes a complete, self-contained tree:
built with plain MkDocs and no hook (FILE: the project's mkdocs.yml without ``hooks:``, its
navigation filled from the data), it gives the same site as ``make site`` — the same pages, page
for page the same HTML — but for the search index, which the hook writes once MkDocs is done."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.__main__ import main
from generator.cite.edition import current_edition
from tests.conftest import REPO, run_mkdocs

pytestmark = pytest.mark.build


def test_the_tree_builds_with_plain_mkdocs_into_the_same_site(built_site, tmp_path, capsys):
    tree, config = tmp_path / "tree", tmp_path / "mkdocs.yml"
    assert main(["pages", "--root", str(REPO), "--out", str(tree), "--config", str(config)]) == 0
    assert "other files" in capsys.readouterr().out
    text = config.read_text(encoding="utf-8")
    assert "hooks:" not in text and "mkdocs_hook" not in text and "watch:" not in text
    assert f"docs_dir: {tree}" in text and f"edition: {current_edition(REPO).id}" in text
    assert "games/bester-bube/index.md" in text  # the navigation lists the games of the data
    for needed in ("assets/cards/back.svg", "downloads/stichwort.json", "about/data.md", "stylesheets/stichwort.css"):
        assert (tree / needed).exists(), needed
    assert '<section class="cite-blocks"' in (tree / "about/data.md").read_text(encoding="utf-8")
    site = tmp_path / "site"
    result = run_mkdocs(config, site)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "WARNING" not in result.stderr, result.stderr
    pages = sorted(p.relative_to(built_site) for p in built_site.rglob("*.html"))
    assert pages == sorted(p.relative_to(site) for p in site.rglob("*.html"))
    different = [str(p) for p in pages if (site / p).read_bytes() != (built_site / p).read_bytes()]
    assert not different, different[:20]
    # The search index is the hook's work, after MkDocs: without the hook the site has the
    # same pages and files, and no search index (the search box says so), nor the player's
    # Pyodide (the play pages say that the player is not part of that build).
    files = sorted(p.relative_to(built_site) for p in built_site.rglob("*") if p.is_file() and p.suffix != ".html"
                   and p.relative_to(built_site).parts[0] != "pagefind"
                   and p.relative_to(built_site).parts[:2] != ("assets", "pyodide"))
    assert files == sorted(p.relative_to(site) for p in site.rglob("*") if p.is_file() and p.suffix != ".html")
    assert (built_site / "pagefind" / "pagefind.js").is_file() and not (site / "pagefind").exists()
    assert (built_site / "assets" / "pyodide" / "pyodide.mjs").is_file() and not (site / "assets" / "pyodide").exists()
