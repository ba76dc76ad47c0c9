"""Reading every data file into validated records, collecting problems with file:line:field.

This module checks each file on its own (syntax, schema, types). Checks that need several
files (dangling ids, duplicates, page ranges) live in ``checks.py``.
"""
from __future__ import annotations

import re
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, TypeAdapter, ValidationError

from generator.model import files, yamlfile
from generator.model.conflicts import Conflict
from generator.model.events import Event
from generator.model.base import ID_PATTERN
from generator.model.characters import shown
from generator.model.games import Game
from generator.model.lookups import GlossaryEntry, Language, Region
from generator.model.names import Name
from generator.model.problems import Location, Report
from generator.model.relations import Relation
from generator.model.rulesets import Ruleset
from generator.model.sources import Source

#: Files allowed in a game folder, and the record type of their entries.
GAME_LIST_FILES = {"names.yaml": Name, "events.yaml": Event, "relations.yaml": Relation,
                   "conflicts.yaml": Conflict}
SHARED_LIST_FILES = {"languages.yaml": Language, "regions.yaml": Region, "glossary.yaml": GlossaryEntry}
KIND_OF_SHARED_FILE = {"languages.yaml": "languages", "regions.yaml": "regions", "glossary.yaml": "glossary"}
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
    #: Game folder of each per-game record, by ``id(record)``.
    folder_of: dict = field(default_factory=dict)
    #: Ids (or language codes) of records that failed validation, by kind: they still exist,
    #: so references to them are not reported as dangling.
    invalid_ids: dict = field(default_factory=dict)
    #: Kinds with a file that could not be read at all; references to them are not checked.
    unreadable: set = field(default_factory=set)

    def salvage(self, kind: str, tree) -> None:
        key = "code" if kind == "languages" else "id"
        if isinstance(tree, dict) and isinstance(tree.get(key), str):
            self.invalid_ids.setdefault(kind, set()).add(tree[key])
            if kind == "rulesets" and isinstance(tree.get("rules"), list):
                params = {r.get("param") for r in tree["rules"] if isinstance(r, dict)}
                self.invalid_ids.setdefault("rules", set()).update(f"{tree[key]}#{p}" for p in params if isinstance(p, str))

    def expect_name(self, kind: str, name: str) -> None:
        """A file or folder name stands for an id even when the record inside says otherwise."""
        self.invalid_ids.setdefault(kind, set()).add(name)


# ---------------------------------------------------------------- error messages

def _unwrap(annotation):
    """The model class (if any) behind Optional[...], list[...], Annotated[...]."""
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _unwrap(typing.get_args(annotation)[0])
    if origin in (typing.Union, types.UnionType, list):
        for arg in typing.get_args(annotation):
            found = _unwrap(arg)
            if found is not None:
                return found
        return None
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    return None


def _model_at(model: type[BaseModel] | None, loc: tuple) -> type[BaseModel] | None:
    for part in loc:
        if model is None:
            return None
        if isinstance(part, int):
            continue
        fld = next((f for name, f in model.model_fields.items() if (f.alias or name) == part), None)
        model = _unwrap(fld.annotation) if fld else None
    return model


def field_names(model: type[BaseModel]) -> list[str]:
    return [f.alias or name for name, f in model.model_fields.items()]


def describe(error: dict, model: type[BaseModel]) -> str:
    """A pydantic error in words: what is wrong, and for an unknown field the valid ones."""
    kind, loc = error["type"], error["loc"]
    if kind == "extra_forbidden":
        owner = _model_at(model, loc[:-1])
        valid = ", ".join(field_names(owner)) if owner else "see docs/data/format.md"
        return f"unknown field {loc[-1]!r}; valid fields: {valid}"
    if kind == "missing":
        return "required field is missing"
    message = error["msg"]
    if message.startswith("Value error, "):
        message = message[len("Value error, "):]
    if kind == "string_pattern_mismatch":
        message = f"{shown(error.get('input'))} is not a valid id (lower-case letters, digits and single hyphens, e.g. 'bester-bube')"
    if kind == "string_type" and isinstance(error.get("input"), bool):
        message += " (YAML reads yes, no, on, off, true and false as yes/no values: write the text in quotes)"
    elif kind == "string_type" and isinstance(error.get("input"), (int, float)):
        message += f" (a number here is text: write it in quotes, \"{error['input']}\")"
    return message


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
    rel = str(path.relative_to(report.root))
    try:
        record = model.model_validate(tree)
    except ValidationError as exc:
        for error in exc.errors():
            loc = tuple(error["loc"])
            report.add(path, yamlfile.line_of(tree, loc), dotted(prefix + loc), describe(error, model))
        return None
    attach(record, rel, tree)
    return record


def _read_one(model, path: Path, report: Report, raw: RawDataset, kind: str):
    tree = _read(path, report)
    if tree is None:
        raw.unreadable.add(kind)
        return None
    if not isinstance(tree, dict):
        report.add(path, getattr(tree, "line", 1), "", f"expected a mapping of fields ({', '.join(field_names(model))})")
        raw.unreadable.add(kind)
        return None
    record = _validate(model, tree, path, report)
    if record is None:
        raw.salvage(kind, tree)
    return record


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
        record = _validate(model, item, path, report, prefix=(index,))
        if record is not None:
            records.append(record)
        else:
            raw.salvage(kind, item)
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
            source = _read_one(Source, path, report, raw, "sources")
            if source is not None:
                if source.id != path.stem:
                    report.add(path, source.line_of("id"), "id", f"id {source.id!r} must equal the file name {path.stem!r}")
                    raw.expect_name("sources", path.stem)
                raw.sources.append(source)
    if not games_dir.is_dir():
        return raw
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
    return raw


def _read_rulesets(folder: Path, raw: RawDataset, report: Report) -> None:
    for rpath, kind in _entries(folder / "rulesets", report):
        if kind is None:
            raw.unreadable.add("rulesets")
            continue
        if rpath.suffix != ".yaml" or kind != "file":
            report.add(rpath, 0, "", f"unexpected {kind}: rulesets/ holds only <ruleset-id>.yaml files")
            continue
        ruleset = _read_one(Ruleset, rpath, report, raw, "rulesets")
        if ruleset is not None:
            if ruleset.id != rpath.stem:
                report.add(rpath, ruleset.line_of("id"), "id", f"id {ruleset.id!r} must equal the file name {rpath.stem!r}")
                raw.expect_name("rulesets", rpath.stem)
            raw.folder_of[id(ruleset)] = folder.name
            raw.rulesets.append(ruleset)


def _read_game_folder(folder: Path, raw: RawDataset, report: Report) -> None:
    entries = _entries(folder, report)
    if not any(path.name == "game.yaml" for path, _ in entries):
        report.add(folder, 0, "", "game folder has no game.yaml")
    for path, kind in entries:
        if path.name == "game.yaml" and kind == "file":
            game = _read_one(Game, path, report, raw, "games")
            if game is not None:
                if game.id != folder.name:
                    report.add(path, game.line_of("id"), "id", f"id {game.id!r} must equal the folder name {folder.name!r}")
                    raw.expect_name("games", folder.name)
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
