"""Search as a reader uses it: type a query into the header box, read the results.

Works on the site's search (docs/javascripts/search.js) and on the theme's own search alike,
since both fill the theme's result list; ``python -m benchmarks search`` measures either, and
the browser tests type their queries with the same helpers.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[2]
#: The fixed list of queries, with the page each should find first (see its "about").
QUERIES = REPO / "tests" / "browser" / "search-queries.json"
RESULT_LINKS = ".md-search-result__item > a.md-search-result__link"
FIELD = "input.md-search__input"


@dataclass(frozen=True)
class Query:
    query: str
    #: The pages any of which is right first (site-relative paths, ending in "/").
    first: tuple[str, ...]
    #: How many results the right page may be within (1: it must be first).
    within: int = 1
    why: str = ""


def load_queries(path: Path = QUERIES) -> list[Query]:
    entries = json.loads(Path(path).read_text(encoding="utf-8"))["queries"]
    return [Query(e["query"], tuple([e["first"]] if isinstance(e["first"], str) else e["first"]),
                  int(e.get("within", 1)), e.get("why", "")) for e in entries]


def open_box(page) -> None:
    """Focus the search field: it sits in the header on a wide screen, behind a button on a phone."""
    button = page.locator("label.md-header__button[for=__search]")
    if button.is_visible():  # the theme shows the button only where the field is folded away
        button.click()
        page.wait_for_function("document.activeElement && document.activeElement.matches('input.md-search__input')")
    else:
        page.locator(FIELD).click()


def type_query(page, query: str, delay: int = 20, timeout: float = 10_000, at_once: bool = False) -> float:
    """Type ``query`` into the open box; wait for the result list or its "no matching" line.
    Returns the seconds from the last key to the first result shown (or to "no matching").
    ``at_once`` puts the whole query in as one input (a paste): what one query fetches, without
    the shorter queries a slow machine runs between keys (the box waits 80 ms after a key)."""
    field_ = page.locator(FIELD)
    field_.fill("")
    if at_once:
        field_.fill(query)
    else:
        field_.press_sequentially(query, delay=delay)
    start = time.perf_counter()
    # The site's list says which query it answers (data-query); the theme's list is empty
    # until its first answer.
    page.wait_for_function(
        """([links, wanted]) => { const list = document.querySelector('.md-search-result__list');
            const meta = document.querySelector('.md-search-result__meta');
            const answered = !list.hasAttribute('data-query') && !document.getElementById('sw-search') || list.getAttribute('data-query') === wanted;
            return answered && (document.querySelector(links) !== null || /No matching/.test(meta.textContent)); }""",
        arg=[RESULT_LINKS, query], timeout=timeout)
    seconds = time.perf_counter() - start
    if not page.locator("#sw-search").count():
        page.wait_for_timeout(300)  # the theme's list may still show a shorter query's answer: let it settle
    return seconds


def result_paths(page, base: str) -> list[str]:
    """The results shown, as site-relative paths without their anchors ("games/bolachen/")."""
    hrefs = page.eval_on_selector_all(RESULT_LINKS, "els => els.map(e => e.href)")
    root = urlsplit(base).path
    return [urlsplit(h).path[len(root):] if urlsplit(h).path.startswith(root) else urlsplit(h).path for h in hrefs]


@dataclass
class Measured:
    query: Query
    results: list[str]
    seconds: float
    #: Bytes of what the query made the browser fetch for search (as sent, and unpacked).
    sent_bytes: int = 0
    raw_bytes: int = 0
    files: list[str] = field(default_factory=list)

    @property
    def rank(self) -> int | None:
        """1-based position of the first right page in the results, None when absent."""
        return next((i + 1 for i, path in enumerate(self.results) if path in self.query.first), None)
