"""What makes the site an installable, offline app: the web manifest, the committed icons
(web/icons/) and the service worker, which precaches every file the page loads under a
cache named after a hash of the build, so a new build replaces the old cache cleanly,
and fetches the memory snapshot for later visits once the page is interactive."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path

from tools.site import WEB

ICONS = WEB / "icons"
SW_TEMPLATE = WEB / "sw.template.js"
# What only a later visit needs: the service worker fetches it after the page is
# interactive, never the page itself (web/pyodide_loader.mjs reads it from the cache).
LATER = ("pyodide/snapshot.bin.gz",)
# Files of the site the page never loads: the drawing web/icons-art.css is made from.
NOT_LOADED = ("web/sprite.svg",
              # a licence beside its library (playing together's QR code reader)
              "web/vendor/jsQR.LICENSE")


def manifest() -> dict:
    """The web app manifest (W3C Web Application Manifest): name, colours, the PNG icons
    (icon.svg is the page's favicon)."""
    return {
        "name": "Wonders",
        "short_name": "Wonders",
        "description": "7 Wonders at the table: play against bots or friends on one device.",
        "start_url": "./index.html",
        "scope": "./",
        "display": "standalone",
        "orientation": "any",
        "background_color": "#20243a",
        "theme_color": "#20243a",
        "icons": [
            {"src": "icons/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "icons/icon-512.png", "sizes": "512x512", "type": "image/png",
             "purpose": "any maskable"},
        ],
    }


def write_app_files(dist: Path) -> None:
    """The icons (copied from web/icons/) and the manifest into ``dist``."""
    (dist / "icons").mkdir(parents=True, exist_ok=True)
    for icon in sorted(ICONS.iterdir()):
        if icon.is_file():
            (dist / "icons" / icon.name).write_bytes(icon.read_bytes())
    (dist / "manifest.webmanifest").write_text(json.dumps(manifest(), indent=1))


def build_id(dist: Path) -> str:
    """A hash of every file of the site and its name: the build's id and cache name."""
    digest = hashlib.sha256()
    for rel in site_files(dist):
        digest.update(rel.encode() + b"\0" + (dist / rel).read_bytes())
    return digest.hexdigest()[:16]


def site_files(dist: Path) -> list[str]:
    """Every file of the site, as sorted paths relative to ``dist``."""
    return sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file())


def precache_lists(files: list[str], never_loaded: Callable[[str], bool] = lambda rel: False,
                   ) -> tuple[list[str], list[str]]:
    """The service worker's two lists from the site's ``files``: what it precaches on
    install (what the page and the bot worker load) and what it fetches once the page is
    interactive (``LATER``). Compressed copies (``.br``, ``.gz`` beside a file) are the
    server's business, never a URL the page asks for; ``never_loaded`` tells the files
    the page never loads."""
    copies = {f for f in files if f.endswith((".br", ".gz")) and f[:-3] in files}
    core, later = [], []
    for rel in files:
        if rel in copies or rel in NOT_LOADED or never_loaded(rel):
            continue
        (later if rel in LATER else core).append(rel)
    return core, later


def write_service_worker(dist: Path, build: str, files: list[str], later: list[str],
                         pyodide_version: str, snapshot_tag: str) -> int:
    """``dist/sw.js`` from web/sw.template.js: it precaches ``files`` (and the shell's
    URL ``./``) under the cache of ``build``, and fetches ``later`` in the background
    (the snapshot of ``pyodide_version``, tagged ``snapshot_tag``); returns how many URLs
    it precaches."""
    precache = list(dict.fromkeys(["./"] + ["./" + f for f in files if f != "sw.js"]))
    values = {
        "__BUILD_ID__": build,
        "__PRECACHE__": json.dumps(precache, indent=1),
        "__LATER__": json.dumps(["./" + f for f in later]),
        "__PYODIDE_VERSION__": pyodide_version,
        "__SNAPSHOT_TAG__": snapshot_tag,
    }
    sw = SW_TEMPLATE.read_text()
    for key, value in values.items():
        sw = sw.replace(key, value)
    (dist / "sw.js").write_text(sw)
    return len(precache)
