"""Keys added to a page's front matter: the fast path for front matter we wrote gives what a full
parse and dump gives."""
from __future__ import annotations

import yaml
from hypothesis import given, strategies as st

from generator.site.citing import with_front_matter

VALUES = st.one_of(st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=30),
                   st.integers(), st.lists(st.dictionaries(st.sampled_from(["name", "content"]), st.text(max_size=10)), max_size=3))


def _front(markdown: str) -> dict:
    return yaml.safe_load(markdown.split("---\n")[1])


def test_keys_add_up_and_a_repeated_key_is_replaced():
    page = with_front_matter("# Title\n\nText.\n", "a", 1)
    page = with_front_matter(page, "b", [{"name": "x", "content": "y: z"}])
    page = with_front_matter(page, "a", "again")
    assert _front(page) == {"a": "again", "b": [{"name": "x", "content": "y: z"}]}
    assert page.rstrip().endswith("# Title\n\nText.")


def test_hand_written_front_matter_is_kept():
    page = with_front_matter("---\ntitle: About\nhide: [toc]\n---\n\n# About\n", "search_kind", "page")
    assert _front(page) == {"title": "About", "hide": ["toc"], "search_kind": "page"}


@given(st.lists(st.tuples(st.sampled_from(["k1", "k2", "k3", "search_names"]), VALUES), min_size=1, max_size=5))
def test_any_sequence_of_keys_reads_back_as_the_last_value_of_each(pairs):
    page = "# T\n"
    for key, value in pairs:
        page = with_front_matter(page, key, value)
    assert _front(page) == dict(pairs)
