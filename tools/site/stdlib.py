"""The site's copy of Pyodide's standard library, less the modules it never imports.

Pyodide loads the standard library from one zip (``python_stdlib.zip``, written to
``/lib/python314.zip`` and imported with zipimport), by default the one beside
``pyodide.mjs`` (``loadPyodide``'s ``stdLibURL`` option names another). The site ships
Pyodide's zip less the packages and modules in ``DROPPED`` and the codecs not in
``CODECS_KEPT``: 1.3 MB of its 2.5 MB compressed (measured on Pyodide 314.0.7), all of
them unused by the page, the bot worker, PyScript and Pyodide's own start (measured from
``sys.modules`` after games with every bot level of every game). What is dropped is
tooling (tests, debuggers, profilers, docs), network and mail protocols, XML, process and
C interfaces, and alternative pure-Python implementations of C modules.

Each module is shipped compiled (``.pyc`` only): a plain start (every first visit)
otherwise compiles each module it imports from source; measured in node under load,
Pyodide's start took 9-15 s with the compiled zip against 35-40 s with sources. The
entries are stored, not deflated: the host's brotli compresses the whole zip to 1.54 MB
where the deflated zip is 2.28 MB (gzip: 2.13 MB), and zipimport then inflates nothing.

The memory snapshot is made from this same zip (zipimport keeps the zip's directory in
memory, and a snapshot restored over another zip would read wrong offsets).
"""

from __future__ import annotations

import hashlib
import tempfile
import zipfile
from pathlib import Path

from tools.site import CACHE, NODE_MODULES, pyodide_node

SOURCE = NODE_MODULES / "pyodide" / "python_stdlib.zip"

DROPPED = frozenset({
    # tests, debugging, profiling, documentation, the REPL
    "unittest", "doctest", "pdb", "bdb", "pydoc", "_pyrepl", "trace", "profile",
    "cProfile", "pstats", "timeit", "tracemalloc", "tabnanny", "pyclbr", "modulefinder",
    "symtable", "compileall", "zipapp", "rlcompleter", "this", "antigravity",
    "__hello__", "__phello__", "idlelib", "turtledemo", "lib2to3", "ensurepip", "venv",
    # network, mail and web protocols (the page has no sockets; fetch is JavaScript's)
    "http", "xmlrpc", "wsgiref", "socketserver", "imaplib", "smtplib", "ftplib",
    "poplib", "mailbox", "webbrowser", "netrc",
    # data formats the site never reads
    "xml", "plistlib", "tomllib", "wave", "configparser", "sqlite3", "shelve",
    "pickletools", "tarfile", "gzip", "zoneinfo", "mimetypes",
    # processes, terminals and C interfaces (none under WebAssembly in a browser)
    "multiprocessing", "ctypes", "pty", "tty", "getpass", "sched",
    # command-line front ends (the engine's own CLI is not in the site)
    "argparse", "optparse", "getopt", "cmd", "code", "fileinput", "filecmp",
    # pure-Python fallbacks of C modules Pyodide has, and their helpers
    "_pyio", "_pydatetime", "_pylong", "_strptime", "_py_abc", "_threading_local",
    # numbers, platform facts and identifiers the site has no use for
    "statistics", "fractions", "decimal", "uuid", "platform", "sysconfig",
    "_sysconfigdata__emscripten_wasm32-emscripten", "stringprep", "quopri",
    "graphlib", "colorsys", "gettext", "calendar",
})
# Codecs of ``encodings`` kept: the Unicode ones, ASCII, Latin-1, zip's cp437, IDNA and
# the transforms; the other code pages (about 120 modules) are never used.
CODECS_KEPT = frozenset({
    "__init__", "aliases", "ascii", "base64_codec", "charmap", "cp437", "hex_codec",
    "idna", "latin_1", "punycode", "raw_unicode_escape", "undefined", "unicode_escape",
    "utf_16", "utf_16_be", "utf_16_le", "utf_32", "utf_32_be", "utf_32_le", "utf_7",
    "utf_8", "utf_8_sig",
})


def kept(name: str) -> bool:
    """Whether the zip entry ``name`` stays in the site's standard library."""
    top, _, rest = name.partition("/")
    if top.removesuffix(".py") in DROPPED:
        return False
    if top == "encodings" and rest.endswith(".py"):
        return rest.removesuffix(".py") in CODECS_KEPT
    return True


def trimmed(source: Path = SOURCE) -> Path:
    """The standard library zip less what is dropped, each module byte-compiled by
    Pyodide's own Python and shipped as its ``.pyc`` alone (zipimport imports a
    sourceless module; with no .pyc to find, Pyodide compiles every module it imports at
    each plain start, seconds on a tablet). Without node, the sources are shipped.
    Stored (the host compresses the zip as a whole), cached by the hash of ``source``
    and of the rules."""
    rules = repr((sorted(DROPPED), sorted(CODECS_KEPT), "pyc", "stored")).encode()
    key = hashlib.sha256(source.read_bytes() + rules).hexdigest()[:12]
    out = CACHE / f"python_stdlib-{key}.zip"
    if out.exists():
        return out
    CACHE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="wonders-stdlib-") as tmp:
        tree = Path(tmp)
        with zipfile.ZipFile(source) as src:
            infos = [i for i in src.infolist() if kept(i.filename)]
            for info in infos:
                src.extract(info, tree)
        compiled = pyodide_node.compile_in_place(tree)
        part = out.with_suffix(".tmp")
        with zipfile.ZipFile(part, "w", zipfile.ZIP_STORED) as dst:
            for info in infos:
                name = info.filename
                if compiled and name.endswith(".py") and (tree / (name + "c")).exists():
                    name += "c"
                entry = zipfile.ZipInfo(name, date_time=info.date_time)
                entry.external_attr = info.external_attr
                data = b"" if info.is_dir() else (tree / name).read_bytes()
                dst.writestr(entry, data, compress_type=zipfile.ZIP_STORED)
        part.replace(out)
    return out


def module_names(zip_path: Path) -> set[str]:
    """The entries of a standard library zip, ``.pyc`` named as their ``.py``."""
    with zipfile.ZipFile(zip_path) as zf:
        return {n[:-1] if n.endswith(".pyc") else n for n in zf.namelist()}


def dropped_names(zip_path: Path, source: Path = SOURCE) -> set[str]:
    """The entries of ``source`` that ``zip_path`` leaves out."""
    return module_names(source) - module_names(zip_path)
