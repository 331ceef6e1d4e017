"""Progress at a glance for one 7 Wonders city: its science and its trade, as plain data.

Science (rulebook, "Scientific structures"): each symbol scores its count squared and
each set of three different symbols 7 more; ``next`` says how many points one more
compass, gear or tablet would add now (``scoring.city_science``, wildcards and the
Cities masks included). Trade (rulebook, "Commerce"): each neighbour sells what its
board and its brown and grey cards make, 2 coins a resource or 1 with a trading post
(raw materials, that side) or the Marketplace (manufactured goods).

The city's military standing (``military.standing``) and its points so far
(``scoring.score_city``) are already in its city view (``military``, ``score``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .resources import RESOURCES
from .scoring import city_science

if TYPE_CHECKING:
    from .state import ClassicState

SYMBOLS = ("compass", "gear", "tablet")  # the order of ``City.science``


def science_glance(cities: list, p: int) -> dict[str, Any]:
    """``p``'s science: complete sets, points now and what one more of each symbol
    would add (the wildcards placed anew to score most, as at the end of the game)."""
    city = cities[p]
    now = city_science(cities, p)
    nxt = {}
    have = city.science
    try:  # each symbol counted once more in turn (a new list: ``have`` never changes)
        for i, name in enumerate(SYMBOLS):
            city.science = [n + (k == i) for k, n in enumerate(have)]
            nxt[name] = city_science(cities, p) - now
    finally:
        city.science = have
    return {"sets": min(have), "points": now, "next": nxt}


def trade_glance(state: ClassicState, p: int) -> dict[str, Any]:
    """What each neighbour sells ``p`` (its ``sellable`` production) and at what price
    a resource (``City.left_prices`` / ``right_prices``: 1 or 2)."""
    city = state.cities[p]
    out: dict[str, Any] = {}
    for side, q, prices in (("left", state.left_of(p), city.left_prices()),
                            ("right", state.right_of(p), city.right_prices())):
        out[side] = {"player": q, "sells": state.cities[q].sellable.to_json(),
                     "prices": dict(zip(RESOURCES, prices))}
    return out


def glance(state: ClassicState, p: int) -> dict[str, Any]:
    """City ``p`` at a glance: ``science`` and ``trade`` (see the module docstring)."""
    return {"science": science_glance(state.cities, p), "trade": trade_glance(state, p)}
