"""Our BibTeX, RIS and CSL-JSON read by the tools from the registries: bibtexparser, rispy and
citeproc-py (PyPI), Citation.js (npm, run with node), each giving a ``Read`` per item."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from tests.cite.readers.common import Read, first_date, person

REPO = Path(__file__).resolve().parents[3]
CITATIONJS = Path(__file__).with_name("citationjs.cjs")


# ---------------------------------------------------------------- bibtexparser (v2)

def bibtexparser_reads(text: str) -> list[Read]:
    """bibtexparser 2 with its middlewares: names split as BibTeX splits them (before the
    braces that group a name are decoded away), then the LaTeX decoded."""
    import bibtexparser
    from bibtexparser.middlewares import LatexDecodingMiddleware, SeparateCoAuthors, SplitNameParts
    library = bibtexparser.parse_string(text, append_middleware=[SeparateCoAuthors(), SplitNameParts(),
                                                                   LatexDecodingMiddleware()])
    if library.failed_blocks:
        raise ValueError(f"bibtexparser failed on {[b.raw[:60] for b in library.failed_blocks]}")
    out = []
    for entry in library.entries:
        fields = {f.key: f.value for f in entry.fields}
        creators = []
        for role in ("author", "editor"):
            for name in fields.get(role, []):
                family = " ".join([*name.von, *name.last]).replace("{", "").replace("}", "")
                given = " ".join(name.first).replace("{", "").replace("}", "") or None
                creators.append((role, person(family, given), not given))
        container = fields.get("booktitle") or fields.get("journal") or fields.get("howpublished") or ""
        out.append(Read("bibtexparser", entry.entry_type, fields.get("title", ""), tuple(creators),
                        first_date(fields.get("date") or fields.get("year")), container,
                        {k: fields.get(k) for k in ("url", "origdate", "publisher", "type", "note")}))
    return out


# ---------------------------------------------------------------- rispy

def rispy_reads(text: str) -> list[Read]:
    import rispy
    out = []
    for entry in rispy.loads(text):
        # rispy keeps each name as written; RIS readers split one at its comma ("Family, Given")
        creators = [(role, name, "," not in name) for key, role in (("authors", "author"), ("first_authors", "author"),
                                                    ("secondary_authors", "editor"), ("tertiary_authors", "editor"),
                                                    ("editor", "editor")) for name in entry.get(key, [])]
        container = entry.get("secondary_title") or entry.get("journal_name") or ""
        out.append(Read("rispy", entry.get("type_of_reference", ""), entry.get("title") or entry.get("primary_title", ""),
                        tuple(creators), first_date(entry.get("date") or entry.get("year")), container,
                        {k: entry.get(k) for k in ("url", "urls", "notes", "publisher")}))
    return out


# ---------------------------------------------------------------- citeproc-py

def _csl_name(name: dict) -> str:
    if "literal" in name:
        return name["literal"]
    family = " ".join(x for x in (name.get("non-dropping-particle"), name.get("family")) if x)
    return person(family, name.get("given"))


def citeproc_reads(text: str) -> list[Read]:
    """citeproc-py's CSL-JSON reader (``CiteProcJSON``): the names, dates and titles it keeps."""
    from citeproc.source.json import CiteProcJSON
    items = json.loads(text)
    source = CiteProcJSON(items)
    out = []
    for item in items:
        ref = source[item["id"].lower()]
        creators = []
        for role in ("author", "editor"):
            for name in ref.get(role, []) or []:
                creators.append((role, _citeproc_name(name), not name.get("given")))
        issued = ref.get("issued")
        date = ""
        if issued is not None:
            date = "-".join(f"{part:02d}" if i else str(part) for i, part in
                            enumerate(p for p in (issued.get("year"), issued.get("month"), issued.get("day")) if p))
        out.append(Read("citeproc-py", str(ref.type), str(ref.get("title", "")), tuple(creators), date,
                        str(ref.get("container_title", "") or "")))
    return out


def _citeproc_name(name) -> str:
    if name.get("literal"):
        return str(name["literal"])
    family = " ".join(str(x) for x in (name.get("non-dropping-particle"), name.get("family")) if x)
    return person(family, str(name["given"]) if name.get("given") else None)


def citeproc_renders(text: str, style: Path) -> list[str]:
    """The reference-list entries citeproc-py renders from CSL-JSON in a CSL style file (plain text)."""
    from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter
    from citeproc.source.json import CiteProcJSON
    items = json.loads(text)
    bibliography = CitationStylesBibliography(CitationStylesStyle(str(style), validate=False), CiteProcJSON(items),
                                              formatter.plain)
    for item in items:
        bibliography.register(Citation([CitationItem(item["id"].lower())]))
    return [str(entry) for entry in bibliography.bibliography()]


# ---------------------------------------------------------------- Citation.js

def citationjs_items(inputs: list[tuple[str, str]]) -> list[list[dict]]:
    """Citation.js's CSL-JSON of each ``(format, text)``, in one node run (bibtex, ris, csl)."""
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("node is not on PATH (the README's set-up: Node 18.20+)")
    result = subprocess.run([node, str(CITATIONJS)], input=json.dumps([{"format": f, "text": t} for f, t in inputs]),
                            capture_output=True, text=True, cwd=REPO, timeout=600)
    if result.returncode != 0:
        raise RuntimeError(f"Citation.js failed: {result.stderr[-2000:]}")
    out = []
    for answer in json.loads(result.stdout):
        if "error" in answer:
            raise ValueError(f"Citation.js could not read it: {answer['error']}")
        out.append(answer["items"])
    return out


def citationjs_read(item: dict, fmt: str) -> Read:
    creators = tuple((role, _csl_name(n), not n.get("given")) for role in ("author", "editor") for n in item.get(role, []))
    issued = item.get("issued") or {}
    parts = (issued.get("date-parts") or [[]])[0]
    date = "-".join(f"{int(p):02d}" if i else str(p) for i, p in enumerate(parts)) if parts else issued.get("literal", "")
    return Read(f"Citation.js ({fmt})", item.get("type", ""), item.get("title", ""), creators, date,
                item.get("container-title", ""),
                {k: item.get(k) for k in ("URL", "original-date", "genre", "publisher", "note", "language")})
