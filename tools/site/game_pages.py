"""The games' page manifests (``wonders_ui.games``) as the build reads them.

Each game's manifest lists its stylesheets (``PageGame.stylesheets``, files in ``web/``):
the build links them where a page marks the place (``MARK``), every game's in the
registry's order, so no page lists a game's stylesheet by hand. A page of ``STYLED``
without the mark, or with it twice, or another page with it, is a build error. The
memory snapshot imports each game's table module (``PageGame.table``:
``pyodide_node.app_imports``)."""

from __future__ import annotations

import sys
from typing import Any

from tools.site import ROOT, WEB

#: where a page takes the games' stylesheets
MARK = "<!-- the games' stylesheets (written by the build: tools/site/game_pages.py) -->"
#: the pages that draw a table, so link every game's stylesheets
STYLED = ("index.html", "embed.html", "author.html")


def manifests() -> dict[str, Any]:
    """Every offered game's page manifest (a ``PageGame``), by id, in the registry's
    order: the front end's own Python, imported from the checkout."""
    for path in (str(ROOT), str(WEB)):
        if path not in sys.path:
            sys.path.insert(0, path)
    from wonders_ui import games

    return games.manifests()


def stylesheets() -> list[str]:
    """Every offered game's stylesheets (paths in ``web/``), from their manifests."""
    return [sheet for page in manifests().values() for sheet in page.stylesheets]


def links(sheets: list[str]) -> str:
    """The ``<link>`` tags of ``sheets``, one a line, as the pages write their others."""
    return "\n".join(f'<link rel="stylesheet" href="./web/{sheet}">' for sheet in sheets)


def with_game_styles(page: str, name: str, sheets: list[str] | None = None) -> str:
    """``page`` (the text of the page ``name``) with the games' stylesheets linked in
    place of its mark (``STYLED``); any other page as it is."""
    found = page.count(MARK)
    if name not in STYLED:
        if found:
            raise ValueError(f"{name}: draws no table, so takes no game's stylesheet")
        return page
    if found != 1:
        raise ValueError(f"{name}: the place of the games' stylesheets ({MARK}) "
                         f"is found {found} times, not once")
    sheets = stylesheets() if sheets is None else sheets
    for sheet in sheets:
        if not (WEB / sheet).is_file():
            raise ValueError(f"{name}: a game's stylesheet web/{sheet} is not found")
    return page.replace(MARK, links(sheets))
