"""Comparison matrices, pairwise diffs and the cross-game table, checked on the built HTML.

Expectations are computed independently from the ruleset YAML files (inheritance resolved here,
not with the generator), then compared with what the pages show. Runs on the enriched test
dataset and on the real one.
"""
from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
import yaml

from generator.model import load_dataset
from generator.model.dates import parse_edtf
from generator.site import links
from generator.site.build import build_pages
from generator.site.computed import CACHE_PATH, ruleset_digest
from generator.site.values import phrase
from tests.conftest import REPO
from tests.htmltext import Anchors, parse, visible_text
from tests.site.conftest import NASTY
from tests.site.reading import by_date, cells, effective, expected_state, html_path, key, read_rulesets, resolve, site_path

pytestmark = pytest.mark.build

SHARED = ("players", "pack", "hand-size", "top-trumps", "drop-out", "contracts", "ante")


@pytest.fixture(scope="module", params=["variants", "real"])
def built(request):
    """(dataset root, built site) for the enriched test data and for the real data."""
    if request.param == "variants":
        return request.getfixturevalue("variants_root"), request.getfixturevalue("variants_site")
    return REPO, request.getfixturevalue("built_site")


def comparison_pages(root: Path, site: Path) -> list[Path]:
    rulesets = read_rulesets(root)
    pages = [html_path(site, links.COMPARE)]
    for game in sorted({d["game"] for d in rulesets.values()}):
        pages.append(html_path(site, links.game_compare(game)))
        ids = by_date(rulesets, game)
        pages += [html_path(site, links.diff(game, a, b)) for i, a in enumerate(ids) for b in ids[i + 1:]]
    return pages


# ------------------------------------------------------------ tests
def test_one_matrix_per_game_with_columns_by_date(built):
    root, site = built
    rulesets = read_rulesets(root)
    for game in {d["game"] for d in rulesets.values()}:
        found = cells(html_path(site, links.game_compare(game)))
        order: dict[str, list[str]] = {}
        for cell in found:
            order.setdefault(cell["param"], []).append(cell["ruleset"])
        expected = by_date(rulesets, game)
        assert order, game
        for param, columns in order.items():
            assert columns == expected, (game, param)
        addressed = {p for r in expected for p in effective(rulesets, r)}
        assert set(order) == addressed, game


def test_cell_states_follow_the_records(built):
    root, site = built
    rulesets = read_rulesets(root)
    for page in comparison_pages(root, site):
        for cell in cells(page):
            entry = effective(rulesets, cell["ruleset"]).get(cell["param"])
            assert cell["state"] == expected_state(cell["ruleset"], entry), (page, cell)


def test_cells_show_values_in_place_and_no_value_where_there_is_none(built):
    """A cell with a value shows it, an inherited one too (with where it comes from as a mark);
    a cell without one says why and shows nothing else (no value copied from another ruleset)."""
    root, site = built
    rulesets = read_rulesets(root)
    for page in comparison_pages(root, site):
        for cell in cells(page):
            entry = effective(rulesets, cell["ruleset"]).get(cell["param"])
            if cell["state"] == "inherited":
                owner = entry[0]
                assert cell["origin"] == f"from {parse_edtf(str(rulesets[owner]['date'])).display()}", (page, cell)
            if cell["state"] in ("value", "inherited") and key(entry) is not None:
                assert "cmp-value" in cell["classes"], (page, cell)
                pack = effective(rulesets, cell["ruleset"]).get("pack")
                suits = pack[1]["value"].get("suits", "french") if key(pack) else "french"
                shown = html.unescape(re.sub(r"<[^>]+>", "", phrase(cell["param"], entry[1]["value"], suits)))
                assert " ".join(shown.split()) in cell["main"], (page, cell)
                continue
            assert "cmp-value" not in cell["classes"], (page, cell)
            # Apart from its citation and marks, the cell says exactly this and nothing else (no copied value):
            says = {"not-stated": "not stated", "not-seen": "not seen", "absent": "— not addressed"}
            state = entry[1]["certainty"] if cell["state"] == "inherited" else cell["state"]
            assert cell["main"] == says[state], (page, cell)


def test_every_cell_citation_resolves_to_a_source_and_a_rule_anchor(built):
    root, site = built
    rulesets = read_rulesets(root)
    anchors = Anchors()
    for page in comparison_pages(root, site):
        assert page.exists(), page
        for cell in cells(page):
            targets = []
            for href in cell["links"]:
                target, fragment = resolve(page, href)
                assert target.exists(), f"{page}: {href} (missing page)"
                if fragment:
                    assert fragment in anchors(target), f"{page}: {href} (missing anchor)"
                targets.append((site_path(site, target), fragment))
            rid, param = cell["ruleset"], cell["param"]
            if cell["state"] == "absent":
                continue
            game = rulesets[rid]["game"]
            rule_page = site_path(site, html_path(site, links.ruleset(game, rid)))
            assert (rule_page, param) in targets, f"{page}: {rid}#{param} has no permalink to the rule"
            owner, rule = effective(rulesets, rid)[param]
            if cell["state"] == "inherited":
                owner_page = site_path(site, html_path(site, links.ruleset(rulesets[owner]["game"], owner)))
                assert (owner_page, param) in targets, f"{page}: {rid}#{param} does not link the rule it inherits"
                cites = (rulesets[rid].get("inherits") or {}).get("cite") or []
            else:
                cites = rule["cite"]
            for cite in cites:
                source_page = site_path(site, html_path(site, links.source(cite["source"])))
                assert (source_page, "") in targets, f"{page}: {rid}#{param} does not cite {cite['source']}"


def test_differing_cells_are_marked_exactly_where_values_differ(built):
    root, site = built
    rulesets = read_rulesets(root)
    for game in {d["game"] for d in rulesets.values()}:
        columns = by_date(rulesets, game)
        marked = {(c["ruleset"], c["param"]): c for c in cells(html_path(site, links.game_compare(game)))}
        for param in {p for (_, p) in marked}:
            for i, rid in enumerate(columns):
                cell = marked[(rid, param)]
                should = i > 0 and key(effective(rulesets, rid).get(param), param) != key(
                    effective(rulesets, columns[i - 1]).get(param), param)
                assert cell["differs"] == should, (game, rid, param)
                assert ("cmp-diff" in cell["classes"]) == should, (game, rid, param)


def test_diff_pages_show_exactly_the_differences_of_every_pair(built):
    root, site = built
    rulesets = read_rulesets(root)
    for game in {d["game"] for d in rulesets.values()}:
        ids = by_date(rulesets, game)
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                page = html_path(site, links.diff(game, a, b))
                ea, eb = effective(rulesets, a), effective(rulesets, b)
                expected = {p for p in set(ea) | set(eb) if key(ea.get(p), p) != key(eb.get(p), p)}
                shown = cells(page)
                assert {c["param"] for c in shown} == expected, (a, b)
                assert sorted((c["param"], c["ruleset"]) for c in shown) == sorted(
                    (p, r) for p in expected for r in (a, b)), (a, b)
        matrix = html_path(site, links.game_compare(game))
        hrefs = {href for tag, href in parse(matrix).links}
        for x, y in zip(ids, ids[1:]):
            assert f"../diff/{x}--{y}/" in hrefs, f"matrix of {game} does not link the diff {x}--{y}"


def test_conflicts_about_rules_are_marked_in_the_matrix(built):
    root, site = built
    rulesets = read_rulesets(root)
    anchors, matrices = Anchors(), {}
    for path in sorted((root / "gamedata").glob("*/conflicts.yaml")):
        for conflict in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            for about in conflict.get("about", []):
                if "#" not in about:
                    continue
                rid, param = about.split("#")
                page = html_path(site, links.game_compare(rulesets[rid]["game"]))
                if page not in matrices:
                    matrices[page] = cells(page)
                cell = next(c for c in matrices[page] if (c["ruleset"], c["param"]) == (rid, param))
                anchor = f"#{links.anchor('conflict', conflict['id'])}"
                assert anchor in cell["links"], f"{about}: conflict {conflict['id']} not marked"
                assert anchor[1:] in anchors(page)


def test_cross_game_table_has_every_ruleset_and_the_shared_rules(built):
    root, site = built
    rulesets = read_rulesets(root)
    found = cells(html_path(site, links.COMPARE))
    for rid in rulesets:
        assert sorted(c["param"] for c in found if c["ruleset"] == rid) == sorted(SHARED), rid


def test_game_and_ruleset_pages_link_to_the_comparisons(built):
    root, site = built
    rulesets = read_rulesets(root)
    for rid, data in rulesets.items():
        game = data["game"]
        game_links = {href for _, href in parse(html_path(site, links.game(game))).links}
        assert "compare/" in game_links, game
        ruleset_links = {href for _, href in parse(html_path(site, links.ruleset(game, rid))).links}
        assert "../../compare/" in ruleset_links, rid


def test_data_strings_are_escaped_on_comparison_pages(variants_root, variants_site):
    for page in comparison_pages(variants_root, variants_site):
        parsed = parse(page)
        assert not any(tag == "b" for tag, _ in parsed.tags), page
        assert not any(tag == "a" and attrs.get("href") == "x" for tag, attrs in parsed.tags), page
    text = visible_text(html_path(variants_site, links.game_compare("demo-game")))
    assert f"Demo {NASTY}" in text
    assert NASTY in text  # the top trump's period name


# ------------------------------------------------------------ extension points (no build)
def test_simulation_rows_come_from_the_cache_only_while_the_rules_are_unchanged(minimal_root):
    ds = load_dataset(minimal_root)
    cache = minimal_root / CACHE_PATH
    cache.parent.mkdir()

    def matrix(digest):
        entry = {"digest": digest, "policy": "random", "hands": 1000, "seed": 7,
                 "command": "python -m generator simulate --ruleset demo-1811 --hands 1000 --seed 7",
                 "rows": [{"id": "dealer-mean", "label": "Dealer's mean result", "value": 0.25}]}
        cache.write_text(json.dumps({"version": 1, "entries": {"demo-1811": entry}}), encoding="utf-8")
        return next(p.markdown for p in build_pages(ds) if p.path == links.game_compare("demo-game"))

    fresh = matrix(ruleset_digest(ds, "demo-1811"))
    assert "Computed by simulation" in fresh and "0.25" in fresh and "seed 7" in fresh
    assert "not computed" in fresh  # the other ruleset has no row
    assert "Computed by simulation" not in matrix("stale")


def test_paired_examples_are_linked_from_the_diff_page(minimal_root):
    from types import SimpleNamespace
    from generator.site.context import Context
    from generator.site.pages.diffs import _diff

    def run(example_id, ruleset, pair):
        example = SimpleNamespace(ruleset=ruleset, pair=pair, title=f"Deal {example_id}")
        return SimpleNamespace(id=example_id, loaded=SimpleNamespace(game="demo-game", example=example))

    ctx = Context(load_dataset(minimal_root), example_runs=[run("deal-a", "demo-1811", "deal-b"),
                                                                      run("deal-b", "demo-variation", "deal-a"),
                                                                      run("alone", "demo-1811", None)])
    page = links.diff("demo-game", "demo-1811", "demo-variation")
    text = "\n".join(_diff(ctx, "demo-game", "demo-1811", "demo-variation", page))
    assert "Paired runnable examples" in text
    assert text.count("../examples/deal-a.md") == 1 and text.count("../examples/deal-b.md") == 1
    assert "alone" not in text
