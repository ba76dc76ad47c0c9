"""The site as a reader uses it: home, the games through the navigation, search, dark mode.

Every page visited is checked for console errors and for requests to other hosts (see
``Visit`` in conftest.py); screenshots go to test-artifacts/screenshots/.
"""
from __future__ import annotations

import re

import pytest

from generator.bridge import playable
from generator.site import links
from tests.conftest import games_in_full, real_dataset
from tests.htmltext import parse

pytestmark = pytest.mark.browser

#: The games documented in full (from the data), as the navigation names them, with their page folders.
GAMES = {real_dataset().games[g].name: links.built_dir(links.game(g)) for g in games_in_full()}
#: The games the sidebar lists: those whose rulesets the engine plays (every game is on the games' index).
PLAYED = {name: path for name, path in GAMES.items() if any(
    playable(real_dataset(), rs.id) for rs in real_dataset().rulesets_of(path.split("/")[1]))}


def heading(page) -> str:
    """The page's h1 without the permalink sign."""
    return page.locator("article h1").first.inner_text().replace("¶", "").strip()


def test_home_page(visit):
    page = visit.goto("")
    assert page.title().startswith("Stichwort")
    assert heading(page) == "Stichwort"
    for name in GAMES:
        assert page.locator("article").get_by_role("link", name=name, exact=True).count() >= 1, f"home page does not link {name}"
    # Only the local server was asked for anything, and no search index: it is fetched, in
    # parts, once the search box is used (tests/browser/test_search.py).
    assert not any("/pagefind/" in url or url.endswith("search_index.json") for url in visit.requests)
    visit.screenshot("home")


def _primary_nav(page):
    return page.locator("nav.md-nav--primary")


@pytest.mark.parametrize("name", list(PLAYED))
def test_each_game_is_reached_through_the_navigation(visit, name):
    page = visit.goto("")
    # The "Games" section links the game page; other sections (Compare) may reuse the name.
    link = _primary_nav(page).locator(f'a.md-nav__link[href$="{PLAYED[name]}"]').filter(has_text=name)
    assert link.count() == 1, f"no single '{name}' link to {PLAYED[name]} in the navigation"
    link.click()
    page.wait_for_url(re.compile(re.escape(PLAYED[name]) + "$"))
    visit.settle()
    assert heading(page) == name
    # The game page shows its names and its rulesets, each ruleset page reachable.
    assert page.locator("article").get_by_text("Names and spellings").count() >= 1
    ruleset_links = page.locator(f'article a[href*="rulesets/"]')
    assert ruleset_links.count() >= 1, f"{name}: no link to a ruleset"
    visit.screenshot(f"game-{PLAYED[name].split('/')[1]}")


def _search(page, query: str):
    field = page.locator("input.md-search__input")
    field.click()  # the search field sits in the header at this width
    field.press_sequentially(query, delay=20)
    page.locator(".md-search-result__item").first.wait_for(state="visible", timeout=10_000)


@pytest.mark.parametrize("query, game", [("Fiefkort", "bester-bube"), ("Polächeln", "bolachen")])
def test_search_for_a_dialect_spelling_reaches_its_game(visit, query, game):
    page = visit.goto("")
    _search(page, query)
    meta = page.locator(".md-search-result__meta").inner_text()
    assert "No matching documents" not in meta
    visit.screenshot(f"search-{game}")
    result = page.locator(f'.md-search-result__item a.md-search-result__link[href*="games/{game}/"]').first
    assert result.count() == 1, f"no search result for {query!r} on the {game} pages: {meta}"
    result.click()
    page.wait_for_url(re.compile(f"/games/{re.escape(game)}/"))
    visit.settle()
    assert visit.path().startswith(f"games/{game}/")
    assert query in page.locator("article").inner_text(), f"{query!r} is not on the page the result led to"


def test_search_finds_nothing_for_nonsense(visit):
    page = visit.goto("")
    page.locator("input.md-search__input").click()
    page.locator("input.md-search__input").press_sequentially("qqxqzzv", delay=10)
    page.wait_for_function("document.querySelector('.md-search-result__meta').innerText.includes('No matching')")
    visit.check()


def _scheme(page) -> str:
    return page.locator("body").get_attribute("data-md-color-scheme")


def test_dark_mode_toggle_switches_the_scheme_and_remembers_it(visit):
    page = visit.goto("")
    assert _scheme(page) == "default"
    toggle = page.locator('form[data-sw-palette] label.md-header__button:visible')
    assert toggle.get_attribute("title") == "Switch to dark mode"
    toggle.click()
    page.wait_for_function("document.body.getAttribute('data-md-color-scheme') === 'slate'")
    visit.screenshot("home-dark")
    visit.goto(GAMES["Bester Bube"])
    assert _scheme(page) == "slate", "the dark scheme was not kept on the next page"
    visit.screenshot("game-bester-bube-dark")
    page.locator('form[data-sw-palette] label.md-header__button:visible').click()
    page.wait_for_function("document.body.getAttribute('data-md-color-scheme') === 'default'")
    visit.check()


def test_until_the_reader_chooses_the_site_follows_the_system_scheme(visit):
    """The header's switch (docs/javascripts/palette.js): with no palette chosen, a change of the
    system's scheme changes the site's, and nothing is stored until the reader toggles."""
    page = visit.page
    page.emulate_media(color_scheme="light")
    visit.goto("")
    assert _scheme(page) == "default"
    page.emulate_media(color_scheme="dark")
    page.wait_for_function("document.body.getAttribute('data-md-color-scheme') === 'slate'")
    assert page.locator('form[data-sw-palette] label.md-header__button:visible').get_attribute("title") == "Switch to light mode"
    stored = page.evaluate("Object.keys(localStorage).filter(k => k.endsWith('.__palette'))")
    assert stored == [], f"a palette was stored without the reader choosing one: {stored}"
    visit.check()


def test_a_rule_permalink_lands_on_the_rule(visit, browser_site):
    """``…/rulesets/<id>/#<param>`` opens the ruleset page scrolled to that rule."""
    pages = sorted((browser_site / GAMES["Bester Bube"] / "rulesets").glob("*/index.html"))
    assert pages, "Bester Bube has no ruleset pages"
    ids = parse(pages[-1]).ids
    rule = next(p for p in ("players", "pack", "hand-size", "follow-suit", *sorted(ids)) if p in ids)
    path = pages[-1].parent.relative_to(browser_site).as_posix() + "/"
    page = visit.goto(f"{path}#{rule}")
    top = page.locator(f"[id='{rule}']").first.evaluate("e => e.getBoundingClientRect().top")
    assert 0 <= top < page.viewport_size["height"], f"#{rule} is not in view after opening its permalink ({top}px)"
    visit.screenshot("ruleset")


def test_not_found_page_is_served_without_errors(visit):
    response = visit.page.goto(visit.url("404.html"), wait_until="load")
    assert response.ok
    visit.settle()
    assert "404" in visit.page.locator("article").inner_text()


def test_the_guard_blocks_and_reports_requests_to_other_hosts(visit):
    """The check every test relies on: a request to another host is stopped and reported."""
    page = visit.goto("")
    page.evaluate("""() => new Promise(done => {
        const img = new Image(); img.onerror = img.onload = done; img.src = 'https://example.invalid/pixel.png'; })""")
    assert visit.foreign == ["https://example.invalid/pixel.png"]
    with pytest.raises(AssertionError, match="requests to other hosts"):
        visit.check()
    assert "https://example.invalid/pixel.png" in visit.requests
    visit.foreign.clear()
    visit.requests.remove("https://example.invalid/pixel.png")
    visit.errors.clear()  # the blocked image also logs a console error
