"""``release_files(dataset, edition)``: every file of the release bundle as ``{name: bytes}``.

The bundle is built with the site (``downloads/`` of the built site, see the MkDocs hook) and by
``python -m generator export --out DIR``. The zip holds the same files with a fixed timestamp
(the edition day), so the same data gives the same bytes.
"""
from __future__ import annotations

import io
import json
import zipfile

from generator.cite import bibtex, ris
from generator.cite.csl import source_item
from generator.cite.edition import Edition
from generator.export.cldf import metadata
from generator.export.columns import write_csv
from generator.export.licence import CITATION_NAME, DATA, LICENCE_NAME, included_files
from generator.export.records import to_document
from generator.export.tables import TABLES
from generator.model import Dataset

JSON_NAME = "stichwort.json"
METADATA_NAME = "stichwort-metadata.json"
BIB_NAME = "sources.bib"
RIS_NAME = "sources.ris"
CSL_NAME = "sources.csl.json"

README = """Stichwort dataset, edition {edition}

stichwort.json           every record (sources, games, names, events, relations, conflicts,
                         rulesets with their rules, languages, regions, glossary)
*.csv                    the same records as a CLDF StructureDataset: the rulesets are its
                         languages (rulesets.csv), the rule parameters its parameters
                         (parameters.csv) and the rules its values (rules.csv: every rule as
                         it applies in a ruleset, inherited ones too, each with the ruleset
                         that states it, Stated_In_ID); Source columns
                         hold source-id[pages] references into sources.bib separated by ';';
                         a text that starts with = + - @ (which a spreadsheet would run as a
                         formula) is written with a leading apostrophe: remove one from a cell
                         whose text after its leading apostrophes starts with one of them
stichwort-metadata.json  the CLDF metadata: every table and column described, foreign keys,
                         the edition and the licence (check it with: cldf validate
                         stichwort-metadata.json)
sources.bib              all sources as BibTeX (UTF-8)
sources.ris              all sources as RIS (UTF-8; for EndNote, Citavi, Zotero)
sources.csl.json         all sources as CSL-JSON
{citation:<24} how to cite this edition (Citation File Format)
{licence:<24} the licence of all these files: {licence_name} ({spdx})

Cite the edition you used: see {citation}, or "Cite this page" on the site.
"""


def _json_bytes(value) -> bytes:
    return (json.dumps(value, ensure_ascii=False, indent=2, sort_keys=False) + "\n").encode("utf-8")


def zip_name(edition: Edition) -> str:
    return f"stichwort-{edition.id}.zip"


def dataset_files(ds: Dataset, edition: Edition) -> dict[str, bytes]:
    """The data files (without the zip)."""
    items = [source_item(s) for s in sorted(ds.sources.values(), key=lambda s: s.id)]
    files = {JSON_NAME: _json_bytes(to_document(ds, edition.id))}
    for table in TABLES:  # every table, empty ones too: the foreign keys name them
        files[table.url] = write_csv(table, ds)
    files[METADATA_NAME] = _json_bytes(metadata(list(TABLES), edition.id, BIB_NAME))
    files[BIB_NAME] = bibtex.bibliography(items).encode("utf-8")
    files[RIS_NAME] = ris.records(items).encode("utf-8")
    files[CSL_NAME] = _json_bytes(items)
    files.update(included_files(edition))
    files["README.txt"] = README.format(edition=edition.id, citation=CITATION_NAME, licence=LICENCE_NAME,
                                        licence_name=DATA.name, spdx=DATA.spdx).encode("utf-8")
    return files


def _zip(files: dict[str, bytes], edition: Edition) -> bytes:
    stamp = tuple(edition.date_parts or [1980, 1, 1]) + (0, 0, 0)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(f"stichwort-{edition.id}/{name}", date_time=stamp)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, files[name])
    return buffer.getvalue()


def release_files(ds: Dataset, edition: Edition) -> dict[str, bytes]:
    """The data files plus the zip of them all."""
    files = dataset_files(ds, edition)
    files[zip_name(edition)] = _zip(files, edition)
    return files
