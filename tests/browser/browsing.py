"""Helpers of the browser tests: the Chromium set-up, a recording browser tab, finding built pages."""
from __future__ import annotations

import os
import re
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from benchmarks.quality.lighthouse import CHROME_FLAGS as CHROMIUM_ARGS
from generator.site import links
from tests.conftest import REPO

CHROMIUM = Path(os.environ.get("STICHWORT_CHROMIUM", "/usr/bin/chromium"))
SCREENSHOTS = REPO / "test-artifacts" / "screenshots"
AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
LOCAL_SCHEMES = {"data", "blob", "about", "chrome-error"}


DRAW_ALL = """() => { const style = document.createElement('style'); style.id = 'sw-draw-all';
  style.textContent = '* { content-visibility: visible !important; }'; document.head.append(style); }"""


class Visit:
    """One browser tab on the local site that records what every page it shows does."""

    def __init__(self, context, base: str):
        self.context, self.base = context, base
        self.host = urlsplit(base).netloc
        self.requests: list[str] = []
        self.foreign: list[str] = []
        self.errors: list[str] = []
        context.route("**/*", self._route)
        context.on("request", lambda request: self.requests.append(request.url))
        self.page = context.new_page()
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.errors.append(f"{self.page.url}: uncaught {error}"))

    def _route(self, route):
        url = route.request.url
        parts = urlsplit(url)
        if parts.scheme in LOCAL_SCHEMES or parts.netloc == self.host:
            route.continue_()
        else:
            self.foreign.append(url)
            route.abort("blockedbyclient")

    def _console(self, message):
        if message.type == "error":
            location = message.location.get("url") or self.page.url
            self.errors.append(f"{location}: console error: {message.text}")

    def url(self, path: str = "") -> str:
        return urljoin(self.base, path)

    def path(self) -> str:
        """Path of the current page relative to the site root ('' for the home page)."""
        return urlsplit(self.page.url).path.lstrip("/")

    def goto(self, path: str = "", idle: bool = True):
        """Open a page of the site and wait until it and its scripts have loaded and (``idle``)
        the network has gone quiet; a test that reads only what the page itself lays out, page
        after page, passes ``idle=False`` and saves the half second of quiet each page costs."""
        response = self.page.goto(self.url(path), wait_until="load")
        assert response is not None and response.ok, f"{path}: HTTP {response.status if response else 'no response'}"
        if idle:
            self.settle()
        else:
            self.check()
        return self.page

    def settle(self):
        """Wait for the network to go quiet (search index, worker), then check the page."""
        self.page.wait_for_load_state("networkidle")
        self.check()

    def check(self):
        """No request left the local server and nothing logged an error, so far."""
        assert not self.foreign, "requests to other hosts:\n" + "\n".join(self.foreign)
        assert not self.errors, "console errors:\n" + "\n".join(self.errors)
        # Belt and braces: the request log, which also sees what routing might miss.
        elsewhere = [u for u in self.requests if urlsplit(u).scheme not in LOCAL_SCHEMES and urlsplit(u).netloc != self.host]
        assert not elsewhere, "requests to other hosts:\n" + "\n".join(elsewhere)

    def screenshot(self, name: str) -> Path:
        """Save the whole page as test-artifacts/screenshots/<name>.jpg (JPEG: long pages stay small).
        On a phone the browser draws the blocks below the first screen only when they are scrolled
        near (``content-visibility`` in docs/stylesheets/stichwort.css); for the picture they are
        all drawn, as a reader scrolling down the page sees them."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        target = SCREENSHOTS / f"{re.sub(r'[^a-z0-9-]+', '-', name.lower()).strip('-')}.jpg"
        # evaluate, not add_style_tag, which waits for a load event that a page without scripts never sends
        self.page.evaluate(DRAW_ALL)
        try:
            self.page.screenshot(path=str(target), full_page=True, type="jpeg", quality=80)
        finally:
            self.page.evaluate("() => document.getElementById('sw-draw-all').remove()")
        return target


def look_at(locator) -> None:
    """Scroll ``locator`` into view and wait until the browser has drawn it, as a reader looking at
    it would: on a phone a block below the first screen is skipped (``content-visibility: auto``,
    docs/stylesheets/stichwort.css) until it comes near the screen, and its text is empty to
    ``innerText`` until then. A block that is itself such a block counts as visible while its
    content is still skipped, so its first child is waited for as well."""
    locator.scroll_into_view_if_needed()
    locator.page.wait_for_function("""el => el.checkVisibility({contentVisibilityAuto: true}) &&
        (!el.firstElementChild || el.firstElementChild.checkVisibility({contentVisibilityAuto: true}))""",
                                   arg=locator.element_handle())


# ---------------------------------------------------------------- finding pages in the built site

def urls_of(site, *kinds) -> list[str]:
    """URL paths (``games/bolachen/``) of the ``Site``'s pages of these kinds, sorted."""
    return sorted(links.built_dir(page.path) for kind in kinds for page in site.of_kind(kind))


def preferred(paths: list[str], prefer: str = "bester-bube") -> str | None:
    """The first path mentioning ``prefer`` (the game with the most data), else the first path."""
    return next((p for p in paths if prefer in p), paths[0] if paths else None)
