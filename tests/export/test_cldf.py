"""The export is a CLDF StructureDataset: ``cldf validate`` (pycldf) accepts the real export, and
pycldf reads back the rulesets, parameters and rule values the dataset holds."""
from __future__ import annotations

import csv
import io
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pycldf import Dataset as CldfDataset
from pycldf.sources import Sources

from generator.cite.edition import current_edition
from generator.export.references import cite_ref
from generator.model.vocabulary import load_vocabulary
from tests.conftest import PLAIN_ENV, REPO, VENV_BIN

CC_BY = "https://creativecommons.org/licenses/by/4.0/"


@pytest.fixture(scope="module")
def export(tmp_path_factory) -> Path:
    """The real export, written by the installed command from outside the repository."""
    out = tmp_path_factory.mktemp("export")
    result = subprocess.run([str(VENV_BIN / "stichwort"), "export", "--root", str(REPO), "--out", str(out)],
                            cwd=out, env=PLAIN_ENV, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    return out


def _validate(folder: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(VENV_BIN / "cldf"), "validate", str(folder / "stichwort-metadata.json")],
                          env=PLAIN_ENV, capture_output=True, text=True)


@pytest.fixture(scope="module")
def cldf(export):
    return CldfDataset.from_metadata(export / "stichwort-metadata.json")


def test_cldf_validate_accepts_the_export(export):
    result = _validate(export)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "WARNING" not in result.stdout + result.stderr, result.stdout + result.stderr


@pytest.mark.parametrize("table, column, bad", [
    ("rules.csv", "Language_ID", "no-such-ruleset"),   # a foreign key to the LanguageTable
    ("rules.csv", "Parameter_ID", "no-such-param"),    # a foreign key to the ParameterTable
    ("names.csv", "Source", "no-such-source[12]"),     # a reference into sources.bib
    ("events.csv", "Region_IDs", "atlantis"),          # a list-valued foreign key
])
def test_cldf_validate_rejects_a_broken_reference(export, tmp_path, table, column, bad):
    broken = tmp_path / "broken"
    shutil.copytree(export, broken)
    rows = list(csv.DictReader(io.StringIO((broken / table).read_text(encoding="utf-8"), newline="")))
    rows[0][column] = bad
    out = io.StringIO(newline="")
    writer = csv.DictWriter(out, fieldnames=list(rows[0]), lineterminator="\r\n")
    writer.writeheader()
    writer.writerows(rows)
    (broken / table).write_text(out.getvalue(), encoding="utf-8", newline="")
    result = _validate(broken)
    assert result.returncode == 1
    assert bad.split("[")[0] in result.stdout + result.stderr


def test_a_structure_dataset_with_the_edition_and_the_licence(cldf):
    assert cldf.module == "StructureDataset"
    assert cldf.properties["dc:hasVersion"] == current_edition(REPO).id
    assert cldf.properties["dc:license"] == CC_BY
    assert cldf.properties["dc:source"] == "sources.bib"


def test_rulesets_are_the_languages_and_every_parameter_is_defined(cldf, dataset):
    assert {lang.id for lang in cldf.objects("LanguageTable")} == set(dataset.rulesets)
    assert {lang.name for lang in cldf.objects("LanguageTable")} == {rs.title for rs in dataset.rulesets.values()}
    defined = {p.id for p in cldf.objects("ParameterTable")}
    assert defined == set(load_vocabulary().parameters)
    assert {v.cldf.parameterReference for v in cldf.objects("ValueTable")} <= defined


def test_values_read_back_through_the_parameters_column_spec(cldf, dataset):
    values = {(v.cldf.languageReference, v.cldf.parameterReference): v for v in cldf.objects("ValueTable")}
    stated = {(rs.id, param): rule for rs in dataset.rulesets.values() for param, rule in dataset.effective_rules(rs.id).items()}
    assert set(values) == set(stated)
    structured = 0
    for key, rule in stated.items():
        value = values[key]
        assert value.typed_value == rule.value, key
        if isinstance(rule.value, (dict, list)):
            structured += 1
            assert value.cldf.value.startswith(("{", "[")), key  # a structure is written as JSON
        elif isinstance(rule.value, str) and rule.value != "none":
            assert value.cldf.value == rule.value, key  # a word is written as it is
    assert structured > 50


def test_sources_carry_page_references_into_the_bibliography(cldf, dataset):
    bib_keys = {s.id for s in cldf.sources}
    assert bib_keys == set(dataset.sources)
    refs = {v.cldf.id: v.cldf.source for v in cldf.objects("ValueTable")}
    for rs in dataset.rulesets.values():
        for rule in rs.rules:
            listed = [Sources.parse(r) for r in refs[f"{rs.id}_{rule.param}"]]
            assert len(set(listed)) == len(listed), (rs.id, rule.param, "a reference listed twice")
            assert [sid for sid, _ in listed] == [s for s, _ in dict.fromkeys(Sources.parse(cite_ref(c)) for c in rule.cite)]
            for cite in rule.cite:
                if cite.pages:
                    assert any(sid == cite.source and where and where.startswith(cite.pages.replace(";", ","))
                               for sid, where in listed), (rs.id, rule.param, cite.pages)


def test_every_cited_in_is_paired_with_the_source_it_belongs_to(export, dataset):
    rows = {r["ID"]: r for r in csv.DictReader(io.StringIO((export / "names.csv").read_text(encoding="utf-8"), newline=""))}
    checked = 0
    for name in dataset.names.values():
        row = rows[name.id]
        sources = row["Source"].split(";")
        pairs = json.loads(row["Cited_In"]) if row["Cited_In"] else []
        second_hand = [c for c in name.cite if c.cited_in]
        assert len(pairs) == len(second_hand), name.id
        for pair, cite in zip(pairs, second_hand):
            assert pair["source"] in sources  # the reference, exactly as the Source cell gives it
            assert Sources.parse(pair["source"])[0] == cite.source
            assert Sources.parse(pair["cited_in"])[0] == cite.cited_in in dataset.sources
            checked += 1
    assert checked > 0


def test_references_and_json_columns_are_declared(export):
    meta = json.loads((export / "stichwort-metadata.json").read_text(encoding="utf-8"))
    for table in meta["tables"]:
        schema = table["tableSchema"]
        keys = {k["columnReference"][0]: k["reference"]["resource"] for k in schema["foreignKeys"]}
        rows = list(csv.DictReader(io.StringIO((export / table["url"]).read_text(encoding="utf-8"), newline="")))
        for column in schema["columns"]:
            name = column["name"]
            if re.fullmatch(r"[A-Za-z]+_IDs?", name):
                assert name in keys, f"{table['url']}: {name} is not a declared foreign key"
            if column["datatype"] == "json":
                assert column["dc:description"].startswith("JSON"), (table["url"], name)
                for row in rows:
                    if row[name]:
                        json.loads(row[name])
            if name in ("Source", "Inherits_Source"):
                assert column.get("separator") == ";"
