"""The search bot: determinized flat Monte-Carlo over the bot's own moves.

Each playout samples a full state consistent with the bot's view
(``engine.classic.determinize`` / ``engine.duel.determinize``: the hidden hands drawn
from the unseen cards, as in Cowling, Powley and Whitehouse's determinized search and
Robilliard, Fonlupt and Teytaud's MCTS for 7 Wonders, 2014), plays one candidate move,
then lets every player continue with a fast policy up to a horizon, and scores the
result: a win and the final margin over the best opponent at the end of the game, or
the hand-written evaluation's margin at the horizon. The others' picks of the current
turn are unknown to the bot, so in a playout they choose afresh.

7 Wonders: the candidates are played by sequential halving with paired playouts
(``_halving``); playouts run to the end of the game (``horizon=3`` ages: cutting them
at the end of the current age made the search scale worse with its budget, see
``bench/bots_results/README.md``), the bot playing the greedy policy without its
denial bonus. Each other player is, in a playout, either Boltzmann-rational
(``soft_move``: a move drawn with probability proportional to exp(greedy value / 1.5
points)) or rbAI, drawn with the chance ``engine.bots.opponents`` infers from the
picks the bot saw it make. The model matters: with rbAI opponents in every playout the
search beat rbAI but hardly beat itself at a tenth of the budget; with soft opponents
in every playout, the other way round. Duel: UCB1 (Auer, Cesa-Bianchi and Fischer
2002), greedy-lite playouts of 4 plies.

Candidates are the best few moves by the greedy evaluation (one per card and kind, at
the cheapest payment). The budget is a number of playouts (deterministic: the move is
reproducible from the bot's seed) with an optional time cap (a safety net for slow
devices; when it cuts, the move depends on the device's speed).
"""

from __future__ import annotations

import math
import time
from typing import Any

from ..rng import Rng
from .common import as_moves


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


class SearchBot:
    """Determinized flat Monte-Carlo search with a playout budget."""

    name = "strong"

    def __init__(self, game: str = "7wonders", seed: int = 0, playouts: int = 200,
                 time_limit: float | None = None, candidates: int | None = None,
                 horizon: int | None = None, c: float = 0.6, self_policy: str = "greedy",
                 win_weight: float = 0.2, scale: float = 8.0, method: str | None = None,
                 opp_policy: str = "soft", deny: bool = False, temp: float = 1.5,
                 soft_share: float | None = None):
        self.game = game
        self.rng = Rng(seed)
        self.playouts = playouts
        self.time_limit = time_limit
        # moves searched: 7 Wonders widens with the budget (4 at 8 playouts, 8 at 80)
        if candidates is None:
            candidates = 6 if game == "duel" else min(8, 4 + playouts // 20)
        self.candidates = candidates
        # ages ahead to simulate before evaluating (7 Wonders: to the end of the game;
        # Duel: 4 plies a unit)
        self.horizon = horizon if horizon is not None else (1 if game == "duel" else 3)
        self.c = c
        self.self_policy = self_policy  # the bot's own policy in playouts
        self.win_weight = win_weight  # reward: win_weight * win + rest * sigmoid(margin)
        self.scale = scale  # points of margin for sigmoid's unit
        # "halving" (sequential halving, paired playouts; 7 Wonders) or "ucb" (Duel)
        # the others' policy in playouts: soft (see temp and soft_share), rbai, greedy,
        # or greedy-age (greedy in the current age, rbAI after it)
        self.opp_policy = opp_policy
        self.deny = deny  # the greedy rollout policy's denial bonus (off: cheaper)
        # soft: the others draw their moves with probability proportional to
        # exp(greedy value / temp) (Boltzmann-rational opponents)
        self.temp = temp
        # the chance that another player is soft in a playout (else rbAI), drawn per
        # player and playout; None: inferred for each player from the picks the bot
        # saw it make (``engine.bots.opponents``)
        self.soft_share = soft_share
        self.method = method or ("ucb" if game == "duel" else "halving")
        self.stats: dict[str, Any] = {}

    # -- the interface -----------------------------------------------------------
    def act(self, view: dict[str, Any], legal: list[Any]) -> Any:
        self.stats = {}
        if len(legal) == 1:
            return legal[0]
        moves, back = as_moves(self.game, legal)
        if self.game == "duel":
            from . import duel_bots
            move = duel_bots.search_move(self, view, moves)
        else:
            move = self._classic(view, moves)
        return back[move] if back else move

    # -- 7 Wonders ---------------------------------------------------------------
    def _classic(self, view: dict[str, Any], legal: list[Any]) -> Any:
        from ..classic.determinize import cities_from_view
        from .classic_bots import best_copy

        cities = cities_from_view(view)
        if view["phase"] == "copy":
            return best_copy(cities, view["viewer"], legal)
        cands, priors, playout = self.classic_problem(view, legal, self.candidates, cities)
        if len(cands) == 1:
            return cands[0]
        return self._select(cands, priors, playout)

    def classic_problem(self, view: dict[str, Any], legal: list[Any], k: int,
                        cities: list[Any] | None = None) -> tuple[list[Any], list[float], Any]:
        """The search problem of one 7 Wonders move: the ``k`` best candidates by the
        greedy evaluation, their priors, and ``playout(i, move)``, the reward of
        ``move`` in sampled world ``i`` (the same world for every move: paired)."""
        from ..classic.determinize import Sampler, cities_from_view
        from .classic_bots import greedy_scores

        p = view["viewer"]
        age, turn, phase = view["age"], view["turn"], view["phase"]
        if cities is None:
            cities = cities_from_view(view)
        scored = sorted(greedy_scores(cities, p, age, turn, phase, legal),
                        key=lambda vm: -vm[0])
        cands = [m for _, m in scored[:k]]
        top = scored[0][0]
        priors = [_sigmoid((v - top) / 2.0) for v, _ in scored[: len(cands)]]
        if len(cands) == 1:
            return cands, priors, None
        seed = self.rng.next64()
        stop_age = min(3, age + self.horizon - 1) if self.horizon > 0 else 3
        # the last age in which the bot plays greedy in its rollouts (rbAI after it)
        greedy_until = {"greedy": 3, "greedy-age": age}.get(self.self_policy, 0)
        # the last age in which the others play greedy (rbAI after it)
        others_until = {"greedy": 3, "greedy-age": age, "soft": 3}.get(self.opp_policy, 0)
        temp = self.temp if self.opp_policy == "soft" else 0.0

        worlds = Sampler(view, cities)
        shares: list[float] = [1.0] * len(cities)
        if temp > 0 and self.soft_share is None:
            from .opponents import soft_odds
            logit = soft_odds(view, worlds.sample(seed ^ 0x50F7), cities, self.temp)
            shares = [_sigmoid(x) for x in logit]
        elif temp > 0:
            shares = [self.soft_share] * len(cities)
        self.stats = {"soft_share": shares}

        def playout(i: int, move: Any) -> float:
            det = worlds.sample(seed + i)
            det.apply(p, move)
            return _rollout(det, p, stop_age, Rng(seed ^ (i * 0x9E3779B97F4A7C15)),
                            greedy_until, self.win_weight, self.scale, others_until,
                            self.deny, temp, shares)

        return cands, priors, playout

    def _select(self, cands: list[Any], priors: list[float], playout: Any) -> Any:
        if self.method == "ucb":
            return self._ucb(cands, priors, playout)
        return self._halving(cands, priors, playout)

    def _halving(self, cands: list[Any], priors: list[float], playout: Any) -> Any:
        """Sequential halving (Karnin, Koren and Somekh 2013) with common random
        numbers: in each round every surviving candidate is played in the same sampled
        world with the same rollout seed, so that their difference is measured on
        equal terms; after each phase the worse half is dropped. The greedy prior
        breaks ties."""
        k = len(cands)
        alive = list(range(k))
        total = [0.0] * k
        count = [0] * k
        phases = max(1, math.ceil(math.log2(k)))
        start = time.perf_counter()
        world = done = 0
        out_of_time = False
        for _ in range(phases):
            per = max(1, (self.playouts // phases) // len(alive))
            for _ in range(per):
                for j in alive:
                    total[j] += playout(world, cands[j])
                    count[j] += 1
                    done += 1
                world += 1
                if self.time_limit is not None and \
                        time.perf_counter() - start > self.time_limit:
                    out_of_time = True
                    break
            alive.sort(key=lambda a: (-total[a] / max(1, count[a]), -priors[a]))
            if out_of_time or len(alive) == 1:
                break
            alive = alive[: (len(alive) + 1) // 2]
        best = alive[0]
        self.stats.update({"playouts": done, "counts": count,
                           "means": [t / max(1, c) for t, c in zip(total, count)]})
        return cands[best]

    def _ucb(self, cands: list[Any], priors: list[float], playout: Any) -> Any:
        """UCB1 over the candidates, each starting with one virtual visit at its prior."""
        k = len(cands)
        visits = [1.0] * k
        total = priors[:]
        start = time.perf_counter()
        done = 0
        for i in range(self.playouts):
            if i < k:
                j = i
            else:
                logn = math.log(sum(visits))
                j = max(range(k), key=lambda a: total[a] / visits[a]
                        + self.c * math.sqrt(logn / visits[a]))
            total[j] += playout(i, cands[j])
            visits[j] += 1
            done += 1
            if self.time_limit is not None and time.perf_counter() - start > self.time_limit:
                break
        best = max(range(k), key=lambda a: (visits[a], total[a] / visits[a]))
        self.stats.update({"playouts": done, "visits": visits,
                           "means": [t / v for t, v in zip(total, visits)]})
        return cands[best]


def _rollout(state: Any, p: int, stop_age: int, rng: Rng, greedy_until: int = 0,
             win_weight: float = 0.5, scale: float = 4.0,
             others_until: int = 0, deny: bool = True, temp: float = 0.0,
             shares: list[float] | None = None) -> float:
    """Play on until the end of ``stop_age`` (greedy for ``p`` up to Age
    ``greedy_until`` and for the others up to Age ``others_until``, rbAI after), then
    score for ``p``: the win and the final margin over the best opponent, or the
    evaluation's margin at the horizon."""
    from .classic_bots import greedy_move, rbai_move, soft_move
    from .classic_eval import margin

    n = len(state.cities)
    # the last age each player plays its policy (soft or greedy), rbAI after it; with
    # ``shares`` (each other player's chance to be soft) some are rbAI throughout
    until = [greedy_until if q == p else others_until for q in range(n)]
    if temp > 0 and shares is not None and min(shares) < 1.0:
        until = [u if q == p or rng.next64() < shares[q] * 2.0**64 else 0
                 for q, u in enumerate(until)]
    while state.phase != "over" and state.age <= stop_age:
        for q in state.current_players():
            legal = state.legal_actions(q)
            if state.age > until[q]:
                move = rbai_move(state.cities, q, state.age, state.phase, legal, rng,
                                 exact=False)
            elif q != p and temp > 0:
                move = soft_move(state.cities, q, state.age, state.turn, state.phase,
                                 legal, rng, temp)
            else:
                move = greedy_move(state.cities, q, state.age, state.turn, state.phase,
                                   legal, deny)
            state.apply(q, move)
    if state.phase == "over":
        totals = [s["total"] for s in state.scores()]
        best = max(t for q, t in enumerate(totals) if q != p)
        m = float(totals[p] - best)
        win = state.returns()[p]
    else:
        m = margin(state.cities, p, state.age, 0)
        win = 1.0 if m > 0 else 0.0
    return win_weight * win + (1.0 - win_weight) * _sigmoid(m / scale)
