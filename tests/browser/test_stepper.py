"""The example pages in Chromium: every step readable without JavaScript; with it, the stepper
shows one step at a time; nothing is loaded from another host and no script fails."""
from __future__ import annotations

import pytest

from tests.browser.browsing import Visit, look_at

pytestmark = pytest.mark.browser

PAGE = "games/bester-bube/examples/bb-1853-walkthrough/"


@pytest.fixture(scope="module")
def chromium(browser):
    """The session's Chromium (one Playwright instance per test process)."""
    return browser


#: The two sizes a reader uses: a desktop and a phone.
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


def tab(chromium, url, javascript=True, size=(1280, 900), scheme="light"):
    context = chromium.new_context(viewport={"width": size[0], "height": size[1]}, java_script_enabled=javascript,
                                   color_scheme=scheme, is_mobile=size[0] < 500, has_touch=size[0] < 500)
    return context, Visit(context, url)


def test_every_step_is_visible_without_javascript(chromium, site_url):
    url = site_url
    context, visit = tab(chromium, url, javascript=False)
    page = visit.goto(PAGE)
    steps = page.locator("ol.ex-steps > li")
    assert steps.count() > 30
    assert all(steps.nth(i).is_visible() for i in range(steps.count()))
    assert page.locator(".ex-stepper").count() == 0
    assert page.locator("img.card[alt]").count() > 100
    visit.check()
    context.close()


def test_the_stepper_shows_one_step_at_a_time(chromium, site_url):
    url = site_url
    context, visit = tab(chromium, url)
    page = visit.goto(PAGE)
    bar = page.locator(".ex-stepper")
    assert bar.count() == 1
    steps = page.locator("ol.ex-steps > li")
    # The stepper opens at the first step, so that the ending is not given away (it used to
    # open with every step shown). "Show all steps" shows them all.
    assert steps.nth(0).is_visible() and not steps.nth(1).is_visible()
    assert "Step 1 of" in bar.inner_text()
    bar.get_by_role("button", name="Show all steps").click()
    assert steps.nth(5).is_visible()                       # all steps, on request
    bar.get_by_role("button", name="Next →").click()
    assert steps.nth(0).is_visible() and not steps.nth(1).is_visible()
    assert "Step 1 of" in bar.inner_text()
    bar.get_by_role("button", name="Next →").click()
    assert steps.nth(1).is_visible() and not steps.nth(0).is_visible()
    bar.get_by_role("button", name="← Previous").click()
    assert steps.nth(0).is_visible()
    bar.get_by_role("button", name="Show all steps").click()
    assert all(steps.nth(i).is_visible() for i in range(steps.count()))
    visit.check()
    context.close()


def test_a_step_link_opens_that_step(chromium, site_url):
    url = site_url
    context, visit = tab(chromium, url)
    page = visit.goto(PAGE + "#step-12")
    assert page.locator("#step-12").is_visible()
    assert not page.locator("#step-11").is_visible()
    assert "Step 12 of" in page.locator(".ex-stepper").inner_text()
    visit.check()
    context.close()


# ---------------------------------------------------------------- the stepper at both sizes

def _step_count(page) -> int:
    return page.locator("ol.ex-steps > li").count()


def _current(page) -> int:
    """The index of the one step shown (fails if not exactly one is)."""
    shown = page.evaluate("[...document.querySelectorAll('ol.ex-steps > li')].map(li => !li.hidden)")
    assert shown.count(True) == 1, f"{shown.count(True)} steps shown"
    return shown.index(True)


def _outcome_visible(page) -> bool:
    outcome = page.locator(".ex-outcome")
    assert outcome.count() >= 1
    return outcome.first.is_visible() and page.get_by_role("heading", name="The result").first.is_visible()


@pytest.mark.parametrize("size", SIZES, ids=list(SIZES))
def test_the_last_step_is_the_first_to_show_the_outcome(chromium, site_url, size):
    url = site_url
    context, visit = tab(chromium, url, size=SIZES[size])
    page = visit.goto(PAGE)
    n = _step_count(page)
    next_button = page.locator(".ex-stepper").get_by_role("button", name="Next →")
    for k in range(n - 1):
        assert _current(page) == k
        assert not _outcome_visible(page), f"the outcome shows at step {k + 1} of {n}"
        assert not page.locator(".ex-outcome table").first.is_visible()
        next_button.click()
    assert _current(page) == n - 1
    assert _outcome_visible(page), "the last step does not show the outcome"
    assert page.locator(".ex-outcome table").first.is_visible()      # the result table
    visit.screenshot(f"stepper-last-step-{size}")
    visit.check()
    context.close()


@pytest.mark.parametrize("size", SIZES, ids=list(SIZES))
def test_the_arrow_keys_step_but_not_in_a_text_field(chromium, site_url, size):
    url = site_url
    context, visit = tab(chromium, url, size=SIZES[size])
    page = visit.goto(PAGE)
    assert _current(page) == 0
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert _current(page) == 2
    page.keyboard.press("ArrowLeft")
    assert _current(page) == 1
    # in the search field the keys move the cursor, not the example
    page.evaluate("""() => { const t = document.querySelector('[data-md-toggle=search]'); if (t) t.checked = true; }""")
    field = page.locator("input.md-search__input")
    field.focus()
    field.type("bube")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowRight")
    assert _current(page) == 1
    visit.check()
    context.close()


_CENTRES = """() => [...document.querySelectorAll('.ex-stepper button')].map(b => {
    const r = b.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    return {name: b.textContent, inView: y > 0 && y < innerHeight, ok: hit === b || b.contains(hit),
            hit: hit ? (hit.getAttribute('class') || hit.tagName) + ' in ' + ((hit.closest('[class]') || {}).className || '') : null};
})"""


@pytest.mark.parametrize("size", SIZES, ids=list(SIZES))
def test_nothing_covers_the_controls(chromium, site_url, size):
    """At the controls' centres the controls themselves are hit, wherever the reader has scrolled
    to — also after scrolling back up, when the theme shows its "Back to top" button."""
    url = site_url
    context, visit = tab(chromium, url, size=SIZES[size])
    page = visit.goto(PAGE)
    page.keyboard.press("ArrowRight")
    checked = 0
    for down in (0, 300, 700, 1200):
        page.locator(".ex-stepper").scroll_into_view_if_needed()
        page.evaluate(f"window.scrollBy(0, {down})")
        page.wait_for_timeout(150)
        page.evaluate("window.scrollBy(0, -120)")          # scrolling up shows "Back to top"
        page.wait_for_timeout(400)
        for button in page.evaluate(_CENTRES):
            if button["inView"]:
                checked += 1
                assert button["ok"], f"{size}, scrolled {down}px: {button['name']!r} is covered by {button['hit']}"
    assert checked >= 6, "the controls were hardly ever in view"
    assert page.locator(".md-top").count() == 1            # the theme's button is there to be avoided
    visit.screenshot(f"stepper-controls-{size}")
    visit.check()
    context.close()


def _first_step_with(page, selector: str) -> int:
    return page.evaluate(f"[...document.querySelectorAll('ol.ex-steps > li')].findIndex(li => li.querySelector({selector!r}))")


@pytest.mark.parametrize("size", SIZES, ids=list(SIZES))
def test_the_table_shows_the_trick_on_the_table_at_a_checkpoint(chromium, site_url, size):
    """At a checkpoint in the middle of a trick the cards already played are in view, with every
    hand and the pot."""
    url = site_url
    context, visit = tab(chromium, url, size=SIZES[size])
    page = visit.goto(PAGE)
    target = page.evaluate("""[...document.querySelectorAll('ol.ex-steps > li')].findIndex(li =>
        li.querySelector('.ex-checks') && li.querySelector('.ex-trick-now'))""")
    assert target > 0, "no checkpoint in the middle of a trick on this page"
    static = page.locator("ol.ex-steps > li").nth(target).locator(".ex-trick-now img.card").count()
    for _ in range(target):
        page.keyboard.press("ArrowRight")
    assert _current(page) == target
    board = page.locator(".ex-board")
    look_at(board)
    assert board.is_visible()
    assert board.locator(".ex-board-trick img.card").count() == static > 0
    seats = board.locator(".ex-board-seat")
    assert seats.count() == 4 and board.locator(".ex-board-seat img.card").count() >= 4
    assert "Pot:" in board.inner_text()
    visit.screenshot(f"stepper-checkpoint-{size}")
    visit.check()
    context.close()


@pytest.mark.parametrize("size", SIZES, ids=list(SIZES))
def test_a_refusal_reads_in_plain_words_with_its_citation(chromium, site_url, size):
    url = site_url
    context, visit = tab(chromium, url, size=SIZES[size])
    page = visit.goto("games/bolachen/examples/bo-2015-walkthrough/")
    target = _first_step_with(page, ".ex-refused")
    assert target >= 0
    for _ in range(target):
        page.keyboard.press("ArrowRight")
    step = page.locator("ol.ex-steps > li").nth(target)
    look_at(step)
    text = " ".join(step.locator(".ex-head").inner_text().split())
    assert "may not bid Acorn Brand: a bid must be higher than the best bid so far" in text, text
    cite = step.locator("a.ex-cite")
    assert cite.is_visible() and cite.inner_text().strip()
    assert cite.get_attribute("href").endswith("/rulesets/bolachen-2015/#auction")
    assert "acorn-brand" not in text and "player " not in text.lower()   # no raw engine wording
    detail = step.locator("details.ex-engine")
    assert detail.count() == 1 and not detail.locator("code").is_visible()
    detail.locator("summary").click()
    assert "Illegal: bid acorn-brand" in detail.locator("code").inner_text()
    visit.check()
    context.close()
