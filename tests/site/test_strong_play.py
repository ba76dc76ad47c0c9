"""The recorded study on the comparison pages: the figures under strong play with their intervals,
and a difference stated as an effect only where its interval excludes zero — checked on the real
site against the recorded numbers of cache/study.json."""
from __future__ import annotations

import html
import json

from generator.site import kinds
from tests.conftest import REPO

ENTRIES = json.loads((REPO / "cache/study.json").read_text(encoding="utf-8"))["entries"]


def _section(markdown: str, heading: str) -> str:
    assert f"\n{heading}\n" in markdown, heading
    rest = markdown.split(f"\n{heading}\n", 1)[1]
    return html.unescape(rest.split("\n## ", 1)[0])


def test_a_difference_is_stated_only_where_its_interval_excludes_zero(real_site):
    _, site = real_site
    page = site.page_of(kinds.DIFF, "bester-bube", "bester-bube-1808", "bester-bube-1853")
    said = _section(page.markdown, "## What the difference does in play")
    diff = ENTRIES["pair/bester-bube-1808/bester-bube-1853/3"]["difference"]
    tricks = diff["tricks"]   # recorded: −0.78, interval −1.09 to −0.48
    assert tricks["high"] < 0
    half = (tricks["high"] - tricks["low"]) / 2
    assert f"tricks played per hand −{-tricks['value']:.2f} ± {half:.2f}" in said
    dealer = diff["dealer-edge"]  # its interval holds zero: not an effect
    assert dealer["low"] < 0 < dealer["high"]
    assert "dealer's edge" not in said
    assert "64 paired deals, strong play" in said and "95 % intervals" in said


def test_the_comparison_page_shows_each_rulesets_figures_with_its_interval(real_site):
    _, site = real_site
    markdown = site.page_of(kinds.COMPARE_GAME, "bolachen").markdown
    said = _section(markdown, "## Under strong play")
    assert "**computed**" in said and "64 hands (8 sittings of 8) for each ruleset." in said
    edge = ENTRIES["figures/bolachen-2015/3"]["figures"][0]["dealer-edge"]
    assert f"{edge['value']:.2f} ({edge['low']:.2f} to {edge['high']:.2f})" in said


def test_an_alternative_reading_says_what_it_changes_or_that_nothing_measurable(real_site):
    _, site = real_site
    said = _section(site.page_of(kinds.COMPARE_GAME, "bester-bube").markdown, "## What another reading changes")
    readings = [line for line in said.splitlines() if line.startswith("- ")]
    recorded = [k for k in ENTRIES if k.startswith("alternative/")]
    assert len(readings) == len(recorded)
    for line in readings:
        assert "paired deals, strong play" in line
        assert ("no measurable effect at this sample size" in line) or " ± " in line
