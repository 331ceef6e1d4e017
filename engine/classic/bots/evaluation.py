"""A hand-written evaluation of a 7 Wonders city, and a move's effect on one city.

The evaluation is the score pad now (rulebook, "Einde van het spel") plus the value
still to come from what the city holds, shrinking as the game runs out:

* resources: each unit of a resource the city makes itself saves buying it later
  (first units matter most; raw materials are needed in larger numbers);
* military: the conflicts still to resolve, won or lost on the shields now (a soft
  comparison with each neighbour; the current age's conflict weighs more as its end
  nears, later ones less);
* science: each symbol helps the sets and squares still to come;
* chains: a building whose free successor is still to come;
* coins: 1 point per 3 (treasury) plus their use for trading early on; a debt token
  (Cities) is a point lost;
* trading discounts and wonder powers (Olympia's free build, Babylon's 7th card,
  Olympia B's guild copy).

This is the "greedy" bot's one-step lookahead value and the search bot's cut-off value.
"""

from __future__ import annotations

import math
from typing import Any

from ..city import City
from ..data import ALL_CARDS, CARDS, Card
from ..determinize import card_id
from ..legal import Cheapest
from ..military import opponents
from ..scoring import score_city, table_points
from ..state import MILITARY_VICTORY
from ..teams import team_of, teammate

# value of the 1st, 2nd, 3rd... unit of a resource made at home (raw, manufactured)
RAW_UNITS = (1.6, 1.0, 0.6, 0.25)
GOOD_UNITS = (1.6, 0.5)
W_RESOURCES = 2.5
W_SCIENCE = 2.0
W_CHAIN = 1.2
W_COINS_EARLY = 0.24
W_DISCOUNT = 2.4
# the conflicts of later ages: their weight, and how sharply the shields decide them
MIL_LATER_WEIGHT = 0.8
MIL_LATER_SHARP = 0.6


def remaining(age: int, turn: int) -> float:
    """The fraction of the game's picks still to come after the current one (1 -> 0)."""
    left = (3 - age) * 6 + (6 - turn)
    return max(0.0, min(1.0, left / 17.0))


def play_on_city(cities: list[City], p: int, move: Any, card: Card, age: int) -> list[City]:
    """The cities after ``p`` plays ``move`` with ``card`` (only ``p``'s city changes).

    Follows ``ClassicState._play`` and ``_when_built``: trade and coin costs paid,
    the building or stage placed, coins of Tavern, Vineyard... taken at once; a
    discard earns 3 coins. Neighbours' trade income is ignored.
    """
    out = cities[:]
    city = out[p] = cities[p].clone()
    if move.kind == "discard":
        city.coins += 3
        return out
    city.coins -= move.left + move.right
    if move.kind in ("build", "dig"):
        if move.kind == "build" and not move.free:
            city.coins -= card.cost_coins
        elif move.free == "olympia":
            city.free_build_age = age
        city.add_card(card)
        effects = card.effects
    elif move.kind == "stage":
        city.coins -= city.wonder.stages[city.stages].cost_coins
        effects = city.add_stage(card.id)
    else:
        return out
    for e in effects:
        city.coins += e.income(out, p)
    return out


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def military_potential(cities: list[City], p: int, age: int, turn: int,
                       teams: bool = False) -> float:
    """Expected points of the conflicts still to come on the shields as they stand
    (with teams or a diplomacy token nearby: ``_military_of``)."""
    n = len(cities)
    city, left, right = cities[p], cities[(p + 1) % n], cities[(p - 1) % n]
    if teams or city.diplomacy or left.diplomacy or right.diplomacy:
        return _military_of(cities, p, age, turn, teams)
    mine = city.shields
    key = (mine - left.shields, mine - right.shields, age, turn)
    v = _MILITARY.get(key)
    if v is None:
        v = _MILITARY[key] = _military(*key)
    return v


def _expected(diff: int, a: int, age: int, turn: int) -> float:
    """The expected token of one battle of Age ``a`` fought ``diff`` shields ahead."""
    sharp = 0.8 + 0.5 * turn if a == age else MIL_LATER_SHARP
    weight = 1.0 if a == age else MIL_LATER_WEIGHT
    x = 2.0 * _sigmoid(sharp * diff) - 1.0  # 0 on a tie, towards +-1
    return weight * x * (MILITARY_VICTORY[a] if diff > 0 else 1.0)


def _military(left: int, right: int, age: int, turn: int) -> float:
    total = 0.0
    for diff in (left, right):
        for a in range(age, 4):
            total += _expected(diff, a, age, turn)
    return total


def _military_of(cities: list[City], p: int, age: int, turn: int, teams: bool) -> float:
    """``military_potential`` against the cities ``p`` will fight
    (``military.opponents``): this age's as they stand; in a later age, a city still
    holding a token then sits out (teams: takes one token a side), the others fight
    their neighbours (teams: the neighbour of the other team, two tokens)."""
    n = len(cities)
    city = cities[p]
    total = 0.0
    for a in range(age, 4):
        if a == age:
            fights = opponents(cities, p, teams)
        elif teams:
            q = (p + 1) % n if team_of((p + 1) % n) != team_of(p) else (p - 1) % n
            spent = city.diplomacy > a - age or cities[q].diplomacy > a - age
            fights = [("", q, 1 if spent else 2)]
        else:
            fights = [] if city.diplomacy > a - age else [("", (p + 1) % n, 1),
                                                          ("", (p - 1) % n, 1)]
        for _side, q, count in fights:
            total += count * _expected(city.shields - cities[q].shields, a, age, turn)
    return total


_MILITARY: dict[tuple[int, int, int, int], float] = {}


def resource_potential(city: City) -> float:
    """The value of the units of each resource the city makes (an either/or card
    counts for each of its options); productions are interned, so memoised."""
    prod = city.production
    v = _RESOURCES.get(prod.id)
    if v is not None:
        return v
    have = list(prod.fixed)
    for opts in prod.choices:
        for i in set(opts):
            have[i] += 1
    v = 0.0
    for i, k in enumerate(have):
        units = RAW_UNITS if i < 4 else GOOD_UNITS
        v += sum(units[: min(k, len(units))])
    _RESOURCES[prod.id] = v
    return v


_RESOURCES: dict[int, float] = {}


# per card id: the buildings a card of Ages I-II chains to (none for Age III)
_CHAINS = [c.chains_to if c.age < 3 else () for c in ALL_CARDS]


def open_chains(city: City) -> int:
    """The free builds the city's cards still chain to (buildings not yet built)."""
    names = city.names
    chains = 0
    for cid in city.cards:
        for child in _CHAINS[cid]:
            if child not in names:
                chains += 1
    return chains


def evaluate(cities: list[City], p: int, age: int, turn: int, teams: bool = False) -> float:
    """The value of ``p``'s city: score now plus what is still to come (see above)."""
    city = cities[p]
    r = remaining(age, turn)
    v = float(table_points(cities, p)) + city.coins / 3.0 - city.debt
    v += sum(city.conflict) + military_potential(cities, p, age, turn, teams)
    if r > 0:
        v += r * W_RESOURCES * resource_potential(city)
        v += r * W_SCIENCE * (sum(city.science) + city.science_any)
        v += r * W_COINS_EARLY * min(city.coins, 12)
        disc = city.left_raw + city.right_raw + city.manufactured + sum(city.dock)
        v += r * W_DISCOUNT * disc
        v += r * W_CHAIN * open_chains(city)
        if "free_build" in city.powers:
            v += 2.5 * (3 - age + (city.free_build_age != age))
        if "play_seventh" in city.powers:
            v += 1.5 * (3 - age + (turn < 6))
        if "free_last_turn" in city.powers:  # 2nd edition, Olympia night
            v += 2.5 * (3 - age + (turn < 6))
        if "free_first_turn" in city.powers:
            v += 2.5 * (3 - age)
        if "free_first_colour" in city.powers:  # 2nd edition, Olympia day
            v += 1.5 * (7 - len(city.colours))
    if "copy_guild" in city.powers and city.copied < 0:
        n = len(cities)
        s = score_city(cities, p)
        best = 0
        for q in ((p + 1) % n, (p - 1) % n):
            for g in cities[q].guilds():
                trial = city.clone()
                trial.copied = g
                tc = cities[:]
                tc[p] = trial
                best = max(best, score_city(tc, p)["total"] - s["total"])
        v += best if age == 3 else 0.5 * best + 2.0
    return v


def margin(cities: list[City], p: int, age: int, turn: int,
           players: int | None = None, teams: bool = False) -> float:
    """``p``'s evaluation minus the best other player's (the first ``players`` cities:
    the Free City of a 2-player game is no player); with teams, ``team_margin``."""
    if teams:
        return team_margin(cities, p, age, turn)
    mine = evaluate(cities, p, age, turn)
    n = len(cities) if players is None else players
    best = max(evaluate(cities, q, age, turn) for q in range(n) if q != p)
    return mine - best


def team_value(cities: list[City], p: int, age: int, turn: int) -> float:
    """The evaluation of ``p``'s team: its two cities' (the team's score is their sum,
    Cities rulebook, the team variant)."""
    return (evaluate(cities, p, age, turn, True)
            + evaluate(cities, teammate(p), age, turn, True))


def team_margin(cities: list[City], p: int, age: int, turn: int) -> float:
    """``p``'s team's evaluation minus the best other team's."""
    mine = team_value(cities, p, age, turn)
    best = max(team_value(cities, q, age, turn) for q in range(0, len(cities), 2)
               if team_of(q) != team_of(p))
    return mine - best


_CARD_OF: dict[tuple[str, int | None, int], Card] = {}


def card_of(move: Any, age: int, edition: int = 1) -> Card:
    """The card a move names in ``edition`` (the copy of the current age for Loom...)."""
    key = (move.card, age if move.kind not in ("dig", "copy") else None, edition)
    card = _CARD_OF.get(key)
    if card is None:
        card = _CARD_OF[key] = CARDS[card_id(*key)]
    return card


def cheapest(legal: list[Any], mate: str = "") -> list[Any]:
    """One move per (kind, card): the cheapest payment (fewest coins to neighbours).

    Ties keep the engine's order; free builds (chain, Olympia) count as cost 0 and a
    chain is preferred to Olympia's once-an-age free build. ``mate``: the side of the
    player's teammate (teams), whom the player pays rather than the other team: the
    fewest coins to the other team first.
    """
    if not mate and type(legal) is Cheapest:
        return legal  # listed so (``legal.cheapest_moves``)
    best: dict[tuple[str, str], Any] = {}
    key_of = _pay_key if not mate else _team_pay_key(mate)
    # Halicarnassus may pass; a free building is worth having, so bots never do
    for m in [m for m in legal if m.kind != "pass"] or legal:
        key = (m.kind, m.card)
        cur = best.get(key)
        if cur is None or key_of(m) < key_of(cur):
            best[key] = m
    return list(best.values())


def _pay_key(m: Any) -> tuple[int, int]:
    return (m.left + m.right, 1 if m.free == "olympia" else 0)


def _team_pay_key(mate: str) -> Any:
    """``cheapest``'s order with the teammate on side ``mate``."""
    if mate == "left":
        return lambda m: (m.right, m.left + m.right, 1 if m.free == "olympia" else 0)
    return lambda m: (m.left, m.left + m.right, 1 if m.free == "olympia" else 0)


def mate_side(p: int, teams: bool) -> str:
    """The side of ``p``'s teammate ("" without teams): players 0 and 1 are a team, so
    an even player's teammate sits on its left, an odd player's on its right."""
    if not teams:
        return ""
    return "left" if p % 2 == 0 else "right"
