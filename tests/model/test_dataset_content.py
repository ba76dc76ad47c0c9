"""Spot checks of the real dataset against the fact notes (shared/reference) and the issue's list.

The expected values here are written from the notes, not read from the data files.
"""
from __future__ import annotations

import unicodedata

import pytest


def _norm(text: str) -> str:
    return unicodedata.normalize("NFC", text).casefold().replace("’", "'")


NAMES = {
    "bester-bube": ["Bester Bube", "Bester Bauer", "Bester Buur", "Bester Buern", "Besten Buur", "Beste Boer",
                    "Beste Boeren", "Bestebauer-Spiel", "Fünfkart", "Fiefkarten", "Fiefkaart", "Fiefkartl", "Fiefkort",
                    "Fiefkoort", "Fiefander", "Fiefkort mit'n besten Buren", "Lenter", "Lenter-Spiel", "Lanterlu",
                    "Lanturlu", "Lanterlui"],
    "kontraspiel": ["Contra", "Kontra", "Kontraspiel", "Contraspiel"],
    "bolachen": ["Bolachen", "Polachen", "Polächeln", "Polackel", "Polawitzeln", "Polarigeln", "Bolawitzeln"],
}


@pytest.mark.parametrize("game, name", [(g, n) for g, names in NAMES.items() for n in names])
def test_every_name_of_the_notes_is_a_record(dataset, game, name):
    names = {_norm(n.name) for n in dataset.records_of("names", game)}
    assert _norm(name) in names


EARLIEST = {  # name -> earliest dated attestation given in the notes
    ("bester-bube", "Bester Bauer"): 1777,
    ("bester-bube", "Bestebauer-Spiel"): 1785,
    ("bester-bube", "Beste Boer"): 1810,
    ("bester-bube", "Fünfkart"): 1836,
    ("bolachen", "Bolawitzeln"): 1847,
    ("bolachen", "Polawitzeln"): 1903,
    ("bolachen", "Polachen"): 2004,
}


@pytest.mark.parametrize("key, year", EARLIEST.items(), ids=[k[1] for k in EARLIEST])
def test_earliest_dates_follow_the_notes(dataset, key, year):
    game, name = key
    record = next(n for n in dataset.records_of("names", game) if _norm(n.name) == _norm(name))
    assert record.earliest and record.earliest.startswith(str(year))


TIMELINE = {
    # 1867/1880: Reuter's work of 1867 is known only through Seelmann's commentary of 1880, which is the attestation.
    "bester-bube": [1777, 1781, 1785, 1800, 1802, 1808, 1810, 1821, 1828, 1836, 1853, 1857, 1880, 1905, 1928, 1950, 1990, 2004, 2008],
    "kontraspiel": [1611, 1697, 1715, 1755, 1773, 1786, 1811, 1853, 1879, 1990, 2016],
    "bolachen": [1847, 1903, 1906, 1995, 1996, 2004, 2015],
}


@pytest.mark.parametrize("game, year", [(g, y) for g, years in TIMELINE.items() for y in years])
def test_every_dated_entry_of_the_timeline_is_an_event(dataset, game, year):
    from generator.model.dates import parse_edtf
    years = set()
    for event in dataset.records_of("events", game):
        date = parse_edtf(event.date)
        years |= set(range(date.start_year, date.end_year + 1)) if date.end_year - date.start_year < 20 else {date.start_year, date.end_year}
    assert year in years


RULESETS = {
    "bester-bube": ["bester-bube-1777-hildesheim", "bester-bube-1800-holstein", "bester-bube-1800-holstein-reconstruction",
                    "bester-bube-1808", "bester-bube-1810", "bester-bube-1828", "bester-bube-1853"],
    "kontraspiel": ["kontraspiel-1773", "kontraspiel-1811", "kontraspiel-1811-wenzel-variation"],
    "bolachen": ["bolachen-2015"],
}


@pytest.mark.parametrize("game, ruleset", [(g, r) for g, ids in RULESETS.items() for r in ids])
def test_every_documented_source_version_has_a_ruleset(dataset, game, ruleset):
    assert dataset.rulesets[ruleset].game == game


def test_reconstructions_are_labelled(dataset):
    assert dataset.rulesets["bester-bube-1800-holstein-reconstruction"].kind == "reconstruction"
    assert dataset.rulesets["bester-bube-1800-holstein"].kind == "fragment"
    assert dataset.rulesets["kontraspiel-1773"].kind == "fragment"


def test_rules_the_notes_state_are_encoded(dataset):
    r1853 = dataset.effective_rules("bester-bube-1853")
    assert r1853["direction"].value == "anticlockwise"
    assert r1853["players"].value["min"] == 3 and r1853["players"].value["max"] == 6
    assert r1853["trick-payout"].value.get("per_trick") == 1
    r1810 = dataset.effective_rules("bester-bube-1810")
    assert r1810["trick-payout"].value.get("pot_fraction") == "1/5"
    assert "direction" not in r1810 or r1810["direction"].certainty in ("not-stated", "editorial")
    r1828 = dataset.effective_rules("bester-bube-1828")
    assert r1828["pack"].value["cards"] == 52
    assert r1828["players"].value["max"] == 7
    k = dataset.effective_rules("kontraspiel-1811")
    assert [t.get("card") for t in k["top-trumps"].value] == ["UE", "UG"]
    assert k["pack"].value["cards"] == 24
    b = dataset.effective_rules("bolachen-2015")
    assert [c["kind"] for c in b["contracts"].value] == ["suit"] * 4 + ["bettel", "mord"]
    assert b["contract-values"].value == {"suit": 1, "bettel": 2, "mord": 3}


CONFLICT_TOPICS = ["1777", "1821", "Catholicon", "second", "Lanterlu", "contract"]


def test_the_known_conflicts_are_records(dataset):
    text = " ".join(_norm(c.topic + " " + " ".join(s.claim for s in c.sides)) for c in dataset.conflicts.values())
    for word in ("1777", "1781", "1810", "1821", "catholicon", "frauenzimmer", "under bower", "bête"):
        assert word in text, word
    assert len(dataset.conflicts) >= 15


RELATED = ["five-card-loo", "lampeln", "brelan", "vint", "macao", "moench", "boston", "triomphe", "ombre",
           "ecarte"]
#: Games the families' notes document with rulesets by source (no longer short records).
FULL = ["la-bete", "kauflabet", "reunion", "juckerspiel", "euchre", "polskpas", "brandeln", "whist", "schafkopf", "skat", "tarock",
        "preference", "tippen"]


@pytest.mark.parametrize("game", RELATED)
def test_related_games_have_records(dataset, game):
    assert dataset.games[game].scope == "related"


def test_a_game_with_rulesets_is_documented_in_full(dataset):
    # A related game's page says that its rules are not documented here.
    related_with_rules = [g.id for g in dataset.games.values() if g.scope == "related" and dataset.rulesets_of(g.id)]
    assert not related_with_rules, related_with_rules


@pytest.mark.parametrize("game", FULL)
def test_games_documented_by_the_families_notes_are_full_records(dataset, game):
    assert dataset.games[game].scope == "full" and dataset.rulesets_of(game)


def test_every_relation_names_who_claims_it(dataset):
    for relation in dataset.relations.values():
        assert relation.cite


# ---------------------------------------------------------------- the families: Loo, Tippen, Mouche
# Expected values written from the families' notes (families/loo.md, families/tippen_mouche.md).

FAMILY_NAMES = {
    "lanterloo": ["Lanterloo", "Lantereloo", "Lang-trilloo", "Langteraloo", "Lantreloo", "Loo", "Lue", "Lou", "Lant",
                  "Lanterluy", "Lanterlu", "Lenterlui", "Pam-loo", "PAM-LU", "Three-card Loo", "Irish Loo"],
    "tippen": ["Tippen", "Dreiblatt", "Drei Karten", "Dreikart", "Dreekort", "Kleinpréférence", "Labet", "Zwicken",
               "Loup", "Wolf"],
    "mouche": ["Mouche", "Lanterlu", "Lanturlu", "Bête", "Pamphile", "Mistigris"],
}


@pytest.mark.parametrize("game, name", [(g, n) for g, names in FAMILY_NAMES.items() for n in names])
def test_every_family_name_of_the_notes_is_a_record(dataset, game, name):
    assert _norm(name) in {_norm(n.name) for n in dataset.records_of("names", game)}


@pytest.mark.parametrize("name_id, year", [("lanterloo", 1668), ("lanterluy", 1648), ("lant-scots", 1702),
                                           ("pam-lu", 1821), ("tippen", 1790), ("dreiblatt", 1807)])
def test_family_earliest_dates_follow_the_notes(dataset, name_id, year):
    assert dataset.names[name_id].earliest.startswith(str(year))


def test_peels_three_card_loo_is_encoded_as_the_notes_give_it(dataset):
    r = dataset.effective_rules("loo-peel-three-card")
    assert r["ante"].value["amount"] == 3 and r["bete"].value == {"amount": "fixed", "fixed": 6, "term": "loo"}
    assert r["trick-payout"].value["pot_fraction"] == "1/3" and r["miss"].value["cards"] == 3
    assert r["pool-defence"].value["declined"] == "miss-for-pool"
    assert r["single"].value["form"] == "one-card" and r["club-law"].value["suit"] == "C"
    assert r["trick-1-lead"].value["must_lead"] == ["ace-or-king-of-trumps", "highest-trump-of-two"]


def test_peels_five_card_and_irish_loo_build_on_his_three_card_laws(dataset):
    five, irish = dataset.rulesets["loo-peel-five-card"], dataset.rulesets["loo-peel-irish"]
    assert (five.inherits.ruleset, five.inherits.basis) == ("loo-peel-three-card", "source")
    assert (irish.inherits.ruleset, irish.inherits.basis) == ("loo-peel-five-card", "source")
    assert [t.get("card") for t in dataset.effective_rules("loo-peel-five-card")["top-trumps"].value] == ["JC"]
    r = dataset.effective_rules("loo-peel-irish")
    assert r["hand-size"].value == 3 and r["top-trumps"].value == "none"


def test_enquire_within_three_card_loo_is_encoded_as_the_notes_give_it(dataset):
    r = dataset.effective_rules("loo-enquire-within-three-card")
    assert r["first-dealer"].value == "lowest-card" and r["cut"].value == "dealer-right"
    assert r["trick-1-lead"].value["must_lead"] == ["highest-trump-of-two", "ace-of-trumps"]
    assert r["single"].value == {"when": ["first-round"], "form": "no-miss"}
    assert dataset.rulesets["loo-enquire-within-five-card"].inherits.ruleset == "loo-enquire-within-three-card"


def test_pierers_tippen_and_its_reconstruction(dataset):
    r = dataset.effective_rules("tippen-pierer")
    assert (r["players"].value["min"], r["players"].value["max"]) == (2, 10)
    assert r["trick-2-lead"].value == {"must_lead": "trump", "tricks": [2, 3]}
    assert r["pack"].value == {"suits": "german"} and r["bete"].certainty == "inferred"  # the count is not given
    rec = dataset.rulesets["tippen-pierer-reconstruction"]
    assert rec.kind == "reconstruction"
    assert all(rule.certainty == "editorial" for rule in rec.rules)


def test_mouche_ranks_the_ace_below_the_jack(dataset):
    assert dataset.effective_rules("mouche-academie-1718")["rank-order"].value[:4] == ["K", "Q", "J", "A"]
    assert [t["card"] for t in dataset.effective_rules("mouche-balzac")["top-trumps"].value] == ["JC"]
