"""Tools of the build-speed ratios: a bare Material build, one build's own peak memory, an edit,
and the ``mkdocs serve`` reload after it.

- ``bare_project(dest, pages)`` writes a MkDocs project of ``pages`` trivial pages with the
  site's own theme configuration (``mkdocs.yml`` less the hook, the navigation and the watched
  folders; the theme overrides, stylesheets and scripts of ``docs/``): MkDocs Material's own floor
  for a site of that many pages.
- ``timed_build(config, site)`` runs ``mkdocs build --strict`` in a child process and returns its
  wall time and the peak memory of that child alone (``os.wait4``; ``RUSAGE_CHILDREN`` would give
  the largest of every child so far).
- ``edit_ruleset(path, n)`` changes the summary of one ruleset file (text a page shows) and
  returns the words it added; ``serve_reload`` times, from the write of such an edit, until the
  served page carries those words.
"""
from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import yaml

from benchmarks.quality.project import REPO, mkdocs_env

#: Top-level keys of mkdocs.yml that the bare project leaves out (everything else is kept as is).
_BARE_DROPS = ("hooks", "nav", "watch")


def bare_project(dest: Path, pages: int) -> Path:
    """A project of ``pages`` trivial Markdown pages with the site's theme configuration."""
    docs = Path(dest) / "docs"
    for folder in ("overrides", "stylesheets", "javascripts"):
        shutil.copytree(REPO / "docs" / folder, docs / folder)
    for k in range(pages):
        name = "index.md" if k == 0 else f"p/{k:05d}.md"
        (docs / name).parent.mkdir(parents=True, exist_ok=True)
        (docs / name).write_text(f"# Page {k}\n\nA trivial page, number {k}, of the bare build.\n", encoding="utf-8")
    out, skipping = [], False
    for line in (REPO / "mkdocs.yml").read_text(encoding="utf-8").splitlines():
        if re.match(r"^[A-Za-z_]+:", line):
            skipping = line.split(":")[0] in _BARE_DROPS
        if not skipping:
            out.append(line)
    config = Path(dest) / "mkdocs.yml"
    config.write_text("\n".join(out) + "\n", encoding="utf-8")
    return config


def timed_build(config: Path, site: Path, *extra: str) -> tuple[float, int, float]:
    """(seconds, peak MB, CPU seconds) of ``mkdocs build --strict`` in a child process; raises on
    failure. Peak and CPU are the child's with the processes it ran (pandoc, Pagefind): CPU time
    is what a ratio can be taken of on a shared machine, where wall time counts the other jobs.
    With ``--dirty`` among ``extra`` the build is not strict: MkDocs warns of every dirty build."""
    strict = [] if "--dirty" in extra else ["--strict"]
    command = [sys.executable, "-m", "mkdocs", "build", *strict, "--quiet", "-f", str(config), "--site-dir", str(site), *extra]
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=mkdocs_env(), cwd=REPO)
    output = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise RuntimeError(f"mkdocs build of {config} failed:\n{output.decode(errors='replace')[-4000:]}")
    return seconds, usage.ru_maxrss // 1024, usage.ru_utime + usage.ru_stime


def edit_ruleset(path: Path, tag: str) -> str:
    """Append a sentence to the ruleset's summary; return the words a page will show."""
    tree = yaml.safe_load(path.read_text(encoding="utf-8"))
    words = f"Benchmark edit {tag}"
    tree["summary"] = f"{tree.get('summary', '').rstrip()} {words}."
    path.write_text(yaml.safe_dump(tree, allow_unicode=True, sort_keys=False, width=4096), encoding="utf-8")
    return words


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _fetch(url: str) -> str | None:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:  # noqa: S310 - loopback only
            return response.read().decode("utf-8", errors="replace")
    except (urllib.error.URLError, OSError):
        return None


def wait_for(url: str, words: str | None, timeout: float, poll: float = 0.05) -> float | None:
    """Seconds until ``url`` answers (with ``words`` in its body, if given); None on time-out."""
    start = time.perf_counter()
    while time.perf_counter() - start < timeout:
        body = _fetch(url)
        if body is not None and (words is None or words in body):
            return time.perf_counter() - start
        time.sleep(poll)
    return None


def _cpu_of(pid: int) -> float:
    """CPU seconds of a running process and of its children it has waited for (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return sum(int(v) for v in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def serve_reload(config: Path, ruleset_file: Path, page_url: str, edits: int = 2, dirty: bool = True,
                 timeout: float = 900) -> dict:
    """Start ``mkdocs serve`` (``--dirty`` unless told otherwise) on a loopback port, wait for
    its first build, then edit ``ruleset_file`` ``edits`` times, timing each from the write until
    ``page_url`` serves the new words. The server is stopped before returning."""
    port = _free_port()
    # Live reload stays on: without it, serve does not watch and never rebuilds.
    command = [sys.executable, "-m", "mkdocs", "serve", "-f", str(config), "-a", f"127.0.0.1:{port}"]
    if dirty:
        command.append("--dirty")
    log = (Path(config).parent / "serve.log").open("wb")
    child = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=mkdocs_env(), cwd=REPO)
    url = f"http://127.0.0.1:{port}/{page_url}"
    try:
        first = wait_for(url, None, timeout)
        if first is None:
            raise RuntimeError(f"mkdocs serve did not serve {url} within {timeout} s; see {log.name}")
        time.sleep(1.0)  # let the watcher settle after the first build
        reloads, cpu = [], []
        for n in range(1, edits + 1):
            start, before = time.perf_counter(), _cpu_of(child.pid)
            words = edit_ruleset(ruleset_file, f"{'dirty' if dirty else 'clean'} {n}")
            waited = wait_for(url, words, timeout)
            reloads.append(None if waited is None else round(time.perf_counter() - start, 2))
            cpu.append(round(_cpu_of(child.pid) - before, 2))
            time.sleep(3.0)  # the background search index of the preview, before the next edit
        return {"first_build_s": round(first, 2), "reload_s": reloads, "reload_cpu_s": cpu, "dirty": dirty}
    finally:
        child.terminate()
        try:
            child.wait(timeout=20)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
        log.close()
