"""The example pages: rendered from the run (cards, steps, checkpoints, ledger), verified mark and
command, pairs side by side, links from games, rulesets and rules; a failing example fails the build."""
from __future__ import annotations

import gzip
import html
import re

import pytest

from generator.examples import run_examples
from generator.site import links
from generator.site.cards import files as card_files
from generator.site.context import Context
from generator.site.pages import examples as renderer
from tests.conftest import REPO, run_mkdocs, site_config
from tests.examples.test_examples import BASE


@pytest.fixture(scope="module")
def site(real_site):
    """(ctx, {path: markdown}) of the real dataset's generated pages."""
    ctx, built = real_site
    return ctx, {p.path: p.markdown for p in built.generated()}


@pytest.fixture(scope="module")
def runs(site):
    ctx, _ = site
    return ctx.example_runs


def body(markdown: str) -> str:
    """The page without its front matter and the "Cite this page" block the decorator appends."""
    text = markdown.split("\n---\n", 1)[1] if markdown.startswith("---\n") else markdown
    return text.split('<section class="cite-blocks"', 1)[0]


def test_every_example_has_its_page_and_every_game_a_list(site, runs):
    _, pages = site
    for run in runs:
        assert links.example(run.loaded.game, run.id) in pages
    for game in {r.loaded.game for r in runs}:
        listing = pages[links.example_index(game)]
        assert all(f'href="{run.id}/"' in listing for run in runs if run.loaded.game == game)


def test_a_page_shows_the_run_step_by_step(site, runs):
    _, pages = site
    run = next(r for r in runs if r.id == "bb-1853-walkthrough")
    text = body(pages[links.example(run.loaded.game, run.id)])
    tr = run.transcript
    assert "✓ Verified by the test suite for this build" in text
    assert "python -m generator check-examples gamedata/bester-bube/examples/bb-1853-walkthrough.yaml" in text
    assert '<ol class="ex-steps" data-stepper>' in text
    assert len(re.findall(r'<li class="ex-step" id="step-\d+"', text)) == len(tr.steps)
    # the engine's own refusal, escaped, and the rule it names
    refused = next(r for r in tr.steps if r.kind == "illegal")
    assert "Illegal: AS — must lead the Bester Bube (JD) to the first trick" in html.unescape(text)
    assert refused.refusal[1] == "bester-bube-1853#trick-1-lead"
    # the ledger: one row per payment, as the engine recorded it
    ledger = text.split("### The ledger", 1)[1].split("##", 1)[0]
    assert len(re.findall(r"<tr>\n<td>\d+</td>", ledger)) == len(tr.ledger)
    # card pictures with text alternatives
    pictures = re.findall(r'<img class="card" src="([^"]+)" alt="([^"]*)"', text)
    assert ("../../../../assets/cards/french/JD.svg", "Jack of Diamonds") in pictures
    assert len(pictures) > 100 and all(alt for _, alt in pictures)
    # every claimed rule is listed with how the run shows it
    section = text.split("## How the run shows each rule", 1)[1]
    assert section.count("\n- ") == len(run.loaded.claims)


def test_pages_load_nothing_from_other_hosts(site, runs):
    _, pages = site
    for run in runs:
        text = body(pages[links.example(run.loaded.game, run.id)])
        assert not re.search(r'(src|href)="(https?:)?//', text), run.id


def test_paired_examples_are_side_by_side(site, runs):
    _, pages = site
    run = next(r for r in runs if r.id == "bb-1853-one-chip-a-trick")
    text = body(pages[links.example(run.loaded.game, run.id)])
    assert "## Side by side {#side-by-side}" in text
    pair = text.split('<div class="ex-pair">', 1)[1].split("</div>", 1)[0]
    assert pair.count('<section class="ex-col">') == 2
    assert 'href="../bb-1810-a-fifth-of-the-pot/"' in pair
    assert "Pot after the hand: <strong>45</strong>" in pair and "Pot after the hand: <strong>5</strong>" in pair
    assert "(../diff/bester-bube-1810--bester-bube-1853.md)" in text


def test_what_if_readings_are_marked(site, runs):
    _, pages = site
    text = body(pages[links.example("bester-bube", "bb-1853-what-if-the-dealer-had-no-exception")])
    assert '!!! warning "What-if: readings no source records"' in text
    assert "never claims them as the source's rules" in text


def test_rulesets_and_games_link_their_examples(site):
    _, pages = site
    ruleset = pages[links.ruleset("bester-bube", "bester-bube-1853")]
    assert "## Runnable examples under these rules" in ruleset
    row = ruleset.split('<td><a id="trick-1-top-trump"></a>', 1)[1].split("</tr>", 1)[0]
    assert 'class="ex-see">see example' in row and "../../examples/bb-1853-dealer-keeps-the-best-bower/" in row
    game = pages[links.game("bester-bube")]
    assert "## Runnable rule examples" in game and "examples/bb-1853-walkthrough.md" in game


def test_example_pages_are_small(site, runs):
    _, pages = site
    for run in runs:
        size = len(gzip.compress(pages[links.example(run.loaded.game, run.id)].encode()))
        assert size < 150_000, (run.id, size)
    assert len(gzip.compress(pages[links.game("bester-bube")].encode())) < 150_000


def test_data_strings_are_escaped(dataset, tmp_path):
    nasty = "<b>bold</b> & | *star* [link](x)"
    text = BASE.format(id="nasty").replace("title: Follow suit, but no need to trump", f"title: '{nasty}'")
    text = text.replace("{player: Ben, action: play AS}", f"{{player: Ben, action: play AS, note: '{nasty}'}}")
    path = tmp_path / "nasty.yaml"
    path.write_text(text, encoding="utf-8")
    found, problems = run_examples(dataset, [path], root=REPO)
    assert not problems
    ctx = Context(dataset, example_runs=found)
    page = next(p for p in renderer.render(ctx) if p.path.endswith("/nasty.md"))
    assert "<b>bold</b>" not in page.markdown and "&lt;b&gt;bold&lt;/b&gt;" in page.markdown
    assert "[link](x)" not in page.markdown


def test_the_card_pictures_and_the_stepper_are_part_of_the_site():
    pictures = card_files()
    assert len(pictures) == 2 * 4 * 13 + 1  # both suit systems, ranks A to 2, and the back
    for path, svg in pictures.items():
        text = svg.decode("utf-8")
        assert text.startswith('<svg xmlns="http://www.w3.org/2000/svg"') and "<title>" in text, path
        assert "http" not in text.replace("http://www.w3.org/2000/svg", ""), f"{path} refers to another host"
    assert "<title>Unter of Acorns</title>" in pictures["assets/cards/german/UE.svg"].decode()
    css = (REPO / "docs/stylesheets/stichwort.css").read_text(encoding="utf-8")
    assert "img.card" in css
    config = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
    assert "stylesheets/stichwort.css" in config and "javascripts/examples.js" in config
    script = (REPO / "docs/javascripts/examples.js").read_text(encoding="utf-8")
    assert "http" not in script and "ol.ex-steps[data-stepper]" in script


@pytest.mark.build
def test_a_failing_example_fails_the_build_with_the_report(minimal_root):
    folder = minimal_root / "gamedata/demo-game/examples"
    folder.mkdir()
    (folder / "broken.yaml").write_text(BASE.format(id="broken"), encoding="utf-8")
    site = minimal_root / "site"
    result = run_mkdocs(site_config(minimal_root), site)
    assert result.returncode != 0
    assert "problem in the rule examples:" in result.stderr
    assert "gamedata/demo-game/examples/broken.yaml:4: ruleset: unknown ruleset 'bester-bube-1853'" in result.stderr
    assert not site.exists()
