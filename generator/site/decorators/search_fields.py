"""What search knows of each page besides its text: its kind and the names it is the page of.

Every page gets, in its front matter, ``search_kind`` (the label a result shows) and
``search_boost`` (the kind's weight), both its kind's (``generator.site.kinds``); the pages that
are *the* page of a name also get ``search_names``, the names its renderer gave it: a game page
every name the sources give the game, a source page the source's full title and its authors, the
glossary its terms.
``docs/overrides/main.html`` writes them as Pagefind's metadata and filter tags, and search
weights a match in them above a match in the text (``docs/javascripts/search.js``), so that
"Fiefkort" finds the Bester Bube page before the pages that only mention the name.
"""
from __future__ import annotations

from dataclasses import replace

from generator.site.citing import with_front_matter
from generator.site.context import Context
from generator.site.page import Page

#: How the names of one page are joined into one metadata value.
SEPARATOR = " · "


def decorate(ctx: Context, page: Page) -> Page:
    markdown = with_front_matter(page.markdown, "search_kind", page.kind.label)
    markdown = with_front_matter(markdown, "search_boost", page.kind.boost)
    if page.names:
        markdown = with_front_matter(markdown, "search_names", SEPARATOR.join(page.names))
    return replace(page, markdown=markdown)

