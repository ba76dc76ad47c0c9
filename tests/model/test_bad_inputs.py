"""The catalogue of bad inputs: each breaks the small valid dataset in one way and expects one
clear problem naming the file, the line and the field, with a hint of what would be valid."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from generator.model import ValidationFailed, load_dataset

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


CASES = [
    Case("yaml-syntax", "gamedata/languages.yaml", None, "- {code: fr, name: [French\n", "", "YAML syntax error", marker=None),
    Case("duplicate-yaml-key", SRC, "language: de", "language: de\nlanguage: en", "", "duplicate key 'language'", marker="language: en"),
    Case("empty-file", "gamedata/demo-game/events.yaml", "FULL", "# nothing\n", "", "file is empty", marker="# nothing"),
    Case("not-utf8", "gamedata/demo-game/names.yaml", "FULL", b"# Names\n- id: d\xe9mo\n", "", "not UTF-8", marker=None),
    Case("list-expected", EVENTS, "FULL", "id: x\ndate: '1811'\n", "", "expected a list", marker="id: x"),
    Case("unknown-field", SRC, "place: Leipzig", "place: Leipzig\nplaces: Leipzig", "places", "unknown field 'places'; valid fields:", marker="places:"),
    Case("missing-field", SRC, "title: Die deutschen Kartenspiele\n", "", "title", "required field is missing", marker="id: demo-1811"),
    Case("wrong-type", RS, "value: {min: 4, max: 4}", "value: {min: four, max: 4}", "rules[0].value.min", "'four' is not of type 'integer'"),
    Case("bad-enum", SRC, "class: primary-text", "class: primary", "class", "Input should be 'primary-text'"),
    Case("bad-id", NAMES, None, "- id: Demo_Name\n  name: Demo\n  language: de\n  cite: [{source: demo-article, locator: lead}]\n", "[1].id", "not a valid id", marker="id: Demo_Name"),
    Case("duplicate-id", NAMES, None, "- id: demo\n  name: Demo again\n  language: de\n  cite: [{source: demo-article, locator: lead}]\n", "id", "duplicate name id 'demo'", marker="- id: demo"),
    Case("dangling-source", EVENTS, "cite: [{source: demo-1811, pages: \"193-214\"}]", "cite: [{source: demo-1812, pages: \"193-214\"}]", "cite[0].source", "unknown source id", marker="demo-1812"),
    Case("dangling-cited-in", NAMES, "cited_in: demo-article", "cited_in: demo-articel", "cite[0].cited_in", "did you mean 'demo-article'", marker="demo-articel"),
    Case("dangling-region", NAMES, "regions: [leipzig]", "regions: [leipzag]", "regions[0]", "unknown region id", marker="leipzag"),
    Case("dangling-language", NAMES, "language: de", "language: xx", "language", "unknown language code", marker="language: xx"),
    Case("dangling-event", NAMES, "event: demo-1811-rules", "event: demo-1812-rules", "event", "unknown event id", marker="demo-1812-rules"),
    Case("dangling-game", RELATIONS, "object: other-game", "object: another-game", "object", "unknown game id", marker="another-game"),
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
    Case("relation-wrong-folder", RELATIONS, "subject: demo-game", "subject: other-game", "subject", "stored in its subject's folder", marker="subject: other-game"),
    Case("ruleset-wrong-folder", RS, "game: demo-game", "game: other-game", "game", "must live in gamedata/other-game/rulesets/", marker="game: other-game"),
    Case("bad-isbn", SRC, "language: de", "language: de\nisbn: 978-3-95587-023-3", "isbn", "not a valid ISBN", marker="isbn:"),
    Case("bad-url", SRC, "language: de", "language: de\nurl: [{url: 'ftp//example'}]", "url[0].url", "not an http(s) URL", marker="url:"),
    Case("unknown-conflict-target", CONFLICTS, "about: [demo-1811#players]", "about: [demo-1811#hand-size]", "about[0]", "unknown rule id", marker="hand-size"),
    Case("conflict-one-side", CONFLICTS, "    - {label: article, claim: Three to five., cite: [{source: demo-article, locator: Rules}]}\n", "", "[0].sides", "at least 2 items", marker="sides:"),
    Case("conflict-reading-missing", CONFLICTS, "status: open", "status: editorial-reading", "[0]", "needs a `reading`", marker="- id: demo-players"),
    Case("earliest-vs-event", NAMES, 'earliest: "1811"', 'earliest: "1809"', "earliest", "disagrees with the date 1811", marker="1809"),
    Case("empty-citations", "gamedata/glossary.yaml", 'cite: [{source: demo-1811, pages: "10"}]', "cite: []", "[0].cite", "at least 1 item", marker="cite: []"),
    Case("citation-without-source", "gamedata/glossary.yaml", 'cite: [{source: demo-1811, pages: "10"}]', 'cite: [{pages: "10"}]', "[0].cite[0].source", "required field is missing", marker='cite: [{pages: "10"}]'),
    Case("latitude-range", "gamedata/regions.yaml", "lat: 51.0", "lat: 151.0", "[0].lat", "less than or equal to 90", marker="151.0"),
    Case("default-ruleset-unknown", "gamedata/demo-game/game.yaml", "scope: full", "scope: full\ndefault_ruleset: demo-1812", "default_ruleset", "unknown ruleset id 'demo-1812' (did you mean 'demo-1811'?)", marker="default_ruleset:"),
    Case("default-ruleset-other-game", "gamedata/other-game/game.yaml", "scope: related", "scope: related\ndefault_ruleset: demo-1811", "default_ruleset", "'demo-1811' is a ruleset of 'demo-game'", marker="default_ruleset:"),
    Case("unexpected-file", "gamedata/demo-game/notes.txt", "FULL", "notes\n", "", "unexpected file in a game folder; valid: game.yaml", marker=None),
]


def _apply(root: Path, case: Case) -> None:
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
