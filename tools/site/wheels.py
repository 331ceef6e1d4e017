"""The site's own wheels: the engine and the front end's Python, as minimal reproducible
pure-Python wheels holding only what the page and the bot worker import.

The page imports straight from the wheels (``zipimport``: web/pyodide_loader.mjs puts
each on ``sys.path``, nothing is unpacked), so each module's bytecode sits beside its
source (``m.pyc`` next to ``m.py``, the layout zipimport reads; it prefers the .pyc) and
the entries are stored, not deflated: the static host's brotli or gzip compresses the
whole archive better than deflate does file by file, and an import inflates nothing."""

from __future__ import annotations

import base64
import hashlib
import tomllib
import zipfile
from collections.abc import Iterable
from pathlib import Path

from tools.site import ROOT

# Folders that are never shipped: tests and their data, should a package ever gain one,
# and the engine's developer tools, a package of their own (engine/cli: the command line,
# the arena, the bench and the soak), which nothing of the page or the bot worker imports.
DEV_DIRS = frozenset({"tests", "test", "fixtures", "cli"})


def project_version() -> str:
    """The version in pyproject.toml, shared by both wheels."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def package_files(src: Path, package: str, pyc: bool = False,
                  skip: tuple[str, ...] = ()) -> list[tuple[str, Path]]:
    """The files of a package tree as (name in the wheel, path) pairs. With ``pyc``, each
    module as the .pyc compiled for Pyodide (``pyodide_node.compile_for_pyodide``) in
    place of its source: zipimport imports a module without its source, and the page
    never reads one (issue 53: the sources were a third of the wheels). The folders of
    ``DEV_DIRS`` and the files ``skip`` names (paths in the package) are left out."""
    out = []
    for path in sorted(src.rglob("*")):
        if path.is_dir():
            continue
        rel = path.relative_to(src)
        compiled = pyc and path.suffix == ".pyc" and "__pycache__" not in rel.parts
        if not compiled and ("__pycache__" in rel.parts or path.suffix in (".pyc", ".pyo")):
            continue
        if pyc and path.suffix == ".py" and path.with_suffix(".pyc").exists():
            continue
        if DEV_DIRS.intersection(rel.parts[:-1]) or rel.as_posix() in skip:
            continue
        out.append((f"{package}/{rel.as_posix()}", path))
    return out


def _record_line(arc: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{arc},sha256={digest},{len(data)}"


def write_wheel(out_dir: Path, dist_name: str, version: str,
                files: list[tuple[str, Path]], requires: Iterable[str] = ()) -> Path:
    """A minimal, reproducible pure-Python wheel (fixed timestamps, sorted entries)."""
    name = dist_name.replace("-", "_")
    info = f"{name}-{version}.dist-info"
    wheel = out_dir / f"{name}-{version}-py3-none-any.whl"
    metadata = f"Metadata-Version: 2.1\nName: {dist_name}\nVersion: {version}\n"
    metadata += "".join(f"Requires-Dist: {r}\n" for r in requires)
    entries: list[tuple[str, bytes]] = [(arc, p.read_bytes()) for arc, p in files]
    entries.append((f"{info}/METADATA", metadata.encode()))
    entries.append((f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: wonders-build\n"
                    b"Root-Is-Purelib: true\nTag: py3-none-any\n"))
    entries.append((f"{info}/top_level.txt", (files[0][0].split("/")[0] + "\n").encode()))
    record = [_record_line(arc, data) for arc, data in entries]
    record.append(f"{info}/RECORD,,")
    entries.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode()))
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_STORED) as zf:
        for arc, data in entries:
            zi = zipfile.ZipInfo(arc, date_time=(1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_STORED
            zi.external_attr = 0o644 << 16
            zf.writestr(zi, data)
    return wheel
