"""Replay: a game stepped through from its save. Every step's table is the engine's
state at that point of the log; any side once the game is over, only your own while
it goes on; "play" steps at its pace; a bot's move never takes the replay away."""

from __future__ import annotations

from pathlib import Path

import pytest
from wonders_ui import storage, tables
from wonders_ui.replay import Replay
from wonders_ui.tables.context import TableContext
from wonders_ui.vdom import is_node, text_of

from engine import saves
from tests.web.test_app_logic import answer_bots, make_app, start_game
from tests.web.test_targets import one_person, stored

FIXTURES = Path(__file__).resolve().parents[1] / "engine" / "fixtures" / "saves"


def fixture(name: str):
    return saves.replay(saves.read_save((FIXTURES / f"{name}.wonders").read_bytes()))


def opened(name: str):
    """An app showing the saved fixture game ``name`` (as test_targets stores it)."""
    backend = storage.MemoryBackend()
    state = fixture(name)
    backend.set(*stored(name, one_person(state.num_players())))
    app, page, _ = make_app(backend)
    app.on_action("resume", name)
    return app, page


def by_id(tree, ident: str):
    if is_node(tree):
        if tree[1].get("id") == ident:
            return tree
        for c in tree[2:]:
            found = by_id(c, ident)
            if found is not None:
                return found
    elif isinstance(tree, list):
        for c in tree:
            found = by_id(c, ident)
            if found is not None:
                return found
    return None


@pytest.mark.parametrize("name", ["7wonders-3p-over", "duel-over"])
def test_every_step_is_the_engines_state_at_that_point_of_the_log(name):
    state = fixture(name)
    data = saves.save_data(state)
    r = Replay(state, ["Ann", "Bob", "Cy"][:state.num_players()], [False] * 3, None)
    assert r.moves[0] == 0 and r.moves[-1] == len(state.log)
    assert r.sides == list(range(state.num_players()))
    for side in r.sides:
        r.viewer = side
        for k, n in enumerate(r.moves):
            r.go(f"step:{k}")
            want = saves.replay(data, n).view(side)
            assert r.view() == want
    # a step is a resolved turn: between two steps the public events grew
    counts = [len(st.events) for st in r.states]
    assert counts == sorted(counts) and len(set(counts)) == len(counts)


def test_the_ages_and_the_steps_move_as_asked():
    r = Replay(fixture("7wonders-3p-over"), ["Ann", "Bob", "Cy"], [False] * 3, 0)
    ages = r.ages()
    assert [a for a, _ in ages] == [1, 2, 3] and ages[0][1] == 0
    r.go("first")
    assert r.step == 0 and r.view()["age"] == 1
    r.go("back")
    assert r.step == 0
    r.go(f"step:{ages[1][1]}")
    assert r.age_at[r.step] == 2
    r.go("last")
    assert r.view()["terminal"]
    r.go("forward")
    assert r.step == len(r.states) - 1


def test_the_score_pad_opens_the_replay_with_any_side_and_play_steps_at_its_pace():
    app, page = opened("7wonders-3p-over")
    assert app.screen == "end"
    app.on_action("replay")
    assert app.screen == "replay" and app.state.replay.sides == [0, 1, 2]
    app.on_action("replay_side", "2")
    assert app.state.replay.viewer == 2
    app.on_action("replay_go", "first")
    app.on_action("replay_play")
    assert page.timers and page.timers[-1][1] == "replay_tick"
    run = page.timers[-1][2]
    app.on_action("replay_tick", run)
    assert app.state.replay.step == 1
    app.on_action("replay_tick", "999")  # a stale run: ignored
    assert app.state.replay.step == 1
    app.on_action("replay_play")  # pause
    app.on_action("replay_tick", run)
    assert app.state.replay.step == 1
    where = by_id(page.tree, "replay-where")
    assert text_of(where) == f"Replay · step 1 of {len(app.state.replay.states) - 1}"
    app.on_action("replay_close")
    assert app.screen == "end"


def test_while_the_game_goes_on_only_your_side_and_bots_do_not_take_it_away():
    app, page, _ = make_app()
    start_game(app, page, 1, 3)
    answer_bots(app, page)
    app.on_action("move", app.session.legal_texts(0)[0])
    answer_bots(app, page)  # the first turn resolves
    app.on_action("move", app.session.legal_texts(0)[0])  # the second pick, bots to answer
    log = len(app.session.state.log)
    app.on_action("replay")
    assert app.screen == "replay" and app.state.replay.sides == [0]
    # the set-up, the first turn, and now (a pick made)
    assert len(app.state.replay.states) == 3
    app.on_action("replay_side", "1")
    assert app.state.replay.viewer == 0
    assert not by_id(page.tree, "replay-side")
    # the replayed hand does not play
    app.on_action("select", app.state.replay.view()["hand"][0])
    assert app.state.ui.selected is None and app.screen == "replay"
    answer_bots(app, page)
    assert len(app.session.state.log) > log and app.screen == "replay"
    app.on_action("replay_close")
    assert app.screen == "table"


def test_a_replayed_table_draws_with_the_games_own_table():
    state = fixture("duel-over")
    r = Replay(state, ["Ann", "Bob"], [False, True], None)
    r.go("step:5")
    tree = tables.for_game("duel").render(r.view(), r.context("g"))
    assert isinstance(r.context("g"), TableContext) and text_of(tree)


# ---------------------------------------------------------------------- in chromium


def test_in_chromium_a_finished_games_replay_steps_to_every_turn(page, server):
    from tests.web.helpers import boot
    from tests.web.test_targets import SAVES
    from tools.layout_check import check

    boot(page, server.url)
    page.evaluate("saves => { for (const [k, v] of Object.entries(saves)) "
                  "localStorage.setItem(k, v); }", SAVES)
    page.reload()
    page.click("button.open[data-arg='7wonders-7p-over']")
    page.click("#replay-button")
    page.wait_for_selector("#replay-bar")
    check(page, "the replay")
    state = fixture("7wonders-7p-over")
    r = Replay(state, [f"P{i}" for i in range(7)], [False] * 7, None)
    table = tables.for_game("7wonders")
    page.click("#replay-first")
    for k in range(len(r.states)):
        r.go(f"step:{k}")
        want = text_of(by_id(table.render(r.view(), r.context("g")), "age"))
        page.wait_for_function("want => document.querySelector('#replay-table #age')"
                               ".textContent.trim() === want", arg=want.strip())
        if k < len(r.states) - 1:
            page.click("#replay-forward")
    page.select_option("#replay-speed", "quick")
    page.click("#replay-play")  # from the end: starts again from the set-up
    page.wait_for_function("() => /step [3-9]/.test("
                           "document.querySelector('#replay-where').textContent)")
    page.click("#replay-close")
    page.wait_for_selector("#score-pad")
    assert not page.errors


def test_the_replay_bar_has_the_language_switch_and_a_switch_keeps_the_step():
    app, page = opened("7wonders-3p-mid")
    app.on_action("replay")
    app.on_action("replay_go", "step:3")
    assert by_id(page.tree, "language") is not None
    app.on_action("language", "sv")
    try:
        assert app.screen == "replay" and app.state.replay.step == 3
        assert by_id(page.tree, "replay-where") is not None
    finally:
        app.on_action("language", "en")
