"""The site's copy of Pyodide's standard library, less the modules it never imports.

Pyodide loads the standard library from one zip (``python_stdlib.zip``, written to
``/lib/python314.zip`` and imported with zipimport), by default the one beside
``pyodide.mjs`` (``loadPyodide``'s ``stdLibURL`` option names another). The site ships
only the modules in ``KEPT`` (those the page, the bot worker and the embeds' worker
import, read from ``sys.modules`` in the browser), Pyodide's own packages and the codecs
in ``CODECS_KEPT``: what is left out is tooling (tests, debuggers, profilers, docs),
network and mail protocols, XML, process and C interfaces, alternative pure-Python
implementations of C modules, and the parts of kept packages nothing imports.

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

#: The modules shipped, by name: those the page, the bot worker and the embeds' worker
#: import (``sys.modules`` read in the browser after a game with bots and a played
#: example, each Python started without the snapshot: tests/web/test_stdlib_imports.py
#: checks it on every browser run), what the site's sources import on paths the browser
#: tests do not take (``csv``: the history's export; tests/tools/site/test_stdlib.py) and
#: ``hashlib`` (``random.seed`` of a string).
#: Everything else is left out: whole packages (email, logging's handlers, http, xml,
#: unittest...) and the parts of kept packages nothing imports (asyncio's Windows
#: event loops, importlib.metadata, urllib.request, concurrent.futures' pools...).
KEPT = frozenset({
    "__future__", "_collections_abc", "_colorize", "_opcode_metadata", "_py_warnings",
    "_sitebuiltins", "_ssl", "_weakrefset", "abc", "annotationlib", "ast", "asyncio",
    "asyncio.base_events", "asyncio.base_futures", "asyncio.base_subprocess",
    "asyncio.base_tasks", "asyncio.constants", "asyncio.coroutines", "asyncio.events",
    "asyncio.exceptions", "asyncio.format_helpers", "asyncio.futures", "asyncio.graph",
    "asyncio.locks", "asyncio.log", "asyncio.mixins", "asyncio.protocols",
    "asyncio.queues", "asyncio.runners", "asyncio.selector_events", "asyncio.sslproto",
    "asyncio.staggered", "asyncio.streams", "asyncio.subprocess", "asyncio.taskgroups",
    "asyncio.tasks", "asyncio.threads", "asyncio.timeouts", "asyncio.transports",
    "asyncio.trsock", "asyncio.unix_events", "base64", "bisect", "bz2", "codecs",
    "codeop", "collections", "compression", "compression._common",
    "compression._common._streams", "compression.zstd", "compression.zstd._zstdfile",
    "csv",
    "concurrent", "concurrent.futures", "concurrent.futures._base", "contextlib",
    "contextvars", "copy", "copyreg", "dataclasses", "datetime", "difflib", "dis",
    "enum", "fnmatch", "functools", "genericpath", "glob", "hashlib", "heapq", "hmac",
    "html", "html.entities", "importlib", "importlib._abc", "importlib._bootstrap",
    "importlib._bootstrap_external", "importlib.abc", "importlib.machinery",
    "importlib.readers", "importlib.resources", "importlib.resources._adapters",
    "importlib.resources._common", "importlib.resources._functional",
    "importlib.resources._itertools", "importlib.resources.abc",
    "importlib.resources.readers", "importlib.util", "inspect", "io", "ipaddress",
    "json", "json.decoder", "json.encoder", "json.scanner", "keyword", "linecache",
    "locale", "logging", "lzma", "ntpath", "opcode", "operator", "os", "pathlib",
    "pathlib._os", "pkgutil", "posixpath", "random", "re", "re._casefix", "re._compiler",
    "re._constants", "re._parser", "reprlib", "secrets", "selectors", "shutil", "signal",
    "site", "socket", "ssl", "stat", "string", "struct", "subprocess", "tempfile",
    "textwrap", "threading", "token", "tokenize", "traceback", "types", "typing",
    "urllib", "urllib.parse", "warnings", "weakref", "zipfile", "zipfile._path",
    "zipfile._path.glob", "zipimport",
})
#: The standard library is compiled as ``python -OO`` runs it (no docstrings, no
#: asserts: a mode CPython's own test suite runs in): the shipped zip 1.54 -> 0.98 MB
#: brotli with the trimming; Pyodide's packages, which read docstrings, are compiled
#: plainly. Every module is compiled without its column ranges (lines kept:
#: ``pyodide_node.compile_js``): 1.02 -> 0.77 MB brotli.
OPTIMIZE = 2
#: Pyodide's own packages, kept whole (its API: a part the tests do not reach, such as
#: ``pyodide.http``, may be imported by PyScript on a path they do not take)
KEPT_WHOLE = frozenset({"pyodide", "_pyodide"})
# Codecs of ``encodings`` kept: the Unicode ones, ASCII, Latin-1, zip's cp437, IDNA and
# the transforms; the other code pages (about 120 modules) are never used.
CODECS_KEPT = frozenset({
    "__init__", "aliases", "ascii", "base64_codec", "charmap", "cp437", "hex_codec",
    "idna", "latin_1", "punycode", "raw_unicode_escape", "undefined", "unicode_escape",
    "utf_16", "utf_16_be", "utf_16_le", "utf_32", "utf_32_be", "utf_32_le", "utf_7",
    "utf_8", "utf_8_sig",
})


def module_of(name: str) -> str:
    """The module a zip entry holds, dotted (``asyncio/__init__.py``: ``asyncio``)."""
    return name.removesuffix("c").removesuffix(".py").removesuffix("/__init__").replace(
        "/", ".")


def kept(name: str) -> bool:
    """Whether the zip entry ``name`` (a module, ``.py`` or ``.pyc``, or a folder) stays in
    the site's standard library."""
    top, _, rest = name.partition("/")
    if top in KEPT_WHOLE:
        return True
    if top == "encodings" and rest:
        return rest.endswith("/") or module_of(rest) in CODECS_KEPT
    if name.endswith("/"):
        return any(m == module_of(name[:-1]) or m.startswith(module_of(name[:-1]) + ".")
                   for m in KEPT)
    return name.endswith((".py", ".pyc")) and module_of(name) in KEPT


def trimmed(source: Path = SOURCE) -> Path:
    """The standard library zip less what is dropped, each module byte-compiled by
    Pyodide's own Python and shipped as its ``.pyc`` alone (zipimport imports a
    sourceless module; with no .pyc to find, Pyodide compiles every module it imports at
    each plain start, seconds on a tablet). Without node, the sources are shipped.
    Stored (the host compresses the zip as a whole), cached by the hash of ``source``
    and of the rules."""
    rules = repr((sorted(KEPT), sorted(KEPT_WHOLE), sorted(CODECS_KEPT), "pyc", "stored",
                  OPTIMIZE, "no debug ranges")).encode()
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
        compiled = pyodide_node.compile_in_place(tree, OPTIMIZE, tuple(sorted(KEPT_WHOLE)))
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
