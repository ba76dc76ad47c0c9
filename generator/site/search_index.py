"""The site's search index: Pagefind, run over the built HTML once MkDocs has written it.

Pagefind (the ``pagefind-bin`` package, pinned in requirements.lock; a binary shipped in the
wheel, run offline) reads every page that marks its article ``data-pagefind-body`` (every page
the generator made or decorated, see ``docs/overrides/main.html``) and writes ``pagefind/``
into the site: the index split into fragments, which the browser fetches only as a query
needs them (``docs/javascripts/search.js``). The same HTML gives the same index, byte for byte.

What is left out of the index, wherever it stands: the figures' pictures (an inline SVG's
labels are axis marks and place names set one after the other, not prose; each figure's
caption and its text alternative stay in), anything marked ``data-search-exclude`` (the
"Cite this page" blocks), and the headings' permalink signs.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import subprocess
from pathlib import Path

# A figure's stand-in text for narrow screens (.sw-figure-instead) is left out with the figure itself:
# on every game page it would otherwise make "timeline" and "graph" words of the page.
#: CSS selectors of what the index leaves out (see above).
EXCLUDED = ("svg", "[data-search-exclude]", ".headerlink", ".sw-figure-instead")
#: The folder under the site that Pagefind writes (``pagefind/pagefind.js`` and the index).
BUNDLE = "pagefind"


class SearchIndexError(RuntimeError):
    """Pagefind is missing or failed; the message says which and what it printed."""


def executable() -> Path:
    """The Pagefind binary of the ``pagefind-bin`` package."""
    try:
        import pagefind_bin
    except ImportError:
        raise SearchIndexError("the search index needs Pagefind: install the pinned packages "
                               "(`make site`, or pip install -r requirements.lock)") from None
    return Path(pagefind_bin.get_executable())


def write_index(site_dir: Path) -> None:
    """Index the built site in ``site_dir`` into ``site_dir/pagefind/``."""
    command = [str(executable()), "--site", str(site_dir), "--output-subdir", BUNDLE,
               "--exclude-selectors", ", ".join(EXCLUDED), "--quiet"]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0 or "error" in result.stderr.lower():
        raise SearchIndexError(f"Pagefind failed (exit {result.returncode}) on {site_dir}:\n{result.stdout}{result.stderr}")
    canonical_metadata(Path(site_dir) / BUNDLE)


# ------------------------------------------------------------------ the same index on every build
# Pagefind writes every file of the index the same for the same pages but one: its metadata
# file lists the filters (here one per kind weight) in the order of a hash table that is seeded
# anew on every run. That list is put in order of the filters' names, and the file named by the
# hash of what it then holds, which pagefind-entry.json points to.

def canonical_metadata(bundle: Path) -> None:
    """Rewrite each language's metadata file of the Pagefind bundle with its filters in order."""
    entry_path = bundle / "pagefind-entry.json"
    entry = entry_path.read_text(encoding="utf-8")
    for language in json.loads(entry)["languages"].values():
        old = language["hash"]
        path = bundle / f"pagefind.{old}.pf_meta"
        data = gzip.decompress(path.read_bytes())
        signature, body = data[:12], sorted_filters(data[12:])
        new = f"{old.split('_', 1)[0]}_{hashlib.sha256(body).hexdigest()[:10]}"
        path.unlink()
        (bundle / f"pagefind.{new}.pf_meta").write_bytes(gzip.compress(signature + body, compresslevel=9, mtime=0))
        entry = entry.replace(f'"{old}"', f'"{new}"')
    entry_path.write_text(entry, encoding="utf-8")


def sorted_filters(body: bytes) -> bytes:
    """The metadata (CBOR: [version, pages, index chunks, filters, sorts, fields]) with its list
    of filters, each [name, file], in order of name; every other byte as it was."""
    count, pos = _head(body, 0, major=4)
    items = []
    for _ in range(count):
        end = _skip(body, pos)
        items.append((pos, end))
        pos = end
    if count < 5:
        raise SearchIndexError(f"Pagefind's metadata has {count} parts, not the 6 of Pagefind 1.5 (requirements.lock)")
    start, stop = items[3]
    filters, first = _head(body, start, major=4)
    entries, pos = [], first
    for _ in range(filters):
        end = _skip(body, pos)
        _, name_at = _head(body, pos, major=4)
        length, text_at = _head(body, name_at, major=3)
        entries.append((body[text_at:text_at + length], body[pos:end]))
        pos = end
    return body[:first] + b"".join(entry for _, entry in sorted(entries)) + body[stop:]


def _head(data: bytes, pos: int, major: int | None = None) -> tuple[int, int]:
    """A CBOR item's head at ``pos``: (its argument, where its content starts)."""
    kind, info = data[pos] >> 5, data[pos] & 31
    if major is not None and kind != major:
        raise SearchIndexError(f"Pagefind's metadata is not in the form of Pagefind 1.5 (CBOR type {kind} at byte {pos})")
    if info < 24:
        return info, pos + 1
    if info > 27:
        raise SearchIndexError(f"Pagefind's metadata uses a CBOR form this build does not read (at byte {pos})")
    size = 1 << (info - 24)
    return int.from_bytes(data[pos + 1:pos + 1 + size], "big"), pos + 1 + size


def _skip(data: bytes, pos: int) -> int:
    """Where the CBOR item at ``pos`` ends."""
    kind = data[pos] >> 5
    value, pos = _head(data, pos)
    if kind in (2, 3):
        return pos + value
    if kind in (4, 5):
        for _ in range(value * (2 if kind == 5 else 1)):
            pos = _skip(data, pos)
        return pos
    if kind == 6:
        return _skip(data, pos)
    return pos
