"""The Downloads page: the release bundle of this edition, and what each file holds.

The files themselves are the site's assets (``generator.site.assets``).
"""
from __future__ import annotations

from generator.export import licence
from generator.export.bundle import BIB_NAME, CSL_NAME, JSON_NAME, METADATA_NAME, RIS_NAME, dataset_files, zip_name
from generator.export.tables import TABLES
from generator.site import kinds, links
from generator.site.context import Context
from generator.site.page import Page, table
from generator.site.text import esc

PAGE = kinds.DOWNLOADS.path()


def render(ctx: Context) -> list[Page]:
    edition = ctx.edition
    data = dataset_files(ctx.ds, edition)
    out = ["# Downloads", "",
           f"The whole dataset of edition **{esc(edition.id)}**, as built with this site. Every file is generated from "
           "the same records as the pages; the tables form a [CLDF](https://cldf.clld.org/) StructureDataset "
           "(the rulesets are its languages, the rule parameters its parameters and the rules its values; `*_ID` "
           "columns for references, `Source` columns holding `source-id[pages]` references separated by `;`). "
           f"All of it is licensed under {esc(licence.DATA.name)} ([{licence.LICENCE_NAME}]({licence.LICENCE_NAME})).", "",
           f"- [**{zip_name(edition)}**]({zip_name(edition)}) — everything below in one archive", ""]
    rows = [[f"[{JSON_NAME}]({JSON_NAME})", "every record as JSON, exactly as the data files say it (defaults filled in)", _size(data[JSON_NAME])],
            [f"[{METADATA_NAME}]({METADATA_NAME})", "CLDF metadata: every table and column described, foreign keys, edition and licence", _size(data[METADATA_NAME])],
            [f"[{BIB_NAME}]({BIB_NAME})", "all sources as BibTeX (UTF-8)", _size(data[BIB_NAME])],
            [f"[{RIS_NAME}]({RIS_NAME})", "all sources as RIS (UTF-8; for EndNote, Citavi, Zotero)", _size(data[RIS_NAME])],
            [f"[{CSL_NAME}]({CSL_NAME})", "all sources as CSL-JSON (for Zotero, pandoc, citeproc)", _size(data[CSL_NAME])]]
    rows += [[f"[{t.url}]({t.url})", esc(t.description), _size(data[t.url])] for t in TABLES if t.url in data]
    rows += [[f"[{licence.CITATION_NAME}]({licence.CITATION_NAME})", "how to cite this edition (Citation File Format)", _size(data[licence.CITATION_NAME])],
             [f"[{licence.LICENCE_NAME}]({licence.LICENCE_NAME})", f"the licence of these files: {esc(licence.DATA.name)}", _size(data[licence.LICENCE_NAME])]]
    out += table(["File", "What it holds", "Size"], rows, PAGE)
    out += ["## Citing", "",
            "Cite the edition you used: every page has a *Cite this page* block with its permalink and the edition, "
            "and each source page gives the source's reference in Chicago, APA, BibTeX, RIS and CSL-JSON. "
            "The rules of each ruleset can be cited one by one from its page. "
            f"How the data is organised is explained in [the data format]({links.rel(PAGE, links.FORMAT)}).", ""]
    return [Page(kinds.DOWNLOADS, (), "\n".join(out), "Downloads")]


def _size(data: bytes) -> str:
    size = len(data)
    return f"{size / 1024:.0f} KB" if size >= 1024 else f"{size} bytes"
