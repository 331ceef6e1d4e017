"""End-of-game scoring, category by category as on the score pad.

Rulebook, "Einde van het spel": military conflicts, treasury (1 point per 3 coins),
wonder, civilian (blue), scientific, commercial (yellow) and guild points. The player
with most points wins; a tie goes to the most coins, then the victory is shared.
"""

from __future__ import annotations

from .data import CARDS
from .effects import Gain, Points, Science

CATEGORIES = ("military", "treasury", "wonder", "civilian", "science", "commercial", "guilds")


def science_points(compass: int, gear: int, tablet: int, wild: int = 0) -> int:
    """Science score: each symbol's count squared, plus 7 per set of three different.

    Wildcards (Scientists Guild, Babylon) take whichever symbol scores most
    (rulebook: "the choice is made at the end of the game").
    """
    if wild <= 0:
        return compass * compass + gear * gear + tablet * tablet + 7 * min(compass, gear, tablet)
    return max(
        science_points(compass + a, gear + b, tablet + (wild - a - b))
        for a in range(wild + 1) for b in range(wild + 1 - a)
    )


def count_where(cities: list, p: int, what: str, where: str) -> int:
    """Count ``what`` in player ``p``'s city, the neighbours' or all three."""
    n = len(cities)
    left, right = cities[(p + 1) % n], cities[(p - 1) % n]
    if where == "self":
        return cities[p].count(what)
    nb = left.count(what) + right.count(what)
    return nb if where == "neighbours" else nb + cities[p].count(what)


def gain_amount(cities: list, p: int, gain: Gain) -> int:
    return gain.amount * sum(count_where(cities, p, w, gain.where) for w in gain.counted)


def score_city(cities: list, p: int) -> dict[str, int]:
    """The score pad of player ``p`` (Olympia's copied guild included)."""
    city = cities[p]
    s = dict.fromkeys(CATEGORIES, 0)
    s["military"] = sum(city.conflict)
    s["treasury"] = city.coins // 3
    for stage in city.wonder.stages[: city.stages]:
        for e in stage.effects:
            if isinstance(e, Points):
                s["wonder"] += e.amount
    wild = city.science_any
    ids = city.cards + ([city.copied] if city.copied >= 0 else [])
    for cid in ids:
        card = CARDS[cid]
        for e in card.effects:
            if isinstance(e, Points):
                s["civilian" if card.colour == "blue" else "guilds"] += e.amount
            elif isinstance(e, Gain) and e.what == "points":
                key = "guilds" if card.is_guild else "commercial"
                s[key] += gain_amount(cities, p, e)
            elif isinstance(e, Science) and e.symbol < 0 and cid == city.copied:
                wild += 1
    s["science"] = science_points(*city.science, wild)
    s["total"] = sum(s[c] for c in CATEGORIES)
    return s
