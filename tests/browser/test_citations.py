"""The citations as a reader meets them in the browser: what they read on every source page, what
each copy button puts on the clipboard, and the address a pasted citation carries.

The tests build without a published address (tests/conftest.py), so every permalink is written
from the site's root; the script completes it from the address the page is read at. To see that
it takes the page's own address, not a host or root of its own, the site is also served one
folder down (``/site/…``).
"""
from __future__ import annotations

import json
import re

import bibtexparser
import pytest
import rispy

from benchmarks.quality.server import serve
from generator.site import kinds, links
from tests.browser.browsing import Visit, look_at
from tests.cite.readers.libraries import bibtexparser_reads

pytestmark = pytest.mark.browser

def _years(source) -> list[tuple[str, ...]]:
    """Each date of the source in the forms a style may print it: as we display it ("c. 1730"),
    and as its first year, which a style marks in its own way ("[1730?]", "1857/1865")."""
    from generator.model.dates import parse_edtf
    dates = [d for d in (source.issued, source.original_date) if d]
    if not source.issued and source.revision is not None and getattr(source.revision, "date", None):
        dates.append(source.revision.date)  # a wiki page is dated by the revision we read
    return [(parse_edtf(d).display(), str(parse_edtf(d).start_year)) for d in dates]


# ---------------------------------------------------------------- the reference line of every source page

def test_every_source_page_shows_its_years_in_every_style(visit, browser_site, dataset):
    """The reference line (our house style), Chicago and APA, as the browser lays them out: each
    holds the source's years, and none became a numbered list ("1880. Reuters Werke" read as "1."); the
    one numbered list meant as such is the route of the evidence of a source we have not read."""
    page = visit.page
    for source in dataset.sources.values():
        visit.goto(f"sources/{source.id}/", idle=False)  # the reference lines are in the page as built
        years = _years(source)
        lines = page.evaluate("""() => {
            const article = document.querySelector("article");
            const first = article.querySelector("h1").nextElementSibling;
            const style = label => [...article.querySelectorAll("details p")].find(p =>
                p.querySelector("strong") && p.querySelector("strong").textContent.startsWith(label));
            return {tag: first.tagName, reference: first.innerText,
                    lists: [...article.querySelectorAll("ol")].filter(ol => !ol.closest(".footnote") &&
                        !(ol.previousElementSibling || {textContent: ""}).textContent.startsWith("Route of the evidence")).length,
                    chicago: style("Chicago") ? style("Chicago").innerText : "",
                    apa: style("APA") ? style("APA").innerText : ""};
        }""")
        assert lines["tag"] == "P" and lines["lists"] == 0, (source.id, lines)
        for style in ("reference", "chicago", "apa"):
            text = lines[style]
            assert text, (source.id, style)
            if years:
                assert all(any(form in text for form in forms) for forms in years), (source.id, style, years, text)
            else:
                assert "n.d." in text or "cited in the text only" in text, (source.id, style, text)


# ---------------------------------------------------------------- the copy buttons

def _block_texts(page, scope: str) -> dict[str, str]:
    """``{label: text}`` of the BibTeX, RIS and CSL-JSON blocks inside ``scope``, as shown."""
    return page.evaluate("""scope => Object.fromEntries([...document.querySelectorAll(scope + " pre")].map(pre => {
        const head = (pre.closest(".highlight") || pre).previousElementSibling;
        return [head.querySelector("strong").textContent.trim(), pre.querySelector("code").textContent.replace(/\\n$/, "")];
    }))""", scope)


def _copy_each(visit, page, scope: str) -> dict[str, str]:
    """Click each copy button inside ``scope``; ``{label: what the clipboard then holds}``."""
    copied = {}
    buttons = page.locator(f"{scope} button.sw-copy")
    assert buttons.count() == 3, f"{scope}: {buttons.count()} copy buttons, expected one per format"
    for i in range(buttons.count()):
        button = buttons.nth(i)
        label = button.evaluate("b => b.parentElement.querySelector('strong').textContent.trim()")
        page.evaluate("navigator.clipboard.writeText('')")
        button.click()
        page.wait_for_function("() => navigator.clipboard.readText().then(t => t.length > 0)")
        copied[label] = page.evaluate("navigator.clipboard.readText()")
        assert button.inner_text() == "Copied", label
    visit.check()
    return copied


def _check_formats(copied: dict[str, str], shown: dict[str, str]) -> None:
    assert set(copied) == {"BibTeX", "RIS", "CSL-JSON"}
    for label, text in copied.items():
        assert text == shown[label], f"the {label} button copied another block"
    entry, = bibtexparser.parse_string(copied["BibTeX"]).entries
    record, = rispy.loads(copied["RIS"])
    item, = json.loads(copied["CSL-JSON"])
    # the three are the same rule, each in its own format
    assert entry.key == item["id"] and record["title"] == item["title"] == bibtexparser_reads(copied["BibTeX"])[0].title
    assert record["urls"] == [item["URL"]] == [entry.fields_dict["url"].value]


def test_each_copy_button_of_a_rule_copies_its_own_format(visit, browser_site):
    ruleset = "games/bester-bube/rulesets/bester-bube-1853/"
    page = visit.goto(ruleset)
    row = page.locator("button.rule-cite").first
    pop = row.get_attribute("popovertarget")
    row.click()
    look_at(page.locator(f"#{pop} pre").first)
    scope = f"#{pop}"
    download = (browser_site / "downloads/cite/bester-bube-1853.bib").read_text(encoding="utf-8")
    shown = _block_texts(page, scope)
    copied = _copy_each(visit, page, scope)
    _check_formats(copied, shown)
    # the rule's entry of the ruleset's download, its permalink completed from the page's address
    base = visit.url(ruleset)
    assert f"url = {{{base}#" in copied["BibTeX"] and copied["BibTeX"].replace(base, "/" + ruleset).strip() in download
    visit.screenshot("cite-a-rule")


def test_the_comparison_pages_citation_dialog_has_its_copy_buttons(visit, site_pages):
    page = visit.goto(links.built_dir(site_pages.page_of(kinds.COMPARE_GAME, "bester-bube").path))
    link = page.locator("a.rule-cite[data-cite]:visible").first
    link.click()
    pop = page.locator(".rule-cite-pop:popover-open")
    pop.wait_for()
    scope = ".rule-cite-pop:popover-open"
    shown = _block_texts(page, scope)
    copied = _copy_each(visit, page, scope)
    _check_formats(copied, shown)
    ruleset_page = link.evaluate("a => new URL(a.getAttribute('href'), location.href).href").split("#")[0]
    assert f"url = {{{ruleset_page}#" in copied["BibTeX"], copied["BibTeX"]


def test_the_page_citation_copies_each_format(visit):
    page = visit.goto("games/bester-bube/")
    page.locator("article details > summary", has_text="Cite this page").click()
    scope = 'details[data-sw-url]'
    copied = _copy_each(visit, page, scope)
    _check_formats(copied, _block_texts(page, scope))


# ---------------------------------------------------------------- the address of a pasted citation

def _cite_this_page(page) -> dict:
    return page.evaluate("""() => {
        const block = [...document.querySelectorAll("article details")].find(d => d.querySelector("summary").textContent === "Cite this page");
        return {text: block.textContent, links: [...block.querySelectorAll("a[href]")].map(a => a.getAttribute("href")),
                note: (block.querySelector(".cite-address") || {}).textContent || ""};
    }""")


@pytest.fixture(scope="module")
def one_folder_down(browser_site):
    """The same site served one folder down: the built site is the folder ``site`` of its parent."""
    with serve(browser_site.parent) as url:
        yield url + browser_site.name + "/"


@pytest.mark.parametrize("where", ["root", "folder"])
def test_a_pasted_citation_carries_the_address_the_page_was_read_at(visit, browser, one_folder_down, where):
    path = "games/bester-bube/rulesets/bester-bube-1810/"
    context = None
    if where == "root":
        tab = visit
    else:
        context = browser.new_context(service_workers="block")
        tab = Visit(context, one_folder_down)
    try:
        page, base = tab.goto(path), tab.url("")
        _check_completed(page, base, path)
        tab.check()
    finally:
        if context is not None:
            context.close()


def _check_completed(page, base: str, path: str) -> None:
    block = _cite_this_page(page)
    full = base + path
    assert "completed from the address" in block["note"]
    for line in (f"url = {{{full}}}", f"UR  - {full}", f'"URL": "{full}"', f"Permalink: {full}", f"{full}."):
        assert line in block["text"], (line, block["text"][:2000])
    assert full in block["links"] and not [a for a in block["links"] if a.startswith("/")]
    # every rule's pop-over too
    rules = page.evaluate("""() => [...document.querySelectorAll(".rule-cite-pop")].map(p => p.textContent)""")
    assert rules and all(full + "#" in r and " /games/" not in r for r in rules)


def test_without_the_script_the_block_says_what_to_put_in_front(browser, site_url):
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(site_url + "games/bester-bube/", wait_until="load")
        block = _cite_this_page(page)
        assert "put the address of the site in front of them" in block["note"]
        assert "url = {/games/bester-bube/}" in block["text"] and "http" not in block["text"].split("BibTeX")[1]
    finally:
        context.close()
