"""A copy of the real dataset whose every free-text field holds a hostile string.

The fields are found from the data model, not listed here: every field of a record whose type is
the model's free ``Text`` (alone, optional or in a list), in every record, nested records
included, of every kind of data file. A field added to the model is covered without a change
here. Left out are only the text fields whose words the loader itself reads (``STRUCTURED``): a
hostile string there is refused with a clear error, which the bad-input catalogue tests.

Each hostile string carries a marker of its own (``«f17»``) and opens with Markdown block syntax
(``1811. `` or ``- --- ``), then markup in every context a page has: the ``<title>``, element
content, attributes in double and single quotes, a script, a comment, CDATA, Markdown links,
attribute lists, tables, and a spreadsheet formula.
"""
from __future__ import annotations

import shutil
import types
import typing
from pathlib import Path

import yaml
from pydantic import BaseModel

from generator.model import yamlfile
from generator.model.base import Text
from generator.model.conflicts import Conflict
from generator.model.events import Event
from generator.model.examples import Example, Expect
from generator.model.families import Family
from generator.model.games import Game
from generator.model.lookups import GlossaryEntry, Language, Region
from generator.model.names import Name
from generator.model.relations import Relation
from generator.model.rulesets import Ruleset
from generator.model.sources import Source

#: Markers of markup that only an injected string could have made.
TAG, ATTRIBUTE = "x-pwn", "data-pwn"
BODY = (f'</title><script>alert("pwn")</script><{TAG} {ATTRIBUTE}=1> "><img src=x onerror=alert(1)> '
        f"' onmouseover=alert(2) <!-- ]]> {{: {ATTRIBUTE}=3 }} [a](javascript:alert(4)) | *s* _u_ `t` &amp; "
        '\\end} =HYPERLINK("x") @SUM(1) Müller and Sohn, Jr')
STARTS = ("1811. ", "- --- ")

#: Text fields whose words the loader reads: a page or range, the part of a source a statement
#: stands in, the parts of a source we read, the fields marked uncertain, an ISBN, a URL, the label
#: an example names a reading by, the records a conflict is about; in example files, the names of
#: the players and everything the engine is asked or told (actions, rule ids, checkpoints, ledger).
STRUCTURED = {
    "Citation": {"pages", "locator", "cited_in_locator"},
    "Source": {"sections", "uncertain", "isbn"},
    "Link": {"url"},
    "Alternative": {"label"},
    "Conflict": {"about"},
    "Example": {"players", "dealer"},
    "SessionState": {"bound"},
    "Step": {"player", "action", "illegal", "rule"},
    "Expect": set(Expect.model_fields),
    "Payment": {"payer", "to", "rule"},
    "Result": {"bete"},
    "Demonstrates": {"rules"},
}

LIST_FILES = {"names.yaml": Name, "events.yaml": Event, "relations.yaml": Relation, "conflicts.yaml": Conflict,
              "languages.yaml": Language, "regions.yaml": Region, "glossary.yaml": GlossaryEntry, "families.yaml": Family}


def hostile(index: int) -> str:
    return f"{STARTS[index % 2]}{BODY} «f{index}»"


def _is_text(annotation, metadata=()) -> bool:
    """Is a field's type the model's free ``Text`` (alone, optional or a list of it)?"""
    if annotation is str:
        return list(metadata) == list(Text.__metadata__)
    if annotation == Text:
        return True
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _is_text(typing.get_args(annotation)[0], typing.get_args(annotation)[1:])
    if origin in (typing.Union, types.UnionType, list):
        return any(_is_text(a) for a in typing.get_args(annotation) if a is not type(None))
    return False


def _models(annotation) -> list[type[BaseModel]]:
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType, list, typing.Annotated):
        return [m for a in typing.get_args(annotation) for m in _models(a)]
    return [annotation] if isinstance(annotation, type) and issubclass(annotation, BaseModel) else []


class Filler:
    """Puts a hostile string of its own into every free-text field it meets; remembers which."""

    def __init__(self):
        self.fields: dict[str, str] = {}  # marker -> "Model.field"

    def _next(self, where: str) -> str:
        index = len(self.fields)
        self.fields[f"«f{index}»"] = where
        return hostile(index)

    def fill(self, tree, model: type[BaseModel]):
        if isinstance(tree, list):
            return [self.fill(item, model) for item in tree]
        if not isinstance(tree, dict):
            return tree
        out = {}
        skip = STRUCTURED.get(model.__name__, set())
        fields = {(f.alias or n): (n, f) for n, f in model.model_fields.items()}
        for key, value in tree.items():
            attr, fld = fields.get(key, (None, None))
            name = f"{model.__name__}.{attr}"
            if fld is None or attr in skip:
                out[key] = value
            elif _is_text(fld.annotation, fld.metadata) and isinstance(value, str):
                out[key] = self._next(name)
            elif _is_text(fld.annotation, fld.metadata) and isinstance(value, list):
                out[key] = [self._next(name) if isinstance(v, str) else v for v in value]
            elif _models(fld.annotation):
                out[key] = self.fill(value, _models(fld.annotation)[0])
            else:
                out[key] = value
        return out


def _plain(tree):
    if isinstance(tree, dict):
        return {k: _plain(v) for k, v in tree.items()}
    if isinstance(tree, list):
        return [_plain(v) for v in tree]
    return tree


def _model_of(rel: Path) -> type[BaseModel] | None:
    if rel.parts[0] == "sources":
        return Source
    if rel.name == "game.yaml":
        return Game
    if rel.parent.name == "rulesets":
        return Ruleset
    if rel.parent.name == "examples":
        return Example
    return LIST_FILES.get(rel.name)


def make_hostile_copy(repo: Path, root: Path) -> Filler:
    """Copy the dataset of ``repo`` to ``root``, every free-text field hostile."""
    for name in ("sources", "gamedata"):
        shutil.copytree(repo / name, root / name)
    filler = Filler()
    renamed = {}  # a game's family fact as it was -> as filled (a family's members name it by its words)
    for path in sorted([*root.glob("sources/*.yaml"), *root.glob("gamedata/**/*.yaml")]):
        model = _model_of(path.relative_to(root))
        assert model is not None, path
        tree = _plain(yamlfile.load_file(path))
        filled = filler.fill(tree, model)
        if model is Game:
            renamed.update((a["value"], b["value"]) for a, b in zip(tree.get("identity") or [], filled.get("identity") or [])
                           if a.get("property") == "family")
        path.write_text(yaml.safe_dump(filled, allow_unicode=True, sort_keys=False, width=10_000), encoding="utf-8")
    _keep_memberships(repo / "gamedata/families.yaml", root / "gamedata/families.yaml", renamed)
    return filler


def _keep_memberships(source: Path, path: Path, renamed: dict[str, str]) -> None:
    """A family member named by words of a game's family fact takes that fact's hostile text
    whole, so that the families keep their members in the hostile copy."""
    if not path.exists():
        return
    original = yaml.safe_load(source.read_text(encoding="utf-8")) or []
    families = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    for before, family in zip(original, families):
        for was, member in zip(before.get("members", []), family.get("members", [])):
            if "identity" in was:
                words = was["identity"].casefold()
                member["identity"] = next((new for old, new in renamed.items() if words in old.casefold()),
                                          member["identity"])
    path.write_text(yaml.safe_dump(families, allow_unicode=True, sort_keys=False, width=10_000), encoding="utf-8")
