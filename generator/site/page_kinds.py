"""What kind of page a path is, for readers and for search.

Every page of the site has one kind: the label a search result shows beside the page's title
("Game", "Ruleset", "Source", …) and the weight search gives the kind, so that a game, ruleset
or source page comes before the comparisons, examples and figures that mention it by name.
The kinds are one table, read top to bottom; the first pattern that matches the page's path
(under ``docs/``, as ``generator.site.links`` makes them) decides. A page no pattern matches is
a plain "Page".

The weights are each page's search filter ``boost-<weight>`` (one filter per weight, each
with one value: Pagefind then writes the same filter files on every run); the search box
multiplies a result's score by it (``docs/javascripts/search.js``). They are few on purpose,
since each is one more lookup per query.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

#: The weights a kind can have: the pages of a game, a ruleset and a term first; then the
#: sources (a source is often titled by a game's name, and the game should come first) and the
#: overviews; then the pages that only mention a name (a comparison of two rulesets, an
#: example, a figure). Chosen by measuring on tests/browser/search-queries.json.
FIRST, SECOND, THIRD, LAST = "1", "0.7", "0.45", "0.25"


@dataclass(frozen=True)
class Kind:
    """A kind of page: its label for readers and its search weight (one of the four above)."""

    label: str
    boost: str


_GAME = r"games/[^/]+"
#: (pattern of the page's path, kind), first match wins.
KINDS: tuple[tuple[str, Kind], ...] = (
    (rf"{_GAME}/index\.md", Kind("Game", FIRST)),
    (rf"{_GAME}/rulesets/[^/]+\.md", Kind("Ruleset", FIRST)),
    (r"sources/index\.md", Kind("Bibliography", SECOND)),
    (r"sources/[^/]+\.md", Kind("Source", SECOND)),
    (r"names\.md", Kind("Names", SECOND)),
    (r"glossary\.md", Kind("Glossary", FIRST)),
    (rf"{_GAME}/how-to-play/[^/]+\.md", Kind("How to play", SECOND)),
    (rf"{_GAME}/compare\.md", Kind("Comparison", THIRD)),
    (r"compare\.md", Kind("Comparison", THIRD)),
    (r"games/index\.md", Kind("Games", SECOND)),
    (r"conflicts\.md", Kind("Disagreements", THIRD)),
    (r"reference/.+\.md", Kind("Reference", THIRD)),
    (r"(about|data)/.+\.md", Kind("About", THIRD)),
    (r"downloads/.+\.md", Kind("Downloads", THIRD)),
    (r"index\.md", Kind("Home", THIRD)),
    (rf"{_GAME}/diff/[^/]+\.md", Kind("Differences", LAST)),
    (rf"{_GAME}/examples/index\.md", Kind("Examples", LAST)),
    (rf"{_GAME}/examples/[^/]+\.md", Kind("Example", LAST)),
    (r"(map|timeline|relations)\.md", Kind("Figure", LAST)),
)
PAGE = Kind("Page", THIRD)
_COMPILED = tuple((re.compile(pattern), kind) for pattern, kind in KINDS)


def kind_of(path: str) -> Kind:
    """The kind of the page at ``path`` (relative to ``docs/``, e.g. ``games/bolachen/index.md``)."""
    return next((kind for pattern, kind in _COMPILED if pattern.fullmatch(path)), PAGE)
