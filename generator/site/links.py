"""The one place that decides page paths and computes relative links between pages."""
from __future__ import annotations

import posixpath

HOME = "index.md"
GAMES = "games/index.md"
NAMES = "names.md"
BIBLIOGRAPHY = "sources/index.md"
GLOSSARY = "glossary.md"
TIMELINE = "timeline.md"
CONFLICTS = "conflicts.md"
PARAMETERS = "reference/parameters.md"
ABOUT = "about/data.md"
FORMAT = "data/format.md"


def game(game_id: str) -> str:
    return f"games/{game_id}/index.md"


def ruleset(game_id: str, ruleset_id: str) -> str:
    return f"games/{game_id}/rulesets/{ruleset_id}.md"


def source(source_id: str) -> str:
    return f"sources/{source_id}.md"


def rel(from_page: str, to_page: str, anchor: str | None = None) -> str:
    """Relative link from one page to another (MkDocs resolves ``.md`` links)."""
    target = posixpath.relpath(to_page, posixpath.dirname(from_page) or ".")
    return f"{target}#{anchor}" if anchor else target


def anchor(*parts: str) -> str:
    """A stable HTML id from record ids (ids are kebab-case already)."""
    return "-".join(p.replace("#", "-") for p in parts if p)
