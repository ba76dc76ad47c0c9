"""Paths of pages, relative links between them, and the anchors on them.

A page's path is its kind's (``generator.site.kinds``: the one place that decides them); the names
here are the renderers' short way to ask for one. The rest computes links from one page to
another, and the built folder (MkDocs' directory URL) of every page.
"""
from __future__ import annotations

import functools
import posixpath

from generator.site import kinds

HOME = kinds.HOME.path()
GAMES = kinds.GAMES.path()
NAMES = kinds.NAMES.path()
BIBLIOGRAPHY = kinds.BIBLIOGRAPHY.path()
GLOSSARY = kinds.GLOSSARY.path()
TIMELINE = kinds.TIMELINE.path()
CONFLICTS = kinds.CONFLICTS.path()
PARAMETERS = kinds.PARAMETERS.path()
COMPARE = kinds.COMPARE_GAMES.path()
MAP = kinds.MAP.path()
RELATIONS = kinds.RELATIONS.path()
FAMILIES = kinds.FAMILIES.path()
ABOUT = kinds.ABOUT.path("about/data.md")
FORMAT = kinds.ABOUT.path("data/format.md")
#: The folder of the downloads (the release bundle, the rules of each ruleset for citing).
DOWNLOADS = "downloads"

game = kinds.GAME.path
ruleset = kinds.RULESET.path
howto = kinds.HOWTO.path
play = kinds.PLAY.path
source = kinds.SOURCE.path
game_compare = kinds.COMPARE_GAME.path
diff = kinds.DIFF.path
example = kinds.EXAMPLE.path
example_index = kinds.EXAMPLES.path
family = kinds.FAMILY.path


def rule_anchor(param: str) -> str:
    """The anchor of a rule's row on its ruleset page: a rule's permalink is the ruleset page and
    this anchor (the one place that knows the scheme; the row is ``ruleset#param``)."""
    return param


def relative(path: str, start: str) -> str:
    """``posixpath.relpath(path, start)`` for two paths under the site's root, worked out from the
    strings alone: ``relpath`` asks the operating system for the working folder twice a call, which
    was a tenth of the generator's time."""
    path, start = posixpath.normpath(path), posixpath.normpath(start)
    if path.startswith(("/", "..")) or start.startswith(("/", "..")):
        return posixpath.relpath(path, start)
    to = [] if path == "." else path.split("/")
    here = [] if start == "." else start.split("/")
    common = 0
    while common < min(len(to), len(here)) and to[common] == here[common]:
        common += 1
    return "/".join([".."] * (len(here) - common) + to[common:]) or "."


@functools.lru_cache(maxsize=1 << 16)  # asked 14,000 times a build, for far fewer pairs
def rel(from_page: str, to_page: str, anchor: str | None = None) -> str:
    """Relative link from one page to another (MkDocs resolves ``.md`` links)."""
    target = relative(to_page, posixpath.dirname(from_page) or ".")
    return f"{target}#{anchor}" if anchor else target


def anchor(*parts: str) -> str:
    """A stable HTML id from record ids (ids are kebab-case already)."""
    return "-".join(p.replace("#", "-") for p in parts if p)


def phase_anchor(phase: str) -> str:
    """The id of a phase's heading or row group (``phase-exchange``): never the id of a rule's row."""
    return f"phase-{phase}"


def cell_anchor(ruleset_id: str, param: str) -> str:
    """The id of one ruleset's cell in a parameter's row of a comparison page."""
    return f"{ruleset_id}--{param}"


def rule_cite_anchor(param: str) -> str:
    """The id of the citation formats of a rule on its ruleset page (opened by the row's cite button)."""
    return f"cite-{param}"


def built_dir(page: str) -> str:
    """The folder a page is built into, its URL from the site's root: ``x/index.md`` -> ``x/``,
    ``x/y.md`` -> ``x/y/``, ``index.md`` -> ```` (MkDocs' directory URLs)."""
    stem = page[: -len(".md")]
    if stem == "index" or stem.endswith("/index"):
        return stem[: -len("index")]
    return stem + "/"


def url(from_page: str, to_page: str, anchor: str | None = None) -> str:
    """Relative URL of a *built* page, for raw HTML (inline SVG) that MkDocs does not rewrite."""
    if from_page == to_page and anchor:
        return f"#{anchor}"
    here, there = built_dir(from_page), built_dir(to_page)
    target = relative(there or ".", here.rstrip("/") or ".")
    target = "./" if target == "." else target + "/"
    return f"{target}#{anchor}" if anchor else target


@functools.lru_cache(maxsize=4096)  # an example page asks for the same cards hundreds of times
def asset(from_page: str, path: str) -> str:
    """Relative URL of a file of the site (``assets/cards/back.svg``) from a *built* page, for raw HTML."""
    return relative(path, built_dir(from_page).rstrip("/") or ".")
