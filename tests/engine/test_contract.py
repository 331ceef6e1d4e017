"""The Game contract, checked over every registered game and set-up.

In the spirit of OpenSpiel's random simulation test: random games to the end, and at
every step the contract's promises (``engine/game.py``). A game registered in
``engine/games.py`` is covered here with nothing else to write: its configurations come
from its player range and its set-up options.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import IllegalMoveError, WondersError, all_games, get_game
from engine.cli import invariants
from engine.cli.invariants import snapshot
from engine.game import Game
from tests.engine.helpers import checked_game


def configurations(game: Game) -> list[dict[str, Any]]:
    """Every player count the default options allow, and each choice of each option
    that is not per seat at the fewest players the choice allows (7 Wonders' 2nd
    edition takes 3 or more) and at the most when its range is wider (8 with Cities)."""
    out: list[dict[str, Any]] = []
    low, high = game.player_range({})
    for n in range(low, high + 1):
        out.append({"players": n})
    for opt in game.options:
        if opt.per_seat:
            continue
        for value, _label in opt.choices[1:]:
            out.append({"players": fewest_players(game, {opt.key: value}), opt.key: value})
            most = game.player_range({opt.key: value})[1]
            if most > high:
                out.append({"players": most, opt.key: value})
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


@pytest.mark.parametrize(("game_id", "cfg"), CASES, ids=IDS)
def test_random_games_end_with_a_score_pad_and_returns(game_id, cfg):
    game = get_game(game_id)
    for seed in range(3):
        *_, (state, _p, _m) = checked_game(game, cfg, seed, check_every=10**9)
        assert state.num_players() == cfg["players"]
        invariants.check_end(state)


@pytest.mark.parametrize(("game_id", "cfg"), CASES, ids=IDS)
def test_every_legal_move_applies_and_text_parses_back(game_id, cfg):
    game = get_game(game_id)
    for state, p, _move in checked_game(game, cfg, seed=11, check_every=7):
        if p is None:
            break
        invariants.check_texts_apply(game, state, p)


@pytest.mark.parametrize(("game_id", "cfg"), CASES, ids=IDS)
def test_illegal_moves_are_refused_without_change(game_id, cfg):
    game = get_game(game_id)
    seen: list[Any] = []
    for state, p, _move in checked_game(game, cfg, seed=5, check_every=9):
        if p is None:
            break
        legal = set(state.legal_actions(p))
        illegal = [m for m in seen if m not in legal][-4:]
        seen += list(legal)[:3]
        others = [q for q in range(state.num_players()) if q not in state.current_players()]
        before = snapshot(state)
        for m in illegal:
            invariants.check_refused(state, p, m, IllegalMoveError)
        for text in invariants.GARBAGE_TEXTS:
            invariants.check_refused(state, p, text, WondersError)
        for q in others:
            for m in list(legal)[:2]:
                invariants.check_refused(state, q, m, WondersError)
        invariants.check_bad_seats(state, next(iter(legal)))
        assert snapshot(state) == before, "refused moves change nothing a caller can see"


@pytest.mark.parametrize(("game_id", "cfg"), CASES, ids=IDS)
def test_clone_and_save_round_trip_give_the_same_game(game_id, cfg):
    game = get_game(game_id)
    for state, p, move in checked_game(game, cfg, seed=3, check_every=13):
        invariants.check_clone(state, p, move)  # moving the clone leaves the original
        invariants.check_save(state)


@pytest.mark.parametrize(("game_id", "cfg"), CASES, ids=IDS)
def test_a_pick_taken_back_restores_the_state_or_is_refused(game_id, cfg):
    """``undo_pick`` after a move either restores the state before it (a pick not yet
    resolved) or refuses with ``IllegalMoveError`` and changes nothing."""
    game = get_game(game_id)
    for state, p, move in checked_game(game, cfg, seed=9, check_every=5):
        if p is not None:
            invariants.check_undo(state, p, move, snapshot)


@pytest.mark.parametrize(("game_id", "cfg"), CASES, ids=IDS)
def test_views_are_plain_data_and_hide_what_determinize_resamples(game_id, cfg):
    """A view is JSON data; a state sampled from a player's view (``determinize``, with
    the hidden parts drawn afresh) shows that player the same view: so the view holds
    nothing of what is hidden from its player. Picks the others made this turn are
    unknown to the player, so a sampled state lets them choose again: the views are
    compared where nobody has picked yet."""
    game = get_game(game_id)
    compared = 0
    for state, p, _move in checked_game(game, cfg, seed=7, check_every=1):
        if p is None:
            break
        invariants.check_view(state, p)
        if len(state.log) % 5:
            continue
        compared += sum(invariants.check_determinized(game, state, p, seed) for seed in (1, 2))
    assert compared >= 4

