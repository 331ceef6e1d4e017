"""The session (seats, held picks, undo) learns what moves made happen from the
engine's events, for every registered game."""

from __future__ import annotations

import pytest
from wonders_ui.session import Outcome, Seat, Session

from engine import new_game
from engine.bots import make_bot


def play_session(game: str, seed: int, **config) -> tuple[object, list[Outcome]]:
    """A whole game of bots through ``Session``; every move's outcome, in order."""
    state = new_game(game, seed=seed, **config)
    n = state.num_players()
    session = Session(state, [Seat("bot", f"B{i}") for i in range(n)], "g")
    bots = [make_bot(game, "random", seed + p) for p in range(n)]
    outcomes = []
    while not state.is_terminal():
        for p in session.bots_to_move():
            move = bots[p].act(state.view(p), state.legal_actions(p))
            outcomes.append(session.bot_move(p, str(move)))
    return session, outcomes


@pytest.mark.parametrize("game,config", [("7wonders", {"players": 3}),
                                         ("7wonders", {"players": 7}), ("duel", {})])
def test_the_session_reports_turns_ages_and_the_end_from_events(game, config):
    session, outcomes = play_session(game, 11, **config)
    events = session.state.events
    assert [e for o in outcomes for e in o.events] == events  # each event reported once
    assert all(o.applied == 1 for o in outcomes)
    assert session.turns_resolved == sum(1 for o in outcomes if o.resolved)
    assert session.turns_resolved == sum(1 for e in events if e["kind"] == "turn")
    ages = [o.age_end["age"] for o in outcomes if o.age_end]
    assert ages == [e["age"] for e in events if e["kind"] == "age"]
    draft = [0] if game == "duel" else []  # Duel's wonder draft ends as age 0
    assert ages[: len(draft) + 2] == [*draft, 1, 2]
    assert [o.over for o in outcomes].count(True) == 1 and outcomes[-1].over


def test_a_simultaneous_pick_resolves_on_the_last_one():
    state = new_game("7wonders", seed=3, players=3)
    session = Session(state, [Seat("bot", "A"), Seat("bot", "B"), Seat("bot", "C")], "g")
    picks = [session.bot_move(p, session.legal_texts(p)[0]) for p in range(3)]
    assert [o.resolved for o in picks] == [False, False, True]
    assert picks[2].events[0]["kind"] == "turn" and len(picks[2].events[0]["moves"]) == 3


def test_undo_goes_through_the_contract():
    state = new_game("7wonders", seed=3, players=3)
    session = Session(state, [Seat("human", "A"), Seat("bot", "B"), Seat("bot", "C")], "g")
    assert not session.can_undo(0) and not session.undo_applied(0)
    session.choose(0, session.legal_texts(0)[0])
    assert session.can_undo(0) and session.undo_applied(0)
    assert state.log == [] and 0 in session.humans_to_move()
    duel = new_game("duel", seed=3)
    session = Session(duel, [Seat("human", "A"), Seat("bot", "B")], "g")
    p = duel.current_players()[0]
    session.choose(p, session.legal_texts(p)[0]) if p == 0 else \
        session.bot_move(p, session.legal_texts(p)[0])
    assert not session.can_undo_pick(0) and not session.undo_applied(0)  # Duel: no held picks
    # the first wonder taken shows nothing new: the whole turn may go back
    assert session.can_undo(0) == (p == 0) and session.undo_turn(0) == (p == 0)


