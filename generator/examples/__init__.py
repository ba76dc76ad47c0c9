"""Runnable rule examples: example files read, checked and run against the rules engine.

An example (``gamedata/<game>/examples/<id>.yaml``) is a concrete deal and a sequence of
actions that shows rules of one ruleset at work, with checkpoints and the expected ledger.
``run_examples(ds, paths)`` loads the files (``load.py``), runs each against the engine
(``run.py``) and checks that every rule an example claims is shown by the run
(``evidence.py``). It returns the transcripts and every problem, each naming file, line and
field; ``verify_examples`` raises ``ExamplesFailed`` with all of them.

The package imports the data model and the engine (each module only one of them, as the
layering rule wants) and never the site; the site renders from the transcripts. Its names are
loaded lazily, so that ``generator.model.schema`` can import ``generator.examples.model``
without pulling in the engine.
"""
from __future__ import annotations

import importlib

_EXPORTS = {
    "ExampleRun": "check", "run_examples": "check", "verify_examples": "check",
    "ExampleProblem": "problems", "ExamplesFailed": "problems",
    "LoadedExample": "load", "default_paths": "load", "Transcript": "run",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    if name in _EXPORTS:
        return getattr(importlib.import_module(f"generator.examples.{_EXPORTS[name]}"), name)
    raise AttributeError(f"module 'generator.examples' has no attribute {name!r}")
