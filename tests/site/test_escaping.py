"""Data strings with HTML or Markdown syntax render as the characters themselves on every page type."""
from __future__ import annotations

import re

import pytest
import yaml

from tests.conftest import run_mkdocs, site_config
from tests.htmltext import parse, visible_text

NASTY = "<b>Bold</b> & | *star* `tick` [link](x) _u_ #h ~~s~~ {: .c} ¦ 1."


def _edit(root, rel, change):
    path = root / rel
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")


@pytest.fixture(scope="module")
def nasty_site(tmp_path_factory):
    import shutil
    from tests.conftest import FIXTURES
    root = tmp_path_factory.mktemp("nasty") / "data"
    shutil.copytree(FIXTURES / "minimal", root)
    _edit(root, "gamedata/demo-game/names.yaml", lambda d: d[0].update(name=NASTY, meaning=NASTY))
    _edit(root, "gamedata/demo-game/events.yaml", lambda d: d[0].update(summary=NASTY))
    _edit(root, "gamedata/demo-game/game.yaml", lambda d: d.update(summary=NASTY))
    _edit(root, "gamedata/demo-game/relations.yaml", lambda d: d[0].update(claim=NASTY))
    _edit(root, "gamedata/demo-game/conflicts.yaml", lambda d: d[0].update(topic=NASTY))
    _edit(root, "gamedata/demo-game/rulesets/demo-1811.yaml", lambda d: (d.update(title=NASTY, summary=NASTY), d["rules"][0].update(note=NASTY)))
    _edit(root, "gamedata/glossary.yaml", lambda d: d[0].update(term=NASTY, meaning=NASTY))
    _edit(root, "gamedata/regions.yaml", lambda d: d[1].update(name=NASTY))
    _edit(root, "sources/demo-1811.yaml", lambda d: d.update(title=NASTY, note=NASTY))
    site = root / "site"
    result = run_mkdocs(site_config(root), site)
    assert result.returncode == 0, result.stderr
    return site


PAGES = ["index.html", "games/demo-game/index.html", "games/demo-game/rulesets/demo-1811/index.html",
         "sources/demo-1811/index.html", "sources/index.html", "names/index.html", "glossary/index.html",
         "timeline/index.html", "conflicts/index.html", "reference/parameters/index.html", "games/index.html"]


@pytest.mark.build
@pytest.mark.parametrize("page", PAGES)
def test_data_strings_render_as_text(nasty_site, page):
    path = nasty_site / page
    parsed = parse(path)
    assert not any(tag == "b" for tag, _ in parsed.tags), "a <b> from the data became markup"
    assert not any(tag == "a" and attrs.get("href") == "x" for tag, attrs in parsed.tags), "a Markdown link from the data became a link"
    text = visible_text(path)
    if page not in ("index.html", "reference/parameters/index.html", "games/index.html"):
        assert NASTY in text, f"{NASTY!r} not shown literally on {page}"


@pytest.mark.build
@pytest.mark.parametrize("page", PAGES)
def test_nasty_strings_do_not_break_table_rows(nasty_site, page):
    html = (nasty_site / page).read_text(encoding="utf-8")
    for table in re.findall(r"<table>(.*?)</table>", html, re.S):
        header = re.search(r"<thead>\s*<tr>(.*?)</tr>", table, re.S).group(1).count("<th")
        for row in re.findall(r"<tbody>.*?</tbody>", table, re.S)[0].split("<tr>")[1:]:
            assert row.count("<td") == header, row[:300]
