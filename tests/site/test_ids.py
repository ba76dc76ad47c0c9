"""The id policy keeps page paths and citation ids apart: whatever the ids, two records never
share a page, and two pages (or a page and a rule) never share a citation id."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st
from pydantic import TypeAdapter, ValidationError

from generator.model.base import Id, RESERVED_IDS
from generator.site import links
from generator.site.citing import item_id, rule_item_id

WORDS = ["a", "b", "x", "y", "z", "index", "compare", "diff", "rulesets", "examples", "players", "sources", "games"]
IDS = st.lists(st.sampled_from(WORDS), min_size=1, max_size=3).map("-".join)
_ID = TypeAdapter(Id)


def _valid(value: str) -> bool:
    try:
        _ID.validate_python(value)
        return True
    except ValidationError:
        return False


def _pages(games, rulesets, sources, examples) -> list[tuple[str, str]]:
    """(what, page path) of every page a small site with these ids has, fixed pages included."""
    out = [("fixed", p) for p in (links.HOME, links.GAMES, links.NAMES, links.BIBLIOGRAPHY, links.GLOSSARY,
                                  links.TIMELINE, links.CONFLICTS, links.PARAMETERS, links.COMPARE, links.MAP,
                                  links.RELATIONS)]
    for g in games:
        out += [(f"game {g}", links.game(g)), (f"compare {g}", links.game_compare(g)),
                (f"examples {g}", links.example_index(g))]
        out += [(f"ruleset {r}", links.ruleset(g, r)) for r in rulesets]
        out += [(f"diff {a} {b}", links.diff(g, a, b)) for a in rulesets for b in rulesets if a != b]
        out += [(f"example {e}", links.example(g, e)) for e in examples]
    out += [(f"source {s}", links.source(s)) for s in sources]
    return out


@settings(max_examples=300, deadline=None)
@given(*(st.sets(IDS, max_size=4) for _ in range(4)))
def test_pages_and_citation_ids_never_collide(games, rulesets, sources, examples):
    games, rulesets, sources, examples = ({i for i in ids if _valid(i)} for ids in (games, rulesets, sources, examples))
    pages = _pages(games, rulesets, sources, examples)
    paths = [p for _, p in pages]
    assert len(set(paths)) == len(paths), sorted(paths)
    keys = [item_id(p) for p in set(paths)]
    keys += [rule_item_id(links.ruleset(g, r), param) for g in games for r in rulesets for param in ("players", "pack")]
    assert len(set(keys)) == len(keys), sorted(keys)


def test_the_cases_the_issue_names():
    assert item_id(links.diff("g", "a", "a-b")) != item_id(links.diff("g", "a-a", "b"))
    assert rule_item_id(links.ruleset("g", "x"), "players") != item_id(links.ruleset("g", "x-players"))
    assert item_id(links.ruleset("a", "b")) != item_id(links.game("a-rulesets-b"))


def test_a_reserved_id_would_take_a_fixed_page():
    """Why "index" is reserved: as a source or an example id it would be the bibliography or the
    list of examples; every other word the site uses for a page is no file name of a record."""
    assert RESERVED_IDS == ("index",)
    assert links.source("index") == links.BIBLIOGRAPHY
    assert links.example("g", "index") == links.example_index("g")
    assert not _valid("index") and not _valid("x" * 65) and _valid("x" * 64)
