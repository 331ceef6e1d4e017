#!/usr/bin/env python3
"""Build, serve and test the Wonders static site.

    python3 build.py serve      build dist/ and serve it on http://127.0.0.1:8777/
    python3 build.py test       install what the tests need, build dist/, run pytest tests/
    python3 build.py build      only build dist/

The site in ``dist/`` is self-contained: Pyodide and PyScript (from npm), the engine as
a wheel, a pure-Python msgpack wheel and the front end, all pinned by exact version.
Nothing is fetched from any other host at play time. A service worker precaches every
file of the site under a cache named after a hash of all of them, so a new build
replaces the old cache cleanly. The jobs live in ``tools/site/``, one module each.
"""

from __future__ import annotations

import argparse
import sys

from tools.site import DEFAULT_PORT, DIST
from tools.site.assemble import build
from tools.site.server import make_server, serve_forever
from tools.site.testrun import install_test_deps, run_pytest

__all__ = ["DIST", "build", "main", "make_server"]


def main(argv: list[str] | None = None) -> int:
    """``build`` (the default), ``serve [--port N]`` or ``test [pytest arguments]``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", default="build", choices=["build", "serve", "test"])
    parser.add_argument("--port", type=int, default=DEFAULT_PORT)
    args, rest = parser.parse_known_args(argv)
    if args.command == "test":
        install_test_deps()
        build()
        return run_pytest(rest)
    build()
    if args.command == "serve":
        serve_forever(args.port, DIST)
    return 0


if __name__ == "__main__":
    sys.exit(main())
