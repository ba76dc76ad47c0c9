"""The play pages in Chromium: nothing loads before Play; the engine (run by Pyodide from the
site's own files) plays a full hand of every playable ruleset through the page's controls; an
illegal card is refused with its rule and source, and nothing changes; a shared link replays
the same transcript as ``python -m generator replay``, with strong opponents too, who think
without freezing the page; axe-core finds nothing serious; without
WebAssembly the page says so."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from generator.site import kinds, links
from tests.browser.browsing import AXE, SCREENSHOTS, Visit, urls_of
from tests.browser.test_accessibility import run_axe
from tests.conftest import REPO, playable_rulesets, real_dataset

pytestmark = pytest.mark.browser

PAGE = "games/bester-bube/play/bester-bube-1853/"
#: Requests that belong to the player: none may be made before the reader presses Play.
PLAYER_FILES = ("/assets/pyodide/", "/assets/play/")
#: The order in which the test's reader prefers the moves other than cards (stay in, exchange
#: nothing, no announcements): the hand goes on to its tricks.
PREFERRED = ("play", "keep", "pass")


@pytest.fixture(scope="module")
def tab(browser, site_url):
    """One browser context for the module (the HTTP cache shared, as one reader's would be)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, color_scheme="light", locale="en-GB")
    visit = Visit(context, site_url)
    yield visit
    visit.check()
    context.close()


def start(visit, path: str, **setup):
    page = visit.goto(path)
    for name, value in setup.items():
        page.select_option(f".play-setup [name={name}]", str(value)) if name != "seed" else \
            page.fill(".play-setup [name=seed]", str(value))
    page.click(".play-start")
    page.wait_for_selector(".play[data-ready]", timeout=180_000)
    return page


def view(page) -> dict:
    return page.evaluate("window.stichwortPlayer.view")


def play_out(page, limit: int = 400) -> dict:
    """Play the hand to its settlement through the page's buttons only."""
    for _ in range(limit):
        v = view(page)
        if v["over"]:
            return v
        legal_cards = page.locator(".play-card.is-legal:not([aria-disabled])")
        if legal_cards.count():
            legal_cards.first.click()
            continue
        actions = page.locator(".play-action[data-action]")
        by_action = {actions.nth(i).get_attribute("data-action"): actions.nth(i) for i in range(actions.count())}
        choice = next((by_action[a] for a in PREFERRED if a in by_action), None)
        if choice is None and by_action:
            choice = next(iter(by_action.values()))
        if choice is not None:
            choice.click()
            continue
        picker = page.locator(".play-action[data-verb]")
        assert picker.count(), f"no control offered at {v['phase']}: {v['legal']}"
        need = 2 if picker.first.get_attribute("data-verb") == "discard" else 1
        for i in range(need):
            page.locator(".play-card").nth(i).click()
        page.locator(".play-action[data-verb]").first.click()
        assert not view(page)["refusal"], view(page)["refusal"]
    raise AssertionError("the hand did not end")


#: The play page of every playable ruleset (from the data), by path.
PLAY_PAGES = sorted(links.built_dir(links.play(real_dataset().rulesets[rid].game, rid)) for rid in playable_rulesets())


def test_every_playable_ruleset_has_a_play_page(browser_site, site_pages):
    rulesets = sorted(p.stem for p in (browser_site / "assets" / "play").glob("*.json"))
    assert len(rulesets) >= 9
    assert urls_of(site_pages, kinds.PLAY) == PLAY_PAGES
    assert sorted(p.rstrip("/").rsplit("/", 1)[1] for p in PLAY_PAGES) == rulesets
    howto = (browser_site / "games/bester-bube/how-to-play/bester-bube-1853/index.html").read_text(encoding="utf-8")
    assert 'href="../../play/bester-bube-1853/"' in howto
    ruleset = (browser_site / "games/bester-bube/rulesets/bester-bube-1853/index.html").read_text(encoding="utf-8")
    assert 'href="../../play/bester-bube-1853/"' in ruleset


def test_nothing_loads_before_play_and_other_pages_load_nothing_of_it(tab):
    tab.goto("")
    tab.goto("games/bester-bube/")
    tab.goto(PAGE)
    early = [u for u in tab.requests if any(f in u for f in PLAYER_FILES + ("play.js", "play.css"))]
    assert all(u.endswith(("play.js", "play.css")) for u in early), early
    assert not [u for u in tab.requests[: tab.requests.index(next(u for u in tab.requests if u.endswith(PAGE)))]
                if "play." in u], "the player's script loads on other pages"


@pytest.mark.parametrize("path", PLAY_PAGES, ids=[p.split("/")[-2] for p in PLAY_PAGES])
def test_a_full_hand_of_every_playable_ruleset(tab, path):
    page = start(tab, path, seed=PLAY_PAGES.index(path) + 3)
    assert any("/assets/pyodide/pyodide.asm.wasm" in u for u in tab.requests)
    v = play_out(page)
    assert v["settlement"] and len(v["settlement"]) == v["players"]
    assert page.locator(".play-settlement li").count() == v["players"]
    assert "is over" in page.inner_text(".play-status")
    page.click(".play-next")
    assert view(page)["hand_number"] == 2 and not view(page)["over"] or view(page)["hand_number"] == 2
    tab.check()


def _cli(link: str) -> str:
    return subprocess.run([sys.executable, "-m", "generator", "replay", link, "--root", str(REPO)],
                          capture_output=True, text=True, check=True).stdout


def test_an_illegal_card_is_refused_with_its_rule_and_source_and_a_link_replays(tab):
    page = start(tab, PAGE, players=4, seat=1, seed=1)
    _play_to_a_forbidden_card(page)
    transcript = page.evaluate("document.querySelector('.play-transcript pre').textContent")
    card = page.locator(".play-card[aria-disabled=true]").first
    name = card.get_attribute("aria-label")
    card.click(force=True)  # aria-disabled: offered as not playable, still tappable (and refused)
    refusal = page.locator(".play-refusal")
    refusal.wait_for()
    text = refusal.inner_text()
    assert text.startswith("Player 2 (you) may not play "), text
    assert "Nothing has changed." in text
    cite = refusal.locator("a.play-cite")
    assert cite.inner_text() == "von Alvensleben 1853"
    assert "/rulesets/bester-bube-1853/#" in cite.get_attribute("href") or "rulesets/bester-bube-1853/#" in cite.get_attribute("href")
    assert page.evaluate("document.activeElement.classList.contains('play-refusal')")
    assert page.locator(f'.play-card[aria-label="{name}"]').count() == 1  # still in the hand
    assert page.evaluate("document.querySelector('.play-transcript pre').textContent") == transcript
    # the rule row the citation points to exists
    href = cite.get_attribute("href")
    anchor = href.split("#", 1)[1]
    cite.click()
    page.wait_for_load_state("load")
    assert page.locator(f"[id='{anchor}']").count() == 1
    # the shared link of this position, then the hand finished, replays the same transcript
    page.go_back()
    page = start(tab, PAGE, players=4, seat=1, seed=1)
    for _ in range(400):
        if view(page)["over"]:
            break
        play_out_one(page)
    link = view(page)["link"]
    expected = _cli(tab.url(PAGE) + "?" + link)
    page.goto(tab.url(PAGE) + "?" + link)
    page.wait_for_load_state("load")
    assert "press Play to replay" in page.inner_text(".play-status")
    page.click(".play-start")
    page.wait_for_selector(".play[data-ready]", timeout=180_000)
    shown = page.evaluate("document.querySelector('.play-transcript pre').textContent")
    assert shown == expected
    assert "\nHand 1: Player 1 deals" in shown and "result: " in shown


def test_strong_opponents_think_while_the_page_answers_and_their_link_replays(tab):
    """The engine's strong players search a slice at a time: between slices the page runs its
    scripts (this test's own questions among them) and says who is thinking; the shared link
    records the level, and replays to the transcript ``python -m generator replay`` gives."""
    page = start(tab, PAGE, players=3, seat=1, seed=2, bots="strong")
    assert page.input_value(".play-setup [name=bots]") == "strong"
    seen = []
    for _ in range(400):
        page.wait_for_function("!window.stichwortPlayer.thinking", timeout=180_000)
        if view(page)["over"]:
            break
        play_out_one(page)
        now = page.evaluate("[window.stichwortPlayer.thinking, document.querySelector('.play-status').textContent]")
        if now[0]:
            seen.append(now[1])
    else:
        raise AssertionError("the hand did not end")
    assert seen, "the page never answered while an engine player was thinking"
    assert all(" is thinking…" in text for text in seen), seen
    link = view(page)["link"]
    assert "bots=strong" in link.split("&")
    expected = _cli(tab.url(PAGE) + "?" + link)
    assert "result: " in expected
    page.goto(tab.url(PAGE) + "?" + link)
    page.wait_for_load_state("load")
    page.click(".play-start")
    page.wait_for_selector(".play[data-ready]", timeout=180_000)
    assert page.evaluate("document.querySelector('.play-transcript pre').textContent") == expected


def _play_to_a_forbidden_card(page, limit: int = 200) -> None:
    """Play on until the reader, in a trick, holds a card the rules forbid him to play."""
    for _ in range(limit):
        v = view(page)
        if v["phase"] == "play" and v["trick"] and page.locator(".play-card[aria-disabled=true]").count():
            return
        play_out_one(page)
    raise AssertionError("no position with a card the rules forbid")


def play_out_one(page) -> None:
    """One move of the reader (the first legal card, else a preferred button)."""
    legal = page.locator(".play-card.is-legal:not([aria-disabled])")
    if legal.count():
        legal.first.click()
        return
    actions = page.locator(".play-action[data-action]")
    by_action = {actions.nth(i).get_attribute("data-action"): actions.nth(i) for i in range(actions.count())}
    choice = next((by_action[a] for a in PREFERRED if a in by_action), None) or next(iter(by_action.values()))
    choice.click()


@pytest.mark.parametrize("scheme, size", [("light", (1280, 800)), ("dark", (390, 844))])
def test_the_player_is_accessible_on_desktop_and_phone(browser, site_url, scheme, size):
    assert AXE.exists(), f"{AXE} is missing: run `npm ci` (make test does)"
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, color_scheme=scheme,
                                  is_mobile=size[0] < 500, has_touch=size[0] < 500)
    visit = Visit(context, site_url)
    try:
        page = start(visit, PAGE, seed=2)
        buttons = page.locator(".play-card")
        assert buttons.count() >= 5
        assert all(buttons.nth(i).get_attribute("aria-label") for i in range(buttons.count()))
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"the page scrolls sideways by {overflow}px"
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"play-{scheme}-{size[0]}.jpg"), full_page=True, type="jpeg", quality=70)
        found = [f for f in run_axe(page) if f["target"].startswith(".play") or "play-" in f["html"]
                 or f["target"].startswith(("button[data-card", "button[data-action", "button[data-verb"))]
        # (the rest of the page is the accessibility test's, with its baseline)
        assert not found, json.dumps(found, indent=1)
        # keyboard: the first card takes the focus and plays (or toggles) with Enter
        page.locator(".play-card").first.focus()
        page.keyboard.press("Enter")
        visit.check()
    finally:
        context.close()


def _play_until_a_trick_is_won(page, limit: int = 200) -> dict:
    """Play through the page's buttons until the first trick is complete; the view then."""
    for _ in range(limit):
        v = view(page)
        if v["trick_history"] or v["over"]:
            return v
        play_out_one(page)
    raise AssertionError("no trick was won")


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
def test_a_finished_trick_stays_on_the_table_with_its_winner(browser, site_url, size):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, color_scheme="light",
                                  is_mobile=size[0] < 500, has_touch=size[0] < 500)
    visit = Visit(context, site_url)
    try:
        page = start(visit, PAGE, seed=2)
        v = _play_until_a_trick_is_won(page)
        assert v["trick_history"], "the hand ended before a trick was won"
        won = v["trick_history"][-1]
        winner = v["names"][won["winner"]]
        shown = page.locator(".play-last-trick")
        assert shown.is_visible(), "the last trick is not on the table"
        assert shown.locator("h3").inner_text() == f"Trick {len(v['trick_history'])}, won by {winner}"
        assert shown.locator("li").count() == len(won["seats"])
        assert shown.locator("li.is-winner").inner_text().startswith(f"{winner}:")
        box = shown.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= size[0]
        visit.screenshot(f"play-last-trick-{size[0]}")
        visit.check()
    finally:
        context.close()


def test_a_refusal_on_the_phone_comes_to_rest_below_the_header(browser, site_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme="light", is_mobile=True, has_touch=True)
    visit = Visit(context, site_url)
    try:
        page = start(visit, PAGE, players=4, seat=1, seed=1)
        _play_to_a_forbidden_card(page)
        page.locator(".play-card[aria-disabled=true]").first.tap(force=True)
        refusal = page.locator(".play-refusal")
        refusal.wait_for()
        page.wait_for_timeout(300)  # the scroll to the focused refusal
        header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
        box = refusal.bounding_box()
        assert box["y"] >= header, f"the refusal starts at {box['y']}px, under the header (to {header}px)"
        assert box["y"] + box["height"] <= 844
        visit.check()
    finally:
        context.close()


def test_without_webassembly_the_page_says_so(browser, site_url):
    context = browser.new_context()
    context.add_init_script("delete window.WebAssembly")
    visit = Visit(context, site_url)
    try:
        page = visit.goto(PAGE)
        page.click(".play-start")
        assert "cannot run WebAssembly" in page.inner_text(".play-status")
        assert not [u for u in visit.requests if any(f in u for f in PLAYER_FILES)]
        visit.check()
    finally:
        context.close()


def test_try_another_move_continues_a_worked_example_in_the_player(tab):
    page = tab.goto("games/bester-bube/examples/bb-1853-walkthrough/")
    tries = page.locator(".ex-try a")
    assert tries.count() >= 20, "every step of an example offers another move"
    # the first step of trick play: the example's own card, and another one
    steps = page.locator("li.ex-step[data-step]:has(.ex-try)")
    index = next(i for i in range(steps.count()) if "trick 1" in (steps.nth(i).locator(".ex-phase").text_content() or ""))
    step = steps.nth(index)
    href = step.locator(".ex-try a").get_attribute("href")
    page.goto(tab.url(tab.path()) + href if not href.startswith("http") else href)
    page.wait_for_load_state("load")
    assert "worked example" in page.inner_text(".play-status")
    page.click(".play-start")
    page.wait_for_selector(".play[data-ready]", timeout=180_000)
    v = view(page)
    assert v["names"][v["seat"]].endswith("(you)") and v["names"][0] == "Anna"
    assert v["your_turn"] and v["phase"] == "play"
    legal = page.locator(".play-card.is-legal:not([aria-disabled])")
    assert legal.count() >= 1
    legal.last.click()
    assert not view(page)["refusal"]
    assert len(view(page)["history"]) > len(v["history"])
    transcript = page.evaluate("document.querySelector('.play-transcript pre').textContent")
    assert "the first hand from the worked example" in transcript
