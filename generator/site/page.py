"""What generation produces — pages, each knowing what it is, and the site they make — and the
small pieces every renderer writes (tables, certainty badges, anchors). A table is HTML that Markdown keeps as written
(``generator.site.verbatim``): its cells are inline Markdown made HTML here (``generator.site.inline``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from generator.site import inline
from generator.site.kinds import Kind
from generator.site.text import attr, esc
from generator.site.verbatim import block


@dataclass(frozen=True)
class Page:
    """One page, as its renderer makes it: its kind and the ids of what it is about (which give
    its path, ``Kind.path``), its Markdown, and what it is — its title (plain text, as its heading
    and its citation give it), the names it is the page of (for search), the rules it shows (each
    citable on its own), and the label under which the navigation lists it (if it does)."""

    kind: Kind
    ids: tuple[str, ...]
    markdown: str
    title: str
    names: tuple[str, ...] = ()
    #: Rule ids (``ruleset#param``) of the rules the page shows in full, each with its own citation.
    rules: tuple[str, ...] = ()
    #: The navigation's label, for a page it lists below the index of its kind (``nav.py``).
    nav: str | None = None
    #: The page whose section of the navigation lists this one (a game below its family), if any.
    nav_under: str | None = None
    #: A hand-written page of ``docs/`` (decorated like the others), not one generated from the data.
    handwritten: bool = False

    def __post_init__(self):
        object.__setattr__(self, "title", " ".join(self.title.split()))

    @property
    def path(self) -> str:
        """The page's path under ``docs/`` (its kind's, from its ids)."""
        return self.kind.path(*self.ids)

    @property
    def subject(self) -> str | None:
        """The id of what the page is about (a game, a ruleset, a source, an example), if anything."""
        return self.ids[-1] if self.ids else None


class SiteError(ValueError):
    """The pages cannot be put together (two renderers make one page, a hand-written page has
    the path of a generated one)."""


@dataclass(frozen=True)
class Site:
    """The one result of generation: every page (generated and hand-written, decorated) keyed by
    its path, and the other files the pages link to (downloads, card pictures), by path under the
    site. A page is found by its path or by its kind and ids (``page_of``)."""

    pages: tuple[Page, ...]
    assets: Mapping[str, bytes] = field(default_factory=dict)
    by_path: Mapping[str, Page] = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        by_path: dict[str, Page] = {}
        for page in self.pages:
            if page.path in by_path:
                raise SiteError(f"two pages have the path {page.path}")
            by_path[page.path] = page
        object.__setattr__(self, "by_path", by_path)

    def page(self, path: str) -> Page:
        """The page at ``path`` (under ``docs/``); ``KeyError`` naming it if there is none."""
        try:
            return self.by_path[path]
        except KeyError:
            raise KeyError(f"no page {path}") from None

    def page_of(self, kind: Kind, *ids: str) -> Page:
        """The page of ``kind`` about ``ids`` (``page_of(RULESET, game, ruleset)``)."""
        return self.page(kind.path(*ids))

    def of_kind(self, kind: Kind) -> list[Page]:
        """Every page of a kind, by path."""
        return sorted((p for p in self.pages if p.kind is kind), key=lambda p: p.path)

    def kinds(self) -> list[Kind]:
        """The kinds of the site's pages, each once, in the order of their first page."""
        return list(dict.fromkeys(p.kind for p in self.pages))

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
