"""The "How to play" pages in Chromium at 1280×800 and 390×844: reached from the game page, read
in order without sideways scrolling, a footnote leads to its rule row, and the page links its
worked examples."""
from __future__ import annotations

import pytest

from generator.site import kinds
from tests.browser.browsing import urls_of

pytestmark = pytest.mark.browser

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
ORDER = ["The cards", "The deal", "Bidding or dropping out", "Bidding", "Playing or dropping out", "Making the trump",
         "The exchange", "The play", "Scoring",
         "Special hands", "Worked examples"]


@pytest.fixture
def sized(browser, site_url, request):
    from tests.browser.browsing import Visit
    width, height = SIZES[request.param]
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme="light",
                                  service_workers="block", is_mobile=width < 500, has_touch=width < 500)
    tab = Visit(context, site_url)
    try:
        yield request.param, tab
        tab.check()
    finally:
        context.close()


@pytest.mark.parametrize("sized", list(SIZES), indirect=True)
def test_learn_the_game_from_the_game_page(sized, site_pages):
    size, visit = sized
    assert urls_of(site_pages, kinds.HOWTO), "no How to play page in the site"
    page = visit.goto("games/bester-bube/")
    link = page.locator("article").get_by_role("link", name="How to play Bester Bube").first
    assert link.is_visible()
    box = link.bounding_box()
    assert box["y"] < 2 * SIZES[size][1], "the How to play link is not near the top of the game page"
    link.click()
    page.wait_for_load_state("load")
    assert visit.path() == "games/bester-bube/how-to-play/bester-bube-1853/"
    headings = [" ".join(h.split()).rstrip("¶").strip() for h in page.locator("article h2").all_inner_texts()]
    sections = [h for h in headings if h in ORDER]
    assert sections == sorted(sections, key=ORDER.index) and len(sections) >= 6, headings
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= SIZES[size][0], f"the page scrolls sideways ({width}px)"
    assert page.locator(".howto-basic").first.is_visible()
    assert page.locator(".howto-ours").first.is_visible()
    visit.screenshot(f"howto-{size}")


@pytest.mark.parametrize("sized", list(SIZES), indirect=True)
def test_a_footnote_leads_to_its_rule_row(sized):
    size, visit = sized
    page = visit.goto("games/bester-bube/how-to-play/bester-bube-1853/")
    ref = page.locator("article sup a.footnote-ref").first
    ref.click()
    note = page.locator("article .footnote li").first
    assert note.is_visible()
    row = note.locator("a[href*='/rulesets/']").first
    href = row.get_attribute("href")
    row.click()
    page.wait_for_load_state("load")
    anchor = href.split("#", 1)[1]
    assert visit.path() == "games/bester-bube/rulesets/bester-bube-1853/"
    assert page.evaluate(f"!!document.getElementById({anchor!r})"), f"no row #{anchor}"
    visit.check()


@pytest.mark.parametrize("sized", list(SIZES), indirect=True)
def test_the_page_links_its_worked_examples(sized):
    size, visit = sized
    page = visit.goto("games/kontraspiel/how-to-play/kontraspiel-1811-wenzel-variation/")
    examples = page.locator("article a[href*='/examples/']")
    assert examples.count() >= 2
    examples.first.click()
    page.wait_for_load_state("load")
    assert "/examples/" in visit.path()
    assert page.locator(".ex-stepper").count() == 1
    visit.check()
