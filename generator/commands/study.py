"""Play a study: rulesets × table sizes × policies × hands, on every core or on a cluster.

Without ``--record`` it prints each ruleset's figures under each policy, each with its 95 %
interval, and the throughput (hands per second of CPU time per policy). ``--match OTHERS``
plays a duplicate match instead: the strong player against ``OTHERS`` on the same deals, the
seats rotated. ``--record`` plays the site's study (``generator/study/recorded.py``): every
entry not yet recorded, or stale, or those named by ``--only``, into ``cache/study.json``.
Every hand is dealt and decided from its own seed: the same command gives the same figures on
one core, on all of them (``--workers``) or on a Dask cluster (``--cluster``, the extra
``stichwort[cluster]``).
"""
from __future__ import annotations

import argparse
import json
import time

from generator.commands._engine import add_ruleset_options, load_dataset, params_from_args
from generator.commands.simulate import progress_bar


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rulesets", default="all", help="ruleset ids, comma-separated (default: every playable one)")
    parser.add_argument("--players", default="", help="table sizes, comma-separated (default: every size a ruleset allows)")
    parser.add_argument("--policies", default="strong", help="random, greedy, strong, strong:<playouts> (comma-separated)")
    parser.add_argument("--sittings", type=int, default=20, help="sittings per ruleset, size and policy (default 20)")
    parser.add_argument("--hands", type=int, default=10, help="hands per sitting (default 10)")
    parser.add_argument("--seed", default="study", help="the study's seed (any text; default 'study')")
    parser.add_argument("--match", metavar="OTHERS", help="a duplicate match of the first policy against OTHERS")
    parser.add_argument("--workers", type=int, default=0, help="processes (default: one per core; 1: this process)")
    parser.add_argument("--cluster", metavar="ADDRESS", help="run on Dask: a scheduler's address, or 'local[:N]'")
    parser.add_argument("--record", action="store_true", help="play the site's study into cache/study.json")
    parser.add_argument("--only", action="append", default=[], metavar="KEY", help="with --record: only this entry")
    parser.add_argument("--prune", action="store_true", help="with --record: drop entries no longer in the study")
    parser.add_argument("--list", action="store_true", help="with --record: list the study's entries and whether each is current")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    add_ruleset_options(parser)


def execute(tasks: list, args) -> list:
    """The tasks' results, here or on a cluster, with a progress bar."""
    progress = progress_bar()
    if args.cluster:
        from generator.study.cluster import ClusterMissing, run
        try:
            return run(tasks, args.cluster, progress)
        except ClusterMissing as e:
            raise SystemExit(f"study: {e}") from None
    from generator.study.local import run
    return run(tasks, args.workers, progress)


def _throughput(tasks: list, results: list) -> dict:
    """Hands per second of CPU time, per policy (the policy of a task's first seat)."""
    by: dict = {}
    for task, result in zip(tasks, results):
        hands, cpu = by.get(task.seats[0], (0, 0.0))
        by[task.seats[0]] = (hands + task.hands, cpu + result["cpu"])
    return {policy: round(h / cpu, 2) if cpu else None for policy, (h, cpu) in by.items()}


def run(args) -> int:
    ds = load_dataset(args.root)
    if args.record:
        from generator.commands._study_record import record
        return record(ds, args, execute)
    from generator.bridge import playable
    from generator.engine import player_counts
    from generator.study import duplicate, figures, plan
    ids = sorted(r for r in ds.rulesets if playable(ds, r)) if args.rulesets == "all" else args.rulesets.split(",")
    sizes = [int(n) for n in args.players.split(",") if n]
    policies = args.policies.split(",")
    jobs, tasks = [], []
    for rid in ids:
        params = params_from_args(ds, rid, args)
        for n in [n for n in player_counts(params) if not sizes or n in sizes]:
            if args.match:
                made = plan.match_tasks(params.to_json(), n, policies[0], args.match, args.seed, args.sittings, args.hands)
                jobs.append((rid, n, f"{policies[0]} against {args.match}", len(tasks), len(made)))
                tasks += made
                continue
            for policy in policies:
                made = plan.figure_tasks(params.to_json(), n, policy, args.seed, args.sittings, args.hands)
                jobs.append((rid, n, policy, len(tasks), len(made)))
                tasks += made
    if not tasks:
        raise SystemExit("study: no ruleset and table size to play")
    wall = time.perf_counter()
    results = execute(tasks, args)
    wall = time.perf_counter() - wall
    out = []
    for rid, n, policy, first, count in jobs:
        part = [r["records"] for r in results[first:first + count]]
        if args.match:
            margins = [duplicate.sitting_margin(part[j * n:(j + 1) * n]) for j in range(len(part) // n)]
            out.append({"ruleset": rid, "players": n, "match": policy, **duplicate.match_summary(margins)})
        else:
            out.append({"ruleset": rid, "players": n, "policy": policy, "hands": len(part) * args.hands,
                        "figures": figures.summarize(part, n)})
    speed = {"hands_per_cpu_second": _throughput(tasks, results), "wall_seconds": round(wall, 1),
             "hands": sum(t.hands for t in tasks)}
    if args.json:
        print(json.dumps({"results": out, "throughput": speed}, indent=1, ensure_ascii=False))
        return 0
    for item in out:
        _print(item)
    print(f"{speed['hands']} hands in {speed['wall_seconds']} s; hands per second of CPU time: "
          + ", ".join(f"{p} {v}" for p, v in speed["hands_per_cpu_second"].items()))
    return 0


def _print(item: dict) -> None:
    from generator.study.figures import label
    if "match" in item:
        print(f"{item['ruleset']}, {item['players']} players, {item['match']}: margin {item['margin']:+.3f} per hand "
              f"[{item['low']:+.3f}, {item['high']:+.3f}], {item['sittings']} sittings "
              f"(gain {item['player_gain']:+.3f} against {item['others_gain']:+.3f})")
        return
    print(f"{item['ruleset']}, {item['players']} players, {item['policy']}, {item['hands']} hands")
    for figure, value in item["figures"].items():
        words, kind = label(figure)
        print(f"  {words:<60} {format_value(value, kind)}")


def format_value(value: dict, kind: str) -> str:
    """``12.3 % [10.1, 14.5]``, ``-0.42 [-0.61, -0.23]``."""
    scale, unit = (100, " %") if kind == "pct" else (1, "")
    v, lo, hi = value["value"], value["low"], value["high"]
    if lo is None:
        return f"{v * scale:.3g}{unit}"
    return f"{v * scale:.3g}{unit} [{lo * scale:.3g}, {hi * scale:.3g}]"

