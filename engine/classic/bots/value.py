"""7 Wonders' learnt value: each city's final score foreseen when an Age begins, for the
search's playouts cut at the end of an Age (``engine.classic.bots.search``).

A linear model an Age (the Age about to begin, II or III) and a table (``TABLES``: a
kind of game, without the Cities expansion or with it, and a number of cities) over
facts of one city (rulebook "Einde van het spel": what is already on the score pad, and
what makes points later):

* the score pad's wonder, civilian, science, commercial and guild points now
  (``scoring.table_points``), the military tokens, the treasury's coins and the debt;
* the conflicts still to come on the shields as they stand
  (``evaluation.military_potential``);
* what the city makes (``evaluation.resource_potential``), its trading discounts, its
  science symbols, the chains it can still use, its wonder stages built and left, its
  cards.

A fact is not worth the same at every table: with more players to share the green
cards a science symbol is worth less, and Cities' black cards, debt and diplomacy
change the rest (``bench/RESULTS.md``: one model for every table made the search
weaker at 8 players of Cities than weights of their own there).

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
LAYOUT = 2
NAMES = (
    "points", "tokens", "coins", "debt", "military", "resources", "discounts",
    "symbols", "chains", "stages", "stages_left", "cards",
)
WIDTH = len(NAMES)
#: the kinds of game, and the numbers of cities each is played with (a 2-player game's
#: Free City counts: 3 cities)
CITIES = {"base": range(3, 8), "cities": range(3, 9)}
#: the tables with weights of their own, named "kind-cities"
TABLES = tuple(f"{kind}-{n}" for kind, counts in CITIES.items() for n in counts)
#: one table's weights by Age: the bias, then a weight a feature
Weights = dict[int, tuple[float, ...]]
#: one table's error spread by Age
Spread = dict[int, float]


def table_of(expansion: bool, cities: int) -> str:
    """The table (``TABLES``) of a game with (``True``) or without the Cities expansion
    and ``cities`` cities."""
    kind = "cities" if expansion else "base"
    counts = CITIES[kind]
    return f"{kind}-{min(max(cities, counts.start), counts.stop - 1)}"


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
    ages = [2, 3]
    if layout != LAYOUT or sorted(weights) != sorted(TABLES) or sorted(spread) != sorted(
            TABLES) or any(sorted(weights[t]) != ages or sorted(spread[t]) != ages
                           or any(len(w) != 1 + WIDTH for w in weights[t].values())
                           for t in TABLES):
        raise ValueError(f"7 Wonders' value weights are of layout {layout}, the features "
                         f"of layout {LAYOUT}: run python -m engine.cli.train_classic_value")
    return weights, spread


def shipped() -> tuple[dict[str, Weights], dict[str, Spread]]:
    """The weights shipped with the engine and their error's spread by table, checked."""
    from . import value_weights as vw

    return checked(vw.LAYOUT, vw.WEIGHTS, vw.SPREAD)
