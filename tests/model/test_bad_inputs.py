"""The catalogue of bad inputs: each breaks the small valid dataset in one way and expects one
clear problem naming the file, the line and the field, with a hint of what would be valid.

The kinds are grouped by who would write them: a tired editor (typos, swapped fields, wrong order,
copy-paste of another record), input that is silently wrong (valid field by field, wrong as a
whole), input that used to end in a traceback, and an attacker's: injection, traversal (files
from outside the dataset) and resource exhaustion. The example files have their own kinds at the
end (``EXAMPLE_CASES``), checked by the examples loader.
"""
from __future__ import annotations

import datetime
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest

from generator.model import ValidationFailed, files, load_dataset
from generator.model.characters import MESSAGE_CHARS

RS = "gamedata/demo-game/rulesets/demo-1811.yaml"
VAR = "gamedata/demo-game/rulesets/demo-variation.yaml"
SRC = "sources/demo-1811.yaml"
NAMES = "gamedata/demo-game/names.yaml"
EVENTS = "gamedata/demo-game/events.yaml"
CONFLICTS = "gamedata/demo-game/conflicts.yaml"
RELATIONS = "gamedata/demo-game/relations.yaml"


@dataclass
class Case:
    id: str
    file: str
    old: str | None  # text to replace (None: append `new`)
    new: str | bytes
    field: str  # expected field path in the problem
    message: str  # expected fragment of the message
    marker: str | None = None  # the problem's line is the line holding this text (default: `new`)
    problem_file: str | None = None  # where the problem is reported (default: `file`)
    group: str = "tired editor"
    #: Makes the input when text cannot (a link, a pipe, a folder): called with the dataset root.
    setup: Callable[[Path], None] | None = None
    line: int | None = None  # the expected line, when no marker gives it (0: the file as a whole)


CASES = [
    Case("yaml-syntax", "gamedata/languages.yaml", None, "- {code: fr, name: [French\n", "", "YAML syntax error", marker=None),
    Case("duplicate-yaml-key", SRC, "language: de", "language: de\nlanguage: en", "", "duplicate key 'language'", marker="language: en"),
    Case("empty-file", "gamedata/demo-game/events.yaml", "FULL", "# nothing\n", "", "file is empty", marker="# nothing"),
    Case("not-utf8", "gamedata/demo-game/names.yaml", "FULL", b"# Names\n- id: d\xe9mo\n", "", "not UTF-8", marker=None),
    Case("list-expected", EVENTS, "FULL", "id: x\ndate: '1811'\n", "", "expected a list", marker="id: x"),
    Case("unknown-field", SRC, "place: Leipzig", "place: Leipzig\nplaces: Leipzig", "places", "unknown field 'places'; valid fields:", marker="places:"),
    Case("missing-field", SRC, "title: Die deutschen Kartenspiele\n", "", "title", "required field 'title' is missing; this entry needs id, type, class, title, language", marker="id: demo-1811"),
    Case("wrong-type", RS, "value: {min: 4, max: 4}", "value: {min: four, max: 4}", "rules[0].value.min", "'four' is not of type 'integer'"),
    Case("bad-enum", SRC, "class: primary-text", "class: primary", "class", "'primary' is not one of the values 'class' takes: 'primary-text', 'dictionary'"),
    Case("bad-id", NAMES, None, "- id: Demo_Name\n  name: Demo\n  language: de\n  cite: [{source: demo-article, locator: lead}]\n", "[1].id", "not a valid id", marker="id: Demo_Name"),
    Case("duplicate-id", NAMES, None, "- id: demo\n  name: Demo again\n  language: de\n  cite: [{source: demo-article, locator: lead}]\n", "id", "duplicate name id 'demo'", marker="- id: demo"),
    Case("dangling-source", EVENTS, "cite: [{source: demo-1811, pages: \"193-214\"}]", "cite: [{source: demo-1812, pages: \"193-214\"}]", "cite[0].source", "unknown source id", marker="demo-1812"),
    Case("dangling-cited-in", NAMES, "cited_in: demo-article", "cited_in: demo-articel", "cite[0].cited_in", "did you mean 'demo-article'", marker="demo-articel"),
    Case("dangling-region", NAMES, "regions: [leipzig]", "regions: [leipzag]", "regions[0]", "unknown region id", marker="leipzag"),
    Case("dangling-language", NAMES, "language: de", "language: xx", "language", "unknown language code", marker="language: xx"),
    Case("dangling-event", NAMES, "event: demo-1811-rules", "event: demo-1812-rules", "event", "unknown event id", marker="demo-1812-rules"),
    Case("dangling-game", RELATIONS, "object: other-game", "object: another-game", "object", "unknown game id", marker="another-game"),
    Case("prose-reference-unknown-record", NAMES, "  event: demo-1811-rules\n", "  event: demo-1811-rules\n  note: See [[conflict:demo-playrs]].\n", "note", "names no conflict 'demo-playrs'", marker="note: See"),
    Case("prose-reference-unknown-kind", CONFLICTS, "claim: Four players.", "claim: 'Four players, as [[sauce:demo-1811]] says.'", "sides[0].claim", "unknown reference kind 'sauce'", marker="[[sauce:"),
    Case("prose-reference-rule-without-param", NAMES, "  event: demo-1811-rules\n", "  event: demo-1811-rules\n  note: As in [[rule:demo-1811]].\n", "note", "needs the parameter", marker="note: As in"),
    Case("prose-reference-rule-not-stated-there", NAMES, "  event: demo-1811-rules\n", "  event: demo-1811-rules\n  note: As in [[rule:demo-1811#lanterlui]].\n", "note", "states no rule 'lanterlui'", marker="note: As in"),
    Case("dangling-region-parent", "gamedata/regions.yaml", "within: saxony", "within: saxonia", "within", "unknown region id", marker="saxonia"),
    Case("impossible-month", SRC, 'issued: "1811"', 'issued: "1811-13"', "issued", "month 13 does not exist"),
    Case("impossible-day", EVENTS, 'date: "1811"', 'date: "1811-02-30"', "[0].date", "day 30 does not exist", marker="1811-02-30"),
    Case("future-date", EVENTS, 'date: "1811"', 'date: "2999"', "[0].date", "lies in the future", marker="2999"),
    Case("reversed-interval", EVENTS, 'date: "1811"', 'date: "1844/1828"', "[0].date", "ends before it starts", marker="1844/1828"),
    Case("not-a-date", EVENTS, 'date: "1811"', 'date: "around 1811"', "[0].date", "valid: a year (1810)", marker="around 1811"),
    Case("page-out-of-range", RS, 'pages: "194"', 'pages: "394"', "rules[1].cite[0].pages", "page 394 lies outside demo-1811 (pp. 1-300)", marker='"394"'),
    Case("page-range-reversed", SRC, "page_range: {first: 1, last: 300}", "page_range: {first: 300, last: 1}", "page_range", "ends (1) before it starts (300)", marker="page_range"),
    Case("unknown-parameter", RS, "param: follow-suit", "param: follow-sute", "rules[1].param", "did you mean 'follow-suit'", marker="follow-sute"),
    Case("rule-value-shape", RS, "value: true", "value: sometimes", "rules[1].value", "follow-suit: 'sometimes' is not of type 'boolean'", marker="sometimes"),
    Case("not-stated-with-value", RS, "certainty: not-stated", "certainty: not-stated\n    value: clockwise", "rules[2]", "a not-stated rule has no `value`", marker="param: direction"),
    Case("editorial-without-note", RS, "value: true", "value: true\n    certainty: editorial", "rules[1]", "an editorial rule needs a `note`", marker="param: follow-suit"),
    Case("duplicate-parameter", RS, None, "  - param: players\n    value: {min: 3, max: 5}\n    cite: [{source: demo-1811, pages: \"193\"}]\n", "rules[3].param", "appears twice", marker="param: players"),
    Case("inheritance-cycle", RS, "kind: described", "kind: described\ninherits: {ruleset: demo-variation, basis: editorial, note: test}", "inherits.ruleset", "inheritance cycle", marker="inherits:"),
    Case("inherits-unknown", VAR, "ruleset: demo-1811", "ruleset: demo-1801", "inherits.ruleset", "unknown ruleset id", marker="demo-1801"),
    Case("inherits-uncited", VAR, "  cite: [{source: demo-1811, pages: \"214\"}]\n", "", "inherits", "needs `cite`", marker="inherits:"),
    Case("source-id-mismatch", SRC, "id: demo-1811", "id: demo-1812", "id", "must equal the file name 'demo-1811'", marker="id: demo-1812"),
    Case("game-id-mismatch", "gamedata/demo-game/game.yaml", "id: demo-game", "id: demo", "id", "must equal the folder name", marker="id: demo"),
    Case("relation-wrong-folder", RELATIONS, "subject: demo-game\n  object: other-game", "subject: other-game\n  object: demo-game", "subject", "stored in its subject's folder", marker="subject: other-game"),
    Case("ruleset-wrong-folder", RS, "game: demo-game", "game: other-game", "game", "must live in gamedata/other-game/rulesets/", marker="game: other-game"),
    Case("bad-isbn", SRC, "language: de", "language: de\nisbn: 978-3-95587-023-3", "isbn", "not a valid ISBN", marker="isbn:"),
    Case("bad-url", SRC, "language: de", "language: de\nurl: [{url: 'ftp//example'}]", "url[0].url", "not an http(s) URL", marker="url:"),
    Case("unknown-conflict-target", CONFLICTS, "about: [demo-1811#players]", "about: [demo-1811#hand-size]", "about[0]", "unknown rule id", marker="hand-size"),
    Case("conflict-one-side", CONFLICTS, "    - {label: article, claim: Three to five., cite: [{source: demo-article, locator: Rules}]}\n", "", "[0].sides", "needs at least 2 entries", marker="sides:"),
    Case("conflict-reading-missing", CONFLICTS, "status: open", "status: editorial-reading", "[0]", "needs a `reading`", marker="- id: demo-players"),
    Case("earliest-vs-event", NAMES, 'earliest: "1811"', 'earliest: "1809"', "earliest", "disagrees with the date 1811", marker="1809"),
    Case("empty-citations", "gamedata/glossary.yaml", 'cite: [{source: demo-1811, pages: "10"}]', "cite: []", "[0].cite", "needs at least 1 entry", marker="cite: []"),
    Case("citation-without-source", "gamedata/glossary.yaml", 'cite: [{source: demo-1811, pages: "10"}]', 'cite: [{pages: "10"}]', "[0].cite[0].source", "required field 'source' is missing", marker='cite: [{pages: "10"}]'),
    Case("latitude-range", "gamedata/regions.yaml", "lat: 51.0", "lat: 151.0", "[0].lat", "must be at most 90, not 151.0", marker="151.0"),
    Case("default-ruleset-unknown", "gamedata/demo-game/game.yaml", "scope: full", "scope: full\ndefault_ruleset: demo-1812", "default_ruleset", "unknown ruleset id 'demo-1812' (did you mean 'demo-1811'?)", marker="default_ruleset:"),
    Case("default-ruleset-other-game", "gamedata/other-game/game.yaml", "scope: related", "scope: related\ndefault_ruleset: demo-1811", "default_ruleset", "'demo-1811' is a ruleset of 'demo-game'", marker="default_ruleset:"),
    Case("unexpected-file", "gamedata/demo-game/notes.txt", "FULL", "notes\n", "", "unexpected file in a game folder; valid: game.yaml", marker=None),
]

GAME = "gamedata/demo-game/game.yaml"
GLOSSARY = "gamedata/glossary.yaml"
REGIONS = "gamedata/regions.yaml"
RULE_CITE = 'cite: [{source: demo-1811, pages: "193"}]'
TOMORROW = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()


def _bomb(levels: int = 9) -> str:
    """A value whose aliases repeat aliases: nine to the power ``levels`` strings when written out."""
    items = ['&a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    items += [f"&a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, levels)]
    return "\n".join(f"        - {item}" for item in items)


def _outside(root: Path, name: str, text: str) -> Path:
    target = root.parent / "outside" / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return target


def _link_out(rel: str, text: str = "id: x\n"):
    return lambda root: (root / rel).symlink_to(_outside(root, Path(rel).name, text))


def _link_out_folder(rel: str):
    def make(root: Path):
        folder = root.parent / "outside-game"
        folder.mkdir()
        (folder / "game.yaml").write_text("id: evil-game\nname: Evil\nscope: related\nsummary: From elsewhere.\n",
                                         encoding="utf-8")
        (root / rel).symlink_to(folder, target_is_directory=True)
    return make


def _fifo(rel: str):
    def make(root: Path):
        path = root / rel
        if path.exists():
            path.unlink()
        os.mkfifo(path)
    return make


def _folder(rel: str):
    def make(root: Path):
        (root / rel).mkdir()
        (root / rel / "x.yaml").write_text("id: x\n", encoding="utf-8")
    return make


def _copy_as(src: str, rel: str, old: str, new: str):
    def make(root: Path):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text((root / src).read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    return make


INJECTION = [
    Case("control-esc", SRC, "title: Die deutschen Kartenspiele", 'title: "Die deutschen\\e[31m Kartenspiele"', "title", "U+001B (ESC)"),
    Case("control-nul", NAMES, "  name: Demo", '  name: "De\\0mo"', "[0].name", "U+0000 (NUL)"),
    Case("control-bel", EVENTS, "summary: First rules.", 'summary: "First\\a rules."', "[0].summary", "U+0007 (BEL)"),
    Case("control-c1", REGIONS, "name: Saxony", 'name: "Sax\\x9bony"', "[0].name", "U+009B (a control character)"),
    Case("control-del", SRC, "place: Leipzig", 'place: "Leip\\x7fzig"', "place", "U+007F (DEL)"),
    Case("bidi-override", GAME, "name: Demo", "name: Demo\u202eemag", "name", "U+202E (RIGHT-TO-LEFT OVERRIDE)"),
    Case("bidi-isolate", GLOSSARY, "term: Wenzel", "term: Wen\u2066zel", "[0].term", "U+2066 (LEFT-TO-RIGHT ISOLATE)"),
    Case("control-in-a-key", SRC, "place: Leipzig", 'place: Leipzig\n"no\\ete": x', "no\\u001bte", "U+001B (ESC)", marker="no\\ete"),
    Case("python-tag", SRC, "place: Leipzig", "place: !!python/object/apply:os.system [echo]", "place", "the tag !!python/object/apply:os.system is not used by the data", marker="place:"),
    Case("include-tag", SRC, "title: Die deutschen Kartenspiele", "title: !include /etc/passwd", "title", "the tag !include is not used by the data; write a plain mapping"),
    Case("binary-tag", SRC, "place: Leipzig", "place: !!binary TGVpcHppZw==", "place", "the tag !!binary is not used"),
    Case("javascript-url", SRC, "language: de", "language: de\nurl: [{url: 'javascript:alert(1)'}]", "url[0].url", "not an http(s) URL", marker="url:"),
    Case("url-breaking-an-attribute", SRC, "language: de", "language: de\nurl: [{url: 'https://x.org/\"onmouseover=alert(1)'}]", "url[0].url", "without spaces, double quotes", marker="url:"),
    Case("id-as-a-path", NAMES, None, "- id: ../../etc/passwd\n  name: Demo\n  language: de\n  cite: [{source: demo-article, locator: lead}]\n", "[1].id", "not a valid id", marker="id: ../../etc"),
    Case("merge-key-as-text", EVENTS, "summary: First rules.", "summary: <<", "[0].summary", "`<<` alone is YAML's merge key; write '<<' in quotes"),
]
for _case in INJECTION:
    _case.group = "injection"

TRAVERSAL = [
    Case("link-to-a-file-outside", "sources/evil.yaml", None, "", "", "a link that leads outside the dataset", setup=_link_out("sources/evil.yaml"), line=0),
    Case("link-to-a-ruleset-outside", "gamedata/demo-game/rulesets/evil.yaml", None, "", "", "a link that leads outside the dataset", setup=_link_out("gamedata/demo-game/rulesets/evil.yaml"), line=0),
    Case("link-to-a-game-folder-outside", "gamedata/evil-game", None, "", "", "a link that leads outside the dataset", setup=_link_out_folder("gamedata/evil-game"), line=0),
    Case("link-to-a-list-file-outside", "gamedata/demo-game/notes.yaml", None, "", "", "a link that leads outside the dataset", setup=_link_out("gamedata/demo-game/notes.yaml"), line=0),
    Case("sources-folder-linked-outside", "sources", None, "", "", "a link that leads outside the dataset", setup=lambda root: (_outside(root, "s/x.yaml", "id: x\n"), __import__("shutil").rmtree(root / "sources"), (root / "sources").symlink_to(root.parent / "outside" / "s", target_is_directory=True)), line=0),
    Case("dangling-link", "sources/gone.yaml", None, "", "", "a dangling link", setup=lambda root: (root / "sources/gone.yaml").symlink_to(root / "sources/nowhere.yaml"), line=0),
    Case("looping-link", "sources/loop.yaml", None, "", "", "a link that loops back to itself", setup=lambda root: (root / "sources/loop.yaml").symlink_to(root / "sources/loop.yaml"), line=0),
    Case("named-pipe-as-a-source", "sources/pipe.yaml", None, "", "", "not a regular file (a named pipe)", setup=_fifo("sources/pipe.yaml"), line=0),
    Case("named-pipe-as-names", NAMES, None, "", "", "not a regular file (a named pipe)", setup=_fifo(NAMES), line=0),
    Case("folder-named-like-a-source", "sources/x.yaml", None, "", "", "unexpected folder: sources/ holds only <source-id>.yaml files", setup=_folder("sources/x.yaml"), line=0),
    Case("folder-named-like-a-ruleset", "gamedata/demo-game/rulesets/x.yaml", None, "", "", "unexpected folder: rulesets/ holds only", setup=_folder("gamedata/demo-game/rulesets/x.yaml"), line=0),
    Case("folder-named-like-a-shared-file", "gamedata/extra.yaml", None, "", "", "a game folder is named by its game id", setup=_folder("gamedata/extra.yaml"), line=0),
    Case("folder-named-like-a-game-file", "gamedata/demo-game/names.yaml", None, "", "", "unexpected folder in a game folder; valid: game.yaml", setup=lambda root: ((root / NAMES).unlink(), _folder(NAMES)(root)), line=0),
    Case("file-too-large", "sources/huge.yaml", "FULL", "id: huge\n" + "# padding\n" * 120_000, "", "larger than 1024 KB", line=0),
]
for _case in TRAVERSAL:
    _case.group = "traversal"

EXHAUSTION = [
    Case("alias-bomb-in-a-rule-value", RS, "value: {min: 4, max: 4}", "value:\n      min: 4\n      max: 4\n      usual:\n" + _bomb(), "rules[0].value.usual", "the file expands to more than 50,000 values (YAML aliases repeating aliases?)", marker="usual:"),
    Case("alias-bomb-in-a-list-file", NAMES, "  regions: [leipzig]", "  regions: [leipzig]\n  note:\n" + _bomb(), "[0].note", "the file expands to more than 50,000 values", marker="note:"),
    Case("alias-that-contains-itself", RS, "value: {min: 4, max: 4}", "value: &loop [1, *loop]", "rules[0].value[1]", "an alias that contains itself"),
    Case("nesting-too-deep", RS, "value: {min: 4, max: 4}", "value: " + "[" * 40 + "]" * 40, "rules[0].value" + "[0]" * 29, "nested deeper than 32 levels"),
    Case("id-too-long", NAMES, None, "- id: " + "a" * 100 + "\n  name: Demo\n  language: de\n  cite: [{source: demo-article, locator: lead}]\n", "[1].id", "an id of 100 characters; an id has at most 64", marker="id: aaaa"),
    Case("huge-value-in-a-message", SRC, "language: de", "language: de\nisbn: '" + "9" * 200_000 + "'", "isbn", "characters)", marker="isbn:"),
]
for _case in EXHAUSTION:
    _case.group = "resource exhaustion"

TRACEBACKS = [
    Case("list-as-a-key", SRC, "place: Leipzig", "place: Leipzig\n? [a, b]\n: 1", "", "a list or mapping as a key; a key is a plain word", marker="? [a, b]"),
    Case("mapping-as-a-key", NAMES, "  name: Demo", "  name: Demo\n  ? {a: 1}\n  : x", "[0]", "a list or mapping as a key", marker="? {a: 1}"),
    Case("top-level-omap", EVENTS, "FULL", "!!omap\n- a: 1\n", "", "the tag !!omap is not used by the data", marker="!!omap"),
    Case("top-level-set", VAR, "FULL", "!!set {a, b}\n", "", "the tag !!set is not used by the data", marker="!!set"),
    Case("top-level-text", SRC, "FULL", "just a sentence\n", "", "expected a mapping of fields (id, type, class", marker="just a sentence"),
    Case("top-level-list-in-a-source", SRC, "FULL", "- id: demo-1811\n", "", "expected a mapping of fields", marker="- id: demo-1811"),
    Case("zero-denominator-in-a-rule", RS, None, "  - param: trick-payout\n    value: {pot_fraction: \"1/0\"}\n    " + RULE_CITE + "\n", "rules[3].value.pot_fraction", "'1/0' divides by zero; the denominator (after the slash) is a whole number from 1", marker="pot_fraction"),
    Case("infinite-latitude", REGIONS, "lat: 51.0", "lat: .inf", "[0].lat", "'.inf' is not a finite number"),
    Case("nan-in-a-rule-value", RS, "value: {min: 4, max: 4}", "value: {min: .nan, max: 4}", "rules[0].value.min", "'.nan' is not a finite number"),
    Case("overflowing-number", REGIONS, "lon: 13.3", "lon: 1.0e+999", "[0].lon", "'1.0e+999' is not a finite number"),
    Case("infinity-as-text", REGIONS, "lon: 13.3", "lon: '-inf'", "[0].lon", "expected a finite number, e.g. 13.4, not '-inf'"),
    Case("source-named-index", "sources/index.yaml", None, "", "id", "'index' is the name of a folder's own page on the site", setup=_copy_as(SRC, "sources/index.yaml", "id: demo-1811", "id: index"), marker="id: index"),
    Case("game-named-index", "gamedata/index/game.yaml", None, "", "id", "'index' is the name of a folder's own page", setup=_copy_as("gamedata/other-game/game.yaml", "gamedata/index/game.yaml", "id: other-game", "id: index"), marker="id: index"),
    Case("date-as-a-decimal", EVENTS, 'date: "1811"', "date: 1811.5", "[0].date", 'expected text, not 1811.5 (a number here is text: write it in quotes, "1811.5")', marker="1811.5"),
]
for _case in TRACEBACKS:
    _case.group = "tracebacks"

SILENTLY_WRONG = [
    Case("players-min-above-max", RS, "value: {min: 4, max: 4}", "value: {min: 6, max: 3}", "rules[0].value", "min 6 is greater than max 3; the range runs from min up to max (swap them)"),
    Case("alternative-range-backwards", RS, "value: {min: 4, max: 4}", "value: {min: 4, max: 4}\n    alternatives: [{value: {min: 5, max: 3}, label: other}]", "rules[0].alternatives[0].value", "min 5 is greater than max 3", marker="alternatives:"),
    Case("cited-pages-backwards", EVENTS, 'pages: "193-214"', 'pages: "214-193"', "cite[0].pages", "the page range '214-193' runs backwards; write the first page first (193-214)"),
    Case("year-zero", EVENTS, 'date: "1811"', 'date: "0000"', "[0].date", "lies before the year 1000", marker="0000"),
    Case("dated-tomorrow", SRC, 'issued: "1811"', f'issued: "{TOMORROW}"', "issued", "lies in the future"),
    Case("uncertain-unknown-field", SRC, "language: de", "language: de\nuncertain: [publsher]", "uncertain[0]", "'publsher' is not a field of a source; valid: type, class, title", marker="uncertain:"),
    Case("uncertain-field-not-given", SRC, "language: de", "language: de\nuncertain: [edition]", "uncertain[0]", "'edition' is marked uncertain, but the source gives no such field", marker="uncertain:"),
    Case("editorial-citation-without-note", GLOSSARY, 'cite: [{source: demo-1811, pages: "10"}]', 'cite: [{source: demo-1811, pages: "10", certainty: editorial}]', "cite[0].certainty", "an editorial citation needs a `note` saying why"),
    Case("cited-in-itself", NAMES, "cited_in: demo-article", "cited_in: demo-1811", "cite[0].cited_in", "cited_in names the cited source 'demo-1811' itself", marker="cited_in: demo-1811"),
    Case("cited-in-locator-alone", EVENTS, 'pages: "193-214"', 'pages: "193-214", cited_in_locator: History', "cite[0].cited_in_locator", "cited_in_locator without `cited_in`", marker="cited_in_locator"),
    Case("game-related-to-itself", RELATIONS, "object: other-game", "object: demo-game", "object", "a game related to itself ('demo-game')", marker="object: demo-game"),
    Case("regions-inside-each-other", REGIONS, "{id: saxony, name: Saxony,", "{id: saxony, within: leipzig, name: Saxony,", "within", "regions inside each other: ", marker="id: saxony"),
    Case("region-inside-itself", REGIONS, "within: saxony", "within: leipzig", "within", "regions inside each other: leipzig -> leipzig", marker="within: leipzig"),
    Case("inherits-from-itself", VAR, "ruleset: demo-1811", "ruleset: demo-variation", "inherits.ruleset", "inheritance cycle: demo-variation -> demo-variation", marker="ruleset: demo-variation"),
    Case("region-listed-twice", NAMES, "regions: [leipzig]", "regions: [leipzig, leipzig]", "regions[1]", "'leipzig' is listed twice; list it once"),
    Case("game-listed-twice", GLOSSARY, "games: [demo-game]", "games: [demo-game, demo-game]", "games[1]", "'demo-game' is listed twice"),
    Case("conflict-about-one-rule-twice", CONFLICTS, "about: [demo-1811#players]", "about: [demo-1811#players, demo-1811#players]", "about[1]", "listed twice", marker="about:"),
    Case("two-alternatives-one-label", RS, "value: {min: 4, max: 4}", "value: {min: 4, max: 4}\n    alternatives: [{value: {min: 3, max: 4}, label: other}, {value: {min: 4, max: 5}, label: other}]", "rules[0].alternatives[1].label", "two alternatives are labelled 'other'", marker="alternatives:"),
    Case("original-after-issued", SRC, "language: de", 'language: de\noriginal_date: "1820"', "original_date", "original date 1820 is after the publication date 1811", marker="original_date"),
    Case("name-event-without-earliest", NAMES, '  earliest: "1811"\n', "", "earliest", "give its date (1811) as `earliest`", marker="- id: demo"),
    Case("stated-rule-without-stated-citation", RS, '    cite: [{source: demo-1811, pages: "194"}]', '    cite: [{source: demo-1811, pages: "194", certainty: inferred}]', "rules[1].certainty", "a stated rule needs at least one stated citation", marker="param: follow-suit"),
    Case("pages-of-a-pageless-source", RELATIONS, "cite: [{source: demo-article, locator: lead}]", 'cite: [{source: demo-article, pages: "3"}]', "cite[0].pages", "demo-article is a entry-encyclopedia without page numbers", marker="cite:"),
]
for _case in SILENTLY_WRONG:
    _case.group = "silently wrong"

EDITOR = [
    Case("tab-indentation", SRC, "place: Leipzig", "place:\n\tLeipzig", "", "(a tab: indent with spaces", marker="\tLeipzig"),
    Case("unquoted-colon", SRC, "title: Die deutschen Kartenspiele", "title: Die Kartenspiele: eine Auswahl", "", "(a text that holds ': ' needs quotes around it)", marker="title:"),
    Case("unquoted-star", SRC, "place: Leipzig", "place: *Leipzig*", "", "(a text that starts with @, `, * or & needs quotes around it)", marker="place:"),
    Case("yes-as-a-name", GAME, "name: Demo", "name: yes", "name", "YAML reads yes, no, on, off, true and false as yes/no values: write the text in quotes"),
    Case("page-as-a-number", EVENTS, 'pages: "193-214"', "pages: 193", "[0].cite[0].pages", 'write it in quotes, "193"', marker="pages: 193"),
    Case("language-misspelt", NAMES, "language: de", "language: deu", "language", "unknown language code (gamedata/languages.yaml) 'deu' (did you mean 'de'?)", marker="language: deu"),
    Case("citations-as-a-mapping", GLOSSARY, 'cite: [{source: demo-1811, pages: "10"}]', 'cite: {source: demo-1811, pages: "10"}', "[0].cite", "expected a list of citations, each on a line starting with '- ', e.g. - {source: hammer-1811", marker="cite:"),
    Case("empty-summary", GAME, "summary: A game used by the tests.", 'summary: ""', "summary", "must not be empty"),
    Case("summary-left-blank", GAME, "summary: A game used by the tests.", "summary:", "summary", "expected text, not None (the field is empty"),
    Case("type-in-capitals", SRC, "type: book", "type: Book", "type", "'Book' is not one of the values 'type' takes: 'book', 'chapter'"),
    Case("certainty-typo", NAMES, "cited_in_locator: History}", "cited_in_locator: History, certainty: stated?}", "[0].cite[0].certainty", "'stated?' is not one of the values 'certainty' takes: 'stated', 'inferred', 'editorial'", marker="certainty: stated?"),
    Case("date-in-words", SRC, 'issued: "1811"', 'issued: "ca. 1811"', "issued", "is not a date; valid: a year (1810)"),
    Case("copied-event", EVENTS, None, '- id: demo-1811-rules\n  date: "1811"\n  kind: rules\n  summary: Again.\n  cite: [{source: demo-1811, pages: "193"}]\n', "id", "duplicate event id 'demo-1811-rules'; first defined at", marker="- id: demo-1811-rules"),
    Case("url-without-scheme", SRC, "language: de", "language: de\nurl: [{url: www.example.org}]", "url[0].url", "is not an http(s) URL (https://", marker="url:"),
    Case("editorial-inheritance-without-note", VAR, "basis: source", "basis: editorial", "inherits", "editorial inheritance needs a `note` saying why", marker="inherits:"),
]

ART = "sources/demo-article.yaml"
OLD_SRC = "sources/demo-1700.yaml"
#: A source we know only from the demo article's report of it.
OLD_BOOK = "id: demo-1700\ntype: book\nclass: primary-text\nevidence: reported\ntitle: Ein altes Buch\nlanguage: de\n"


def _cited_without_cited_in(root: Path) -> None:
    (root / OLD_SRC).write_text(OLD_BOOK + "known_from: [{source: demo-article, locator: History}]\n", encoding="utf-8")
    with (root / EVENTS).open("a", encoding="utf-8") as out:
        out.write("- id: demo-1700-mention\n  date: '1700'\n  kind: mention\n  summary: Named.\n"
                  "  cite: [{source: demo-1700, pages: '3'}]\n")

#: What we hold of a source, said wrongly or left out, and text that shows nothing.
EVIDENCE = [
    Case("evidence-missing", SRC, "evidence: read\n", "", "evidence", "required field 'evidence' is missing", marker="id: demo-1811"),
    Case("evidence-misspelt", SRC, "evidence: read", "evidence: seen", "evidence", "the values 'evidence' takes: 'read', 'reported', 'listed'"),
    Case("read-without-copies", SRC, "copies:\n  - kind: original\n", "", "copies", "names the kinds of copy we read it in",
         marker="evidence: read", group="silently wrong"),
    Case("reported-with-copies", OLD_SRC, None, OLD_BOOK + "known_from: [{source: demo-article, locator: History}]\ncopies: [{kind: mirror}]\n",
         "copies", "has no copies of its own", marker="copies:", group="silently wrong"),
    Case("listed-without-known-from", OLD_SRC, None, OLD_BOOK.replace("reported", "listed"), "known_from",
         "names that work in `known_from`", marker="evidence: listed", group="silently wrong"),
    Case("copy-kind-misspelt", SRC, "  - kind: original", "  - kind: ocr", "copies[0].kind", "the values 'kind' takes: 'original', 'transcription'"),
    Case("machine-translation-without-language", ART, "  - kind: original", "  - kind: machine-translation",
         "copies[0].language", "names the language it was translated into", marker="kind: machine-translation", group="silently wrong"),
    Case("copy-language-unknown", ART, "  - kind: original", "  - kind: machine-translation\n    language: jp",
         "copies[0].language", "unknown language code 'jp'", marker="language: jp"),
    Case("copy-kind-twice", ART, "  - kind: original", "  - kind: original\n  - kind: original", "copies[1]",
         "listed twice", marker=None, line=12, group="silently wrong"),
    Case("address-of-an-unlisted-copy", ART, "language: en", "language: en\nurl: [{url: 'https://mirror.example.org/Demo', copy: mirror}]",
         "url[0].copy", "a kind of copy the source's `copies` does not list", marker="url:", group="silently wrong"),
    Case("wikipedia-without-revision", ART, "revision: not identified\n", "", "revision", "names the revision we read",
         marker="container_title:", group="silently wrong"),
    Case("revision-id-without-the-article-address", ART, "revision: not identified", "revision: {id: 1084141956}", "revision.id",
         "needs the article's own address", marker="revision:", group="silently wrong"),
    Case("revision-id-in-words", ART, "revision: not identified", "revision: {id: latest}", "revision.id",
         "expected a whole number", marker="revision:"),
    Case("reported-source-cited-without-cited-in", EVENTS, None, "", "cite[0].cited_in", "a source we have not read",
         marker="source: demo-1700", group="silently wrong", setup=_cited_without_cited_in),
    Case("title-of-spaces", SRC, "title: Die deutschen Kartenspiele", 'title: "   "', "title", "empty or only white space"),
    Case("note-of-line-breaks-and-tabs", NAMES, "language: de", 'language: de\n  note: "\\n\\t \\n"', "[0].note",
         "empty or only white space", marker="note:"),
    Case("meaning-of-no-width-spaces", NAMES, "language: de", 'language: de\n  meaning: "\\u200b\\u00a0\\u3000"', "[0].meaning",
         "empty or only white space", marker="meaning:"),
    Case("rule-unit-of-spaces", RS, None, "  - param: ante\n    value: {payer: dealer, amount: 1, unit: '  '}\n    " + RULE_CITE + "\n",
         "rules[3].value.unit", "empty or only white space", marker="unit:"),
]

CASES = [*CASES, *INJECTION, *TRAVERSAL, *EXHAUSTION, *TRACEBACKS, *SILENTLY_WRONG, *EDITOR, *EVIDENCE]


def _apply(root: Path, case: Case) -> None:
    if case.setup is not None:
        case.setup(root)
        return
    path = root / case.file
    if case.old == "FULL" or not path.exists():
        if isinstance(case.new, bytes):
            path.write_bytes(case.new)
        else:
            path.write_text(case.new, encoding="utf-8")
        return
    text = path.read_text(encoding="utf-8")
    if case.old is None:
        text = text + case.new
    else:
        assert case.old in text, f"fixture changed: {case.old!r} not in {case.file}"
        text = text.replace(case.old, case.new, 1)
    path.write_text(text, encoding="utf-8")


def _expected_line(root: Path, case: Case) -> int | None:
    if case.line is not None:
        return case.line
    marker = case.marker if case.marker is not None else (None if case.id in ("yaml-syntax", "not-utf8", "unexpected-file") else case.new)
    if marker is None:
        return None
    lines = (root / (case.problem_file or case.file)).read_text(encoding="utf-8").splitlines()
    marker = marker.strip().splitlines()[0] if marker.strip() else marker
    hits = [i + 1 for i, line in enumerate(lines) if marker in line]
    assert hits, f"marker {marker!r} not found"
    return hits[-1] if case.old is None else hits[0]


def test_catalogue_has_forty_kinds():
    assert len({c.id for c in CASES}) == len(CASES) >= 40


GROUPS = ("tired editor", "silently wrong", "tracebacks", "injection", "traversal", "resource exhaustion")


def test_catalogue_has_a_hundred_kinds_in_every_group():
    kinds = [*CASES, *EXAMPLE_CASES]
    assert len({c.id for c in kinds}) == len(kinds) >= 100
    assert {c.group for c in kinds} == set(GROUPS)
    assert all(sum(c.group == g for c in kinds) >= 5 for g in GROUPS)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_bad_input_is_reported_with_file_line_and_field(minimal_root, case):
    _apply(minimal_root, case)
    with pytest.raises(ValidationFailed) as info:
        load_dataset(minimal_root)
    problems = info.value.problems
    assert len(problems) == 1, "\n".join(map(str, problems))
    problem = problems[0]
    assert problem.where.path == (case.problem_file or case.file)
    assert problem.field == case.field
    assert case.message in problem.message
    expected = _expected_line(minimal_root, case)
    if expected is not None:
        assert problem.where.line == expected, str(problem)
    elif case.id == "yaml-syntax":
        assert problem.where.line == len((minimal_root / case.file).read_text().splitlines()) + 1
    rendered = str(problem)
    assert rendered.startswith(f"{problem.where.path}:")


def test_all_problems_are_reported_together(minimal_root):
    for case in (CASES[5], CASES[13], CASES[18]):
        _apply(minimal_root, case)
    with pytest.raises(ValidationFailed) as info:
        load_dataset(minimal_root)
    assert len(info.value.problems) == 3
    assert str(info.value).startswith("3 problems in the dataset:")


# ---------------------------------------------------------------- example files


@dataclass
class ExampleCase:
    id: str
    old: str | None  # text of the valid example to replace (None: write `new` as the whole file)
    new: str
    field: str
    message: str
    marker: str | None  # the problem's line holds this text (None: the file as a whole, line 0)
    group: str
    setup: Callable[[Path], None] | None = None  # makes the file when text cannot


EXAMPLE_CASES = [
    ExampleCase("player-named-pot", "players: [Anna, Ben, Clara]", "players: [Anna, Ben, Pot]", "players",
                "'Pot' is the ledger's name for the pot", "players:", "silently wrong"),
    ExampleCase("players-differing-in-unicode-form", "players: [Anna, Ben, Clara]",
                "players: [Anna, Ben, \"B\\u00eate\", \"Be\\u0302te\"]", "players",
                "differ only in case or Unicode form", "players:", "silently wrong"),
    ExampleCase("players-differing-in-case", "players: [Anna, Ben, Clara]", "players: [Anna, Ben, anna]", "players",
                "named twice: 'Anna' and 'anna' differ only in case", "players:", "tired editor"),
    ExampleCase("zero-denominator-in-the-ledger", "{from: Anna, to: pot, amount: 5, rule: ante}",
                "{from: Anna, to: pot, amount: \"5/0\", rule: ante}", "result.ledger[0].amount",
                "'5/0' divides by zero", "amount: \"5/0\"", "tracebacks"),
    ExampleCase("zero-denominator-in-the-session-pot", "dealer: Anna", "dealer: Anna\nsession: {pot: \"3/0\"}",
                "session.pot", "'3/0' divides by zero", "session:", "tracebacks"),
    ExampleCase("alias-bomb-in-an-outcome", "  pot: 0\n", "  pot: 0\n  outcome:\n    x:\n" + _bomb().replace("        ", "      ") + "\n",
                "result.outcome.x", "the file expands to more than 50,000 values", "    x:", "resource exhaustion"),
    ExampleCase("top-level-omap-example", None, "!!omap\n- id: x\n", "", "the tag !!omap is not used by the data",
                "!!omap", "tracebacks"),
    ExampleCase("control-character-in-a-title", "title: Follow suit, but no need to trump", 'title: "Follow\\e suit"',
                "title", "U+001B (ESC)", "title:", "injection"),
    ExampleCase("list-as-a-key-in-a-hand", "    Ben: JD AS KS 9C 8C", "    [Ben]: JD AS KS 9C 8C", "deal.hands",
                "a list or mapping as a key", "[Ben]:", "tracebacks"),
    ExampleCase("named-pipe-as-an-example", None, "", "", "not a regular file (a named pipe)", None, "traversal",
                setup=lambda path: os.mkfifo(path)),
    ExampleCase("folder-named-like-an-example", None, "", "", "a folder where a data file is expected", None, "traversal",
                setup=lambda path: path.mkdir()),
]


@pytest.mark.parametrize("case", EXAMPLE_CASES, ids=[c.id for c in EXAMPLE_CASES])
def test_bad_example_file_is_reported_with_file_line_and_field(dataset, tmp_path, case):
    from tests.examples.test_examples import BASE, line_of, problems_of
    path = tmp_path / "my-example.yaml"
    if case.setup is not None:
        case.setup(path)
    else:
        text = BASE.format(id="my-example")
        if case.old is not None:
            assert case.old in text, case.old
            text = text.replace(case.old, case.new, 1)
        else:
            text = case.new
        path.write_text(text, encoding="utf-8")
    problems = problems_of(dataset, path)
    assert len(problems) == 1, "\n".join(map(str, problems))
    (problem,) = problems
    assert (problem.path, problem.field) == (str(path), case.field), str(problem)
    assert case.message in problem.message, str(problem)
    assert problem.line == (line_of(path, case.marker) if case.marker else 0), str(problem)


def test_an_unreadable_file_is_one_clear_problem(minimal_root, monkeypatch):
    """A file the system will not let us read (as root nothing is unreadable, so the refusal is
    simulated at the one place files are opened)."""
    real_open = os.open

    def refusing(path, flags, *args):
        if str(path).endswith("demo-article.yaml"):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr(files.os, "open", refusing)
    with pytest.raises(ValidationFailed) as info:
        load_dataset(minimal_root)
    (problem,) = info.value.problems
    assert (problem.where.path, problem.where.line, problem.field) == ("sources/demo-article.yaml", 0, "")
    assert problem.message == "cannot be read (Permission denied)"


def test_a_problem_never_prints_a_huge_value(minimal_root):
    path = minimal_root / SRC
    path.write_text(path.read_text(encoding="utf-8").replace("place: Leipzig", "places: " + "x" * 300_000), encoding="utf-8")
    (minimal_root / NAMES).write_text((minimal_root / NAMES).read_text(encoding="utf-8").replace(
        "language: de", "language: " + "q" * 300_000), encoding="utf-8")
    with pytest.raises(ValidationFailed) as info:
        load_dataset(minimal_root)
    assert len(info.value.problems) == 2
    assert all(len(str(p)) <= MESSAGE_CHARS + 200 for p in info.value.problems), [len(str(p)) for p in info.value.problems]
