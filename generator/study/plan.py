"""A study as tasks: one task is one sitting of one ruleset, table size and seating.

A task is plain data (``Task``; the ruleset travels as ``Params.to_json``), so that it runs the
same in this process, in a pool of processes or on a cluster's workers; ``run_task`` plays it
and returns the hand records. The results of a study are assembled by task, never in the order
in which tasks finish, so the result is the same however the tasks were spread.
"""
from __future__ import annotations

import time
from typing import NamedTuple

from generator.engine.params import Params
from generator.study.duplicate import rotations, seat_record
from generator.study.figures import record
from generator.study.sessions import play_sitting

#: What a task keeps of each hand: the figures' record, or each seat's gain (duplicate).
RECORDS = {"figures": record, "seats": seat_record}
_PARAMS: dict = {}


class Task(NamedTuple):
    """One sitting to play."""

    #: The ruleset as ``Params.to_json()`` (with any alternative reading applied).
    params: str
    players: int
    seed: str
    sitting: int
    hands: int
    #: The policy at each seat (``random``, ``greedy``, ``strong``, ``strong:<playouts>``).
    seats: tuple
    #: ``figures`` or ``seats`` (``RECORDS``).
    keep: str = "figures"


def _params(text: str) -> Params:
    params = _PARAMS.get(text)
    if params is None:
        if len(_PARAMS) > 64:
            _PARAMS.clear()
        params = _PARAMS[text] = Params.from_json(text)
    return params


def run_task(task: Task) -> dict:
    """Play a task's sitting: ``{"records": [...], "cpu": seconds}`` (the CPU time this process
    spent on it, for the throughput: the machine may be shared)."""
    start = time.process_time()
    records = play_sitting(_params(task.params), task.players, task.seed, task.sitting, task.hands,
                           tuple(task.seats), RECORDS[task.keep])
    return {"records": records, "cpu": time.process_time() - start}


def figure_tasks(params_json: str, players: int, policy: str, seed: str, sittings: int, hands: int) -> list:
    """The sittings of one ruleset and table size with ``policy`` at every seat."""
    return [Task(params_json, players, seed, j, hands, (policy,) * players) for j in range(sittings)]


def match_tasks(params_json: str, players: int, player: str, others: str, seed: str, sittings: int,
                hands: int) -> list:
    """The sittings of a duplicate match, each once per rotation (sitting-major order)."""
    return [Task(params_json, players, seed, j, hands, seats, "seats")
            for j in range(sittings) for seats in rotations(players, player, others)]
