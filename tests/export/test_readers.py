"""The release bundle read with the tools its users have: csvw (the CSV tables against the types
and foreign keys their metadata declares, not a schema it guesses), pycldf's SQLite database and a
plain SQL query, and the bibliography files read by bibtexparser, rispy and Citation.js."""
from __future__ import annotations

import json
from decimal import Decimal
import sqlite3
import subprocess
from pathlib import Path

import pytest
import yaml

from tests.cite.readers import libraries
from tests.conftest import PLAIN_ENV, REPO, VENV_BIN
from tests.export.test_cldf import export  # noqa: F401 - the module's export fixture

#: "Which rulesets have a drop-out rule?" as a CLDF user asks it of pycldf's database.
DROP_OUT = """SELECT DISTINCT cldf_languageReference FROM ValueTable
              WHERE cldf_parameterReference = 'drop-out' AND cldf_value IS NOT NULL AND cldf_value <> ''
              AND cldf_value <> '"none"' ORDER BY 1"""


def test_csvw_reads_every_table_with_its_declared_types_and_keys(export):  # noqa: F811
    from csvw import TableGroup
    group = TableGroup.from_file(export / "stichwort-metadata.json")
    rows = {}
    for table in group.tables:
        # strict: a cell that is not of its column's datatype is an error, not a string
        rows[str(table.url)] = list(table.iterdicts(strict=True))
        declared = {c.name for c in table.tableSchema.columns}
        assert rows[str(table.url)] == [] or set(rows[str(table.url)][0]) == declared, table.url
    assert group.check_referential_integrity()  # every key resolves (an empty one refers to nothing)
    # the declared types reach the values: latitudes are numbers, lists are split, JSON is read
    assert all(isinstance(r["Latitude"], (int, float, Decimal)) or r["Latitude"] is None for r in rows["regions.csv"])
    assert any(len(r["Region_IDs"]) > 1 for r in rows["names.csv"])
    assert all(isinstance(r["Alternatives"], (list, type(None))) for r in rows["rules.csv"])


def _stated_drop_outs() -> set[str]:
    """The rulesets with a drop-out rule, own or inherited, read from the YAML files here: each
    ruleset's own rules, else those of the ruleset it varies (``inherits.ruleset``), and so on up."""
    files = {p.stem: yaml.safe_load(p.read_text(encoding="utf-8")) for p in (REPO / "gamedata").glob("*/rulesets/*.yaml")}
    found = set()
    for ruleset_id in files:
        current = ruleset_id
        while current:
            rule = next((r for r in files[current].get("rules", []) if r["param"] == "drop-out"), None)
            if rule is not None:
                if rule.get("value") not in (None, "none"):
                    found.add(ruleset_id)
                break
            current = (files[current].get("inherits") or {}).get("ruleset")
    return found


@pytest.fixture(scope="module")
def database(export, tmp_path_factory) -> Path:  # noqa: F811
    db = tmp_path_factory.mktemp("db") / "stichwort.sqlite"
    result = subprocess.run([str(VENV_BIN / "cldf"), "createdb", str(export / "stichwort-metadata.json"), str(db)],
                            env=PLAIN_ENV, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    return db


def test_a_plain_sql_query_gives_the_sites_answer(database):
    """Inherited rules are rows of the ValueTable too, each naming the ruleset that states it."""
    with sqlite3.connect(database) as db:
        answer = {row[0] for row in db.execute(DROP_OUT)}
        own = {row[0] for row in db.execute(DROP_OUT.replace("ORDER BY", "AND Stated_In_ID = cldf_languageReference ORDER BY"))}
    expected = _stated_drop_outs()
    assert answer == expected and len(expected) >= 5, (answer, expected)
    assert own < answer  # the rulesets that state it themselves: fewer


def test_the_metadata_says_what_each_table_holds(export):  # noqa: F811
    metadata = json.loads((export / "stichwort-metadata.json").read_text(encoding="utf-8"))
    tables = {t["url"]: t for t in metadata["tables"]}
    assert all(len(t["dc:description"]) > 10 for t in tables.values())
    assert "inherit" in tables["rules.csv"]["dc:description"] and "Stated_In_ID" in tables["rules.csv"]["dc:description"]
    columns = {c["name"]: c for c in tables["rules.csv"]["tableSchema"]["columns"]}
    assert "Stated_In_ID" in columns
    assert {"columnReference": ["Stated_In_ID"], "reference": {"resource": "rulesets.csv", "columnReference": ["ID"]}} \
        in tables["rules.csv"]["tableSchema"]["foreignKeys"]
    assert "braces" in metadata["dc:description"]


def test_the_bibliography_files_read_as_the_same_sources(export):  # noqa: F811
    """sources.bib, sources.ris and sources.csl.json: one entry per source in each, with the same
    titles and creators, read by bibtexparser, rispy, citeproc-py and Citation.js."""
    bib = (export / "sources.bib").read_text(encoding="utf-8")
    ris = (export / "sources.ris").read_text(encoding="utf-8")
    csl = (export / "sources.csl.json").read_text(encoding="utf-8")
    items = json.loads(csl)
    readers = {"bibtexparser": libraries.bibtexparser_reads(bib), "rispy": libraries.rispy_reads(ris),
               "citeproc-py": libraries.citeproc_reads(csl)}
    for fmt, found in zip(("bibtex", "ris", "csl"), libraries.citationjs_items([("bibtex", bib), ("ris", ris), ("csl", csl)])):
        readers[f"Citation.js ({fmt})"] = [libraries.citationjs_read(i, fmt) for i in found]
    titles = [" ".join(i["title"].split()) for i in items]
    for reader, reads in readers.items():
        assert len(reads) == len(items) == 76, reader
        assert [" ".join(r.title.split()) for r in reads] == titles, reader
        assert [len(r.creators) for r in reads] == [len(i.get("author", [])) + len(i.get("editor", [])) for i in items], reader
