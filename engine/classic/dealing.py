"""Dealing: setting up 7 Wonders (rulebook, "Setup" and "Game overview"; Duel's
``dealing`` is the same idea): the wonders dealt or chosen, each player's 3 coins,
and each age's deck shuffled and dealt 7 cards a player (Age III: plus the player
count + 2 guilds drawn at random).

With the Cities expansion (rulebook 003, "Előkészületek"): Petra and Byzantium join the
boards; each Age's deck gets as many black cards of that Age as players, drawn at
random unseen; the three new guilds join the pool, players + 2 of them still drawn;
hands of 8, 7 turns an Age. At 8 players ("Nyolcszemélyes szabályok"): the 7-player
deck (every card's marks), 7 black cards an Age, 9 guilds, hands of 7 and 6 turns.
"""

from __future__ import annotations

from typing import Any

from ..rng import Rng
from .city import City
from .data import BLACK, SIDES, deck, guild_pool, wonder_names, wonder_side
from .freecity import has_free_city

TURNS = 6  # turns an Age: every card of a hand of 7 but the last
MOST = 7  # the player count whose deck, black cards and guilds an 8-player game uses

MIN_PLAYERS, MAX_PLAYERS = 2, 8  # 2: the 1st edition's Free City variant (``freecity``)
#: the player counts of each edition: the 2nd edition's book sets up 3 to 7 players
#: only; the 1st edition 2 to 7, and 8 with the Cities expansion (``CITIES_PLAYERS``)
EDITION_PLAYERS = {1: (MIN_PLAYERS, MAX_PLAYERS), 2: (3, 7)}
#: the player counts without and with the Cities expansion ("Nyolcszemélyes szabályok")
CITIES_PLAYERS = {"off": (MIN_PLAYERS, 7), "on": (MIN_PLAYERS, MAX_PLAYERS)}



def has_cities(config: dict[str, Any]) -> bool:
    """Whether a set-up plays with the Cities expansion."""
    return config.get("cities") == "on"


def turns_per_age(config: dict[str, Any]) -> int:
    """Turns an Age: 6, or with Cities 7 (hands of 8), and 6 again at 8 players."""
    return TURNS + (has_cities(config) and config["players"] <= MOST)


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
    boards = wonder_names(has_cities(config))
    if names is None:
        pool = list(boards)  # sorted
        rng.shuffle(pool)
        names = pool[:n]
    elif None in names:
        pool = [w for w in boards if w not in names]
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
             exclude: list[int] | None = None, expansion: bool = False) -> list[list[int]]:
    """Shuffle the age's deck (Age III: plus players + 2 random guilds, drawn from those
    neither built nor discarded) and deal it out: one hand a player. ``expansion``:
    with the Cities expansion (its guilds in the pool, its black cards added)."""
    n = len(cities)
    edition = cities[0].wonder.edition  # a game never mixes editions
    cards = deck(age, n, edition)
    for cid in exclude or ():
        if cid in cards:
            cards.remove(cid)
    # (the cards out of the deck: needed only for the guilds and the black cards)
    built = ({c for city in cities for c in city.cards + city.under}
             if age == 3 or expansion else set())
    if age == 3:
        guilds = [g for g in guild_pool(edition, expansion)
                  if g not in built and g not in discard]
        rng.shuffle(guilds)
        cards += guilds[: min(n, MOST) + 2]
    if expansion:
        gone = built.union(exclude or ())
        black = [b for b in BLACK[age] if b not in gone and b not in discard]
        rng.shuffle(black)
        cards += black[: min(n, MOST)]
    rng.shuffle(cards)
    size = len(cards) // n
    return [cards[i * size:(i + 1) * size] for i in range(n)]
