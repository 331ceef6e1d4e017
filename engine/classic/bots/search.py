"""What the search (``engine.bots.search``) searches in 7 Wonders: ``ClassicSearch``.

The candidates are the best few moves by the greedy evaluation (one per card and kind,
at the cheapest payment; ``policies.greedy_scores``), 4 at 8 playouts widening to 8 at
80. Each playout samples the hidden hands (``engine.classic.determinize.Sampler``),
plays the candidate, then plays on to the end of the current Age (``horizon=1``; the
end of the game in Age III): the
bot with the greedy policy without its denial bonus, each other player either
Boltzmann-rational (``policies.soft_move``: a move drawn with probability proportional
to exp(greedy value / 1.5 points)) or rbAI, with the chance ``opponents.soft_odds``
infers from the picks the bot saw it make. Every policy pays the cheapest way
(``evaluation.cheapest``), so a playout's pick lists only those moves
(``legal.cheapest_moves``: no other payment is worked into a move) and applies
its choice unchecked (``apply_listed``); a game with the Free City or teams lists
every move. The reward is a weighted sum of the win
(``returns()``: winners share it) and a sigmoid of the final margin over the
best opponent. A playout cut at the end of an Age foresees every city's final score
by the learnt value (``value``: a linear model fitted to games of these same policies,
one for the games without Cities and one for each number of cities in Cities) and
scores the foreseen margin, and the chance that it ends above 0, the same way (``value=False``:
the hand-written evaluation's margin, and a win if it is above 0).
The budget is spread by sequential halving with paired playouts (``bench/RESULTS.md``
has the measurements behind these choices: cut at the end of the Age and scored by the
learnt value, a playout costs a third of one played to the end, for about the same
strength at equal playouts, so a tablet runs its whole budget; scored by the
hand-written evaluation it was weaker; the opponents' model decides whom the search
beats).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...bots.search import Root, sigmoid
from ...rng import Rng
from ..determinize import Sampler, cities_from_view
from ..teams import team_of, teammate
from .evaluation import margin
from .freecity import acting
from .opponents import soft_odds
from .policies import (
    best_copy,
    debt_move,
    greedy_move,
    greedy_scores,
    rbai_move,
    soft_move,
)
from .value import Spread, Weights, foreseen, shipped, table_of


@dataclass
class ClassicSearch:
    """The 7 Wonders search problem and its parameters.

    ``self_policy``/``opp_policy``: the bot's and the others' policy in playouts:
    ``greedy``, ``greedy-age`` (greedy in the current age, rbAI after), ``rbai``, and
    for the others ``soft`` (see ``temp`` and ``soft_share``). ``win_weight``: the
    reward is ``win_weight * win + rest * sigmoid(margin / scale)``. ``deny``: the
    greedy rollout policy's denial bonus (off: cheaper). ``soft_share``: the chance
    that another player is soft in a playout (else rbAI), or ``None``: inferred for
    each player from its picks (``opponents``). ``horizon``: the Ages a playout plays
    (1: to the end of the current one, 3: to the end of the game). ``value``: a cut
    playout scored by the learnt value (else the hand-written evaluation)."""

    self_policy: str = "greedy"
    win_weight: float = 0.2
    scale: float = 8.0
    opp_policy: str = "soft"
    deny: bool = False
    temp: float = 1.5
    soft_share: float | None = None
    method: str = "halving"
    horizon: int = 1
    value: bool = True

    def candidates(self, playouts: int) -> int:
        """4 moves at 8 playouts, one more every 20, at most 8."""
        return min(8, 4 + playouts // 20)

    def root(self, view: dict[str, Any], legal: list[Any], rng: Rng, candidates: int,
             horizon: int) -> Root:
        """The ``candidates`` best moves by the greedy evaluation, their priors, and
        ``playout(i, move)``, the reward of ``move`` in sampled world ``i`` (the same
        world for every move: paired). Olympia B's copy is decided without search."""
        cities = cities_from_view(view)
        if view["phase"] == "copy":
            return Root([best_copy(cities, acting(view["viewer"], legal), legal)])
        if view["phase"] == "debt":  # (Cities: a coin loss, met by rule)
            return Root([debt_move(cities, view["viewer"], view["age"], legal)])
        p = view["viewer"]
        age, turn, phase = view["age"], view["turn"], view["phase"]
        teams = bool(view.get("teams"))
        scored = sorted(greedy_scores(cities, p, age, turn, phase, legal,
                                      players=view["players"], teams=teams),
                        key=lambda vm: -vm[0])
        cands = [m for _, m in scored[:candidates]]
        top = scored[0][0]
        priors = [sigmoid((v - top) / 2.0) for v, _ in scored[: len(cands)]]
        if len(cands) == 1:
            return Root(cands, priors)
        seed = rng.next64()
        stop_age = min(3, age + horizon - 1) if horizon > 0 else 3
        # the last age in which the bot plays greedy in its rollouts (rbAI after it)
        greedy_until = {"greedy": 3, "greedy-age": age}.get(self.self_policy, 0)
        # the last age in which the others play greedy (rbAI after it)
        others_until = {"greedy": 3, "greedy-age": age, "soft": 3}.get(self.opp_policy, 0)
        temp = self.temp if self.opp_policy == "soft" else 0.0

        worlds = Sampler(view, cities)
        shares: list[float] = [1.0] * len(cities)
        if temp > 0 and self.soft_share is None:
            logit = soft_odds(view, worlds.sample(seed ^ 0x50F7), cities, self.temp, teams=teams)
            shares = [sigmoid(x) for x in logit]
        elif temp > 0 and self.soft_share is not None:
            shares = [self.soft_share] * len(cities)

        # world -> the others' picks of the turn in progress and the generator after
        # them: the same for every candidate played in that world (``Opening``)
        openings: dict[int, Opening] = {}
        learnt = _learnt() if self.value else None

        def playout(i: int, move: Any) -> float:
            det = worlds.sample(seed + i)
            det.apply(p, move)
            return _rollout(det, p, stop_age, Rng(seed ^ (i * 0x9E3779B97F4A7C15)),
                            greedy_until, self.win_weight, self.scale, others_until,
                            self.deny, temp, shares, teams, openings, i, learnt)

        return Root(cands, priors, playout, {"soft_share": shares})


#: the learnt value's weights and spread by table (``value.shipped``)
Learnt = tuple[dict[str, Weights], dict[str, Spread]]
#: a logistic's slope for a normal difference of two cities' errors (1.7 / sqrt 2)
WIN_SLOPE = 1.7 / 2 ** 0.5
_LEARNT: list[Learnt] = []


def _learnt() -> Learnt:
    """The shipped value weights, loaded once."""
    if not _LEARNT:
        _LEARNT.append(shipped())
    return _LEARNT[0]


#: the opening of a playout: each player's last age of its policy, the others' picks
#: of the turn in progress (player, move, whether applied unchecked), and the
#: generator after them
Opening = tuple[list[int], list[tuple[int, Any, bool]], Rng]


def _rollout(state: Any, p: int, stop_age: int, rng: Rng, greedy_until: int = 0,
             win_weight: float = 0.5, scale: float = 4.0,
             others_until: int = 0, deny: bool = True, temp: float = 0.0,
             shares: list[float] | None = None, teams: bool = False,
             openings: dict[int, Opening] | None = None, world: int = 0,
             learnt: Learnt | None = None) -> float:
    """Play on until the end of ``stop_age`` (greedy for ``p`` up to Age
    ``greedy_until`` and for the others up to Age ``others_until``, rbAI after), then
    score for ``p``: the win and the final margin over the best opponent, or the
    evaluation's margin at the horizon. With ``teams`` every policy plays for its
    team and the margin is the team's over the best other team.

    ``openings``: the others' picks of the turn in progress by ``world``. Picks are
    simultaneous: ``p``'s pick (the candidate, made before) changes nothing the others
    see until the turn resolves, so in a world every candidate meets the same picks
    from the same generator; they are played once and replayed."""
    known = openings.get(world) if openings is not None else None
    if known is not None:
        until, picks, after = known
        for q, move, listed in picks:
            if listed:
                state.apply_listed(q, move)
            else:
                state.apply(q, move)
        rng = after.copy()
    else:
        n = state.num_players()
        # the last age each player plays its policy (soft or greedy), rbAI after it;
        # with ``shares`` (each other player's chance to be soft) some are rbAI throughout
        until = [greedy_until if q == p else others_until for q in range(n)]
        if temp > 0 and shares is not None and min(shares) < 1.0:
            until = [u if q == p or rng.next64() < shares[q] * 2.0**64 else 0
                     for q, u in enumerate(until)]
        if openings is not None and state.phase == "pick":
            movers = state.current_players()
            if p not in movers and movers:
                picks = [_pick(state, q, p, until, rng, deny, temp, teams) for q in movers]
                openings[world] = (until, picks, rng.copy())
    while state.phase != "over" and state.age <= stop_age:
        for q in state.current_players():
            _pick(state, q, p, until, rng, deny, temp, teams)
    if state.phase == "over":
        totals = [s["team_total" if teams else "total"] for s in state.scores()]
        best = max(t for q, t in enumerate(totals)
                   if (team_of(q) != team_of(p) if teams else q != p))
        m = float(totals[p] - best)
        win = state.returns()[p]
    elif learnt is not None:
        table = table_of(state.expansion, len(state.cities))
        weights, spread = learnt[0][table], learnt[1][table]
        fore = foreseen(state.cities, state.age, weights)[:state.num_players()]
        if teams:
            fore = [fore[q] + fore[teammate(q)] for q in range(len(fore))]
        best = max(t for q, t in enumerate(fore)
                   if (team_of(q) != team_of(p) if teams else q != p))
        m = fore[p] - best
        # the chance that the margin ends above 0: each city's error spread ``spread``
        win = sigmoid(m * WIN_SLOPE / spread[state.age])
    else:
        m = margin(state.cities, p, state.age, 0, state.num_players(), teams)
        win = 1.0 if m > 0 else 0.0
    return win_weight * win + (1.0 - win_weight) * sigmoid(m / scale)


def _pick(state: Any, q: int, p: int, until: list[int], rng: Rng, deny: bool,
          temp: float, teams: bool) -> tuple[int, Any, bool]:
    """``q``'s move in a playout by its policy, applied: (q, the move, whether applied
    unchecked). A pick lists one move a card and kind at its cheapest payment, all the
    policies look at (``evaluation.cheapest``), without listing every payment."""
    legal = None if teams else state.cheapest_moves(q)
    listed = legal is not None
    if not listed:
        legal = state.legal_actions(q)
    if state.age > until[q] or legal[0].free_city:  # the Free City: rbAI's
        move = rbai_move(state.cities, q, state.age, state.phase, legal, rng,
                         exact=False, teams=teams)
    elif q != p and temp > 0:
        move = soft_move(state.cities, q, state.age, state.turn, state.phase,
                         legal, rng, temp, teams)
    else:
        move = greedy_move(state.cities, q, state.age, state.turn, state.phase,
                           legal, deny, state.players, teams)
    if listed:
        state.apply_listed(q, move)
    else:
        state.apply(q, move)
    return q, move, listed
