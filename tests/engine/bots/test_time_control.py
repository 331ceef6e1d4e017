"""The search's time control on a fake clock (``engine.bots.search``): the deadline runs
from the moment the bot is asked (before the candidates are set up), no playout starts
past it, sequential halving searches as many candidates as the time allows and spreads
the time over its phases, and without a deadline (or with time to spare) the search is
exactly the fixed-budget one."""

from __future__ import annotations

from typing import Any

from engine.bots.search import Root, SearchBot
from engine.rng import Rng


class FakeClock:
    """A clock that moves only when told: one unit a playout, ``setup`` units to set
    the candidates up."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class FakeProblem:
    """Candidates 0..k-1 (the legal moves as given), candidate ``m`` worth ``m / k``
    in every world, the prior favouring candidate 0; set-up costs ``setup`` units."""

    method = "halving"
    horizon = 1

    def __init__(self, clock: FakeClock, setup: float = 0.0, cost: float = 1.0) -> None:
        self.clock, self.setup, self.cost = clock, setup, cost
        self.played: list[tuple[int, Any]] = []

    def candidates(self, playouts: int) -> int:
        return 8

    def root(self, view: dict[str, Any], legal: list[Any], rng: Rng, candidates: int,
             horizon: int) -> Root:
        self.clock.now += self.setup
        k = len(legal)

        def playout(world: int, move: Any) -> float:
            self.played.append((world, move))
            self.clock.now += self.cost
            return move / k

        return Root(list(legal), [1.0 - m / k for m in legal], playout)


def bot(clock: FakeClock, problem: FakeProblem, playouts: int = 80,
        time_limit: float | None = None, method: str = "halving") -> SearchBot:
    b = SearchBot("7wonders", seed=1, playouts=playouts, time_limit=time_limit,
                  method=method, clock=clock)
    b.problem = problem
    return b


def test_the_deadline_counts_the_set_up_and_stops_at_its_playout() -> None:
    """10 units from the ask, 3 spent setting up: the 7th playout is the last."""
    clock = FakeClock()
    problem = FakeProblem(clock, setup=3)
    b = bot(clock, problem, time_limit=10)
    b.act({}, list(range(8)))
    assert b.stats["playouts"] == 7 and b.stats["cut"] is True
    assert len(problem.played) == 7 and clock.now == 10


def test_the_clock_starts_when_the_bot_was_asked() -> None:
    """A caller that marks the ask earlier (the worker, before it replays the save)
    leaves the search that much less time."""
    clock = FakeClock()
    clock.now = 100.0
    b = bot(clock, FakeProblem(clock), time_limit=10)
    b.asked_at = 96.0
    b.act({}, list(range(8)))
    assert b.stats["playouts"] == 6 and b.asked_at is None


def test_a_slow_device_still_halves_down_to_one_candidate() -> None:
    """48 units for 8 candidates, 3 phases: 16 units each way; 2 rounds of 8, then 4 of
    4, then 8 of 2, and the best candidate wins, nothing cut."""
    clock = FakeClock()
    b = bot(clock, FakeProblem(clock), time_limit=48)
    move = b.act({}, list(range(8)))
    assert move == 7 and b.stats["cut"] is False
    assert b.stats["playouts"] == 48
    assert sorted(b.stats["counts"]) == [2, 2, 2, 2, 6, 6, 14, 14]


def test_time_to_spare_plays_the_fixed_budget_exactly() -> None:
    """A clock that never reaches the deadline: the same playouts, worlds and move as
    the same budget with no deadline at all (the page's strong bot on a fast device
    plays as ``strong:80``)."""
    runs = []
    for limit in (None, 10_000.0):
        clock = FakeClock()
        problem = FakeProblem(clock)
        b = bot(clock, problem, time_limit=limit)
        runs.append((b.act({}, list(range(8))), problem.played, b.stats["playouts"]))
    assert runs[0] == runs[1]
    assert runs[0][2] == 74 and runs[0][0] == 7  # 3 rounds of 8, 6 of 4, 13 of 2


class SizedProblem(FakeProblem):
    """The 7 Wonders rule for how many candidates a budget deserves: 4 at 8 playouts,
    one more every 20, at most 8."""

    def candidates(self, playouts: int) -> int:
        return min(8, 4 + playouts // 20)


def test_a_short_time_searches_fewer_candidates() -> None:
    """20 units: the first playout, timed, says 20 playouts fit: 5 candidates (the best
    5 by prior); the 3 others are never played."""
    clock = FakeClock()
    problem = SizedProblem(clock)
    b = bot(clock, problem, time_limit=20)
    b.act({}, list(range(8)))
    assert {move for _, move in problem.played} == {0, 1, 2, 3, 4}
    assert b.stats["counts"][5:] == [0, 0, 0] and b.stats["playouts"] <= 20
    assert problem.played[0] == (0, 0)  # the timed playout is the first round's first


def test_time_for_the_budget_keeps_every_candidate() -> None:
    """Time for 80 playouts or more: all 8 candidates, the fixed-budget search."""
    runs = []
    for limit in (None, 200.0):
        clock = FakeClock()
        problem = SizedProblem(clock)
        b = bot(clock, problem, time_limit=limit)
        runs.append((b.act({}, list(range(8))), problem.played))
    assert runs[0] == runs[1] and {m for _, m in runs[0][1]} == set(range(8))


def test_ucb_stops_at_the_deadline_too() -> None:
    clock = FakeClock()
    b = bot(clock, FakeProblem(clock, setup=2), time_limit=9, method="ucb")
    b.act({}, list(range(8)))
    assert b.stats["playouts"] == 7 and b.stats["cut"] is True


def test_a_single_legal_move_runs_no_playout() -> None:
    clock = FakeClock()
    problem = FakeProblem(clock)
    b = bot(clock, problem, time_limit=5)
    assert b.act({}, [3]) == 3
    assert b.stats == {"playouts": 0, "cut": False} and problem.played == []
