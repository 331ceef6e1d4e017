"""A static server for the built site on 127.0.0.1, with the MIME types and cache
headers the page and its service worker need (``build.py serve`` and the browser tests)."""

from __future__ import annotations

import functools
import http.server
import os
import sys
from pathlib import Path

from tools.site import DIST

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


class Handler(http.server.SimpleHTTPRequestHandler):
    """Files of one directory; the shell and the service worker always revalidated."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

    def end_headers(self) -> None:
        # The service worker script and the shell must be revalidated so a new build
        # is seen; everything else is versioned by the service worker's cache name.
        path = self.path.split("?")[0]
        if path.endswith(("/", "sw.js", ".html", "build-info.json")):
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt: str, *args) -> None:
        if os.environ.get("WONDERS_SERVE_LOG"):
            super().log_message(fmt, *args)


class Server(http.server.ThreadingHTTPServer):
    """A threading server that ignores connections the browser dropped."""

    daemon_threads = True

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
