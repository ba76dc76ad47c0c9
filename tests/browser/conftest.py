"""Browser tests: the built site served on 127.0.0.1 and driven by Debian's Chromium through Playwright.

Playwright never downloads a browser here: it launches the system ``chromium`` (``.ci/run``
installs it). Every test gets a ``visit`` helper that records every request and every console
error; a request to any host other than the local server is aborted and fails the test, as does
a console error or an uncaught exception on any page visited.

``STICHWORT_TEST_SITE=DIR`` runs the tests against an already built site instead of building
the real one (useful while editing the tests; the real build is what ``make test`` checks).
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from benchmarks.quality.server import serve
from tests.browser.browsing import CHROMIUM, CHROMIUM_ARGS, SCREENSHOTS, Visit


@pytest.fixture(scope="session")
def browser_site(request) -> Path:
    """The built site the browser tests run against."""
    override = os.environ.get("STICHWORT_TEST_SITE")
    if override:
        return Path(override).resolve()
    return request.getfixturevalue("built_site")


@pytest.fixture(scope="session")
def site_pages(real_site):
    """The ``Site`` the built site is made of: its pages by kind, as the generator made them."""
    return real_site[1]


@pytest.fixture(scope="session")
def site_url(browser_site):
    """Base URL of the site, served from a thread on 127.0.0.1 and a free port."""
    with serve(browser_site) as url:
        yield url


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium, headless, launched once per session (old screenshots are cleared)."""
    for old in SCREENSHOTS.glob("*.*") if SCREENSHOTS.is_dir() else []:
        old.unlink()
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} not found: install Debian's chromium (`apt-get install -y chromium`; .ci/run does it)")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def visit(browser, site_url):
    """A fresh browser context (light colour scheme, clipboard allowed) on the local site."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme="light",
                                  service_workers="block", locale="en-GB")
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    tab = Visit(context, site_url)
    try:
        yield tab
        tab.check()
    finally:
        context.close()
