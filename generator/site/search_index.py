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

import subprocess
from pathlib import Path

#: CSS selectors of what the index leaves out (see above).
EXCLUDED = ("svg", "[data-search-exclude]", ".headerlink")
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
