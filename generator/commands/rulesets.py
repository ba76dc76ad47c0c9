"""List every ruleset with its game, players and whether the engine can play it (and why not).

A ruleset is playable when its records (with what it inherits) give every value its game's
engine module needs; otherwise the missing parameters are named.
"""
from __future__ import annotations

import argparse
import json

from generator.commands._engine import add_ruleset_options, load_dataset, params_from_args


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    add_ruleset_options(parser)


def playability(params) -> dict:
    """``{"playable": bool, "playable_with": [table sizes], "reason": str}`` for a ruleset's Params."""
    from generator.engine import NotPlayable, compile_rules, player_counts
    counts = player_counts(params) or [0]
    ok, missing, problems = [], [], []
    for n in counts:
        try:
            compile_rules(params, n)
            ok.append(n)
        except NotPlayable as e:
            missing += [m for m in e.missing if m not in missing]
            parts = e.reason.split("; ") if e.reason else []
            if not e.missing and not e.reason:
                parts = [str(e).split(": ", 1)[-1]]
            problems += [t for t in parts if t not in problems]
    reasons = (["no value for " + ", ".join(missing)] if missing else []) + problems
    return {"playable": bool(ok), "playable_with": ok, "reason": "; ".join(reasons), "missing": missing}


def run(args) -> int:
    ds = load_dataset(args.root)
    rows = []
    for ruleset_id in sorted(ds.rulesets):
        rs = ds.rulesets[ruleset_id]
        params = params_from_args(ds, ruleset_id, args)
        span = params.get("players")
        row = {"id": ruleset_id, "game": rs.game, "kind": rs.kind,
               "players": f"{span['min']}-{span['max']}" if span else None}
        row.update(playability(params))
        rows.append(row)
    if args.json:
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return 0
    width = max(len(r["id"]) for r in rows) if rows else 10
    print(f"{'ruleset':<{width}}  {'game':<12} {'kind':<14} {'players':<8} playable")
    for r in rows:
        playable = "yes" if r["playable"] else "no"
        if r["playable"] and r["reason"]:
            playable = f"yes with {min(r['playable_with'])}-{max(r['playable_with'])} ({r['reason']})"
        elif not r["playable"]:
            playable = f"no: {r['reason']}"
        print(f"{r['id']:<{width}}  {r['game']:<12} {r['kind']:<14} {r['players'] or '-':<8} {playable}")
    return 0
