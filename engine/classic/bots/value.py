"""7 Wonders' learnt value: each city's final score foreseen when an Age begins, for the
search's playouts cut at the end of an Age (``engine.classic.bots.search``).

A linear model an Age (the Age about to begin, II or III) and a table (``TABLES``: the
games without the Cities expansion, and those with it at each number of cities) over
facts of one city (rulebook "Einde van het spel": what is already on the score pad, and
what makes points later):

* the score pad's wonder, civilian, science, commercial and guild points now
  (``scoring.table_points``), the military tokens, the treasury's coins and the debt;
* the conflicts still to come on the shields as they stand
  (``evaluation.military_potential``);
* what the city makes (``evaluation.resource_potential``), its trading discounts, its
  science symbols, the chains it can still use, its wonder stages built and left, its
  cards; the number of cities.

A fact is not worth the same at every table of Cities: with more players to share the
green cards a science symbol is worth less, and the black cards, debt and diplomacy
change the rest. ``bench/RESULTS.md`` measured it: one model for every game made the
search weaker at 8 players of Cities than weights of their own there, and weights of
their own for each number of players without Cities made it weaker at 4 players than
one model for them all.

The weights are learnt from games played by the playouts' own policies (greedy, soft,
rbAI): ``python -m engine.cli.train_classic_value`` writes
``engine/classic/bots/value_weights.py``, with the spread of the model's error, which
turns a foreseen margin into a chance to win.
"""

from __future__ import annotations

from typing import Any

from ..scoring import table_points
from .evaluation import military_potential, open_chains, resource_potential

#: the layout of ``features`` and of the weights: bump it with any change to them
LAYOUT = 3
NAMES = (
    "points", "tokens", "coins", "debt", "military", "resources", "discounts",
    "symbols", "chains", "stages", "stages_left", "cards", "players",
)
WIDTH = len(NAMES)
#: the numbers of cities a game is played with (a 2-player game's Free City counts)
CITIES = range(3, 9)
#: the tables with weights of their own: the games without Cities, then those with it
#: at each number of cities ("cities-8")
TABLES = ("base", *(f"cities-{n}" for n in CITIES))
#: one table's weights by Age: the bias, then a weight a feature
Weights = dict[int, tuple[float, ...]]
#: one table's error spread by Age
Spread = dict[int, float]


def table_of(expansion: bool, cities: int) -> str:
    """The table (``TABLES``) of a game with (``True``) or without the Cities expansion
    and ``cities`` cities."""
    if not expansion:
        return "base"
    return f"cities-{min(max(cities, CITIES.start), CITIES.stop - 1)}"


def features(cities: list[Any], p: int, age: int) -> list[float]:
    """City ``p``'s facts (``NAMES``) as Age ``age`` begins."""
    city = cities[p]
    return [
        float(table_points(cities, p)),
        float(sum(city.conflict)),
        float(city.coins),
        float(city.debt),
        military_potential(cities, p, age, 0),
        resource_potential(city),
        float(city.left_raw + city.right_raw + city.manufactured + sum(city.dock)),
        float(sum(city.science) + city.science_any),
        float(open_chains(city)),
        float(city.stages),
        float(len(city.plan) - city.stages),
        float(len(city.cards)),
        float(len(cities)),
    ]


def foreseen(cities: list[Any], age: int, weights: Weights) -> list[float]:
    """Every city's final score foreseen as Age ``age`` (2 or 3) begins."""
    w = weights[age]
    bias, ws = w[0], w[1:]
    return [bias + sum(a * b for a, b in zip(ws, features(cities, q, age)))
            for q in range(len(cities))]


def checked(layout: int, weights: dict[str, Weights],
            spread: dict[str, Spread]) -> tuple[dict[str, Weights], dict[str, Spread]]:
    """The weights by table if they were learnt on these features (``LAYOUT``) for
    every table, else a ``ValueError`` that says how to learn them again."""
    whole = layout == LAYOUT and sorted(weights) == sorted(spread) == sorted(TABLES)
    if not whole or not all(sorted(weights[t]) == sorted(spread[t]) == [2, 3]
                            and all(len(w) == 1 + WIDTH for w in weights[t].values())
                            for t in TABLES):
        raise ValueError(f"7 Wonders' value weights are of layout {layout}, the features "
                         f"of layout {LAYOUT}: run python -m engine.cli.train_classic_value")
    return weights, spread


def shipped() -> tuple[dict[str, Weights], dict[str, Spread]]:
    """The weights shipped with the engine and their error's spread by table, checked."""
    from . import value_weights as vw

    return checked(vw.LAYOUT, vw.WEIGHTS, vw.SPREAD)
