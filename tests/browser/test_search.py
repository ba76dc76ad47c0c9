"""Search as a reader uses it: the header box over the Pagefind index, at both sizes, by keyboard.

The fixed query list (search-queries.json) is typed into the box one query after another; each
query's page must come first, or within the few results its entry allows (with the reason
there), and every one within the first three. The rest: accents and German spellings folded
both ways, the kind of each page shown, no figure labels or map coordinates in a snippet,
nothing fetched for search before the box is used and only parts of the index after, the
keyboard, the phone, the dark scheme with axe-core, and a copy of the site without its index.
"""
from __future__ import annotations

import re

import pytest

from benchmarks.quality.searching import FIELD, RESULT_LINKS, load_queries, open_box, result_paths, type_query
from tests.browser.browsing import Visit
from tests.browser.test_accessibility import run_axe

pytestmark = pytest.mark.browser

QUERIES = load_queries()
COORDINATE = re.compile(r"\d\s?°\s?[NSEW]\b")
#: What follows a page's path in a result's address: the words to highlight, the section matched.
OPENED = r"\?highlight=[^#]+(#[\w.-]+)?$"


@pytest.fixture(scope="module")
def tab(browser, site_url):
    """One tab with the search box open, for the queries typed one after another."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme="light",
                                  service_workers="block", locale="en-GB")
    visit = Visit(context, site_url)
    visit.goto("")
    open_box(visit.page)
    yield visit
    visit.check()
    context.close()


def _search(visit, query: str) -> list[str]:
    type_query(visit.page, query)
    return result_paths(visit.page, visit.base)


def test_the_query_list_is_long_enough_and_says_why_for_each_threshold():
    assert len(QUERIES) >= 30
    for q in QUERIES:
        assert q.within in (1, 2, 3), q
        assert q.within == 1 or len(q.why) > 30, f"{q.query!r}: a threshold needs its reason"


@pytest.mark.parametrize("q", QUERIES, ids=[q.query for q in QUERIES])
def test_each_query_finds_its_page_first(tab, q):
    results = _search(tab, q.query)
    rank = next((i + 1 for i, path in enumerate(results) if path in q.first), None)
    assert rank is not None and rank <= 3, f"{q.query!r}: {q.first} not in the first three: {results[:5]}"
    assert rank <= q.within, f"{q.query!r}: {q.first} at {rank}, wanted within {q.within}: {results[:5]}"


@pytest.mark.parametrize("spellings", [
    ("Polächeln", "Polacheln", "Polaecheln"),
    ("Bête", "bete", "BETE"),
    ("Dähnert", "Daehnert", "Dahnert"),
    ("Fünfkart", "Fuenfkart", "Funfkart"),
    ("Meyers Großes", "Meyers Grosses"),
])
def test_accents_and_german_spellings_fold_both_ways(tab, spellings):
    answers = [_search(tab, spelling) for spelling in spellings]
    assert answers[0], f"{spellings[0]!r} finds nothing"
    for spelling, answer in zip(spellings[1:], answers[1:]):
        assert answer[:1] == answers[0][:1], f"{spelling!r} finds {answer[:3]}, {spellings[0]!r} finds {answers[0][:3]}"
        assert set(answer[:3]) <= set(answers[0][:6]), f"{spelling!r} finds {answer[:3]}, {spellings[0]!r} finds {answers[0][:6]}"


def _kinds(page) -> list[str]:
    return page.eval_on_selector_all(".md-search-result__item .sw-search-kind", "els => els.map(e => e.textContent)")


@pytest.mark.parametrize("query, kind", [
    ("Kontraspiel", "Game"), ("Hammer 1811", "Source"), ("Bester Bube 1853", "Ruleset"), ("Wenzel", "Glossary"),
])
def test_results_show_the_kind_of_page(tab, query, kind):
    _search(tab, query)
    kinds = _kinds(tab.page)
    assert kinds and kinds[0] == kind, (query, kinds[:5])
    assert len(kinds) == tab.page.locator(RESULT_LINKS).count(), "every result shows its kind"


def test_a_name_lists_its_game_before_the_comparisons_and_examples(tab):
    _search(tab, "Bester Bube")
    more = tab.page.locator("button.sw-search-more")
    for _ in range(8):  # the comparisons and examples come after the first results: show more
        if {"Differences", "Example"} & set(_kinds(tab.page)) or not more.count():
            break
        shown = tab.page.locator(RESULT_LINKS).count()
        more.click()
        tab.page.wait_for_function(f"document.querySelectorAll({RESULT_LINKS!r}).length > {shown}")
    kinds = _kinds(tab.page)
    assert kinds[0] == "Game"
    assert {"Differences", "Example"} & set(kinds), kinds
    assert max(i for i, k in enumerate(kinds) if k in ("Game", "Ruleset")) < min(
        i for i, k in enumerate(kinds) if k in ("Differences", "Example")), kinds
    tab.screenshot("search-bester-bube")


@pytest.mark.parametrize("query", ["Polächeln", "Fünfkart", "Holstein", "Salzburg", "Hildesheim", "Lanterloo", "1777"])
def test_no_snippet_shows_map_coordinates_or_figure_labels(tab, query):
    _search(tab, query)
    snippets = tab.page.eval_on_selector_all(".md-search-result__article p", "els => els.map(e => e.textContent)")
    assert snippets, query
    for snippet in snippets:
        assert not COORDINATE.search(snippet), (query, snippet)
        # labels set one after the other ("18001850"); a wiki page's revision id is a longer number of its own
        assert not re.search(r"(?<!\d)\d{4}\d{4}(?!\d)|°[NSEW]\d", snippet), (query, snippet)


def test_nonsense_finds_nothing(tab):
    assert _search(tab, "qqxqzzv") == []
    assert "No matching" in tab.page.locator(".md-search-result__meta").inner_text()


@pytest.mark.parametrize("query", ["who", "Who was it?", "wer ist das"])
def test_a_query_of_common_words_only_says_that_no_page_answers_it(tab, query):
    assert _search(tab, query) == []
    assert "common word" in tab.page.locator(".md-search-result__meta").inner_text()


def test_common_words_beside_a_name_do_not_decide_the_answer(tab):
    """'who' is on nearly every page: beside a word no page has, the query finds nothing, as
    that word alone would; beside a name, it finds the name's page."""
    assert _search(tab, "who qqxqzzv") == []
    assert _search(tab, "the Fiefkort")[:1] == _search(tab, "Fiefkort")[:1] != []


def test_a_result_opens_at_the_section_it_matched_with_the_words_highlighted(visit):
    page = visit.goto("")
    open_box(page)
    type_query(page, "Fiefkort")
    first = page.locator(RESULT_LINKS).first
    href = first.get_attribute("href")
    assert re.search(OPENED, href) and "#" in href, f"the first result opens at the top of its page: {href}"
    assert first.locator(".sw-search-section").count() == 1, "the result names the section it opens at"
    first.click()
    page.wait_for_url(re.compile(OPENED))
    page.wait_for_selector("mark.sw-highlight")
    marks = page.locator("article mark.sw-highlight")
    assert marks.count() >= 1 and "fiefkort" in marks.first.inner_text().lower()
    assert page.locator("svg mark").count() == 0, "a figure's labels are never wrapped"
    visible = page.evaluate("""() => [...document.querySelectorAll('article mark.sw-highlight')].some(m => {
        const r = m.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })""")
    assert visible, "no highlighted word is on screen on arrival"
    visit.screenshot("search-arrival")
    visit.settle()


def test_a_page_opened_without_search_loads_no_highlight(visit):
    visit.goto("games/bester-bube/")
    visit.settle()
    assert not [u for u in visit.requests if "pagefind-highlight" in u]


def test_nothing_is_fetched_for_search_before_the_box_is_used_and_only_parts_after(visit, browser_site):
    page = visit.goto("games/bolachen/")
    assert not [u for u in visit.requests if "/pagefind/" in u], "the index was fetched before anyone searched"
    open_box(page)
    type_query(page, "Polächeln", at_once=True)
    visit.settle()
    fetched = [u.split("/pagefind/", 1)[1].split("?")[0] for u in visit.requests if "/pagefind/" in u]
    chunks = sorted((browser_site / "pagefind/index").glob("*.pf_index"))
    pages = sorted((browser_site / "pagefind/fragment").glob("*.pf_fragment"))
    assert 0 < len([f for f in fetched if f.startswith("index/")]) < len(chunks) / 2, fetched
    assert 0 < len([f for f in fetched if f.startswith("fragment/")]) <= 30, "fragments of the results shown, not all"
    assert len(pages) > 100


def test_the_keyboard_opens_chooses_and_closes(visit):
    page = visit.goto("sources/")
    page.keyboard.press("/")
    assert page.evaluate("document.activeElement.matches('input.md-search__input')")
    assert page.evaluate("document.getElementById('__search').checked")
    type_query(page, "Kontraspiel")
    page.keyboard.press("ArrowDown")
    first = page.locator(RESULT_LINKS).first
    assert first.evaluate("e => e === document.activeElement"), "ArrowDown moves to the first result"
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowUp")
    assert first.evaluate("e => e === document.activeElement")
    page.keyboard.press("Escape")
    assert not page.evaluate("document.getElementById('__search').checked"), "Escape closes the box"
    page.keyboard.press("s")
    assert page.evaluate("document.activeElement.matches('input.md-search__input')")
    page.keyboard.press("Enter")  # the first result of the query still in the box
    page.wait_for_url(re.compile(r"/games/kontraspiel/" + OPENED))
    visit.settle()


def test_search_on_the_phone(browser, site_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                  color_scheme="light", service_workers="block", locale="en-GB")
    visit = Visit(context, site_url)
    try:
        page = visit.goto("games/bester-bube/")
        # the field is folded away behind the header's search button, which opens it
        assert page.locator("label.md-header__button[for=__search]").is_visible()
        open_box(page)
        assert page.evaluate("document.getElementById('__search').checked")
        type_query(page, "Polächeln")
        first = page.locator(RESULT_LINKS).first
        box = first.bounding_box()
        assert box and 0 <= box["x"] and box["x"] + box["width"] <= 390 and box["y"] < 844, box
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        visit.screenshot("search-phone")
        first.tap()
        page.wait_for_url(re.compile(r"/games/bolachen/" + OPENED))
        visit.settle()
    finally:
        context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_open_results_are_accessible_in_both_schemes(visit, scheme):
    visit.page.emulate_media(color_scheme=scheme)
    page = visit.goto("games/bester-bube/")
    open_box(page)
    type_query(page, "Bester Bube")
    visit.settle()
    visit.screenshot(f"search-{scheme}")
    violations = run_axe(page)
    assert not violations, "\n".join(f"{v['rule']} at {v['target']}: {v['why']}" for v in violations)


def test_a_copy_without_its_index_says_search_is_not_available(visit):
    visit.context.route("**/pagefind/**", lambda route: route.fulfill(status=404, body="not here"))
    page = visit.goto("")
    open_box(page)
    page.locator(FIELD).press_sequentially("Bolachen", delay=10)
    page.wait_for_function("document.querySelector('.md-search-result__meta').textContent.includes('not available')")
    assert page.locator(RESULT_LINKS).count() == 0
    # the browser reports the missing file; nothing else went wrong
    assert all("pagefind" in e or "404" in e or "Failed to fetch" in e for e in visit.errors), visit.errors
    visit.errors.clear()
