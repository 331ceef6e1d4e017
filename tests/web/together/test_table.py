"""A guest draws its table from the view the host sent, with the game's own table
module: the same table as the host's drawing of that seat's view, in any language (the
engine's sentences crossed the wire with their templates)."""

from __future__ import annotations

import pytest
from wonders_ui import i18n
from wonders_ui.session import Seat
from wonders_ui.tables.context import TableContext
from wonders_ui.together.table import context, draw
from wonders_ui.together.wire import read_from_host
from wonders_ui.vdom import to_json

from tests.web.together.helpers import Table


def host_drawing(table: Table, sent, guest) -> list:
    """The table the host's page would draw for that seat at that moment (a seat whose
    pick is held: the table of a player who has chosen, no move offered)."""
    from wonders_ui import tables

    view = sent.own_view
    if guest.held and not view["terminal"]:
        view = {**view, "legal": [], "moves": []}
    if not view["terminal"]:  # a held pick counts as made: the top bar waits for the rest
        waiting = {s["seat"] for s in guest.roster if s["choosing"]}
        view = {**view, "current_players": [p for p in view["current_players"]
                                            if p in waiting]}
    ctx = context(guest)
    same = TableContext(game_id="", names=ctx.names, bots=ctx.bots, viewer=sent.seat,
                        thinking=ctx.thinking, waiting=ctx.waiting)
    module = tables.for_game(view["game"])
    return module.score_pad(view, same) if view["terminal"] else module.render(view, same)


@pytest.mark.parametrize("game,lang", [("7wonders", "en"), ("7wonders", "da"),
                                       ("duel", "sv")])
def test_a_guest_draws_the_table_the_host_would_draw_for_its_seat(game, lang):
    i18n.set_language(lang)
    if game == "duel":
        table = Table("duel", [Seat("human", "Ann"), Seat("human", "Bob")], seed=5)
        table.join("a", "Ann", seat=0)
        table.join("b", "Bob", seat=1)
    else:
        table = Table("7wonders", [Seat("human", "Ann"), Seat("human", "Bob"),
                                   Seat("bot", "Cleo")], host_seats=(1,), players=3)
        table.join("a", "Ann", seat=0)
    table.play_out()
    drawn = 0
    for sent in table.sent[::7]:  # a sample of the game's views, the end included
        msg = read_from_host(sent.data)
        if msg["t"] != "view" or sent.conn != "a":
            continue
        guest = type(table.guests["a"])()
        guest.receive(sent.data)
        mine = draw(guest)
        assert to_json(mine) == to_json(host_drawing(table, sent, guest))
        drawn += 1
    assert drawn > 3
    last = table.guests["a"]  # the score pad, once the game is over
    assert last.view["terminal"] and draw(last)


def test_nothing_is_drawn_before_the_first_view():
    from wonders_ui.together.guest import Guest

    assert draw(Guest("Ann")) == []


def test_a_guest_whose_pick_is_held_sees_its_table_and_who_is_still_choosing():
    """Bob has chosen, Ann and Dan have not: Bob's page shows his pick with Undo above
    his table (his city, his neighbours, the far city), no hand to play from, and the
    names of those still choosing."""
    from wonders_ui.together.mail import Mail
    from wonders_ui.together.play import Together
    from wonders_ui.vdom import to_json as js

    table = Table("7wonders", [Seat("human", "Ann"), Seat("human", "Bob"),
                               Seat("human", "Cleo"), Seat("bot", "Dan")], players=4)
    table.join("a", "Ann", seat=0)
    bob = table.join("b", "Bob", seat=1)
    cleo = table.join("c", "Cleo", seat=2)
    page = Together.__new__(Together)
    page.me, page.role, page.host, page.line, page.ui = bob, "guest", None, "", None
    page.answer = {}
    page.nopath, page.stun, page.mail = "", "", Mail(page)
    assert '"id":"hand"' in js(page.build())
    on_its_way = bob.move(bob.view["legal"][0])
    # his move on its way to the host: no hand to tap a second move from, no pick shown
    drawn = js(page.build())
    assert '"id":"hand"' not in drawn and '"id":"tg-held"' not in drawn
    table.send("b", on_its_way)
    table.send("c", cleo.move(cleo.view["legal"][0]))
    assert bob.held and cleo.held
    drawn = js(page.build())
    assert '"id":"tg-held"' in drawn and '"id":"tg-undo"' in drawn
    assert '"id":"hand"' not in drawn and "Your turn" not in drawn
    assert drawn.count('"class":"city board') == 4  # his city, his neighbours, Cleo's
    assert '"class":"city board me"' in drawn
    waiting = drawn[drawn.index('"id":"waiting"'):][:200]
    assert "Ann" in waiting and "Cleo" not in waiting and "Bob" not in waiting
    table.send("b", bob.undo())  # Undo: his hand again
    assert not bob.held and '"id":"hand"' in js(page.build())
