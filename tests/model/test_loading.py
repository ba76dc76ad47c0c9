"""Loading the small dataset: records, lines, inheritance, citations, reverse index."""
from generator.model import load_dataset


def test_minimal_dataset_loads_every_kind(minimal_root):
    ds = load_dataset(minimal_root)
    assert set(ds.sources) == {"demo-1811", "demo-article"}
    assert set(ds.games) == {"demo-game", "other-game"}
    assert list(ds.names) == ["demo"] and list(ds.events) == ["demo-1811-rules"]
    assert set(ds.rulesets) == {"demo-1811", "demo-variation"}
    assert ds.game_of[("names", "demo")] == "demo-game"


def test_records_remember_file_and_line(minimal_root):
    ds = load_dataset(minimal_root)
    ruleset = ds.rulesets["demo-1811"]
    assert ruleset.where.path == "gamedata/demo-game/rulesets/demo-1811.yaml"
    lines = (minimal_root / ruleset.where.path).read_text().splitlines()
    follow = ruleset.rules[1]
    assert "param: follow-suit" in lines[follow.where.line - 1]
    assert "value: true" in lines[follow.line_of("value") - 1]


def test_inherited_rules_keep_their_owner(minimal_root):
    ds = load_dataset(minimal_root)
    rules = ds.effective_rules("demo-variation")
    assert rules["follow-suit"].value is False and rules["follow-suit"].rule_id == "demo-variation#follow-suit"
    assert rules["players"].value == {"min": 4, "max": 4} and rules["players"].rule_id == "demo-1811#players"
    assert rules["direction"].certainty == "not-stated" and rules["direction"].value is None


def test_citation_text_names_source_pages_and_article(minimal_root):
    ds = load_dataset(minimal_root)
    assert ds.reference(ds.names["demo"].cite[0]).text == 'Hammer 1811, pp. 193–214, cited in Wikipedia "Demo game" (History)'
    assert ds.reference(ds.rulesets["demo-1811"].rules[1].cite[0]).text == "Hammer 1811, p. 194"


def test_reverse_index_lists_direct_and_cited_in_uses(minimal_root):
    ds = load_dataset(minimal_root)
    index = ds.citing()
    direct = {type(rec).__name__ for rec, _, cite in index["demo-1811"]}
    assert {"Name", "Event", "Ruleset", "Conflict", "GlossaryEntry"} <= direct
    via_article = [(rec, path) for rec, path, cite in index["demo-article"] if cite.cited_in == "demo-article"]
    assert [(type(rec).__name__, path) for rec, path in via_article] == [("Name", "cite[0]")]
