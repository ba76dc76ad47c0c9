"""Reading example files and checking them against the dataset and the ruleset's pack.

``load_examples(paths, ds)`` reads each file, validates it against the records of
``generator/model/examples.py`` and then checks what a schema cannot (``readings.py``,
``deals.py``, ``file_checks.py``, ``pairs.py``): the ruleset exists and (with the example's
readings) is playable, every card exists in its pack and is dealt once, every player named is
at the table, every action is in the engine's grammar, every rule id names a rule of that
ruleset, the citation is a source of the rules claimed, and a pair is mutual. Each problem
names file, line and field; all problems of all files are collected before anything runs.
"""
from __future__ import annotations

import difflib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from generator.examples import table
from generator.examples.deals import check_deal
from generator.examples.file_checks import FileChecks
from generator.examples.pairs import check_pairs
from generator.examples.problems import Checker, ExampleProblem, display_path
from generator.examples.readings import check_readings
from generator.examples.results import number
from generator.model import files, prose, yamlfile
from generator.model.examples import Example
from generator.model.loader import attach, clean_loc, describe, dotted
from generator.model.vocabulary import load_vocabulary

#: Where the shipped examples live.
EXAMPLES_GLOB = "gamedata/*/examples/*.yaml"


def default_paths(root: Path) -> list[Path]:
    """Every shipped example file, sorted (what ``read_example`` refuses is reported there)."""
    return sorted(Path(root).glob(EXAMPLES_GLOB))


def _inside(path: Path, root: Path | None) -> bool:
    """A file found in the dataset (it must not link out of it); a file named on the command line
    outside the dataset is read where it is."""
    if root is None:
        return False
    try:
        where = Path(os.path.abspath(path))
        (where.parent.resolve() / where.name).relative_to(Path(root).resolve())
        return True
    except ValueError:
        return False


@dataclass
class LoadedExample:
    """A valid example with everything needed to run it."""

    path: Path
    #: The path as reports show it (relative to the repository when inside it).
    shown: str
    tree: object
    example: Example
    game: str
    params: object
    rules: object
    pack: object
    names: list[str]
    dealer: int
    deal: table.DealCodes
    session: object
    suits: str
    #: Claimed rules as the rule ids the engine uses (``<owner ruleset>#<param>``), in file order.
    claims: list[str] = field(default_factory=list)
    #: Index in ``demonstrates.rules`` of each claim.
    claim_index: dict = field(default_factory=dict)
    #: Readings played instead of the records: param -> ("alternative", label) | ("value", v) | ("drop", None).
    readings: dict = field(default_factory=dict)
    #: The rule id each rule reference in the file resolves to, by its location.
    rule_ids: dict = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.example.id

    def seat(self, name: str) -> int:
        return self.names.index(name)

    def line(self, loc: tuple) -> int:
        return yamlfile.line_of(self.tree, loc)

    def problem(self, loc: tuple, message: str) -> ExampleProblem:
        return ExampleProblem(self.shown, self.line(loc), dotted(loc), message)

    def rule_of(self, loc: tuple) -> str | None:
        return self.rule_ids.get(loc)


# ---------------------------------------------------------------- reading


def read_examples(path: Path, root: Path | None) -> list[tuple[Example | None, object, list[ExampleProblem]]]:
    """Parse and validate the records of one file (no dataset checks): ``(example, tree, problems)``
    for each example it holds. A file holds one example (a mapping, whose id is the file's name)
    or several (a list of mappings, each with its own id), so that a ruleset's examples and the
    pairs they form can be read side by side."""
    shown = display_path(path, root)
    try:
        tree = yamlfile.load_file(path, root if _inside(path, root) else None)
    except yamlfile.YamlSyntaxError as exc:
        return [(None, None, [ExampleProblem(shown, exc.line, exc.field, str(exc))])]
    except files.Refused as exc:
        return [(None, None, [ExampleProblem(shown, 0, "", str(exc))])]
    if isinstance(tree, list) and tree:
        return [_validate(shown, item, None) for item in tree]
    if not isinstance(tree, dict):
        return [(None, tree, [ExampleProblem(shown, getattr(tree, "line", 1), "",
                                             "an example file is a mapping of fields (id, title, ruleset, players, "
                                             "...) or a list of such mappings, one per example")])]
    return [_validate(shown, tree, path.stem)]


def _validate(shown: str, tree, stem: str | None) -> tuple[Example | None, object, list[ExampleProblem]]:
    """One example's records; ``stem``: the file name its id must equal (a file of one example)."""
    if not isinstance(tree, dict):
        return None, tree, [ExampleProblem(shown, getattr(tree, "line", 1), "",
                                           "each item of a list of examples is a mapping of fields (id, title, ...)")]
    try:
        example = Example.model_validate(tree)
    except ValidationError as exc:
        out = []
        for error in exc.errors():
            loc = clean_loc(tree, tuple(error["loc"]))
            out.append(ExampleProblem(shown, yamlfile.line_of(tree, loc), dotted(loc), describe(error, Example)))
        return None, tree, out
    attach(example, shown, tree)
    if stem is not None and example.id != stem:
        return None, tree, [ExampleProblem(shown, yamlfile.line_of(tree, ("id",)), "id",
                                           f"id {example.id!r} must equal the file name {stem!r}")]
    return example, tree, []


def load_examples(paths, ds, root: Path | None = None) -> tuple[list[LoadedExample], list[ExampleProblem]]:
    """Read and check example files against the dataset ``ds``; invalid examples are left out."""
    root = Path(root if root is not None else ds.root)
    loaded, problems = [], []
    seen: dict[str, str] = {}
    for path in paths:
        path = Path(path)
        shown = display_path(path, root)
        for example, tree, found in read_examples(path, root):
            problems += found
            if example is None:
                continue
            if example.id in seen:
                problems.append(ExampleProblem(shown, yamlfile.line_of(tree, ("id",)), "id",
                                               f"duplicate example id {example.id!r}; first in {seen[example.id]}"))
                continue
            seen[example.id] = shown
            result, found = check_example(path, shown, tree, example, ds, root)
            problems += found
            if result is not None:
                loaded.append(result)
    problems += check_pairs(loaded, root, lambda path: _load_file(path, ds, root))
    return loaded, problems


def _load_file(path: Path, ds, root: Path) -> list[LoadedExample]:
    """The valid examples of one more file, read and checked."""
    out = []
    for example, tree, _ in read_examples(path, root):
        if example is not None:
            found, _ = check_example(path, display_path(path, root), tree, example, ds, root)
            if found is not None:
                out.append(found)
    return out


# ---------------------------------------------------------------- one file against the dataset


def check_example(path: Path, shown: str, tree, example: Example, ds, root: Path):
    """Dataset and pack checks of one parsed example; ``(LoadedExample | None, problems)``."""
    c = Checker(shown, tree)
    vocab = load_vocabulary()
    game = _check_ruleset(c, path, example, ds)
    if game is None:
        return None, c.problems
    effective = ds.effective_rules(example.ruleset)
    readings = check_readings(c, example, effective, vocab)
    names = list(example.players)
    if example.dealer not in names:
        c.add(("dealer",), f"the dealer {example.dealer!r} is not one of the players ({', '.join(names)})")
    _check_references(c, example, ds)
    if c.problems:
        return None, c.problems
    compiled = _compile(c, example, ds, readings, len(names))
    if compiled is None:
        return None, c.problems
    params, rules = compiled
    pack = rules.pack
    deal = check_deal(c, example, names, params, rules, pack)
    loaded = LoadedExample(path, shown, tree, example, game, params, rules, pack, names, names.index(example.dealer),
                           deal, _session(c, example, names), pack.system, readings=readings.played)
    FileChecks(c, loaded, effective, readings.played, ds, vocab).all()
    if c.problems:
        return None, c.problems
    return loaded, []


def _check_references(c: Checker, example: Example, ds) -> None:
    """Every ``[[kind:id]]`` in the example's texts (summary, notes) names a record that exists."""
    records = {attribute: getattr(ds, attribute) for attribute in set(prose.KINDS.values())}
    for path, _owner, _name, text in prose.texts(example):
        loc = tuple(int(part) if part.isdigit() else part for part in re.findall(r"[^.\[\]]+", path))
        for part in prose.split(text):
            if isinstance(part, prose.Reference) and (why := prose.problem(part, records)):
                c.add(loc, why)


def _check_ruleset(c: Checker, path: Path, example: Example, ds) -> str | None:
    """The game of the example's ruleset (``None`` if there is no such ruleset)."""
    if example.ruleset not in ds.rulesets:
        close = difflib.get_close_matches(example.ruleset, list(ds.rulesets), n=3)
        hint = f" (did you mean {', '.join(repr(x) for x in close)}?)" if close else ""
        c.add(("ruleset",), f"unknown ruleset {example.ruleset!r}{hint}")
        return None
    game = ds.rulesets[example.ruleset].game
    folder = path.resolve().parent
    if folder.name == "examples" and folder.parent.parent.name == "gamedata" and folder.parent.name != game:
        c.add(("ruleset",), f"{example.ruleset} is a ruleset of {game}; the example belongs in gamedata/{game}/examples/")
    return game


def _compile(c: Checker, example: Example, ds, readings, players: int):
    """The Params with the example's readings and the rules compiled for its table, or ``None``."""
    try:
        params = table.build_params(ds, example.ruleset, readings.alternatives, readings.values, readings.drops,
                                    readings.agreements)
        return params, table.compile_for(params, players)
    except table.NotPlayable as exc:
        missing = ", ".join(exc.missing)
        hint = (f"; the records leave {missing} open: choose a reading under `overrides` "
                "(a recorded alternative's label, or {value: ..., note: ...})") if exc.missing else ""
        c.add(("ruleset",), f"cannot be played with {players} players: {exc}{hint}")
    except (KeyError, ValueError) as exc:
        c.add(("overrides",), str(exc).strip("'\""))
    return None


def _session(c: Checker, example: Example, names: list[str]):
    s = example.session
    for i, who in enumerate(s.bound):
        if who not in names:
            c.add(("session", "bound", i), f"{who!r} is not a player of this example ({', '.join(names)})")
    if s.first_deal and s.first_round is not None:
        c.add(("session", "first_round"), "the first deal is always in the first round: leave first_round out")
    return table.session_of(s.first_deal, number(s.pot), s.bete_streak, s.bete_in_pot, s.last_forced,
                            [names.index(w) for w in s.bound if w in names],
                            len(names) if s.first_round is False else 1, s.last_flush)
