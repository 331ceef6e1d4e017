"""The team variant of 7 Wonders (Cities rulebook 003, "Csapatokban játszott változat").

"4, 6 és 8 játékos esetén ... kétfős csapatokban ... A csapattársaknak egymás mellett
kell ülniük": teams of two at 4, 6 or 8 players, teammates side by side. Players are
listed clockwise, so the team of player ``p`` is ``p // 2`` (players 0 and 1, 2 and 3,
...) and its teammate ``p ^ 1``: the even player's left neighbour, the odd player's
right one.

What the variant changes, and where:

* conflicts: teammates never fight each other; each player fights its neighbour of the
  other team, with doubled tokens, or one token each when either side spends a
  diplomacy token (``military.opponents``);
* hands: "megmutathatják egymásnak a kezükben lévő kártyákat": a player sees its
  teammate's hand (``teammate_hand`` in the view);
* the end: "a csapatok két tagja pedig összeadja pontszámát. Az a csapat győz, aki a
  legtöbb pontot gyűjtötte": a team scores its two players' totals and the best team
  wins (``ranking_keys``). The book gives no tie-break for teams; the base game's
  (the most coins) is carried over as the team's coins.

Trading needs nothing of its own: teammates pay each other as any neighbours do, a
player always uses its own resources before buying (``resources.deficit``), and a
building that chains is offered only by chain (``legal.card_moves``), which
is what the book's list of forbidden deals between teammates asks.
"""

from __future__ import annotations

from typing import Any

from ..errors import ConfigError, quoted
from ..words import say

TEAM_SIZE = 2
PLAYERS = (4, 6, 8)  # the counts the book names ("4, 6 és 8 játékos esetén")


def team_of(p: int) -> int:
    """The team of player ``p`` (teammates sit side by side: 0 and 1, 2 and 3...)."""
    return p // TEAM_SIZE


def teammate(p: int) -> int:
    """The other player of ``p``'s team."""
    return p ^ 1


def teams_on(config: dict[str, Any]) -> bool:
    """Whether a set-up plays the team variant (``teams`` option)."""
    return bool(config.get("teams"))


def check_teams(teams: Any, players: int) -> None:
    """A team set-up: ``teams`` true or false, and with teams an even count of 4 or
    more players (``ConfigError`` otherwise)."""
    if type(teams) is not bool:
        raise ConfigError(say("teams must be true or false, not {value}", value=quoted(teams)))
    if teams and (players % TEAM_SIZE or players < PLAYERS[0]):
        counts = ", ".join(map(str, PLAYERS))
        raise ConfigError(say("teams of two need an even number of players ({counts}), "
                              "not {n}", counts=counts, n=players))


def team_totals(totals: list[int]) -> list[int]:
    """Each team's points: the sum of its two players' totals, team by team."""
    return [totals[t] + totals[t + 1] for t in range(0, len(totals), TEAM_SIZE)]


def ranking_keys(totals: list[int], coins: list[int]) -> list[tuple[int, int]]:
    """Per player, its team's (points, coins): the best team wins, both its players
    with it; a tie on points goes to the team with more coins."""
    points, money = team_totals(totals), team_totals(coins)
    return [(points[team_of(p)], money[team_of(p)]) for p in range(len(totals))]


def ranking(scores: list[dict[str, int]], coins: list[int],
            teams: bool) -> list[tuple[int, int]]:
    """(points, coins) per player from the score pads and the treasuries: more points
    wins, a tie goes to the most coins; with ``teams``, each player's team's
    (``ranking_keys``)."""
    if teams:
        return ranking_keys([s["total"] for s in scores], coins)
    return [(s["total"], c) for s, c in zip(scores, coins)]


def with_team_rows(scores: list[dict[str, int]]) -> list[dict[str, int]]:
    """The score pad with the team row (the Cities score sheet's): each player's column
    gets ``team`` (its team's number) and ``team_total`` (the team's points)."""
    points = team_totals([s["total"] for s in scores])
    return [{**s, "team": team_of(p), "team_total": points[team_of(p)]}
            for p, s in enumerate(scores)]
