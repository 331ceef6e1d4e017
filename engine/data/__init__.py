"""The games' data files (cards, wonders, tokens), read one way for every game.

``read_text(name)`` goes through ``importlib.resources``, so the files are found in a
checkout, an installed wheel and the page's Pyodide alike.
"""

from __future__ import annotations

from importlib import resources


def read_text(name: str) -> str:
    """The text of the data file ``name`` (e.g. ``"duel.json"``)."""
    return resources.files(__name__).joinpath(name).read_text("utf-8")


def names_in(folder: str) -> list[str]:
    """The names of the data files in ``folder``, sorted."""
    return sorted(p.name for p in resources.files(__name__).joinpath(folder).iterdir()
                  if p.is_file())
