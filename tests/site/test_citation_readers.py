"""Every page of the built site as scholars' tools read it (tests/cite/readers): Zotero's
Embedded Metadata and COinS translators, bibtexparser, rispy, citeproc-py and Citation.js.

A page describes itself (a web page of the website Stichwort, by its authors, dated and typed by
the dataset edition, with its own description), or, a source's page, the source; Zotero imports
exactly that, and every format of the page's "Cite this" blocks, read by every reader, gives the
same item type, title, creators and date.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from generator.cite.embedded import NO_EDITOR

from generator.cite.edition import current_edition
from generator.cite.project import creators
from tests.cite.readers import libraries, zotero
from tests.cite.readers.common import Read, names
from tests.cite.readers.pages import cite_blocks
from tests.conftest import REPO

pytestmark = pytest.mark.build

BASE = "http://127.0.0.1:8000/"
TAGLINE = "A source-critical, executable reference for historical German card games."

#: Each format's name for each CSL type, and what each reader makes of it: the formats' own
#: vocabularies (Zotero's item types, BibTeX entry types, RIS types), written out here.
ZOTERO = {"book": "book", "chapter": "bookSection", "entry-dictionary": "dictionaryEntry",
          "entry-encyclopedia": "encyclopediaArticle", "article-journal": "journalArticle",
          "article-magazine": "magazineArticle", "legislation": "statute", "webpage": "webpage",
          "manuscript": "manuscript"}
BIBTEX = {"book": "book", "chapter": "incollection", "entry-dictionary": "incollection",
          "entry-encyclopedia": "incollection", "article-journal": "article", "article-magazine": "article",
          "legislation": "misc", "webpage": "misc", "manuscript": "misc"}
RIS = {"book": "BOOK", "chapter": "CHAP", "entry-dictionary": "DICT", "entry-encyclopedia": "ENCYC",
       "article-journal": "JOUR", "article-magazine": "MGZN", "legislation": "STAT", "webpage": "ELEC",
       "manuscript": "MANSCPT"}
#: Citation.js's reading of a BibTeX entry type (its biblatex mapping).
CITATIONJS_BIBTEX = {"book": "book", "incollection": "chapter", "article": "article-journal", "misc": "document"}


def _pages(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("index.html") if "pagefind" not in p.parts)


def _location(site: Path, page: Path) -> str:
    return BASE + page.relative_to(site).as_posix()[: -len("index.html")]


def _csl(block) -> dict:
    return json.loads(block.csl)[0]


def _csl_names(item: dict) -> list[tuple[str, str]]:
    """``(role, name as printed)`` of a CSL item, written out here from CSL's name parts."""
    out = []
    for role in ("author", "editor"):
        for n in item.get(role, []):
            if "literal" in n:
                out.append((role, n["literal"]))
            else:
                family = " ".join(x for x in (n.get("non-dropping-particle"), n["family"]) if x)
                out.append((role, f"{family}, {n['given']}" if n.get("given") else family))
    return out


def _csl_date(item: dict) -> str:
    date = item.get("issued")
    if not date:
        return ""
    if "literal" in date:
        return date["literal"]
    return "-".join(f"{p:02d}" if i else str(p) for i, p in enumerate(date["date-parts"][0]))


@pytest.fixture(scope="module")
def pages(built_site):
    """``{page: (its HTML, its "Cite this" blocks)}`` for every page of the built site."""
    out = {}
    for page in _pages(built_site):
        text = page.read_text(encoding="utf-8")
        out[page] = (text, cite_blocks(text))
    return out


def _container(item: dict) -> str:
    """The container Zotero keeps: a manuscript has no field for one (the archive a record is
    kept in stays in the page's citation)."""
    return "" if item["type"] == "manuscript" else item.get("container-title", "")


def test_zotero_imports_what_each_page_describes(built_site, pages, dataset):
    edition = current_edition(REPO)
    site_creators = [("author", c.get("literal") or c["family"]) for c in creators()]
    sources = 0
    for page, (text, blocks) in pages.items():
        translator, items = zotero.zotero_import(text, _location(built_site, page))
        own = next(b for b in blocks if b.summary == "Cite this page")
        source = next((b for b in blocks if b.summary == "Cite this source"), None)
        if page == built_site / "sources/index.html":
            assert translator == "COinS" and len(items) == len(dataset.sources), page
            continue
        assert translator == "Embedded Metadata", page
        item, = items
        described = _csl(source or own)
        assert item.type == ZOTERO[described["type"]], page
        assert item.title == " ".join(described["title"].split()), page
        # Zotero's cleanAuthor strips the brackets of an author we could only infer ("[J. Spencer Smith]")
        expected_names = [(r, n.strip("[]")) for r, n in _csl_names(described)
                          if r == "author" or described["type"] not in NO_EDITOR]
        assert names(item) == expected_names, page
        assert item.date == _csl_date(described), page
        assert item.container == _container(described), page
        assert item.fields["language"] == described["language"], page
        if source:
            sources += 1
            # the source, not our page about it: no abstract of ours, and its own editors and place
            assert not item.fields["abstractNote"], page
            assert item.fields["place"] == described.get("publisher-place"), page
            continue
        # the page itself: a web page of the website Stichwort, by its authors, typed and dated by the edition
        assert item.type == "webpage" and item.container == "Stichwort", page
        assert names(item) == site_creators and all(whole for _, _, whole in item.creators), page
        assert item.fields["websiteType"] == f"Dataset edition {edition.id}", page
        assert item.fields["abstractNote"] and item.fields["abstractNote"] != TAGLINE, page
    assert sources == len(dataset.sources)


def test_the_bibliographys_coins_are_the_sources(built_site, pages, dataset):
    """One item per source, as its page describes it. COinS have no editors: the authors only,
    and a name in one field stays whole (``rft.aucorp``)."""
    text, _ = pages[built_site / "sources/index.html"]
    read = [zotero.as_read(i, "COinS") for i in zotero.coins(text)]
    got = Counter((r.type, r.title, tuple(names(r)), r.date, r.container, r.fields["language"]) for r in read)
    expected = Counter()
    for page, (_, blocks) in pages.items():
        source = next((b for b in blocks if b.summary == "Cite this source"), None)
        if source is not None:
            item = _csl(source)
            expected[(ZOTERO[item["type"]], " ".join(item["title"].split()),
                      tuple((r, n) for r, n in _csl_names(item) if r == "author"), _csl_date(item),
                      _container(item), item["language"])] += 1
    assert sum(expected.values()) == len(read) == len(dataset.sources)
    assert got == expected
    # the name with a comma that Zotero's other readers split at the comma, whole in one field here
    bishop = [c for r in read for c in r.creators if "Prince-Bishop" in c[1]]
    assert bishop == [("author", "Frederick William, Prince-Bishop of Hildesheim", True)]


def _expected(item: dict, reader: str) -> str:
    kind = item["type"]
    bib = BIBTEX[kind] if item.get("container-title") or BIBTEX[kind] != "incollection" else "misc"
    return {"bibtexparser": bib, "rispy": RIS[kind], "citeproc-py": kind, "Citation.js (bibtex)": CITATIONJS_BIBTEX[bib],
            "Citation.js (ris)": kind, "Citation.js (csl)": kind}[reader]


def test_every_format_of_every_page_reads_as_the_same_item(pages, dataset):
    """BibTeX, RIS and CSL-JSON of every block, read by bibtexparser, rispy, citeproc-py and
    Citation.js: one item each, with the type, title, creators and date of the block's CSL item."""
    blocks = [b for _, bs in pages.values() for b in bs]
    inputs = [(fmt, getattr(b, fmt)) for b in blocks for fmt in ("bibtex", "ris", "csl")]
    cjs = iter(libraries.citationjs_items(inputs))
    checked = 0
    for block in blocks:
        item = _csl(block)
        reads: list[Read] = [*libraries.bibtexparser_reads(block.bibtex), *libraries.rispy_reads(block.ris),
                             *libraries.citeproc_reads(block.csl)]
        for fmt in ("bibtex", "ris", "csl"):
            found = next(cjs)
            assert len(found) == 1, (fmt, block.csl)
            reads.append(libraries.citationjs_read(found[0], fmt))
        assert len(reads) == 6
        for read in reads:
            where = (read.reader, item["id"])
            assert read.type == _expected(item, read.reader), where
            assert " ".join(read.title.split()) == " ".join(item["title"].split()), where
            expected = _csl_names(item)
            if read.reader == "Citation.js (ris)" and item["type"] == "article-magazine":
                # Citation.js's RIS reader takes no A2 (editor) of a magazine article, which rispy and Zotero read
                expected = [(r, n) for r, n in expected if r != "editor"]
            assert names(read) == expected, where
            assert read.date == _csl_date(item), where
        checked += 1
    # a block per page, and a second on each source's page
    assert checked >= len(pages) + len(dataset.sources)


def test_a_name_in_one_field_stays_whole_where_the_format_can_hold_it(pages):
    """BibTeX braces it, CSL-JSON has it literal, RIS keeps a name without a comma whole; the one
    with a comma ("Frederick William, Prince-Bishop of Hildesheim") stays one creator everywhere."""
    for _, blocks in pages.values():
        for block in blocks:
            literal = [n["literal"] for n in _csl(block).get("author", []) if "literal" in n]
            if not literal:
                continue
            bib, = libraries.bibtexparser_reads(block.bibtex)
            csl, = libraries.citeproc_reads(block.csl)
            ris, = libraries.rispy_reads(block.ris)
            for read in (bib, csl):
                assert [n for _, n, whole in read.creators if whole] == literal, read
            assert [n for _, n, _ in ris.creators] == literal
