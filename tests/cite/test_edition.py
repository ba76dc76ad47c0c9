"""The edition id (from the data's history, never the clock) and CITATION.cff."""
from __future__ import annotations

import subprocess

import pytest
import yaml

from generator.cite import edition as editions
from generator.cite.edition import Edition, current_edition, site_url
from tests.conftest import REPO


def test_edition_from_text():
    assert Edition.from_text("2026-11-29") == Edition("2026.11.29", "2026-11-29")
    assert Edition.from_text("2026.11.29").date_parts == [2026, 11, 29]
    with pytest.raises(ValueError):
        Edition.from_text("yesterday")


def test_edition_is_the_day_of_the_newest_data_commit():
    day = subprocess.run(["git", "log", "-1", "--format=%cs", "--", "gamedata", "sources"], cwd=REPO,
                         capture_output=True, text=True).stdout.strip()
    if not day:
        pytest.skip("no commit touches gamedata/ or sources/ yet")
    assert current_edition(REPO) == Edition.from_text(day)


def test_outside_git_the_environment_decides_and_nothing_reads_the_clock(tmp_path, monkeypatch):
    monkeypatch.delenv(editions.ENV_VAR, raising=False)
    assert current_edition(tmp_path) == Edition("unreleased", None)
    monkeypatch.setenv(editions.ENV_VAR, "2025-01-31")
    assert current_edition(tmp_path) == Edition("2025.01.31", "2025-01-31")


def test_site_url_comes_from_mkdocs_yml(monkeypatch):
    # mkdocs.yml reads the address from STICHWORT_SITE_URL (and names none of its own).
    monkeypatch.setenv("STICHWORT_SITE_URL", "https://cards.test")
    assert site_url(REPO).startswith("https://") and site_url(REPO).endswith("/")


def test_citation_cff_is_valid_cff_1_2_0():
    cff = yaml.safe_load((REPO / "CITATION.cff").read_text(encoding="utf-8"))
    assert cff["cff-version"] == "1.2.0"
    for key in ("message", "title", "authors"):
        assert cff[key], key
    assert all("name" in a or "family-names" in a for a in cff["authors"])
    assert cff.get("type", "software") in ("software", "dataset")


def test_site_url_follows_an_env_tag(tmp_path, monkeypatch):
    (tmp_path / "mkdocs.yml").write_text("site_url: !ENV [MY_URL, 'https://a.example/']  # note\n", encoding="utf-8")
    monkeypatch.delenv("MY_URL", raising=False)
    assert site_url(tmp_path) == "https://a.example/"
    monkeypatch.setenv("MY_URL", "https://b.example/x")
    assert site_url(tmp_path) == "https://b.example/x/"
