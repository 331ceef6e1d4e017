"""What the command line answers about a 7 Wonders position file (``python -m engine.cli
score|payments``, and the rule examples' claims, ``engine.examples``): its score pad as
at the end of the game, and the ways to pay for a card or the next wonder stage.

The position is first set up and checked whole by the gate (``saves.from_position``):
what is answered is a table that can be played to its end."""

from __future__ import annotations

from typing import Any

from ..errors import PositionError, UnknownNameError
from ..words import say
from .data import CARDS, cards_of, suggest
from .freecity import NAME as FREE_CITY_NAME
from .legal import copyable
from .scoring import CATEGORIES, CITIES_CATEGORIES, score_city
from .state import ClassicState
from .teams import ranking_keys, teams_on, with_team_rows


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise PositionError(message)


def _player_index(state: ClassicState, player: str | int) -> int:
    names = state.config["names"]
    if isinstance(player, int) or (isinstance(player, str) and player.isascii()
                                   and player.isdigit() and len(player) <= 4):
        i = int(player)
        _need(0 <= i < state.n, say("there is no player {i} (0 to {last})",
                                    i=i, last=state.n - 1))
        return i
    if state.free_city >= 0 and str(player).lower() == FREE_CITY_NAME.lower():
        return state.free_city
    for i, name in enumerate(names):
        if name.lower() == str(player).lower():
            return i
    raise UnknownNameError("player", str(player), suggest(str(player), names) or names)


def best_copy(state: ClassicState, p: int) -> None:
    """Olympia B with stage 3 built and no copy named: copy the guild worth most."""
    city = state.cities[p]
    if "copy_guild" not in city.powers or city.copied >= 0:
        return
    best, best_total = -1, score_city(state.cities, p)["total"]
    for name in copyable(state, p):
        city.copied = CARDS.by_name(name, 3).id
        total = score_city(state.cities, p)["total"]
        if total > best_total:
            best, best_total = city.copied, total
    city.copied = best


def cli_score(data: Any) -> dict[str, Any]:
    """Score a position as the score pad would at the end of the game."""
    state = gated(data)
    for p in range(state.n):
        best_copy(state, p)
    players = []
    rows = CITIES_CATEGORIES if state.expansion else CATEGORIES
    for p in range(state.players):
        row: dict[str, Any] = {"name": state.config["names"][p]}
        row.update(score_city(state.cities, p, rows))
        players.append(row)
    keys = [(r["total"], state.cities[i].coins) for i, r in enumerate(players)]
    if teams_on(state.config):  # the team's points (and coins) decide
        players = [{"name": r["name"], **pad} for r, pad in zip(players, with_team_rows(
            [{k: v for k, v in r.items() if k != "name"} for r in players]))]
        keys = ranking_keys([r["total"] for r in players],
                            [c.coins for c in state.cities[:state.players]])
    best = max(keys)
    out = {"game": "7wonders", "players": players,
           "winners": [players[i]["name"] for i, k in enumerate(keys) if k == best]}
    if state.free_city >= 0:  # it scores, and cannot win
        out["free_city"] = {"name": FREE_CITY_NAME,
                            **score_city(state.cities, state.free_city, rows)}
    return out


def cli_payments(data: Any, player: str | int, card: str | None, stage: bool = False,
                 wonder: str | None = None) -> list:
    """The payment options for building ``card`` (or the next stage), cheapest first."""
    _need(wonder is None, say("7 Wonders builds the next stage with --stage, not --wonder"))
    state = gated(data)
    p = _player_index(state, player)
    if stage:
        options = state.stage_payments(p)
        city = state.cities[p]
        bank = (city.wonder.stages[city.stages].cost_coins
                if city.stages < len(city.wonder.stages) else 0)
        return [{"left": lo, "right": ro, "bank": bank} for lo, ro in options]
    _need(card is not None, say("name a card with --card, or ask for --stage"))
    cards = cards_of(state.cities[0].wonder.edition)
    c = cards.by_name(cards.english(str(card), state.age), state.age)
    moves = state.build_moves(p, c)
    free = [{"free": m.free} for m in moves if m.free]  # costs nothing: cheapest of all
    return free + [{"left": m.left, "right": m.right, "bank": c.cost_coins}
                   for m in moves if not m.free]


def gated(data: Any) -> ClassicState:
    """The table of a position that passed the whole gate (``engine.gate``: its values
    fit a save, it can be played to its end), as the CLI, the examples and a save's
    replay accept it."""
    from ..saves import from_position

    _need(isinstance(data, dict), say("a position must be a JSON object"))
    _need(data.get("game", "7wonders") == "7wonders", say("this position is not a 7 Wonders game"))
    return from_position(data)
