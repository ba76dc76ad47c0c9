"""Hands per second for every playable ruleset, validated and fast path, beside a naive loop.

Each figure is the best of ``--repeat`` runs of ``--hands`` random hands, timed in process
CPU time on one core (sessions of 20 hands, so the pot stays a plausible size); the runs go
round-robin so that every figure meets the same load. The naive reference loop — 1853 Bester
Bube written the obvious way in one function — runs in the same process, so the ratios mean
the same on any machine. Targets (issue 3, Bester Bube): 15,000 hands/s
validated, 30,000 hands/s on the fast path.
"""
from __future__ import annotations

import argparse
import json
import time

from generator.commands._engine import add_ruleset_options, load_dataset, params_from_args
from generator.commands._naive import naive_hands

TARGETS = {"bester-bube": (15_000, 30_000)}


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ruleset", action="append", help="ruleset id (default: every playable one)")
    parser.add_argument("--players", type=int, default=4, help="table size (default 4)")
    parser.add_argument("--hands", type=int, default=3000, help="hands per run (default 3000)")
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure, best counts (default 5)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    add_ruleset_options(parser)


def run(args) -> int:
    from generator.commands.rulesets import playability
    from generator.engine.simulation import timing_loop
    ds = load_dataset(args.root)
    jobs = {"naive": lambda: naive_hands(args.hands, args.players)}
    games = {}
    for ruleset_id in args.ruleset or sorted(ds.rulesets):
        params = params_from_args(ds, ruleset_id, args)
        if args.players not in playability(params)["playable_with"]:
            continue
        games[ruleset_id] = params.game
        for mode in ("validated", "fast"):
            jobs[(ruleset_id, mode)] = (lambda p=params, fast=mode == "fast":
                                        timing_loop(p, args.players, args.hands, fast=fast))
    # Round-robin, so that every figure meets the same load on a shared machine; best run counts.
    best = dict.fromkeys(jobs, float("inf"))
    for _ in range(args.repeat):
        for key, job in jobs.items():
            t0 = time.process_time()
            job()
            best[key] = min(best[key], time.process_time() - t0)
    rate = {key: args.hands / seconds for key, seconds in best.items()}
    naive = rate["naive"]
    rows = []
    for ruleset_id, game in games.items():
        validated, fast = rate[(ruleset_id, "validated")], rate[(ruleset_id, "fast")]
        target = TARGETS.get(game)
        rows.append({"ruleset": ruleset_id, "players": args.players,
                     "validated": round(validated), "fast": round(fast),
                     "validated_vs_naive": round(validated / naive, 2), "fast_vs_naive": round(fast / naive, 2),
                     "target_validated": target and target[0], "target_fast": target and target[1]})
    report = {"naive_1853_hands_per_second": round(naive), "hands": args.hands, "repeat": args.repeat,
              "clock": "process CPU time", "rulesets": rows}
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"naive reference loop (1853, {args.players} players): {round(naive):,} hands/s "
          f"(best of {args.repeat} runs of {args.hands} hands, CPU time)")
    print(f"{'ruleset':<42} {'validated':>10} {'fast':>10} {'val/naive':>10} {'fast/naive':>10}  target")
    for r in rows:
        target = f"{r['target_validated']:,} / {r['target_fast']:,}" if r["target_validated"] else "-"
        print(f"{r['ruleset']:<42} {r['validated']:>10,} {r['fast']:>10,} {r['validated_vs_naive']:>10} "
              f"{r['fast_vs_naive']:>10}  {target}")
    return 0
