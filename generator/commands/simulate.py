"""Play many hands of a ruleset with simple players and print outcome statistics.

Hands are played as one session (the pot, a force and the bête streak carry over, the deal
passes on). ``--check`` verifies the invariants after every step (card conservation, one
actor or terminal, a legal action for the actor, ledger and pot summing to zero) and stops
at the first violation, printing the deal and actions that reproduce it. Seats in the
statistics are counted from the dealer: 0 is the dealer, 1 forehand, and so on.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from generator.commands._engine import add_ruleset_options, load_dataset, params_from_args


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ruleset", required=True, help="ruleset id (see `rulesets`)")
    parser.add_argument("--hands", type=int, default=1000, help="hands to play (default 1000)")
    parser.add_argument("--players", type=int, help="table size (default: the usual one, else the smallest)")
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    parser.add_argument("--policy", choices=["random", "greedy"], default="random",
                        help="random legal play, or a greedy player that stays in, bids or announces "
                             "only with a plausible hand")
    parser.add_argument("--check", action="store_true", help="verify the invariants after every step")
    parser.add_argument("--fast", action="store_true", help="use the fast path (no per-step validation)")
    parser.add_argument("--session-hands", type=int, default=20, metavar="K",
                        help="hands per sitting: a new session (empty pot, first deal) every K hands "
                             "(default 20; 0: one endless session, where a bête of the pot grows without bound)")
    parser.add_argument("--json", action="store_true", help="print the statistics as JSON")
    parser.add_argument("--record", action="store_true",
                        help="store the figures in cache/simulations.json, keyed by the ruleset's content, "
                             "for the comparison pages (a build never reruns them)")
    add_ruleset_options(parser)


def progress_bar(stream=sys.stderr):
    """A plain-text progress bar on ``stream`` (a line every 10 %% when not a terminal)."""
    tty = stream.isatty()
    last = [-1]

    def show(done: int, total: int) -> None:
        share = done / total
        if tty:
            filled = int(30 * share)
            stream.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total} hands")
            if done == total:
                stream.write("\n")
            stream.flush()
        elif int(share * 10) > last[0]:
            last[0] = int(share * 10)
            stream.write(f"{done}/{total} hands\n")
    return show


def run(args) -> int:
    from generator.engine import NotPlayable
    from generator.engine.simulation import CheckFailed, run as simulate
    ds = load_dataset(args.root)
    params = params_from_args(ds, args.ruleset, args)
    span = params.get("players") or {}
    players = args.players or span.get("usual") or span.get("min") or 0
    progress = progress_bar() if args.hands >= 2000 else None
    try:
        stats = simulate(params, players, args.hands, args.seed, args.policy, args.check, args.fast,
                         args.session_hands, progress)
    except NotPlayable as e:
        print(f"not playable: {e}", file=sys.stderr)
        return 2
    except CheckFailed as e:
        print(f"CHECK FAILED: {e}", file=sys.stderr)
        print(json.dumps(e.reproduce, indent=2, ensure_ascii=False))
        return 1
    summary = stats.summary()
    summary["checked"] = args.check
    summary["kind"] = params.kind
    if args.json:
        print(json.dumps(summary, indent=2))
        return 0
    print(f"{args.ruleset}, {players} players, {summary['hands']} hands, {args.policy} players"
          f"{', invariants checked after every step' if args.check else ''}")
    if params.kind == "reconstruction":
        print("  (a reconstruction: the gaps of a fragment filled editorially, not a historical ruleset)")
    rows = [("hands per second", summary["hands_per_second"])]
    rows += [(label, _pct(value) if rate else _plain(value)) for label, value, rate in stats.rows()]
    for label, value in rows:
        print(f"  {label:<42} {value}")
    return _record(ds, args, players, rows) if args.record else 0


def _record(ds, args, players: int, rows) -> int:
    """Store the figures (not the machine-dependent speed) with the command that reproduces them."""
    from generator.site.computed import CACHE_PATH, ruleset_digest
    if args.alt or args.agree or args.set or args.drop or args.fast:
        print("--record stores only runs of the ruleset as recorded (no --alt, --agree, --set, --drop, --fast)", file=sys.stderr)
        return 2
    path = Path(args.root) / CACHE_PATH
    data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"version": 1, "entries": {}}
    command = (f"python -m generator simulate --ruleset {args.ruleset} --hands {args.hands} --players {players} "
               f"--seed {args.seed} --policy {args.policy} --session-hands {args.session_hands} --record")
    data["entries"][args.ruleset] = {
        "digest": ruleset_digest(ds, args.ruleset), "policy": args.policy, "hands": args.hands, "seed": args.seed,
        "command": command,
        "rows": [{"id": re.sub(r"[^a-z0-9]+", "-", label.casefold()).strip("-"), "label": label,
                  "value": value if isinstance(value, (int, float, str)) else str(value)}
                 for label, value in rows if label != "hands per second"],
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    print(f"recorded in {path}")
    return 0


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _plain(value):
    """A dict of rates (per contract) as percentages; anything else as it is."""
    if isinstance(value, dict):
        return ", ".join(f"{k} {100 * v:.1f} %" for k, v in value.items())
    return value
