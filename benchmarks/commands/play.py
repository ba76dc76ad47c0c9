"""The player's cost: time from Play to the first decision and the bytes the browser fetched,
on the desktop and on a throttled phone profile, first visit and with the files cached; and the
engine's moves per second inside the browser (Pyodide) against the same engine in CPython, the
same code measured in the same run.

The site (``--site DIR``, or built into a temporary folder) is served on 127.0.0.1 with gzip and
``Cache-Control: max-age=600`` (as GitHub Pages sends it). The phone profile is Lighthouse's:
150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed four times (DevTools
protocol). Bytes are the encoded (on the wire) sizes DevTools reports, from pressing Play to the
first decision. Report figures, not assertions: the machine is shared.
"""
from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from benchmarks.quality.lighthouse import CHROME_FLAGS
from benchmarks.quality.project import REPO, mkdocs_build
from benchmarks.quality.server import serve

PAGE = "games/bester-bube/play/bester-bube-1853/"
PHONE = {"latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8}
#: The same loop in both interpreters: random legal play, the validated path, four players.
MOVES = """
import random, time
from generator.engine.params import Params
from generator.engine.registry import new_hand
def moves_per_second(params_json, hands=300, seed=1):
    p = Params.from_json(params_json)
    rng = random.Random(seed)
    moves = 0
    t0 = time.perf_counter()
    for i in range(hands):
        st = new_hand(p.game, p, 4, i % 4, rng=rng)
        while st.actor is not None:
            legal = st.legal_actions()
            st.apply(legal[int(rng.random() * len(legal))])
            moves += 1
    return moves, time.perf_counter() - t0
"""


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--site", type=Path, help="an already built site (default: build one)")
    parser.add_argument("--hands", type=int, default=1000, help="hands for the moves-per-second figure")
    parser.add_argument("--json", action="store_true")


def _press_play(page, cdp) -> dict:
    received = {}
    cdp.on("Network.loadingFinished", lambda e: received.__setitem__(e["requestId"], e["encodedDataLength"]))
    t0 = time.perf_counter()
    page.click(".play-start")
    page.wait_for_selector(".play[data-ready]", timeout=600_000)
    wall = time.perf_counter() - t0
    timings = page.evaluate("window.stichwortPlayer.timings")
    return {"seconds": round(wall, 2), "first_decision_ms": timings["first_decision_ms"],
            "bytes": sum(received.values()), "requests": len(received)}


def _visit(context, url: str, phone: bool) -> dict:
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    if phone:
        cdp.send("Network.emulateNetworkConditions", {"offline": False, **PHONE})
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    page.goto(url + PAGE, wait_until="load")
    result = _press_play(page, cdp)
    page.close()
    return result


def measure(site: Path, hands: int) -> dict:
    from playwright.sync_api import sync_playwright
    from generator.bridge import params_for
    from generator.model import load_dataset
    out = {}
    with serve(site, compress=True, max_age=600) as url, sync_playwright() as pw:
        for profile, phone in (("desktop", False), ("phone", True)):
            size = {"width": 390, "height": 844} if phone else {"width": 1280, "height": 800}
            # a browser profile on disk, as a reader's is (an incognito context keeps no large file)
            with tempfile.TemporaryDirectory() as profile_dir:
                context = pw.chromium.launch_persistent_context(profile_dir, executable_path="/usr/bin/chromium",
                                                                args=CHROME_FLAGS, viewport=size, is_mobile=phone)
                out[profile] = {"first visit": _visit(context, url, phone), "cached": _visit(context, url, phone)}
                context.close()
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROME_FLAGS)
        context = browser.new_context()
        page = context.new_page()
        page.goto(url + PAGE, wait_until="load")
        page.click(".play-start")
        page.wait_for_selector(".play[data-ready]", timeout=600_000)
        params = json.loads((site / "assets/play/bester-bube-1853.json").read_text(encoding="utf-8"))["params"]
        scope: dict = {}
        exec(MOVES, scope)  # noqa: S102 - the benchmark's own loop, run in CPython beside Pyodide
        local = params_for(load_dataset(Path(__file__).resolve().parents[2]), "bester-bube-1853").to_json()
        browser_rates, cpython_rates = [], []
        for _ in range(3):  # alternating, best of three each: the machine is shared
            moves, seconds = page.evaluate("""([code, params, hands]) => {
                const py = window.stichwortPlayer.py;
                py.runPython(code);
                return py.globals.get("moves_per_second")(params, hands).toJs();
            }""", [MOVES, json.dumps(params), hands])
            browser_rates.append(moves / seconds)
            cmoves, cseconds = scope["moves_per_second"](local, hands)
            cpython_rates.append(cmoves / cseconds)
        browser.close()
    import platform
    out["moves_per_second"] = {"pyodide": round(max(browser_rates)), "cpython": round(max(cpython_rates)),
                               "ratio": round(max(browser_rates) / max(cpython_rates), 3), "moves per run": moves,
                               "cpython version": platform.python_version()}
    return out


def run(args) -> int:
    if args.site:
        result = measure(args.site, args.hands)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            site = Path(tmp) / "site"
            mkdocs_build(REPO / "mkdocs.yml", site)
            result = measure(site, args.hands)
    print(json.dumps(result, indent=2) if args.json else "\n".join(f"{k}: {v}" for k, v in result.items()))
    return 0
