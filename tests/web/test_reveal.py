"""The reveal (``wonders_ui.reveal``): when a turn resolves, each city's new card, wonder
stage or discard is marked with what was paid to whom, and the bots wait for the pace
the person chose (a timer on the page, never a sleep), or for Continue after each turn.
Played through the controller with the real tables on the fake page."""

from __future__ import annotations

import random

from wonders_ui import botworker, reveal, storage
from wonders_ui.vdom import text_of

from engine import new_game
from tests.web.fakepage import bot_answer
from tests.web.test_app_logic import make_app, start_game


def answer_bots(app, page) -> None:
    while page.asks:
        p, key = page.asks.pop(0)
        req = app.page.request(p)
        bot_answer(app, req["game_id"], p, key,
                       botworker.act(req["game_id"], req["blob"], p, req["level"], req["seed"]))


def pick(app, page, i: int = 0) -> None:
    """The person picks: a card of the hand (or the pyramid), then one of its moves."""
    if page.acts("select"):
        cards = page.acts("select")
        app.on_action("select", cards[i % len(cards)])
    moves = page.acts("move")
    app.on_action("move", moves[i % len(moves)])


def marks(page, cls: str) -> list:
    return page.find(lambda _t, a: cls in str(a.get("class", "")).split())


# ---------------------------------------------------------------------- reading turns


def test_a_resolved_turn_is_an_arrival_in_each_city():
    """7 Wonders, 4 players: every player's move of the turn arrives in their city; a
    build names its card, a stage the card tucked under it, a discard its card."""
    state = new_game("7wonders", 3, players=4)
    rng = random.Random(2)
    seen = len(state.events)
    for p in state.current_players():
        state.apply(p, rng.choice(state.legal_actions(p)))
    got = reveal.arrivals(state.events[seen:])
    moves = dict(state.events[-1]["moves"])
    assert sorted(got) == [0, 1, 2, 3]
    for p, a in got.items():
        assert a.text == moves[p]
        assert moves[p].startswith(f"{a.verb} {a.name}")
        assert a.builds == (a.verb in ("build", "stage"))


def test_the_free_citys_move_arrives_in_the_free_city():
    """Two players (the Free City): the holder of the Free City card moves twice in a
    turn, for their own city and for the Free City; each move arrives in the city it
    changed (rulebook 002: the Free City's card is played by its holder)."""
    state = new_game("7wonders", 4, players=2)
    rng = random.Random(4)
    for _ in range(3):
        seen = len(state.events)
        while len(state.events) == seen or state.events[-1]["kind"] != "turn":
            p = state.current_players()[0]
            state.apply(p, rng.choice(state.legal_actions(p)))
        turn = [e for e in state.events[seen:] if e["kind"] == "turn"][-1]
        got = reveal.arrivals([turn])
        assert sorted(got) == [0, 1, 2]  # both players' cities and the Free City
        assert got[2].text.startswith("free city: ")
        assert got[2].player in (0, 1)  # made by the player holding the card


def test_arrivals_are_the_engines_outcomes():
    """Each move of the turn arrives as the engine's outcome says: the card built and
    the coins paid to the neighbour and the bank; a wonder built names the wonder; a
    discard builds nothing; a stage names no card (it is face down)."""
    build = {"player": 1, "text": "build Laboratory (left 2, right 4)", "city": 1,
             "kind": "build", "card": "Laboratory", "stage": None, "built": True,
             "paid": [[2, 2], [0, 4], [None, 1]], "debt": 0}
    assert reveal.Arrival.of(build) == reveal.Arrival(
        1, "build", "Laboratory", "build Laboratory (left 2, right 4)",
        ((2, 2), (0, 4), (None, 1)), True)
    stage = {**build, "text": "stage Loom", "kind": "stage", "card": "Loom", "stage": 2}
    assert reveal.Arrival.of(stage).name == "" and reveal.Arrival.of(stage).builds
    wonder = {**build, "text": "wonder Circus Maximus with Altar", "kind": "wonder",
              "card": "Altar", "wonder": "Circus Maximus"}
    assert reveal.Arrival.of(wonder).name == "Circus Maximus"
    assert not reveal.Arrival.of({**build, "kind": "discard", "built": False}).builds


def test_the_engine_says_what_each_move_of_a_turn_paid():
    """A played 4-player game: every turn event's outcomes follow its moves, one each,
    and some name coins paid to a neighbour (a seat, not the bank)."""
    state = new_game("7wonders", seed=5, players=4)
    rng = random.Random(5)
    while not state.is_terminal():
        for p in state.current_players():
            state.apply(p, rng.choice(state.legal_actions(p)))
    turns = [e for e in state.events if e["kind"] == "turn"]
    assert turns and all([[o["player"], o["text"]] for o in e["outcomes"]] == e["moves"]
                         for e in turns)
    trade = [o for e in turns for o in e["outcomes"] if any(to is not None for to, _ in o["paid"])]
    assert trade  # some coins went to a neighbour in 18 turns of random play


def test_events_without_a_turn_are_no_reveal():
    assert reveal.arrivals([{"kind": "age", "age": 1}, {"kind": "over"}]) == {}


def test_the_pace_reads_what_was_stored_and_nothing_else():
    assert reveal.Pace.of({"speed": "slow", "pause": True}) == reveal.Pace("slow", True)
    assert reveal.Pace.of({"speed": "warp"}) == reveal.Pace("normal", False)
    assert reveal.Pace.of("junk").ms == 1200
    assert [reveal.Pace(k).ms for k, _l, _m in reveal.SPEEDS] == [0, 400, 1200, 2500]


# ---------------------------------------------------------------------- the tables


def test_after_your_pick_every_city_shows_what_it_got_and_paid():
    """A 4-player game against 3 bots at "slow": the bots pick, you pick; the turn
    resolves and each of the four cities says what its player did, the new card or
    stage marked, the coins paid to a neighbour or the bank in the sentence."""
    app, page, _ = make_app(pace="slow")
    start_game(app, page, 1, 4, seed=11)
    for turn in range(5):
        answer_bots(app, page)
        names = app.session.state.view(0)["names"]
        pick(app, page, turn)
        moves = dict([e for e in app.session.state.events if e["kind"] == "turn"][-1]["moves"])
        lines = {int(a["data-seat"]): text_of(n) for n in marks(page, "arrival")
                 for a in [n[1]]}
        assert sorted(lines) == [0, 1, 2, 3]
        for p, text in moves.items():
            assert lines[p].startswith(names[p])
            if "(left" in text or "(right" in text:
                assert "pays" in lines[p]
        built = [n for n in marks(page, "arriving") if n[1].get("data-name")
                 or "stage-box" in n[1].get("class", "")]
        assert len(built) == sum(1 for m in moves.values() if not m.startswith("discard"))
        assert all("--reveal: 2500ms" in n[1]["style"] for n in marks(page, "arriving"))
        assert not marks(page, "still")


def test_instant_marks_without_motion():
    app, page, _ = make_app(pace="instant")
    start_game(app, page, 1, 3, seed=4)
    answer_bots(app, page)
    pick(app, page)
    assert len(marks(page, "arrival")) == 3
    assert all("still" in n[1]["class"] for n in marks(page, "arriving"))


def test_duel_the_bots_card_arrives_with_its_price():
    """Duel against a bot at "normal": after your move the bot is asked only once the
    reveal's timer fired; its card then arrives in its city, with what it paid."""
    app, page, _ = make_app(pace="normal")
    start_game(app, page, 1, 2, game="duel", seed=3)
    paid = 0
    for _ in range(40):
        if app.screen == "age-end":
            app.on_action("continue")
        if app.session.humans_to_move():
            pick(app, page, -1)
            continue
        if app.session.state.is_terminal():
            break
        assert page.asks == [] and page.timers, "the bot waits for the reveal"
        ms, act, arg = page.timers.pop()
        assert (ms, act) == (1200, "reveal_end")
        app.on_action(act, arg)
        assert len(page.asks) == 1
        answer_bots(app, page)
        bot = [e for e in app.session.state.events if e["kind"] == "turn"][-1]["moves"][-1]
        if app.screen != "table":
            continue  # the Age ended: its screen shows the cities at the end
        line = [" ".join(text_of(n).split()) for n in marks(page, "arrival")
                if n[1]["data-seat"] == "1"]
        assert line and line[0].startswith("<b>P1</b> "), line
        if " · paid " in line[0]:
            paid += 1
            assert bot[1].startswith(("build", "wonder")), bot
    assert paid, "a bot paid for something in 40 moves"


def test_a_late_timer_lets_nothing_through_twice():
    """A timer of an earlier reveal (or fired twice) asks no bot again."""
    app, page, _ = make_app(pace="quick")
    start_game(app, page, 1, 2, game="duel", seed=5)
    pick(app, page)
    (_ms, act, arg), = page.timers
    app.on_action(act, arg)
    asked = list(page.asks)
    app.on_action(act, arg)
    app.on_action(act, str(int(arg) - 1))
    assert page.asks == asked and len(asked) == 1


# ---------------------------------------------------------------------- the settings


def test_pause_after_each_turn_waits_for_continue():
    """Duel with "pause after each turn": after your move the bot waits for Continue
    (a 44 px button, ``#reveal-continue``), with no timer at all."""
    app, page, _ = make_app(pace="slow")
    start_game(app, page, 1, 2, game="duel", seed=5)
    app.on_action("pace_open")
    app.on_action("pace_pause", "true")
    pick(app, page)
    assert page.asks == [] and page.timers == []
    assert page.acts("reveal_continue") == [None]
    app.on_action("reveal_continue")
    assert len(page.asks) == 1 and page.acts("reveal_continue") == []


def test_the_pace_is_remembered_on_this_device():
    backend = storage.MemoryBackend()
    app, page, store = make_app(backend=backend, pace="normal")
    app.on_action("new")
    assert page.find(lambda _t, a: a.get("id") == "pace-speed")  # on the new-game screen
    app.on_action("pace", "slow")
    app.on_action("pace_pause", "true")
    assert store.pace() == {"speed": "slow", "pause": True}
    again, page2, _ = make_app(backend=backend)
    assert again.state.reveal.pace == reveal.Pace("slow", True)
    again.on_action("new")
    speed, = page2.find(lambda _t, a: a.get("id") == "pace-speed")
    assert [bool(o[1].get("selected")) for o in speed[2:]] == [False, False, False, True]


def test_choosing_instant_lets_held_bots_go_on_at_once():
    app, page, _ = make_app(pace="slow")
    start_game(app, page, 1, 2, game="duel", seed=5)
    pick(app, page)
    assert page.asks == []
    app.on_action("pace", "instant")
    assert len(page.asks) == 1


def test_the_table_bar_opens_the_pace_panel():
    app, page, _ = make_app()
    start_game(app, page, 1, 3, seed=4)
    assert not page.find(lambda _t, a: a.get("id") == "pace")
    app.on_action("pace_open")
    assert page.find(lambda _t, a: a.get("id") == "pace-pause")
    assert page.acts("pace_open")  # the top bar's Pace and the panel's Close


def test_pass_and_play_with_a_bot_pauses_on_every_screen_of_the_turn():
    """Two people and a bot, "pause after each turn": the turn resolves on the wait or
    hand-over screen, and Continue is there too, so the bot is never stuck."""
    app, page, store = make_app(pace="quick")
    app.on_action("pace_pause", "true")
    start_game(app, page, 2, 3, seed=4)
    for _ in range(3):
        answer_bots(app, page)
        for _person in range(2):
            if app.screen == "handover":
                app.on_action("reveal", page.acts("reveal")[0])
            pick(app, page)
            app.on_action("done")
        answer_bots(app, page)
        assert app.state.reveal.paused and page.acts("reveal_continue") == [None], app.screen
        app.on_action("reveal_continue")
        assert len(page.asks) == 1
