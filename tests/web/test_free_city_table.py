"""The 7 Wonders table at 2 players: the Free City drawn as a third city, the Free City
card's holder choosing the Free City's card (its own choices and payments) before its
own, the Free City's score on the pad; and a whole 2-player game in chromium against a
bot, on the new-game screen's 2 players."""

from __future__ import annotations

import json

from wonders_ui.tables import classic
from wonders_ui.tables.context import TableContext
from wonders_ui.tables.icons import spoken
from wonders_ui.vdom import text_of

from engine import new_game
from tests.classic.helpers import player, table
from tests.web.helpers import READY, boot, choose, more, step
from tests.web.table_ui import ui_of
from tests.web.test_classic_table import acts, by_id, nodes

NAMES = ["Ludwig", "Peter"]


def ctx_for(view, **ui) -> TableContext:
    return TableContext(game_id="g1", names=NAMES, bots=[False, False],
                        viewer=view["viewer"], ui=ui_of(ui))


def school_table():
    # Peter holds the Free City card; the Free City buys wood at 1 from Ludwig (West
    # Trading Post) and papyrus from either
    return table(
        player("Olympia", name="Ludwig", cards=["Press"],
               hand=["Aqueduct", "Statue", "Courthouse", "Forum", "Caravansery",
                     "Vineyard", "Walls"]),
        player("Ephesus", name="Peter", cards=["Lumber Yard"],
               hand=["School", "Temple", "Sawmill", "Quarry", "Brickyard", "Foundry",
                     "Loom", "Glassworks"]),
        age=2, free_city={"wonder": "Rhodes", "coins": 5, "cards": ["West Trading Post"],
                          "holder": 1})


def test_the_free_city_is_a_third_city_with_the_card_holder_named():
    state = school_table()
    view = state.view(0)
    tree = classic.render(view, ctx_for(view))
    seats = [a.get("data-seat") for _, a, *_ in nodes(tree, lambda t, a: t == "section")]
    assert sorted(seats) == ["0", "1", "2"]
    text = text_of(tree)
    assert "Free City" in text and "Free City card: Peter" in text
    # Ludwig picks for himself only: no Free City move on his side
    assert not any(a.startswith("free city:") for a in acts(tree, "move") if a)


def test_the_holder_picks_the_free_city_card_with_its_payments_first():
    state = school_table()
    view = state.view(1)
    ctx = ctx_for(view, selected="School")
    tree = classic.render(view, ctx)
    assert "choose the Free City's card first" in text_of(tree)
    moves = acts(tree, "move")
    assert moves and all(m.startswith("free city: ") for m in moves)
    # the payments shown are the Free City's, to its neighbours, even the dearer wood
    payments = text_of(by_id(tree, "actions"))
    assert "Ludwig (left)" in payments and "Peter (right)" in payments
    assert [a for a in acts(tree, "opt") if a.startswith("build:")] == [
        f"build:{i}" for i in range(4)]
    assert "2 coins to Ludwig (left) · 2 coins to Peter (right)" in spoken(by_id(tree, "actions"))
    # a view saved as JSON draws the same table
    again = json.loads(json.dumps(view))
    assert classic.render(again, ctx) == tree
    # once picked for the Free City, Peter's own hand, less that card
    state.apply(1, "free city: build School (left 1, right 2)")
    view = state.view(1)
    tree = classic.render(view, ctx_for(view))
    assert "For the Free City: " in text_of(tree)
    assert "School" not in [a.get("data-card") for _, a, *_ in
                            nodes(tree, lambda t, a: a.get("data-act") == "select")
                            if not a.get("disabled")]
    assert not any(m.startswith("free city:") for m in acts(tree, "move") if m)


def test_the_score_pad_shows_the_free_city_that_cannot_win():
    state = new_game("7wonders", seed=3, players=2, names=NAMES)
    while not state.is_terminal():
        p = state.current_players()[0]
        state.apply(p, state.legal_actions(p)[0])
    view = state.view(0)
    pad = classic.score_pad(view, ctx_for(view))
    (table,) = nodes(pad, lambda t, a: t == "table")
    heads = [text_of(x) for x in nodes(table, lambda t, a: t == "th")]
    assert heads[:4] == ["Category", *NAMES, "Free City (cannot win)"]
    (total,) = nodes(table, lambda t, a: a.get("data-category") == "total")
    free = view["cities"][2]
    assert [text_of(x) for x in nodes(total, lambda t, a: t == "td")] == [
        str(s["total"]) for s in [*view["scores"], free["score"]]]
    assert "Free City" not in text_of(nodes(pad, lambda t, a: a.get("id") == "winner")[0])


def test_a_two_player_game_against_a_bot_to_the_end(page, server):
    boot(page, server.url)
    page.click("#new-game")
    choose(page, "players", "2")
    more(page)
    for i, (kind, name) in enumerate([("human", "Ludwig"), ("bot", "Peter")]):
        page.select_option(f"select[name=seat{i}-kind]", kind)
        page.fill(f"input[name=seat{i}-name]", name)
    page.fill("#seed", "13")
    page.click("#start")
    done = []
    free_city_turns = 0
    for _ in range(300):
        # the banner shows while Ludwig chooses for the Free City: look once the table
        # waits on him (a bot slower than his last pick leaves the table waiting on it)
        page.wait_for_selector(READY)
        if page.locator(".free-city-turn").count():
            free_city_turns += 1
        what = step(page)
        done.append(what)
        if what == "end":
            break
    assert done[-1] == "end", done[-5:]
    # 18 picks of Ludwig's own and 9 for the Free City (every other turn)
    assert sum(1 for d in done if d.startswith("pick")) >= 27
    assert free_city_turns >= 9
    assert "Free City (cannot win)" in page.locator("#score-pad th.other").text_content()
    assert not page.errors, page.errors


def test_pass_and_play_the_holder_picks_twice_and_nothing_leaks():
    # two people on one device: the holder's pick for the Free City is held with the
    # other's, then the holder picks again for the own city
    from wonders_ui.session import Seat, Session

    state = new_game("7wonders", seed=9, players=2, names=NAMES)
    session = Session(state, [Seat("human", "Ludwig"), Seat("human", "Peter")], "g")
    assert session.pass_and_play
    free = session.legal_texts(0)[0]
    assert free.startswith("free city: ")
    session.choose(0, free)
    session.choose(1, session.legal_texts(1)[0])
    assert session.ready_to_flush()
    session.flush()
    assert state.turn == 1 and session.humans_to_move() == [0]
    assert free not in json.dumps(state.view(1))  # Peter never reads the Free City's pick
    own = session.legal_texts(0)[0]
    assert not own.startswith("free city: ")
    session.choose(0, own)
    session.flush()
    assert state.turn == 2 and state.holder == 1
