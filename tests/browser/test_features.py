"""Features that other parts of the site add: comparison matrices, runnable examples, citations.

Each test finds its page in the built site and skips, saying what is missing, while that part
has not landed; it runs as soon as the page exists.
"""
from __future__ import annotations

import re
from urllib.parse import urljoin

import pytest

from generator.site import kinds
from tests.browser.browsing import preferred, urls_of

pytestmark = pytest.mark.browser

BIBTEX = re.compile(r"^\s*@(misc|book|inbook|incollection|article|online|manual)\{", re.I)


# ---------------------------------------------------------------- comparison matrix

def test_open_a_comparison_matrix_from_its_game(visit, site_pages):
    matrices = urls_of(site_pages, kinds.COMPARE_GAME)
    assert matrices, "no comparison matrix in the site"
    matrix = preferred(matrices)
    game = matrix.split("/")[1]
    page = visit.goto(f"games/{game}/")
    link = page.locator(f'article a[href$="compare/"]')
    if link.count():
        link.first.click()
        page.wait_for_url(re.compile(r"/compare/$"))
        visit.settle()
    else:
        visit.goto(matrix)
    assert visit.path() == matrix
    table = page.locator("article table").first
    headers = table.locator("thead th")
    assert headers.count() >= 3, "a matrix has a column per ruleset besides the parameter column"
    assert table.locator("tbody tr").count() >= 1
    # Every ruleset column links its ruleset; the first one shown leads there (the script shows the
    # rulesets chosen by default, which need not include the earliest).
    column_links = headers.locator('a[href*="rulesets/"]')
    assert column_links.count() == headers.count() - 1
    visit.screenshot(f"compare-{game}")
    first_shown = column_links.locator("visible=true").first
    target = urljoin(page.url, first_shown.get_attribute("href"))
    first_shown.click()
    page.wait_for_url(target)
    visit.settle()
    assert "/rulesets/" in visit.path()


# ---------------------------------------------------------------- runnable example

#: The accessible name of the control that advances an example by one step.
NEXT_STEP = re.compile(r"\bnext\b|\bnext step\b|weiter|^[›→▶⏵]$", re.I)


def test_step_through_an_example(visit, site_pages):
    examples = urls_of(site_pages, kinds.EXAMPLE)
    assert examples, "no runnable example page in the site"
    page = visit.goto(preferred(examples))
    article = page.locator("article")
    next_step = article.get_by_role("button", name=NEXT_STEP)
    assert next_step.count(), (f"{visit.path()}: no 'next step' button matched {NEXT_STEP.pattern!r}; "
                               "update NEXT_STEP in tests/browser/test_features.py to the stepper's markup")
    next_step = next_step.first
    status = article.locator("[aria-live]")
    texts = [article.inner_text()]
    for _ in range(2):
        next_step.click()
        visit.check()
        texts.append(article.inner_text())
        assert texts[-1] != texts[-2], "'next step' changed nothing on the page"
    if status.count():
        assert re.search(r"\d", status.first.inner_text()), "the stepper does not say which step is shown"
    visit.screenshot("example-step")
    previous = article.get_by_role("button", name=re.compile(r"previous|back|zurück", re.I))
    if previous.count():
        previous.first.click()
        assert article.inner_text() == texts[1], "'previous' did not go back to the step before"


# ---------------------------------------------------------------- citation

def test_copy_a_bibtex_citation(visit, site_pages):
    candidates = urls_of(site_pages, kinds.GAME)  # every page is citable; a game page is where a reader cites
    assert candidates, "no game page in the site"
    page = visit.goto(preferred(candidates))
    summary = page.locator("article details > summary").filter(has_text=re.compile("cite", re.I))
    if summary.count():
        summary.first.click()
    blocks = page.locator("article pre").filter(has_text=BIBTEX)
    assert blocks.count() >= 1, "the BibTeX block is not in the page as rendered"
    block = blocks.first
    block.scroll_into_view_if_needed()
    expected = block.locator("code").inner_text().strip()
    assert BIBTEX.match(expected) and expected.rstrip().endswith("}"), expected
    # The copy button beside the block's label (docs/javascripts/cite.js) copies exactly that block.
    button = page.locator("article details p", has_text="BibTeX").filter(has=page.locator("button.sw-copy")).first
    assert button.count() == 1, "the BibTeX block has no copy button"
    button.locator("button.sw-copy").click()
    visit.check()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.strip() == expected, "the clipboard does not hold the BibTeX entry"
    visit.screenshot("cite-this-page")
