"""Lighthouse scores (performance, accessibility) of the home page and a game page, offline.

Builds the site into a temporary folder (or uses --site DIR), serves it on 127.0.0.1 with
gzip, and runs Lighthouse 12 from node_modules (`npm ci` installs it) with the local Chromium
(CHROME_PATH, default /usr/bin/chromium). Mobile is Lighthouse's default (simulated slow 4G
and a 4x slower CPU); desktop is its desktop preset. Target: performance and
accessibility >= 95; --check exits 1 when a score is below.
"""
from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from benchmarks.quality.lighthouse import LighthouseMissing, audit_site
from benchmarks.quality.project import REPO, mkdocs_build

TARGET = 95
DEFAULT_PAGES = ["", "games/bester-bube/"]


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--site", type=Path, help="an already built site (default: build one into a temporary folder)")
    parser.add_argument("--pages", nargs="+", default=DEFAULT_PAGES,
                        help="URL paths relative to the site root (default: the home page and games/bester-bube/)")
    parser.add_argument("--preset", choices=["mobile", "desktop", "both"], default="both")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--check", action="store_true", help=f"exit 1 when a score is below {TARGET}")


def _audit(site: Path, args) -> list:
    presets = ["mobile", "desktop"] if args.preset == "both" else [args.preset]
    return audit_site(site, args.pages, presets)


def run(args) -> int:
    try:
        if args.site:
            results = _audit(args.site, args)
        else:
            with tempfile.TemporaryDirectory(prefix="lighthouse-site-") as tmp:
                build = mkdocs_build(REPO / "mkdocs.yml", Path(tmp) / "site", "--quiet")
                if build.returncode != 0:
                    print(build.stdout + build.stderr)
                    return 1
                results = _audit(Path(tmp) / "site", args)
    except LighthouseMissing as exc:
        print(exc)
        return 2
    if args.json:
        print(json.dumps([r.as_dict() for r in results], indent=2))
    else:
        for r in results:
            scores = "  ".join(f"{name} {score}" for name, score in r.scores.items())
            metrics = ", ".join(f"{k} {v}" for k, v in r.metrics.items())
            print(f"/{r.page:<28} {r.preset:<8} {scores}   ({metrics})")
            for audit_id, title in r.failed_accessibility.items():
                print(f"    accessibility audit failed: {audit_id}: {title}")
            if r.scores.get("performance", 100) < TARGET:
                print("    main thread: " + ", ".join(f"{k} {v} ms" for k, v in r.main_thread.items()))
    below = [r for r in results if any(score < TARGET for score in r.scores.values())]
    if below and not args.json:
        print(f"below the target of {TARGET}: " + ", ".join(f"/{r.page} ({r.preset})" for r in below))
    return 1 if args.check and below else 0
