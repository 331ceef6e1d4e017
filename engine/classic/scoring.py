"""End-of-game scoring, category by category as on the score pad.

Rulebook, "Einde van het spel": military conflicts, treasury (1 point per 3 coins),
wonder, civilian (blue), scientific, commercial (yellow) and guild points. The player
with most points wins; a tie goes to the most coins, then the victory is shared.

The Cities expansion (rulebook 003, "A játék vége" and the score pad) adds a row, the
black cards' points (``black``: the pad counts them with the Leaders' white cards), and
counts debt in the treasury row: "Gábor 3 adósságjelzővel fejezi be a játékot. Mivel
kincstárában 5 érméje van (1 pont), a pontozótömbre -2 pontot ír": coins // 3 less one
point a debt token. Masks copy neighbours' science symbols (``masks``).
"""

from __future__ import annotations

from .data import ALL_CARDS, ALL_WONDERS
from .effect_hooks import Effect, science_points
from .masks import best_copies

CATEGORIES = ("military", "treasury", "wonder", "civilian", "science", "commercial", "guilds")
CITIES_CATEGORIES = (*CATEGORIES, "black")  # the score pad of a game with Cities


def _reading(card) -> tuple[str, int, tuple[tuple[str, Effect], ...], int]:
    """How a card scores: the column of its points and their sum, its point gains with
    their column, and its science wildcards (counted here only for a copied guild)."""
    black = "black" if card.is_black else ""
    return (black or ("civilian" if card.colour == "blue" else "guilds"),
            sum(e.points for e in card.effects),
            tuple((black or ("guilds" if card.is_guild else "commercial"), e)
                  for e in card.effects if e.scores_counted),
            sum(e.wild for e in card.effects))


# each card's reading, by id, and each wonder side's points after 0, 1, 2... stages
READINGS = [_reading(c) for c in ALL_CARDS]
STAGE_POINTS = {
    (w.name, w.side): tuple(sum(e.points for st in w.stages[:k] for e in st.effects)
                            for k in range(len(w.stages) + 1))
    for w in ALL_WONDERS.values()}


def _scored_ids(city) -> list[int]:
    return city.cards + [city.copied] if city.copied >= 0 else city.cards


def city_science(cities: list, p: int) -> int:
    """``p``'s science points: its symbols, wildcards (Olympia's copied Scientists
    Guild included) and the symbols its masks copy."""
    city = cities[p]
    wild = city.science_any + (READINGS[city.copied][3] if city.copied >= 0 else 0)
    compass, gear, tablet = city.science
    if not city.masks:
        return science_points(compass, gear, tablet, wild)
    a, b, c = mask_copies(cities, p)
    return science_points(compass + a, gear + b, tablet + c, wild)


def mask_copies(cities: list, p: int) -> tuple[int, int, int]:
    """The compasses, gears and tablets ``p``'s masks copy: those worth most."""
    city = cities[p]
    wild = city.science_any + (READINGS[city.copied][3] if city.copied >= 0 else 0)
    compass, gear, tablet = city.science
    return best_copies(cities, p, lambda a, b, c: science_points(
        compass + a, gear + b, tablet + c, wild))


def treasury_points(coins: int, debt: int) -> int:
    """The treasury row: a point per 3 coins (rulebook), less a point per debt token
    (Cities, "Adósság": -1 point each at the end)."""
    return coins // 3 - debt


def score_city(cities: list, p: int, rows: tuple[str, ...] = CATEGORIES) -> dict[str, int]:
    """The score pad of player ``p`` (Olympia's copied guild included); ``rows``:
    ``CITIES_CATEGORIES`` for a game with Cities (its row of black cards)."""
    city = cities[p]
    s = dict.fromkeys(CITIES_CATEGORIES, 0)
    s["military"] = sum(city.conflict)
    s["treasury"] = treasury_points(city.coins, city.debt)
    s["wonder"] = STAGE_POINTS[city.wonder.name, city.wonder.side][city.stages]
    for cid in _scored_ids(city):
        key, flat, gains, _ = READINGS[cid]
        s[key] += flat
        for gkey, e in gains:
            s[gkey] += e.counted_points(cities, p)
    s["science"] = city_science(cities, p)
    s["total"] = sum(s[c] for c in CITIES_CATEGORIES)
    if rows is not CITIES_CATEGORIES:
        del s["black"]  # (none without the expansion)
    return s


def table_points(cities: list, p: int) -> int:
    """``score_city``'s total without treasury and military (the wonder, civilian,
    science, commercial and guild columns), without building the pad: what a bot's
    evaluation reads many times a move."""
    city = cities[p]
    pts = STAGE_POINTS[city.wonder.name, city.wonder.side][city.stages]
    for cid in _scored_ids(city):
        _, flat, gains, _ = READINGS[cid]
        pts += flat
        for _, e in gains:
            pts += e.counted_points(cities, p)
    return pts + city_science(cities, p)
