"""The ledger of the reference notes: every line of every note is accounted for in the data.

The notes are the fact notes beside the repository (``../shared/reference/``, the families' notes
in ``families/``). ``tests/data/notes_ledger/`` has one file per note (``bolachen.yaml`` for
``bolachen.md``, ``families/loo.yaml`` for ``families/loo.md``), with one entry per line of the
note: ``{note, text, records}`` names the records that encode the line (``<kind>:<id>``, see
``resolve``), ``{note, text, not_encoded}`` says in one line why it is deliberately left out. An
entry that encodes most of a line may add ``left_out`` for the part it does not. ``PENDING``
(``tests/data/notes_ledger/pending.yaml``) names the notes whose ledger is still being written,
each with why: such a note is left out of the line-by-line check, and the list must be emptied
once the encoding of its note is complete.

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

from generator.model import yamlfile
from generator.model.problems import Location, Problem

#: The ledger's folder under the repository, and its list of notes still being encoded.
LEDGER = Path("tests") / "data" / "notes_ledger"
PENDING_FILE = "pending.yaml"
#: The notes' folder under the shared folder beside the repository.
NOTES = "reference"

_LIST_ITEM = re.compile(r"^(\s*)(?:[-*]|\d+\.)\s+")
_SEPARATOR = re.compile(r"\|[\s:|-]+\|")
_RULE = re.compile(r"-{3,}|\*{3,}|_{3,}")
_KEYS = {"note", "text", "records", "not_encoded", "left_out"}


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", text)).strip()


def numbered_lines(text: str) -> list[tuple[int, str]]:
    """The lines of a note by the selection rule above, each normalised, with the number of the
    note's line it starts on."""
    lines = text.splitlines()
    found: list[tuple[int, str]] = []
    block: list[str] | None = None
    start, in_list, indent = 0, False, 0

    def close():
        nonlocal block
        if block:
            found.append((start, normalise(" ".join(block))))
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
                found.append((number + 1, normalise(stripped)))
            continue
        item = _LIST_ITEM.match(line)
        if item:
            close()
            block, start, in_list, indent = [stripped], number + 1, True, len(item.group(1))
        elif block is not None and (not in_list or len(line) - len(line.lstrip()) > indent):
            block.append(stripped)
        else:
            close()
            block, start, in_list = [stripped], number + 1, False
    close()
    return found


def note_lines(text: str) -> list[str]:
    """The lines of a note by the selection rule above, each normalised."""
    return [line for _, line in numbered_lines(text)]


class Ledger:
    """The ledger files of a repository, and the notes of a shared folder (``None``: not beside it)."""

    def __init__(self, root: Path, shared: Path | None):
        self.root = Path(root)
        self.folder = self.root / LEDGER
        self.notes_dir = Path(shared) / NOTES if shared is not None else None
        self.problems: list[Problem] = []

    def _problem(self, path: Path, line: int, field: str, message: str) -> None:
        shown = path.relative_to(self.root).as_posix() if path.is_relative_to(self.root) else str(path)
        self.problems.append(Problem(Location(shown, line), field, message))

    def files(self) -> dict[str, Path]:
        """The ledger file of each note, by the note's path under the notes' folder."""
        return {path.relative_to(self.folder).with_suffix(".md").as_posix(): path
                for path in sorted(self.folder.rglob("*.yaml")) if path.name != PENDING_FILE}

    def pending(self) -> dict[str, str]:
        """The notes still being encoded, each with why."""
        path = self.folder / PENDING_FILE
        return dict(yamlfile.load_file(path) or {}) if path.is_file() else {}

    def entries(self) -> list[tuple[Path, int, dict]]:
        """Every entry of every ledger file, in file order: (file, line, entry)."""
        out = []
        for note, path in self.files().items():
            tree = yamlfile.load_file(path) or []
            for entry, line in zip(tree, getattr(tree, "item_lines", [])):
                if isinstance(entry, dict) and entry.get("note") != note:
                    self._problem(path, line, "note", f"an entry for {entry.get('note')!r} in the ledger of {note}: "
                                                      "move it to the ledger file of its note")
                out.append((path, line, entry))
        return out

    def notes(self) -> dict[str, list[tuple[int, str]]]:
        """The numbered lines of every note not still being encoded."""
        notes = {path.relative_to(self.notes_dir).as_posix(): numbered_lines(path.read_text(encoding="utf-8"))
                 for path in sorted(self.notes_dir.rglob("*.md"))}
        pending = self.pending()
        return {note: lines for note, lines in notes.items() if note not in pending}


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


def _well_formed(entry) -> bool:
    if not isinstance(entry, dict):
        return False
    keys = set(entry)
    shaped = (keys <= _KEYS and {"note", "text"} <= keys and ("records" in keys) != ("not_encoded" in keys)
              and ("left_out" not in keys or "records" in keys))
    filled = (isinstance(entry.get("records", []), list) and entry.get("records", True) != []
              and all(isinstance(entry.get(k, "x"), str) and entry.get(k, "x").strip()
                      for k in ("note", "text", "not_encoded", "left_out")))
    return shaped and filled


def form_problems(ledger: Ledger) -> None:
    """Every entry has a note, a text and either a non-empty list of records (perhaps with
    ``left_out``) or a ``not_encoded`` reason."""
    for path, line, entry in ledger.entries():
        if not _well_formed(entry):
            ledger._problem(path, line, "entry", "an entry needs note, text and either a non-empty records list "
                                                 "(optionally with left_out) or a not_encoded reason")


def record_problems(ledger: Ledger, dataset) -> None:
    """Every record an entry names exists."""
    for path, line, entry in ledger.entries():
        for key in entry.get("records", []) if isinstance(entry, dict) else []:
            if not isinstance(key, str) or not resolve(dataset, key):
                ledger._problem(path, line, "records", f"{key!r} names no record of the dataset (kinds: source, game, "
                                                       "name, event, relation, conflict, ruleset, rule, glossary, "
                                                       "region, language)")


def file_problems(ledger: Ledger) -> None:
    """Every note has a ledger file or is still being encoded, and nothing else has one."""
    notes = {path.relative_to(ledger.notes_dir).as_posix() for path in ledger.notes_dir.rglob("*.md")}
    files, pending = ledger.files(), ledger.pending()
    for note in sorted(notes - set(files) - set(pending)):
        ledger._problem(ledger.notes_dir / note, 1, "", f"this note has no ledger file: write "
                                                        f"{(LEDGER / note).with_suffix('.yaml').as_posix()}, or name "
                                                        f"it in {(LEDGER / PENDING_FILE).as_posix()} while it is being encoded")
    for note in sorted(set(files) - notes):
        ledger._problem(files[note], 1, "", f"a ledger file for a note that does not exist ({note}): remove it")
    for note in sorted(set(pending) & set(files)):
        ledger._problem(ledger.folder / PENDING_FILE, 1, note, "this note has its ledger file now: take it out of "
                                                               "the notes still being encoded")


def line_problems(ledger: Ledger) -> None:
    """Every line of every note (but those still being encoded) has exactly one entry, and every
    entry is for a line its note has."""
    notes = ledger.notes()
    count = Counter()
    at = {}
    for path, line, entry in ledger.entries():
        if isinstance(entry, dict) and isinstance(entry.get("text"), str):
            key = (entry.get("note"), normalise(entry["text"]))
            count[key] += 1
            at.setdefault(key, (path, line))
    files = ledger.files()
    for note, lines in notes.items():
        if note not in files:
            continue  # the note has no ledger file at all: ``file_problems`` says so once
        for number, text in lines:
            if count[(note, text)] != 1:
                ledger._problem(ledger.notes_dir / note, number, "", f"{count[(note, text)]} ledger entries for the line "
                                                                     f"{text[:100]!r}: give it exactly one in "
                                                                     f"{files[note].name}")
    known = {(note, text) for note, lines in notes.items() for _, text in lines}
    for key, (path, line) in at.items():
        if key[0] in notes and key not in known:
            ledger._problem(path, line, "text", f"an entry for a line the note does not have (changed or removed?): "
                                                f"{key[1][:100]!r}")


def check(dataset, root: Path, shared: Path) -> list[Problem]:
    """Every problem of the ledger against the notes in ``shared`` and the records of ``dataset``."""
    ledger = Ledger(root, shared)
    form_problems(ledger)
    record_problems(ledger, dataset)
    file_problems(ledger)
    line_problems(ledger)
    return sorted(set(ledger.problems))
