"""The moments of a finished game (``engine.moments``): found through the Game contract
for every ruleset, each checked against the game it tells."""

from __future__ import annotations

import pytest

from engine import moments as M
from engine import new_game
from tests.engine.helpers import play_out

#: every ruleset of the family: 7 Wonders (1st and 2nd edition, the Free City at 2,
#: Cities with teams) and Duel
RULESETS = [
    ("7wonders", {"players": 4}),
    ("7wonders", {"players": 7}),
    ("7wonders", {"players": 2}),
    ("7wonders", {"players": 5, "edition": 2}),
    ("7wonders", {"players": 6, "cities": "on", "teams": True}),
    ("duel", {}),
]


def finished(game: str, cfg: dict, seed: int):
    return play_out(new_game(game, seed=seed, **cfg), seed)


def totals(state) -> list[int]:
    return [s.get("team_total", s["total"]) for s in state.scores()]


@pytest.mark.parametrize(("game", "cfg"), RULESETS)
def test_every_ruleset_tells_its_moments_in_the_view(game, cfg):
    for seed in range(3):
        state = finished(game, cfg, seed)
        view = state.view(None)
        kinds = [m["kind"] for m in view["moments"]]
        assert kinds == [k for k in M.KINDS if k in kinds]  # in the debrief's order
        assert {"military", "card"} <= set(kinds), (seed, kinds)
        winners = [p for p, r in enumerate(state.returns()) if r > 0]
        tot = totals(state)
        ahead = min(tot[w] for w in winners) > max(
            (v for p, v in enumerate(tot) if p not in winners), default=-999)
        assert ("lead" in kinds) == ahead, (seed, kinds)
        assert ("victory" in kinds) == (game == "duel")
        # every viewer reads the same moments, as plain data
        assert all(state.view(p)["moments"] == view["moments"]
                   for p in range(state.num_players()))


def test_no_moments_before_the_end():
    state = new_game("7wonders", seed=1, players=3)
    assert M.moments(state, []) == []
    assert "moments" not in state.view(0)


@pytest.mark.parametrize(("game", "cfg"), RULESETS)
def test_the_best_card_scored_most_by_its_score_lines(game, cfg):
    state = finished(game, cfg, 5)
    view = state.view(None)
    best = next(m for m in view["moments"] if m["kind"] == "card")
    points = M.card_points(view["score_lines"])
    assert points[best["player"], best["card"]] == best["points"] == max(points.values())
    assert best["card"] in (view.get("cities") or view.get("players"))[best["player"]]["cards"] \
        or game == "duel"  # (Duel's best may be a wonder)


@pytest.mark.parametrize(("game", "cfg"), RULESETS)
def test_a_chain_that_paid_off_was_built_free_from_its_chain(game, cfg):
    seen = 0
    for seed in range(4):
        state = finished(game, cfg, seed)
        chained = [(o["city"], o["card"], o["chain"]) for e in state.events
                   for o in e.get("outcomes") or () if o.get("chain")]
        chain = next((m for m in state.view(None)["moments"] if m["kind"] == "chain"), None)
        assert (chain is None) == (not chained)
        if chain:
            seen += 1
            assert (chain["player"], chain["card"], chain["chain"]) in chained
    assert seen  # the games met chains


def test_seven_wonders_outcomes_name_the_chain_of_each_free_build():
    state = finished("7wonders", {"players": 5}, 2)
    builds = [(o, e) for e in state.events for o in e.get("outcomes") or ()
              if o["kind"] == "build"]
    cards = {p: state.view(None)["cities"][p]["cards"] for p in range(5)}
    for o, _e in builds:
        if o["text"].endswith("(chain)"):
            assert o["chain"] in cards[o["city"]]
        else:
            assert o["chain"] is None
    assert any(o["chain"] for o, _ in builds)


def test_the_lead_holds_from_its_turn_to_the_end():
    """The moment's turn: from the score pad after it on, the winner is ahead."""
    for seed in range(4):
        state = finished("7wonders", {"players": 4}, seed)
        lead = next((m for m in state.view(None)["moments"] if m["kind"] == "lead"), None)
        if lead is None:
            continue
        steps = M.replayed(state)
        after = [s for s in steps if (s["age"], s["turn"]) >= (lead["age"], lead["turn"])]
        winners = lead["players"]
        for s in after:
            tot = [x["total"] for x in s["scores"]]
            assert min(tot[w] for w in winners) > max(
                v for p, v in enumerate(tot) if p not in winners)


def test_duels_biggest_swing_names_the_card_that_moved_the_pawn():
    for seed in range(6):
        state = finished("duel", {}, seed)
        swing = next(m for m in state.view(None)["moments"] if m["kind"] == "military")
        conflicts = [e for e in state.events if e["kind"] == "conflicts"]
        assert any(e["player"] == swing["player"] for e in conflicts)
        assert swing["card"] is not None


def test_duels_victory_is_the_engines():
    for seed in range(6):
        state = finished("duel", {}, seed)
        victory = next(m for m in state.view(None)["moments"] if m["kind"] == "victory")
        assert victory["victory"] == state.victory()["type"]


def test_a_saved_game_tells_the_same_moments():
    from engine import saves

    state = finished("7wonders", {"players": 3}, 9)
    again = saves.loads(saves.dumps(state))
    assert again.view(None)["moments"] == state.view(None)["moments"]
