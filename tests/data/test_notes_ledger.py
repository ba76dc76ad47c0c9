"""The ledger of the reference notes: every line of every note is accounted for in the data.

The rule of what counts as a line, the ledger's form and the checks are ``generator/check/ledger.py``
(``stichwort check`` runs them); here they run against the ledger of ``tests/data/notes_ledger/``
and the notes of ``../shared/reference/``, and against small ledgers broken on purpose."""
from __future__ import annotations

from pathlib import Path

import pytest

from generator.check import ledger as checks
from generator.check.ledger import Ledger, note_lines, resolve

REPO = Path(__file__).resolve().parents[2]
SHARED = REPO.parent / "shared"
NOTES = SHARED / "reference"
LEDGER = REPO / checks.LEDGER


def _needs_notes():
    if not NOTES.is_dir():
        pytest.skip(f"the reference notes are not beside this checkout ({NOTES} is absent); the ledger cannot be checked here")


def _messages(problems) -> list[str]:
    return [str(p) for p in problems]


# ---------------------------------------------------------------- the selection rule itself

def test_the_selection_rule_joins_wrapped_lines_and_skips_what_carries_no_fact():
    note = "\n".join([
        "# Title", "", "Intro sentence,", "wrapped.", "", "| field | value |", "|---|---|", "| Players | 3–6 |",
        "", "---", "- A bullet", "  continued here.", "  - a nested bullet", "1. **Numbered** item", "   goes on.",
        "Not indented, so a paragraph.",
    ])
    assert note_lines(note) == ["Intro sentence, wrapped.", "| Players | 3–6 |", "- A bullet continued here.",
                                "- a nested bullet", "1. **Numbered** item goes on.", "Not indented, so a paragraph."]
    assert [n for n, _ in checks.numbered_lines(note)] == [3, 8, 11, 13, 14, 16]


def test_record_keys_resolve_only_to_existing_records(dataset):
    assert resolve(dataset, "game:bester-bube#players")
    assert not resolve(dataset, "game:bester-bube#no-such-property")
    assert resolve(dataset, "rule:bester-bube-1853#follow-suit")
    assert not resolve(dataset, "rule:bester-bube-1808#follow-suit")  # inherited from 1853, not stated in 1808
    assert resolve(dataset, "language:nds") and not resolve(dataset, "names:bester-bube")


# ---------------------------------------------------------------- the ledger

def test_every_entry_is_well_formed():
    found = Ledger(REPO, None)
    checks.form_problems(found)
    assert found.entries(), f"no entries in {LEDGER}"
    assert not found.problems, "\n".join(_messages(found.problems))


def test_every_line_of_every_note_has_exactly_one_entry():
    _needs_notes()
    found = Ledger(REPO, SHARED)
    assert found.notes(), f"no notes (*.md) found in {NOTES}"
    checks.line_problems(found)
    assert not found.problems, f"{len(found.problems)} problems with the ledger ({LEDGER}):\n" + "\n".join(_messages(found.problems))


def test_every_note_has_a_ledger_file():
    _needs_notes()
    found = Ledger(REPO, SHARED)
    checks.file_problems(found)
    assert not found.problems, "\n".join(_messages(found.problems))


def test_every_record_named_in_the_ledger_exists(dataset):
    found = Ledger(REPO, None)
    checks.record_problems(found, dataset)
    assert not found.problems, "record keys that name no record:\n" + "\n".join(_messages(found.problems))


# ---------------------------------------------------------------- the checks find what is wrong

@pytest.fixture
def broken(tmp_path):
    """A repository with a note of three lines and a ledger of it that is wrong in every way."""
    (tmp_path / "shared/reference").mkdir(parents=True)
    (tmp_path / "shared/seeds").mkdir()
    (tmp_path / "shared/reference/demo.md").write_text("# Demo\n\nFirst line,\nwrapped.\n\n- A fact.\n- Another.\n",
                                                       encoding="utf-8")
    (tmp_path / "shared/reference/new.md").write_text("A note nobody encoded yet.\n", encoding="utf-8")
    folder = tmp_path / "repo" / checks.LEDGER
    folder.mkdir(parents=True)
    (folder / "demo.yaml").write_text(
        "- note: demo.md\n  text: First line, wrapped.\n  records: [source:alvensleben-1853]\n"
        "- note: demo.md\n  text: '- A fact.'\n  records: [source:no-such-source]\n"
        "- note: demo.md\n  text: '- A fact.'\n  not_encoded: a duplicate\n"
        "- note: demo.md\n  text: '- Gone.'\n"
        "- note: other.md\n  text: '- Another.'\n  records: []\n", encoding="utf-8")
    (folder / "gone.yaml").write_text("[]\n", encoding="utf-8")
    return tmp_path


def test_every_problem_names_its_file_line_and_what_to_do(dataset, broken):
    problems = _messages(checks.check(dataset, broken / "repo", broken / "shared"))
    ledger = "tests/data/notes_ledger/demo.yaml"
    assert f"{ledger}:4: records: 'source:no-such-source' names no record of the dataset" in "\n".join(problems)
    assert any(p.startswith(f"{ledger}:10: entry: an entry needs note, text and either") for p in problems)
    assert any(p.startswith(f"{ledger}:12: entry: an entry needs note, text and either") for p in problems)
    assert any(p.startswith(f"{ledger}:12: note: an entry for 'other.md' in the ledger of demo.md") for p in problems)
    assert any(p.endswith("6: 2 ledger entries for the line '- A fact.': give it exactly one in demo.yaml") for p in problems)
    assert any(p.endswith("7: 0 ledger entries for the line '- Another.': give it exactly one in demo.yaml") for p in problems)
    assert any(f"{ledger}:10: text: an entry for a line the note does not have" in p for p in problems)
    assert any("new.md:1: this note has no ledger file: write tests/data/notes_ledger/new.yaml" in p for p in problems)
    assert any(p.startswith("tests/data/notes_ledger/gone.yaml:1: a ledger file for a note that does not exist") for p in problems)


def test_a_note_still_being_encoded_is_left_out_until_it_has_its_file(dataset, broken):
    folder = broken / "repo" / checks.LEDGER
    (folder / "pending.yaml").write_text("new.md: being encoded\n", encoding="utf-8")
    assert not any("new.md" in p for p in _messages(checks.check(dataset, broken / "repo", broken / "shared")))
    (folder / "new.yaml").write_text("- note: new.md\n  text: A note nobody encoded yet.\n  not_encoded: a test\n",
                                     encoding="utf-8")
    problems = _messages(checks.check(dataset, broken / "repo", broken / "shared"))
    assert "tests/data/notes_ledger/pending.yaml:1: new.md: this note has its ledger file now" in "\n".join(problems)


def test_the_pending_notes_are_data_beside_the_ledger():
    pending = Ledger(REPO, None).pending()
    assert all(isinstance(why, str) and why.strip() for why in pending.values()), pending
    if NOTES.is_dir():
        assert set(pending) <= {p.relative_to(NOTES).as_posix() for p in NOTES.rglob("*.md")}
