#!/usr/bin/env python3
"""Build, serve and test the Wonders static site.

    python3 build.py serve      build dist/ and serve it on http://127.0.0.1:8777/
    python3 build.py test       install what the tests need, build dist/, run the whole suite
    python3 build.py fast       the fast lane: engine and page logic, no browser, no build
    python3 build.py build      only build dist/

Every command runs in the project's own environment, ``.venv``, made and filled from
``pyproject.toml`` on first use (``tools/site/project_env.py``): the build sees only the
packages the project declares, never one installed by hand into the machine's Python.

The site in ``dist/`` is self-contained: Pyodide and PyScript (from npm), the engine as
a wheel, a pure-Python msgpack wheel and the front end, all pinned by exact version.
Nothing is fetched from any other host at play time. A service worker precaches every
file of the site under a cache named after a hash of all of them, so a new build
replaces the old cache cleanly. The jobs live in ``tools/site/``, one module each.
"""

from __future__ import annotations

import argparse
import sys

from tools.site import DEFAULT_PORT, DIST, project_env

COMMANDS = ["build", "serve", "test", "fast"]


def main(argv: list[str] | None = None) -> int:
    """``build`` (the default), ``serve [--port N]``, ``test [pytest arguments]`` (the
    whole suite) or ``fast [pytest arguments]`` (the fast lane)."""
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="?", default="build", choices=COMMANDS)
    parser.add_argument("--port", type=int, default=DEFAULT_PORT)
    args, rest = parser.parse_known_args(argv)
    testing = args.command in ("test", "fast")
    project_env.enter(argv, ["build", "test"] if testing else ["build"])

    from tools.site.assemble import build
    from tools.site.server import serve_forever
    from tools.site.testrun import FAST_LANE, install_test_deps, run_pytest

    if args.command == "fast":
        return run_pytest(["-m", FAST_LANE, *rest], built=False)
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
