"""The escaping test reads what a browser reads: the real dataset with a hostile string in every
free-text field (``hostile.py``) is built with ``mkdocs build --strict``, and every built page is
parsed by an HTML5 parser.

The parser is html5lib (pinned in requirements.lock), an implementation of the WHATWG parsing
algorithm: it reads ``<title>`` as RCDATA, ends it at the first ``</title>``, runs the tree
construction (implied and misnested tags, foreign SVG content) as a browser does. Python's own
``html.parser`` is a tokenizer without that tree construction and with its own rules for where
raw text ends, so a string that breaks out of a browser's ``<title>`` could look harmless to it.
"""
from __future__ import annotations

import re

import html5lib
import pytest

from tests.conftest import REPO, run_mkdocs, site_config
from tests.site.hostile import ATTRIBUTE, STARTS, TAG, hostile, make_hostile_copy

#: Attributes only an injected string could have put on an element.
INJECTED_ATTRIBUTES = {ATTRIBUTE, "onerror", "onmouseover", "onload"}
MARKER = re.compile(r"«f(\d+)»")
#: The citation styles set quotation marks typographically ("x" as “x”): compared as plain marks.
_QUOTES = str.maketrans({"“": '"', "”": '"', "„": '"', "‘": "'", "’": "'"})


def _same_words(text: str) -> str:
    return " ".join(text.split()).translate(_QUOTES)


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile") / "data"
    filler = make_hostile_copy(REPO, root)
    site = root / "site"
    result = run_mkdocs(site_config(root, nav=True), site)
    assert result.returncode == 0, result.stdout + result.stderr
    pages = {str(p.relative_to(site)): html5lib.parse(p.read_text(encoding="utf-8"), treebuilder="etree",
                                                      namespaceHTMLElements=False)
             for p in sorted(site.rglob("*.html"))}
    return filler, pages


def _local(tag) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def _text(element, skip=("script", "style", "pre", "code")) -> str:
    """The text a reader sees in ``element`` (scripts, styles and the machine formats left out)."""
    out: list[str] = []

    def walk(el):
        if _local(el.tag) not in skip:
            out.append(el.text or "")
            for child in el:
                walk(child)
        out.append(el.tail or "")
    walk(element)
    return " ".join(" ".join(out).split())


def _injected(page) -> list[str]:
    found = []
    for el in page.iter():
        tag = _local(el.tag)
        if tag == TAG:
            found.append(f"a <{TAG}> element")
        if tag == "script" and "pwn" in (el.text or ""):
            found.append("a script from the data")
        for name, value in el.attrib.items():
            if name in INJECTED_ATTRIBUTES:
                found.append(f"an attribute {name}= on <{tag}>")
            if name in ("href", "src", "action") and value.strip().lower().startswith("javascript:"):
                found.append(f"a javascript: link on <{tag}>")
            if tag == "img" and name == "src" and value == "x":
                found.append("an <img> from the data")
    return found


@pytest.mark.build
def test_every_page_type_is_built(hostile_site):
    _, pages = hostile_site
    kinds = {re.sub(r"/[^/]+/index\.html$|/index\.html$", "", p) for p in pages}
    for path in ("index.html", "games/bester-bube/index.html", "games/bester-bube/compare/index.html",
                 "sources/index.html", "glossary/index.html", "timeline/index.html", "conflicts/index.html"):
        assert path in pages, path
    assert any(p.startswith("games/bester-bube/examples/") for p in pages)
    assert any(p.startswith("games/bester-bube/diff/") for p in pages)
    assert any(p.startswith("games/bester-bube/rulesets/") for p in pages)
    assert len(kinds) > 10


@pytest.mark.build
def test_no_injected_string_makes_an_element_or_attribute(hostile_site):
    _, pages = hostile_site
    problems = {path: found for path, page in pages.items() if (found := _injected(page))}
    assert not problems, "\n".join(f"{path}: {', '.join(sorted(set(f)))}" for path, f in sorted(problems.items()))


@pytest.mark.build
def test_the_title_shows_the_hostile_text_as_text(hostile_site):
    """A page titled by hostile data (a game, a ruleset, an example, a source) has one <title>,
    which holds the whole string as characters: it did not end at the ``</title>`` inside it."""
    _, pages = hostile_site
    checked = 0
    for path, page in pages.items():
        titles = list(page.iter("title"))
        assert len(titles) == 1, path
        text = " ".join((titles[0].text or "").split())
        for m in MARKER.finditer(text):
            assert " ".join(hostile(int(m[1])).split()) in text, f"{path}: <title> is {text!r}"
            checked += 1
    assert checked > 50, "too few pages are titled by the data for the test to mean anything"


@pytest.mark.build
def test_hostile_text_keeps_every_word(hostile_site):
    """Wherever a hostile string is shown, it is shown whole: no Markdown block syntax at its start
    (a list, a rule) or inside it swallowed a word, no markup hid one."""
    filler, pages = hostile_site
    shown, lost = set(), {}
    for path, page in pages.items():
        text = _same_words(_text(page))
        for m in MARKER.finditer(text):
            want = _same_words(hostile(int(m[1])))
            shown.add(filler.fields[m[0]])
            if want not in text:
                lost.setdefault(path, text[max(0, m.start() - len(want)):m.end()])
    assert not lost, "\n".join(f"{p}: {t}" for p, t in sorted(lost.items())[:10])
    assert all(start.strip() for start in STARTS)
    # The fields the pages are made of are all among those shown.
    for field in ("Game.name", "Game.summary", "Ruleset.title", "Rule.note", "Source.title", "Person.family",
                  "Name.name", "Event.summary", "Relation.claim", "Conflict.topic", "Side.claim", "GlossaryEntry.term",
                  "Region.name", "Example.title", "Step.note", "Citation.quote", "IdentityFact.value"):
        assert field in shown, field
