"""PyScript's own Python package, compiled by the build (tools/site/pyscript_pyc.py): the
sources are found in the vendored PyScript as its JavaScript writes them, each compiled
file is a checked-hash .pyc (PEP 552), and the front end's
``install`` writes them where Python looks for a module's bytecode."""

from __future__ import annotations

import importlib.util
import marshal
import shutil
import zipfile
from pathlib import Path

import pytest
from wonders_ui import pyscript_bytecode

from tools.site import pyscript_pyc

NODE = shutil.which("node")


@pytest.mark.skipif(NODE is None, reason="the build's optional steps need node")
def test_the_sources_are_pyscripts_package_as_its_javascript_writes_it(dist):
    # (``dist``: the build vendors PyScript into node_modules first; a site test)
    sources = pyscript_pyc.pyscript_sources(NODE)
    assert sources is not None
    assert {"pyscript/__init__.py", "pyscript/web.py", "pyscript/ffi.py"} <= set(sources)
    assert all(rel.startswith("pyscript/") and rel.endswith(".py") for rel in sources)
    # real Python, as PyScript writes it
    for rel, text in sources.items():
        compile(text, rel, "exec")
    assert "from pyscript.context import" in sources["pyscript/__init__.py"]


def test_no_sources_where_pyscript_holds_none(tmp_path):
    (tmp_path / "core.js").write_text("export const x = 1;")
    assert pyscript_pyc.pyscript_sources(NODE or "node", tmp_path) is None


def test_the_wheel_ships_a_checked_hash_pyc_of_each_source(site):
    (wheel,) = sorted((site / "wheels").glob("wonders_ui-*.whl"))
    with zipfile.ZipFile(wheel) as zf:
        files = marshal.loads(zf.read("wonders_ui/" + pyscript_bytecode.BYTECODE))
    sources = pyscript_pyc.pyscript_sources(NODE) if NODE else None
    assert sources and len(files) == len(sources)
    for rel in sources:
        cached = Path(importlib.util.cache_from_source(rel)).name.rsplit(".", 2)[0]
        (pyc,) = [k for k in files if k.startswith(rel.rsplit("/", 1)[0] + "/__pycache__/"
                                                    + cached + ".")]
        data = files[pyc]
        assert int.from_bytes(data[4:8], "little") == 0b11  # hash-based, checked
    # (the hash is keyed by the compiling Python's magic number: Pyodide's own, which the
    # page checks against the sources PyScript wrote: tests/web/test_first_visit.py)
    assert len({data[:4] for data in files.values()}) == 1
    assert len({data[8:16] for data in files.values()}) == len(files)


def test_install_writes_each_file_under_the_home(tmp_path, monkeypatch):
    files = {"pyscript/__pycache__/web.cpython-314.pyc": b"\x01\x02",
             "pyscript/__pycache__/ffi.cpython-314.pyc": b"\x03"}
    monkeypatch.setattr(pyscript_bytecode.pkgutil, "get_data",
                        lambda package, name: marshal.dumps(files))
    assert pyscript_bytecode.install(str(tmp_path)) == 2
    assert (tmp_path / "pyscript/__pycache__/web.cpython-314.pyc").read_bytes() == b"\x01\x02"
    monkeypatch.setattr(pyscript_bytecode.pkgutil, "get_data", lambda package, name: None)
    assert pyscript_bytecode.install(str(tmp_path / "none")) == 0
    assert not (tmp_path / "none").exists()
