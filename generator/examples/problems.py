"""Problems with an example file, each naming the file, the line and the field.

Loading (``load.py``) and running (``run.py``) report in the same form as the dataset's
validation, ``file:line: field: message``, so that one report covers both. A run failure adds
the step and what was expected against what the engine did, on indented lines below.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.model import yamlfile
from generator.model.characters import clean
from generator.model.loader import dotted


@dataclass(frozen=True, order=True)
class ExampleProblem:
    """One problem: ``file:line: field: message``."""

    path: str
    line: int
    field: str
    message: str

    def __post_init__(self):
        # Capped and free of control characters, whatever the data held (as the dataset's problems).
        for name in ("path", "field", "message"):
            object.__setattr__(self, name, clean(getattr(self, name)))

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: {self.field}: {self.message}" if self.field else f"{where}: {self.message}"


class ExamplesFailed(Exception):
    """Some example files are invalid or do not run as written; ``problems`` lists all of them."""

    def __init__(self, problems: list[ExampleProblem]):
        self.problems = sorted(set(problems))
        count = len(self.problems)
        head = f"{count} problem{'s' if count != 1 else ''} in the rule examples:"
        super().__init__("\n".join([head, *(f"  {p}".replace("\n", "\n  ") for p in self.problems)]))


def display_path(path: Path, root: Path | None) -> str:
    """``path`` relative to the repository root when it lies inside, else as given."""
    path = Path(path)
    if root is not None:
        try:
            return str(path.resolve().relative_to(Path(root).resolve()))
        except ValueError:
            pass
    return str(path)


class Checker:
    """Collects the problems of one file, each at its line."""

    def __init__(self, shown: str, tree):
        self.shown, self.tree = shown, tree
        self.problems: list[ExampleProblem] = []

    def add(self, loc: tuple, message: str) -> None:
        self.problems.append(ExampleProblem(self.shown, yamlfile.line_of(self.tree, loc), dotted(loc), message))
