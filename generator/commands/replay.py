"""Play again a hand (a session) of the player and print its transcript.

Give the player's shared link (or its part after ``#``; a link made by "Try another move" on
an example page starts from that example's deal), or its parts: ``--ruleset``,
``--players``, ``--seat``, ``--seed``, ``--bots`` and ``--actions`` (actions joined by ``,``,
hands by ``;``, the words of an action by ``_``: ``pass,play_JS;play``). The transcript is the
same text as the player's, byte for byte: the same engine and the same session driver
(``generator/engine/table.py``) play it.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from urllib.parse import urlencode


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("link", nargs="?", help="the player's link, e.g. "
                        "'https://…/games/bester-bube/play/bester-bube-1853/?r=bester-bube-1853&n=4&seat=0&seed=7&bots=greedy&a=…'")
    parser.add_argument("--ruleset", help="ruleset id (instead of a link)")
    parser.add_argument("--players", type=int, help="table size")
    parser.add_argument("--seat", type=int, default=0, help="the reader's seat (0 is the first dealer)")
    parser.add_argument("--seed", type=int, default=0, help="the session's seed")
    parser.add_argument("--bots", default="greedy", help="the engine's players: greedy or random")
    parser.add_argument("--actions", default="", help="every action so far (see above)")
    parser.add_argument("--link", dest="print_link", action="store_true", help="print the link after the transcript")
    parser.add_argument("--root", type=Path, default=Path("."), help="dataset root (holds gamedata/)")


def link_of(args) -> str:
    """The link given, or the one its parts make."""
    if args.link:
        return args.link
    if not args.ruleset:
        raise SystemExit("replay: give a link or --ruleset (with --players, --seat, --seed, --actions)")
    parts = {"r": args.ruleset, "n": args.players or "", "seat": args.seat, "seed": args.seed,
             "bots": args.bots, "a": args.actions}
    return urlencode(parts, safe="-_,;.")


def run(args) -> int:
    from generator.bridge import params_for
    from generator.commands._engine import load_dataset
    from generator.engine import NotPlayable
    from generator.engine.table import LinkError, Table
    ds = load_dataset(args.root)

    def params_of(ruleset_id: str):
        if ruleset_id not in ds.rulesets:
            raise LinkError(f"unknown ruleset {ruleset_id!r} in the link (see `python -m generator rulesets`)")
        return params_for(ds, ruleset_id)
    def start_of(example_id: str):
        from generator.examples.load import default_paths, load_examples
        from generator.examples.start import example_start
        loaded, _ = load_examples(default_paths(args.root), ds, args.root)
        for item in loaded:
            if item.id == example_id:
                return item.params, example_start(item)
        raise LinkError(f"unknown worked example {example_id!r} in the link")
    try:
        table = Table.from_link(link_of(args), params_of, start_of)
    except (LinkError, NotPlayable) as e:
        print(f"replay: {e}", file=sys.stderr)
        return 2
    sys.stdout.write(table.transcript())
    if args.print_link:
        print(table.link())
    return 0
