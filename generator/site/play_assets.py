"""The files of the player in the browser: the engine itself, each playable ruleset's rules as
JSON, and Pyodide (the Python interpreter compiled to WebAssembly) that runs them.

- ``assets/play/engine.zip``: ``generator/__init__.py`` and ``generator/engine/`` as this build
  has them (the package's own files, so the browser plays the engine the tests ran), in a zip
  that is the same byte for byte for the same files;
- ``assets/play/<ruleset>.json``: the compiled parameters (``Params.to_json``), the table sizes,
  and for every rule its short citation and the link to its rule row (``refusals.citation``, as
  on the example pages); ``assets/play/examples/<example>.json``: a worked example's parameters
  (its readings played) and opening (deal, dealer, names, session), so that "Try another move"
  on an example page continues that hand in the player (``example_link``);
- ``assets/pyodide/``: Pyodide's files, copied from ``node_modules/pyodide`` (npm ``pyodide``,
  pinned in package-lock.json) into the built site by the MkDocs hook after the build
  (``vendor_pyodide``). Without them the hook fails naming the command to run; a tree built
  without the hook (``python -m generator pages``) has no Pyodide, and the play page says that
  the player is not part of that build.
"""
from __future__ import annotations

import io
import json
import shutil
import zipfile
from pathlib import Path
from urllib.parse import quote

import generator
from generator.bridge import params_for
from generator.engine import player_counts
from generator.engine.table import encode_actions
from generator.examples.start import example_start
from generator.site import links
from generator.site.refusals import citation

FOLDER = "assets/play"
ENGINE_ZIP = f"{FOLDER}/engine.zip"
PYODIDE = "assets/pyodide"
#: The files of npm ``pyodide`` that loading the interpreter and its standard library needs.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
#: Where ``npm ci`` puts them, under the dataset's root.
NODE_PYODIDE = Path("node_modules") / "pyodide"


class PyodideMissing(RuntimeError):
    """``node_modules/pyodide`` is missing or incomplete (the message names the command to run)."""


def ruleset_json_path(ruleset_id: str) -> str:
    return f"{FOLDER}/{ruleset_id}.json"


def engine_zip() -> bytes:
    """``generator/__init__.py`` and every ``.py`` of ``generator/engine/``, sorted, with a fixed date."""
    package = Path(generator.__file__).parent
    files = [package / "__init__.py", *sorted(p for p in (package / "engine").rglob("*.py"))]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in files:
            info = zipfile.ZipInfo(path.relative_to(package.parent).as_posix(), date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    return buffer.getvalue()


def example_json_path(example_id: str) -> str:
    return f"{FOLDER}/examples/{example_id}.json"


def _citations(ds, page: str, ruleset_id: str) -> dict:
    cites = {}
    for rule in ds.effective_rules(ruleset_id).values():
        found = citation(ds, page, rule.rule_id)
        if found is not None:
            cites[rule.rule_id] = found
    return cites


def example_json(ctx, run) -> bytes:
    """A worked example's rules (with its readings) and opening, for "Try another move"."""
    loaded = run.loaded
    ruleset_id = loaded.example.ruleset
    page = links.play(ctx.ds.rulesets[ruleset_id].game, ruleset_id)
    data = {"example": loaded.id, "ruleset": ruleset_id, "params": json.loads(loaded.params.to_json()),
            "citations": _citations(ctx.ds, page, ruleset_id), "opening": example_start(loaded)}
    return (json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n").encode("utf-8")


def example_link(from_page: str, loaded, seat: int, actions: list[str]) -> str:
    """The URL (from ``from_page``) of the play page that continues a worked example from the
    position after ``actions``, with the reader at ``seat``."""
    rs_id = loaded.example.ruleset
    target = links.url(from_page, links.play(loaded.game, rs_id))
    query = "&".join((f"r={rs_id}", f"ex={loaded.id}", f"n={len(loaded.names)}", f"seat={seat}", "seed=0",
                         "bots=greedy", f"a={quote(encode_actions([actions]), safe='-_,;.')}"))
    return f"{target}?{query}"


def ruleset_json(ctx, ruleset_id: str) -> bytes:
    """A playable ruleset's rules and citations, for its play page."""
    ds = ctx.ds
    rs = ds.rulesets[ruleset_id]
    page = links.play(rs.game, ruleset_id)
    params = params_for(ds, ruleset_id)
    cites = _citations(ds, page, ruleset_id)
    span = params.get("players") or {}
    data = {"ruleset": ruleset_id, "title": rs.title, "players": player_counts(params),
            "usual": span.get("usual"), "params": json.loads(params.to_json()), "citations": cites}
    return (json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n").encode("utf-8")


def files(ctx) -> dict[str, bytes]:
    """The engine zip, every playable ruleset's JSON and every worked example's opening."""
    out = {ENGINE_ZIP: engine_zip()}
    for ruleset_id in sorted(ctx.playable):
        out[ruleset_json_path(ruleset_id)] = ruleset_json(ctx, ruleset_id)
        for run in ctx.example_runs_by_ruleset.get(ruleset_id, []):
            out[example_json_path(run.loaded.id)] = example_json(ctx, run)
    return out


def pyodide_folder(root: Path) -> Path:
    """``node_modules/pyodide`` of the dataset's root, else of the repository this generator
    runs from (a test's dataset in a temporary folder builds with the project's Pyodide)."""
    for base in (Path(root), Path(generator.__file__).resolve().parents[1]):
        if (base / NODE_PYODIDE / PYODIDE_FILES[0]).is_file():
            return base / NODE_PYODIDE
    return Path(root) / NODE_PYODIDE


def vendor_pyodide(root: Path, site_dir: Path) -> None:
    """Copy Pyodide's files from ``node_modules/pyodide`` into ``site_dir/assets/pyodide``."""
    source = pyodide_folder(root)
    missing = [name for name in PYODIDE_FILES if not (source / name).is_file()]
    if missing:
        raise PyodideMissing(f"the player needs Pyodide, but {source} lacks {', '.join(missing)}: run `npm ci` "
                             "in the dataset's root (or `make site`, which does it)")
    target = Path(site_dir) / PYODIDE
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        src, dst = (source / name).stat(), target / name
        if dst.is_file() and dst.stat().st_size == src.st_size and dst.stat().st_mtime_ns == src.st_mtime_ns:
            continue  # a preview's rebuild into the same folder: 14 MB need not be copied again
        shutil.copy2(source / name, dst)
