"""The bundle's metadata file (``stichwort-metadata.json``): a CLDF StructureDataset.

CSVW table descriptions written from the same column descriptions as the CSV files
(``generator/export/columns.py``), plus what CLDF reads at the top: the module, the bibliography
(``dc:source``), the edition (``dc:hasVersion``) and the licence of the data (``dc:license``).
``cldf validate stichwort-metadata.json`` (pycldf) accepts it; the tests run it on every build.
"""
from __future__ import annotations

from generator.export.columns import CLDF, Table
from generator.export.licence import DATA

TITLE = "Stichwort: historical German card games, names, attestations and rules by source"
DESCRIPTION = ("Rulesets of historical German card games as CLDF languages, the rule parameters as parameters and "
               "every rule as it applies in a ruleset as values (its own and those it inherits, each with the ruleset "
               "that states it), every one citing its source; names, attestations, relations between games and the "
               "conflicts between sources as further tables. The sources are sources.bib, whose fields (and so the "
               "SourceTable a CLDF reader makes of them) hold BibTeX's text: a name in one piece and a title whose "
               "capitals must stay are in braces; sources.csv gives every source as plain text.")


def metadata(tables: list[Table], edition_id: str, bibliography: str) -> dict:
    return {
        "@context": ["http://www.w3.org/ns/csvw", {"@language": "en"}],
        "dc:conformsTo": CLDF + "StructureDataset",
        "dc:title": TITLE,
        "dc:description": DESCRIPTION,
        "dc:hasVersion": edition_id,
        "dc:license": DATA.url,
        "dc:source": bibliography,
        "dialect": {"encoding": "utf-8", "lineTerminators": ["\r\n"], "header": True, "commentPrefix": None},
        "tables": [t.schema() for t in tables],
    }
