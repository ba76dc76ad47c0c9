"""The project's link checker sees the links of raw HTML, which MkDocs' strict build does not."""
from __future__ import annotations

import pytest

from tests.conftest import run_mkdocs, site_config
from tests.linkcheck import broken_links

pytestmark = pytest.mark.build

RAW = """# A page with raw HTML

<div class="table">
<table><tr><td><a href="../games/demo-game/#no-such-row">a row that is not there</a></td>
<td><a href="../games/no-such-game/">a game that is not there</a></td>
<td><a href="../games/demo-game/">a page that is there</a></td></tr></table>
<svg viewBox="0 0 10 10"><a xlink:href="../sources/no-such-source/"><text>x</text></a></svg>
</div>
"""


def test_broken_links_in_generated_html_are_caught(minimal_root, tmp_path):
    config = site_config(minimal_root)
    (minimal_root / "docs" / "rawcheck.md").write_text(RAW, encoding="utf-8")
    site = tmp_path / "site"
    result = run_mkdocs(config, site)
    assert result.returncode == 0, result.stderr  # MkDocs passes the raw HTML by, links unchecked
    broken = [b for b in broken_links(site) if b.startswith("rawcheck/")]
    assert broken == ["rawcheck/index.html: ../games/demo-game/#no-such-row (missing anchor)",
                      "rawcheck/index.html: ../games/no-such-game/ (missing file)",
                      "rawcheck/index.html: ../sources/no-such-source/ (missing file)"]
