"""PyScript's worker as a file of the site (``vendor.worker_file``): polyscript's
``blob:`` worker, which the policy's ``worker-src 'self'`` refuses, becomes
``pyscript/worker-<hash>.js``, started by a URL of the site."""

from __future__ import annotations

import pytest

from tools.site import vendor

# the shape of the lines of PyScript 0.7.31's core-*.js around its worker
CORE = ("const o=((...e)=>new zr(URL.createObjectURL(new Blob([\"/*@*/\"+"
        "'const a=\\'x\\';import(\"./toml-V4Savzlc.js\");b(\"\\\\n\")'.replace(Wr,Hr)],"
        "{type:\"text/javascript\"})),...e))({serviceWorker:1});")


def test_the_worker_is_written_as_a_file_and_started_from_it(tmp_path):
    (tmp_path / "core-ABCDEFGH.js").write_text(CORE)
    name = vendor.worker_file(tmp_path)
    assert name.startswith("worker-") and name.endswith(".js")
    text = (tmp_path / name).read_text()
    assert text == "/*@*/const a='x';import(\"./toml-V4Savzlc.js\");b(\"\\n\")"
    core = (tmp_path / "core-ABCDEFGH.js").read_text()
    assert "blob" not in core.lower() and "createObjectURL" not in core
    assert f'new zr(new URL("./{name}",import.meta.url).href,...e)' in core
    assert not vendor.pyscript_never_loaded(f"pyscript/{name}")  # precached (?worker=1)


def test_an_unknown_escape_or_a_missing_worker_stops_the_build(tmp_path):
    (tmp_path / "core-ABCDEFGH.js").write_text(CORE.replace("\\'x\\'", "\\u0041"))
    with pytest.raises(SystemExit, match="escape"):
        vendor.worker_file(tmp_path)
    (tmp_path / "core-ABCDEFGH.js").write_text("const o=1;")
    with pytest.raises(SystemExit, match="not found once"):
        vendor.worker_file(tmp_path)


def test_the_shipped_lock_file_keeps_pyodides_info_and_no_package():
    lock = {"info": {"abi_version": "2026_0", "python": "3.14.2"}, "tool": {},
            "packages": {"numpy": {"name": "numpy"}, "micropip": {"name": "micropip"}}}
    shipped = vendor.site_lock(lock)
    assert shipped["info"] == lock["info"]
    assert shipped["packages"] == {}
    assert lock["packages"]  # Pyodide's own is left as it was
