"""Spot checks of the records the December audit named (``../shared/audits/2026-12-data.md``):
each test says the audit's item and checks the fix; the expectations come from the audit and the
texts we hold, not from the data files. The general rules that keep the kinds from coming back are
the scholarship checks (``test_scholarship.py``) and the evidence checks of validation.
"""
from __future__ import annotations

import pytest

from generator.model.checks import iter_citations
from generator.model.evidence import permalink, route


def _rule(dataset, ruleset, param):
    return next(r for r in dataset.rulesets[ruleset].rules if r.param == param)


def _cites(dataset, source, **fields):
    """Every citation of ``source`` whose fields have the given values."""
    return [(record, cite) for record in dataset.records() for _path, cite in iter_citations(record)
            if cite.source == source and all(getattr(cite, k) == v for k, v in fields.items())]


# ---------------------------------------------------------------- quotations (D-Q1–4)

@pytest.mark.parametrize("source, words", [
    ("parlett-2008", "Parlett suggests"), ("schuetze-1800", "Holsteinisches Idiotikon of 1800"),
    ("hildesheim-ordinance-1777", "Fünf Karten, Fünf Pfennig"), ("parlett-1990", "reminiscent of Euchre")])
def test_an_articles_words_are_quoted_on_the_article_not_on_the_work_it_reports(dataset, source, words):
    wrong = [cite for record, cite in _cites(dataset, source) if cite.quote and words in cite.quote
             and not (source == "hildesheim-ordinance-1777" and type(record).__name__ != "Ruleset")]
    assert not wrong
    if source != "hildesheim-ordinance-1777":
        assert [c for _r, c in _cites(dataset, "wikipedia-en-bester-bube-older") + _cites(dataset, "wikipedia-en-kontraspiel-mid")
                if c.quote and words in c.quote]


def test_the_stake_clause_of_1777_is_our_reading_without_a_quote(dataset):
    rule = _rule(dataset, "bester-bube-1777-hildesheim", "stake-limit")
    assert rule.certainty == "inferred" and not any(c.quote for c in rule.cite)      # D-O5, D-Q3


# ---------------------------------------------------------------- over-certain (D-O1–12)

def test_the_bibliography_matches_of_schuetze_1802_and_the_dutch_books_are_inferred(dataset):
    for source in ("schuetze-1802", "handleiding-kaartspel-1810", "moolenijzer-1828", "moolenijzer-1844"):
        stated = [(r.where.path, c.line_of("source")) for r, c in _cites(dataset, source) if c.certainty == "stated"]
        assert not stated, (source, stated)                                          # D-O1, D-O2, D-O3


def test_spadenbuur_in_the_glossary_is_inferred_like_its_names(dataset):
    assert all(c.certainty == "inferred" for c in dataset.glossary["spadenbuur"].cite)   # D-O4


def test_the_readings_the_audit_named_are_inferred_or_not_seen(dataset):
    assert _rule(dataset, "kontraspiel-1811-wenzel-variation", "turned-wenzel").certainty == "inferred"      # D-O6
    direction = _rule(dataset, "kontraspiel-1811", "direction")
    assert next(c for c in direction.cite if c.source == "frauenzimmer-lexicon-1773").certainty == "inferred"  # D-O7
    for param in ("talon", "drop-out"):
        assert _rule(dataset, "kontraspiel-thalberg-draft", param).certainty == "not-seen"                   # D-O8
    assert dataset.relations["five-card-loo-variant-of-lanterloo"].cite[0].certainty == "inferred"          # D-O9
    soft = _rule(dataset, "bolachen-2015", "soft-score")
    assert next(c for c in soft.cite if c.source == "rohrmeier-2015").certainty == "inferred"              # D-O10
    assert next(c for c in _rule(dataset, "bolachen-2015", "hard-score").cite if c.source == "rohrmeier-2015").certainty == "stated"


def test_every_inferred_dutch_rule_citation_says_why(dataset):
    for ruleset, param in (("bester-bube-1810", "rank-order"), ("bester-bube-1810", "bete"),
                           ("bester-bube-1828", "rank-order"), ("bester-bube-1828", "forced-play-waiver")):
        rule = _rule(dataset, ruleset, param)
        book = [c for c in rule.cite if c.cited_in]
        assert book and all(c.note and "Worked out by us" in c.note for c in book), (ruleset, param)        # D-O12
        assert any(c.source == "wikipedia-en-bester-bube-newest" and not c.cited_in for c in rule.cite)


# ---------------------------------------------------------------- misattributed (D-M1–4)

def test_the_earliest_mentions_are_split_by_revision(dataset):
    sides = dataset.conflicts["kontraspiel-recorded-1811-lead"].sides
    newest = [s for s in sides if any(c.source == "wikipedia-en-kontraspiel-newest" and c.locator == "History" for c in s.cite)]
    assert len(newest) == 1 and "1697" in newest[0].claim
    others = [s for s in sides if "1755" in s.claim and "1697" not in s.claim]
    assert others and {c.source for c in others[0].cite} == {"wikipedia-en-kontraspiel-mid", "wikipedia-de-kontraspiel"}  # D-M1


def test_the_polish_origin_is_the_articles_conclusion(dataset):
    side = next(s for s in dataset.conflicts["bolachen-etymology"].sides if "Orłowski" in s.label)
    assert {c.source for c in side.cite} == {"orlowski-1996", "wikipedia-en-bolachen-newest"}            # D-M2


def test_preferans_rests_on_both_articles_read_together(dataset):
    for cites in (dataset.relations["preferans-derived-from-preference"].cite, dataset.games["preferans"].identity[0].cite):
        assert {c.source for c in cites} == {"wikipedia-en-preference", "wikipedia-de-preference"}        # D-M3
        assert all(c.certainty == "inferred" for c in cites)


def test_no_relation_equates_bolachen_with_mauscheln(dataset):
    assert not [r for r in dataset.relations.values() if {r.subject, r.object} == {"bolachen", "mauscheln"}]  # D-M4
    assert "unger-1903" in {c.source for s in dataset.conflicts["bolachen-polawitzeln-bolachen-or-mauscheln"].sides
                            for c in s.cite}                                                                 # C-5


# ---------------------------------------------------------------- wrong (D-W1–8)

def test_no_text_says_the_reference_numbers_are_not_visible(dataset):
    texts = [t for record in dataset.records() for _p, _o, _n, t in _strings(record)]
    assert not [t for t in texts if "number not visible" in t or "numbers are not visible" in t]          # D-W1


def _strings(record):
    from generator.model.base import walk
    return [(p, o, n, t) for p, o, n, t in walk(record) if isinstance(t, str)]


def test_titles_and_credits_no_text_gives_are_bracketed_and_uncertain(dataset):
    for source in ("pagat-austrian-preference", "pagat-euchre"):
        s = dataset.sources[source]
        assert s.title.startswith("[") and "title" in s.uncertain                                          # D-W3
    assert "kicker" not in dataset.sources["br-wallachen"].note                                            # D-W2
    assert "through Ziller" not in dataset.sources["schroeder-1906"].note                                  # D-W4


def test_the_small_wording_fixes(dataset):
    assert "Wikipedia articles and their copies are the only sources" in " ".join(dataset.games["bester-bube"].summary.split())  # D-W5
    assert "since then" not in dataset.events["wallachen-2012-inn-tables"].summary                         # D-W6
    assert "Fly" not in (dataset.names["mouche-lanterloo"].meaning or "")                                  # D-W7


def test_the_draft_ranks_its_wenzels_itself_but_not_their_order(dataset):
    rule = _rule(dataset, "kontraspiel-thalberg-draft", "top-trumps")
    assert rule.certainty == "stated" and any(c.certainty == "editorial" for c in rule.cite)               # D-U1


# ---------------------------------------------------------------- caveats, conflicts, ledger

def test_the_leads_spelling_and_the_missing_drop_out_are_recorded(dataset):
    lead = next(c for c in dataset.names["fiefkort-mitn-besten-buren"].cite if c.locator == "lead")
    assert "mit 'n" in lead.note                                                                           # D-L1
    assert _rule(dataset, "kontraspiel-1811", "drop-out").value == "none"                                  # D-L2


@pytest.mark.parametrize("conflict", ["kontraspiel-older-than-polskpas", "bb-fuenfkart-same-game-or-forerunner",
                                      "bb-buuren-definition-date", "lanterloo-route-to-england"])
def test_the_missing_conflicts_exist(dataset, conflict):
    assert len(dataset.conflicts[conflict].sides) >= 2                                                     # C-1–4


# ---------------------------------------------------------------- the route of the evidence

def test_the_1810_handbook_is_a_report_read_in_a_machine_translation_of_an_unidentified_revision(dataset):
    handbook = dataset.sources["handleiding-kaartspel-1810"]
    assert handbook.class_ == "primary-text" and handbook.evidence == "reported" and "title" in handbook.uncertain
    rule = _rule(dataset, "bester-bube-1810", "trick-2-top-trump")
    found = route(dataset.sources, next(c for c in rule.cite if c.source == "handleiding-kaartspel-1810"))
    assert found.via == ("wikipedia-en-bester-bube-newest",) and found.read == "wikipedia-en-bester-bube-newest"
    assert found.copies[0].kind == "machine-translation" and found.copies[0].language == "ja"
    newest = dataset.sources["wikipedia-en-bester-bube-newest"]
    assert newest.revision is not None and not newest.revision.identified


def test_the_one_revision_the_notes_identify_has_its_permanent_address(dataset):
    wallachen = dataset.sources["wikipedia-en-wallachen"]
    assert wallachen.revision.id == 1084141956
    assert permalink(wallachen) == "https://en.wikipedia.org/w/index.php?title=Wallachen&oldid=1084141956"
    others = [s.id for s in dataset.sources.values() if s.revision is not None and s.revision.identified]
    assert others == ["wikipedia-en-wallachen"]  # no other text we hold names a revision of ours
