"""Runnable rule examples: example files checked and run against the rules engine.

An example (``gamedata/<game>/examples/<id>.yaml``, its records in ``generator/model/examples.py``)
is a concrete deal and a sequence of actions that shows rules of one ruleset at work, with
checkpoints and the expected ledger. ``run_examples(ds, paths)`` loads the files (``load.py``),
runs each against the engine (``run.py``) and checks that every rule an example claims is shown
by the run (``evidence.py``). It returns the transcripts and every problem, each naming file,
line and field; ``verify_examples`` raises ``ExamplesFailed`` with all of them.

The package imports the data model and the engine (each module only one of them, as the
layering rule wants) and never the site; the site renders from the transcripts.
"""
from generator.examples.check import ExampleRun, run_examples, verify_examples
from generator.examples.load import LoadedExample, default_paths
from generator.examples.problems import ExampleProblem, ExamplesFailed
from generator.examples.transcript import Transcript

__all__ = ["ExampleProblem", "ExampleRun", "ExamplesFailed", "LoadedExample", "Transcript", "default_paths",
           "run_examples", "verify_examples"]
