"""Duel's bots: greedy one-step lookahead on the hand-written evaluation
(``engine.duel.bots.evaluation``), the search problem, and the game's levels.

Duel has no published rule-based bot: its ``easy`` level takes the move worth the most
points on the score pad at once (``points_move``), blind to the military and science
threats and to production, which the ``medium`` level (greedy) weighs by the
hand-written evaluation (``engine.duel.bots.evaluation``).

Greedy applies each legal move to a determinized state (``engine.duel.determinize``)
and keeps the best evaluation.

The ``hard`` and ``strong`` levels (and ``strong:N``, N iterations a move) are the
information-set tree search of ``engine.duel.bots.search`` (``search_bot``): measured against
the strongest public Duel AI, a search that plays the game out to its end beats one
that trusts this evaluation (``bench/RESULTS.md``). The earlier flat search
(``DuelSearch`` for ``engine.bots.search``: the best 6 greedy moves played out 4 plies
by the greedy policy, the budget spread by UCB1, the evaluation scored after the
playout) stays as ``flat_search_bot``, to measure against.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from ...bots import SearchBot, standard_levels
from ...bots.common import ViewBot
from ...bots.search import Root, sigmoid
from ...game import BotLevel, Game
from ...rng import Rng
from ...words import say
from ..determinize import determinize as _determinize
from .evaluation import WIN, evaluate
from .search import DuelIsmcts

#: Duel's bots sample the face-down cards without reading the guild backs: their play,
#: and so the recorded golden games (tests/engine/test_golden.py), stay as they are;
#: letting them read the backs is a change of their play, with a new golden record.
determinize = partial(_determinize, guild_backs=False)

#: the levels' budgets: iterations of the tree search a move and a cap in seconds (a
#: safety net for slow devices: ``strong@6``, a tablet, runs what fits in 0.8 s);
#: ``strong`` searches for its 0.8 s wherever 20,000 iterations take longer (they do
#: here in every Age: the page's ``strong`` is worth what it runs in its time);
#: ``hard``'s 300 stay the same on every device
HARD = {"playouts": 300, "time_limit": 0.5}
STRONG = {"playouts": 20_000, "time_limit": 0.8}

def greedy_scores(state: Any, p: int, legal: list[Any]) -> list[tuple[float, Any]]:
    out = []
    for m in legal:
        s = state.clone()
        s.apply(p, m)
        out.append((evaluate(s, p), m))
    return out


def greedy_on_state(state: Any, p: int, legal: list[Any] | None = None) -> Any:
    legal = legal if legal is not None else state.legal_actions(p)
    if len(legal) == 1:
        return legal[0]
    best_v, best_m = None, legal[0]
    for v, m in greedy_scores(state, p, legal):
        if best_v is None or v > best_v:
            best_v, best_m = v, m
    return best_m


def greedy_move(view: dict[str, Any], legal: list[Any], rng: Rng) -> Any:
    """The greedy bot's Duel move: best evaluation after the move, on a sample of the
    hidden cards."""
    state = determinize(view, rng.next64() & 0x7FFFFFFFFFFFFFFF)
    return greedy_on_state(state, view["viewer"], legal)


def points_move(view: dict[str, Any], legal: list[Any], rng: Rng) -> Any:
    """The easy bot's Duel move: a move that wins at once, else the most points on the
    score pad now over the opponent's (ties: the first legal move)."""
    state = determinize(view, rng.next64() & 0x7FFFFFFFFFFFFFFF)
    p = view["viewer"]
    best_v, best_m = None, legal[0]
    for m in legal:
        s = state.clone()
        s.apply(p, m)
        if s.is_terminal():
            v = WIN * (2.0 * s.returns()[p] - 1.0)
        else:
            sc = s.scores()
            v = float(sc[p]["total"] - sc[1 - p]["total"])
        if best_v is None or v > best_v:
            best_v, best_m = v, m
    return best_m


@dataclass
class DuelSearch:
    """The Duel search problem: the best greedy moves, played out ``4 * horizon`` plies
    by the greedy policy on a fresh sample of the hidden cards each playout."""

    method: str = "ucb"
    horizon: int = 1

    def candidates(self, playouts: int) -> int:
        """6 moves, whatever the budget."""
        return 6

    def root(self, view: dict[str, Any], legal: list[Any], rng: Rng, candidates: int,
             horizon: int) -> Root:
        """A winning move is played at once; else the ``candidates`` best by the
        greedy evaluation on one sample, with priors from their values."""
        p = view["viewer"]
        seed = rng.next64() & 0x7FFFFFFFFFFFFFFF
        base = determinize(view, seed)
        scored = sorted(greedy_scores(base, p, legal), key=lambda vm: -vm[0])
        if scored[0][0] >= WIN:
            return Root([scored[0][1]])
        cands = [m for _, m in scored[:candidates]]
        top = scored[0][0]
        priors = [sigmoid((v - top) / 4.0) for v, _ in scored[: len(cands)]]
        plies = max(1, horizon) * 4

        def playout(i: int, move: Any) -> float:
            s = determinize(view, (seed + 1 + i) & 0x7FFFFFFFFFFFFFFF)
            s.apply(p, move)
            for _ in range(plies):
                if s.is_terminal():
                    break
                q = s.current_players()[0]
                s.apply(q, greedy_on_state(s, q))
            return sigmoid(evaluate(s, p) / 6.0)

        return Root(cands, priors, playout)


def _game() -> Game:
    from ..game import GAME

    return GAME


class PointsBot(ViewBot):
    """Duel's easy: the most points now (``points_move``)."""

    name = "points"

    def _act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        return points_move(view, legal, self.rng)


class GreedyBot(ViewBot):
    """Greedy: the move with the best evaluation one step ahead."""

    name = "greedy"

    def _act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        return greedy_move(view, legal, self.rng)


def search_problem(**params: Any) -> DuelSearch:
    """The search problem (``DuelSearch``'s fields as parameters)."""
    return DuelSearch(**params)


def search_bot(seed: int, playouts: int, time_limit: float | None = None,
               **params: Any) -> DuelIsmcts:
    """The tree search (``engine.duel.bots.search``) at ``playouts`` iterations a move
    (``time_limit``: a cap in seconds); ``params``: ``DuelIsmcts``'s own."""
    return DuelIsmcts(seed=seed, iterations=playouts, time_limit=time_limit, **params)


def flat_search_bot(seed: int, playouts: int, time_limit: float | None = None,
                    **params: Any) -> SearchBot:
    """The flat search (``DuelSearch`` in ``engine.bots.search``), Duel's ``strong``
    until the tree search: kept to measure against."""
    return SearchBot(_game(), seed=seed, playouts=playouts, time_limit=time_limit, **params)


def bot_levels() -> tuple[BotLevel, ...]:
    """The page's five levels, weakest first; easy takes points now (no rbAI for Duel)."""
    return standard_levels(lambda seed: PointsBot(_game(), seed),
                           lambda seed: GreedyBot(_game(), seed), search_bot,
                           {"easy": say("plays simply: the most points now, blind to threats"),
                            "medium": say("takes the move that looks best now, threats "
                                          "included")},
                           {"hard": HARD, "strong": STRONG})
