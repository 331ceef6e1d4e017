"""The site's Content-Security-Policy: one policy, written as a ``<meta>`` tag into every
page the build assembles (CSP Level 3, "Delivering a policy via meta elements"), and
sent as a header with ``frame-ancestors`` by a host configured as ``docs/build.md``
says (``header_policy``; ``build.py serve`` does).

What the page needs and nothing more: scripts, styles, workers and data from the site
itself; WebAssembly compiled from those files (``'wasm-unsafe-eval'``, Pyodide); no
inline script, no inline event handler and no ``eval``, so markup or text that reached
the DOM cannot run. Inline ``<style>`` blocks of a page (the loading screen's, painted
before any file loads) are allowed by their SHA-256 hash, computed here from the page
itself; style attributes are not (``web/ui.js`` sets styles through the CSSOM).
PyScript runs under it with edits at build time (``vendor.PYSCRIPT_PATCHES``), and its
worker (``<script type="py" worker>``) from a file of the site rather than a ``blob:``
URL (``vendor.worker_file``): the policy allows no ``blob:`` worker and no ``eval``.

A worker is not under its page's policy: a worker started from a URL of the site runs
under the policy its script's response carries (CSP Level 3, "Initialize a global
object's CSP list"), and a ``<meta>`` tag cannot reach it. So a host sends the site's
policy for workers (``worker_policy``) with every script file (``SCRIPTS``): PyScript's
worker (``pyscript/worker-*.js``, where the page's Python runs), the bot workers, the
snapshot and embed workers and the service worker run under the same rules as the page;
on a script a page imports the header means nothing.
"""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

DIRECTIVES: dict[str, str] = {
    "default-src": "'self'",
    "script-src": "'self' 'wasm-unsafe-eval'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "connect-src": "'self'",
    "worker-src": "'self'",
    "manifest-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "form-action": "'none'",
}

#: what a worker's own policy holds (``DIRECTIVES``' that apply to a worker: no styles,
#: images, manifest or forms there)
WORKER_DIRECTIVES = ("default-src", "script-src", "connect-src", "worker-src", "object-src")
#: the files a host sends ``worker_policy`` with: every script, as any may start a worker
SCRIPTS = frozenset({".js", ".mjs"})

#: pages that exist to be framed by any site (a rule example in a tutorial); every other
#: page runs only at the top or in a frame of the site itself
FRAMED = frozenset({"embed.html"})
_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', re.I)
_STYLE = re.compile(r"<style[^>]*>(.*?)</style>", re.S | re.I)
_SCRIPT = re.compile(r"<script\b([^>]*)>", re.I)
_CHARSET = re.compile(r"<meta charset=[^>]*>", re.I)


def inline_styles(html: str) -> list[str]:
    """The text of every inline ``<style>`` block of a page."""
    return _STYLE.findall(html)


def policy(html: str) -> str:
    """The policy for one page: ``DIRECTIVES`` with its inline styles' hashes."""
    directives = dict(DIRECTIVES)
    hashes = [f"'sha256-{base64.b64encode(hashlib.sha256(s.encode()).digest()).decode()}'"
              for s in inline_styles(html)]
    directives["style-src"] = " ".join([directives["style-src"], *hashes])
    return "; ".join(f"{k} {v}" for k, v in directives.items())


def worker_policy() -> str:
    """The policy a worker of the site runs under, sent as the ``Content-Security-Policy``
    header of its script (``SCRIPTS``): the page's own rules for code (no ``eval``, no
    ``blob:`` worker, WebAssembly from the site's files) and for requests (the site
    only)."""
    return "; ".join(f"{k} {DIRECTIVES[k]}" for k in WORKER_DIRECTIVES)


def header_policy(html: str, name: str) -> str | None:
    """The policy of page ``name`` as a host sends it in the ``Content-Security-Policy``
    header: the page's own (its ``<meta>`` tag's) and, but for the pages that exist to
    be framed (``FRAMED``), ``frame-ancestors 'self'``, which a policy in a ``<meta>``
    tag cannot hold (CSP Level 3, 6.4.2): another site cannot show the game inside its
    frame. None for a page without a policy of its own: it is not one of the site's
    pages (the build gives each of those its tag, ``write_page``), and the site's policy
    would forbid what it was written to do (a tutorial page framing the embeds)."""
    meta = _META.search(html)
    if meta is None:
        return None
    own = meta.group(1)
    return own if name in FRAMED else f"{own}; frame-ancestors 'self'"


def with_policy(html: str, name: str = "page") -> str:
    """``html`` with the policy's ``<meta>`` tag right after its charset; a page with an
    inline script (refused by the policy) or without a charset is a build error."""
    for attrs in _SCRIPT.findall(html):
        if not re.search(r"\bsrc=", attrs):
            raise ValueError(f"{name}: an inline <script> would be refused by the policy; "
                             "put it in a file")
    charset = _CHARSET.search(html)
    if charset is None:
        raise ValueError(f"{name}: no <meta charset> to put the policy after")
    tag = f'\n<meta http-equiv="Content-Security-Policy" content="{policy(html)}">'
    return html[:charset.end()] + tag + html[charset.end():]


def write_page(source: Path, target: Path) -> None:
    """Copy the page ``source`` to ``target`` with the policy."""
    target.write_text(with_policy(source.read_text(), source.name))
