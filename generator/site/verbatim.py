"""Blocks of HTML the generator writes whole, and the Markdown extension that keeps them as written.

Most of a generated page is HTML already: the steps of a worked example, the figures, the
citation blocks. Python-Markdown would read every such block with its HTML parser (``md_in_html``)
and find nothing in it to convert. ``block(lines)`` marks a block; this module, named among the
``markdown_extensions`` of ``mkdocs.yml``, stores each marked block in Markdown's store of raw
HTML as it is, where the page's HTML takes it back unchanged. MkDocs reads the ids of raw HTML
before this extension runs, so that its check of links to anchors still sees the ids in a block.

The markers are HTML comments on lines of their own: without the extension a marked block is
ordinary raw HTML and the page reads the same. The data text in a block is escaped
(``generator.site.text``: no ``<`` of the data survives), so no data can end a block early.
"""
from __future__ import annotations

from markdown import Extension
from markdown.preprocessors import Preprocessor

OPEN = "<!-- verbatim -->"
CLOSE = "<!-- /verbatim -->"
#: After MkDocs' collection of raw HTML ids (21), before Markdown's own raw-HTML pass (20).
PRIORITY = 20.5


def block(lines: list[str]) -> list[str]:
    """``lines`` of HTML, marked to be kept as written; the first must open a block-level element
    (``div``, ``section``, ``figure``, ``ol``…), else Markdown puts the block in a paragraph."""
    return [OPEN, *lines, CLOSE, ""]


class _Keep(Preprocessor):
    """Each marked block becomes one placeholder of Markdown's raw-HTML store."""

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
                    out += ["", self.md.htmlStash.store("\n".join(lines[index + 1:end])), ""]
                    index = end + 1
                    continue
            out.append(line)
            index += 1
        return out


class VerbatimExtension(Extension):
    def extendMarkdown(self, md) -> None:  # noqa: N802 - Python-Markdown's name
        md.preprocessors.register(_Keep(md), "stichwort_verbatim", PRIORITY)


def makeExtension(**kwargs) -> VerbatimExtension:  # noqa: N802 - Python-Markdown's name
    return VerbatimExtension(**kwargs)
