"""What generation produces — pages and the site they make — and the small pieces every renderer
writes (tables, certainty badges, anchors). A table is HTML that Markdown keeps as written
(``generator.site.verbatim``): its cells are inline Markdown made HTML here (``generator.site.inline``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from generator.site import inline
from generator.site.text import attr, esc
from generator.site.verbatim import block


@dataclass(frozen=True)
class Page:
    """One page: its path under docs/, its Markdown, and the data file behind it."""

    path: str
    markdown: str
    #: Data file (relative to the repository root) that an "edit" link should open.
    edit_path: str | None = None
    #: A hand-written page of ``docs/`` (decorated like the others), not one generated from the data.
    handwritten: bool = False


@dataclass(frozen=True)
class Site:
    """The one result of generation: every page (generated and hand-written, decorated), and
    the other files the pages link to (downloads, card pictures), by path under the site."""

    pages: tuple[Page, ...]
    assets: Mapping[str, bytes] = field(default_factory=dict)

    def generated(self) -> list[Page]:
        """The pages generated from the data."""
        return [p for p in self.pages if not p.handwritten]


CERTAINTY_HELP = {
    "stated": "the source says so",
    "inferred": "our reading or attribution, derived from the source",
    "editorial": "a choice we made where the sources are silent or unclear",
    "not-stated": "the source leaves this point open",
    "not-seen": "our copy of the source is cut off before this point",
    "hedged": "the source says 'may' or 'probably'",
}


def badge(certainty: str) -> str:
    help_text = CERTAINTY_HELP.get(certainty, certainty)
    return f'<span class="badge badge-{attr(certainty)}" title="{attr(help_text)}">{esc(certainty)}</span>'


def valueless(certainty: str) -> str:
    """What a rule without a value shows in its place: "not stated" or "not seen", with why."""
    return f'<span class="none" title="{attr(CERTAINTY_HELP[certainty])}">{esc(certainty.replace("-", " "))}</span>'


def table(header: list[str], rows: list[list[str]], page: str) -> list[str]:
    """A table of ``page``, written as the HTML Markdown would make of it and kept as written
    (``generator.site.verbatim``); headings and cells are inline Markdown, already escaped
    (``generator.site.inline``)."""
    if not rows:
        return []
    return block(_table(header, rows, page))


def _table(header: list[str], rows: list[list[str]], page: str) -> list[str]:
    def cells(tag: str, row: list[str]) -> list[str]:
        return ["<tr>", *(f"<{tag}>{inline.html(cell.replace(chr(10), ' ').strip(), page)}</{tag}>" for cell in row), "</tr>"]
    out = ["<table>", "<thead>", *cells("th", header), "</thead>", "<tbody>"]
    for row in rows:
        out += cells("td", row)
    return out + ["</tbody>", "</table>"]


def anchor_tag(anchor_id: str) -> str:
    return f'<a id="{attr(anchor_id)}"></a>'


def stacked(header: list[str], rows: list[list[str]], page: str) -> list[str]:
    """A table (``table``) that a narrow screen shows as one block per row, each cell after the first
    labelled with its column's heading (``docs/stylesheets/stichwort.css``); the headings must be plain words."""
    if not rows:
        return []
    labels = ";".join(f"--sw-c{i}:'{_css_string(h)}'" for i, h in enumerate(header, 1) if i > 1)
    return block([f'<div class="sw-stack" style="{attr(labels)}">', *_table(header, rows, page), "</div>"])


def _css_string(text: str) -> str:
    return " ".join(text.split()).replace("\\", "\\\\").replace("'", "\\'")


def md_attr(value) -> str:
    """Data text for an attribute of an HTML tag that sits inside Markdown (a table cell): escaped for
    HTML and Markdown-inert (Markdown would otherwise read a backtick or a bracket inside the tag)."""
    return esc(value).replace('"', "&quot;")
