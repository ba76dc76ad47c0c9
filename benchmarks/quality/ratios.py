"""The build-speed ratios, measured in one run on one copy of the dataset.

(a) the full build (cold: no cache folder) against a bare Material build of as many trivial
    pages with the same theme configuration and no hook;
(b) a build after editing one ruleset file against the full build: a clean ``mkdocs build``
    (every page rendered, the caches warm) and ``mkdocs build --dirty`` into the same site folder
    (only the changed pages rendered); and a clean build with nothing edited, which shows what
    the caches alone save;
(c) the ``mkdocs serve`` reload after such an edit: seconds from the write until the served
    ruleset page shows the new words.
Ratios, not times, are the figures, in wall time and in CPU time (the build's process with the
pandoc and Pagefind it runs): on a shared machine wall time counts the other jobs, CPU time far
less, and a ratio of CPU times holds when the load changes between its two sides.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from benchmarks.quality.buildspeed import bare_project, edit_ruleset, serve_reload, timed_build
from benchmarks.quality.project import write_project
from benchmarks.synthetic import scale_dataset
from generator.model import load_dataset
from generator.site import links
from generator.site.build import build_pages

#: The ruleset edited by default: a playable one with examples, a "How to play" page and diffs.
DEFAULT_EDIT = "bester-bube-1853"
TARGETS = {"full_over_bare": 3.0, "edit_over_full": 0.3, "serve_reload_s": 3.0}


def _edit_target(ds, wanted: str | None):
    rid = wanted or (DEFAULT_EDIT if DEFAULT_EDIT in ds.rulesets else sorted(ds.rulesets)[0])
    ruleset = ds.rulesets[rid]
    path = ds.root / ruleset.where.path
    return rid, path, links.built_dir(links.ruleset(ruleset.game, rid))


def measure_ratios(snapshot: Path, workdir: Path, edit: str | None = None, serve: str = "dirty") -> dict:
    """Every ratio of the module doc on a 1x copy of ``snapshot`` under ``workdir``."""
    project = scale_dataset(snapshot, workdir / "project", 1)
    ds = load_dataset(project)
    rid, ruleset_file, page_url = _edit_target(ds, edit)
    config = write_project(project, {p.path for p in build_pages(ds)})
    del ds
    site = workdir / "site"
    shutil.rmtree(project / ".cache", ignore_errors=True)
    full_s, full_mb, full_cpu = timed_build(config, site)
    pages = sum(1 for _ in site.rglob("*.html"))
    bare_s, bare_mb, bare_cpu = timed_build(bare_project(workdir / "bare", pages), workdir / "bare-site")
    again_s, _, again_cpu = timed_build(config, site)
    edit_ruleset(ruleset_file, "build")
    edit_s, _, edit_cpu = timed_build(config, site)
    edit_ruleset(ruleset_file, "dirty build")
    dirty_s, _, dirty_cpu = timed_build(config, site, "--dirty")
    result = {"pages": pages, "edited": rid, "full_s": round(full_s, 2), "full_peak_mb": full_mb,
              "bare_s": round(bare_s, 2), "bare_peak_mb": bare_mb, "unchanged_rebuild_s": round(again_s, 2),
              "edit_rebuild_s": round(edit_s, 2), "full_over_bare": round(full_s / bare_s, 2),
              "edit_over_full": round(edit_s / full_s, 3), "edit_dirty_s": round(dirty_s, 2),
              "edit_dirty_over_full": round(dirty_s / full_s, 3), "unchanged_over_full": round(again_s / full_s, 3),
              "cpu_s": {"full": round(full_cpu, 2), "bare": round(bare_cpu, 2), "unchanged": round(again_cpu, 2),
                        "edit": round(edit_cpu, 2), "edit_dirty": round(dirty_cpu, 2)},
              "cpu_full_over_bare": round(full_cpu / bare_cpu, 2), "cpu_edit_dirty_over_full": round(dirty_cpu / full_cpu, 3),
              "cpu_edit_over_full": round(edit_cpu / full_cpu, 3)}
    for mode in (("dirty", "clean") if serve == "both" else (serve,) if serve != "none" else ()):
        result[f"serve_{mode}"] = serve_reload(config, ruleset_file, page_url, dirty=mode == "dirty")
    return result


def ratio_targets(r: dict) -> dict:
    """The targets on CPU-time ratios (wall time on a shared machine mostly measures the other jobs)."""
    out = {"full_over_bare": {"value": r["cpu_full_over_bare"], "target": f"<= {TARGETS['full_over_bare']} (CPU time)",
                              "met": r["cpu_full_over_bare"] <= TARGETS["full_over_bare"]},
           "edit_over_full": {"value": r["cpu_edit_dirty_over_full"], "target": f"<= {TARGETS['edit_over_full']} (--dirty, CPU time)",
                              "met": r["cpu_edit_dirty_over_full"] <= TARGETS["edit_over_full"]}}
    serves = [r[k] for k in ("serve_dirty", "serve_clean") if k in r]
    if serves:
        best = min((max(s["reload_s"]) if None not in s["reload_s"] else float("inf")) for s in serves)
        out["serve_reload_s"] = {"value": best, "target": f"<= {TARGETS['serve_reload_s']}",
                                 "met": best <= TARGETS["serve_reload_s"]}
    return out


def print_ratios(r: dict) -> None:
    print(f"(a) full build {r['full_s']} s ({r['pages']} pages, peak {r['full_peak_mb']} MB) / bare Material build of "
          f"{r['pages']} trivial pages {r['bare_s']} s (peak {r['bare_peak_mb']} MB) = {r['full_over_bare']}x")
    print(f"(b) build after editing {r['edited']}: --dirty {r['edit_dirty_s']} s = {r['edit_dirty_over_full']} of the full build; "
          f"clean {r['edit_rebuild_s']} s = {r['edit_over_full']}; clean with nothing edited {r['unchanged_rebuild_s']} s = "
          f"{r['unchanged_over_full']}")
    c = r["cpu_s"]
    print(f"    the same in CPU seconds (the build's process and what it ran): full {c['full']}, bare {c['bare']} "
          f"= {r['cpu_full_over_bare']}x; edit --dirty {c['edit_dirty']} = {r['cpu_edit_dirty_over_full']}, "
          f"edit clean {c['edit']} = {r['cpu_edit_over_full']}, nothing edited {c['unchanged']}")
    for mode in ("dirty", "clean"):
        s = r.get(f"serve_{mode}")
        if s:
            flag = " --dirty" if s["dirty"] else ""
            print(f"(c) mkdocs serve{flag}: first build {s['first_build_s']} s; reload after an edit: {s['reload_s']} s "
                  f"(CPU of the server until the page was served: {s['reload_cpu_s']} s)")
