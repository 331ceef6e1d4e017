"""The Game contract, checked over every registered game and set-up.

In the spirit of OpenSpiel's random simulation test: random games to the end, and at
every step the contract's promises (``engine/game.py``). A game registered in
``engine/games.py`` is covered here with nothing else to write: its configurations come
from its player range and its set-up options.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import IllegalMoveError, WondersError, all_games, get_game, saves
from engine.game import EVENT_KINDS, Game
from engine.rng import Rng


def configurations(game: Game) -> list[dict[str, Any]]:
    """Every player count, and each choice of each option that is not per seat (at the
    fewest players the choice allows: 7 Wonders' 2nd edition takes 3 or more)."""
    out: list[dict[str, Any]] = []
    for n in range(game.min_players, game.max_players + 1):
        out.append({"players": n})
    for opt in game.options:
        if opt.per_seat:
            continue
        for value, _label in opt.choices[1:]:
            out.append({"players": fewest_players(game, {opt.key: value}), opt.key: value})
    return out


def fewest_players(game: Game, cfg: dict[str, Any]) -> int:
    """The fewest players ``game`` sets up with the options ``cfg``."""
    for n in range(game.min_players, game.max_players + 1):
        try:
            game.normalise_config({"players": n, **cfg})
        except WondersError:
            continue
        return n
    raise AssertionError(f"{game.id}: no player count takes {cfg}")


CASES = [(g.id, cfg) for g in all_games() for cfg in configurations(g)]
IDS = [f"{g}-" + "-".join(f"{k}={v}" for k, v in cfg.items()) for g, cfg in CASES]


def snapshot(state: Any) -> tuple:
    """Everything a caller can observe of a state."""
    n = state.num_players()
    return (saves.dumps(state), json.dumps([state.view(p) for p in [None, *range(n)]],
                                           sort_keys=True, default=str),
            tuple(state.current_players()), state.is_terminal())


def random_game(game: Game, cfg: dict[str, Any], seed: int, check_every: int = 1):
    """Play a random game, yielding the state before each move and the move."""
    state = game.new_game(seed=seed, **cfg)
    rng = Rng(seed ^ 0xC0DE)
    steps = 0
    while not state.is_terminal():
        players = state.current_players()
        assert players, "a game that is not over has someone to move"
        p = players[rng.below(len(players))]
        legal = state.legal_actions(p)
        assert legal, f"player {p} must move but has no legal move"
        move = rng.choice(legal)
        if steps % check_every == 0:
            yield state, p, move
        state.apply(p, move)
        steps += 1
        assert steps < 5000, "a game ends"
    yield state, None, None


@pytest.mark.parametrize(("game_id", "cfg"), CASES, ids=IDS)
def test_random_games_end_with_a_score_pad_and_returns(game_id, cfg):
    game = get_game(game_id)
    for seed in range(3):
        *_, (state, _p, _m) = random_game(game, cfg, seed, check_every=10**9)
        n = state.num_players()
        assert n == cfg["players"]
        assert state.current_players() == []
        scores = state.scores()
        assert len(scores) == n and all("total" in s for s in scores)
        returns = state.returns()
        assert len(returns) == n and abs(sum(returns) - 1.0) < 1e-9
        kinds = [e["kind"] for e in state.events]
        assert set(kinds) <= set(EVENT_KINDS)
        assert kinds[-1] == "over" and kinds.count("over") == 1
        assert "turn" in kinds and "age" in kinds


@pytest.mark.parametrize(("game_id", "cfg"), CASES, ids=IDS)
def test_every_legal_move_applies_and_text_parses_back(game_id, cfg):
    game = get_game(game_id)
    for state, p, _move in random_game(game, cfg, seed=11, check_every=7):
        if p is None:
            break
        for m in state.legal_actions(p):
            assert game.parse_move(str(m)) == m, "a move's text parses back to the move"
            copy = state.clone()
            copy.apply(p, str(m))  # the text form is accepted as the move
            assert copy.log[len(state.log)] == (p, str(m))


@pytest.mark.parametrize(("game_id", "cfg"), CASES, ids=IDS)
def test_illegal_moves_are_refused_without_change(game_id, cfg):
    game = get_game(game_id)
    seen: list[Any] = []
    for state, p, _move in random_game(game, cfg, seed=5, check_every=9):
        if p is None:
            break
        legal = set(state.legal_actions(p))
        illegal = [m for m in seen if m not in legal][-4:]
        seen += list(legal)[:3]
        others = [q for q in range(state.num_players()) if q not in state.current_players()]
        before = snapshot(state)
        for m in illegal:
            with pytest.raises(IllegalMoveError):
                state.apply(p, m)
        for text in ("", "build", "x" * 300, "build Temple (left ²)", "9" * 5000):
            with pytest.raises(WondersError):
                state.apply(p, text)
        for q in others:
            for m in list(legal)[:2]:
                with pytest.raises(WondersError):
                    state.apply(q, m)
        assert snapshot(state) == before, "a refused move changes nothing"


@pytest.mark.parametrize(("game_id", "cfg"), CASES, ids=IDS)
def test_clone_and_save_round_trip_give_the_same_game(game_id, cfg):
    game = get_game(game_id)
    for state, p, move in random_game(game, cfg, seed=3, check_every=13):
        copy = state.clone()
        assert snapshot(copy) == snapshot(state)
        again = saves.loads(saves.dumps(state, {"name": "t"}))
        assert snapshot(again) == snapshot(state)
        if p is not None:
            # the clone is independent: moving it leaves the original as it was
            before = snapshot(state)
            copy.apply(p, move)
            assert snapshot(state) == before


@pytest.mark.parametrize(("game_id", "cfg"), CASES, ids=IDS)
def test_views_are_plain_data_and_hide_what_determinize_resamples(game_id, cfg):
    """A view is JSON data; a state sampled from a player's view (``determinize``, with
    the hidden parts drawn afresh) shows that player the same view: so the view holds
    nothing of what is hidden from its player. Picks the others made this turn are
    unknown to the player, so a sampled state lets them choose again: the views are
    compared where nobody has picked yet."""
    game = get_game(game_id)
    compared = 0
    for state, p, _move in random_game(game, cfg, seed=7, check_every=1):
        if p is None:
            break
        view = state.view(p)
        assert json.loads(json.dumps(view)) == view
        if len(state.log) % 5:
            continue
        for seed in (1, 2):
            sampled = game.determinize(view, seed)
            assert sorted(map(str, sampled.legal_actions(p))) == sorted(
                map(str, state.legal_actions(p)))
            if sampled.current_players() != state.current_players():
                continue
            again = {k: v for k, v in sampled.view(p).items() if k not in HISTORY}
            assert again == {k: v for k, v in view.items() if k not in HISTORY}
            compared += 1
    assert compared >= 4


# a sampled state has no history of its own; and 7 Wonders' sampler leaves out of the
# discard pile the cards the player never saw (a simplification of the search's model:
# the pile's size is public, its cards are not)
HISTORY = ("log", "events", "discard_size")
