"""Public pages speak of games and sources, never of our working vocabulary.

A reader sees no seed labels ("seed S0"), no path under ``shared/``, no data file name
(``names.yaml``), no rule id (``bester-bube-1808#bete``) and no bare record id
(``bb-lanterlu-without-flush``) in what a browser shows: the text of the page, and the
tooltips and alternative texts of its elements. Exempt are code blocks (the commands and file
examples of the data-format page), elements marked for editors (``class="for-editors"``), and
addresses (a permalink shows the page's path). The data-format page, which is written for
editors, may name the data files and the seeds.
"""
from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from generator.model import load_dataset
from tests.conftest import REPO

pytestmark = pytest.mark.build

#: Pages written for editors: they explain the data files themselves.
FOR_EDITORS = {"data/format/index.html"}

WORKING_WORDS = {
    "a seed label": re.compile(r"\bseed (S[0-9]|file|document)s?\b|\bseeds\b|\bS[0-3]\b(?! ?[-–]\d)", re.I),
    "a path under shared/": re.compile(r"\bshared/"),
    "a data file name": re.compile(r"\b[\w<>-]+\.ya?ml\b"),
    "a rule id": re.compile(r"\b[a-z0-9]+(?:-[a-z0-9]+)+#[a-z0-9]+(?:-[a-z0-9]+)*"),
}
ADDRESS = re.compile(r"(?:https?://|/)[^\s]*")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class ShownText(HTMLParser):
    """What a reader sees: text, and title/alt/aria-label attributes, outside code and editor notes."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.shown: list[str] = []
        self._stack: list[bool] = []  # per open element: is its content exempt?

    def _exempt(self) -> bool:
        return any(self._stack)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        exempt = tag in ("code", "pre", "script", "style") or "for-editors" in (attrs.get("class") or "").split()
        if not self._exempt() and not exempt:
            self.shown += [attrs[k] for k in ("title", "alt", "aria-label") if attrs.get(k)]
        if tag not in VOID:
            self._stack.append(exempt)

    def handle_endtag(self, tag):
        if tag not in VOID and self._stack:
            self._stack.pop()

    def handle_data(self, data):
        if not self._exempt():
            self.shown.append(data)


def shown(path) -> str:
    parser = ShownText()
    parser.feed(path.read_text(encoding="utf-8"))
    return ADDRESS.sub(" ", " ".join(" ".join(parser.shown).split()))


@pytest.fixture(scope="module")
def record_ids():
    ds = load_dataset(REPO)
    ids = set()
    for kind in ("sources", "games", "names", "events", "relations", "conflicts", "rulesets", "glossary", "regions"):
        ids |= {i for i in getattr(ds, kind) if "-" in i}
    return ids


def test_the_reader_sees_no_working_labels(built_site, record_ids):
    found = []
    for path in sorted(built_site.rglob("*.html")):
        where = path.relative_to(built_site).as_posix()
        if where in FOR_EDITORS:
            continue
        text = shown(path)
        for what, pattern in WORKING_WORDS.items():
            found += [f"{where}: {what}: …{text[max(0, m.start() - 40):m.end() + 20]}…" for m in pattern.finditer(text)]
        found += [f"{where}: a record id: {m.group(0)}"
                  for m in re.finditer(r"(?<![\w-])[a-z0-9]+(?:-[a-z0-9]+)+(?![\w-])", text) if m.group(0) in record_ids]
    assert not found, f"{len(found)} working labels on public pages:\n" + "\n".join(found[:60])


def test_the_reader_check_sees_what_a_browser_shows():
    parser = ShownText()
    parser.feed('<p title="see names.yaml">The <code>bb-x</code> rule '
                '<span class="for-editors">bester-bube-1853#bete</span> stays<br>shown.</p><img alt="seed S0">')
    assert parser.shown == ["see names.yaml", "The ", " rule ", " stays", "shown.", "seed S0"]
    assert WORKING_WORDS["a seed label"].search("read in seed S0")
    assert not WORKING_WORDS["a seed label"].search("the random seed 1 of the simulation")
    assert WORKING_WORDS["a rule id"].search("refused by bester-bube-1853#follow-suit")
    assert WORKING_WORDS["a data file name"].search("see relations.yaml")
