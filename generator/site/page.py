"""What a page renderer returns, and the context every renderer shares."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from generator.model import Dataset
from generator.model.base import Citation
from generator.site import links
from generator.site.text import attr, esc


@dataclass(frozen=True)
class Page:
    """One generated page: its path under docs/, its Markdown, and the data file behind it."""

    path: str
    markdown: str
    #: Data file (relative to the repository root) that an "edit" link should open.
    edit_path: str | None = None


CERTAINTY_HELP = {
    "stated": "the source says so",
    "inferred": "our reading or attribution, derived from the source",
    "editorial": "a choice we made where the sources are silent or unclear",
    "not-stated": "the source leaves this point open",
    "not-seen": "our copy of the source is cut off before this point",
    "hedged": "the source says 'may' or 'probably'",
}


@dataclass
class Context:
    """The dataset plus indexes that several renderers need."""

    ds: Dataset
    extra: dict = field(default_factory=dict)

    @cached_property
    def citing(self):
        return self.ds.citing()

    @cached_property
    def sources_of_record(self) -> dict[int, set[str]]:
        """``id(record)`` -> ids of the sources its citations name (directly or as cited-in)."""
        out: dict[int, set[str]] = {}
        for source_id, entries in self.citing.items():
            for record, _, _ in entries:
                out.setdefault(id(record), set()).add(source_id)
        return out

    # ------------------------------------------------------------ small renderers
    def source_link(self, source_id: str, page: str) -> str:
        return f"[{esc(self.ds.source_label(source_id))}]({links.rel(page, links.source(source_id))})"

    def cite(self, cite: Citation, page: str, with_quote: bool = True) -> str:
        """A citation as Markdown with links to the source pages."""
        from generator.model.dataset import page_label

        text = self.source_link(cite.source, page)
        if cite.pages:
            text += f", {esc(page_label(cite.pages))}"
        if cite.locator:
            text += f", {esc(cite.locator)}"
        if cite.cited_in:
            text += f", cited in {self.source_link(cite.cited_in, page)}"
            if cite.cited_in_locator:
                text += f" ({esc(cite.cited_in_locator)})"
        if cite.certainty != "stated":
            text += " " + badge(cite.certainty)
        if with_quote and cite.quote:
            text += f' — <q lang="und">{esc(cite.quote)}</q>'
            if cite.translation:
                text += f" (“{esc(cite.translation)}”)"
        if cite.note:
            text += f' <span class="cite-note">{esc(cite.note)}</span>'
        return text

    def cites(self, cites: list[Citation], page: str, with_quote: bool = True) -> str:
        return "; ".join(self.cite(c, page, with_quote) for c in cites)

    def game_link(self, game_id: str, page: str) -> str:
        game = self.ds.games[game_id]
        return f"[{esc(game.name)}]({links.rel(page, links.game(game_id))})"

    def ruleset_link(self, ruleset_id: str, page: str, anchor: str | None = None, label: str | None = None) -> str:
        rs = self.ds.rulesets[ruleset_id]
        return f"[{esc(label or rs.title)}]({links.rel(page, links.ruleset(rs.game, rs.id), anchor)})"

    def region_names(self, region_ids: list[str]) -> str:
        return ", ".join(esc(self.ds.regions[r].name) for r in region_ids)

    def language_name(self, code: str) -> str:
        return esc(self.ds.languages[code].name)


def badge(certainty: str) -> str:
    help_text = CERTAINTY_HELP.get(certainty, certainty)
    return f'<span class="badge badge-{attr(certainty)}" title="{attr(help_text)}">{esc(certainty)}</span>'


def table(header: list[str], rows: list[list[str]]) -> list[str]:
    """A Markdown table; cells must already be escaped."""
    if not rows:
        return []
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(cell.replace("\n", " ") for cell in row) + " |" for row in rows]
    return out + [""]


def anchor_tag(anchor_id: str) -> str:
    return f'<a id="{attr(anchor_id)}"></a>'
