"""Rule-based (rbAI) and greedy policies for 7 Wonders (1st edition).

Both work on plain cities (``engine.classic.city.City``) and the legal moves, so that
the same code serves a bot given a view (cities rebuilt from it) and a rollout inside
a search (the simulated state's cities).

rbAI follows Robilliard, Fonlupt and Teytaud, "Monte-Carlo Tree Search for the Game
of 7 Wonders" (Computer Games workshop, ECAI 2014), section 4: in Ages I and II the
first rule that applies,

1. a card giving two or more resource types;
2. a card giving a resource type the city lacks;
3. a military card, if the player is not already the sole military leader and the
   card makes it one;
4. the blue card with most points;
5. any science card;
6. else a random playable card, else discard a random card;

and in Age III the move with the best immediate points. Payments are the cheapest;
Halicarnassus digs and Olympia B copies for the best immediate points.

Greedy: one-step lookahead on ``evaluation.evaluate``; the card tucked under a stage
or discarded is the one worth most to the player the hand goes to (denial).

Teams (Cities rulebook, the team variant; ``teams=True``): the greedy value is the
team's (``evaluation.team_value``: both cities), a hand going to the teammate keeps
the cards it wants most (the denial turned round), and every policy pays the teammate
rather than the other team where both sell (``evaluation.cheapest``).

Every policy meets a coin loss (Cities' ``debt`` phase) the same way, ``debt_move``.
"""

from __future__ import annotations

import math
from typing import Any

from ...rng import Rng
from ..city import City
from ..data import ALL_CARDS, Card
from ..effects import COLOURS
from ..scoring import score_city
from ..teams import teammate
from .evaluation import card_of, cheapest, evaluate, mate_side, play_on_city, team_value
from .freecity import acting, controller_scores


def _resource_types(card: Card) -> set[int]:
    return {r for e in card.effects for r in e.resources}


def _points(card: Card) -> int:
    return sum(e.points for e in card.effects)


def _shields(card: Card) -> int:
    return sum(e.shields for e in card.effects)


def _has(city: City, r: int) -> bool:
    prod = city.production
    return prod.fixed[r] > 0 or any(r in opts for opts in prod.choices)


# coins kept back from a coin loss in Ages I and II, for trading (a debt token is a
# sure point lost; a coin is a third of a point at the end, more while it buys)
DEBT_RESERVE = {1: 2, 2: 1}


def debt_move(cities: list[City], p: int, age: int, legal: list[Any]) -> Any:
    """A coin loss met (Cities): coins to the bank rather than debt, since a debt token
    costs a point and a coin about a third of one; in Ages I and II up to
    ``DEBT_RESERVE`` coins are kept for trading, in Age III every coin pays."""
    city = cities[acting(p, legal)]
    most = max(m.coins for m in legal)
    want = min(most, max(0, city.coins - DEBT_RESERVE.get(age, 0)))
    return next((m for m in legal if m.coins == want), legal[0])


def best_immediate(cities: list[City], p: int, age: int, moves: list[Any],
                   rng: Rng) -> Any:
    """The move with the best immediate points (score pad total now); ties at random."""
    best: list[Any] = []
    best_v = None
    for m in moves:
        after = play_on_city(cities, p, m, card_of(m, age, cities[p].wonder.edition), age)
        v = score_city(after, p)["total"]
        if best_v is None or v > best_v:
            best, best_v = [m], v
        elif v == best_v:
            best.append(m)
    return best[0] if len(best) == 1 else rng.choice(best)


def quick_points(cities: list[City], p: int, move: Any, card: Card) -> int:
    """A fast estimate of the points ``move`` adds to ``p``'s score pad now.

    Counts the card's (or stage's) own points and per-element points, the science
    gain, the treasury change, and the own per-colour cards (Lighthouse, guilds
    counting the city) the new card adds to; misses the neighbours' side effects.
    Used in rollouts, where ``score_city`` for every move costs too much; the
    effects are read through their hooks (``Effect.foresee``) and ``_SELF_GAINS``
    (computed once a card).
    """
    city = cities[p]
    coins = city.coins
    if move.kind == "discard":
        return (coins + 3) // 3 - coins // 3
    pay = move.left + move.right
    if move.kind == "stage":
        stage = city.wonder.stages[city.stages]
        pay += stage.cost_coins
        effects = stage.effects
        colour = "stage"
    else:
        if move.kind == "build" and not move.free:
            pay += card.cost_coins
        effects = card.effects
        colour = card.colour
    pts = gain = 0
    for e in effects:
        c, q = e.foresee(cities, p, colour)
        gain += c
        pts += q
    for cid in city.cards:
        pts += _SELF_GAINS[cid].get(colour, 0)
    after = coins - pay + gain
    return pts + after // 3 - coins // 3


# per card id: the points its end-game gains counting the own city add per card of a
# colour (or wonder stage) built (``Effect.own_points_per``)
_SELF_GAINS = [{k: v for k in (*COLOURS, "stage")
                if (v := sum(e.own_points_per(k) for e in c.effects))}
               for c in ALL_CARDS]


def quick_ties(cities: list[City], p: int, age: int, moves: list[Any]) -> list[Any]:
    """The moves with the best ``quick_points``."""
    best: list[Any] = []
    best_v = None
    for m in moves:
        v = quick_points(cities, p, m, card_of(m, age, cities[p].wonder.edition))
        if best_v is None or v > best_v:
            best, best_v = [m], v
        elif v == best_v:
            best.append(m)
    return best


def best_quick(cities: list[City], p: int, age: int, moves: list[Any], rng: Rng) -> Any:
    """``best_immediate`` with ``quick_points`` (rollouts); ties at random."""
    best = quick_ties(cities, p, age, moves)
    return best[0] if len(best) == 1 else rng.choice(best)


def best_copy(cities: list[City], p: int, legal: list[Any]) -> Any:
    """Olympia B: the neighbour's guild worth most to ``p`` at the end."""
    best, best_v = legal[0], None
    for m in legal:
        trial = cities[:]
        trial[p] = cities[p].clone()
        trial[p].copied = card_of(m, 3, cities[p].wonder.edition).id
        v = score_city(trial, p)["total"]
        if best_v is None or v > best_v:
            best, best_v = m, v
    return best


def rbai_move(cities: list[City], p: int, age: int, phase: str, legal: list[Any],
              rng: Rng, exact: bool = True, teams: bool = False) -> Any:
    """rbAI's choice (see the module docstring); ``exact=False``: fast Age III points."""
    if len(legal) == 1:
        return legal[0]
    if phase == "debt":
        return debt_move(cities, p, age, legal)
    p = acting(p, legal)  # the Free City played as a city of its own
    if phase == "copy":
        return best_copy(cities, p, legal)
    moves = cheapest(legal, mate_side(p, teams))
    if phase == "dig" or age == 3:
        if exact:
            return best_immediate(cities, p, age, moves, rng)
        return best_quick(cities, p, age, moves, rng)
    builds = [m for m in moves if m.kind == "build"]
    if builds:
        rule = _rbai_rule(cities, p, age, builds)
        return rule[0] if len(rule) == 1 else rng.choice(rule)
    discards = [m for m in moves if m.kind == "discard"]
    return rng.choice(discards or moves)


def _rbai_rule(cities: list[City], p: int, age: int, builds: list[Any]) -> list[Any]:
    """Ages I and II: the builds of the first rbAI rule that applies."""
    city = cities[p]
    cards = [(m, card_of(m, age, cities[p].wonder.edition)) for m in builds]
    rule = [m for m, c in cards if len(_resource_types(c)) >= 2]
    if not rule:
        rule = [m for m, c in cards if any(not _has(city, r) for r in _resource_types(c))]
    if not rule:
        others = max((c.shields for q, c in enumerate(cities) if q != p), default=0)
        if city.shields <= others:
            rule = [m for m, c in cards
                    if c.colour == "red" and city.shields + _shields(c) > others]
    if not rule:
        blues = [(m, _points(c)) for m, c in cards if c.colour == "blue"]
        if blues:
            top = max(v for _, v in blues)
            rule = [m for m, v in blues if v == top]
    if not rule:
        rule = [m for m, c in cards if c.colour == "green"]
    return rule or builds


def rbai_options(cities: list[City], p: int, age: int, phase: str,
                 legal: list[Any], teams: bool = False) -> list[Any]:
    """The moves rbAI (rollout version, ``exact=False``) draws from, uniformly."""
    if phase == "debt":
        return [debt_move(cities, p, age, legal)]
    p = acting(p, legal)
    if phase == "copy":
        return [best_copy(cities, p, legal)]
    moves = cheapest(legal, mate_side(p, teams))
    if phase == "dig" or age == 3:
        return quick_ties(cities, p, age, moves)
    builds = [m for m in moves if m.kind == "build"]
    if builds:
        return _rbai_rule(cities, p, age, builds)
    return [m for m in moves if m.kind == "discard"] or moves


def receiver(p: int, age: int, n: int) -> int:
    """The player ``p``'s hand goes to: left in Ages I and III, right in Age II."""
    return (p - 1) % n if age == 2 else (p + 1) % n


def denial_values(cities: list[City], p: int, age: int, names: list[str],
                  players: int | None = None, teams: bool = False) -> dict[str, float]:
    """What each card would add to the next holder's city if built (for free);
    ``players``: the player count when the cities are more (the Free City's game).
    With teams, a hand going to the teammate counts each card against: the card the
    teammate wants most is the one to leave in the hand."""
    q = receiver(p, age, players or len(cities))
    sign = -1.0 if teams and q == teammate(p) else 1.0
    base = evaluate(cities, q, age, 0, teams)
    out: dict[str, float] = {}
    for name in names:
        if name in out:
            continue
        card = card_of(_Named(name), age, cities[q].wonder.edition)
        if card.name in cities[q].names:
            out[name] = 0.0
            continue
        trial = cities[:]
        trial[q] = cities[q].clone()
        trial[q].add_card(card)
        out[name] = sign * (evaluate(trial, q, age, 0, teams) - base)
    return out


class _Named:
    __slots__ = ("card", "kind")

    def __init__(self, card: str):
        self.card = card
        self.kind = "build"


def greedy_scores(cities: list[City], p: int, age: int, turn: int, phase: str,
                  legal: list[Any], deny: bool = True,
                  players: int | None = None, teams: bool = False) -> list[tuple[float, Any]]:
    """(value, move) for one move per (kind, card), value = evaluation after the move
    (with teams, the team's: ``evaluation.team_value``).

    Stage and discard moves are all worth the same to ``p``; among them the card
    worth most to the next holder is given the small denial bonus. The Free City's
    moves are valued for ``p``, its holder (``freecity.controller_scores``).
    """
    if acting(p, legal) != p:
        return controller_scores(cities, p, age, turn, legal)
    if teams:
        return _team_scores(cities, p, age, turn, phase, legal, deny)
    moves = cheapest(legal)
    out: list[tuple[float, Any]] = []
    by_kind: dict[str, list[Any]] = {}
    for m in moves:
        if m.kind in ("stage", "discard") and phase == "pick":
            by_kind.setdefault(m.kind, []).append(m)
        else:
            card = card_of(m, age, cities[p].wonder.edition)
            v = evaluate(play_on_city(cities, p, m, card, age), p, age, turn)
            out.append((v, m))
    if by_kind:
        deny_v: dict[str, float] = {}
        if deny and turn < 6:
            names = sorted({m.card for ms in by_kind.values() for m in ms})
            deny_v = denial_values(cities, p, age, names, players)
        for ms in by_kind.values():
            # all cards are equal for p: keep the one the next holder wants most
            m = max(ms, key=lambda m: (deny_v.get(m.card, 0.0), m.card))
            card = card_of(m, age, cities[p].wonder.edition)
            v = evaluate(play_on_city(cities, p, m, card, age), p, age, turn)
            out.append((v + 0.15 * deny_v.get(m.card, 0.0), m))
    return out


def _team_scores(cities: list[City], p: int, age: int, turn: int, phase: str,
                 legal: list[Any], deny: bool) -> list[tuple[float, Any]]:
    """``greedy_scores`` with teams: the team's value after each move."""
    out: list[tuple[float, Any]] = []
    by_kind: dict[str, list[Any]] = {}
    for m in cheapest(legal, mate_side(p, True)):
        if m.kind in ("stage", "discard") and phase == "pick":
            by_kind.setdefault(m.kind, []).append(m)
        else:
            card = card_of(m, age, cities[p].wonder.edition)
            out.append((team_value(play_on_city(cities, p, m, card, age), p, age, turn), m))
    if by_kind:
        deny_v: dict[str, float] = {}
        if deny and turn < 6:
            names = sorted({m.card for ms in by_kind.values() for m in ms})
            deny_v = denial_values(cities, p, age, names, None, True)
        for ms in by_kind.values():
            m = max(ms, key=lambda m: (deny_v.get(m.card, 0.0), m.card))
            card = card_of(m, age, cities[p].wonder.edition)
            v = team_value(play_on_city(cities, p, m, card, age), p, age, turn)
            out.append((v + 0.15 * deny_v.get(m.card, 0.0), m))
    return out


def greedy_move(cities: list[City], p: int, age: int, turn: int, phase: str,
                legal: list[Any], deny: bool = True, players: int | None = None,
                teams: bool = False) -> Any:
    """The greedy bot's choice: the best value after one move (first best on ties);
    ``deny=False`` skips the denial bonus (cheaper, for rollouts)."""
    if len(legal) == 1:
        return legal[0]
    if phase == "debt":
        return debt_move(cities, p, age, legal)
    if phase == "copy":
        return best_copy(cities, acting(p, legal), legal)
    scored = greedy_scores(cities, p, age, turn, phase, legal, deny, players, teams)
    best_v, best_m = scored[0]
    for v, m in scored[1:]:
        if v > best_v:
            best_v, best_m = v, m
    return best_m


def soft_move(cities: list[City], p: int, age: int, turn: int, phase: str,
              legal: list[Any], rng: Rng, temp: float, teams: bool = False) -> Any:
    """A Boltzmann-rational player: a move drawn with probability proportional to
    ``exp(value / temp)`` over the greedy values (no denial bonus). A model of an
    opponent who mostly, not always, takes the greedy move (search rollouts)."""
    if len(legal) == 1:
        return legal[0]
    if phase == "debt":
        return debt_move(cities, p, age, legal)
    if phase == "copy":
        return best_copy(cities, acting(p, legal), legal)
    scored = greedy_scores(cities, p, age, turn, phase, legal, False, teams=teams)
    weights = soft_weights(scored, temp)
    x = rng.next64() / 2.0**64 * sum(weights)
    for w, (_, m) in zip(weights, scored):
        x -= w
        if x <= 0:
            return m
    return scored[-1][1]


def soft_weights(scored: list[tuple[float, Any]], temp: float) -> list[float]:
    """``soft_move``'s unnormalised chances of the (value, move) pairs of
    ``greedy_scores``: exp((value - best value) / temp)."""
    top = max(v for v, _ in scored)
    return [math.exp(max(-30.0, (v - top) / temp)) for v, _ in scored]
