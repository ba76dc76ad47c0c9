"""Run a study's tasks here: in this process, or on every core of the machine.

``run(tasks, workers, progress)`` returns the results in the order of ``tasks`` whatever order
the workers finish in. ``workers=1`` plays everything in this process (no pool); more start a
pool of processes (``multiprocessing``), each task sent to the next free worker.
"""
from __future__ import annotations

import multiprocessing
import os

from generator.study.plan import run_task


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def run(tasks: list, workers: int = 0, progress=None) -> list:
    """Every task's result, in the order of ``tasks`` (``workers=0``: one per core)."""
    workers = workers or cores()
    total = sum(t.hands for t in tasks)
    done = 0
    results: list = [None] * len(tasks)
    if workers == 1 or len(tasks) == 1:
        for i, task in enumerate(tasks):
            results[i] = run_task(task)
            done += task.hands
            if progress:
                progress(done, total)
        return results
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        for i, result in pool.imap_unordered(_indexed, list(enumerate(tasks))):
            results[i] = result
            done += tasks[i].hands
            if progress:
                progress(done, total)
    return results


def _indexed(item):
    i, task = item
    return i, run_task(task)
