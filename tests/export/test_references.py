"""Source references stay parseable whatever a page or locator holds (hostile text included)."""
from __future__ import annotations

import json

from hypothesis import given, strategies as st
from pycldf.sources import Reference, Sources

from generator.export.references import cite_ref, cited_in
from generator.model.base import Citation, blank

#: Any text a record accepts (text that shows nothing is refused by the model: generator.model.base.blank).
TEXT = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=30).map(str.strip).filter(lambda t: not blank(t))


@given(pages=st.none() | TEXT, locator=st.none() | TEXT)
def test_a_reference_parses_back_to_its_source(pages, locator):
    ref = cite_ref(Citation(source="demo-1811", pages=pages, locator=locator))
    source, context = Sources.parse(ref)
    assert source == "demo-1811"
    if pages or locator:
        assert context is not None and not set("[];") & set(context)
        Reference({"id": source}, context)  # pycldf's own check of a context
    else:
        assert context is None


@given(locator=st.none() | TEXT)
def test_cited_in_pairs_each_second_hand_source_with_its_work(locator):
    cites = [Citation(source="demo-1811", pages="12"),
             Citation(source="demo-1850", pages="3;4", cited_in="demo-article", cited_in_locator=locator)]
    pairs = json.loads(cited_in(cites))
    assert pairs == [{"source": cite_ref(cites[1]), "cited_in": pairs[0]["cited_in"]}]
    work, where = Sources.parse(pairs[0]["cited_in"])
    assert work == "demo-article" and (where is None) == (locator is None)
    assert cited_in(cites[:1]) == ""
