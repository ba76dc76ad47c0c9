"""A richer copy of the minimal dataset for the comparison and figure tests, built once per session.

On top of tests/fixtures/minimal it adds rulesets that differ, inherit over two generations
(one basis `source`, one `editorial`), leave points open and carry alternatives; a related game
with a ruleset; conflicts about rules; events with intervals and decades; places inside and
outside the map; parallel and hedged relations; and data strings with HTML and Markdown syntax.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from tests.conftest import FIXTURES, run_mkdocs, site_config

NASTY = "<b>Bold</b> & | *star* `tick` [link](x) _u_"


def _dump(path: Path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")


def _add(path: Path, items: list) -> None:
    current = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else []
    _dump(path, (current or []) + items)


def make_variants(root: Path) -> Path:
    shutil.copytree(FIXTURES / "minimal", root)
    g = root / "gamedata"
    _dump(root / "sources/alvensleben-1853.yaml", {
        "id": "alvensleben-1853", "type": "book", "class": "primary-text", "evidence": "read",
        "copies": [{"kind": "original"}], "title": "Encyklopädie der Spiele",
        "author": [{"family": "Alvensleben", "given": "L.", "particle": "von"}], "issued": "1853", "language": "de",
        "page_range": {"first": 1, "last": 400}})
    _add(g / "regions.yaml", [
        {"id": "holstein", "name": f"Holstein {NASTY}", "kind": "region", "lat": 54.1, "lon": 10.0},
        {"id": "hamburg", "name": "Hamburg", "kind": "city", "within": "holstein", "lat": 53.55, "lon": 10.0},
        {"id": "vienna", "name": "Vienna", "kind": "city", "lat": 48.2, "lon": 16.37},
        {"id": "boston", "name": "Boston", "kind": "city", "lat": 42.36, "lon": -71.06}])
    cite53 = [{"source": "alvensleben-1853", "pages": "91"}]
    _add(g / "demo-game/names.yaml", [
        {"id": "bester-buur", "name": "Bester Buur", "language": "de", "regions": ["holstein", "hamburg"],
         "cite": cite53},
        {"id": "far-away", "name": "Far", "language": "en", "regions": ["boston"], "cite": cite53}])
    _add(g / "demo-game/events.yaml", [
        {"id": "demo-1853-rules", "date": "1853", "kind": "rules", "regions": ["hamburg"], "summary": NASTY, "cite": cite53},
        {"id": "demo-1777-ban", "date": "1777", "kind": "ban", "regions": ["vienna"], "summary": "Banned.", "cite": cite53},
        {"id": "demo-editions", "date": "1828/1844", "kind": "mention", "summary": "Editions.", "cite": cite53},
        {"id": "demo-decade", "date": "177X", "kind": "scholarship", "summary": "A decade.", "cite": cite53}])
    _add(g / "demo-game/relations.yaml", [
        {"id": "demo-ancestor-of-other", "type": "ancestor-of", "subject": "demo-game", "object": "other-game",
         "claim": "An ancestor.", "certainty": "stated", "cite": cite53},
        {"id": "demo-similar-to-third", "type": "similar-to", "subject": "demo-game", "object": "third-game",
         "claim": NASTY, "certainty": "hedged", "cite": cite53}])
    _dump(g / "third-game/game.yaml", {"id": "third-game", "name": f"Third {NASTY}", "scope": "related",
                                       "summary": "A related game with rules."})
    _dump(g / "third-game/relations.yaml", [
        {"id": "third-variant-of-other", "type": "variant-of", "subject": "third-game", "object": "other-game",
         "claim": "A variant.", "cite": cite53}])
    _dump(g / "third-game/rulesets/third-1900.yaml", {
        "id": "third-1900", "game": "third-game", "title": "Third game", "source": "alvensleben-1853", "date": "1900",
        "kind": "described", "summary": "Rules.",
        "rules": [{"param": "players", "value": {"min": 4, "max": 4}, "cite": cite53},
                  {"param": "hand-size", "value": 8, "certainty": "inferred", "cite": cite53}]})
    _dump(g / "demo-game/rulesets/demo-1853.yaml", {
        "id": "demo-1853", "game": "demo-game", "title": f"Demo {NASTY}", "source": "alvensleben-1853",
        "date": "1853", "kind": "described", "summary": "Later rules.",
        "rules": [
            {"param": "players", "value": {"min": 3, "max": 6}, "cite": cite53,
             "alternatives": [{"value": {"min": 3, "max": 5}, "label": "another reading"}]},
            {"param": "follow-suit", "value": True, "cite": [{"source": "alvensleben-1853", "pages": "92",
                                                               "cited_in": "demo-article", "cited_in_locator": "Rules"}]},
            {"param": "direction", "value": "clockwise", "cite": cite53},
            {"param": "hand-size", "value": 5, "cite": cite53},
            {"param": "drop-out", "certainty": "not-stated", "cite": cite53},
            {"param": "top-trumps", "value": [{"card": "JS", "name": NASTY}], "cite": cite53}]})
    _dump(g / "demo-game/rulesets/demo-1860.yaml", {
        "id": "demo-1860", "game": "demo-game", "title": "Demo 1860", "source": "alvensleben-1853", "date": "1860",
        "kind": "reconstruction", "summary": "As 1853 with six cards.",
        "inherits": {"ruleset": "demo-1853", "basis": "editorial", "note": "We assume the rest is unchanged."},
        "rules": [{"param": "hand-size", "value": 6, "certainty": "editorial", "note": "Chosen.", "cite": cite53}]})
    _add(g / "demo-game/conflicts.yaml", [
        {"id": "demo-follow", "topic": NASTY, "about": ["demo-1853#follow-suit", "demo-variation#follow-suit"],
         "status": "open", "sides": [{"label": "1853", "claim": "Must follow.", "cite": cite53},
                                     {"label": "variation", "claim": "Need not.", "cite": [{"source": "demo-1811", "pages": "195"}]}]},
        {"id": "demo-relation-doubt", "topic": "Ancestor or not", "about": ["demo-ancestor-of-other", "demo-1777-ban"],
         "status": "open", "sides": [{"label": "a", "claim": "Yes.", "cite": cite53},
                                     {"label": "b", "claim": "No.", "cite": [{"source": "demo-article", "locator": "Rules"}]}]}])
    return root


@pytest.fixture(scope="session")
def variants_root(tmp_path_factory) -> Path:
    return make_variants(tmp_path_factory.mktemp("variants") / "data")


@pytest.fixture(scope="session")
def variants_site(variants_root) -> Path:
    """The enriched dataset built with ``mkdocs build --strict``."""
    site = variants_root / "site"
    result = run_mkdocs(site_config(variants_root), site)
    assert result.returncode == 0, result.stdout + result.stderr
    return site
