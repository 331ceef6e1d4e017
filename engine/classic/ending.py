"""The end of a 7 Wonders game: the score pad and who won (rulebook, "Einde van het
spel": the most points wins, ties broken by coins; with teams, the team's sum):
functions over the state's declared fields (``Ended``), which ``ClassicState`` takes
as methods (Duel's ``ending`` is the same idea)."""

from __future__ import annotations

from typing import Any, Protocol

from ..game import winners_returns
from .city import City
from .scoring import CATEGORIES, CITIES_CATEGORIES, score_city
from .teams import ranking, teams_on, with_team_rows


class Ended(Protocol):
    """What the ending reads of a state (``ClassicState`` declares each); ``_scores``
    keeps the final score pad once the game is over."""

    config: dict[str, Any]
    cities: list[City]
    n: int
    players: int
    phase: str
    expansion: bool
    _scores: list[dict[str, int]] | None


def scores(state: Ended) -> list[dict[str, int]]:
    """The score pad per player (final once the game is over); with teams, each
    column has its team's row (``teams.with_team_rows``)."""
    if state._scores is None or state.phase != "over":
        rows = CITIES_CATEGORIES if state.expansion else CATEGORIES
        pad = [score_city(state.cities, p, rows) for p in range(state.players)]
        if teams_on(state.config):
            pad = with_team_rows(pad)
        if state.phase != "over":
            return pad
        state._scores = pad
    return state._scores


def ranking_keys(state: Ended) -> list[tuple[int, int]]:
    """(points, coins) per player (``teams.ranking``)."""
    return ranking(scores(state), [c.coins for c in state.cities[:state.players]],
                   teams_on(state.config))


def winners(state: Ended) -> list[int]:
    keys = ranking_keys(state)
    best = max(keys)
    return [p for p, k in enumerate(keys) if k == best]


def returns(state: Ended) -> list[float]:
    if state.phase != "over":
        return [0.0] * state.n
    return winners_returns(ranking_keys(state))

