"""Reading every data file into validated records, collecting problems with file:line:field.

This module checks each file on its own (syntax, schema, types). Checks that need several
files (dangling ids, duplicates, page ranges) live in ``checks.py``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, ValidationError

from generator.model import files, yamlfile
from generator.model.conflicts import Conflict
from generator.model.events import Event
from generator.model.base import ID_PATTERN
from generator.model.families import Family
from generator.model.games import Game
from generator.model.lookups import GlossaryEntry, Language, Region
from generator.model.messages import describe, field_names  # noqa: F401 - the loader's words, used by the examples too
from generator.model.names import Name
from generator.model.problems import Location, Report
from generator.model.relations import Relation
from generator.model.rulesets import Ruleset
from generator.model.sources import Source

#: Files allowed in a game folder, and the record type of their entries.
GAME_LIST_FILES = {"names.yaml": Name, "events.yaml": Event, "relations.yaml": Relation,
                   "conflicts.yaml": Conflict}
SHARED_LIST_FILES = {"languages.yaml": Language, "regions.yaml": Region, "glossary.yaml": GlossaryEntry,
                     "families.yaml": Family}
KIND_OF_SHARED_FILE = {"languages.yaml": "languages", "regions.yaml": "regions", "glossary.yaml": "glossary",
                       "families.yaml": "families"}
#: The kinds of record a refused entry of a game folder would have held.
_KIND_OF_GAME_ENTRY = {"game.yaml": "games", "rulesets": "rulesets", **{name: name[:-5] for name in GAME_LIST_FILES}}


@dataclass
class RawDataset:
    """Records as read, before the cross-file checks."""

    root: Path
    sources: list[Source] = field(default_factory=list)
    games: list[Game] = field(default_factory=list)
    names: list[Name] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)
    conflicts: list[Conflict] = field(default_factory=list)
    rulesets: list[Ruleset] = field(default_factory=list)
    languages: list[Language] = field(default_factory=list)
    regions: list[Region] = field(default_factory=list)
    glossary: list[GlossaryEntry] = field(default_factory=list)
    families: list[Family] = field(default_factory=list)
    #: Game folder of each per-game record, by ``id(record)``.
    folder_of: dict = field(default_factory=dict)
    #: Ids (or language codes) of records that failed validation, by kind: they still exist,
    #: so references to them are not reported as dangling.
    invalid_ids: dict = field(default_factory=dict)
    #: Kinds with a file that could not be read at all; references to them are not checked.
    unreadable: set = field(default_factory=set)
    #: The language codes of records that failed validation: (file, line, code), checked once the
    #: languages are read, so that a file's unknown language is reported with its other problems.
    salvaged_languages: list = field(default_factory=list)

    def salvage(self, kind: str, tree, path: Path | None = None, failed: frozenset = frozenset()) -> None:
        """Keep what a record that failed validation still tells: its id (so that references to it
        are not reported as dangling) and its language (checked with the others'); ``failed``:
        the fields whose own values were refused."""
        key = "code" if kind == "languages" else "id"
        if isinstance(tree, dict) and isinstance(tree.get(key), str):
            self.invalid_ids.setdefault(kind, set()).add(tree[key])
            if kind == "rulesets" and isinstance(tree.get("rules"), list):
                params = {r.get("param") for r in tree["rules"] if isinstance(r, dict)}
                self.invalid_ids.setdefault("rules", set()).update(f"{tree[key]}#{p}" for p in params if isinstance(p, str))
        language = tree.get("language") if isinstance(tree, dict) else None
        if path is not None and isinstance(language, str) and ("language",) not in failed:
            self.salvaged_languages.append((path, yamlfile.line_of(tree, ("language",)), language))

    def expect_name(self, kind: str, name: str, params=()) -> None:
        """A file or folder name stands for an id even when the record inside says otherwise (and
        a ruleset's file name for the ids of its rules, ``name#param``)."""
        self.invalid_ids.setdefault(kind, set()).add(name)
        self.invalid_ids.setdefault("rules", set()).update(f"{name}#{p}" for p in params if isinstance(p, str))


# ---------------------------------------------------------------- error locations

def clean_loc(tree, loc: tuple) -> tuple:
    """Drop the union-member tags pydantic puts into a location (``int``, ``function-before[...]``)."""
    out, node = [], tree
    for part in loc:
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            node = node[part]
        elif isinstance(part, str) and ("[" in part or part in ("int", "str", "constrained-str", "bool")):
            continue
        else:
            node = None
        out.append(part)
    return tuple(out)


def dotted(loc: tuple) -> str:
    """``('rules', 3, 'value')`` -> ``rules[3].value``."""
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _lines_of(tree) -> dict:
    return dict(getattr(tree, "key_lines", {}))


def attach(record, path: str, tree) -> None:
    """Give a record (and its nested records) their file and lines."""
    record.set_origin(Location(path, getattr(tree, "line", 0)), _lines_of(tree))
    for name, fld in type(record).model_fields.items():
        key = fld.alias or name
        value = getattr(record, name)
        sub = tree.get(key) if isinstance(tree, dict) else None
        if isinstance(value, BaseModel) and sub is not None:
            attach(value, path, sub)
        elif isinstance(value, list) and isinstance(sub, list):
            for item, item_tree in zip(value, sub):
                if isinstance(item, BaseModel):
                    attach(item, path, item_tree)


# ---------------------------------------------------------------- reading files

def _read(path: Path, report: Report):
    try:
        tree = yamlfile.load_file(path, report.root)
    except yamlfile.YamlSyntaxError as exc:
        report.add(path, exc.line, exc.field, str(exc))
        return None
    except files.Refused as exc:
        report.add(path, 0, "", str(exc))
        return None
    if tree is None:
        report.add(path, 1, "", "file is empty")
    return tree


def _validate(model: type[BaseModel], tree, path: Path, report: Report, prefix: tuple = ()):
    """The record, or None and the top-level fields whose values were refused."""
    rel = str(path.relative_to(report.root))
    try:
        record = model.model_validate(tree)
    except ValidationError as exc:
        failed = set()
        for error in exc.errors():
            loc = tuple(error["loc"])
            failed.add(loc[:1])
            report.add(path, yamlfile.line_of(tree, loc), dotted(prefix + loc), describe(error, model))
        return None, frozenset(failed)
    attach(record, rel, tree)
    return record, frozenset()


def _read_one(model, path: Path, report: Report, raw: RawDataset, kind: str, named: tuple[str, str] | None = None):
    """One record of a file; ``named``: (the id its file or folder gives it, "file" or "folder"),
    checked whether the record is otherwise valid or not, so that a file's problems come at once."""
    tree = _read(path, report)
    if tree is None:
        raw.unreadable.add(kind)
        return None
    if not isinstance(tree, dict):
        report.add(path, getattr(tree, "line", 1), "", f"expected a mapping of fields ({', '.join(field_names(model))})")
        raw.unreadable.add(kind)
        return None
    record, failed = _validate(model, tree, path, report)
    if record is None:
        raw.salvage(kind, tree, path, failed)
    if named:
        _check_name(record, tree, path, report, raw, kind, named)
    return record


def _check_name(record, tree, path: Path, report: Report, raw: RawDataset, kind: str, named: tuple[str, str]) -> None:
    """The record's id must be the name of its file (a source, a ruleset) or folder (a game)."""
    expected, where = named
    given = record.id if record is not None else tree.get("id")
    if not isinstance(given, str) or given == expected:
        return
    line = record.line_of("id") if record is not None else yamlfile.line_of(tree, ("id",))
    report.add(path, line, "id", f"id {given!r} must equal the {where} name {expected!r}")
    rules = record.rules if record is not None and kind == "rulesets" else tree.get("rules") if kind == "rulesets" else []
    params = [r.param if hasattr(r, "param") else r.get("param") for r in rules or [] if hasattr(r, "param") or isinstance(r, dict)]
    raw.expect_name(kind, expected, params)


def _check_salvaged_languages(raw: RawDataset, report: Report) -> None:
    """The language codes of the records that failed validation, as ``checks`` checks the others'."""
    if "languages" in raw.unreadable:
        return
    codes = {language.code for language in raw.languages} | raw.invalid_ids.get("languages", set())
    for path, line, code in raw.salvaged_languages:
        if code not in codes:
            report.add(path, line, "language", f"unknown language code (gamedata/languages.yaml) {code!r}; "
                                                f"the codes are {', '.join(sorted(codes))}")


def _read_list(model, path: Path, report: Report, raw: RawDataset, kind: str) -> list:
    tree = _read(path, report)
    if tree is None:
        raw.unreadable.add(kind)
        return []
    if not isinstance(tree, list):
        report.add(path, getattr(tree, "line", 1), "", f"expected a list of {model.__name__} entries (each starting with '- id: ...')")
        raw.unreadable.add(kind)
        return []
    records = []
    for index, item in enumerate(tree):
        if not isinstance(item, dict):
            report.add(path, tree.item_lines[index], f"[{index}]", f"expected a mapping of fields ({', '.join(field_names(model))})")
            continue
        record, failed = _validate(model, item, path, report, prefix=(index,))
        if record is not None:
            records.append(record)
        else:
            raw.salvage(kind, item, path, failed)
    return records


def _entries(folder: Path, report: Report) -> list[tuple[Path, str | None]]:
    """The entries of ``folder`` as (path, "file" | "folder"), sorted; anything else (a link out
    of the dataset, a dangling link, a named pipe) is reported, with the kind ``None``."""
    out = []
    for path in sorted(folder.iterdir()):
        try:
            out.append((path, files.classify(path, report.root)))
        except files.Refused as exc:
            report.add(path, 0, "", str(exc))
            out.append((path, None))
    return out


def read_dataset(root: Path, report: Report) -> RawDataset:
    """Read ``sources/`` and ``gamedata/`` under ``root``; problems go to ``report``."""
    raw = RawDataset(root)
    sources_dir, games_dir = root / "sources", root / "gamedata"
    for folder in (sources_dir, games_dir):
        try:
            if folder.is_symlink() or folder.exists():
                files.classify(folder, root)
        except files.Refused as exc:
            report.add(folder, 0, "", str(exc))
            return raw
        if not folder.is_dir():
            report.add(folder, 0, "", "folder is missing (a dataset has sources/ and gamedata/)")
    if sources_dir.is_dir():
        for path, kind in _entries(sources_dir, report):
            if kind is None:
                raw.unreadable.add("sources")
                continue
            if path.suffix != ".yaml" or kind != "file":
                report.add(path, 0, "", f"unexpected {kind}: sources/ holds only <source-id>.yaml files")
                continue
            source = _read_one(Source, path, report, raw, "sources", named=(path.stem, "file"))
            if source is not None:
                raw.sources.append(source)
    if games_dir.is_dir():
        _read_games(games_dir, raw, report)
    _check_salvaged_languages(raw, report)
    return raw


def _read_games(games_dir: Path, raw: RawDataset, report: Report) -> None:
    for path, kind in _entries(games_dir, report):
        if kind is None:
            raw.unreadable.update(KIND_OF_SHARED_FILE.get(path.name, "games").split())
            continue
        if kind == "file":
            model = SHARED_LIST_FILES.get(path.name)
            if model is None:
                report.add(path, 0, "", f"unexpected file; gamedata/ holds game folders and {', '.join(SHARED_LIST_FILES)}")
                continue
            attr = KIND_OF_SHARED_FILE[path.name]
            getattr(raw, attr).extend(_read_list(model, path, report, raw, attr))
        elif not re.fullmatch(ID_PATTERN, path.name):
            report.add(path, 0, "", "unexpected folder: a game folder is named by its game id (lower-case letters, "
                                    f"digits and single hyphens){'; ' + path.name + ' is a data file name' if path.suffix == '.yaml' else ''}")
        else:
            _read_game_folder(path, raw, report)


def _read_rulesets(folder: Path, raw: RawDataset, report: Report) -> None:
    for rpath, kind in _entries(folder / "rulesets", report):
        if kind is None:
            raw.unreadable.add("rulesets")
            continue
        if rpath.suffix != ".yaml" or kind != "file":
            report.add(rpath, 0, "", f"unexpected {kind}: rulesets/ holds only <ruleset-id>.yaml files")
            continue
        ruleset = _read_one(Ruleset, rpath, report, raw, "rulesets", named=(rpath.stem, "file"))
        if ruleset is not None:
            raw.folder_of[id(ruleset)] = folder.name
            raw.rulesets.append(ruleset)


def _read_game_folder(folder: Path, raw: RawDataset, report: Report) -> None:
    entries = _entries(folder, report)
    if not any(path.name == "game.yaml" for path, _ in entries):
        report.add(folder, 0, "", "game folder has no game.yaml")
    for path, kind in entries:
        if path.name == "game.yaml" and kind == "file":
            game = _read_one(Game, path, report, raw, "games", named=(folder.name, "folder"))
            if game is not None:
                raw.games.append(game)
        elif path.name in GAME_LIST_FILES and kind == "file":
            attr = path.stem
            for record in _read_list(GAME_LIST_FILES[path.name], path, report, raw, attr):
                raw.folder_of[id(record)] = folder.name
                getattr(raw, attr).append(record)
        elif path.name == "rulesets" and kind == "folder":
            _read_rulesets(folder, raw, report)
        elif kind is None:
            raw.unreadable.update(_KIND_OF_GAME_ENTRY.get(path.name, "").split())  # reported by _entries
        elif path.name == "examples" and kind == "folder":
            continue  # read by generator.examples, which needs the engine
        else:
            valid = ", ".join(["game.yaml", *GAME_LIST_FILES, "rulesets/", "examples/"])
            report.add(path, 0, "", f"unexpected {kind} in a game folder; valid: {valid}")
            raw.unreadable.update(_KIND_OF_GAME_ENTRY.get(path.name, "").split())
