"""The site's navigation: the sections ``mkdocs.yml`` names, with the pages of the data filled in.

``mkdocs.yml`` keeps the navigation's fixed part: its sections and the pages that are always
there (the games' index, the comparison across games, …). Below the games' index the navigation
lists the pages the data gives — each game the engine plays (a game's comparison is reached
from its page and from the comparison across games: with the families, a second list of some
thirty comparisons made the sidebar longer than a screen twice over) — as their renderers ask (``Page.nav``: the label), in the order of the labels. The MkDocs hook
fills the configured navigation so before MkDocs reads it; ``python -m generator pages
--config FILE`` writes the filled navigation into the configuration of a tree built without
the hook. A page is listed below the index of its kind's section: a game below the games'
index, a family below the families' index (``PARENTS``). A page that names another as where it
is listed (``Page.nav_under``: a game its family) is listed in that page's own section instead,
the section's heading linking that page (MkDocs' section index pages): the sidebar then shows a
handful of families, each opening onto its playable games, rather than one long list of games.
"""
from __future__ import annotations

from generator.site import kinds
from generator.site.text import attr

#: A kind whose pages the navigation lists -> the kind of the index they are listed below.
PARENTS = {kinds.GAME: kinds.GAMES, kinds.FAMILY: kinds.FAMILIES}


def _entry_path(entry) -> str | None:
    """The page an entry of the navigation names (``path`` or ``{title: path}``), if it is a page."""
    if isinstance(entry, str):
        return entry
    if isinstance(entry, dict) and len(entry) == 1:
        value = next(iter(entry.values()))
        if isinstance(value, list) and value:  # a section: the page its heading links
            return _entry_path(value[0])
        return value if isinstance(value, str) else None
    return None


def listed(site) -> dict[str, list[dict]]:
    """The path of each index -> the entries ``{label: path}`` to list after it, by label. A label
    is HTML text, as MkDocs gives the titles the theme writes unescaped into the navigation (the
    one place where data text meets the navigation)."""
    below: dict[str, list] = {}
    for page in site.pages:
        if page.nav is not None and page.nav_under is not None:
            below.setdefault(page.nav_under, []).append((page.nav.casefold(), page.nav, page.path))
    out: dict[str, list] = {}
    for page in site.pages:
        if page.nav is not None and page.nav_under is None and page.kind in PARENTS:
            out.setdefault(PARENTS[page.kind].path(), []).append((page.nav.casefold(), page.nav, page.path))

    def entry(label: str, path: str):
        if path not in below:
            return {attr(label): path}
        return {attr(label): [path, *({attr(child): target} for _, child, target in sorted(below[path]))]}
    return {parent: [entry(label, path) for _, label, path in sorted(entries)] for parent, entries in out.items()}


def filled(nav, site):
    """The configured navigation (a list of entries, as MkDocs reads it from ``mkdocs.yml``) with
    the data's pages listed after their index, wherever that index is named; the entries the
    configuration already names are left as they are."""
    if not isinstance(nav, list):
        return nav
    children = listed(site)
    named = set()

    def walk(entries):
        for entry in entries:
            if isinstance(entry, dict) and len(entry) == 1 and isinstance(next(iter(entry.values())), list):
                walk(next(iter(entry.values())))
            else:
                named.add(_entry_path(entry))

    def fill(entries):
        out = []
        for entry in entries:
            if isinstance(entry, dict) and len(entry) == 1 and isinstance(next(iter(entry.values())), list):
                (title, inner), = entry.items()
                out.append({title: fill(inner)})
                continue
            out.append(entry)
            out += [child for child in children.get(_entry_path(entry), []) if _entry_path(child) not in named]
        return out

    walk(nav)
    return fill(nav)
