"""The data model: load ``sources/`` and ``gamedata/``, validate them, and index the records."""
from __future__ import annotations

from pathlib import Path

from generator.model import consistency, evidence
from generator.model.checks import CHECKS
from generator.model.dataset import Dataset, EffectiveRule
from generator.model.loader import read_dataset
from generator.model.problems import Problem, Report, ValidationFailed

__all__ = ["Dataset", "EffectiveRule", "Problem", "ValidationFailed", "load_dataset"]


def load_dataset(root: Path | str) -> Dataset:
    """Read and check the dataset under ``root``; raise ValidationFailed listing every problem."""
    root = Path(root).resolve()
    report = Report(root)
    raw = read_dataset(root, report)
    for check in (*CHECKS, *consistency.CHECKS, *evidence.CHECKS):
        check(raw, report)
    report.raise_if_any()
    return Dataset.from_raw(raw)
