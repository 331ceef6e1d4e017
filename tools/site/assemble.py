"""The build: the static site in ``dist/``, self-contained (Pyodide and PyScript from npm,
the engine and the front end as wheels, a pure-Python msgpack wheel, the front end's
files), with its build info and a service worker that precaches all of it."""

from __future__ import annotations

import hashlib
import json
import marshal
import shutil
import tempfile
import zipfile
from pathlib import Path

from tools.site import (
    DIST,
    MSGPACK_VERSION,
    PYODIDE_VERSION,
    PYSCRIPT_VERSION,
    ROOT,
    WEB,
    compress,
    csp,
    game_pages,
    languages,
    log,
    page_styles,
    prerender,
    pwa,
    pyodide_node,
    pyscript_pyc,
    stdlib,
    vendor,
    wheels,
)

# web/ files that the build turns into something else rather than copying.
NOT_COPIED = ("wonders_ui", "icons", "sw.template.js")
# The site's pages (top level of the checkout), each written with the policy of csp.py.
PAGES = ("index.html", "embed.html", "rules.html", "author.html")
# The languages' message catalogues, which the pages' JavaScript (web/i18n.js) reads
# too: copied to dist/web/catalogues/ (the list of messages is the tools' business).
CATALOGUES = WEB / "wonders_ui" / "catalogues"
NOT_SHIPPED_CATALOGUES = ("messages.json",)
#: files of the front end's package the wheel leaves out: the list of messages (the
#: tools' business) and every catalogue, which Python reads from dist/web/catalogues/
#: for the person's language alone (wonders_ui/i18n.py; issue 53: four catalogues were
#: 0.1 MB brotli of the first visit)
UI_NOT_SHIPPED = tuple(f"catalogues/{p.name}" for p in sorted(CATALOGUES.glob("*.json"))
                       if not p.name.endswith(".manifest.json"))


def _write_wheels(dist: Path, version: str) -> list[str]:
    """The engine, the front end's Python and msgpack (repacked from its pure-Python
    wheel, with its licence) as wheels in ``dist/wheels``, byte-compiled for Pyodide's
    Python when node can run it (``wheels.py``: the layout the page imports from);
    their site-relative paths."""
    (dist / "wheels").mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="wonders-msgpack-") as tmp:
        with zipfile.ZipFile(vendor.msgpack_wheel()) as zf:
            zf.extractall(tmp)
        trees = [ROOT / "engine", WEB / "wonders_ui", Path(tmp) / "msgpack"]
        compiled = pyodide_node.compile_for_pyodide(trees)
        trees = compiled or trees
        pyscript = pyscript_pyc.compiled_pyscript() if compiled else None
        if pyscript:  # (into the compiled copy: the checkout's wonders_ui stays as it is)
            (trees[1] / pyscript_pyc.BYTECODE).write_bytes(marshal.dumps(pyscript))
        engine_files = wheels.package_files(trees[0], "engine", pyc=True)
        engine_whl = wheels.write_wheel(dist / "wheels", "wonders", version,
                                        engine_files, ["msgpack>=1.0"])
        ui_whl = wheels.write_wheel(dist / "wheels", "wonders-ui", version,
                                    wheels.package_files(trees[1], "wonders_ui", pyc=True,
                                                         skip=UI_NOT_SHIPPED))
        info = f"msgpack-{MSGPACK_VERSION}.dist-info"
        licences = [(p.relative_to(tmp).as_posix(), p)
                    for p in sorted((Path(tmp) / info / "licenses").glob("*"))]
        mp_whl = wheels.write_wheel(dist / "wheels", "msgpack", MSGPACK_VERSION,
                                    wheels.package_files(trees[2], "msgpack", pyc=True)
                                    + licences)
    return [f"wheels/{w.name}" for w in (engine_whl, ui_whl, mp_whl)]


def _copy_front_end(dist: Path, wheel_paths: list[str]) -> None:
    """web/ (less what NOT_COPIED names) into ``dist/web``, with the languages'
    catalogues and PyScript's config."""
    for path in sorted(WEB.rglob("*")):
        rel = path.relative_to(WEB)
        if path.is_dir() or rel.parts[0] in NOT_COPIED or "__pycache__" in rel.parts:
            continue
        target = dist / "web" / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)
    (dist / "web" / "catalogues").mkdir(parents=True, exist_ok=True)
    for path in sorted(CATALOGUES.glob("*.json")):
        if path.name not in NOT_SHIPPED_CATALOGUES:
            shutil.copy2(path, dist / "web" / "catalogues" / path.name)
    # PyScript resolves "interpreter" against the page; the loader makes the wheels
    # importable itself (no "files" for PyScript to fetch and unpack after Python starts).
    config = {"interpreter": "./web/pyodide_loader.mjs"}
    (dist / "web" / "pyscript.json").write_text(json.dumps(config, indent=1))


def not_precached(rel: str) -> bool:
    """A site file the service worker leaves out of its precache besides the compressed
    copies: PyScript's files the page never loads, and the examples' drawings (offline,
    the embeds' Python draws them)."""
    return vendor.pyscript_never_loaded(rel) or rel.startswith(prerender.DRAWN + "/")


def not_precached_in(dist: Path):
    """``not_precached`` for the site in ``dist``: and the stylesheets its pages take from
    their bundles (``page_styles``)."""
    held = page_styles.held_in_bundles(dist)
    return lambda rel: not_precached(rel) or rel in held


def build(dist: Path = DIST) -> dict:
    """Assemble the static site in ``dist`` and return its build info."""
    vendor.ensure_npm()
    version = wheels.project_version()
    if dist.exists():
        shutil.rmtree(dist)
    stdlib_zip = stdlib.trimmed()
    vendor.copy_pyodide(dist, stdlib_zip)
    wheel_paths = _write_wheels(dist, version)
    snapshot = pyodide_node.pyodide_snapshot(stdlib_zip, [dist / w for w in wheel_paths])
    if snapshot:
        shutil.copy2(snapshot, dist / "pyodide" / "snapshot.bin.gz")
    vendor.copy_pyscript(dist)
    vendor.copy_qr(dist)
    _copy_front_end(dist, wheel_paths)
    languages.write(dist)  # what the pages' JavaScript knows of the languages
    prerender.write_example_drawings(dist)
    pwa.write_app_files(dist)
    home = prerender.home_pages()
    sheets = game_pages.stylesheets()
    for page in PAGES:  # each game's stylesheets linked, from its page manifest
        text = game_pages.with_game_styles((ROOT / page).read_text(), page, sheets)
        if page == "index.html":  # the home screen drawn before Python
            text = prerender.with_home(text, home)
        if page == "embed.html":  # the drawings of the site's examples asked for at once
            text = prerender.with_drawn_keys(text)
        text, _ = page_styles.bundled(text, page, dist)  # one render-blocking request
        (dist / page).write_text(csp.with_policy(text, page))

    files = pwa.site_files(dist)
    build_id = pwa.build_id(dist)
    info = {
        "build": build_id,
        "version": version,
        "pyodide": PYODIDE_VERSION,
        "pyscript": PYSCRIPT_VERSION,
        "msgpack": MSGPACK_VERSION,
        # the snapshot's tag: web/pyodide_loader.mjs restores only this build's snapshot
        "snapshot": _tag(dist / "pyodide" / "snapshot.bin.gz"),
        "wheels": wheel_paths,
        # the content codings of the precompressed copies beside the files (compress.py)
        "encodings": compress.available(),
    }
    (dist / "build-info.json").write_text(json.dumps(info, indent=1))
    core, later = pwa.precache_lists(files + ["build-info.json"], not_precached_in(dist))
    count = pwa.write_service_worker(dist, build_id, core, later, PYODIDE_VERSION,
                                     info["snapshot"])
    log(compress.summary())
    sizes = compress.precompress(dist, pwa.site_files(dist))
    log(f"built {dist} ({count} files precached, build {build_id}); "
        + _transfer_summary(sizes, core))
    return info


def _tag(path: Path) -> str:
    """A short hash of a file's bytes (empty when there is no such file)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16] if path.exists() else ""


def _transfer_summary(sizes: dict[str, dict[str, int]], core: list[str]) -> str:
    """What the precached files cost over the wire in each coding, in MB."""
    parts = []
    for coding in ("identity", *compress.available()):
        total = sum(compress.transfer_size(sizes[f], coding) for f in core)
        parts.append(f"{coding} {total / 1e6:.2f}")
    return "precache MB: " + ", ".join(parts)
