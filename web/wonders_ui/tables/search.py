"""The words a compendium's entry is found by (``compendium``'s search), made by the
tables that draw the entries (``tables/<game>_compendium.py``)."""

from __future__ import annotations

from collections.abc import Iterable

from .. import i18n


def search_words(*names: str, words: Iterable[str] = ()) -> str:
    """The words an entry is found by: each of its ``names`` (cards, wonders, tokens)
    in English and as the language shown prints it (``i18n.name``), and its other
    ``words`` (colour, cost, effect)."""
    return " ".join([*(w for n in names for w in (n, i18n.name(n))), *words])
