"""Setting up 7 Wonders (rulebook, "Setup" and "Game overview"): the wonders dealt or
chosen, each player's 3 coins, and each age's deck shuffled and dealt 7 cards a player
(Age III: plus the player count + 2 guilds drawn at random).
"""

from __future__ import annotations

from typing import Any

from ..rng import Rng
from .city import City
from .data import GUILDS, SIDES, WONDER_NAMES, deck, wonder_side
from .freecity import has_free_city


def deal_wonders(config: dict[str, Any], rng: Rng) -> list[City]:
    """The cities: wonders as chosen, those left open (``None``) dealt from the ones
    nobody chose; sides as chosen or at random. With 2 players the Free City is a
    third city ("een derde bord wordt naast de spelers gelegd"), its wonder dealt like
    an open one and its side as configured (from a list of sides: the third entry,
    else at random)."""
    n = config["players"]
    names = config["wonders"]
    if has_free_city(n):
        n += 1
        names = None if names is None else [*names, None][:n]
    if names is None:
        pool = list(WONDER_NAMES)  # sorted
        rng.shuffle(pool)
        names = pool[:n]
    elif None in names:
        pool = [w for w in WONDER_NAMES if w not in names]
        rng.shuffle(pool)
        names = [w if w is not None else pool.pop() for w in names]
    sides = config["sides"]
    edition = config.get("edition", 1)
    cities = []
    for i, name in enumerate(names):
        side = (sides[i] if i < len(sides) else "random") if isinstance(sides, list) else sides
        if side == "random":
            side = SIDES[edition][rng.below(2)]
        cities.append(City(wonder_side(name, side, edition), coins=3))
    return cities


def deal_age(age: int, cities: list[City], discard: list[int], rng: Rng,
             exclude: list[int] | None = None) -> list[list[int]]:
    """Shuffle the age's deck (Age III: plus players + 2 random guilds, drawn from those
    neither built nor discarded) and deal it out: one hand a player."""
    n = len(cities)
    edition = cities[0].wonder.edition  # a game never mixes editions
    cards = deck(age, n, edition)
    for cid in exclude or ():
        if cid in cards:
            cards.remove(cid)
    if age == 3:
        built = {c for city in cities for c in city.cards + city.under}
        guilds = [g for g in GUILDS[edition] if g not in built and g not in discard]
        rng.shuffle(guilds)
        cards += guilds[: n + 2]
    rng.shuffle(cards)
    size = len(cards) // n
    return [cards[i * size:(i + 1) * size] for i in range(n)]
