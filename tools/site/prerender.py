"""The home screen and the shipped rule examples drawn by the build, so that a first
visit shows them before Python (issue 53).

The build runs the front end's own Python (``wonders_ui.home.screen`` in
``wonders_ui.screens.frame``, exactly what the page's Python draws for a device with no
saved game) and writes its tree as HTML into ``index.html``: in ``#app`` in English, and
in one ``<template lang="..">`` a language for the others. ``web/ui.js`` shows the one in
the person's language (or the home the page's Python drew last on this device, kept in
localStorage: the saved games' cards, Resume) as soon as the page is parsed, takes taps
at once and answers them when Python is ready; Python's first screen then lays itself
over the same elements. Since the markup is the same code's, the two cannot drift: a
browser test compares the elements' boxes before and after Python.

The HTML is what ``web/ui.js``'s ``build`` makes of the same tree: text as text (escaped),
attributes as attributes, no ``style`` (the Content-Security-Policy refuses style
attributes: ``csp.py``) and no event handler.
"""

from __future__ import annotations

import hashlib
import html
import re
import sys
from pathlib import Path
from typing import Any

from tools.site import ROOT, WEB

#: elements without a closing tag
VOID = frozenset({"area", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                  "source", "track", "wbr"})
#: attributes no prerendered element may carry (refused by the policy, or a script)
REFUSED = re.compile(r"^on|^style$|^srcdoc$|^innerhtml$", re.I)
#: where index.html takes the home screen
APP = '<div id="app"></div>'


def to_html(node: Any) -> str:
    """A tree of ``wonders_ui.vdom.h`` nodes (or a list of them) as HTML."""
    if node is None or node is False:
        return ""
    if isinstance(node, (str, int, float)):
        return html.escape(str(node), quote=False)
    if not (isinstance(node, list) and node and isinstance(node[0], str)):
        return "".join(to_html(n) for n in node)
    tag, attrs, *children = node
    parts = [tag]
    for key, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        if REFUSED.match(key):
            raise ValueError(f"<{tag} {key}>: not allowed in a prerendered page")
        parts.append(key if value is True else f'{key}="{html.escape(str(value))}"')
    opening = "<" + " ".join(parts) + ">"
    if tag in VOID:
        return opening
    return opening + "".join(to_html(c) for c in children) + f"</{tag}>"


def home_pages() -> dict[str, str]:
    """The home screen of a device with no saved game, as HTML, by language code."""
    for path in (str(ROOT), str(WEB)):
        if path not in sys.path:
            sys.path.insert(0, path)
    from wonders_ui import home, i18n, screens

    pages = {}
    try:
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            pages[code] = to_html(screens.frame("home", home.screen([], [], None, None)))
    finally:
        i18n.set_language(i18n.DEFAULT)
    return pages


def with_home(page: str, pages: dict[str, str] | None = None) -> str:
    """``index.html`` with the home screen in ``#app`` (English) and a template a language
    for the others (``web/ui.js`` picks one)."""
    pages = pages or home_pages()
    if page.count(APP) != 1:
        raise ValueError(f"index.html: {APP} is not found once")
    templates = "".join(f'\n<template class="early-home" lang="{code}">{markup}</template>'
                        for code, markup in pages.items() if code != "en")
    return page.replace(APP, f'<div id="app" class="early">{pages["en"]}</div>'
                        + templates)


# ---------------------------------------------------------------- the rule examples
#: where the build writes the shipped examples' drawings, in the site
DRAWN = "web/examples/drawn"


def example_key(text: str) -> str:
    """The name of an example's drawings: the SHA-256 of its text (UTF-8), which
    ``web/embed.js`` computes for whatever example it is given (a file of the site, or
    the text a ``<wonders-example>`` hands over)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


#: where embed.html lists the shipped examples' keys (``with_drawn_keys``)
DRAWN_KEYS = '<meta name="wonders-drawn" content="">'


def example_keys() -> dict[str, str]:
    """Each shipped example's file (its site path) and the key of its drawings."""
    return {f"web/examples/{source.name}": example_key(source.read_text(encoding="utf-8"))
            for source in sorted((WEB / "examples").glob("*.json"))}


def with_drawn_keys(page: str) -> str:
    """``embed.html`` listing the shipped examples' files and their drawings' keys
    (``path=key``, space-separated), for ``web/embed.js`` to ask for the drawing of a
    ``?src=`` file with the file itself rather than after it (its text must still have
    that key for the drawing to be shown)."""
    if page.count(DRAWN_KEYS) != 1:
        raise ValueError(f"embed.html: {DRAWN_KEYS} is not found once")
    pairs = " ".join(f"{path}={key}" for path, key in example_keys().items())
    return page.replace(DRAWN_KEYS, DRAWN_KEYS.replace('content=""', f'content="{pairs}"'))


def write_example_drawings(dist: Path) -> list[str]:
    """Every frame of each shipped example (``web/examples/*.json``) drawn by the embeds'
    own Python (``wonders_ui.embed.draw``), in each language, as the JSON the embeds'
    worker answers: ``web/embed.js`` shows it without starting Python (a tutorial reader
    sees the table at once); any other example is drawn by Python as before. Their
    site-relative paths."""
    for path in (str(ROOT), str(WEB)):
        if path not in sys.path:
            sys.path.insert(0, path)
    from wonders_ui import embed, i18n

    out_dir = dist / DRAWN
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    try:
        for source in sorted((WEB / "examples").glob("*.json")):
            text = source.read_text(encoding="utf-8")
            for code in i18n.LANGUAGES:
                drawn = embed.draw(text, [code])  # (an error, as the worker answers it)
                if code == i18n.DEFAULT and '"error"' in drawn[:10]:
                    raise ValueError(f"{source.name}: {drawn}")
                name = f"{DRAWN}/{example_key(text)}.{code}.json"
                (dist / name).write_text(drawn, encoding="utf-8")
                written.append(name)
    finally:
        i18n.set_language(i18n.DEFAULT)
    return written
