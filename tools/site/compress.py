"""Precompressed copies of the site's files, the way static hosts serve them.

Beside each file that compresses well, ``name.gz`` (gzip, level 9) and ``name.br``
(brotli, quality 11, when Python's ``brotli`` package is installed) are written; a host
that negotiates ``Accept-Encoding`` (nginx ``gzip_static``/``brotli_static``, Caddy's
``precompressed``, ``tools/site/server.py``) sends them with the matching
``Content-Encoding`` (RFC 9110, 8.4). A copy is kept only when it saves at least
``MIN_SAVING`` of the file: what is compressed already (the gzipped snapshot, images)
is served as it is. The site's zips (the standard library, ``stdlib.py``; the wheels,
``wheels.py``) store their files uncompressed, so they are compressed here as a whole.

Brotli at quality 11 takes minutes on Pyodide's WebAssembly, so compressed bytes are
cached under node_modules/.wonders-cache/compressed, named by the source's SHA-256.
"""

from __future__ import annotations

import gzip
import hashlib
from pathlib import Path

from tools.site import CACHE

try:
    import brotli
except ImportError:  # the build then ships gzip only
    brotli = None

# Content codings by preference (brotli is smaller), with their file suffixes.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
# Files in compressed formats: compressing them again saves under 2% (measured on the
# wheels, the standard library's zip and the gzipped snapshot) and costs minutes.
SKIP_SUFFIXES = (".gz", ".br", ".png")
MIN_SAVING = 0.05
MIN_SIZE = 512
COMPRESSED_CACHE = CACHE / "compressed"


def available() -> list[str]:
    """The content codings this build can write: ``br`` only with the brotli package."""
    return [name for name, _ in ENCODINGS if name != "br" or brotli is not None]


def summary() -> str:
    """One line for the build's log: which copies this build writes, and why not br."""
    if brotli is None:
        return ("precompressed: .gz only; the brotli package is missing (it is the build "
                "extra of pyproject.toml, which build.py installs into .venv)")
    version = getattr(brotli, "__version__", "?")
    return f"precompressed: .br (brotli {version}, quality 11) and .gz (gzip, level 9)"


def _encode(coding: str, data: bytes) -> bytes:
    if coding == "br":
        return brotli.compress(data, quality=11)
    return gzip.compress(data, compresslevel=9, mtime=0)


def encoded(coding: str, data: bytes) -> bytes:
    """``data`` in the content coding ``coding`` (``br`` or ``gzip``), from the cache
    when it was compressed before."""
    key = hashlib.sha256(data).hexdigest()
    cached = COMPRESSED_CACHE / f"{key}.{coding}"
    if cached.exists():
        return cached.read_bytes()
    out = _encode(coding, data)
    COMPRESSED_CACHE.mkdir(parents=True, exist_ok=True)
    tmp = cached.with_suffix(".tmp")
    tmp.write_bytes(out)
    tmp.replace(cached)
    return out


def worth_compressing(path: Path) -> bool:
    """Whether ``path`` is a candidate: big enough and not in a compressed format."""
    return path.suffix not in SKIP_SUFFIXES and path.stat().st_size >= MIN_SIZE


def precompress(dist: Path, files: list[str]) -> dict[str, dict[str, int]]:
    """Write the compressed copies of ``files`` (paths relative to ``dist``) that save at
    least ``MIN_SAVING``; return each file's sizes: ``{"identity": n, "br": n, ...}``."""
    sizes: dict[str, dict[str, int]] = {}
    for rel in files:
        path = dist / rel
        data = path.read_bytes()
        sizes[rel] = {"identity": len(data)}
        if not worth_compressing(path):
            continue
        for coding, suffix in ENCODINGS:
            if coding not in available():
                continue
            out = encoded(coding, data)
            if len(out) <= len(data) * (1 - MIN_SAVING):
                path.with_name(path.name + suffix).write_bytes(out)
                sizes[rel][coding] = len(out)
    return sizes


def transfer_size(sizes: dict[str, int], coding: str) -> int:
    """What one file costs over the wire when the client accepts ``coding``: the
    compressed copy if there is one, else the file itself."""
    return sizes.get(coding, sizes["identity"])
