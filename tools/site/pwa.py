"""What makes the site an installable, offline app: the web manifest, the committed icons
(web/icons/) and the service worker, which precaches every file of the build under a
cache named after a hash of all of them, so a new build replaces the old cache cleanly."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from tools.site import WEB

ICONS = WEB / "icons"
SW_TEMPLATE = WEB / "sw.template.js"


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


def write_service_worker(dist: Path, build: str, files: list[str]) -> int:
    """``dist/sw.js`` from web/sw.template.js, precaching ``files`` (and the shell's
    URL ``./``) under the cache of ``build``; returns how many URLs it precaches."""
    precache = ["./"] + ["./" + f for f in files]
    sw = SW_TEMPLATE.read_text().replace("__BUILD_ID__", build).replace(
        "__PRECACHE__", json.dumps(precache, indent=1))
    (dist / "sw.js").write_text(sw)
    return len(precache)
