"""Data-level checks that keep problems once found in the data from coming back.

General rules first (they hold for every record), then spot checks of the records the audit named;
the expectations come from the issue and the fact notes, not from the data files.
"""
from __future__ import annotations

import re

import pytest

from generator.model.checks import iter_citations
from generator.model.dates import parse_edtf

# Working vocabulary that must not reach a public page through a data text.
WORKING = re.compile(r"\bseed S[0-3]\b|\bshared/|\b[\w-]+\.yaml\b|\b[a-z0-9]+(?:-[a-z0-9]+)+#[a-z0-9]+(?:-[a-z0-9]+)*\b")
#: The one sanctioned way for prose to point at a record: a [[kind:id]] reference, shown as a link.
REFERENCE = re.compile(r"\[\[[a-z]+:[^\]]+\]\]")


RULE_VALUE = re.compile(r"rules\[\d+\]\.(alternatives\[\d+\]\.)?value$")
PUBLIC_TEXT = ("summary", "note", "claim", "meaning", "reading", "topic", "label", "value", "title", "translation",
               "certainty_differs", "extent")


def _texts(record, prefix=""):
    """(field path, text) of every public text field of a record, nested records included."""
    from pydantic import BaseModel
    for name in type(record).model_fields:
        value = getattr(record, name)
        items = value if isinstance(value, list) else [value]
        for index, item in enumerate(items):
            path = f"{prefix}{name}[{index}]" if isinstance(value, list) else f"{prefix}{name}"
            if isinstance(item, BaseModel):
                yield from _texts(item, path + ".")
            elif isinstance(item, str) and name in PUBLIC_TEXT:
                yield path, item


def test_no_data_text_speaks_of_our_folders_files_or_record_ids(dataset):
    # a [[kind:id]] reference is the sanctioned way to point at a record: the page shows it as a link
    found = [f"{record.where.path}:{record.where.line}: {path}: {m.group(0)!r}"
             for record in dataset._all() for path, text in _texts(record)
             for m in WORKING.finditer(REFERENCE.sub(" ", text))]
    assert not found, "\n".join(found)


def test_no_data_text_names_a_record_id(dataset):
    # where a text points at another record it says so in words or by a [[kind:id]] reference (a
    # bare record id means nothing to a reader); a rule's value is a vocabulary word (preferred-suit)
    ids = {rid for kind in ("sources", "games", "names", "events", "relations", "conflicts", "rulesets", "glossary", "regions")
           for rid in getattr(dataset, kind) if "-" in rid}
    named = re.compile(r"(?<![\w/-])(" + "|".join(sorted(map(re.escape, ids), key=len, reverse=True)) + r")(?![\w-])")
    found = [f"{record.where.path}:{record.where.line}: {path}: {m.group(0)!r}"
             for record in dataset._all() for path, text in _texts(record) if not RULE_VALUE.search(path)
             for m in named.finditer(REFERENCE.sub(" ", text))]
    assert not found, "\n".join(found)


def test_an_access_date_is_ours_and_needs_an_address_we_read(dataset):
    bad = [s.id for s in dataset.sources.values() if s.accessed and not s.url]
    assert not bad, f"access dates without an address we read: {bad}"
    assert dataset.sources["pagat-rams-group"].accessed is None  # 2018-10-16 was the article editor's date


def test_a_ruleset_is_no_more_precisely_dated_than_its_source(dataset):
    bad = []
    for ruleset in dataset.rulesets.values():
        source = dataset.sources[ruleset.source]
        dated = source.original_date or source.issued
        if dated is None and "X" not in ruleset.date:
            bad.append(f"{ruleset.id}: date {ruleset.date} but {source.id} is undated")
    assert not bad, "\n".join(bad)


def test_scholarship_is_not_mapped_as_a_place_of_play(dataset):
    bad = [e.id for e in dataset.events.values() if e.kind == "scholarship" and e.regions]
    assert not bad, bad
    assert "south-west-germany" not in dataset.regions


def test_a_term_has_one_language_in_the_names_and_the_glossary(dataset):
    glossary = {}
    for entry in dataset.glossary.values():
        for game in entry.games:
            glossary[(game, entry.term.casefold())] = entry
    bad = []
    for (kind, rid), game in dataset.game_of.items():
        if kind != "names":
            continue
        name = dataset.names[rid]
        entry = glossary.get((game, name.name.casefold()))
        if entry is not None and entry.language != name.language:
            bad.append(f"{name.name} ({game}): names {name.language}, glossary {entry.language}")
    assert not bad, "\n".join(bad)


def test_every_quote_has_its_citation_stated_or_marked(dataset):
    # a quotation attributes words: a citation that quotes needs a certainty that is not editorial
    bad = [f"{r.where.path}:{c.line_of('quote')}" for r in dataset._all() for _, c in iter_citations(r)
           if c.quote and c.certainty == "editorial"]
    assert not bad, bad


# ---------------------------------------------------------------- the records the audit named

def _rule(dataset, ruleset, param):
    return next(r for r in dataset.rulesets[ruleset].rules if r.param == param)


@pytest.mark.parametrize("param", ["trick-1-top-trump", "trick-2-top-trump"])
def test_the_1810_exception_is_rearhand_and_the_dealer_is_our_inference(dataset, param):
    rule = _rule(dataset, "bester-bube-1810", param)
    assert rule.certainty == "inferred"
    assert "rearhand" in rule.note and "inference" in rule.note


def test_rule_sections_without_footnotes_are_attributed_by_inference(dataset):
    for ruleset in ("kontraspiel-1811", "bester-bube-1810", "bester-bube-1828"):
        for rule in dataset.rulesets[ruleset].rules:
            for cite in rule.cite:
                if cite.source in ("hammer-1811", "handleiding-kaartspel-1810", "moolenijzer-1828") and cite.cited_in:
                    assert cite.certainty != "stated", (ruleset, rule.param)


def test_schuetze_1800_is_stated_only_where_a_text_names_the_1800_dictionary(dataset):
    for record in dataset._all():
        for path, cite in iter_citations(record):
            if cite.source == "schuetze-1800" and cite.locator == "s.v. Buuren":
                assert cite.certainty != "stated", f"{record.where.path}:{cite.line_of('source')}"


def test_cut_off_copies_are_not_seen_not_silent(dataset):
    assert not [r.param for r in dataset.rulesets["bolachen-de-wikipedia"].rules if r.certainty == "not-stated"]
    k1773 = {r.param: r.certainty for r in dataset.rulesets["kontraspiel-1773"].rules}
    for param in ("top-trumps", "first-lead", "follow-suit", "win-condition", "contra", "recontra", "base-value", "side-payments"):
        assert k1773[param] == "not-seen", param


def test_the_english_bolachen_rules_are_not_dated_by_their_scoring_book(dataset):
    assert "X" in dataset.rulesets["bolachen-2015"].date
    assert parse_edtf(dataset.rulesets["bolachen-2015"].date).start_year <= 2015


def test_card_names_no_text_holds_are_gone(dataset):
    names = {n.name for n in dataset.names.values()}
    assert not names & {"Eichelunter", "Laubunter"}


def test_the_editorial_1808_rules_show_no_stated_row(dataset):
    rules = dataset.effective_rules("bester-bube-1808")
    inherited = [r for r in rules.values() if r.owner != "bester-bube-1808"]
    assert inherited and all(r.certainty in ("editorial", "not-stated", "not-seen") for r in inherited)
    assert rules["players"].origin_certainty == "stated" and rules["players"].owner == "bester-bube-1853"


def test_the_face_down_lead_carries_its_editorial_reading(dataset):
    for ruleset in ("bester-bube-1853", "bester-bube-1810"):
        rule = _rule(dataset, ruleset, "trick-1-lead")
        assert any(c.certainty == "editorial" and "face-down card wins" in (c.note or "") for c in rule.cite), ruleset
