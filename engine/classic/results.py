"""The results of a 7 Wonders game: the score pad and who won (rulebook, "Einde van het
spel": the most points wins, ties broken by coins; with teams, the team's sum): the
``Results`` part of ``ClassicState``."""

from __future__ import annotations

from ..game import winners_returns
from .scoring import CATEGORIES, CITIES_CATEGORIES, score_city
from .teams import ranking, teams_on, with_team_rows


class Results:
    """The score pad, the ranking and the returns (a part of ``ClassicState``)."""

    __slots__ = ()

    def scores(self) -> list[dict[str, int]]:
        """The score pad per player (final once the game is over); with teams, each
        column has its team's row (``teams.with_team_rows``)."""
        if self._scores is None or self.phase != "over":
            rows = CITIES_CATEGORIES if self.expansion else CATEGORIES
            scores = [score_city(self.cities, p, rows) for p in range(self.players)]
            if teams_on(self.config):
                scores = with_team_rows(scores)
            if self.phase != "over":
                return scores
            self._scores = scores
        return self._scores

    def ranking_keys(self) -> list[tuple[int, int]]:
        """(points, coins) per player (``teams.ranking``)."""
        return ranking(self.scores(), [c.coins for c in self.cities[:self.players]],
                       teams_on(self.config))

    def winners(self) -> list[int]:
        keys = self.ranking_keys()
        best = max(keys)
        return [p for p, k in enumerate(keys) if k == best]

    def returns(self) -> list[float]:
        if self.phase != "over":
            return [0.0] * self.n
        return winners_returns(self.ranking_keys())

