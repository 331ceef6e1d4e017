"""A static server for the built site on 127.0.0.1, with the MIME types and cache
headers the page and its service worker need (``build.py serve`` and the browser tests).

It serves the precompressed copies the build writes (``name.br``, ``name.gz``, see
``compress.py``) as static hosts do: the best coding the request's ``Accept-Encoding``
allows, with ``Content-Encoding`` and ``Vary: Accept-Encoding`` (RFC 9110, 12.5.3);
a client that accepts neither gets the file itself."""

from __future__ import annotations

import email.utils
import functools
import http.server
import io
import os
import sys
import time
from pathlib import Path

from tools.site import DIST, csp
from tools.site.compress import ENCODINGS

#: each page's policy header, by its path, with the file's modification time
_POLICIES: dict[Path, tuple[float, str]] = {}

MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".gz": "application/gzip",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".py": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
}


def accepted(header: str | None) -> set[str]:
    """The content codings an ``Accept-Encoding`` value allows (``q=0`` refuses one;
    ``*`` allows every coding not named)."""
    allowed: set[str] = set()
    refused: set[str] = set()
    for item in (header or "").split(","):
        name, _, params = item.strip().partition(";")
        name = name.strip().lower()
        q = params.strip().removeprefix("q=") if params.strip().startswith("q=") else "1"
        try:
            ok = float(q) > 0
        except ValueError:
            ok = True
        if name:
            (allowed if ok else refused).add(name)
    if "*" in allowed:
        allowed |= {c for c, _ in ENCODINGS} - refused
    return allowed - refused - {"*"}


class Handler(http.server.SimpleHTTPRequestHandler):
    """Files of one directory, precompressed copies negotiated; the shell and the
    service worker always revalidated."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}
    negotiated = False

    def end_headers(self) -> None:
        # The service worker script and the shell must be revalidated so a new build
        # is seen; everything else is versioned by the service worker's cache name.
        path = self.path.split("?")[0]
        if path.endswith(("/", "sw.js", ".html", "build-info.json")):
            self.send_header("Cache-Control", "no-cache")
        if self.negotiated:
            self.send_header("Vary", "Accept-Encoding")
        # what a well-configured static host sends (docs/build.md, "Headers"): no type
        # sniffing, and a page's policy as a header, with frame-ancestors
        self.send_header("X-Content-Type-Options", "nosniff")
        policy = self._page_policy()
        if policy:
            self.send_header("Content-Security-Policy", policy)
        super().end_headers()

    def _page_policy(self) -> str | None:
        """The policy header of the HTML page the request names (``csp.header_policy``),
        the workers' policy for a script (``csp.worker_policy``: a worker's policy is
        its script's header), None for any other file."""
        page = self._file()
        if page is not None and page.suffix in csp.SCRIPTS:
            return csp.worker_policy()
        if page is None or page.suffix != ".html":
            return None
        stamp = page.stat().st_mtime
        known = _POLICIES.get(page)
        if known is None or known[0] != stamp:
            html = page.read_text(encoding="utf-8", errors="replace")
            known = _POLICIES[page] = (stamp, csp.header_policy(html, page.name))
        return known[1]

    def _file(self) -> Path | None:
        """The file the request names (a folder's index.html), if it is one (not a name
        the file system refuses, such as one too long: a 404, as a static host says)."""
        path = Path(self.translate_path(self.path))
        try:
            if path.is_dir() and self.path.split("?")[0].endswith("/"):
                path = path / "index.html"
            return path if path.is_file() else None
        except OSError:
            return None

    def send_head(self):
        """The file, or its precompressed copy in the best coding the client accepts;
        noted in the server's ``seen`` with the size of the body sent (0: none)."""
        note: list = [time.time(), self.path.split("?")[0], 0]
        self.server.seen.append(note)  # before any answer: the client may read it at once
        f = self._negotiate()
        if isinstance(f, io.BytesIO):  # a folder's listing
            note[2] = len(f.getbuffer())
        elif f is not None:
            note[2] = os.fstat(f.fileno()).st_size
        return f

    def _negotiate(self):
        path = self._file()
        self.negotiated = False
        if path is None:
            return super().send_head()
        copies = [(c, path.with_name(path.name + s)) for c, s in ENCODINGS]
        # a copy older than its file (the file was edited after the build) is stale
        copies = [(c, p) for c, p in copies
                  if p.is_file() and p.stat().st_mtime >= path.stat().st_mtime]
        self.negotiated = bool(copies)
        allowed = accepted(self.headers.get("Accept-Encoding"))
        chosen = next(((c, p) for c, p in copies if c in allowed), None)
        if chosen is None:
            return super().send_head()
        coding, copy = chosen
        mtime = path.stat().st_mtime
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                if email.utils.parsedate_to_datetime(since).timestamp() >= int(mtime):
                    self.send_response(304)
                    self.end_headers()
                    return None
            except (TypeError, ValueError, IndexError, OverflowError):
                pass
        f = open(copy, "rb")
        self.send_response(200)
        self.send_header("Content-type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(copy.stat().st_size))
        self.send_header("Last-Modified", self.date_time_string(mtime))
        self.end_headers()
        return f

    def log_message(self, fmt: str, *args) -> None:
        if os.environ.get("WONDERS_SERVE_LOG"):
            super().log_message(fmt, *args)


class Server(http.server.ThreadingHTTPServer):
    """A threading server that ignores connections the browser dropped, and notes each
    request (``seen``: epoch seconds, path, bytes of the body sent; for the tests and
    the benchmark)."""

    daemon_threads = True
    # A page opens many connections at once (preloads, modules, wheels); with
    # socketserver's backlog of 5 a busy machine drops some, and the browser's TCP retries
    # then stall a start by seconds to minutes.
    request_queue_size = 128

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.seen: list[list] = []

    def handle_error(self, request, client_address) -> None:
        exc = sys.exc_info()[1]
        if isinstance(exc, (BrokenPipeError, ConnectionResetError)):
            return  # the browser dropped a connection (navigation, offline tests)
        super().handle_error(request, client_address)


def make_server(port: int, directory: Path = DIST) -> http.server.ThreadingHTTPServer:
    """A server of ``directory`` on 127.0.0.1:``port`` (0: any free port), not started."""
    handler = functools.partial(Handler, directory=str(directory))
    return Server(("127.0.0.1", port), handler)


def serve_forever(port: int, directory: Path = DIST) -> None:
    """Serve ``directory`` until Ctrl-C."""
    server = make_server(port, directory)
    print(f"Wonders is served at http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C stops)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
