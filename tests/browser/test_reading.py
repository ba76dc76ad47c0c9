"""Reading the tables and figures at 1280×800 and 390×844: the comparison, citation marks, rule
rows, tables that fit, figures on the phone, map labels that do not collide.

Each test opens its pages in Debian's Chromium at both sizes (and, where the first column must
stay put while the table scrolls, at 1024 px too, where the comparison is wider than the screen),
checks what a reader sees, and keeps a screenshot.
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from urllib.parse import parse_qs, urlsplit

import pytest

from generator.site import kinds, links
from tests.browser.browsing import Visit, preferred, urls_of

pytestmark = pytest.mark.browser

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
COMPARE = "games/bester-bube/compare/"
GAME = "games/bester-bube/"
RULESET = "games/bester-bube/rulesets/bester-bube-1853/"


@contextmanager
def opened(browser, site_url, size: str | tuple, javascript: bool = True):
    """A tab of the given size on the local site (light scheme); checked for errors on the way out."""
    width, height = SIZES[size] if isinstance(size, str) else size
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme="light",
                                  service_workers="block", java_script_enabled=javascript)
    try:
        tab = Visit(context, site_url)
        yield tab
        tab.check()
    finally:
        context.close()


def rulesets_of(page) -> list[str]:
    return page.eval_on_selector_all('form.cmp-controls input[name="rulesets"]', "els => els.map(e => e.value)")


def shown_columns(page, table="#cmp-bester-bube") -> list[str]:
    """Rulesets whose header cell is shown (desktop) or whose cells of the first rule are (phone)."""
    return page.evaluate("""(table) => Array.from(document.querySelector(table + ' tbody tr:not(.cmp-phase)')
        .querySelectorAll('td[data-ruleset]')).filter(td => td.offsetParent !== null).map(td => td.dataset.ruleset)""", table)


def across(page, selector: str) -> list[bool]:
    """For each shown element: does it lie within the screen's width?"""
    return page.evaluate("""(selector) => [...document.querySelectorAll(selector)].filter(e => e.offsetParent !== null)
        .map(e => { const r = e.getBoundingClientRect(); return r.left >= -1 && r.right <= innerWidth + 1; })""", selector)


def in_view(page, selector: str) -> list[bool]:
    """For each element: is its box inside the viewport horizontally, and is it what a reader sees there?"""
    return page.evaluate("""(selector) => [...document.querySelectorAll(selector)].filter(e => e.offsetParent !== null)
        .map(e => { const r = e.getBoundingClientRect(), y = (r.top + r.bottom) / 2;
                    const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
                    if (y < header + 2 || y > innerHeight - 2) return null;
                    const x = Math.min(Math.max(r.left + 4, 0), innerWidth - 1);
                    const hit = document.elementFromPoint(x, y);
                    return r.left >= -1 && r.right <= innerWidth + 1 && !!hit && (hit === e || e.contains(hit)); })
        .filter(v => v !== null)""", selector)


# ---------------------------------------------------------------- the comparison

@pytest.mark.parametrize("size", SIZES)
def test_a_shared_choice_of_columns_opens_as_shared(browser, site_url, size):
    with opened(browser, site_url, size) as tab:
        page = tab.goto(COMPARE)
        ids = rulesets_of(page)
        assert len(ids) >= 4, ids
        default = page.get_attribute("form.cmp-controls", "data-default").split()
        assert sorted(shown_columns(page)) == sorted(default), "without a choice in the address the default columns show"
        pick = [ids[0], ids[-1]]
        page = tab.goto(f"{COMPARE}?rulesets={','.join(pick)}&differences=only")
        assert shown_columns(page) == pick
        checked = page.eval_on_selector_all('input[name="rulesets"]:checked', "els => els.map(e => e.value)")
        assert checked == pick and page.is_checked('input[name="differences"]')
        rows = page.evaluate("""() => [...document.querySelectorAll('#cmp-bester-bube tbody tr:not(.cmp-phase)')]
            .map(tr => [tr.hidden, [...tr.querySelectorAll('td[data-ruleset]')].filter(td => !td.hidden).map(td => td.dataset.v)])""")
        shown = [values for hidden, values in rows if not hidden]
        assert shown and all(len(set(v)) == 2 for v in shown), "'differences only' shows exactly the rows that differ"
        assert any(hidden for hidden, _ in rows)
        tab.screenshot(f"compare-shared-choice-{size}")
        # Changing the choice changes the address, so that it can be shared again.
        page.locator(f'input[name="rulesets"][value="{ids[1]}"]').check()
        page.locator('input[name="differences"]').uncheck()
        query = parse_qs(urlsplit(page.url).query)
        assert query["rulesets"][0].split(",") == [ids[0], ids[1], ids[-1]] and "differences" not in query
        assert page.get_attribute("a.cmp-share", "href") == page.url


@pytest.mark.parametrize("size", [*SIZES, (1024, 768)], ids=["desktop", "phone", "1024"])
def test_the_chosen_columns_and_the_rule_names_stay_visible_after_a_horizontal_scroll(browser, site_url, size):
    with opened(browser, site_url, size) as tab:
        page = tab.goto(COMPARE)
        ids = rulesets_of(page)
        page = tab.goto(f"{COMPARE}?rulesets={','.join(ids)}")  # every ruleset: the widest table
        region = page.locator(".cmp-scroll").first
        region.scroll_into_view_if_needed()
        page.mouse.wheel(0, 300)
        wide = page.evaluate("() => { const r = document.querySelector('.cmp-scroll'); return r.scrollWidth > r.clientWidth + 1; }")
        if size == (1024, 768):
            assert wide, "at 1024 px the seven rulesets should need a sideways scroll (else this check proves nothing)"
        page.evaluate("() => { const r = document.querySelector('.cmp-scroll'); r.scrollLeft = r.scrollWidth; window.scrollBy(2000, 0); }")
        page.wait_for_timeout(100)
        labels = in_view(page, "#cmp-bester-bube tbody th[scope=row]")
        assert labels and all(labels), "a rule name is off screen or covered after scrolling sideways"
        texts = page.eval_on_selector_all("#cmp-bester-bube tbody th[scope=row]", "els => els.map(e => e.innerText.trim())")
        assert all(texts), "a rule name has lost its label"
        assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth + 1"), "the page itself scrolls sideways"
        if size == "phone":  # stacked: every ruleset of a rule is on screen, one under the other
            assert shown_columns(page) == ids
            cells = across(page, "#cmp-bester-bube td.cmp-cell")
            assert cells and all(cells)
        elif not wide:  # everything fits: every column is on screen
            heads = across(page, "#cmp-bester-bube thead th[data-ruleset]")
            assert len(heads) == len(ids) and all(heads)
        tab.screenshot(f"compare-scrolled-{size if isinstance(size, str) else size[0]}")


@pytest.mark.parametrize("size", SIZES)
def test_the_comparison_reads_without_javascript(browser, site_url, size):
    with opened(browser, site_url, size, javascript=False) as tab:
        page = tab.goto(COMPARE)
        assert not page.is_visible("form.cmp-controls"), "the choice needs the script: hidden without it"
        cells = page.locator("#cmp-bester-bube td.cmp-cell")
        every = page.evaluate("() => new Set([...document.querySelectorAll('#cmp-bester-bube td[data-ruleset]')].map(td => td.dataset.ruleset)).size")
        assert every >= 4 and sorted(set(shown_columns(page))) == sorted(set(
            page.eval_on_selector_all("#cmp-bester-bube thead th[data-ruleset]", "els => els.map(e => e.dataset.ruleset)")))
        assert cells.first.inner_text().strip()
        if size == "phone":
            assert page.evaluate("() => getComputedStyle(document.querySelector('#cmp-bester-bube td.cmp-cell'), '::before').content").strip('"')
        tab.screenshot(f"compare-no-javascript-{size}")


def test_a_cell_cites_its_rule_in_a_pop_over(browser, site_url):
    with opened(browser, site_url, "desktop") as tab:
        page = tab.goto(COMPARE)
        link = page.locator("#cmp-bester-bube td.cmp-cell:not([hidden]) a.rule-cite").first
        link.scroll_into_view_if_needed()
        link.focus()
        page.keyboard.press("Enter")
        pop = page.locator(".rule-cite-pop:popover-open")
        pop.wait_for(state="visible")
        text = pop.inner_text()
        for label in ("Chicago", "APA", "BibTeX", "RIS", "CSL-JSON"):
            assert label in text
        assert link.get_attribute("aria-expanded") == "true"
        tab.screenshot("compare-cite-pop-over")
        page.keyboard.press("Escape")
        assert page.locator(".rule-cite-pop:popover-open").count() == 0
        assert link.get_attribute("aria-expanded") == "false"


# ---------------------------------------------------------------- rule rows

@pytest.mark.parametrize("size", SIZES)
def test_a_targeted_rule_row_is_highlighted(browser, site_url, size):
    with opened(browser, site_url, size) as tab:
        page = tab.goto(f"{RULESET}#pack")
        row = "tr:has(> td > a[id='pack']) > td"
        other = "tr:has(> td > a[id='players']) > td"
        look = "s => { const e = document.querySelector(s); const c = getComputedStyle(e); return [c.backgroundColor, c.boxShadow]; }"
        assert page.evaluate(look, row) != page.evaluate(look, other), "the targeted row looks like any other"
        top = page.locator("[id='pack']").evaluate("e => e.closest('tr').getBoundingClientRect().top")
        assert 0 <= top < page.viewport_size["height"]
        tab.screenshot(f"ruleset-targeted-row-{size}")
        page = tab.goto(f"{COMPARE}#bester-bube-1853--pack")
        cell = "#bester-bube-1853--pack"
        style = page.evaluate("s => { const c = getComputedStyle(document.querySelector(s)); return [c.backgroundImage, c.outlineStyle]; }", cell)
        assert style[1] != "none" and "gradient" in style[0], style


@pytest.mark.parametrize("size", SIZES)
def test_the_cite_button_opens_the_rule_in_five_formats_with_the_keyboard(browser, site_url, size):
    with opened(browser, site_url, size) as tab:
        page = tab.goto(RULESET)
        button = page.locator("button.rule-cite").first
        button.focus()
        page.keyboard.press("Enter")
        pop = page.locator(".rule-cite-pop:popover-open")
        pop.wait_for(state="visible")
        box = pop.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"] + 1
        for label in ("Chicago", "APA", "BibTeX", "RIS", "CSL-JSON"):
            assert label in pop.inner_text()
        tab.screenshot(f"ruleset-cite-{size}")
        page.keyboard.press("Escape")
        assert page.locator(".rule-cite-pop:popover-open").count() == 0


# ---------------------------------------------------------------- citation marks

@pytest.mark.parametrize("size", SIZES)
def test_a_citation_mark_opens_its_full_chain_with_the_keyboard(browser, site_url, size):
    with opened(browser, site_url, size) as tab:
        page = tab.goto(GAME)
        details = page.locator("#names-and-spellings ~ .sw-stack details.cm-more").first
        summary = details.locator("> summary")
        closed = details.bounding_box()["height"]
        assert not details.evaluate("d => d.open")
        summary.focus()
        page.keyboard.press("Enter")
        assert details.evaluate("d => d.open")
        chain = details.evaluate("d => d.innerText.replace(d.querySelector('summary').innerText, '').trim()")
        assert chain and details.bounding_box()["height"] > closed + 10, "the full chain does not show"
        tab.screenshot(f"game-citation-open-{size}")
        page.keyboard.press("Space")
        assert not details.evaluate("d => d.open")
        marks = page.locator("#names-and-spellings ~ .sw-stack a.cm[href*='sources/']")
        assert marks.count() >= 10


# ---------------------------------------------------------------- tables fit

def _pages(site):
    """One page of each kind of the site, every hand-written page, and MkDocs' page for an address not found."""
    paths = [preferred(urls_of(site, kind)) for kind in site.kinds() if kind is not kinds.ABOUT]
    return paths + urls_of(site, kinds.ABOUT) + ["404.html"]


@pytest.mark.parametrize("size", SIZES)
def test_no_table_is_wider_than_the_screen_unless_it_scrolls_with_its_rule_column(browser, site_url, site_pages, size):
    problems = []
    with opened(browser, site_url, size) as tab:
        for path in dict.fromkeys(_pages(site_pages)):
            page = tab.goto(path)
            found = page.evaluate("""() => [...document.querySelectorAll('article table')].filter(t => t.offsetParent !== null).map(t => {
                let box = t.parentElement;
                while (box && box.tagName !== 'ARTICLE' && !['auto', 'scroll', 'hidden'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
                const scroller = box && box.tagName !== 'ARTICLE' ? box : null;
                const r = t.getBoundingClientRect();
                const wider = scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : r.right > innerWidth + 1;
                const first = t.querySelector('tbody tr > :first-child');
                let stays = false;
                if (scroller && first && wider) {  // scrolled to the far right, the first column is still there
                    scroller.scrollLeft = scroller.scrollWidth;
                    stays = first.getBoundingClientRect().left >= scroller.getBoundingClientRect().left - 1;
                    scroller.scrollLeft = 0;
                }
                return {id: t.id || t.className || (t.querySelector('th') || {}).innerText, wider,
                        right: scroller ? scroller.getBoundingClientRect().right : r.right, stays};
            })""")
            for table in found:
                if table["right"] > page.viewport_size["width"] + 1:
                    problems.append(f"{path}: table {table['id']!r} reaches past the screen ({table['right']:.0f}px)")
                if table["wider"] and not table["stays"]:
                    problems.append(f"{path}: table {table['id']!r} is wider than its column and is no scroll container "
                                    "with a rule column that stays put")
            if path in (GAME, "names/", "timeline/"):
                tab.screenshot(f"tables-{path.strip('/').replace('/', '-')}-{size}")
    assert not problems, "\n".join(problems)


# ---------------------------------------------------------------- figures

@pytest.mark.parametrize("size", SIZES)
def test_timelines_graphs_and_maps_give_way_to_their_text_on_the_phone(browser, site_url, site_pages, size):
    family_pages = [links.built_dir(p.path) for p in site_pages.of_kind(kinds.FAMILY)]
    assert family_pages, "no family page"
    with opened(browser, site_url, size) as tab:
        for path in (GAME, "timeline/", "relations/", "map/", *family_pages):
            page = tab.goto(path)
            figures = page.locator("figure.sw-timeline, figure.sw-graph, figure.sw-map")
            notes = page.locator(".sw-figure-instead")
            assert figures.count() >= 1 and notes.count() == figures.count(), path
            for i in range(figures.count()):
                if size == "phone":
                    assert not figures.nth(i).is_visible() and notes.nth(i).is_visible(), path
                else:
                    assert figures.nth(i).is_visible() and not notes.nth(i).is_visible(), path
                    svg = figures.nth(i).locator("svg")
                    font = svg.evaluate("s => s.getBoundingClientRect().width / s.viewBox.baseVal.width * 11")
                    assert font >= 9, f"{path}: the figure's labels are {font:.1f}px"
        tab.screenshot(f"figures-{size}")


LABEL_BOXES = """() => [...document.querySelectorAll('figure.sw-map svg')].map(svg => ({
  id: svg.closest('figure').id, width: svg.viewBox.baseVal.width, height: svg.viewBox.baseVal.height,
  labels: [...svg.querySelectorAll('text.map-label')].map(t => { const b = t.getBBox();
    return {place: t.closest('a').dataset.region, x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height}; }),
  dots: [...svg.querySelectorAll('a.map-point')].map(a => { const c = a.querySelector('circle'); const r = +c.getAttribute('r');
    const x = +c.getAttribute('cx'), y = +c.getAttribute('cy');
    return {place: a.dataset.region, x0: x - r, y0: y - r, x1: x + r, y1: y + r}; })}))"""


def _overlap(a, b) -> bool:
    return a["x0"] < b["x1"] and b["x0"] < a["x1"] and a["y0"] < b["y1"] and b["y0"] < a["y1"]


@pytest.mark.parametrize("size", ["desktop"])
def test_map_labels_do_not_collide(browser, site_url, site_pages, size):
    """The label boxes as Chromium lays out the generated SVG: no two overlap, none covers another
    place's point, none leaves the picture (the map page, and every game and family page that has a map).
    On a phone the maps give way to their text (the test above)."""
    games = [links.built_dir(p.path) for kind in (kinds.GAME, kinds.FAMILY) for p in site_pages.of_kind(kind)
             if 'class="sw-figure sw-map"' in p.markdown]
    pages = ["map/"] + games
    checked = 0
    with opened(browser, site_url, size) as tab:
        for path in pages:
            page = tab.goto(path)
            for fig in page.evaluate(LABEL_BOXES):
                labels, dots = fig["labels"], fig["dots"]
                checked += len(labels)
                for i, a in enumerate(labels):
                    assert a["x0"] >= 0 and a["y0"] >= 0 and a["x1"] <= fig["width"] and a["y1"] <= fig["height"], (path, a)
                    for b in labels[i + 1:]:
                        assert not _overlap(a, b), f"{path} {fig['id']}: labels of {a['place']} and {b['place']} overlap"
                    for d in dots:
                        assert d["place"] == a["place"] or not _overlap(a, d), \
                            f"{path} {fig['id']}: the label of {a['place']} covers the point of {d['place']}"
            if path == "map/":
                page.locator("#map-all").scroll_into_view_if_needed()
                tab.screenshot(f"map-{size}")
    assert checked >= 20, "too few map labels to check"
