"""Problems found while loading the dataset, each with the file, line and field it concerns."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from generator.model.characters import clean


@dataclass(frozen=True, order=True)
class Location:
    """Where a record or field stands: a file (relative to the dataset root) and a line."""

    path: str
    line: int = 0

    def __str__(self) -> str:
        return f"{self.path}:{self.line}" if self.line else self.path


@dataclass(frozen=True, order=True)
class Problem:
    """One validation error: ``file:line: field: message``."""

    where: Location
    field: str
    message: str

    def __post_init__(self):
        # What a problem prints is capped and free of control characters, whatever the data held.
        object.__setattr__(self, "where", Location(clean(self.where.path), self.where.line))
        object.__setattr__(self, "field", clean(self.field))
        object.__setattr__(self, "message", clean(self.message))

    def __str__(self) -> str:
        return f"{self.where}: {self.field}: {self.message}" if self.field else f"{self.where}: {self.message}"


class ValidationFailed(Exception):
    """The dataset has problems; ``problems`` lists all of them, sorted by place."""

    def __init__(self, problems: list[Problem]):
        self.problems = sorted(set(problems))
        count = len(self.problems)
        head = f"{count} problem{'s' if count != 1 else ''} in the dataset:"
        super().__init__("\n".join([head, *(f"  {p}" for p in self.problems)]))


@dataclass
class Report:
    """Collects problems during a load; ``raise_if_any`` ends the load with all of them."""

    root: Path
    problems: list[Problem] = field(default_factory=list)

    def add(self, path: Path | str, line: int, fieldname: str, message: str) -> None:
        rel = str(Path(path).relative_to(self.root)) if Path(path).is_absolute() else str(path)
        self.problems.append(Problem(Location(rel, line), fieldname, message))

    def raise_if_any(self) -> None:
        if self.problems:
            raise ValidationFailed(self.problems)
