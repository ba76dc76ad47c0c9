"""The kinds of page of the site, each with the one function that decides its pages' paths.

A page is made knowing its kind (``page.Page``): the label a search result shows beside the
page's title ("Game", "Ruleset", "Source", …), the weight search gives the kind, so that a game,
ruleset or source page comes before the comparisons, examples and figures that mention it by
name, and the path of a page of the kind, from the ids of what it is about (a game's id, a
game's and a ruleset's, …; under ``docs/``, with MkDocs' directory URLs, ``links.built_dir``).
Every other module asks a kind for a path (``links`` names them for the renderers), and the
``Site`` finds a page by its kind and ids. A new kind of page is an entry here and the renderer
that makes its pages (``generator/site/pages/``).

The weights are each page's search filter ``boost-<weight>`` (one filter per weight, each with
one value: Pagefind then writes the same filter files on every run); the search box multiplies a
result's score by it (``docs/javascripts/search.js``). They are few on purpose, since each is
one more lookup per query.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

#: The weights a kind can have: the pages of a game, a ruleset and a term first; then the
#: sources (a source is often titled by a game's name, and the game should come first) and the
#: overviews; then the pages that only mention a name (a comparison of two rulesets, an
#: example, a figure). Chosen by measuring on tests/browser/search-queries.json.
FIRST, SECOND, THIRD, LAST = "1", "0.7", "0.45", "0.25"


@dataclass(frozen=True, eq=False)
class Kind:
    """A kind of page: its id, its label for readers, its search weight (one of the four above),
    and its pages' path from the ids of what each is about."""

    id: str
    label: str
    boost: str
    path: Callable[..., str]

    def __repr__(self) -> str:
        return f"Kind({self.id!r})"


def _fixed(path: str) -> Callable[[], str]:
    return lambda: path


HOME = Kind("home", "Home", THIRD, _fixed("index.md"))
GAMES = Kind("games", "Games", SECOND, _fixed("games/index.md"))
GAME = Kind("game", "Game", FIRST, lambda game: f"games/{game}/index.md")
RULESET = Kind("ruleset", "Ruleset", FIRST, lambda game, ruleset: f"games/{game}/rulesets/{ruleset}.md")
#: The "How to play" page of a playable ruleset.
HOWTO = Kind("howto", "How to play", SECOND, lambda game, ruleset: f"games/{game}/how-to-play/{ruleset}.md")
#: The play page of a playable ruleset (the player in the browser).
PLAY = Kind("play", "Play", LAST, lambda game, ruleset: f"games/{game}/play/{ruleset}.md")
#: The comparison matrix of a game's rulesets.
COMPARE_GAME = Kind("compare-game", "Comparison", THIRD, lambda game: f"games/{game}/compare.md")
#: The comparison across games.
COMPARE_GAMES = Kind("compare-games", "Comparison", THIRD, _fixed("compare.md"))
#: Two rulesets of a game side by side (``first`` is the earlier one).
DIFF = Kind("diff", "Differences", LAST, lambda game, first, second: f"games/{game}/diff/{first}--{second}.md")
#: A runnable rule example.
EXAMPLE = Kind("example", "Example", LAST, lambda game, example: f"games/{game}/examples/{example}.md")
#: The list of a game's runnable rule examples.
EXAMPLES = Kind("examples", "Examples", LAST, lambda game: f"games/{game}/examples/index.md")
#: The families of games, and one page per family (its members, their records, their shared rules).
FAMILIES = Kind("families", "Families", THIRD, _fixed("families/index.md"))
FAMILY = Kind("family", "Family", SECOND, lambda family: f"families/{family}/index.md")
SOURCE = Kind("source", "Source", SECOND, lambda source: f"sources/{source}.md")
BIBLIOGRAPHY = Kind("bibliography", "Bibliography", SECOND, _fixed("sources/index.md"))
NAMES = Kind("names", "Names", SECOND, _fixed("names.md"))
GLOSSARY = Kind("glossary", "Glossary", FIRST, _fixed("glossary.md"))
CONFLICTS = Kind("conflicts", "Disagreements", THIRD, _fixed("conflicts.md"))
PARAMETERS = Kind("parameters", "Reference", THIRD, _fixed("reference/parameters.md"))
TIMELINE = Kind("timeline", "Figure", LAST, _fixed("timeline.md"))
MAP = Kind("map", "Figure", LAST, _fixed("map.md"))
RELATIONS = Kind("relations", "Figure", LAST, _fixed("relations.md"))
DOWNLOADS = Kind("downloads", "Downloads", THIRD, _fixed("downloads/index.md"))
#: A hand-written page of ``docs/``: its path is where it lies.
ABOUT = Kind("about", "About", THIRD, lambda path: path)

#: Every kind, by id.
KINDS: dict[str, Kind] = {k.id: k for k in (
    HOME, GAMES, GAME, RULESET, HOWTO, PLAY, COMPARE_GAME, COMPARE_GAMES, DIFF, EXAMPLE, EXAMPLES, FAMILIES, FAMILY, SOURCE,
    BIBLIOGRAPHY, NAMES, GLOSSARY, CONFLICTS, PARAMETERS, TIMELINE, MAP, RELATIONS, DOWNLOADS, ABOUT)}
