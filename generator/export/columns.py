"""How a table of the bundle is described: columns with datatype, description, CLDF property and
foreign key. One description writes both the CSV file and its part of the CLDF metadata, so the
two cannot drift apart.
"""
from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from typing import Callable

from generator.export.references import SEP, cite_refs, cited_in
from generator.model import Dataset

#: CLDF's ontology; a column's ``term`` and a table's ``component`` are names in it.
CLDF = "http://cldf.clld.org/v1.0/terms.rdf#"
#: What CLDF allows in the ``ID`` of a component's row.
ID_FORMAT = r"[a-zA-Z0-9_\-]+"


@dataclass(frozen=True)
class Column:
    name: str
    datatype: str
    description: str
    get: Callable
    separator: str | None = None
    #: The CLDF property the column holds (``id``, ``name``, ``source`` …), if any.
    term: str | None = None
    #: The table (file name) whose ``ID`` this column holds: a foreign key.
    references: str | None = None

    def schema(self) -> dict:
        datatype = {"base": "string", "format": ID_FORMAT} if self.term == "id" else self.datatype
        out = {"name": self.name, "datatype": datatype, "dc:description": self.description}
        if self.term:
            out["propertyUrl"] = CLDF + self.term
        if self.term == "id":
            out["required"] = True
        if self.separator:
            out["separator"] = self.separator
        return out


@dataclass(frozen=True)
class Table:
    url: str
    description: str
    columns: tuple[Column, ...]
    rows: Callable[[Dataset], list]
    #: The CLDF component the table is (``LanguageTable`` …); None for a custom table.
    component: str | None = None

    def schema(self) -> dict:
        keys = [{"columnReference": [c.name], "reference": {"resource": c.references, "columnReference": ["ID"]}}
                for c in self.columns if c.references]
        out = {"url": self.url, "dc:description": self.description}
        if self.component:
            out["dc:conformsTo"] = CLDF + self.component
        out["tableSchema"] = {"columns": [c.schema() for c in self.columns], "primaryKey": ["ID"], "foreignKeys": keys}
        return out


def col(name, get, description, datatype="string", separator=None, term=None, references=None) -> Column:
    return Column(name, datatype, description, get, separator, term, references)


def ids(name, get, description, references) -> Column:
    """A list of ids of another table (``Region_IDs``)."""
    return Column(name, "string", description, lambda r, ds: SEP.join(get(r, ds)), SEP, None, references)


def json_text(value) -> str:
    return "" if value is None else json.dumps(value, ensure_ascii=False, sort_keys=True)


ID = col("ID", lambda r, ds: r.id, "stable id of the record (the site's permalinks use it)", term="id")
NOTE = col("Note", lambda r, ds: r.note or "", "remarks", term="comment")


def source(get=lambda r: r.cite, description="who says so: references source-id[pages or locator] into sources.bib") -> Column:
    return col("Source", lambda r, ds: cite_refs(get(r)), description, separator=SEP, term="source")


def cited(get=lambda r: r.cite, name="Cited_In", of="Source") -> Column:
    return col(name, lambda r, ds: cited_in(get(r)),
               f"JSON: where we read a statement that a work reports from another source, paired with that source: "
               f'a list of {{"source": the reference as in {of}, "cited_in": source-id[locator] of the work we read}}; '
               "empty when every source was read first-hand", "json")


def game_of(kind) -> Column:
    return col("Game_ID", lambda r, ds: ds.game_of[(kind, r.id)], "the game the record belongs to (games.csv)",
               references="games.csv")


#: What a spreadsheet reads as the start of a formula (``=HYPERLINK(…)``, ``+1``, ``-1+…``, ``@SUM``)
#: or of a cell it splits (tab, carriage return).
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def text_cell(value: str) -> str:
    """A text cell as written to a CSV file: the one boundary where data text meets a spreadsheet.

    Text that a spreadsheet would run as a formula gets a leading apostrophe, which spreadsheets
    read as "this cell is text" (OWASP's advice on CSV injection). So that the rule can be undone,
    text that already starts with apostrophes before such a character gets one more: remove one
    leading apostrophe from a cell whose text after its leading apostrophes starts with one of
    ``FORMULA_START``, and the record's text is back.
    """
    return "'" + value if value.lstrip("'")[:1] in FORMULA_START else value


def _cell(column: Column, value):
    return text_cell(value) if column.datatype == "string" and isinstance(value, str) else value


def write_csv(table: Table, ds: Dataset) -> bytes:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([c.name for c in table.columns])
    for row in table.rows(ds):
        writer.writerow([_cell(c, c.get(row, ds)) for c in table.columns])
    return out.getvalue().encode("utf-8")
