"""The release bundle: every file parses, and loading it back gives the records of the dataset."""
from __future__ import annotations

import csv
import io
import json
import zipfile

import pytest

from generator.cite.edition import Edition
from generator.export import bundle
from generator.export.records import KINDS, dump, from_document
from generator.export.references import cite_ref
from generator.export.tables import TABLES
from tests.cite.bibparse import parse

EDITION = Edition.from_text("2026-11-29")


@pytest.fixture(scope="module")
def files(dataset):
    return bundle.release_files(dataset, EDITION)


def _csv(data: bytes) -> list[dict]:
    return list(csv.DictReader(io.StringIO(data.decode("utf-8"), newline="")))


def test_json_round_trips_to_the_same_records(dataset, files):
    doc = json.loads(files[bundle.JSON_NAME])
    assert doc["edition"] == "2026.11.29"
    records, game_of = from_document(doc)
    for kind in KINDS:
        original = getattr(dataset, kind)
        assert set(records[kind]) == set(original), kind
        for rid, record in original.items():
            assert dump(records[kind][rid]) == dump(record), (kind, rid)
    # rulesets name their game themselves; the other per-game records carry it in the bundle
    assert game_of == {k: v for k, v in dataset.game_of.items() if k[0] != "rulesets"}


def test_csv_tables_round_trip(dataset, files):
    tables = {t.url: _csv(files[t.url]) for t in TABLES if t.url in files}
    assert {r["ID"] for r in tables["sources.csv"]} == set(dataset.sources)
    assert {r["ID"] for r in tables["games.csv"]} == set(dataset.games)
    names = {r["ID"]: r for r in tables.get("names.csv", [])}
    assert set(names) == set(dataset.names)
    for name in dataset.names.values():
        row = names[name.id]
        assert row["Name"] == name.name and row["Language_Code"] == name.language
        assert row["Game_ID"] == dataset.game_of[("names", name.id)]
        # each reference once, in order (two readings of one passage are paired in Cited_In)
        assert row["Source"].split(";") == list(dict.fromkeys(cite_ref(c) for c in name.cite))
        assert len(set(row["Source"].split(";"))) == len(row["Source"].split(";"))
    rules = {r["ID"]: r for r in tables.get("rules.csv", [])}
    # A value is read as its parameter's ColumnSpec says: a word as it is, anything else as JSON.
    spec = {r["ID"]: json.loads(r["ColumnSpec"])["datatype"] for r in tables["parameters.csv"]}
    # Every rule as it applies in a ruleset, its own and the inherited ones, each with the ruleset
    # whose record states it: the rows are the effective rules, the site's rules.
    assert set(rules) == {f"{rs.id}_{p}" for rs in dataset.rulesets.values() for p in dataset.effective_rules(rs.id)}
    for rs in dataset.rulesets.values():
        for param, rule in dataset.effective_rules(rs.id).items():
            row = rules[f"{rs.id}_{param}"]
            assert (row["Language_ID"], row["Parameter_ID"], row["Stated_In_ID"]) == (rs.id, param, rule.owner)
            assert (rule.owner == rs.id) == any(r.param == param for r in rs.rules)
            text = row["Value"]
            assert (None if not text else text if spec[param] == "string" else json.loads(text)) == rule.value
            assert row["Certainty"] == rule.certainty
            assert row["Source"].split(";") == list(dict.fromkeys(cite_ref(c) for c in rule.cite))
    events = {r["ID"]: r for r in tables.get("events.csv", [])}
    assert {k: (r["Date"], r["Summary"]) for k, r in events.items()} == {
        e.id: (e.date, e.summary) for e in dataset.events.values()}


def test_every_source_reference_resolves(dataset, files):
    for table in TABLES:
        if table.url not in files:
            continue
        for row in _csv(files[table.url]):
            for ref in filter(None, (row.get("Source") or "").split(";")):
                assert ref.split("[")[0] in dataset.sources, (table.url, row["ID"], ref)


def test_metadata_describes_every_table_and_column(files):
    meta = json.loads(files[bundle.METADATA_NAME])
    described = {t["url"]: [c["name"] for c in t["tableSchema"]["columns"]] for t in meta["tables"]}
    for url, columns in described.items():
        header = next(csv.reader(io.StringIO(files[url].decode("utf-8"))))
        assert header == columns, url
    assert meta["dc:hasVersion"] == "2026.11.29"


def test_sources_as_bibtex_and_csl_json(dataset, files):
    assert {e["key"] for e in parse(files[bundle.BIB_NAME].decode("utf-8"))} == set(dataset.sources)
    assert {i["id"] for i in json.loads(files[bundle.CSL_NAME])} == set(dataset.sources)


def test_zip_holds_every_file_and_is_reproducible(dataset, files):
    archive = zipfile.ZipFile(io.BytesIO(files[bundle.zip_name(EDITION)]))
    names = {n.split("/", 1)[1] for n in archive.namelist()}
    assert names == set(files) - {bundle.zip_name(EDITION)}
    for info in archive.infolist():
        assert info.date_time[:3] == (2026, 11, 29)
        assert archive.read(info) == files[info.filename.split("/", 1)[1]]
    assert bundle.release_files(dataset, EDITION)[bundle.zip_name(EDITION)] == files[bundle.zip_name(EDITION)]
