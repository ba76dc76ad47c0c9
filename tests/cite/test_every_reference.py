"""The reference of every source, in every citation style we publish, reads cleanly.

Chicago and APA (pandoc's citeproc with the official styles), BibTeX, RIS and CSL-JSON, the
site's own reference line and its short label: each carries the year we cite the source by (or
"n.d." once when it has none), no doubled punctuation, no character entity left as text, and
balanced brackets and quotation marks. The expected year is read from the source record here,
not from the code under test: ``issued``, the publication we cite (for a document printed in a
later compilation, the printing, with its publisher), and beside it the text's own date
(``original_date``) wherever the format has room for it. The short label ("Frederick William …
1777") names a document by its own date.
"""
from __future__ import annotations

import html
import json
import re

import pytest

from generator.cite import bibtex, ris
from generator.cite.csl import source_item
from generator.cite.render import render_all
from generator.model.dates import parse_edtf
from tests.cite.bibparse import parse

# ".," is doubled unless the full stop ends an initial ("Culbertson, E., & Hoyle").
DOUBLED = re.compile(r"(?<!\.)\.\.(?!\.)|,,|(?<!\b[A-Z])\.,|,\.|;;|::|\s[.,;:](?!\d)")
ENTITY = re.compile(r"&(?:[a-zA-Z]+|#[0-9]+|#x[0-9a-fA-F]+);")
# (’ is also the apostrophe of "l’Hombre" and "Reis’", so single quotation marks are not counted.)
PAIRS = [("[", "]"), ("(", ")"), ("“", "”")]


def expected_year(source) -> str | None:
    return parse_edtf(source.issued).display() if source.issued else None


def label_year(source) -> str | None:
    dated = source.original_date if source.type == "legislation" and source.original_date else source.issued
    return parse_edtf(dated).display() if dated else None


def original_year(source) -> str | None:
    return parse_edtf(source.original_date).display() if source.original_date else None


def problems(text: str, year: str | None) -> list[str]:
    found = []
    if year is None:
        if text.count("n.d.") != 1:
            found.append(f"'n.d.' appears {text.count('n.d.')} times")
    elif year not in text:
        found.append(f"the year {year} is missing")
    for m in DOUBLED.finditer(text):
        found.append(f"doubled punctuation {m.group(0)!r} at …{text[max(0, m.start() - 25):m.end() + 10]}…")
    for m in ENTITY.finditer(text):
        found.append(f"a literal entity {m.group(0)!r}")
    for opening, closing in PAIRS:
        if text.count(opening) != text.count(closing):
            found.append(f"unbalanced {opening}{closing}: {text.count(opening)} vs {text.count(closing)}")
    return found


def test_the_checks_catch_the_bugs_of_issue_11():
    assert problems("Anon. n.d.. Title.", None)
    assert problems("Alvensleben, L.. 1853. Encyclopädie.", "1853")
    assert problems("Culbertson &amp; Hoyle 1950", "1950")
    assert problems("[Book of the most common Dutch card game… 1828", "1828")
    assert problems("Frederick William. 1823. Verordnung.", "1777")
    assert not problems("Alvensleben, L. von. 1853. Encyclopädie der Spiele. Otto Wigand.", "1853")
    assert not problems("Buch der Spiele und Rätsel. n.d. …", None)


@pytest.fixture(scope="module")
def rendered(dataset):
    return render_all([source_item(s) for s in dataset.sources.values()])


def _all_sources(dataset):
    return sorted(dataset.sources)


def _reference_work(source) -> bool:
    """Chicago cites a well-known reference work (an encyclopedia article) in the text only, by the
    work and the entry, without a date (CMOS 14.130): that form has no year and no "n.d."."""
    return source.type == "entry-encyclopedia"


def test_every_source_in_chicago_and_apa(dataset, rendered):
    bad = []
    for sid in _all_sources(dataset):
        source = dataset.sources[sid]
        year = expected_year(source)
        for style in ("chicago", "apa"):
            for part, text in (("entry", rendered[style][sid].entry_text), ("in-text", rendered[style][sid].intext_text)):
                if style == "chicago" and _reference_work(source) and year is None and (part == "in-text" or not text):
                    found = [p for p in problems(text, year) if not p.startswith("'n.d.' appears 0")]
                else:
                    found = problems(text, year)
                bad += [f"{sid} {style} {part}: {p}: {text}" for p in found]
    assert not bad, "\n".join(bad)


def test_every_source_in_bibtex_and_ris(dataset):
    bad = []
    for sid in _all_sources(dataset):
        source = dataset.sources[sid]
        item = source_item(source)
        year = expected_year(source)
        fields = parse(bibtex.to_bibtex(item))[0]["fields"]
        if year is not None and fields.get("year") != year:
            bad.append(f"{sid} bibtex: year {fields.get('year')!r}, expected {year!r}")
        if year is None and "year" in fields:
            bad.append(f"{sid} bibtex: a year {fields['year']!r} for an undated source")
        record = ris.to_ris(item)
        years = re.findall(r"^PY  - (.*)$", record, re.M)
        if (years[:1] or [None])[0] != (year.split("/")[0] if year and year[:4].isdigit() else year):
            bad.append(f"{sid} ris: PY {years!r}, expected {year!r}")
        for fmt, text in (("bibtex", " ".join(fields.values())), ("ris", record)):
            text = html.unescape(text) if fmt == "ris" else text
            bad += [f"{sid} {fmt}: {p}" for p in problems(text, year) if not p.startswith(("the year", "'n.d.'"))]
    assert not bad, "\n".join(bad)


def test_every_source_in_csl_json(dataset):
    bad = []
    for sid in _all_sources(dataset):
        source = dataset.sources[sid]
        item = json.loads(json.dumps(source_item(source), ensure_ascii=False))
        year = expected_year(source)
        date = item.get("issued")
        got = (date.get("literal") or str(date["date-parts"][0][0])) if date else None
        if got != year and not (year and got and year.startswith(got)):
            bad.append(f"{sid} csl-json: issued {got!r}, expected {year!r}")
        text = " ".join(str(v) for k, v in item.items() if isinstance(v, str) and k not in ("URL", "id"))
        bad += [f"{sid} csl-json: {p}" for p in problems(text, year) if not p.startswith(("the year", "'n.d.'"))]
    assert not bad, "\n".join(bad)


def test_every_source_in_the_site_reference_line_and_label(dataset):
    from generator.site.context import Context
    from generator.site.references import reference_text
    ctx = Context(dataset)
    bad = []
    for sid in _all_sources(dataset):
        year = expected_year(dataset.sources[sid])
        line = html.unescape(re.sub(r"<[^>]+>", "", reference_text(ctx, sid))).replace("\\", "").replace("*", "")
        bad += [f"{sid} reference line: {p}: {line}" for p in problems(line, year)]
        label = dataset.source_label(sid)
        if dataset.sources[sid].class_ != "encyclopedia" or not dataset.sources[sid].short_title:
            bad += [f"{sid} label: {p}: {label}" for p in problems(label, label_year(dataset.sources[sid]))]
    assert not bad, "\n".join(bad)


def test_a_text_printed_later_has_both_dates_in_every_format(dataset, rendered):
    """The printing's year with its publisher, and the text's own year beside it: CSL's
    ``original-date``, biblatex's ``origdate``, RIS's note (it has no tag for it); Chicago prints
    "(1777) 1823", APA "(Original work published 1777)"."""
    later = [s for s in dataset.sources.values() if s.original_date and s.issued]
    assert any(s.id == "hildesheim-ordinance-1777" for s in later)
    for source in later:
        item, printed, written = source_item(source), expected_year(source), original_year(source)
        assert item["issued"]["date-parts"][0][0] == int(printed) and str(item["original-date"]["date-parts"][0][0]) == written
        fields = parse(bibtex.to_bibtex(item))[0]["fields"]
        assert (fields["year"], fields["origdate"]) == (printed, written), source.id
        record = ris.to_ris(item)
        assert re.search(rf"^PY  - {printed}$", record, re.M) and re.search(rf"^N1  - Original date: {written}\b", record, re.M)
        for style in ("chicago", "apa"):
            entry = rendered[style][source.id].entry_text
            assert printed in entry and written in entry, (style, entry)
            if source.publisher:
                assert source.publisher in entry, (style, entry)


def test_the_english_gloss_follows_the_title_it_glosses(dataset):
    from generator.site.context import Context
    from generator.site.references import reference_text
    line = reference_text(Context(dataset), "hildesheim-ordinance-1777")
    assert line.index("[Sovereign ordinance against games of hazard]") < line.index("Hildesheimische Landes-Ordnungen")
