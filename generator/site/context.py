"""The build context every renderer shares: the dataset, and what several renderers need,
each a typed attribute computed once per build on first use.

The caller may give the edition, the site's address and the example runs (a test gives runs
it made itself), or ask for the previous build's runs to be reused while nothing they read has
changed (the live preview, ``generator.examples.reuse``); everything else is derived from the dataset. ``pages`` is set by the build
once the renderers are done, before the decorators run: the citation index needs every page.
"""
from __future__ import annotations

from functools import cached_property

from generator.bridge import playable
from generator.cite.edition import Edition, current_edition, site_url
from generator.examples import ExamplesFailed, default_paths, reuse, run_examples
from generator.model import Dataset
from generator.model.base import Citation
from generator.site import links, marks, prose
from generator.site.citing import Citations, CiteIndex
from generator.site.conflicts import ConflictIndex
from generator.site.page import Page
from generator.site.text import esc
from generator.study import recorded


class Context:
    """The dataset plus the indexes and results that several renderers need."""

    def __init__(self, ds: Dataset, *, edition: Edition | None = None, site_url: str | None = None,
                 example_runs: list | None = None, reuse_examples: bool = False):
        self.ds = ds
        #: Reuse the previous build's example runs while nothing they read has changed (the preview).
        self._reuse_examples = reuse_examples
        self._edition = edition
        self._site_url = site_url
        self._example_runs = example_runs
        #: Every page of the build (generated and hand-written), before decoration: set by the
        #: build for the citation index, and cleared once the index is made.
        self.pages: list[Page] | None = None

    # ------------------------------------------------------------ computed once per build
    @cached_property
    def study(self) -> dict:
        """The recorded study's entries that are current, by key (``site/strong_play.py``)."""
        return recorded.current(self.ds)

    @cached_property
    def edition(self) -> Edition:
        """The dataset edition of this build."""
        return self._edition or current_edition(self.ds.root)

    @cached_property
    def base_url(self) -> str:
        """The address the site is published at, ending in ``/``."""
        return (self._site_url or site_url(self.ds.root)).rstrip("/") + "/"

    @cached_property
    def citing(self) -> dict:
        """Source id -> (record, field path, citation) of every citation of it."""
        return self.ds.citing()

    @cached_property
    def sources_of_record(self) -> dict[int, set[str]]:
        """``id(record)`` -> ids of the sources its citations name (directly or as cited-in)."""
        out: dict[int, set[str]] = {}
        for source_id, entries in self.citing.items():
            for record, _, _ in entries:
                out.setdefault(id(record), set()).add(source_id)
        return out

    @cached_property
    def example_runs(self) -> list:
        """Every example of the dataset, run against the engine; ``ExamplesFailed`` if any fails."""
        if self._example_runs is not None:
            return self._example_runs
        if self._reuse_examples:
            paths = default_paths(self.ds.root)
            found, problems = reuse.runs(self.ds, paths, lambda: run_examples(self.ds, paths))
        else:
            found, problems = run_examples(self.ds)
        if problems:
            raise ExamplesFailed(problems)
        return sorted(found, key=lambda r: (r.loaded.game, r.loaded.example.ruleset, r.id))

    @cached_property
    def example_runs_by_ruleset(self) -> dict[str, list]:
        """The runs grouped by ruleset (asked for once per rule row: a scan each time grows with the square)."""
        grouped: dict[str, list] = {}
        for run in self.example_runs:
            grouped.setdefault(run.loaded.example.ruleset, []).append(run)
        return grouped

    @cached_property
    def playable(self) -> frozenset[str]:
        """The ids of the rulesets the engine can play as recorded (each has a "How to play" page)."""
        return frozenset(rid for rid in self.ds.rulesets if playable(self.ds, rid))

    @cached_property
    def conflicts(self) -> ConflictIndex:
        """Conflicts by what they are about and by ruleset."""
        return ConflictIndex(self.ds)

    @cached_property
    def citations(self) -> Citations:
        """The citations of sources and rules, rendering in the background from first use."""
        return Citations(self.ds, self.edition, self.base_url)

    @cached_property
    def cite_index(self) -> CiteIndex:
        """Every citation of the build, pages included (needs ``pages``)."""
        if self.pages is None:
            raise RuntimeError("the citation index needs the build's pages (Context.pages)")
        return self.citations.index(self.pages)

    def release_renderer_results(self) -> None:
        """Once the renderers are done: drop what only they need (the example runs and their
        transcripts, a large part of the build's memory), so the decorators work without it."""
        for name in ("example_runs", "example_runs_by_ruleset"):
            self.__dict__.pop(name, None)

    # ------------------------------------------------------------ small renderers
    def prose(self, text: str | None, page: str) -> str:
        """A free-text field of a record (note, summary, claim) as Markdown, its references linked."""
        return prose.prose(self.ds, text, page)

    def prose_html(self, text: str | None, page: str) -> str:
        """A free-text field as HTML, its references as links (inside raw HTML blocks)."""
        return prose.html(self.ds, text, page)

    def plain(self, text: str | None) -> str:
        """A free-text field as escaped text without links (for the words of a link)."""
        return prose.plain(self.ds, text)

    def source_link(self, source_id: str, page: str) -> str:
        """A source by its short label, linked to its page (``marks``)."""
        return marks.source_link(self, self.ds.reference(source_id), page)

    def cite(self, cite: Citation, page: str, with_quote: bool = True) -> str:
        """A citation as Markdown with links to the source pages (``marks.inline``)."""
        return marks.inline(self, cite, page, with_quote)

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
