"""The Downloads page: the release bundle of this edition, and what each file holds.

The files themselves are the site's assets (``generator.site.assets``).
"""
from __future__ import annotations

from generator.export.bundle import BIB_NAME, CSL_NAME, JSON_NAME, METADATA_NAME, dataset_files, zip_name
from generator.export.tables import TABLES
from generator.site import links
from generator.site.context import Context
from generator.site.page import Page, table
from generator.site.text import esc

PAGE = "downloads/index.md"


def render(ctx: Context) -> list[Page]:
    edition = ctx.edition
    data = dataset_files(ctx.ds, edition)
    out = ["# Downloads", "",
           f"The whole dataset of edition **{esc(edition.id)}**, as built with this site. Every file is generated from "
           "the same records as the pages; the tables follow the conventions of "
           "[CLDF](https://cldf.clld.org/) (one row per record, `*_ID` columns for references, `Source` columns "
           "holding `source-id[pages]` references separated by `;`).", "",
           f"- [**{zip_name(edition)}**]({zip_name(edition)}) — everything below in one archive", ""]
    rows = [[f"[{JSON_NAME}]({JSON_NAME})", "every record as JSON, exactly as the data files say it (defaults filled in)", _size(data[JSON_NAME])],
            [f"[{METADATA_NAME}]({METADATA_NAME})", "CSVW description of the tables: columns, datatypes, descriptions", _size(data[METADATA_NAME])],
            [f"[{BIB_NAME}]({BIB_NAME})", "all sources as BibTeX (UTF-8)", _size(data[BIB_NAME])],
            [f"[{CSL_NAME}]({CSL_NAME})", "all sources as CSL-JSON (for Zotero, pandoc, citeproc)", _size(data[CSL_NAME])]]
    rows += [[f"[{t.url}]({t.url})", esc(t.description), _size(data[t.url])] for t in TABLES if t.url in data]
    out += table(["File", "What it holds", "Size"], rows)
    out += ["## Citing", "",
            "Cite the edition you used: every page has a *Cite this page* block with its permalink and the edition, "
            "and each source page gives the source's reference in Chicago, APA, BibTeX, RIS and CSL-JSON. "
            "The rules of each ruleset can be cited one by one from its page. "
            f"How the data is organised is explained in [the data format]({links.rel(PAGE, links.FORMAT)}).", ""]
    return [Page(PAGE, "\n".join(out))]


def _size(data: bytes) -> str:
    size = len(data)
    return f"{size / 1024:.0f} KB" if size >= 1024 else f"{size} bytes"
