"""Serve a built site on 127.0.0.1 (a free port) from a background thread, quietly.

With ``compress=True`` text files are sent gzip-compressed when the client accepts it, as any
production web server or static host does; Lighthouse measures the site that way (its
simulated slow network would otherwise charge the uncompressed bytes).
"""
from __future__ import annotations

import contextlib
import functools
import gzip
import http.server
import io
import os
import threading
from pathlib import Path

COMPRESSIBLE = {".html", ".css", ".js", ".mjs", ".wasm", ".json", ".svg", ".xml", ".txt", ".csv", ".bib", ".ris", ".map"}


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    compress = False
    max_age: int | None = None
    _cache: dict = {}

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass

    def end_headers(self):
        if self.max_age is not None:
            self.send_header("Cache-Control", f"max-age={self.max_age}")
        super().end_headers()

    def send_head(self):
        if not self.compress or "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?", 1)[0].endswith("/"):
                return super().send_head()  # the redirect to the folder URL
            path = os.path.join(path, "index.html")
        if os.path.splitext(path)[1] not in COMPRESSIBLE or not os.path.isfile(path):
            return super().send_head()
        key = (path, os.stat(path).st_mtime_ns)
        body = self._cache.get(key)
        if body is None:
            body = self._cache[key] = gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)


@contextlib.contextmanager
def serve(site: Path, compress: bool = False, max_age: int | None = None):
    """``with serve(site) as base_url:`` — ``http://127.0.0.1:<port>/`` while the block runs
    (``max_age``: seconds a browser may keep what it fetched, for measuring a second visit)."""
    handler_class = type("Handler", (_QuietHandler,), {"compress": compress, "_cache": {}, "max_age": max_age})
    handler = functools.partial(handler_class, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
