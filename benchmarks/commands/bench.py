"""Hands per second for every playable ruleset, validated and fast path, beside a naive loop.

Each figure is the best of ``--repeat`` runs of ``--hands`` random hands, timed in process
CPU time on one core (sessions of 20 hands, so the pot stays a plausible size); the runs go
round-robin so that every figure meets the same load. A naive reference loop per game — 1853
Bester Bube, 1811 Kontraspiel and 2015 Bolachen, each written the obvious way in one
function — runs in the same process, so the ratios mean the same on any machine. Each
ruleset is played by four players if it allows four, else by its usual (or smallest) table.
Targets: Bester Bube 15,000 hands/s validated and 30,000 on the fast path;
Kontraspiel 12,000 and Bolachen 8,000 hands/s validated.
"""
from __future__ import annotations

import argparse
import json
import random
import time

from generator.commands._engine import add_ruleset_options, load_dataset, params_from_args
from benchmarks.naive import naive_bolachen, naive_hands, naive_kontraspiel
from generator.engine import Session, new_hand

#: Targets (validated, fast path) in hands per second: for Bester Bube, and for
#: Kontraspiel and Bolachen (validated only).
TARGETS = {"bester-bube": (15_000, 30_000), "kontraspiel": (12_000, None), "bolachen": (8_000, None)}
#: The naive one-function loop of each game, and the table size it plays.
NAIVE = {"bester-bube": (naive_hands, "1853 Bester Bube"), "kontraspiel": (naive_kontraspiel, "1811 Kontraspiel"),
         "bolachen": (naive_bolachen, "2015 Bolachen")}


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ruleset", action="append", help="ruleset id (default: every playable one)")
    parser.add_argument("--players", type=int, help="table size (default 4 where allowed, else the usual)")
    parser.add_argument("--hands", type=int, default=3000, help="hands per run (default 3000)")
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure, best counts (default 5)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--only", choices=["naive", "validated", "fast"],
                        help="run only these loops and print their rates (e.g. to count instructions "
                             "under valgrind --tool=callgrind)")
    add_ruleset_options(parser)


def run(args) -> int:
    from generator.commands.rulesets import playability
    ds = load_dataset(args.root)
    jobs = {}
    games = {}
    for ruleset_id in args.ruleset or sorted(ds.rulesets):
        params = params_from_args(ds, ruleset_id, args)
        playable = playability(params)["playable_with"]
        span = params.get("players") or {}
        players = args.players or (4 if 4 in playable else span.get("usual") or (playable or [0])[0])
        if players not in playable:
            continue
        games[ruleset_id] = (params.game, players)
        if ("naive", params.game, players) not in jobs and params.game in NAIVE:
            jobs[("naive", params.game, players)] = (lambda f=NAIVE[params.game][0], n=players: f(args.hands, n))
        for mode in ("validated", "fast"):
            jobs[(ruleset_id, mode)] = (lambda p=params, n=players, fast=mode == "fast":
                                        timing_loop(p, n, args.hands, fast=fast))
    if not args.only and not any(key[0] == "naive" and key[1] == "bester-bube" for key in jobs):
        jobs[("naive", "bester-bube", 4)] = lambda: naive_hands(args.hands, 4)
    if args.only:
        jobs = {key: job for key, job in jobs.items() if (key[0] == "naive") == (args.only == "naive")
                and (args.only == "naive" or key[1] == args.only)}
    # Round-robin, so that every figure meets the same load on a shared machine; best run counts.
    best = dict.fromkeys(jobs, float("inf"))
    for _ in range(args.repeat):
        for key, job in jobs.items():
            t0 = time.process_time()
            job()
            best[key] = min(best[key], time.process_time() - t0)
    rate = {key: args.hands / seconds for key, seconds in best.items()}
    if args.only:
        for key, r in rate.items():
            print(f"{' '.join(map(str, key))}: {round(r):,} hands/s")
        return 0
    naive = {key[1:]: r for key, r in rate.items() if key[0] == "naive"}
    rows = []
    for ruleset_id, (game, players) in games.items():
        validated, fast = rate[(ruleset_id, "validated")], rate[(ruleset_id, "fast")]
        target = TARGETS.get(game)
        base = naive.get((game, players))
        rows.append({"ruleset": ruleset_id, "game": game, "players": players,
                     "validated": round(validated), "fast": round(fast),
                     "naive": round(base) if base else None,
                     "validated_vs_naive": round(validated / base, 2) if base else None,
                     "fast_vs_naive": round(fast / base, 2) if base else None,
                     "target_validated": target and target[0], "target_fast": target and target[1]})
    naive_1853 = next(r for (game, _), r in naive.items() if game == "bester-bube")
    report = {"naive_1853_hands_per_second": round(naive_1853),
              "naive_hands_per_second": {f"{NAIVE[g][1]}, {n} players": round(r) for (g, n), r in naive.items()},
              "hands": args.hands, "repeat": args.repeat, "clock": "process CPU time", "rulesets": rows}
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    _print(report, rows, args)
    return 0


def _print(report: dict, rows: list, args) -> None:
    print(f"naive reference loops (best of {args.repeat} runs of {args.hands} hands, CPU time):")
    for label, r in report["naive_hands_per_second"].items():
        print(f"  {label}: {r:,} hands/s")
    print(f"{'ruleset':<42} {'players':>7} {'validated':>10} {'fast':>10} {'val/naive':>10} {'fast/naive':>10}  target")
    for r in rows:
        target = (f"{r['target_validated']:,}" + (f" / {r['target_fast']:,}" if r["target_fast"] else "")
                  if r["target_validated"] else "-")
        print(f"{r['ruleset']:<42} {r['players']:>7} {r['validated']:>10,} {r['fast']:>10,} "
              f"{r['validated_vs_naive'] or '-':>10} {r['fast_vs_naive'] or '-':>10}  {target}")


def timing_loop(params, players: int, hands: int, seed: int = 1, fast: bool = False,
                session_hands: int = 20) -> None:
    """Random play of ``hands`` hands with nothing else in the loop."""
    rng = random.Random(seed)
    rnd = rng.random
    session, dealer = Session(), 0
    for i in range(hands):
        if i % session_hands == 0:
            session = Session()
        st = new_hand(params.game, params, players, dealer, rng=rng, session=session)
        apply = st.apply_fast if fast else st.apply
        legal = st.legal_actions
        while st.actor is not None:
            acts = legal()
            apply(acts[int(rnd() * len(acts))])
        session, dealer = st.next_session(), st.next_dealer()
