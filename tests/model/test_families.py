"""The family records: who is a member and by which record, and every bad entry one problem with
its file, line and field."""
from __future__ import annotations

import pytest

from generator.model import ValidationFailed, load_dataset

FAMILIES = "gamedata/families.yaml"
DEMO = "gamedata/demo-game/game.yaml"

GOOD = """\
- id: demo-family
  name: The Demo family
  description: Games like the demo.
  members:
    - identity: demo group
    - relation: demo-related-to-other
"""


def _write(root, text: str, family_fact: bool = True) -> None:
    (root / FAMILIES).write_text(text, encoding="utf-8")
    if family_fact:
        game = root / DEMO
        game.write_text(game.read_text(encoding="utf-8") + "  - property: family\n    value: the Demo group (as the article has it)\n"
                        "    cite: [{source: demo-article, locator: lead}]\n", encoding="utf-8")


def _problem(root):
    with pytest.raises(ValidationFailed) as info:
        load_dataset(root)
    problems = info.value.problems
    assert len(problems) == 1, "\n".join(map(str, problems))
    return problems[0]


def _line(root, marker: str) -> int:
    """The line of the last line holding ``marker``."""
    lines = (root / FAMILIES).read_text(encoding="utf-8").splitlines()
    return max(i for i, line in enumerate(lines, 1) if marker in line)


def test_members_come_from_the_identity_words_and_the_relation(minimal_root):
    _write(minimal_root, GOOD)
    ds = load_dataset(minimal_root)
    assert ds.family_games("demo-family") == ["demo-game", "other-game"]  # by name: Demo, Other
    by_game = {}
    for m in ds.memberships("demo-family"):
        by_game.setdefault(m.game, []).append(type(m.record).__name__)
    # the demo game twice (its identity fact and the relation), the other game by the relation only
    assert by_game == {"demo-game": ["IdentityFact", "Relation"], "other-game": ["Relation"]}
    assert [f.id for f in ds.families_of("other-game")] == ["demo-family"]
    assert not any(m.ours for m in ds.memberships("demo-family"))


def test_a_game_of_our_reading_is_marked_as_ours(minimal_root):
    _write(minimal_root, GOOD.replace("    - relation: demo-related-to-other\n",
                                      "    - game: other-game\n      note: We count it for its pool.\n"))
    ds = load_dataset(minimal_root)
    ours = [m for m in ds.memberships("demo-family") if m.ours]
    assert [m.game for m in ours] == ["other-game"]


def test_an_unknown_relation_is_a_bad_member(minimal_root):
    _write(minimal_root, GOOD.replace("demo-related-to-other", "demo-related-to-nobody"))
    problem = _problem(minimal_root)
    assert (problem.where.path, problem.where.line) == (FAMILIES, _line(minimal_root, "demo-related-to-nobody"))
    assert problem.field == "members[1].relation"
    assert "unknown relation id 'demo-related-to-nobody'" in problem.message


def test_an_unknown_game_is_a_bad_member(minimal_root):
    _write(minimal_root, GOOD + "    - game: no-such-game\n      note: Ours.\n")
    problem = _problem(minimal_root)
    assert (problem.where.line, problem.field) == (_line(minimal_root, "no-such-game"), "members[2].game")
    assert "unknown game id 'no-such-game'" in problem.message


def test_a_family_no_game_names_is_unknown(minimal_root):
    _write(minimal_root, GOOD.replace("demo group", "Demo clan"))
    problem = _problem(minimal_root)
    assert (problem.where.line, problem.field) == (_line(minimal_root, "Demo clan"), "members[0].identity")
    assert "unknown family 'Demo clan'" in problem.message
    assert "the Demo group (as the article has it)" in problem.message  # what the games do name


def test_a_game_a_record_already_places_is_not_added_again(minimal_root):
    _write(minimal_root, GOOD + "    - game: other-game\n      note: Ours.\n")
    problem = _problem(minimal_root)
    assert problem.field == "members[2].game"
    assert "member by a record already" in problem.message


def test_a_duplicate_family_id(minimal_root):
    second = GOOD.replace("The Demo family", "The Demo family again")
    _write(minimal_root, GOOD + second)
    problem = _problem(minimal_root)
    assert (problem.where.line, problem.field) == (_line(minimal_root, "- id: demo-family"), "id")
    assert "duplicate family id 'demo-family'" in problem.message


@pytest.mark.parametrize("member, says", [
    ("    - identity: demo group\n      relation: demo-related-to-other\n", "exactly one of"),
    ("    - game: other-game\n", "give the 'note'"),
])
def test_a_member_is_one_thing(minimal_root, member, says):
    _write(minimal_root, GOOD.replace("    - relation: demo-related-to-other\n", member))
    problem = _problem(minimal_root)
    assert problem.where.path == FAMILIES and problem.field == "[0].members[1]"
    assert problem.where.line == _line(minimal_root, member.split("\n")[0].strip("- ").strip())
    assert says in problem.message


def test_a_family_without_members(minimal_root):
    _write(minimal_root, GOOD.split("  members:")[0] + "  members: []\n")
    problem = _problem(minimal_root)
    assert problem.field == "[0].members"
