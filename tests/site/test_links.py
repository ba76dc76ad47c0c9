"""``links.relative`` is ``posixpath.relpath`` for paths under the site's root, without the working folder."""
from __future__ import annotations

import posixpath

from hypothesis import given, strategies as st

from generator.site import links

PART = st.sampled_from(["games", "bester-bube", "rulesets", "index.md", "x.md", "a", ".", ".."])
PATH = st.lists(PART, min_size=1, max_size=6).map("/".join)


@given(PATH, PATH)
def test_relative_agrees_with_relpath(path, start):
    assert links.relative(path, start) == posixpath.relpath(path, start)


def test_relative_between_pages():
    assert links.relative("sources/parlett-2008.md", "games/bester-bube/rulesets") == "../../../sources/parlett-2008.md"
    assert links.relative("games/bester-bube", "games/bester-bube") == "."
    assert links.url("games/bester-bube/compare.md", "games/bester-bube/index.md", "names") == "../#names"
