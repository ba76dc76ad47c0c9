"""Reading the comparison pages and the ruleset YAML for the tests, independently of the generator."""
from __future__ import annotations

import functools
import json
import posixpath
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import yaml

from generator.model.dates import parse_edtf
from tests.conftest import REPO


# ------------------------------------------------------------ the data, read independently
def read_rulesets(root: Path) -> dict[str, dict]:
    return {p.stem: yaml.safe_load(p.read_text(encoding="utf-8")) for p in sorted((root / "gamedata").glob("*/rulesets/*.yaml"))}


def effective(rulesets: dict[str, dict], rid: str) -> dict[str, tuple[str, dict]]:
    """param -> (owner ruleset, rule) with the nearest statement winning."""
    out: dict[str, tuple[str, dict]] = {}
    current = rid
    while current:
        for rule in rulesets[current].get("rules", []):
            out.setdefault(rule["param"], (current, rule))
        current = (rulesets[current].get("inherits") or {}).get("ruleset")
    return out


#: Certainties that record no value: the source is silent, or our copy is cut off before the point.
VALUELESS = ("not-stated", "not-seen")


def key(entry, param: str | None = None) -> str | None:
    """What two cells compare: the value, without the fields the vocabulary's ``naming`` lists
    for ``param`` (a card's period name), read from the vocabulary file itself."""
    if entry is None or entry[1].get("certainty") in VALUELESS:
        return None
    drop = set(_naming().get(param, ()))

    def strip(value):
        if isinstance(value, list):
            return [strip(v) for v in value]
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k not in drop}
        return value
    return json.dumps(strip(entry[1]["value"]), sort_keys=True)


@functools.lru_cache(maxsize=1)
def _naming() -> dict[str, list[str]]:
    entries = yaml.safe_load((REPO / "generator/model/vocabulary.yaml").read_text(encoding="utf-8"))
    entries = entries["parameters"] if isinstance(entries, dict) else entries
    return {e["id"]: e["naming"] for e in entries if "naming" in e}


def expected_state(rid: str, entry) -> str:
    if entry is None:
        return "absent"
    if entry[0] != rid:
        return "inherited"
    return entry[1]["certainty"] if entry[1].get("certainty") in VALUELESS else "value"


def by_date(rulesets: dict[str, dict], game: str) -> list[str]:
    ids = [r for r, d in rulesets.items() if d["game"] == game]
    return sorted(ids, key=lambda r: (parse_edtf(str(rulesets[r]["date"])).sort_key, r))


# ------------------------------------------------------------ the pages
class CellParser(HTMLParser):
    """Every comparison cell of a page (the element of class ``cmp-cell``): its data attributes,
    links, inner classes and text, and ``main``, what it says without its citations and marks."""

    #: Parts of a cell that are not what the cell says: citation marks and their disclosure, the
    #: rule's permalink and cite link, conflict marks, the ≠ mark, certainty badges, the origin mark.
    ASIDE = {"cmp-sources", "cm", "cm-more", "cmp-tools", "cmp-conflict", "cmp-diff", "badge", "cmp-from"}
    VOID = {"br", "img", "input", "hr", "wbr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.cells: list[dict] = []
        self._cell = None
        self._stack: list[set[str]] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = set((attrs.get("class") or "").split())
        if self._cell is None and "cmp-cell" in classes:
            self._cell = {"ruleset": attrs["data-ruleset"], "param": attrs["data-param"], "state": attrs["data-state"],
                          "differs": "data-differs" in attrs, "links": [], "classes": set(), "text": [], "main": [],
                          "origin": [], "id": attrs.get("id")}
            self._stack = [classes]
            return
        if self._cell is None:
            return
        self._cell["classes"] |= classes
        if tag not in self.VOID:
            self._stack.append(classes)
        if tag == "a" and attrs.get("href"):
            self._cell["links"].append(attrs["href"])

    def handle_endtag(self, tag):
        if self._cell is not None and tag not in self.VOID:
            self._stack.pop()
            if not self._stack:
                for part in ("text", "main", "origin"):
                    self._cell[part] = " ".join("".join(self._cell[part]).split())
                self.cells.append(self._cell)
                self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell["text"].append(data)
            if not any(self.ASIDE & c for c in self._stack):
                self._cell["main"].append(data)  # what the cell says, without citation and markers
            if any("cmp-from" in c for c in self._stack):
                self._cell["origin"].append(data)


def html_path(site: Path, md_path: str) -> Path:
    stem = md_path[: -len("index.md")] if md_path.endswith("index.md") else md_path[: -len(".md")] + "/"
    return site / stem / "index.html"


def cells(path: Path) -> list[dict]:
    parser = CellParser()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser.cells


def resolve(page: Path, href: str) -> tuple[Path, str]:
    parts = urlsplit(href)
    assert not parts.scheme and not parts.netloc, f"external link in a comparison cell: {href}"
    target = page if not parts.path else (page.parent / unquote(parts.path)).resolve()
    if target.is_dir():
        target = target / "index.html"
    return target, parts.fragment


def site_path(site: Path, target: Path) -> str:
    return posixpath.relpath(str(target), str(site.resolve()))
