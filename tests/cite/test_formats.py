"""BibTeX, RIS and CSL-JSON of every source (and of tricky made-up ones) parse and say the same thing."""
from __future__ import annotations

import json
import re

import jsonschema
import pytest

from generator.cite import bibtex, ris
from generator.cite.csl import csl_date, page_item, source_item
from generator.cite.embedded import coins, highwire
from generator.model.sources import Source
from tests.cite.bibparse import parse, unescaped_specials

REQUIRED = {"book": {"title", "year"}, "article": {"author", "title", "journal", "year"},
            "incollection": {"title", "booktitle"}, "misc": {"title"}}

#: The CSL-JSON schema (citation-style-language/schema, csl-data.json), reduced to what we write.
_NAME = {"type": "object", "additionalProperties": False, "properties": {
    k: {"type": "string"} for k in ("family", "given", "non-dropping-particle", "dropping-particle", "literal", "suffix")}}
_DATE = {"type": "object", "additionalProperties": False, "properties": {
    "date-parts": {"type": "array", "minItems": 1, "maxItems": 2,
                   "items": {"type": "array", "minItems": 1, "maxItems": 3, "items": {"type": ["integer", "string"]}}},
    "circa": {"type": ["string", "number", "boolean"]}, "literal": {"type": "string"},
    "raw": {"type": "string"}, "season": {"type": ["string", "number"]}}}
CSL_TYPES = ["article", "article-journal", "article-magazine", "article-newspaper", "bill", "book", "broadcast",
             "chapter", "classic", "collection", "dataset", "document", "entry", "entry-dictionary",
             "entry-encyclopedia", "event", "figure", "graphic", "hearing", "interview", "legal_case", "legislation",
             "manuscript", "map", "motion_picture", "musical_score", "pamphlet", "paper-conference", "patent",
             "performance", "periodical", "personal_communication", "post", "post-weblog", "regulation", "report",
             "review", "review-book", "software", "song", "speech", "standard", "thesis", "treaty", "webpage"]
STRINGS = ["id", "title", "title-short", "container-title", "collection-title", "edition", "volume", "issue",
           "number-of-volumes", "page", "publisher", "publisher-place", "language", "ISBN", "URL", "note", "genre", "status"]
CSL_SCHEMA = {"type": "array", "items": {"type": "object", "required": ["id", "type"], "additionalProperties": False,
              "properties": {"type": {"enum": CSL_TYPES}, **{k: {"type": "string"} for k in STRINGS},
                             "author": {"type": "array", "items": _NAME}, "editor": {"type": "array", "items": _NAME},
                             "issued": _DATE, "original-date": _DATE, "accessed": _DATE}}}

NASTY = Source.model_validate({
    "id": "nasty-1900", "type": "chapter", "class": "secondary", "evidence": "listed", "language": "de",
    "title": 'Über {Klammern} & 100% "Zeichen" #1 $x_y ~ ^ \\ und <b>Tags</b>',
    "container_title": "Sammlung: Teil 1", "author": [{"family": "Müller", "given": "Anna", "particle": "von"},
                                                       {"literal": "Verein für Spiele, e.V."}],
    "editor": [{"family": "Ø", "given": "Å"}], "issued": "1900~", "original_date": "177X", "pages": "3–7",
    "publisher": "A & B", "place": "Köln", "isbn": "978-3-16-148410-0", "url": [{"url": "https://example.org/a%20b?x=1&y={2}"}]})


def _items(dataset):
    return [source_item(s) for s in dataset.sources.values()]


@pytest.fixture(scope="module")
def all_items(frozen_items):
    return [*frozen_items.values(), source_item(NASTY),
            page_item("stichwort-x", "A page: “quoted” & more", "https://stichwort.example.org/x/", "2026.11.29", [2026, 11, 29])]


def test_bibtex_parses_with_the_fields_its_type_needs(all_items):
    entries = parse(bibtex.bibliography(all_items))
    assert [e["key"] for e in entries] == [i["id"] for i in all_items]
    for entry in entries:
        assert REQUIRED[entry["type"]] <= set(entry["fields"]), entry
        for name, value in entry["fields"].items():
            if name != "url":
                assert not unescaped_specials(value), (entry["key"], name, value)


def test_bibtex_keeps_utf8_and_escapes_tex_specials():
    entry = parse(bibtex.to_bibtex(source_item(NASTY)))[0]
    fields = entry["fields"]
    assert entry["type"] == "incollection"
    assert fields["author"] == "von Müller, Anna and {Verein für Spiele, e.V.}"
    assert fields["title"] == ('{Über \\{Klammern\\} \\& 100\\% "Zeichen" \\#1 \\$x\\_y \\textasciitilde{} '
                               '\\textasciicircum{} \\textbackslash{} und <b>Tags</b>}')
    assert fields["pages"] == "3--7" and fields["publisher"] == "A \\& B" and fields["address"] == "Köln"
    assert fields["url"] == "https://example.org/a%20b?x=1&y=%7B2%7D"
    assert fields["year"] == "1900" and fields["origdate"] == "1770s"


RIS_LINE = re.compile(r"^([A-Z][A-Z0-9])  - (.*)$")
RIS_TYPES = {"BOOK", "CHAP", "DICT", "ENCYC", "JOUR", "MGZN", "STAT", "ELEC", "MANSCPT", "GEN"}


def parse_ris(text: str) -> list[dict[str, list[str]]]:
    records, current = [], None
    for line in text.split("\n"):
        if not line:
            continue
        m = RIS_LINE.match(line)
        assert m, f"not a RIS line: {line!r}"
        tag, value = m.groups()
        if tag == "TY":
            assert current is None, "TY inside a record"
            assert value in RIS_TYPES
            current = {}
        assert current is not None, f"{tag} outside a record"
        if tag == "ER":
            assert value == ""
            records.append(current)
            current = None
            continue
        assert value.strip() == value and value, f"empty or padded value: {line!r}"
        current.setdefault(tag, []).append(value)
    assert current is None, "record without ER"
    return records


def test_ris_follows_the_line_grammar(all_items):
    records = parse_ris(ris.records(all_items))
    assert len(records) == len(all_items)
    for record, item in zip(records, all_items):
        assert record["TI"] == [" ".join(item["title"].split())]
        assert len(record.get("AU", [])) == len(item.get("author", []))
    nasty = parse_ris(ris.to_ris(source_item(NASTY)))[0]
    assert nasty["AU"] == ["von Müller, Anna", "Verein für Spiele, e.V."] and nasty["SP"] == ["3"] and nasty["EP"] == ["7"]


def test_csl_json_fits_the_schema(all_items):
    jsonschema.validate(json.loads(json.dumps(all_items)), CSL_SCHEMA)


def test_csl_dates_from_edtf():
    assert csl_date("1810") == {"date-parts": [[1810]]}
    assert csl_date("1828/1844") == {"date-parts": [[1828], [1844]]}
    assert csl_date("2018-10-16") == {"date-parts": [[2018, 10, 16]]}
    assert csl_date("1800~") == {"date-parts": [[1800]], "circa": True}
    assert csl_date("177X") == {"literal": "1770s"}
    assert csl_date(None) is None


def test_ordinance_in_a_compilation_is_a_document_in_a_collection(frozen_items):
    item = frozen_items["hildesheim-ordinance-1777"]
    # the printing we cite (with its publisher) and the text's own date beside it
    assert item["type"] == "chapter" and item["issued"] == {"date-parts": [[1823]]}
    assert item["original-date"] == {"date-parts": [[1777]]} and "status" not in item
    entry = parse(bibtex.to_bibtex(item))[0]
    assert entry["type"] == "incollection"
    assert (entry["fields"]["year"], entry["fields"]["origdate"]) == ("1823", "1777")
    record = parse_ris(ris.to_ris(item))[0]
    assert record["PY"] == ["1823"] and record["N1"][0].startswith("Original date: 1777") and "OP" not in record


def test_entries_of_reference_works_are_incollection_for_classic_bibtex(frozen_items):
    """Classic BibTeX styles read ``booktitle`` of an @incollection; @inbook is an untitled part."""
    entry = parse(bibtex.to_bibtex(frozen_items["wikipedia-en-bester-bube-newest"]))[0]
    assert entry["type"] == "incollection" and entry["fields"]["booktitle"] == "Wikipedia"


def test_editors_are_a2_and_of_a_book_a3():
    book = source_item(Source.model_validate({"id": "b-1880", "type": "book", "class": "primary-text", "title": "Werke", "evidence": "listed",
                                              "language": "de", "editor": [{"family": "Seelmann", "given": "Wilhelm"}]}))
    chapter = source_item(NASTY)
    assert parse_ris(ris.to_ris(book))[0]["A3"] == ["Seelmann, Wilhelm"]
    assert parse_ris(ris.to_ris(chapter))[0]["A2"] == ["Ø, Å"]
    assert "ED" not in parse_ris(ris.to_ris(book))[0] | parse_ris(ris.to_ris(chapter))[0]


def test_highwire_and_coins_name_the_right_item_type(frozen_items):
    types = {sid: dict(highwire(item))["DC.type"] for sid, item in frozen_items.items()}
    assert types == {"alvensleben-1853": "book", "daehnert-1781": "book", "geiser-2004": "journalArticle",
                     "handleiding-kaartspel-1810": "book", "hildesheim-ordinance-1777": "bookSection",
                     "mensing-1928": "book", "wikipedia-en-bester-bube-newest": "encyclopediaArticle"}
    geiser = dict(highwire(frozen_items["geiser-2004"]))
    assert geiser["citation_journal_title"] == "Talon" and geiser["citation_issue"] == "13"
    # an encyclopedia names its work without the Highwire tag that would make it a book section
    wiki = dict(highwire(frozen_items["wikipedia-en-bester-bube-newest"]))
    assert wiki["prism.publicationName"] == "Wikipedia" and "citation_book_title" not in wiki
    kev = coins(frozen_items["geiser-2004"])
    assert "rft_val_fmt=info%3Aofi%2Ffmt%3Akev%3Amtx%3Ajournal" in kev and "rft.jtitle=Talon" in kev
    book = coins(frozen_items["alvensleben-1853"])
    assert "rft.genre=book" in book and "rft.btitle=Encyclop%C3%A4die%20der%20Spiele" in book
    assert "rft.aulast=von%20Alvensleben" in book
    assert "rft.genre=bookitem" in coins(frozen_items["hildesheim-ordinance-1777"])
    assert "rft.aucorp=Frederick%20William%2C%20Prince-Bishop%20of%20Hildesheim" in coins(frozen_items["hildesheim-ordinance-1777"])
    assert "rft.type=encyclopediaArticle" in coins(frozen_items["wikipedia-en-bester-bube-newest"])


def test_every_source_of_the_dataset_converts_and_parses(dataset):
    items = _items(dataset)
    assert len(parse(bibtex.bibliography(items))) == len(items)
    assert len(parse_ris(ris.records(items))) == len(items)
    jsonschema.validate(items, CSL_SCHEMA)
