"""PyScript's own Python package, compiled by the build, put where PyScript writes it.

PyScript writes its package's sources into Pyodide's home (``pyscript/*.py``) at every
start and imports them; compiling them took 195-330 ms of a start at the tablet's CPU rate
(``bench/RESULTS.md``, issue 30). The build ships them compiled (``tools/site/
pyscript_pyc.py``: checked-hash .pyc files, PEP 552) in this package's data (a
``marshal`` dict of path to bytes), and the loader calls ``install`` before PyScript
runs: Python then loads each module from its .pyc when the source PyScript writes beside
it has the same hash, and compiles it as before when not (another PyScript's sources, or
a build without node).
"""

from __future__ import annotations

import marshal
import os
import pkgutil

#: the build's data file in this package (``tools.site.pyscript_pyc.BYTECODE``)
BYTECODE = "pyscript-bytecode.bin"


def install(home: str = ".") -> int:
    """Write the compiled files under ``home`` (Pyodide's working directory, where
    PyScript writes its package); return how many (0 when the build shipped none)."""
    try:
        data = pkgutil.get_data(__package__, BYTECODE)
    except OSError:
        return 0
    if not data:
        return 0
    files = marshal.loads(data)
    for rel, code in files.items():
        path = os.path.join(home, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as out:
            out.write(code)
    return len(files)
