"""Run Lighthouse 12 (node_modules, pinned in package.json) offline against a locally served site.

Lighthouse drives the system Chromium (``CHROME_PATH``, default /usr/bin/chromium) with the
same flags as the browser tests; the site is served on 127.0.0.1 with gzip (see server.py).
Nothing leaves the machine: Lighthouse's error reporting is off and Chromium's background
networking is disabled.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.quality.server import serve

REPO = Path(__file__).resolve().parents[2]
LIGHTHOUSE = REPO / "node_modules" / ".bin" / "lighthouse"
CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync"]
CATEGORIES = ("performance", "accessibility")
METRICS = {"first-contentful-paint": "FCP", "largest-contentful-paint": "LCP", "total-blocking-time": "TBT",
           "cumulative-layout-shift": "CLS", "speed-index": "SI"}


class LighthouseMissing(RuntimeError):
    pass


@dataclass
class Result:
    page: str
    preset: str
    scores: dict[str, int]
    metrics: dict[str, str] = field(default_factory=dict)
    #: Accessibility audits that failed (id -> title).
    failed_accessibility: dict[str, str] = field(default_factory=dict)
    #: The heaviest main-thread work groups (label -> ms), for a performance miss.
    main_thread: dict[str, int] = field(default_factory=dict)

    def as_dict(self) -> dict:
        return self.__dict__.copy()


def chrome_path() -> str:
    return os.environ.get("CHROME_PATH") or shutil.which("chromium") or "/usr/bin/chromium"


def _parse(page: str, preset: str, report: dict) -> Result:
    categories = report["categories"]
    audits = report["audits"]
    scores = {name: round(100 * categories[name]["score"]) for name in CATEGORIES if name in categories}
    metrics = {label: audits[key].get("displayValue", "") for key, label in METRICS.items() if key in audits}
    failed = {}
    for ref in categories.get("accessibility", {}).get("auditRefs", []):
        audit = audits.get(ref["id"], {})
        if audit.get("score") is not None and audit["score"] < 1 and ref.get("weight", 0) > 0:
            failed[ref["id"]] = audit.get("title", "")
    work = audits.get("mainthread-work-breakdown", {}).get("details", {}).get("items", [])
    main_thread = {item["groupLabel"]: round(item["duration"]) for item in work[:4]}
    return Result(page, preset, scores, metrics, failed, main_thread)


def run_lighthouse(url: str, preset: str = "mobile", timeout: int = 180) -> dict:
    """The JSON report of one Lighthouse run (``preset`` mobile or desktop)."""
    if not LIGHTHOUSE.exists():
        raise LighthouseMissing(f"{LIGHTHOUSE} is missing: run `npm ci` in {REPO} (make test and make lighthouse do)")
    command = [str(LIGHTHOUSE), url, "--output=json", "--output-path=stdout", "--quiet",
               f"--only-categories={','.join(CATEGORIES)}", "--no-enable-error-reporting",
               "--disable-full-page-screenshot", f"--chrome-flags={' '.join(CHROME_FLAGS)}"]
    if preset == "desktop":
        command.append("--preset=desktop")
    env = {**os.environ, "CHROME_PATH": chrome_path()}
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=timeout, cwd=REPO)
    if result.returncode != 0 or not result.stdout.strip().startswith("{"):
        raise RuntimeError(f"lighthouse failed on {url} ({result.returncode}):\n{result.stderr[-3000:]}")
    report = json.loads(result.stdout)
    if report.get("runtimeError"):
        raise RuntimeError(f"lighthouse on {url}: {report['runtimeError']}")
    return report


def audit_site(site: Path, pages: list[str], presets: list[str]) -> list[Result]:
    """Serve ``site`` locally and run Lighthouse on each page (site-relative URL path) and preset."""
    results = []
    with serve(site, compress=True) as base:
        for page in pages:
            for preset in presets:
                results.append(_parse(page, preset, run_lighthouse(base + page, preset)))
    return results
