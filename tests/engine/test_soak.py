"""The soak (``python -m engine.cli.soak``): a short seeded slice of it breaks no promise of
the Game contract, every set-up of every registered game is played, and a broken
promise is reported with what it takes to play that game again."""

from __future__ import annotations

import dataclasses
import json

import pytest

from engine import IllegalMoveError, all_games, get_game, saves
from engine.classic import positions as classic_positions
from engine.classic.state import ClassicState
from engine.cli import soak, soak_games
from engine.cli.soak_games import Checks, Tally, all_setups, plan, play, setup_of
from engine.duel.state import DuelState
from engine.game import Option

#: the seeded slice: ten games of each set-up, seed 12, bots in 5 % of them, the deep
#: checks at one move in 40; played in ``SLICE_PARTS`` parts (the soak's own jobs: part
#: ``k`` plays blocks ``k``, ``k + SLICE_PARTS``, ...) that pytest-xdist spreads over its
#: workers, together every game of the slice once
SLICE_SEED, SLICE_BOTS, SLICE_DEEP_EVERY, SLICE_PARTS = 12, 0.05, 40, 4


def slice_games() -> int:
    setups, _ = all_setups()
    return 10 * len(setups)


def test_the_slice_s_parts_play_every_game_once_and_every_set_up_alike():
    """The parts below, together: each game of the slice exactly once, every set-up
    played, every game as often as any other (within one), some games with bots."""
    setups, refused = all_setups()
    games = slice_games()
    parts = [list(soak_games.game_indices(k, SLICE_PARTS, games)) for k in range(SLICE_PARTS)]
    assert sorted(g for part in parts for g in part) == list(range(games))
    labels = [setup_of(setups, g).label for g in range(games)]
    assert set(labels) == {s.label for s in setups}
    per_game = {g.id: sum(label.startswith(g.id + " ") for label in labels)
                for g in all_games()}
    assert max(per_game.values()) - min(per_game.values()) <= 1, per_game
    # the only set-ups refused: the Cities expansion with the 2nd edition
    assert refused and all("the Cities expansion is for the 1st edition" in r
                           for r in refused)


@pytest.mark.slow
@pytest.mark.parametrize("part", range(SLICE_PARTS))
def test_a_seeded_slice_of_the_soak_breaks_no_promise(part):
    setups, _ = all_setups()
    mine = list(soak_games.game_indices(part, SLICE_PARTS, slice_games()))
    tally = soak.run_job(part, SLICE_PARTS, SLICE_SEED, slice_games(), None, SLICE_BOTS,
                         Checks(deep_every=SLICE_DEEP_EVERY))
    assert tally.violations == [], tally.violations[:3]
    assert tally.games == len(mine) and tally.bot_games > 0
    expected: dict[str, int] = {}
    for g in mine:
        label = setup_of(setups, g).label
        expected[label] = expected.get(label, 0) + 1
    assert tally.per_setup == expected
    assert tally.illegal > tally.games and tally.deep > tally.games // 2


def test_every_player_count_and_option_choice_is_a_set_up():
    setups, _ = all_setups()
    for game in all_games():
        mine = [dict(s.config) for s in setups if s.game == game.id]
        assert {c["players"] for c in mine} == set(range(game.min_players,
                                                         game.max_players + 1))
        for option in game.options:
            assert {c[option.key] for c in mine} == {v for v, _ in option.choices}
    classic = [s.label for s in setups if s.game == "7wonders"]
    assert ("7wonders players=7 sides=B wonders=chosen edition=2 cities=off teams=False"
            in classic)
    sizes = [len(o.choices) for o in get_game("7wonders").options]
    assert len(classic) >= 5 * sizes[0] * sizes[1]


def test_a_set_up_the_game_refuses_is_reported_not_played():
    duel = get_game("duel")
    wonders = Option("wonders", "Wonders", (*duel.options[0].choices, ("chaos", "Chaos")))
    setups, refused = all_setups([dataclasses.replace(duel, options=(wonders,))])
    assert [dict(s.config)["wonders"] for s in setups] == ["draft", "first-game"]
    assert len(refused) == 1 and "wonders=chaos: ConfigError" in refused[0]


def test_chosen_wonders_differ_and_some_seats_take_any():
    setups, _ = all_setups()
    chosen = [g for g in range(4 * len(setups))
              if dict(setup_of(setups, g).config).get("wonders") == "chosen"]
    seen_any = False
    for g in chosen:
        wonders = plan(setups, 3, g, 0.0)["config"]["wonders"]
        named = [w for w in wonders if w is not None]
        assert len(set(named)) == len(named)
        seen_any |= None in wonders
    assert seen_any


def test_a_run_is_the_same_whatever_the_number_of_jobs():
    one = soak.soak(games=40, seed=4, jobs=1)
    two = soak.soak(games=40, seed=4, jobs=2)
    assert (two.games, two.moves, two.illegal, two.per_setup) == (
        one.games, one.moves, one.illegal, one.per_setup)


def test_an_undo_that_leaves_the_pick_in_the_log_is_reported(monkeypatch, capsys):
    """The fault of issue 12 put back: ``undo_pick`` clears the pick but leaves it in
    the log, so the game's own save no longer replays."""
    def undo_pick(self, player):
        if self.phase != "pick" or self.pending[player] is None:
            raise IllegalMoveError(f"player {player} has no pick to take back")
        self.pending[player] = None

    monkeypatch.setattr(ClassicState, "undo_pick", undo_pick)
    tally = soak.soak(games=32, seed=1, checks=Checks(deep_every=20))
    assert tally.violations and all(v["setup"].startswith("7wonders") for v in tally.violations)
    first = tally.violations[0]
    assert "undo_pick" in first["message"] and first["move"] >= 0
    assert soak.main(["--replay", json.dumps(first["plan"])]) == 1
    out = capsys.readouterr().out
    assert "violations 1" in out and "VIOLATION" in out and "--replay" in out


def test_a_refused_move_that_changes_the_state_is_reported(monkeypatch):
    apply = DuelState.apply

    def leaky_apply(self, player, action):
        try:
            apply(self, player, action)
        except IllegalMoveError:
            self.coins[0] += 1  # a refused move must change nothing
            raise

    monkeypatch.setattr(DuelState, "apply", leaky_apply)
    setups, _ = all_setups()
    duel = [g for g in range(len(setups)) if setup_of(setups, g).game == "duel"]
    tally = Tally()
    play(plan(setups, 0, duel[0], 0.0), tally, Checks(light=1.0, deep_every=1))
    assert tally.games == 1 and len(tally.violations) == 1
    assert "changed the state" in tally.violations[0]["message"]


def test_an_engine_error_on_a_legal_move_is_a_violation(monkeypatch):
    def broken(self, player, action):
        raise KeyError("a bug")

    monkeypatch.setattr(DuelState, "apply", broken)
    setups, _ = all_setups()
    duel = next(g for g in range(len(setups)) if setup_of(setups, g).game == "duel")
    tally = Tally()
    play(plan(setups, 0, duel, 0.0), tally, Checks())
    (violation,) = tally.violations
    assert violation["move"] == 0 and violation["message"].startswith("KeyError")
    assert "test_soak.py:" in violation["message"]  # where it was raised


def test_the_command_prints_the_tally_and_refuses_bad_options(capsys):
    assert soak.main(["--games", "8", "--jobs", "1", "--progress", "0"]) == 0
    out = capsys.readouterr().out
    assert "games 8 " in out and "violations 0" in out and "games/s" in out
    assert "7wonders players=2 sides=A wonders=None edition=1 cities=off teams=False: 1" in out
    assert "duel players=2 wonders=draft: 2" in out  # half the games are Duel
    assert soak.main(["--games", "1", "--jobs", "0"]) == 2
    assert soak.main(["--replay", "[1, 2]"]) == 2
    assert soak.main(["--replay", '{"game": "chess", "config": {}, "seed": 1, '
                                  '"chooser": 2}']) == 2
    err = capsys.readouterr().err
    assert err.count("error: ") == 3 and "Traceback" not in err


def test_a_time_limit_stops_the_run():
    assert soak.soak(games=None, seconds=0.0).games == 0
    assert 0 < soak.soak(games=None, seconds=0.5).games < 1000


def test_a_seeded_slice_from_positions_breaks_no_promise():
    """The positions mode (issue 32): positions written from games at the start of a
    random turn all pass the gate; mutated examples pass it or are refused in one line;
    every game from a position plays to its end, every player to move with a move."""
    setups, _ = all_setups()
    tally = soak.soak(games=96, seed=5, positions=1.0, checks=Checks(deep_every=30))
    assert tally.violations == [], tally.violations[:3]
    assert tally.positions == 96 and 0 < tally.refused < 96
    written = [s for s in tally.per_setup if s.startswith("position from")]
    mutated = [s for s in tally.per_setup if s.endswith("mutated")]
    assert written and mutated


def test_a_position_the_gate_would_let_through_stuck_is_reported(monkeypatch):
    """The issue's Free City with an empty pile: refused by the gate; with the gate's
    checks taken away, the soak finds the holder with no card four turns in."""
    example = json.loads((soak_games.EXAMPLES / "free-city-turn.json").read_text())
    position = {**example["position"],
                "free_city": {**example["position"]["free_city"], "pile": []}}
    p = {"setup": "position: empty pile", "game": "7wonders", "position": position,
         "seed": 3, "chooser": 4}
    tally = Tally()
    play(p, tally, Checks())
    assert tally.violations == [] and tally.refused == 1
    monkeypatch.setattr(saves, "check_playable", lambda state: None)
    monkeypatch.setattr(classic_positions, "check_set_up", lambda state, data: None)
    tally = Tally()
    play(p, tally, Checks())
    (violation,) = tally.violations
    assert "has no legal move" in violation["message"]
