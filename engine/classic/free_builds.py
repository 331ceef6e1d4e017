"""Olympia's free builds: the cards a city may build for nothing this turn.

* 1st edition, Olympia A, stage 2 (``free_build``): once an Age, any one building
  (rulebook 002: "eenmaal per Tijdperk gratis een gebouw naar keuze bouwen").
* 2nd edition, Olympia day, stage 2 (``free_first_colour``): an Age card of a colour
  the city has none of yet is built free (the publisher's FAQ: "the first card of each
  colour you build is free").
* 2nd edition, Olympia night, stage 1 (``free_first_turn``): the card built on the
  first turn of each Age is free; stage 2 (``free_last_turn``): the card built on the
  6th, last turn of each Age is free (not the card discarded with it).

A free build is a move of its own, ``build Palace (olympia)``: the player still may pay
instead, and a card the city chains to is built by its chain.
"""

from __future__ import annotations

from .data import ALL_CARDS
from .effects import COLOURS

ALL = frozenset(COLOURS)
NONE: frozenset[str] = frozenset()
COLOUR = tuple(c.colour for c in ALL_CARDS)  # card id -> colour
FIRST_TURN, LAST_TURN = 1, 6


def free_colours(city, age: int, turn: int) -> frozenset[str]:
    """The colours of the cards ``city`` may build free at ``turn`` of ``age``."""
    powers = city.powers
    if not powers:
        return NONE
    if "free_build" in powers and city.free_build_age != age:
        return ALL
    if (("free_first_turn" in powers and turn == FIRST_TURN)
            or ("free_last_turn" in powers and turn == LAST_TURN)):
        return ALL
    if "free_first_colour" in powers:
        return ALL.difference(city.colours)
    return NONE
