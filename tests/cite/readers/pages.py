"""The citations a built page offers, and what each reader makes of them.

``python -m tests.cite.readers.pages SITE_DIR`` prints, for one page of each kind (and a source
page of each kind of source), the item each reader produces: Zotero (Embedded Metadata and
COinS), and the page's "Cite this" blocks read by bibtexparser, rispy, citeproc-py and
Citation.js. The before/after tables of the citation work were made with it.
"""
from __future__ import annotations

import html
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from tests.cite.readers import libraries, zotero
from tests.cite.readers.common import Read

#: One page per kind of page (generator/site/kinds.py), and source pages of each kind of source.
SAMPLES = {
    "Home": "index.html", "Game": "games/bester-bube/index.html",
    "Ruleset": "games/bester-bube/rulesets/bester-bube-1810/index.html",
    "How to play": "games/bester-bube/how-to-play/bester-bube-1853/index.html",
    "Play": "games/bester-bube/play/bester-bube-1853/index.html",
    "Examples": "games/bester-bube/examples/index.html",
    "Example": "games/bester-bube/examples/bb-1810-a-fifth-of-the-pot/index.html",
    "Comparison": "games/bester-bube/compare/index.html", "Differences": None, "Bibliography": "sources/index.html",
    "Glossary": "glossary/index.html", "Names": "names/index.html", "Disagreements": "conflicts/index.html",
    "Figure": "timeline/index.html", "Reference": "reference/parameters/index.html", "About": "about/data/index.html",
    "Downloads": "downloads/index.html", "Games": "games/index.html",
    "Source: encyclopedia article": "sources/wikipedia-en-bester-bube-newest/index.html",
    "Source: book with an editor": "sources/seelmann-1880/index.html",
    "Source: ordinance in a compilation": "sources/hildesheim-ordinance-1777/index.html",
    "Source: book by a person": "sources/alvensleben-1853/index.html",
    "Source: dictionary": "sources/daehnert-1781/index.html",
}


@dataclass
class Blocks:
    """The machine formats of one "Cite this …" block."""

    summary: str
    bibtex: str
    ris: str
    csl: str


_DETAILS = re.compile(r'<details class="quote"[^>]*>\s*<summary>(Cite this (?:page|source))</summary>(.*?)</details>', re.S)


def code_blocks(fragment: str) -> list[str]:
    return [html.unescape(re.sub(r"<[^>]+>", "", b)) for b in re.findall(r"<code>(.*?)</code>", fragment, re.S)]


def cite_blocks(page_html: str) -> list[Blocks]:
    out = []
    for summary, body in _DETAILS.findall(page_html):
        codes = code_blocks(body)
        if len(codes) >= 3:
            out.append(Blocks(summary, *codes[-3:]))
    return out


def read_blocks(blocks: list[Blocks]) -> dict[str, list[Read]]:
    """``{"Cite this page": [Read, …]}``: every reader of every block."""
    inputs = [(fmt, getattr(b, attr)) for b in blocks for fmt, attr in (("bibtex", "bibtex"), ("ris", "ris"), ("csl", "csl"))]
    cjs = iter(libraries.citationjs_items(inputs)) if inputs else iter(())
    out = {}
    for b in blocks:
        reads = [*libraries.bibtexparser_reads(b.bibtex), *libraries.rispy_reads(b.ris), *libraries.citeproc_reads(b.csl)]
        for fmt in ("bibtex", "ris", "csl"):
            reads += [libraries.citationjs_read(item, fmt) for item in next(cjs)]
        out[b.summary] = reads
    return out


def report(site: Path, samples: dict[str, str | None] = SAMPLES) -> str:
    lines = []
    for kind, rel in samples.items():
        if rel is None:
            found = sorted(site.glob("games/bester-bube/diff/*/index.html"))
            rel = found[0].relative_to(site).as_posix() if found else None
        if rel is None or not (site / rel).exists():
            lines.append(f"## {kind}: no such page")
            continue
        text = (site / rel).read_text(encoding="utf-8")
        translator, items = zotero.read_page(site, site / rel)
        lines += [f"## {kind} ({rel})", f"- Zotero saves with {translator}: "
                  + (items[0].row() if len(items) == 1 else f"a choice of {len(items)} items, e.g. {items[0].row()}")]
        if translator == "COinS":
            em = zotero.as_read(zotero.embedded_metadata(text, "http://127.0.0.1:8000/" + rel[:-len("index.html")]), "EM")
            lines.append(f"- Zotero Embedded Metadata (chosen by hand): {em.row()}")
        for summary, reads in read_blocks(cite_blocks(text)).items():
            lines += [f"- {summary}, {r.reader}: {r.row()}" for r in reads]
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(Path(sys.argv[1])))
