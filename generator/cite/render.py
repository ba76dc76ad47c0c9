"""Chicago author-date and APA 7 text from the official CSL styles, rendered by pandoc's citeproc.

Everything to render goes into ONE pandoc run per style (the two styles run in parallel), and
results are cached in memory by content hash, so a rebuild with ``mkdocs serve`` costs nothing
when the data has not changed. Given a cache folder (the build gives ``.cache/stichwort/`` under
the dataset's root, ``generator.cache``), every item is also kept on disk, one file per item and
style, named by the hash of the item's CSL-JSON, the style text and the pandoc version: a later
build runs pandoc only for the items that are new or changed, and none at all when nothing is.

Each reference is meant to stand on its own (a source page, "cite this page"), not inside one
shared bibliography. So before rendering, the style's bibliography-context features are
switched off: year-suffix and name disambiguation ("1853a") and the subsequent-author
substitute ("———"). Nothing else in the vendored style files is changed.
"""
from __future__ import annotations

import hashlib
import html
import json
import os
import re
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

STYLES_DIR = Path(__file__).parent / "styles"
STYLES = {"chicago": "chicago-author-date.csl", "apa": "apa.csl"}
STYLE_LABELS = {"chicago": "Chicago (author-date, 18th ed.)", "apa": "APA (7th ed.)"}

_CACHE: dict[str, dict[str, "Rendered"]] = {}
_CACHE_SIZE = 8


@dataclass(frozen=True)
class Rendered:
    """One item in one style: the reference-list entry and the in-text citation, as HTML."""

    entry: str
    intext: str

    @property
    def entry_text(self) -> str:
        return html_to_text(self.entry)

    @property
    def intext_text(self) -> str:
        return html_to_text(self.intext)


class RenderError(RuntimeError):
    pass


def pandoc_path() -> str:
    import pypandoc
    return pypandoc.get_pandoc_path()


@lru_cache(maxsize=None)
def standalone_style(style: str) -> str:
    """The vendored style with the bibliography-context attributes removed (see module doc)."""
    text = (STYLES_DIR / STYLES[style]).read_text(encoding="utf-8")
    return re.sub(r'\s(?:disambiguate-add-[a-z-]+|givenname-disambiguation-rule|subsequent-author-substitute(?:-rule)?)="[^"]*"',
                  "", text)


def _document(items: list[dict]) -> str:
    return "\n".join(f"::: {{#cite-{i}}}\n[@{{{item['id']}}}]\n:::\n" for i, item in enumerate(items))


def _run(style: str, items: list[dict]) -> dict[str, Rendered]:
    with tempfile.TemporaryDirectory(prefix="stichwort-cite-") as tmp:
        folder = Path(tmp)
        (folder / "items.json").write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
        (folder / "style.csl").write_text(standalone_style(style), encoding="utf-8")
        result = subprocess.run(
            [pandoc_path(), "--from=markdown", "--to=html", "--wrap=none", "--citeproc",
             "--csl=style.csl", "--bibliography=items.json"],
            input=_document(items), capture_output=True, text=True, cwd=folder, timeout=300)
    if result.returncode != 0:
        raise RenderError(f"pandoc failed ({style}): {result.stderr.strip()}")
    return _parse(result.stdout, items)


_INTEXT = re.compile(r'<div id="cite-([0-9]+)">\s*<p>(.*?)</p>\s*</div>', re.S)
_ENTRY = re.compile(r'<div id="ref-(.*?)" class="csl-entry"[^>]*>\s*(.*?)\s*</div>', re.S)
_CITATION_SPAN = re.compile(r'^<span class="citation"[^>]*>(.*)</span>$', re.S)


#: pandoc links a URL variable and gives one without a scheme ``https://``: a root-relative
#: permalink (a build without a published address, ``edition.NO_SITE_URL``) came out as
#: ``href="https:///games/…"``, a link to nowhere. Such a link keeps the URL as written.
_SCHEMELESS = re.compile(r'href="https://(/[^"]*)"')


def _parse(output: str, items: list[dict]) -> dict[str, Rendered]:
    output = _SCHEMELESS.sub(r'href="\1"', output)
    intext = {}
    for index, body in _INTEXT.findall(output):
        m = _CITATION_SPAN.match(body.strip())
        intext[items[int(index)]["id"]] = (m.group(1) if m else body).strip()
    entries = {html.unescape(key): body for key, body in _ENTRY.findall(output)}
    missing = [item["id"] for item in items if item["id"] not in entries]
    if missing:
        raise RenderError(f"pandoc rendered no entry for {missing[:5]}")
    return {item["id"]: Rendered(entries[item["id"]], intext.get(item["id"], "")) for item in items}


#: Changes when what ``_parse`` makes of pandoc's output changes (entries on disk made before are not reused).
_OUTPUT = 2


def _key(style: str, items: list[dict]) -> str:
    payload = json.dumps([style, standalone_style(style), items], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


@lru_cache(maxsize=1)
def pandoc_version() -> str:
    """The version of the pandoc that renders (part of every disk-cache key)."""
    from importlib import metadata
    for name in ("pypandoc_binary", "pypandoc-binary", "pypandoc"):
        try:
            return f"{name} {metadata.version(name)}"
        except metadata.PackageNotFoundError:
            continue
    return "unknown"  # pragma: no cover - pypandoc is a required package


def _item_file(folder: Path, style: str, item: dict) -> Path:
    payload = json.dumps([_OUTPUT, pandoc_version(), standalone_style(style), item], sort_keys=True, ensure_ascii=False)
    digest = hashlib.sha256(payload.encode("utf-8")).hexdigest()
    return folder / style / digest[:2] / f"{digest}.json"


def _from_disk(folder: Path, style: str, items: list[dict]) -> tuple[dict[str, Rendered], list[dict]]:
    """The items of ``style`` found in the disk cache, and the items still to render."""
    found, todo = {}, []
    for item in items:
        try:
            data = json.loads(_item_file(folder, style, item).read_text(encoding="utf-8"))
            found[item["id"]] = Rendered(data["entry"], data["intext"])
        except (OSError, ValueError, KeyError, TypeError):
            todo.append(item)
    return found, todo


def _to_disk(folder: Path, style: str, items: list[dict], rendered: dict[str, Rendered]) -> None:
    """Write each rendered item atomically (a temporary file renamed), so that builds may share the folder."""
    for item in items:
        path = _item_file(folder, style, item)
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        result = rendered[item["id"]]
        temporary.write_text(json.dumps({"entry": result.entry, "intext": result.intext}, ensure_ascii=False), encoding="utf-8")
        os.replace(temporary, path)


def _render_style(style: str, items: list[dict], folder: Path | None) -> dict[str, Rendered]:
    """One style: from the disk cache where it has the item, one pandoc run for the rest."""
    if folder is None:
        return _run(style, items)
    found, todo = _from_disk(folder, style, items)
    if todo:
        rendered = _run(style, todo)
        _to_disk(folder, style, todo, rendered)
        found.update(rendered)
    return found


def for_style(style: str, item: dict) -> dict:
    """The item as ``style`` is given it.

    APA gives the address of a page that changes (a web page, a wiki's article) with the day it
    was retrieved, or prints "Retrieved https://…" when it has neither that day nor the page's own
    date. We know no day for most revisions we read and never invent one, so an APA reference of
    an undated item without an access date leaves the address out (the source's page lists its
    copies); the item's own date, once the data gives it, brings the address back.
    """
    if style == "apa" and item.get("URL") and not any(item.get(k) for k in ("issued", "accessed", "status")):
        return {k: v for k, v in item.items() if k != "URL"}
    return item


def render_all(items: list[dict], styles: tuple[str, ...] = ("chicago", "apa"),
               cache: Path | None = None) -> dict[str, dict[str, Rendered]]:
    """``{style: {item id: Rendered}}`` for every item, at most one pandoc run per style
    (none for the items found in the disk cache folder ``cache``, when one is given)."""
    if not items:
        return {style: {} for style in styles}
    ids = [item["id"] for item in items]
    if len(set(ids)) != len(ids):
        raise ValueError("CSL item ids must be unique")
    styled = {style: [for_style(style, item) for item in items] for style in styles}
    keys = {style: _key(style, styled[style]) for style in styles}
    todo = [style for style in styles if keys[style] not in _CACHE]
    folder = Path(cache) / "citeproc" if cache is not None else None
    with ThreadPoolExecutor(max_workers=max(1, len(todo))) as pool:
        for style, result in zip(todo, pool.map(lambda s: _render_style(s, styled[s], folder), todo)):
            _CACHE[keys[style]] = result
    while len(_CACHE) > _CACHE_SIZE:  # ``mkdocs serve`` keeps the process: keep the newest few
        _CACHE.pop(next(iter(_CACHE)))
    return {style: _CACHE[keys[style]] for style in styles}


def html_to_text(fragment: str) -> str:
    """Rendered HTML -> plain text (italics are lost; quotation marks stay)."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())
