"""Colour-blind symbols of the 7 Wonders card colours, shown beside each card's name.

The 2nd-edition rulebook ("Farveblindevenlige symboler") gives every card colour a
symbol; the table shows them for both editions. The symbols for grey, red, green and
purple are those printed in the book (◆, ✖, ▲, ★); the book's brown, blue and yellow
symbols are pictures its text lost, so the table uses shapes of its own for them
(docs/edition2.md). The Cities expansion's black cards (1st edition, no such symbols)
get the table's own crescent.
"""

from __future__ import annotations

from typing import Any

from ..i18n import N_, t
from ..vdom import h

GLYPHS = {
    "brown": "●",  # raw materials (the table's own shape)
    "grey": "◆",  # manufactured goods (the book's)
    "blue": "■",  # civilian buildings (the table's own shape)
    "yellow": "⬟",  # commercial buildings (the table's own shape)
    "red": "✖",  # military buildings (the book's)
    "green": "▲",  # scientific buildings (the book's)
    "purple": "★",  # guilds (the book's)
    "black": "☾",  # the Cities expansion's black cards (the table's own shape)
}
#: each colour's word, read by screen readers and shown as the symbol's title
NAMES = {"brown": N_("brown"), "grey": N_("grey"), "blue": N_("blue"), "yellow": N_("yellow"),
         "red": N_("red"), "green": N_("green"), "purple": N_("purple"), "black": N_("black")}


def glyph(colour: str) -> str:
    """The symbol of a card colour ("" for a colour without one)."""
    return GLYPHS.get(colour, "")


def glyph_tag(colour: str) -> Any:
    """The symbol as a small labelled span (screen readers read the colour's name)."""
    mark = glyph(colour)
    if not mark:
        return None
    word = t(NAMES[colour]) if colour in NAMES else colour
    return h("span", {"class_": "card-glyph", "role": "img", "aria_label": word, "title": word},
             mark)
