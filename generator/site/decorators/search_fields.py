"""What search knows of each page besides its text: its kind and the names it is the page of.

Every page gets, in its front matter, ``search_kind`` (the label a result shows) and
``search_boost`` (the kind's weight), both from ``generator.site.page_kinds``; the pages that
are *the* page of a name also get ``search_names``: a game page every name the sources give
the game, a source page the source's full title and its authors, the glossary its terms.
``docs/overrides/main.html`` writes them as Pagefind's metadata and filter tags, and search
weights a match in them above a match in the text (``docs/javascripts/search.js``), so that
"Fiefkort" finds the Bester Bube page before the pages that only mention the name.
"""
from __future__ import annotations

from generator.site import links
from generator.site.citing import with_front_matter
from generator.site.context import Context
from generator.site.page import Page
from generator.site.page_kinds import kind_of

#: How the names of one page are joined into one metadata value.
SEPARATOR = " · "


def decorate(ctx: Context, page: Page) -> Page:
    kind = kind_of(page.path)
    markdown = with_front_matter(page.markdown, "search_kind", kind.label)
    markdown = with_front_matter(markdown, "search_boost", kind.boost)
    names = own_names(ctx, page.path)
    if names:
        markdown = with_front_matter(markdown, "search_names", SEPARATOR.join(names))
    return Page(page.path, markdown, page.edit_path, page.handwritten)


def own_names(ctx: Context, path: str) -> list[str]:
    """The names the page at ``path`` is the page of (none for most pages), each once, in order."""
    ds = ctx.ds
    found: list[str] = []
    if path == links.GLOSSARY:
        found = [entry.term for entry in ds.glossary.values()]
    for game in ds.games.values():
        if path == links.game(game.id):
            found = [game.name] + [n.name for n in ds.records_of("names", game.id) if n.kind == "game"]
    for source in ds.sources.values():
        if path == links.source(source.id):
            people = [p.literal or " ".join(filter(None, (p.given, p.particle, p.family))) for p in source.author + source.editor]
            found = [t for t in (source.title, source.title_english, source.short_title) if t] + people
    return list(dict.fromkeys(found))
