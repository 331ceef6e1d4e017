"""The bots of 7 Wonders: rbAI, greedy and the search problem, and the game's levels.

``policies`` holds the rule-based (rbAI, Robilliard, Fonlupt and Teytaud 2014) and
greedy policies over plain cities, ``evaluation`` the hand-written evaluation they and
the search use, ``opponents`` the inference of which kind of player each opponent is,
``search`` what the shared search (``engine.bots.search``) searches here. The bots
read views only: the cities are rebuilt from the view
(``engine.classic.determinize.cities_from_view``).
"""

from __future__ import annotations

from typing import Any

from ...bots import SearchBot, standard_levels
from ...bots.common import ViewBot
from ...game import BotLevel, Game
from ..determinize import cities_from_view
from .policies import greedy_move, rbai_move
from .search import ClassicSearch


def _game() -> Game:
    from ..game import GAME

    return GAME


class RbaiBot(ViewBot):
    """rbAI: the first rule that applies (Ages I-II), best immediate points (Age III)."""

    name = "rbai"

    def _act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        return rbai_move(cities_from_view(view), view["viewer"], view["age"], view["phase"],
                         legal, self.rng, teams=bool(view.get("teams")))


class GreedyBot(ViewBot):
    """Greedy: the move with the best evaluation one step ahead."""

    name = "greedy"

    def _act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        return greedy_move(cities_from_view(view), view["viewer"], view["age"], view["turn"],
                           view["phase"], legal, players=view["players"],
                           teams=bool(view.get("teams")))


def search_problem(**params: Any) -> ClassicSearch:
    """The search problem with its parameters (``ClassicSearch``'s fields)."""
    return ClassicSearch(**params)


def search_bot(seed: int, playouts: int, time_limit: float | None = None,
               **params: Any) -> SearchBot:
    """The search at ``playouts`` a move (``time_limit``: a cap in seconds, none by
    default); ``params`` as ``search_problem``'s."""
    return SearchBot(_game(), seed=seed, playouts=playouts, time_limit=time_limit, **params)


#: ``strong``: 160 playouts a move under a 0.6 s cap (``engine.bots.STRONG``: 80 under
#: 0.8 s): a playout cut at the end of the Age costs a third of one played out, so a
#: desktop runs all 160 in about 0.1-0.25 s, and a tablet what fits in 0.6 s, about the
#: 80 it ran before, so that 7 bots on 4 workers answer a Cities turn at 8 players in
#: two rounds well within 2 s (``bench/RESULTS.md``: against 7 easy there, the margin
#: +0.7 at 80 playouts, +2.6 at 160, +3.4 with the learnt value's own weights for Cities)
STRONG = {"playouts": 160, "time_limit": 0.6}


def bot_levels() -> tuple[BotLevel, ...]:
    """The page's five levels, weakest first (``engine.bots.LEVELS``)."""
    return standard_levels(lambda seed: RbaiBot(_game(), seed),
                           lambda seed: GreedyBot(_game(), seed), search_bot,
                           budgets={"strong": STRONG})
