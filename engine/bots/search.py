"""The search bot: determinized flat Monte-Carlo over the bot's own moves.

Each playout samples a full state consistent with the bot's view (``Game.determinize``:
the hidden cards drawn from the unseen ones, as in Cowling, Powley and Whitehouse's
determinized search, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012, and
Robilliard, Fonlupt and Teytaud's "Monte-Carlo Tree Search for the Game of 7 Wonders",
2014), plays one candidate move, lets every player continue with a fast policy, and
scores the result for the bot in [0, 1]. Flat: only the bot's own move at the root is
chosen by the search; the playouts' policies model everybody afterwards.

What is searched comes from the game (``Game.search_problem``, a ``SearchProblem``):
the candidates (the few best moves by the game's own evaluation) with their priors,
the playout, and the game's defaults (how many candidates for a budget, how far the
playouts run, how the budget is spread). This module spreads the budget, in one of two
ways:

* ``halving``: sequential halving (Karnin, Koren and Somekh, "Almost Optimal
  Exploration in Multi-Armed Bandits", ICML 2013) with paired playouts (every
  surviving candidate played in the same sampled world, common random numbers);
* ``ucb``: UCB1 (Auer, Cesa-Bianchi and Fischer, "Finite-time Analysis of the
  Multiarmed Bandit Problem", Machine Learning 2002), each candidate starting with one
  virtual visit at its prior.

The budget is a number of playouts: the move is reproducible from the bot's seed. An
optional time limit turns it into a ceiling under a wall-clock deadline, counted from the
moment the bot is asked (``act``, or ``asked_at`` set by the caller: before the
candidates are set up). The deadline is checked before every single playout, and
sequential halving fits its search to the time it has: the first playout is timed and
the candidates cut to as many as the game gives the playouts that fit, and each phase
gets an equal share of what is left (a slow device runs fewer candidates and playouts
but still halves down to one; a fast one runs the full budget). When the deadline cuts a search,
that move depends on the device's speed; ``stats["playouts"]`` says how many ran and
``stats["cut"]`` whether time cut it. The clock is injectable (``clock``) so that tests
run on a fake one. Measured strengths and timings: ``bench/RESULTS.md``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..errors import ConfigError
from ..game import Game
from ..rng import Rng
from .common import as_moves

#: ``playout(world, move)``: the reward in [0, 1] of ``move`` in sampled world ``world``
Playout = Callable[[int, Any], float]
#: a clock in seconds (``time.perf_counter``; tests pass a fake one)
Clock = Callable[[], float]


@dataclass
class Root:
    """One search's root: the candidate moves (best first), their priors in [0, 1],
    the playout (``None`` when there is nothing to search: the first candidate is the
    answer) and figures for ``SearchBot.stats``."""

    cands: list[Any]
    priors: list[float] = field(default_factory=list)
    playout: Playout | None = None
    stats: dict[str, Any] = field(default_factory=dict)


class SearchProblem(Protocol):
    """What a game gives the search (``Game.search_problem(**params)`` builds one)."""

    #: how the budget is spread: "halving" or "ucb" (see the module docstring)
    method: str
    #: how far the playouts run, in the game's unit (7 Wonders: ages; Duel: 4 plies)
    horizon: int

    def candidates(self, playouts: int) -> int:
        """How many moves to search at a budget of ``playouts``."""

    def root(self, view: dict[str, Any], legal: list[Any], rng: Rng, candidates: int,
             horizon: int) -> Root:
        """The root of one search from ``view`` over the ``legal`` moves (as objects);
        any randomness comes from ``rng``."""


def sigmoid(x: float) -> float:
    """The logistic function, clamped so that no argument overflows."""
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


class SearchBot:
    """Determinized flat Monte-Carlo search with a playout budget (module docstring).

    ``candidates``, ``horizon`` and ``method`` default to the game's search problem;
    other keyword arguments are the game's own search parameters."""

    name = "strong"

    def __init__(self, game: str | Game, seed: int = 0, playouts: int = 200,
                 time_limit: float | None = None, candidates: int | None = None,
                 horizon: int | None = None, c: float = 0.6, method: str | None = None,
                 clock: Clock = time.perf_counter, **params: Any):
        from ..games import get_game

        self.game = get_game(game)
        if self.game.search_problem is None:
            raise ConfigError(f"{self.game.title} has no search bot")
        self.problem: SearchProblem = self.game.search_problem(**params)
        self.rng = Rng(seed)
        self.playouts = playouts
        self.time_limit = time_limit
        self.candidates = self.problem.candidates(playouts) if candidates is None \
            else candidates
        self.horizon = self.problem.horizon if horizon is None else horizon
        self.c = c  # UCB1's exploration constant
        self.method = method or self.problem.method
        self.stats: dict[str, Any] = {}
        self.clock = clock
        #: when the bot was asked, by ``clock`` (set by a caller that starts the clock
        #: before ``act``, e.g. when the request arrived); ``act`` clears it
        self.asked_at: float | None = None
        self.deadline: float | None = None

    def act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        start = self.clock() if self.asked_at is None else self.asked_at
        self.asked_at = None
        self.deadline = None if self.time_limit is None else start + self.time_limit
        self.stats = {"playouts": 0, "cut": False}
        if len(legal) == 1:
            return legal[0]
        moves, back = as_moves(self.game, legal)
        root = self.problem.root(view, moves, self.rng, self.candidates, self.horizon)
        self.stats = {"playouts": 0, "cut": False, **root.stats}
        if root.playout is None or len(root.cands) == 1:
            move = root.cands[0]
        else:
            move = self.select(root.cands, root.priors, root.playout)
        return back[move] if back else move

    def select(self, cands: list[Any], priors: list[float], playout: Playout) -> Any:
        """The candidate the budget finds best, by ``self.method``."""
        if self.method == "ucb":
            return self.ucb(cands, priors, playout)
        return self.halving(cands, priors, playout)

    def _late(self, at: float | None = None) -> bool:
        """Whether the deadline (or ``at``, an earlier mark) has passed."""
        end = self.deadline if at is None else at
        return end is not None and self.clock() >= end

    def halving(self, cands: list[Any], priors: list[float], playout: Playout) -> Any:
        """Sequential halving with common random numbers: in each round every surviving
        candidate is played in the same sampled world with the same rollout seed, so
        that their difference is measured on equal terms; after each phase the worse
        half is dropped. The prior breaks ties.

        Under a deadline the first playout is timed and the candidates cut to as many
        as the game's ``candidates`` gives the playouts the time allows (the best by
        prior kept), each phase may use an equal share of the time left (checked
        after each round; a phase plays at least one round) and no playout starts past
        the deadline; without one, or when the time suffices, the candidates and
        rounds are those of the playout budget alone."""
        k = len(cands)
        total = [0.0] * k
        count = [0] * k
        world = done = 0
        begin = self.clock()
        if self.deadline is not None and k > 2 and not self._late():
            # the first playout of the first round, timed: the candidates are as many
            # as the game gives the playouts the time allows (all of them when it
            # allows the budget: then the search is the fixed-budget one)
            t0 = self.clock()
            total[0], count[0], done = playout(0, cands[0]), 1, 1
            spent = self.clock() - t0
            if spent > 0:
                afford = done + int(max(0.0, self.deadline - self.clock()) / spent)
                k = min(k, max(2, self.problem.candidates(afford)))
        alive = list(range(k))
        phases = max(1, math.ceil(math.log2(k)))
        cut = False
        for phase in range(phases):
            per = max(1, (self.playouts // phases) // len(alive))
            share = None
            if self.deadline is not None:
                now = begin if phase == 0 else self.clock()
                share = now + (self.deadline - now) / (phases - phase)
            for r in range(per):
                if r and self._late(share):
                    break
                for j in alive:
                    if world == 0 and count[j] and phase == 0:
                        continue  # the timed first playout
                    if self._late():
                        cut = True
                        break
                    total[j] += playout(world, cands[j])
                    count[j] += 1
                    done += 1
                world += 1
                if cut:
                    break
            alive.sort(key=lambda a: (-total[a] / max(1, count[a]), -priors[a]))
            if cut or len(alive) == 1:
                break
            alive = alive[: (len(alive) + 1) // 2]
        self.stats.update({"playouts": done, "cut": cut, "counts": count,
                           "means": [t / max(1, c) for t, c in zip(total, count)]})
        return cands[alive[0]]

    def ucb(self, cands: list[Any], priors: list[float], playout: Playout) -> Any:
        """UCB1 over the candidates, each starting with one virtual visit at its prior;
        the most visited wins. No playout starts past the deadline."""
        k = len(cands)
        visits = [1.0] * k
        total = priors[:]
        done = 0
        cut = False
        for i in range(self.playouts):
            if self._late():
                cut = True
                break
            if i < k:
                j = i
            else:
                logn = math.log(sum(visits))
                j = max(range(k), key=lambda a: total[a] / visits[a]
                        + self.c * math.sqrt(logn / visits[a]))
            total[j] += playout(i, cands[j])
            visits[j] += 1
            done += 1
        best = max(range(k), key=lambda a: (visits[a], total[a] / visits[a]))
        self.stats.update({"playouts": done, "cut": cut, "visits": visits,
                           "means": [t / v for t, v in zip(total, visits)]})
        return cands[best]
