"""7 Wonders' learnt value: each city's final score foreseen when an Age begins, for the
search's playouts cut at the end of an Age (``engine.classic.bots.search``).

A linear model an Age (the Age about to begin, II or III) over facts of one city
(rulebook "Einde van het spel": what is already on the score pad, and what makes
points later):

* the score pad's wonder, civilian, science, commercial and guild points now
  (``scoring.table_points``), the military tokens, the treasury's coins and the debt;
* the conflicts still to come on the shields as they stand
  (``evaluation.military_potential``);
* what the city makes (``evaluation.resource_potential``), its trading discounts, its
  science symbols, the chains it can still use, its wonder stages built and left, its
  cards; the number of players.

The weights are learnt from games played by the playouts' own policies (greedy, soft,
rbAI): ``python -m engine.cli.train_classic_value`` writes
``engine/classic/bots/value_weights.py``, with the spread of the model's error, which
turns a foreseen margin into a chance to win.
"""

from __future__ import annotations

from typing import Any

from ..scoring import table_points
from .evaluation import military_potential, open_chains, resource_potential

#: the layout of ``features``: bump it with any change to them
LAYOUT = 1
NAMES = (
    "points", "tokens", "coins", "debt", "military", "resources", "discounts",
    "symbols", "chains", "stages", "stages_left", "cards", "players",
)
WIDTH = len(NAMES)
Weights = dict[int, tuple[float, ...]]


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


def checked(layout: int, weights: Weights,
            spread: dict[int, float]) -> tuple[Weights, dict[int, float]]:
    """The weights if they were learnt on these features (``LAYOUT``), else a
    ``ValueError`` that says how to learn them again."""
    if layout != LAYOUT or sorted(weights) != [2, 3] or sorted(spread) != [2, 3] or any(
            len(w) != 1 + WIDTH for w in weights.values()):
        raise ValueError(f"7 Wonders' value weights are of layout {layout}, the features "
                         f"of layout {LAYOUT}: run python -m engine.cli.train_classic_value")
    return weights, spread


def shipped() -> tuple[Weights, dict[int, float]]:
    """The weights shipped with the engine and their error's spread, checked."""
    from . import value_weights as vw

    return checked(vw.LAYOUT, vw.WEIGHTS, vw.SPREAD)
