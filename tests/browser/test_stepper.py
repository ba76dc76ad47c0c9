"""The example pages in Chromium: every step readable without JavaScript; with it, the stepper
shows one step at a time; nothing is loaded from another host and no script fails."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from benchmarks.quality.server import serve
from tests.browser.browsing import Visit

pytestmark = pytest.mark.browser

PAGE = "games/bester-bube/examples/bb-1853-walkthrough/"


@pytest.fixture(scope="module")
def site(request):
    override = os.environ.get("STICHWORT_TEST_SITE")
    return Path(override).resolve() if override else request.getfixturevalue("built_site")


@pytest.fixture(scope="module")
def chromium(browser):
    """The session's Chromium (one Playwright instance per test process)."""
    return browser


def tab(chromium, url, javascript=True):
    context = chromium.new_context(viewport={"width": 1280, "height": 900}, java_script_enabled=javascript)
    return context, Visit(context, url)


def test_every_step_is_visible_without_javascript(chromium, site):
    with serve(site) as url:
        context, visit = tab(chromium, url, javascript=False)
        page = visit.goto(PAGE)
        steps = page.locator("ol.ex-steps > li")
        assert steps.count() > 30
        assert all(steps.nth(i).is_visible() for i in range(steps.count()))
        assert page.locator(".ex-stepper").count() == 0
        assert page.locator("img.card[alt]").count() > 100
        visit.check()
        context.close()


def test_the_stepper_shows_one_step_at_a_time(chromium, site):
    with serve(site) as url:
        context, visit = tab(chromium, url)
        page = visit.goto(PAGE)
        bar = page.locator(".ex-stepper")
        assert bar.count() == 1
        steps = page.locator("ol.ex-steps > li")
        assert steps.nth(5).is_visible()                       # all steps at first
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


def test_a_step_link_opens_that_step(chromium, site):
    with serve(site) as url:
        context, visit = tab(chromium, url)
        page = visit.goto(PAGE + "#step-12")
        assert page.locator("#step-12").is_visible()
        assert not page.locator("#step-11").is_visible()
        assert "Step 12 of" in page.locator(".ex-stepper").inner_text()
        visit.check()
        context.close()
