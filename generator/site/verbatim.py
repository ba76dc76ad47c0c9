"""Blocks of HTML the generator writes whole, and the Markdown extension that keeps them as written.

Most of a generated page is HTML already: the steps of a worked example, the figures, the
citation blocks. Python-Markdown would read every such block with its HTML parser (``md_in_html``)
and find nothing in it to convert. ``block(lines)`` marks a block; this module, named among the
``markdown_extensions`` of ``mkdocs.yml``, stores each marked block in Markdown's store of raw
HTML as it is, where the page's HTML takes it back unchanged. Neither Markdown's HTML parser nor
MkDocs' (which collects the ids of raw HTML, to check links to anchors) reads the block: MkDocs
is shown instead one line of empty anchors with the block's ids (found by a pattern: the
generator writes every id as ``id="…"``), which the extension takes out of the page again.

The markers are HTML comments on lines of their own: without the extension a marked block is
ordinary raw HTML and the page reads the same. The data text in a block is escaped
(``generator.site.text``: no ``<`` of the data survives), so no data can end a block early.
"""
from __future__ import annotations

import re

from markdown import Extension
from markdown.postprocessors import Postprocessor
from markdown.preprocessors import Preprocessor

OPEN = "<!-- verbatim -->"
CLOSE = "<!-- /verbatim -->"
#: After Markdown's clean-up of whitespace (30); before the search for code fences (25), MkDocs'
#: collection of raw HTML ids (21) and Markdown's own raw-HTML pass (20).
PRIORITY = 26
#: The attribute of the line that lists a block's ids for MkDocs.
CARRIER = "data-verbatim-ids"
_ID = re.compile(r'\sid="([^"]*)"')
_CARRIED = re.compile(rf'<div {CARRIER}(?:="[^"<>]*")?>(?:<a id="[^"<>]*"></a>)*</div>\n?')


def block(lines: list[str]) -> list[str]:
    """``lines`` of HTML, marked to be kept as written; the first must open a block-level element
    (``div``, ``section``, ``figure``, ``ol``…), else Markdown puts the block in a paragraph."""
    return [OPEN, *lines, CLOSE, ""]


class _Keep(Preprocessor):
    """Each marked block becomes one placeholder of Markdown's raw-HTML store, and a line of empty
    anchors with the block's ids, for MkDocs' collection of ids (``_Unlisted`` takes it out again)."""

    def run(self, lines: list[str]) -> list[str]:
        if OPEN not in lines:
            return lines
        out: list[str] = []
        index = 0
        while index < len(lines):
            line = lines[index]
            if line == OPEN:
                try:
                    end = lines.index(CLOSE, index + 1)
                except ValueError:  # not closed: left as the comment it is
                    end = -1
                if end > 0:
                    text = "\n".join(lines[index + 1:end])
                    out += ["", self.md.htmlStash.store(text), ""]
                    ids = _ID.findall(text)
                    if ids:
                        out += [f"<div {CARRIER}>" + "".join(f'<a id="{i}"></a>' for i in ids) + "</div>", ""]
                    index = end + 1
                    continue
            out.append(line)
            index += 1
        return out


class _Unlisted(Postprocessor):
    """The lines of ids taken out of the page: as written, or as Markdown writes them again when
    they stood inside HTML whose content it reads (``markdown="1"``)."""

    def run(self, text: str) -> str:
        return _CARRIED.sub("", text) if CARRIER in text else text


class VerbatimExtension(Extension):
    def extendMarkdown(self, md) -> None:  # noqa: N802 - Python-Markdown's name
        md.preprocessors.register(_Keep(md), "stichwort_verbatim", PRIORITY)
        md.postprocessors.register(_Unlisted(md), "stichwort_verbatim_ids", 25)


def makeExtension(**kwargs) -> VerbatimExtension:  # noqa: N802 - Python-Markdown's name
    return VerbatimExtension(**kwargs)
