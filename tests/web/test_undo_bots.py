"""Undo against bots: a pick is taken back until its turn resolves, and after it the
whole turn when nothing hidden was revealed to the person since (``session`` module
docstring); the bots then play again from the same seeds."""

from __future__ import annotations

import random

from wonders_ui import botworker
from wonders_ui.session import Seat, Session, revealed_since, shown

from engine import get_game, saves
from tests.web.fakepage import bot_answer
from tests.web.test_app_logic import answer_bots, make_app, start_game


def solo(game: str, seed: int, **config) -> Session:
    state = get_game(game).new_game(seed, **config)
    seats = [Seat("human", "Me")] + [Seat("bot", f"Bot {i}")
                                     for i in range(1, state.num_players())]
    return Session(state, seats, "g1")


def bots_move(session: Session, rng: random.Random) -> None:
    while session.bots_to_move():
        p = session.bots_to_move()[0]
        session.bot_move(p, rng.choice(session.legal_texts(p)))


def test_a_resolved_seven_wonders_turn_is_not_taken_back():
    """Every card played is revealed at once and the hand passed on has not been held
    yet: no pick turn of 7 Wonders is taken back once it has resolved."""
    session, rng = solo("7wonders", 3, players=3), random.Random(2)
    for _ in range(12):
        bots_move(session, rng)
        session.choose(0, rng.choice(session.legal_texts(0)))
        bots_move(session, rng)
        assert session.turn_undo_point(0) is None and not session.can_undo(0)
        assert not session.undo_turn(0)


def test_a_duel_turn_that_shows_nothing_new_is_taken_back_whole():
    session, rng = solo("duel", 5), random.Random(4)
    taken = refused = 0
    while not session.state.is_terminal() and taken + refused < 40:
        bots_move(session, rng)
        if session.state.is_terminal():
            break
        before = list(session.state.log)
        view_before = session.state.view(0)
        session.choose(0, rng.choice(session.legal_texts(0)))
        bots_move(session, rng)
        if session.state.is_terminal():
            break
        now = session.state.view(0)
        point = session.turn_undo_point(0)
        if point is None:
            refused += 1
            assert revealed_since("duel", view_before, now)
            continue
        taken += 1
        assert point == len(before) and not revealed_since("duel", view_before, now)
        after = list(session.state.log)
        assert session.undo_turn(0)
        assert session.state.log == before and session.state.view(0) == view_before
        # the same pick again: the same position as before the undo
        session.choose(0, after[len(before)][1])
        for p, move in after[len(before) + 1:]:
            session.bot_move(p, move)
        assert session.state.log == after
    assert taken and refused


def test_a_card_turned_face_up_counts_as_revealed():
    """Duel's pyramid: a face-down card has no name in the view; turned up, it has."""
    state, rng = get_game("duel").new_game(5), random.Random(1)
    while not state.view(0)["structure"]:  # the wonders' draft first
        p = state.current_players()[0]
        state.apply(p, rng.choice(state.legal_actions(p)))
    view = state.view(0)
    hidden = [c for c in view["structure"] if not c["face_up"]]
    assert hidden and all(c["card"] is None for c in hidden)
    turned = {**view, "structure": [{**c, "face_up": True, "card": "Lumber Yard"}
                                    if c is hidden[0] else c for c in view["structure"]]}
    assert revealed_since("duel", view, turned)
    assert shown("duel", turned)["Lumber Yard"] == shown("duel", view)["Lumber Yard"] + 1
    assert not revealed_since("duel", turned, view)


def test_undo_against_a_bot_goes_back_before_the_pick_and_the_bot_replays(monkeypatch):
    app, page, store = make_app(fake=monkeypatch)
    start_game(app, page, 1, 2, game="duel")
    checked = 0
    for _ in range(60):
        answer_bots(app, page)
        if app.session.state.is_terminal() or checked >= 3:
            break
        if app.screen == "age-end":
            app.on_action("continue")
            continue
        before = list(app.session.state.log)
        move = page.acts("move")[0]
        app.on_action("move", move)
        answer_bots(app, page)
        if not app.session.can_undo(0) or app.session.state.is_terminal():
            continue
        after = list(app.session.state.log)
        assert page.find(lambda t, a: a.get("id") == "undo")
        app.on_action("undo-solo")
        assert app.session.state.log == before, "back to before the pick"
        assert page.toasts[-1] == ("info", "Turn taken back")
        saved = saves.read_save(store.read(app.session.game_id))
        assert [tuple(m) for m in saved["moves"]] == [tuple(m) for m in before]
        assert app.screen == "table" and move in page.acts("move")
        app.on_action("move", move)
        answer_bots(app, page)  # the bot, asked again, plays as it did (same seed)
        assert app.session.state.log[:len(after)] == after
        checked += 1
    assert checked


def test_undo_after_a_resolved_seven_wonders_turn_is_not_offered(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    start_game(app, page, 1, 3)
    answer_bots(app, page)
    app.on_action("move", page.acts("move")[0])
    assert app.session.turns_resolved == 1
    log = list(app.session.state.log)
    assert not app.fake.calls[-1][2].can_undo and not page.find(lambda t, a: a.get("id") == "undo")
    app.on_action("undo-solo")
    assert app.session.state.log == log


def test_a_bot_answer_from_before_a_turn_taken_back_is_not_played(monkeypatch):
    """The wonder draft: the person drafts, takes the turn back and drafts another
    wonder. The bot's answer to the first position (counted the same) is stale: it is
    dropped, and the bot is asked again about the new position."""
    app, page, _ = make_app(fake=monkeypatch)
    start_game(app, page, 1, 2, game="duel")
    first, other = page.acts("move")[:2]
    app.on_action("move", first)
    (bot, stale_key), = page.asks
    stale = app.page.request(bot)
    page.asks.clear()
    app.on_action("undo-solo")
    assert app.session.state.log == [] and page.toasts[-1] == ("info", "Turn taken back")
    app.on_action("move", other)
    (again, key), = page.asks
    assert again == bot and key != stale_key
    bot_answer(app, stale["game_id"], bot, stale_key, botworker.act(
        stale["game_id"], stale["blob"], bot, stale["level"], stale["seed"]))
    assert app.session.state.log == [(0, other)] and bot in app.state.bots.thinking
    assert not [t for t in page.toasts if t[0] == "error"]


def test_the_free_city_holder_takes_back_the_free_city_pick_while_still_choosing(monkeypatch):
    """2 players (the Free City variant): the holder picks for the Free City, the bot
    picks, and the holder, still to pick for their own city, takes the Free City's
    pick back. Only that pick goes: the bot's stands, and the turn is not taken back."""
    app, page, _ = make_app(fake=monkeypatch)
    start_game(app, page, 1, 2, seed=3)
    s = app.session
    free = next(m for m in page.acts("move") if m.startswith("free city:"))
    app.on_action("move", free)
    answer_bots(app, page)
    (bot_move,) = [m for m in s.state.log if m[0] == 1]
    assert 0 in s.current() and s.can_undo_pick(0) and s.can_undo(0)
    app.on_action("undo-solo")
    assert [tuple(m) for m in s.state.log] == [tuple(bot_move)]
    assert page.toasts[-1] == ("info", "Pick taken back")
    assert any(m.startswith("free city:") for m in page.acts("move"))
