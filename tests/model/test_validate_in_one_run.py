"""`validate` reports every problem of a file in one run, in the data format's words.

A record with a problem of its schema still has its id checked against its file name and its
language against gamedata/languages.yaml: an editor fixing a file sees all that is wrong with it
at once, not stage after stage. The messages say which keys a mapping takes and what a valid
value looks like; none is pydantic's own ("Input should be a valid dictionary or instance of
Person").
"""
from __future__ import annotations

import subprocess
import sys

import pytest

from generator.model import ValidationFailed, load_dataset
from tests.conftest import MKDOCS_ENV, REPO
from tests.model.test_bad_inputs import CASES, _apply

BROKEN_SOURCE = """id: demo-1812
type: Book
class: primary-text
author:
  - Paul Hammer
editor: Hans Wurst
issued: "1811"
publisher: Weygand
language: German
url: https://example.org/x
page_range: {first: 1, last: 300}
"""

#: (file, line, field, words the message must hold): every problem of the broken files.
EXPECTED = [
    ("sources/demo-1811.yaml", 1, "id", "id 'demo-1812' must equal the file name 'demo-1811'"),
    ("sources/demo-1811.yaml", 1, "title", "required field 'title' is missing"),
    ("sources/demo-1811.yaml", 2, "type", "'Book' is not one of the values 'type' takes: 'book', 'chapter'"),
    ("sources/demo-1811.yaml", 5, "author[0]", "expected a mapping with the keys family, given, particle, literal, "
                                               "e.g. {family: Hammer, given: Paul}"),
    ("sources/demo-1811.yaml", 6, "editor", "expected a list of persons, each on a line starting with '- '"),
    ("sources/demo-1811.yaml", 9, "language", "'German' is not a language code: a language is given by its code in "
                                              "gamedata/languages.yaml, e.g. 'de' (German)"),
    ("sources/demo-1811.yaml", 10, "url", "expected a list of links, each on a line starting with '- ', "
                                          "e.g. - {url: https://…, label: digitised copy}"),
    ("sources/demo-2.yaml", 1, "id", "id 'demo-3' must equal the file name 'demo-2'"),
    ("sources/demo-2.yaml", 5, "language", "unknown language code (gamedata/languages.yaml) 'xx'"),
    ("gamedata/demo-game/rulesets/demo-1811.yaml", 2, "id", "id 'demo-1811x' must equal the file name 'demo-1811'"),
    ("gamedata/demo-game/rulesets/demo-1811.yaml", 10, "rules[0].parameter", "unknown field 'parameter'; valid fields: param,"),
    ("gamedata/demo-game/rulesets/demo-1811.yaml", 15, "rules[1].cite", "expected a list of citations"),
]


def _break(root):
    (root / "sources/demo-1811.yaml").write_text(BROKEN_SOURCE, encoding="utf-8")
    # a schema problem (an unknown type) beside a wrong id and an unknown language
    (root / "sources/demo-2.yaml").write_text("id: demo-3\ntype: bok\nclass: primary-text\ntitle: T\nlanguage: xx\n",
                                              encoding="utf-8")
    ruleset = root / "gamedata/demo-game/rulesets/demo-1811.yaml"
    text = ruleset.read_text(encoding="utf-8").replace("id: demo-1811", "id: demo-1811x", 1)
    text = text.replace("  - param: players", "  - parameter: players", 1)
    text = text.replace('cite: [{source: demo-1811, pages: "194"}]', "cite: demo-1811", 1)
    ruleset.write_text(text, encoding="utf-8")


def test_every_problem_of_a_file_in_one_run(minimal_root):
    _break(minimal_root)
    with pytest.raises(ValidationFailed) as info:
        load_dataset(minimal_root)
    got = [(p.where.path, p.where.line, p.field, p.message) for p in info.value.problems]
    for path, line, field, words in EXPECTED:
        assert any(g[:3] == (path, line, field) and words in g[3] for g in got), \
            f"{path}:{line}: {field}: {words!r} not reported; got:\n" + "\n".join(map(str, info.value.problems))
    # the file names stand for the ids: the records that cite demo-1811 are not reported as dangling
    assert not [p for p in info.value.problems if "unknown source id" in p.message and "'demo-1811'" in p.message]


def test_validate_prints_them_all(minimal_root):
    _break(minimal_root)
    result = subprocess.run([sys.executable, "-m", "generator", "validate", "--root", str(minimal_root)],
                            capture_output=True, text=True, env=MKDOCS_ENV, cwd=REPO)
    assert result.returncode == 1
    for path, line, field, words in EXPECTED:
        assert f"{path}:{line}: {field}: " in result.stdout, (path, line, field, result.stdout)
    assert "Input should" not in result.stdout and "instance of" not in result.stdout


@pytest.mark.parametrize("case", [c for c in CASES if c.setup is None], ids=lambda c: c.id)
def test_no_message_is_in_pydantics_words(minimal_root, case):
    _apply(minimal_root, case)
    with pytest.raises(ValidationFailed) as info:
        load_dataset(minimal_root)
    for problem in info.value.problems:
        for words in ("Input should", "instance of", "valid dictionary", "String should", "List should"):
            assert words not in problem.message, str(problem)
