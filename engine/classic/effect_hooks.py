"""What every kind of effect answers (``Effect``, its hooks: "nothing" until a kind
says otherwise) and what the kinds share: trading prices and the science score.
The kinds themselves, each with its own hooks and words, are ``effects``.
"""

from __future__ import annotations

from typing import Any

from .resources import pack

# Trading prices per resource (W S O C G L P): raw discounted?, manufactured discounted?
# (rulebook: 2 coins a resource, 1 with a trading post or the marketplace; ``Discount``)
PRICES = {
    (raw, man): tuple([1 if raw else 2] * 4 + [1 if man else 2] * 3)
    for raw in (False, True) for man in (False, True)
}
PACKED_PRICES = {k: pack(v) for k, v in PRICES.items()}

#: the hooks every kind answers (``Effect``'s defaults: "nothing"); a test holds each
#: kind to them. The rules read them (``city``, ``state``, ``debt``, ``scoring``,
#: ``prices``, ``masks``, ``trade``) and so do the bots (``bots.evaluation``,
#: ``bots.policies``): no module outside ``effects`` asks an effect for its kind.
HOOKS = ("text", "build", "moves_coins", "income", "gifts", "owed", "points",
         "scores_counted", "counted_points", "symbols", "wild", "shields", "resources",
         "discounts", "foresee", "own_points_per")


def count_where(cities: list, p: int, what: str, where: str) -> int:
    """Count ``what`` in player ``p``'s city, the neighbours' or all three."""
    n = len(cities)
    left, right = cities[(p + 1) % n], cities[(p - 1) % n]
    if where == "self":
        return cities[p].count(what)
    nb = left.count(what) + right.count(what)
    return nb if where == "neighbours" else nb + cities[p].count(what)


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


class Effect:
    """One effect of a card or a wonder stage: the hooks of every kind, each saying
    "nothing" here; a kind overrides those it has.

    * ``text()``: the effect as written in the data files (``effects.parse_effect`` reads it);
    * ``build(city, sellable)``: what it changes in the city that builds it, lasting
      (production, shields, science, prices, powers...); ``sellable``: a brown or grey
      card's production, which the neighbours may buy;
    * ``moves_coins``, ``income(cities, p)``, ``gifts(cities, p)``, ``owed(cities, p)``:
      coins moved once, at the end of the turn it is built: those the builder ``p``
      takes, those each other city takes from the bank (``(city, coins)``), and those
      each other city loses (``(city, coins)``, met in the ``debt`` phase);
    * ``points``, ``scores_counted``, ``counted_points(cities, p)``, ``symbols``,
      ``wild``: what it scores at the end: printed points, points per element counted,
      its science symbols (indices in ``SCIENCE_SYMBOLS``, -1 of the player's choice)
      and how many of them are of choice;
    * ``shields``, ``resources``, ``discounts(side, raw)``: its military strength, the
      resources it makes, whether it lowers the price of raw (or manufactured) goods
      bought from the ``left`` or ``right`` neighbour (the reason a price is 1);
    * ``foresee(cities, p, colour)``: (coins, points) it brings if ``p`` builds it now
      on a card of ``colour`` (``stage``: a wonder stage), its own card counted: the
      bots' quick reading (``bots.policies.quick_points``);
    * ``own_points_per(colour)``: the points it adds, built, when the city builds one
      more card of ``colour``.
    """

    __slots__ = ()
    moves_coins = False
    points = 0
    scores_counted = False
    symbols: tuple[int, ...] = ()
    wild = 0
    shields = 0
    resources: tuple[int, ...] = ()

    def text(self) -> str:
        raise NotImplementedError

    def build(self, city: Any, sellable: bool) -> None:
        """Nothing lasting (points and coins are counted at the end or once)."""

    def income(self, cities: list, p: int) -> int:
        return 0

    def gifts(self, cities: list, p: int) -> tuple[tuple[int, int], ...]:
        return ()

    def owed(self, cities: list, p: int) -> list[tuple[int, int]]:
        return []

    def counted_points(self, cities: list, p: int) -> int:
        return 0

    def discounts(self, side: str, raw: bool) -> bool:
        return False

    def foresee(self, cities: list, p: int, colour: str) -> tuple[int, int]:
        return 0, 0

    def own_points_per(self, colour: str) -> int:
        return 0
