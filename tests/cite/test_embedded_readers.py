"""The ``<meta>`` tags and COinS of any item, read back by Zotero's readers (tests/cite/readers):
every creator comes back once, as written, whatever spaces, particles and commas its name holds."""
from __future__ import annotations

import html

from hypothesis import assume, given, settings, strategies as st

from generator.cite.embedded import coins, tags
from tests.cite.readers import zotero
from tests.cite.readers.common import names

#: A word as names are written: a capital, then small letters (a name all in capitals or all in
#: small letters is title-cased by Zotero, ``fixCase``; a one-letter given name gets a full stop).
WORD = st.builds(lambda first, rest: first + rest, st.sampled_from("ABDGHKMÄÖÜ"),
                 st.text(alphabet="aeilnorsuäöüß", min_size=1, max_size=8))
PARTICLE = st.sampled_from(["von", "van der", "de"])
PERSON = st.builds(lambda family, given, particle: {"family": " ".join(family), "given": " ".join(given),
                                                    **({"non-dropping-particle": particle} if particle else {})},
                   st.lists(WORD, min_size=1, max_size=3), st.lists(WORD, min_size=1, max_size=3),
                   st.none() | PARTICLE)
LITERAL = st.builds(lambda words, tail: {"literal": " ".join(words) + (f", {' '.join(tail)}" if tail else "")},
                    st.lists(WORD, min_size=1, max_size=3), st.lists(WORD, max_size=3))
NAME = PERSON | LITERAL


def _printed(p: dict) -> str:
    if "literal" in p:
        return p["literal"]
    return f"{' '.join(x for x in (p.get('non-dropping-particle'), p['family']) if x)}, {p['given']}"


def _split(p: dict) -> bool:
    """Words of more than one word on both sides of the name's first comma."""
    parts = _printed(p).split(",")
    return len(parts) > 1 and " " in parts[0].strip() and " " in parts[1].strip()


def _head(item: dict) -> str:
    metas = "".join(f'<meta {a}="{html.escape(n)}" content="{html.escape(c)}">' for a, n, c in tags(item))
    return f"<html lang=en><head><title>x</title>{metas}</head><body></body></html>"


def _item(authors, editors, kind) -> dict:
    item = {"id": "x", "type": kind, "title": "Ein Titel", "language": "de", "issued": {"date-parts": [[1810]]}}
    if kind != "book":
        item["container-title"] = "Ein Buch"
    if authors:
        item["author"] = authors
    if editors:
        item["editor"] = editors
    return item


@settings(max_examples=80, deadline=None)
@given(st.lists(NAME, max_size=4, unique_by=_printed), st.lists(PERSON, max_size=2, unique_by=_printed),
       st.sampled_from(["book", "chapter", "entry-encyclopedia", "article-journal", "webpage"]))
def test_zoteros_embedded_metadata_reads_each_creator_once_as_written(authors, editors, kind):
    # What the tags cannot carry (generator/cite/embedded.py): a lone author whose name Zotero
    # splits at its comma into two people, beside editors (a Dublin Core creator would be dropped
    # for the editors' tags), and such a lone editor.
    assume(not (len(authors) == 1 and _split(authors[0]) and editors))
    assume(not (len(editors) == 1 and _split(editors[0])))
    item = _item(authors, editors, kind)
    read = zotero.as_read(zotero.embedded_metadata(_head(item), "https://example.org/x/"), "EM")
    expected = [("author", _printed(p)) for p in authors] + [("editor", _printed(p)) for p in editors]
    if kind == "webpage":  # Zotero's web page has no editors: they become its authors
        expected = [("author", n) for _, n in expected]
    assert names(read) == expected
    # a name in one piece without a comma is kept in one field
    for (_, name, whole), p in zip(read.creators, authors):
        if "literal" in p and "," not in p["literal"]:
            assert whole, name


@settings(max_examples=80, deadline=None)
@given(st.lists(NAME, max_size=4, unique_by=_printed), st.sampled_from(["book", "chapter", "entry-encyclopedia", "article-journal", "webpage"]))
def test_zoteros_coins_reader_reads_each_author_once_and_a_literal_whole(authors, kind):
    item = _item(authors, [], kind)
    read = zotero.as_read(zotero.saved(zotero.parse_context_object(coins(item))), "COinS")
    assert names(read) == [("author", _printed(p)) for p in authors]
    assert [whole for _, _, whole in read.creators] == ["literal" in p for p in authors]
