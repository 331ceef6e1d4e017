"""Masks (the Cities expansion, rulebook 003: Pigeon Loft, Spy Ring, Torture Chamber):
at the end of the game each mask copies the science symbol of a green card in one of
the two neighbouring cities.

* "minden Szimbólumért egy másik kártyát másolhat le": each card is copied once at
  most, so the masks copy different cards;
* a symbol the city has already may be copied, and two equal cards may be copied when
  each neighbour has one (a Workshop on either side);
* only green cards (not the Scientists Guild, Babylon or a copied guild).

The book's example: Jani has two masks, the left neighbour one green card with a
compass, the right one none: the first mask copies the compass, the second is useless.
The choice is made at the end, like a wildcard's, so the copies worth most are taken
(``best_copies``); with 2 players the Free City is a neighbour like any other.
"""

from __future__ import annotations

from .data import ALL_CARDS
from .effects import SCIENCE_SYMBOLS

# per card id: the science symbol a mask may copy from it (-1: none)
COPYABLE = tuple(
    next((s for e in c.effects for s in e.symbols if s >= 0), -1)
    if c.colour == "green" else -1 for c in ALL_CARDS)


def green_symbols(city) -> list[int]:
    """How many green cards of each symbol (compass, gear, tablet) ``city`` has."""
    out = [0, 0, 0]
    for cid in city.cards:
        symbol = COPYABLE[cid]
        if symbol >= 0:
            out[symbol] += 1
    return out


def copyable(cities: list, p: int) -> list[int]:
    """The green symbols of ``p``'s two neighbours together (a card once each)."""
    n = len(cities)
    left, right = green_symbols(cities[(p + 1) % n]), green_symbols(cities[(p - 1) % n])
    return [a + b for a, b in zip(left, right)]


def best_copies(cities: list, p: int, points) -> tuple[int, int, int]:
    """How many compasses, gears and tablets ``p``'s masks copy: the copies that make
    ``points(compass, gear, tablet)`` (the science score with them added) the most."""
    masks = cities[p].masks
    if not masks:
        return (0, 0, 0)
    avail = copyable(cities, p)
    best, best_v = (0, 0, 0), points(0, 0, 0)
    for a in range(min(masks, avail[0]) + 1):
        for b in range(min(masks - a, avail[1]) + 1):
            c = min(masks - a - b, avail[2])  # more symbols never score less
            v = points(a, b, c)
            if v > best_v:
                best, best_v = (a, b, c), v
    return best


def copied_names(copies: tuple[int, int, int]) -> list[str]:
    """The copied symbols by name, e.g. ``["compass"]``."""
    return [SCIENCE_SYMBOLS[i] for i, k in enumerate(copies) for _ in range(k)]
