"""The state API of 7 Wonders: moves and their text, illegal moves, undo, determinism,
saves and per-player views (what each player may see)."""

from __future__ import annotations

import json

import pytest

from engine import saves
from engine.classic.moves import Move
from engine.errors import IllegalMoveError, InvalidMoveError, SaveError
from tests.classic.helpers import (
    coins,
    new,
    play_out,
    player,
    random_game,
    table,
    turn,
)
from tests.engine.helpers import repack

# -- Move text -------------------------------------------------------------------------------


@pytest.mark.parametrize("text, move", [
    ("build Temple (left 2, right 1)", Move("build", "Temple", 2, 1)),
    ("build Temple (right 1)", Move("build", "Temple", 0, 1)),
    ("build Aqueduct (chain)", Move("build", "Aqueduct", free="chain")),
    ("build Palace (olympia)", Move("build", "Palace", free="olympia")),
    ("stage Lumber Yard (right 2)", Move("stage", "Lumber Yard", 0, 2)),
    ("stage Lumber Yard", Move("stage", "Lumber Yard")),
    ("discard Chamber of Commerce", Move("discard", "Chamber of Commerce")),
    ("dig Aqueduct", Move("dig", "Aqueduct")),
    ("copy Scientists Guild", Move("copy", "Scientists Guild")),
])
def test_move_text_round_trip(text, move):
    assert Move.parse(text) == move
    assert str(move) == text
    assert Move.parse(str(move)) == move


def test_move_text_forgives_case_of_the_kind_and_spacing():
    assert Move.parse("  BUILD   Temple  (left 2,  right 1) ") == Move("build", "Temple", 2, 1)


@pytest.mark.parametrize("text", [
    "", "fly Temple", "build", "build Temple (left x)", "build Temple (up 2)",
    "build Temple (left 2 right 1)",
])
def test_unreadable_move_text(text):
    with pytest.raises(InvalidMoveError):
        Move.parse(text)


# -- Illegal moves leave the state untouched -------------------------------------------------


def snapshot(state):
    return (json.dumps([state.view(p) for p in [None, *range(state.n)]], sort_keys=True),
            list(state.log), list(state.pending), coins(state), state.rng.state)


def test_illegal_moves_raise_and_change_nothing():
    state = table(
        player("Rhodes", coins=1, hand=["Altar", "Stockade", "Loom"]),
        player("Giza", hand=["Altar", "Theater", "Loom"]),
        player("Ephesus", cards=["Lumber Yard"], hand=["Altar", "Theater", "Loom"]),
    )
    state.apply(1, "build Altar")
    before = snapshot(state)
    for p, text in [
        (0, "build Palace"),  # not in hand
        (0, "build Stockade (right 4)"),  # not an offered payment, and more than 1 coin
        (0, "build Stockade"),  # no wood: must pay
        (0, "discard Stockade (left 2)"),
        (0, "stage Altar"),  # Rhodes A needs W W
        (0, "dig Altar"),  # not the phase for it
        (0, "copy Spies Guild"),
        (1, "build Theater"),  # player 1 has already picked
        (3, "build Altar"),  # no such player
        (-1, "build Altar"),
    ]:
        with pytest.raises(IllegalMoveError):
            state.apply(p, text)
        assert snapshot(state) == before, text
    with pytest.raises(InvalidMoveError):
        state.apply(0, "fly Altar")
    assert snapshot(state) == before


def test_no_move_after_the_game_is_over():
    state = play_out(new(3, seed=5), seed=5)
    before = snapshot(state)
    with pytest.raises(IllegalMoveError):
        state.apply(0, "discard Altar")
    assert snapshot(state) == before
    assert state.current_players() == [] and state.legal_actions(0) == []


def test_apply_takes_a_move_or_its_text():
    a = table(player("Rhodes", hand=["Altar", "Theater"]), player("Giza", hand=["Altar", "Baths"]),
              player("Ephesus", hand=["Altar", "Theater"]))
    b = a.clone()
    a.apply(0, Move("build", "Altar"))
    b.apply(0, "build Altar")
    assert a.log == b.log == [(0, "build Altar")]


# -- Undo a pick -----------------------------------------------------------------------------


def test_undo_pick_before_everybody_has_chosen():
    state = table(player("Rhodes", hand=["Altar", "Theater"]),
                  player("Giza", hand=["Altar", "Baths"]),
                  player("Ephesus", hand=["Altar", "Theater"]))
    before = snapshot(state)
    state.apply(0, "build Altar")
    assert state.current_players() == [1, 2]
    state.undo_pick(0)
    assert snapshot(state) == before
    assert state.current_players() == [0, 1, 2]
    with pytest.raises(IllegalMoveError):
        state.undo_pick(0)  # nothing to take back
    turn(state, "build Theater", "build Baths", "build Altar")
    with pytest.raises(IllegalMoveError):
        state.undo_pick(2)  # the turn has resolved


# -- Clones, determinism, saves --------------------------------------------------------------


def test_clone_is_independent():
    state = new(4, seed=3)
    copy = state.clone()
    p = 0
    copy.apply(p, copy.legal_actions(p)[0])
    assert state.log == [] and state.pending == [None] * 4
    assert snapshot(state) == snapshot(new(4, seed=3))


def final_state(n, seed, sides):
    *_, last = random_game(n, seed, sides)
    return last


@pytest.mark.parametrize("n, seed, sides", [(3, 1, "A"), (5, 2, "B"), (7, 3, "random")])
def test_same_seed_and_moves_same_game_bit_for_bit(n, seed, sides):
    a, b = final_state(n, seed, sides), final_state(n, seed, sides)
    assert snapshot(a) == snapshot(b)
    assert a.scores() == b.scores()
    assert a.events == b.events


def test_save_round_trip_at_every_stage_of_a_game():
    """A save is the set-up plus the moves; loading replays them to the same game, even
    in the middle of a turn (picks already made stay made, hidden)."""
    for i, state in enumerate(random_game(4, seed=9, sides="B")):
        if i % 17 and not state.is_terminal():
            continue
        blob = saves.dumps(state)
        back = saves.loads(blob)
        assert snapshot(back) == snapshot(state)
        assert back.scores() == state.scores()
    assert back.is_terminal() and back.returns() == state.returns()
    assert len(blob) < 4096


def test_replay_up_to_any_move():
    """A game is its set-up plus its log: replaying the first k moves gives the state
    after k moves."""
    snaps = [snapshot(s) for s in random_game(3, seed=31, sides="B")]
    data = saves.read_save(saves.dumps(final_state(3, 31, "B")))
    for k in range(0, len(snaps), 13):
        assert snapshot(saves.replay(data, upto=k)) == snaps[k]


def test_a_position_saves_as_itself_or_not_at_all():
    """A save is the set-up plus the moves. A table built from a position file is not a
    dealt set-up: saving it must keep the position, or refuse - never load back as
    another game."""
    from engine.errors import WondersError

    state = table(player("Rhodes", coins=7, cards=["Loom"], stages=1), player("Giza"),
                  player("Ephesus"), age=2)
    try:
        blob = saves.dumps(state)
    except WondersError:
        return  # refused: fine
    assert snapshot(saves.loads(blob)) == snapshot(state)


def test_save_keeps_the_set_up():
    state = new(3, seed=12, wonders=["Rhodos", "Giza", "Babylon"], sides=["B", "A", "B"],
                names=["Ann", "Bob", "Cy"])
    back = saves.loads(saves.dumps(state, meta={"title": "t"}))
    assert back.config == state.config and back.seed == 12
    assert saves.read_save(saves.dumps(state, meta={"title": "t"}))["meta"] == {"title": "t"}


@pytest.mark.parametrize("seed", [0, -5, 2**64 - 1])
def test_any_64_bit_seed_saves_and_loads(seed):
    state = new(3, seed=seed)
    assert snapshot(saves.loads(saves.dumps(state))) == snapshot(state)


@pytest.mark.parametrize("seed", [2**64 + 5, -(2**63) - 1])
def test_a_game_with_a_huge_seed_can_be_saved_or_is_refused(seed):
    from engine import ConfigError

    try:
        state = new(3, seed=seed)
    except ConfigError:
        return  # refused at set-up: fine
    assert snapshot(saves.loads(saves.dumps(state))) == snapshot(state)


@pytest.mark.parametrize("changes", [
    pytest.param({"game": ["7wonders"]}, id="game-is-a-list"),
    pytest.param({"game": {"7": "wonders"}}, id="game-is-a-map"),
    pytest.param({"config": {"players": 3, "names": 5}}, id="names-not-a-list"),
    pytest.param({"config": {"players": 3, "wonders": [1, 2, 3]}}, id="wonders-not-names"),
    pytest.param({"config": {"players": 3, "sides": [[1], [2], [3]]}}, id="sides-lists"),
    pytest.param({"moves": [[9, "discard Press"]]}, id="no-such-player"),
])
def test_saves_with_wrong_types_raise_save_error(changes):
    with pytest.raises(SaveError):
        saves.loads(repack(**changes))


# -- Views -----------------------------------------------------------------------------------


def test_view_hides_other_hands_and_pending_picks():
    """Book: "Each player looks at his hand and chooses a card, without showing it to the
    other players, and puts it face down in front of him." """
    state = new(4, seed=21)
    hands = [list(h) for h in state.hands]
    state.apply(0, state.legal_actions(0)[0])
    pick = state.view(0)["pick"]
    assert pick is not None
    for q in [None, 1, 2, 3]:
        view = state.view(q)
        assert view["pick"] is None
        assert pick not in json.dumps(view)
        assert view["hand"] == ([] if q is None else state.view(q)["hand"])
        if q is not None:
            assert len(view["seen_hands"]) == 1
        assert view["cities"][0]["picked"] is True
        assert [c["hand_size"] for c in view["cities"]] == [7] * 4
    for q in range(4):
        from engine.classic.data import CARDS
        assert sorted(state.view(q)["hand"]) == sorted(CARDS[c].name for c in hands[q])
        assert "hands" not in state.view(q)


def test_view_is_plain_json():
    for i, state in enumerate(random_game(5, seed=2, sides="B")):
        if i % 31 == 0 or state.is_terminal():
            for q in [None, *range(5)]:
                json.dumps(state.view(q))


def test_view_does_not_reveal_face_down_cards():
    """Book: "Discarded cards stay face down and form a discard pile in the middle of the
    table" and "the card used to build a wonder stage stays face down (hidden)". Another
    player may not learn which card was discarded or put under a stage."""
    state = table(
        player("Giza", cards=["Stone Pit"], hand=["Palace", "Senate", "Pantheon"]),
        player("Olympia", hand=["Gardens", "Study", "Lodge"]),
        player("Rhodes", hand=["Arena", "Haven", "Lighthouse"]),
        age=3,
    )
    turn(state, "stage Palace", "discard Gardens", "discard Arena")
    view = json.dumps(state.view(2))  # Rhodes has never held Giza's or Olympia's cards
    assert "Gardens" not in view
    assert "Palace" not in view


def variants(move: Move, names: list[str]) -> list[Move]:
    """Moves near ``move``: other payments, kinds, free flags and cards."""
    out = [move._replace(left=move.left + 1), move._replace(right=move.right + 1),
           move._replace(left=max(0, move.left - 1)), move._replace(right=max(0, move.right - 1)),
           move._replace(left=move.right, right=move.left), move._replace(free=""),
           move._replace(free="chain", left=0, right=0),
           move._replace(free="olympia", left=0, right=0)]
    out += [move._replace(kind=k) for k in ("build", "stage", "discard", "dig", "copy")]
    out += [move._replace(card=name) for name in names]
    return out


@pytest.mark.parametrize("n, sides", [(3, "B"), (5, "A"), (7, "random")])
def test_apply_accepts_exactly_the_legal_moves(n, sides):
    """Any move not listed by legal_actions is refused (IllegalMoveError) and changes
    nothing; every listed one is accepted."""
    from engine.classic.data import CARDS

    def fingerprint(s):
        return (list(s.log), list(s.pending), coins(s), [list(h) for h in s.hands],
                list(s.discard), s.phase, [list(c.cards) for c in s.cities])

    names = sorted({c.name for c in CARDS.cards})
    for i, state in enumerate(random_game(n, seed=77, sides=sides)):
        if i % 9 or state.is_terminal():
            continue
        p = state.current_players()[0]
        legal = set(state.legal_actions(p))
        pool = names[i % 11::11]
        before = fingerprint(state)
        for move in list(legal)[:5]:
            for other in variants(move, pool):
                if other in legal:
                    state.clone().apply(p, other)
                    continue
                with pytest.raises(IllegalMoveError):
                    state.apply(p, other)
                assert fingerprint(state) == before
