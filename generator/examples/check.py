"""Load, run and prove every example: ``run_examples`` and ``verify_examples``."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.examples.evidence import prove_claims
from generator.examples.load import LoadedExample, default_paths, load_examples
from generator.examples.problems import ExampleProblem, ExamplesFailed
from generator.examples.run import run_example
from generator.examples.transcript import Transcript

__all__ = ["ExampleProblem", "ExampleRun", "ExamplesFailed", "LoadedExample", "default_paths", "run_examples",
           "verify_examples"]


@dataclass
class ExampleRun:
    """One example file as loaded and as run."""

    loaded: LoadedExample
    transcript: Transcript

    @property
    def id(self) -> str:
        return self.loaded.id

    @property
    def ok(self) -> bool:
        return self.transcript.ok


def run_examples(ds, paths=None, root: Path | None = None) -> tuple[list[ExampleRun], list[ExampleProblem]]:
    """Load and run example files (default: every shipped one); ``(runs, problems)``."""
    root = Path(root if root is not None else ds.root)
    paths = default_paths(root) if paths is None else [Path(p) for p in paths]
    loaded, problems = load_examples(paths, ds, root)
    runs = []
    for ex in loaded:
        transcript = run_example(ex)
        problems += transcript.failures
        if transcript.ok:
            found = prove_claims(ex, transcript, ds)
            transcript.failures += found
            problems += found
        runs.append(ExampleRun(ex, transcript))
    return runs, problems


def verify_examples(ds, paths=None, root: Path | None = None) -> list[ExampleRun]:
    """The runs of every example; ``ExamplesFailed`` listing every problem if any fails."""
    runs, problems = run_examples(ds, paths, root)
    if problems:
        raise ExamplesFailed(problems)
    return runs
