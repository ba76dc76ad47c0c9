"""Synthetic datasets for the build benchmark: the real dataset cloned N times, still valid.

``scale_dataset(src, dest, factor)`` writes a dataset with ``factor`` copies of every source,
game folder (game, names, events, relations, conflicts, rulesets, examples) and glossary entry.
Copy 0 keeps the original ids; copy k appends ``-x<k>`` to every id and to every reference to
one, so each copy is a self-contained twin of the original with the same dates, values and
citations. Languages and regions are shared lookups and stay as they are (one map, N times the
points on it).

The rules engine knows its games by id; a clone such as ``bester-bube-x7`` says in its
``game.yaml`` that the engine plays it as ``bester-bube`` (the game record's ``engine`` field),
so the copy builds with the real site's configuration and nothing is registered for it.

References are renamed by field name (``REF_KEYS``) rather than by matching any string that
happens to equal an id, so free text and rule values are never touched. A reference field
added to the data format later and not listed here still points at copy 0, which exists: the
copy stays valid, only less independent.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import yaml

from generator.model import yamlfile

#: Fields whose values (strings, or lists of strings) are ids of cloned records. A conflict's
#: ``about`` may name a rule as ``ruleset#param``; only the part before ``#`` is an id.
REF_KEYS = frozenset({"id", "source", "cited_in", "game", "games", "ruleset", "rulesets", "event", "events",
                      "names", "subject", "object", "about", "example", "examples", "pair", "conflict", "relation",
                      "rule", "rules", "default_ruleset"})
#: Fields that hold ids only in the ``ruleset#param`` form; a bare value there is a parameter id.
RULE_REF_KEYS = frozenset({"rule", "rules"})
#: Subtrees that are data, never references: rule values may hold their own ``id`` fields
#: (a contract ``bettel``) that happen to equal a record id (the glossary's ``bettel``).
VALUE_KEYS = frozenset({"value", "values"})
#: Shared files in gamedata/ whose entries are cloned; the other shared files are lookups.
CLONED_SHARED_FILES = frozenset({"glossary.yaml"})


def plain(tree):
    """LineDict/LineList trees as plain dicts and lists (for yaml.safe_dump)."""
    if isinstance(tree, dict):
        return {key: plain(value) for key, value in tree.items()}
    if isinstance(tree, list):
        return [plain(item) for item in tree]
    return tree


def _load(path: Path):
    return plain(yamlfile.load_file(path))


def _dump(tree, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(tree, allow_unicode=True, sort_keys=False, width=4096), encoding="utf-8")


def collect_ids(root: Path) -> set[str]:
    """Ids of every record that is cloned: sources, games and the records in game folders, glossary."""
    ids: set[str] = {p.stem for p in (root / "sources").glob("*.yaml")}
    for folder in sorted(p for p in (root / "gamedata").iterdir() if p.is_dir()):
        ids.add(folder.name)
        for path in folder.rglob("*.yaml"):
            ids.update(_ids_in(_load(path)))
            if path.parent != folder:  # rulesets/<id>.yaml, examples/<id>.yaml
                ids.add(path.stem)
    for name in CLONED_SHARED_FILES:
        path = root / "gamedata" / name
        if path.exists():
            ids.update(_ids_in(_load(path)))
    return ids


def _ids_in(tree) -> set[str]:
    items = tree if isinstance(tree, list) else [tree]
    return {item["id"] for item in items if isinstance(item, dict) and isinstance(item.get("id"), str)}


def rename(tree, ids: set[str], suffix: str, key: str | None = None):
    """A copy of ``tree`` with every id reference in a ``REF_KEYS`` field suffixed."""
    if not suffix or key in VALUE_KEYS:
        return tree
    if isinstance(tree, dict):
        return {k: rename(v, ids, suffix, k) for k, v in tree.items()}
    if isinstance(tree, list):
        return [rename(item, ids, suffix, key) for item in tree]
    if isinstance(tree, str) and key in REF_KEYS:
        head, sep, tail = tree.partition("#")
        if head in ids and (sep or key not in RULE_REF_KEYS):
            return f"{head}{suffix}{sep}{tail}"
    return tree


def _copy_name(name: str, ids: set[str], suffix: str) -> str:
    stem, dot, ext = name.partition(".")
    return f"{stem}{suffix}{dot}{ext}" if stem in ids else name


def _clone_tree(src: Path, dest: Path, ids: set[str], suffix: str, load=_load) -> None:
    """Copy a folder, renaming ids in YAML files and in file names."""
    for path in sorted(src.rglob("*")):
        if path.is_dir():
            continue
        rel = path.relative_to(src)
        # Top-level files (game.yaml, names.yaml, ...) keep their names; rulesets/<id>.yaml do not.
        parts = rel.parts if len(rel.parts) == 1 else [*rel.parts[:-1], _copy_name(rel.parts[-1], ids, suffix)]
        target = dest.joinpath(*parts)
        if path.suffix == ".yaml":
            tree = rename(load(path), ids, suffix)
            if rel.parts == ("game.yaml",) and suffix:  # played by the original's engine module
                tree = {**tree, "engine": tree.get("engine") or src.name}
            _dump(tree, target)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)


def scale_dataset(src: Path, dest: Path, factor: int) -> Path:
    """Write ``factor`` copies of the dataset at ``src`` into ``dest`` (created; must not exist)."""
    if factor < 1:
        raise ValueError("factor must be at least 1")
    src, dest = Path(src).resolve(), Path(dest).resolve()
    dest.mkdir(parents=True)
    ids = collect_ids(src)
    suffixes = [""] + [f"-x{k}" for k in range(1, factor)]
    trees: dict[Path, object] = {}

    def load(path: Path):  # each file is parsed once, however many copies are made
        if path not in trees:
            trees[path] = _load(path)
        return trees[path]

    for suffix in suffixes:
        for path in sorted((src / "sources").glob("*.yaml")):
            _dump(rename(load(path), ids, suffix), dest / "sources" / f"{path.stem}{suffix}.yaml")
        for folder in sorted(p for p in (src / "gamedata").iterdir() if p.is_dir()):
            _clone_tree(folder, dest / "gamedata" / f"{folder.name}{suffix}", ids, suffix, load)
    for path in sorted(p for p in (src / "gamedata").iterdir() if p.is_file()):
        if path.name in CLONED_SHARED_FILES:
            tree = _load(path)
            _dump([entry for suffix in suffixes for entry in rename(tree, ids, suffix)], dest / "gamedata" / path.name)
        else:
            shutil.copyfile(path, dest / "gamedata" / path.name)
    return dest
