"""Which of the hook's files a ``--dirty`` build may leave as they are (``mkdocs serve --dirty``,
``mkdocs build --dirty``): MkDocs re-renders only the pages whose ``File.is_modified()`` is true.

MkDocs decides that by modification times of source files; the pages and assets the hook hands
it have no source file, so MkDocs counts them as always modified and a dirty build would rebuild
everything. Here each such file is a ``KnownFile`` carrying the hash of its content, and a record
of the last build into the same site folder (under the build's cache folder, ``generator.cache``)
says, per output file, from which content it was built and the output's modification time. A file
is unchanged when its content hash is the recorded one and its output is still the file that
build wrote; everything counts as changed when what every page shows changed: the configuration,
the dataset edition, the set of files, the theme overrides, or the title of a page in the
navigation (the sidebar of every page lists them). What a dirty build leaves stale, as MkDocs
warns, is only a page's view of other pages' changes that are not in that list (a renamed
ruleset in the list of a page that was not itself regenerated). A full build (``mkdocs build``,
``make site``) ignores all this: MkDocs cleans the folder and writes every page.
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from mkdocs.structure.files import File, Files

#: Bump when the record's meaning changes.
RECORD_VERSION = 1


class KnownFile(File):
    """A page or asset whose content the hook gives, with the hash of that content (and a page's
    title, as its renderer gave it)."""

    unchanged: bool = False
    content_hash: str = ""
    title: str | None = None

    def is_modified(self) -> bool:
        return not self.unchanged

    def release(self) -> None:
        """Drop the content once MkDocs has converted it (reading it again is then an error)."""
        self._content = None


def known(config, path: str, content: str | bytes, title: str | None = None) -> KnownFile:
    """A generated file for MkDocs, with its content's hash (and, for a page, its title)."""
    file = KnownFile.generated(config, path, content=content)
    file.title = title
    data = content.encode("utf-8") if isinstance(content, str) else content
    file.content_hash = hashlib.sha256(data).hexdigest()
    return file


def record_path(cache: Path, site_dir: str) -> Path:
    """The record of the builds into ``site_dir`` (one file per site folder)."""
    digest = hashlib.sha256(str(Path(site_dir).resolve()).encode("utf-8")).hexdigest()[:20]
    return Path(cache) / "built" / f"{digest}.json"


def _mtime(path: str | None) -> int | None:
    try:
        return os.stat(path).st_mtime_ns if path else None
    except OSError:
        return None


def whole_site_key(config, files: Files, nav) -> str:
    """A hash of what every page shows: configuration, edition, files, theme overrides, nav titles."""
    parts = [RECORD_VERSION, Path(config.config_file_path).read_text(encoding="utf-8") if config.config_file_path else "",
             config.site_url or "", str(config.extra.get("edition", "")), sorted(f.src_uri for f in files)]
    if config.theme.custom_dir:
        custom = Path(config.theme.custom_dir)
        parts.append(sorted((str(p.relative_to(custom)), _mtime(str(p))) for p in custom.rglob("*") if p.is_file()))
    titles = []
    for page in nav.pages:
        file = page.file
        if isinstance(file, KnownFile) and file.is_documentation_page():
            titles.append((file.src_uri, page.title or file.title))
    parts.append(titles)
    return hashlib.sha256(json.dumps(parts, default=str).encode("utf-8")).hexdigest()


def mark_unchanged(files: Files, record: dict, key: str) -> int:
    """Set ``unchanged`` on every known file the record shows built from the same content; the
    number of files left to build."""
    entries = record.get("files", {}) if record.get("key") == key else {}
    todo = 0
    for file in files:
        if isinstance(file, KnownFile):
            entry = entries.get(file.dest_uri)
            file.unchanged = entry is not None and entry == [file.content_hash, _mtime(file.abs_dest_path)]
            todo += not file.unchanged
    return todo


def titles_for_nav(nav) -> None:
    """Unchanged pages are not read, so MkDocs knows no title for them: give the nav theirs."""
    for page in nav.pages:
        if isinstance(page.file, KnownFile) and page.file.unchanged and page.file.is_documentation_page():
            page.title = page.title or page.file.title


def load_record(path: Path) -> dict:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def save_record(path: Path, key: str, files: Files) -> None:
    """After a build: each known file's content hash and its output's modification time."""
    entries = {}
    for file in files:
        if isinstance(file, KnownFile):
            mtime = _mtime(file.abs_dest_path)
            if mtime is not None:
                entries[file.dest_uri] = [file.content_hash, mtime]
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(f".{os.getpid()}.tmp")
    temporary.write_text(json.dumps({"key": key, "files": entries}), encoding="utf-8")
    os.replace(temporary, path)
