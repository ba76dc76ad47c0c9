"""Search relevance and cost on the fixed query list (tests/browser/search-queries.json).

For each query, in a fresh browser tab (nothing cached) on a page of the site: open the header
search box, type the query, and record where the right page comes in the results, the bytes
the browser fetched for search (everything fetched from focusing the box to the results, plus
any search index or worker the page fetched on loading, as the theme's own search does), and
the time from the last key to the first result. With ``--warm`` the queries are typed one after
another into one tab, and each counts only what it fetched itself: what a later query of a
visit costs. The site is served with gzip, as a web server
sends it. Works on this site's search and on the theme's own (a site built with the ``search``
plugin), so the two can be compared; the figures are in docs/about/quality.md.
"""
from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from pathlib import Path

from benchmarks.quality.lighthouse import CHROME_FLAGS
from benchmarks.quality.project import REPO, mkdocs_build
from benchmarks.quality.searching import QUERIES, Measured, load_queries, open_box, result_paths, type_query
from benchmarks.quality.server import serve

#: Requests that belong to search even when the page makes them on loading (the theme's search).
SEARCH_FILES = ("search/search_index.json", "workers/search", "pagefind/", "javascripts/search.js")


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--site", type=Path, help="an already built site (default: build one into a temporary folder)")
    parser.add_argument("--queries", type=Path, default=QUERIES, help="the query list (default: the fixed list of the tests)")
    parser.add_argument("--page", default="404.html", help="the page the search starts from (default: 404.html)")
    parser.add_argument("--warm", action="store_true",
                        help="type every query into one tab, one after another (what a later query of a visit costs)")
    parser.add_argument("--json", action="store_true", help="print every query's results as JSON")


class _Tab:
    """A tab on the start page that records what it fetches, with the search box open."""

    def __init__(self, browser, url: str, start_page: str):
        self.url = url
        self.context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
        self.page = self.context.new_page()
        self.fetched: list[tuple[int, object]] = []
        self.query = 0  # the number of the query under way (0: loading the page)
        self.page.on("requestfinished", lambda request: self.fetched.append((self.query, request)))
        self.page.goto(url + start_page, wait_until="load")
        self.page.wait_for_load_state("networkidle")
        open_box(self.page)

    def measure(self, query) -> Measured:
        self.query += 1
        seconds = type_query(self.page, query.query)
        self.page.wait_for_load_state("networkidle")
        results = result_paths(self.page, self.url)
        counted = [r for number, r in self.fetched
                   if number == self.query or (self.query == 1 and any(s in r.url for s in SEARCH_FILES))]
        sent = sum(r.sizes()["responseBodySize"] for r in counted)
        raw = sum(len(r.response().body()) for r in counted if r.response())
        return Measured(query, results, seconds, sent, raw, [r.url[len(self.url):] for r in counted])


def measure(site: Path, queries_file: Path, start_page: str, warm: bool = False) -> list[Measured]:
    from playwright.sync_api import sync_playwright
    queries = load_queries(queries_file)
    with serve(site, compress=True) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROME_FLAGS)
        try:
            if warm:
                tab = _Tab(browser, url, start_page)
                return [tab.measure(q) for q in queries]
            out = []
            for q in queries:
                tab = _Tab(browser, url, start_page)
                out.append(tab.measure(q))
                tab.context.close()
            return out
        finally:
            browser.close()


def summary(measured: list[Measured]) -> dict:
    ranks = [m.rank for m in measured]
    return {
        "queries": len(measured),
        "rank_1": sum(r == 1 for r in ranks),
        "top_3": sum(r is not None and r <= 3 for r in ranks),
        "kb_sent_per_query_median": round(statistics.median(m.sent_bytes for m in measured) / 1024, 1),
        "kb_sent_per_query_max": round(max(m.sent_bytes for m in measured) / 1024, 1),
        "kb_unpacked_per_query_median": round(statistics.median(m.raw_bytes for m in measured) / 1024, 1),
        "ms_to_first_result_median": round(statistics.median(m.seconds for m in measured) * 1000),
        "ms_to_first_result_max": round(max(m.seconds for m in measured) * 1000),
    }


def run(args) -> int:
    if args.site:
        measured = measure(args.site, args.queries, args.page, args.warm)
    else:
        with tempfile.TemporaryDirectory(prefix="search-site-") as tmp:
            build = mkdocs_build(REPO / "mkdocs.yml", Path(tmp) / "site", "--quiet")
            if build.returncode != 0:
                print(build.stdout + build.stderr)
                return 1
            measured = measure(Path(tmp) / "site", args.queries, args.page, args.warm)
    report = summary(measured)
    if args.json:
        report["results"] = [{"query": m.query.query, "first": list(m.query.first), "rank": m.rank, "top": m.results[:5],
                              "ms": round(m.seconds * 1000), "sent_bytes": m.sent_bytes, "files": m.files} for m in measured]
        print(json.dumps(report, indent=1, ensure_ascii=False))
        return 0
    for key, value in report.items():
        print(f"{key:<32} {value}")
    for m in measured:
        if m.rank != 1:
            print(f"  {m.query.query!r}: right page at {m.rank or 'none'}; first results {m.results[:3]}")
    return 0
