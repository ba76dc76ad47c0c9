"""Shared by the engine commands: loading a ruleset's Params with alternatives, agreements and values."""
from __future__ import annotations

import argparse
import json
from pathlib import Path


def add_ruleset_options(parser: argparse.ArgumentParser) -> None:
    """``--root``, ``--alt``, ``--agree``, ``--set`` and ``--drop``."""
    parser.add_argument("--root", type=Path, default=Path("."), help="dataset root (holds gamedata/)")
    parser.add_argument("--alt", action="append", default=[], metavar="PARAM=CHOICE",
                        help="play a recorded alternative reading (by label or 0-based index)")
    parser.add_argument("--agree", action="append", default=[], metavar="PARAM",
                        help="play an optional rule (one whose value says optional: true)")
    parser.add_argument("--set", action="append", default=[], metavar="PARAM=JSON",
                        help="try a value the data does not record (marked 'override'; for testing a reading)")
    parser.add_argument("--drop", action="append", default=[], metavar="PARAM",
                        help="play as if the ruleset had no such rule (e.g. a not-stated one)")


def load_dataset(root: Path):
    """The dataset; ``SystemExit`` with the validation report if it is invalid."""
    from generator.model import ValidationFailed, load_dataset as load
    try:
        return load(root)
    except ValidationFailed as exc:
        raise SystemExit(f"the dataset is not valid:\n{exc}") from None


def params_from_args(ds, ruleset_id: str, args):
    """The Params of a ruleset with the command line's --alt, --agree, --set and --drop applied."""
    from generator.bridge import params_for
    overrides = dict(_pair(a) for a in args.alt)
    params = params_for(ds, ruleset_id, overrides, agreements=args.agree)
    values = {}
    for item in args.set:
        param, text = _pair(item)
        try:
            values[param] = json.loads(text)
        except json.JSONDecodeError:
            values[param] = text
    if values:
        params = params.with_overrides(values)
    return params.without(args.drop) if args.drop else params


def _pair(text: str) -> tuple[str, str]:
    if "=" not in text:
        raise SystemExit(f"expected PARAM=VALUE, got {text!r}")
    key, value = text.split("=", 1)
    return key.strip(), value.strip()
