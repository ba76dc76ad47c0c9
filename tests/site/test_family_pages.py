"""The family pages as a reader gets them: the members and the record that places each, every
cell of the shared rules cited, nothing of our folders or ids on the page; and the sidebar that
opens each family onto its games.

The members expected are written out here from the game records and relations (what the
records say, read by a person), not computed by the code under test.
"""
from __future__ import annotations

import re

import pytest

from generator.site import kinds, links, nav
from generator.site.context import Context
from generator.site.page import Page, Site
from generator.site.pages import families, home

#: The games each family's page lists, by name.
MEMBERS = {
    "rams-loo": ["Bester Bube", "Five-Card Loo", "Knektpass", "Kratzen", "La Bête", "Lanterloo", "Lupfen", "Mauscheln",
                 "Mouche", "Préférence", "Rams", "Ramscheln", "Ramsen", "Tippen", "Zwicken"],
    "preference": ["Bolachen", "Preferans", "Préférence", "Wallachen"],
    "bete-ombre": ["Juckerspiel", "Kauflabet", "Kontraspiel", "La Bête", "Mistigri", "Mouche", "Ombre", "Triomphe"],
    "euchre": ["Euchre", "Juckerspiel"],
}


@pytest.fixture(scope="module")
def pages(dataset):
    ctx = Context(dataset)
    return ctx, {p.path: p for p in families.render(ctx)}


def _member_rows(markdown: str) -> list[list[str]]:
    section = markdown.split("## The members")[1].split("\n## ")[0]
    body = section.split("<tbody>")[1].split("</tbody>")[0]
    return [re.findall(r"<td>(.*?)</td>", row, re.S) for row in body.split("</tr>") if "<td>" in row]


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html)).strip()


@pytest.mark.parametrize("family", MEMBERS)
def test_a_family_page_lists_its_members_each_with_who_says_so(pages, family):
    ctx, by_path = pages
    page = by_path[links.family(family)]
    rows = _member_rows(page.markdown)
    assert [_text(r[0]) for r in rows] == MEMBERS[family]
    for game, why, who in rows:
        assert _text(why), f"{_text(game)}: no reason given"
        assert re.search(r'href="\.\./\.\./sources/[a-z0-9-]+/"', who), f"{_text(game)}: membership without a source"


def test_a_membership_shows_the_record_that_states_it(pages, dataset):
    _, by_path = pages
    rows = {_text(r[0]): r for r in _member_rows(by_path[links.family("preference")].markdown)}
    # Wallachen by its own record's family, Bolachen by the relation a source claims
    assert "“Préférence family”" in rows["Wallachen"][1]
    assert "Bolachen is variant of Préférence" in _text(rows["Bolachen"][1])
    relation = dataset.relations["bolachen-variant-of-preference"]
    for cite in relation.cite:
        assert f"sources/{cite.source}/" in rows["Bolachen"][2]


def test_the_shared_rules_are_one_column_per_member_with_each_cell_cited(pages, dataset):
    _, by_path = pages
    markdown = by_path[links.family("preference")].markdown
    table = markdown.split("## The rules they share")[1]
    heads = re.findall(r'<th scope="col" data-ruleset="([^"]+)"', table)
    # the default ruleset of Bolachen and Préférence, the earliest described one of the others
    assert heads == ["bolachen-2015", "preferans-wikipedia", "preference-pierer-reconstruction", "wallachen-br"]
    cells = re.findall(r'<td id="[^"]+" class="cmp-cell cmp-is-(\w[\w-]*)"[^>]*data-ruleset="([^"]+)" data-param="([^"]+)"(.*?)</td>',
                       table, re.S)
    assert cells
    params = {p for _, _, p, _ in cells}
    for param in params:  # a rule is shown because two or more columns address it
        assert sum(1 for state, _, p, _ in cells if p == param and state != "absent") >= 2, param
    for state, rid, param, inner in cells:
        if state == "value":
            rule = next(r for r in dataset.rulesets[rid].rules if r.param == param)
            for cite in rule.cite:
                assert f"sources/{cite.source}/" in inner, (rid, param)
            assert "rule-cite" in inner  # the cite link of the rule


def test_no_folder_names_or_record_ids_on_the_pages(pages, dataset):
    _, by_path = pages
    for page in by_path.values():
        shown = re.sub(r"\]\([^)]*\)", "]", page.markdown.split("---\n")[-1])  # the targets of links are not shown
        words = _text(re.sub(r'(href|id|data-[a-z]+|style|class|aria-label|title)="[^"]*"', "", shown))
        # ids of more than one word (a one-word id is also a word of the texts: "the preference")
        for rid in [*(i for i in (*dataset.families, *dataset.relations, *dataset.rulesets) if "-" in i), "gamedata", "families.yaml"]:
            assert not re.search(rf"(?<![\w-]){re.escape(rid)}(?![\w-])", words), (page.path, rid)


def test_the_index_and_the_home_page_lead_to_every_family(pages, dataset):
    ctx, by_path = pages
    index = by_path[links.FAMILIES].markdown
    start = home.render(ctx)[0].markdown
    for family in dataset.families.values():
        assert f'href="{family.id}/"' in index
        assert f"](families/{family.id}/index.md)" in start
    for game in dataset.games.values():  # every game in full is reached from the home page
        if game.scope == "full":
            assert f"](games/{game.id}/index.md)" in start, game.name


def test_the_sidebar_opens_each_family_onto_its_games():
    family = Page(kinds.FAMILY, ("f",), "# F\n", "F", nav="The F family")
    site = Site((family,
                 Page(kinds.GAME, ("b",), "# B\n", "B", nav="B", nav_under=family.path),
                 Page(kinds.GAME, ("a",), "# A\n", "A", nav="A", nav_under=family.path),
                 Page(kinds.GAME, ("z",), "# Z\n", "Z", nav="Z")))
    configured = [{"Games": ["games/index.md", {"Families": "families/index.md"}]}]
    assert nav.filled(configured, site) == [{"Games": [
        "games/index.md", {"Z": "games/z/index.md"}, {"Families": "families/index.md"},
        {"The F family": ["families/f/index.md", {"A": "games/a/index.md"}, {"B": "games/b/index.md"}]}]}]
