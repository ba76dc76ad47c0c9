"""The published address is one setting, STICHWORT_SITE_URL: with it, every permalink, canonical
link and citation_public_url starts with it; without it, the permalinks are root-relative and
no page names a host that is not ours (no canonical link, no absolute meta URL)."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from generator.cite.edition import SITE_URL_VAR, site_url
from tests.conftest import FIXTURES, PLAIN_ENV, REPO, VENV_BIN, site_config
from tests.htmltext import parse

ADDRESS = "https://cards.test/stichwort/"


def _pages(site: Path) -> list[Path]:
    return [p for p in site.rglob("*.html") if p.name != "404.html"]


def _canonical(page: Path) -> list[str]:
    return [a.get("href", "") for tag, a in parse(page).tags if tag == "link" and a.get("rel") == "canonical"]


def _public_url(page: Path) -> list[str]:
    return [a.get("content", "") for tag, a in parse(page).tags if tag == "meta" and a.get("name") == "citation_public_url"]


def _permalinks(page: Path) -> list[str]:
    return re.findall(r'<strong>Permalink:</strong> <a href="([^"]*)"', page.read_text(encoding="utf-8"))


def _rule_permalinks(page: Path) -> list[str]:
    """The permalinks of the rules of a ruleset page (in each rule's "cite" pop-over)."""
    return re.findall(r'<strong>Permalink of this rule:</strong> <a href="([^"]*)"', page.read_text(encoding="utf-8"))


def _address_of(site: Path, page: Path, base: str) -> str:
    rel = page.parent.relative_to(site).as_posix()
    return base if rel == "." else f"{base}{rel}/"


def _describes_a_source(site: Path, page: Path) -> bool:
    """A source page's meta tags describe the source (whose own address, if any, is a real one)."""
    return page.parent.parent == site / "sources"


@pytest.fixture(scope="module")
def addressed_site(tmp_path_factory) -> Path:
    """The small dataset built with the published address set."""
    root = tmp_path_factory.mktemp("addressed") / "data"
    shutil.copytree(FIXTURES / "minimal", root)
    config = site_config(root)
    site = root / "site"
    result = subprocess.run([str(VENV_BIN / "mkdocs"), "build", "--strict", "-f", str(config), "--site-dir", str(site)],
                            cwd=root, env={**PLAIN_ENV, SITE_URL_VAR: ADDRESS}, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    return site


def test_with_the_setting_every_address_starts_with_it(addressed_site):
    pages = _pages(addressed_site)
    assert len(pages) > 10
    for page in pages:
        expected = _address_of(addressed_site, page, ADDRESS)
        assert _canonical(page) == [expected], page
        assert _permalinks(page) == [expected], page
        assert all(url.startswith(expected + "#") for url in _rule_permalinks(page)), page
        if not _describes_a_source(addressed_site, page):
            assert _public_url(page) == [expected], page
    assert any(_rule_permalinks(page) for page in pages), "no ruleset page has its rules' permalinks"
    home = addressed_site / "index.html"
    assert _public_url(home) == [ADDRESS]


def test_without_the_setting_no_page_names_a_host(built_site):
    pages = _pages(built_site)
    for page in pages:
        assert _canonical(page) == [], page
        public = [] if _describes_a_source(built_site, page) else _public_url(page)
        assert len(public) == (0 if _describes_a_source(built_site, page) else 1), page
        for url in public + _permalinks(page) + _rule_permalinks(page):
            assert url.startswith("/") and not url.startswith("//"), (page, url)
        assert _permalinks(page) == [_address_of(built_site, page, "/")], page
    for path in built_site.rglob("*"):
        if path.is_file() and path.suffix in (".html", ".xml", ".json", ".bib", ".txt", ".csv", ".cff"):
            assert "example.org" not in path.read_text(encoding="utf-8", errors="replace"), path


def test_site_url_reads_the_setting(monkeypatch):
    monkeypatch.delenv(SITE_URL_VAR, raising=False)
    assert site_url(REPO) == "/"
    monkeypatch.setenv(SITE_URL_VAR, "https://cards.test/x")
    assert site_url(REPO) == "https://cards.test/x/"
    monkeypatch.setenv(SITE_URL_VAR, "")
    assert site_url(REPO) == "/"


def test_the_setting_is_the_only_address_in_the_configuration():
    config = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
    assert re.search(rf"^site_url: !ENV {SITE_URL_VAR}\b", config, re.M)
    cff = (REPO / "CITATION.cff").read_text(encoding="utf-8")
    assert "example.org" not in config + cff
    assert not re.search(r"^url:", cff, re.M)
    assert SITE_URL_VAR in (REPO / "README.md").read_text(encoding="utf-8")
