"""A ``--dirty`` build (``make serve`` runs ``mkdocs serve --dirty``) re-renders only the pages
whose content changed, and those show the same navigation as a clean build."""
from __future__ import annotations

import re
import subprocess
import time

import pytest

from tests.conftest import PLAIN_ENV, VENV_BIN, run_mkdocs, site_config

pytestmark = pytest.mark.build

RULESET_PAGE = "games/demo-game/rulesets/demo-1811/index.html"
SOURCE_PAGE = "sources/demo-1811/index.html"


def _dirty_build(config, site):
    return subprocess.run([str(VENV_BIN / "mkdocs"), "build", "--dirty", "-f", str(config), "--site-dir", str(site)],
                          capture_output=True, text=True, env=PLAIN_ENV, cwd=site.parent)


def _nav(html: str) -> str:
    """The sidebar's links and titles (the active page's mark aside)."""
    nav = html.split('<nav class="md-nav md-nav--primary"', 1)[1].split("</nav>\n", 1)[0]
    return re.sub(r"\s*md-nav__link--active|\s*md-nav__item--active", "", nav)


def test_a_dirty_build_renders_only_the_edited_page(minimal_root, tmp_path):
    config = site_config(minimal_root)
    site = tmp_path / "site"
    assert run_mkdocs(config, site).returncode == 0
    before = {p: (site / p).stat().st_mtime_ns for p in (RULESET_PAGE, SOURCE_PAGE)}
    clean_nav = _nav((site / RULESET_PAGE).read_text(encoding="utf-8"))
    ruleset = minimal_root / "gamedata/demo-game/rulesets/demo-1811.yaml"
    ruleset.write_text(ruleset.read_text(encoding="utf-8").replace("The rules of 1811.", "The rules of 1811, edited."),
                       encoding="utf-8")
    time.sleep(0.05)
    result = _dirty_build(config, site)
    assert result.returncode == 0, result.stderr
    page = (site / RULESET_PAGE).read_text(encoding="utf-8")
    assert "The rules of 1811, edited." in page
    assert (site / RULESET_PAGE).stat().st_mtime_ns != before[RULESET_PAGE]
    assert (site / SOURCE_PAGE).stat().st_mtime_ns == before[SOURCE_PAGE]  # not rendered again
    assert _nav(page) == clean_nav  # the pages it did not read keep their titles in the sidebar


def test_a_dirty_build_after_a_title_change_renders_every_page(minimal_root, tmp_path):
    config = site_config(minimal_root)
    site = tmp_path / "site"
    assert run_mkdocs(config, site).returncode == 0
    before = (site / SOURCE_PAGE).stat().st_mtime_ns
    ruleset = minimal_root / "gamedata/demo-game/rulesets/demo-1811.yaml"
    text = ruleset.read_text(encoding="utf-8")
    title = re.search(r"^title: (.+)$", text, re.M).group(1)
    ruleset.write_text(text.replace(f"title: {title}", "title: Renamed ruleset"), encoding="utf-8")
    result = _dirty_build(config, site)
    assert result.returncode == 0, result.stderr
    assert (site / SOURCE_PAGE).stat().st_mtime_ns != before  # every sidebar names the renamed page
    assert "Renamed ruleset" in (site / SOURCE_PAGE).read_text(encoding="utf-8")
