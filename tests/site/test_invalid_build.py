"""An invalid dataset produces no site: MkDocs stops with the list of problems."""
import pytest

from tests.conftest import run_mkdocs, site_config

pytestmark = pytest.mark.build


def test_invalid_dataset_builds_no_site(minimal_root):
    (minimal_root / "gamedata/demo-game/events.yaml").write_text("- id: e\n  date: '1811-13'\n", encoding="utf-8")
    site = minimal_root / "site"
    result = run_mkdocs(site_config(minimal_root), site)
    assert result.returncode != 0
    assert "gamedata/demo-game/events.yaml:2: [0].date: '1811-13': month 13 does not exist" in result.stderr
    assert not site.exists()
