"""The ledger of the reference notes: every line of every note is accounted for in the data.

``tests/data/notes_ledger/`` has one file per note of ``../shared/reference/`` (``bolachen.yaml`` for
``bolachen.md``, ``families/loo.yaml`` for ``families/loo.md``), with one entry per line of the note:
``{note, text, records}`` names the records that encode the line (``<kind>:<id>``, see
``resolve``), ``{note, text, not_encoded}`` says in one line why it is deliberately left out.
An entry that encodes most of a line may add ``left_out`` for the part it does not.

What counts as a line of a note (the selection rule, used for every note): the notes are
Markdown, hard-wrapped, so a line is one block of the note with its wrapped continuation lines
joined — a table body row, a list item (``-``, ``*`` or ``1.``, with the following lines that
are indented deeper than its marker), or a paragraph (a run of other non-blank lines).
Headings, blank lines, horizontal rules and the header and separator rows of tables carry no
fact and are not lines. Entries are matched to lines by their text after Unicode NFC and
whitespace normalisation, so a note that changes shows up as a missing entry and a stale one.
"""
from __future__ import annotations

import re
import unicodedata
from collections import Counter
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
NOTES = REPO.parent / "shared" / "reference"
LEDGER = Path(__file__).with_name("notes_ledger")
#: Notes whose ledger is still being written, each with why; a note here is left out of the
#: line-by-line check, and this set must be empty once the encoding of its note is complete.
PENDING: dict[str, str] = {}

_LIST_ITEM = re.compile(r"^(\s*)(?:[-*]|\d+\.)\s+")
_SEPARATOR = re.compile(r"\|[\s:|-]+\|")
_RULE = re.compile(r"-{3,}|\*{3,}|_{3,}")


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", text)).strip()


def note_lines(text: str) -> list[str]:
    """The lines of a note by the selection rule above, each normalised."""
    lines = text.splitlines()
    found: list[str] = []
    block: list[str] | None = None
    in_list, indent = False, 0

    def close():
        nonlocal block
        if block:
            found.append(normalise(" ".join(block)))
        block = None

    for number, line in enumerate(lines):
        stripped = line.strip()
        if not stripped or stripped.startswith("#") or _RULE.fullmatch(stripped):
            close()
            continue
        if stripped.startswith("|"):
            close()
            following = lines[number + 1].strip() if number + 1 < len(lines) else ""
            if not _SEPARATOR.fullmatch(stripped) and not _SEPARATOR.fullmatch(following):
                found.append(normalise(stripped))
            continue
        item = _LIST_ITEM.match(line)
        if item:
            close()
            block, in_list, indent = [stripped], True, len(item.group(1))
        elif block is not None and (not in_list or len(line) - len(line.lstrip()) > indent):
            block.append(stripped)
        else:
            close()
            block, in_list = [stripped], False
    close()
    return found


def _ledger_files() -> dict[str, Path]:
    """The ledger file of each note, by the note's path under the reference folder."""
    return {path.relative_to(LEDGER).with_suffix(".md").as_posix(): path for path in sorted(LEDGER.rglob("*.yaml"))}


def _ledger() -> list[dict]:
    """Every entry of every ledger file, in file order; an entry's ``note`` is its file's note."""
    entries = []
    for note, path in _ledger_files().items():
        for entry in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            assert entry.get("note") == note, f"{path}: an entry for {entry.get('note')!r} in the ledger of {note}"
            entries.append(entry)
    return entries


def _notes() -> dict[str, list[str]]:
    if not NOTES.is_dir():
        pytest.skip(f"the reference notes are not beside this checkout ({NOTES} is absent); the ledger cannot be checked here")
    notes = {path.relative_to(NOTES).as_posix(): note_lines(path.read_text(encoding="utf-8"))
             for path in sorted(NOTES.rglob("*.md"))}
    assert notes, f"no notes (*.md) found in {NOTES}"
    return {note: lines for note, lines in notes.items() if note not in PENDING}


def resolve(dataset, key: str) -> bool:
    """Whether a record key names a record of the dataset.

    ``source:``, ``game:``, ``name:``, ``event:``, ``relation:``, ``conflict:``, ``ruleset:``,
    ``glossary:``, ``region:`` and ``language:`` take the record's id (a language its code);
    ``game:<id>#<property>`` is an infobox fact of the game; ``rule:<ruleset>#<param>`` is a rule
    stated in that ruleset's own file (not one it inherits).
    """
    kind, _, rest = key.partition(":")
    tables = {"source": dataset.sources, "name": dataset.names, "event": dataset.events,
              "relation": dataset.relations, "conflict": dataset.conflicts, "ruleset": dataset.rulesets,
              "glossary": dataset.glossary, "region": dataset.regions, "language": dataset.languages}
    if kind in tables:
        return rest in tables[kind]
    if kind == "game":
        game, _, prop = rest.partition("#")
        if game not in dataset.games:
            return False
        return not prop or any(fact.property == prop for fact in dataset.games[game].identity)
    if kind == "rule":
        ruleset, _, param = rest.partition("#")
        return ruleset in dataset.rulesets and any(r.param == param for r in dataset.rulesets[ruleset].rules)
    return False


# ---------------------------------------------------------------- the selection rule itself

def test_the_selection_rule_joins_wrapped_lines_and_skips_what_carries_no_fact():
    note = "\n".join([
        "# Title", "", "Intro sentence,", "wrapped.", "", "| field | value |", "|---|---|", "| Players | 3–6 |",
        "", "---", "- A bullet", "  continued here.", "  - a nested bullet", "1. **Numbered** item", "   goes on.",
        "Not indented, so a paragraph.",
    ])
    assert note_lines(note) == ["Intro sentence, wrapped.", "| Players | 3–6 |", "- A bullet continued here.",
                                "- a nested bullet", "1. **Numbered** item goes on.", "Not indented, so a paragraph."]


def test_record_keys_resolve_only_to_existing_records(dataset):
    assert resolve(dataset, "game:bester-bube#players")
    assert not resolve(dataset, "game:bester-bube#no-such-property")
    assert resolve(dataset, "rule:bester-bube-1853#follow-suit")
    assert not resolve(dataset, "rule:bester-bube-1808#follow-suit")  # inherited from 1853, not stated in 1808
    assert resolve(dataset, "language:nds") and not resolve(dataset, "names:bester-bube")


# ---------------------------------------------------------------- the ledger

def test_every_entry_is_well_formed():
    bad = []
    for number, entry in enumerate(_ledger(), 1):
        keys = set(entry)
        shaped = (keys <= {"note", "text", "records", "not_encoded", "left_out"} and {"note", "text"} <= keys
                  and ("records" in keys) != ("not_encoded" in keys) and ("left_out" not in keys or "records" in keys))
        filled = (isinstance(entry.get("records", []), list) and entry.get("records", True) != []
                  and all(isinstance(entry.get(k, "x"), str) and entry.get(k, "x").strip() for k in ("note", "text", "not_encoded", "left_out")))
        if not (shaped and filled):
            bad.append(f"entry {number} ({entry.get('note')}: {str(entry.get('text'))[:60]!r}): needs note, text and "
                       "either a non-empty records list (optionally with left_out) or a not_encoded reason")
    assert not bad, "\n".join(bad)


def test_every_line_of_every_note_has_exactly_one_entry():
    notes = _notes()
    entries = Counter((entry["note"], normalise(entry["text"])) for entry in _ledger())
    problems = []
    for note, lines in notes.items():
        for line in lines:
            if entries[(note, line)] != 1:
                problems.append(f"{note}: {entries[(note, line)]} entries for the line {line[:100]!r}")
    known = {(note, line) for note, lines in notes.items() for line in lines}
    problems += [f"{note}: entry for a line the note does not have (changed or removed?): {text[:100]!r}"
                 for note, text in entries if (note, text) not in known]
    assert not problems, f"{len(problems)} problems with the ledger ({LEDGER}):\n" + "\n".join(problems)


def test_every_note_has_a_ledger_file():
    if not NOTES.is_dir():
        pytest.skip(f"the reference notes are not beside this checkout ({NOTES} is absent)")
    notes = {path.relative_to(NOTES).as_posix() for path in NOTES.rglob("*.md")}
    files = set(_ledger_files())
    assert not (notes - files - set(PENDING)), f"notes without a ledger file in {LEDGER}: {sorted(notes - files - set(PENDING))}"
    assert not (files - notes), f"ledger files for notes that do not exist: {sorted(files - notes)}"
    assert not (set(PENDING) & files), f"notes in PENDING that have a ledger file (take them out of PENDING): {sorted(set(PENDING) & files)}"


def test_every_record_named_in_the_ledger_exists(dataset):
    missing = [f"{entry['note']}: {key} (for {entry['text'][:60]!r})"
               for entry in _ledger() for key in entry.get("records", []) if not resolve(dataset, key)]
    assert not missing, "record keys that name no record:\n" + "\n".join(missing)
