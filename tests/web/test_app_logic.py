"""The front end's Python (controller, session, screens, saves, bot worker) under
CPython, with a fake page; ``FakeTable`` stands in for a game's table where the test is
about the controller, the real tables draw the whole games at the end."""

from __future__ import annotations

import json

import pytest
from wonders_ui import botworker, controller, games, newgame, storage
from wonders_ui import tables as page_tables
from wonders_ui.vdom import text_of

from engine import ConfigError, all_games, get_game, new_game, saves
from tests.web.fakepage import FakePage, FakeTable, bot_answer


def make_app(backend=None, fake=None,
             pace: str = "instant") -> tuple[controller.App, FakePage, storage.SaveStore]:
    """An app on a fake page; ``fake``: a monkeypatch, to draw every game's table with
    ``FakeTable`` (``app.fake``); ``pace``: the bots' pace on this device (instant: the
    bots are asked as soon as they may move, see ``tests/web/test_reveal.py``)."""
    page = FakePage()
    store = storage.SaveStore(backend or storage.MemoryBackend())
    if store.pace() == {}:
        store.save_pace({"speed": pace, "pause": False})
    app = controller.App(page, store)
    if fake is not None:
        app.fake = FakeTable(lambda viewer: app.session.legal_texts(viewer))
        fake.setattr(page_tables, "for_game", lambda game: app.fake)
    app.start()
    return app, page, store


def start_game(app, page, humans: int, players: int, seed: int = 5, game: str = "7wonders",
               names: list[str] | None = None, **form: str) -> None:
    app.on_action("new")
    page.form_values = {"game": game}
    app.on_action("setup-change")
    page.form_values = {"game": game, "players": str(players), "seed": str(seed), **form}
    for i in range(players):
        page.form_values[f"seat{i}-kind"] = "human" if i < humans else "bot"
        page.form_values[f"seat{i}-name"] = names[i] if names else f"<b>P{i}</b>"
    app.on_action("start")


def choices(page, name: str) -> list[str]:
    """The values a person can choose for the form's ``name``: a select's options or a
    group of radio buttons (chips)."""
    found = page.find(lambda t, a: t == "select" and a.get("name") == name)
    if found:
        return [a["value"] for t, a, *_ in page.find(lambda t, a: t == "option", found[0])]
    radios = page.find(lambda t, a: t == "input" and a.get("type") == "radio"
                       and a.get("name") == name)
    assert radios, name
    return [a["value"] for _t, a, *_ in radios]


def answer_bots(app, page) -> None:
    while page.asks:
        p, key = page.asks.pop(0)
        req = app.page.request(p)
        move = botworker.act(req["game_id"], req["blob"], p, req["level"], req["seed"])
        bot_answer(app, req["game_id"], p, key, move)


def play_out(app, page, limit: int = 3000) -> set[str]:
    screens = set()
    for _ in range(limit):
        if app.screen == "end":
            return screens
        screens.add(app.screen)
        if page.asks:
            answer_bots(app, page)
        elif app.screen == "age-end":
            app.on_action("continue")
        elif app.screen == "handover":
            app.on_action("reveal", page.acts("reveal")[0])
        elif app.screen == "picked":
            app.on_action("done")
        elif page.acts("select"):
            app.on_action("select", page.acts("select")[-1])
            app.on_action("move", page.acts("move")[0])
        elif page.acts("move"):
            app.on_action("move", page.acts("move")[0])
        else:
            raise AssertionError(f"stuck on {app.screen}: {text_of(page.tree)[:300]}")
    raise AssertionError("game did not end")


# ---------------------------------------------------------------------- the controller


@pytest.mark.parametrize("game,humans,players", [("7wonders", 1, 3), ("7wonders", 2, 3),
                                                 ("duel", 1, 2), ("duel", 0, 2)])
def test_the_controller_follows_events_to_the_score_pad(monkeypatch, game, humans, players):
    app, page, store = make_app(fake=monkeypatch)
    start_game(app, page, humans, players, game=game)
    screens = play_out(app, page)
    state = app.session.state
    ends = [c for c in app.fake.calls if c[0] == "age_end"]
    shown = [c[3] for i, c in enumerate(ends) if i == 0 or c[3] is not ends[i - 1][3]]
    # one age-end screen an age event, given that event and the view after it
    assert shown == [e for e in state.events if e["kind"] == "age"]
    assert all(c[1]["age"] >= c[3]["age"] for c in ends)
    assert ("age-end" in screens) == bool(ends)
    assert ("handover" in screens) == (humans >= 2)
    last = app.fake.calls[-1]
    assert last[0] == "score_pad" and last[1] == state.view(app.viewer())
    assert not [t for t in page.toasts if t[0] == "error"], page.toasts
    games, problems = store.list()
    assert not problems and games[0]["over"] and games[0]["age"] == state.view(None)["age"]


def test_the_table_gets_the_view_and_its_context(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    start_game(app, page, 1, 3)
    _, view, ctx = app.fake.calls[-1]
    assert view == app.session.state.view(0)
    assert ctx.viewer == 0 and ctx.names == ["<b>P0</b>", "<b>P1</b>", "<b>P2</b>"]
    assert ctx.bots == [False, True, True] and not ctx.pass_and_play
    assert ctx.thinking == {1, 2} and ctx.waiting == (0, 1, 2) and not ctx.can_undo
    app.on_action("move", page.acts("move")[0])  # the person's pick, bots still thinking
    _, view, ctx = app.fake.calls[-1]
    assert ctx.can_undo and ctx.waiting == (1, 2) and page.find(lambda t, a: a.get("id") == "undo")
    app.on_action("undo-solo")
    assert app.fake.calls[-1][2].waiting == (0, 1, 2) and page.acts("move")
    answer_bots(app, page)  # the bots' picks stand; the person picks again
    app.on_action("move", page.acts("move")[-1])
    assert app.session.turns_resolved == 1


def test_a_bot_is_asked_once_a_decision(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    start_game(app, page, 0, 4)
    assert sorted(p for p, _ in page.asks) == [0, 1, 2, 3]
    first = page.asks[:]
    page.asks.clear()
    for p, key in first[:3]:  # three picks: the fourth bot's question still stands
        req = app.page.request(p)
        bot_answer(app, req["game_id"], p, key, botworker.act(
            req["game_id"], req["blob"], p, req["level"], req["seed"]))
    assert page.asks == []
    p, key = first[3]
    req = app.page.request(p)
    bot_answer(app, req["game_id"], p, key, botworker.act(
        req["game_id"], req["blob"], p, req["level"], req["seed"]))
    assert sorted(p for p, _ in page.asks) == [0, 1, 2, 3]  # the next turn
    stale = first[0]
    bot_answer(app, req["game_id"], stale[0], stale[1], "anything")  # a late answer: ignored
    assert app.session.turns_resolved == 1


def test_the_bots_python_starts_only_when_a_bot_may_soon_move(monkeypatch):
    app, page, store = make_app(fake=monkeypatch)
    assert not page.bots_started  # a first look at home
    app.on_action("new")
    assert page.bots_started  # choosing seats: the worker warms up meanwhile
    start_game(app, page, humans=3, players=3)  # pass and play

    app, page, _ = make_app(backend=store.backend, fake=monkeypatch)
    assert app.screen == "home" and not page.bots_started  # nothing to resume with bots
    app.on_action("resume", app.state.games[0]["id"])
    assert app.session is not None and not page.bots_started  # no bot at this table

    start_game(app, page, humans=1, players=3)
    assert page.thinkers == 2  # at the table: a worker for each bot that may think at once
    app, page, _ = make_app(backend=store.backend, fake=monkeypatch)
    assert app.screen == "home" and page.bots_started  # a game against bots to resume
    assert page.thinkers == 1  # home: one worker warms up


def test_a_bot_error_is_shown(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    start_game(app, page, 1, 3)
    p, key = page.asks[0]
    bot_answer(app, app.session.game_id, p, key, None, "ConfigError: unknown bot level 'x'")
    assert page.toasts[-1] == ("error", "<b>P1</b> could not move: "
                                        "ConfigError: unknown bot level 'x'")
    assert p not in app.state.bots.thinking


def test_pass_and_play_holds_picks_and_undo(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    start_game(app, page, 2, 3)
    answer_bots(app, page)
    assert app.screen == "handover"
    assert page.find(lambda t, a: "handover-name" in a.get("class", ""))
    assert "<b>P0</b>" in text_of(page.tree) and not page.find(lambda t, a: t == "b")
    app.on_action("reveal", page.acts("reveal")[0])
    first = app.session.revealed
    app.on_action("move", page.acts("move")[0])
    assert app.screen == "picked" and app.session.pending
    assert "you chose" in text_of(page.tree)
    app.on_action("undo")
    assert app.screen == "table" and not app.session.pending
    app.on_action("move", page.acts("move")[0])
    app.on_action("done")
    assert app.screen == "handover"
    second = int(page.acts("reveal")[0])
    assert second != first
    assert not page.acts("move")  # the hand-over screen shows no move


# ---------------------------------------------------------------------- new game


def test_the_new_game_screen_offers_every_registered_game(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    app.on_action("new")

    def select(name):
        return choices(page, name)

    assert select("game") == [g.id for g in all_games()]
    for game in all_games():
        page.form_values = {"game": game.id, "seat0-kind": "bot"}
        app.on_action("setup-change")
        low, high = game.player_range({})  # with the options' defaults (Cities off: 7)
        assert select("players") == [str(k) for k in range(low, high + 1)]
        assert select("seat0-level") == [lv.name for lv in game.bot_levels]
        for lv in game.bot_levels:
            assert f"{lv.name}: {lv.summary}" in text_of(page.tree)
        for option in game.options:
            assert option.label in text_of(page.tree)
            assert select(option.key) == [newgame.form_value(v) for v, _ in option.choices]
            for value, _ in option.choices:
                page.form_values = {option.key: newgame.form_value(value)}
                app.on_action("setup-change")
                name = f"seat1-{option.key}"
                per_seat = page.find(lambda t, a, name=name: a.get("name") == name)
                assert bool(per_seat) == (option.per_seat and value is not None)
                if per_seat:
                    assert select(f"seat1-{option.key}") == ["", *option.seat_choices]
                assert newgame.config(app.setup)[1][option.key] == (
                    [None] * app.setup["players"] if per_seat else value)


def test_the_form_gives_the_game_its_config(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    app.on_action("new")
    wonders = get_game("7wonders").options[1].seat_choices
    page.form_values = {"game": "7wonders", "players": "4", "sides": "B", "wonders": "chosen",
                        "seat0-name": "  Ann   Lee ", "seat2-wonders": wonders[2],
                        "seat1-wonders": "nonsense"}
    app.on_action("setup-change")
    game, config = newgame.config(app.setup)
    assert game.id == "7wonders"
    assert config == {"players": 4, "names": ["Ann Lee", "Bot 1", "Bot 2", "Bot 3"],
                      "sides": "B", "wonders": [None, None, wonders[2], None], "edition": 1,
                      "cities": "off", "teams": False}
    page.form_values = {"game": "duel", "players": "4", "wonders": "chosen"}
    app.on_action("setup-change")  # the other game's form: only the game is read
    assert newgame.config(app.setup)[1] == {"players": 2, "names": ["Ann Lee", "Bot 1"],
                                            "wonders": "draft"}
    page.form_values = {"game": "duel", "players": "5", "wonders": "first-game"}
    app.on_action("setup-change")
    assert newgame.config(app.setup)[1] == {"players": 2, "names": ["Ann Lee", "Bot 1"],
                                            "wonders": "first-game"}
    page.form_values = {"game": "7wonders", "players": "2"}
    app.on_action("setup-change")  # each game keeps its own options and player count
    assert newgame.config(app.setup)[1]["sides"] == "B" and app.setup["players"] == 4


def test_a_bad_set_up_is_a_message_not_a_crash(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    w = get_game("7wonders").options[1].seat_choices
    start_game(app, page, 1, 3, wonders="chosen",
               **{"seat0-wonders": w[0], "seat1-wonders": w[0], "seat2-wonders": w[1]})
    assert app.screen == "setup" and page.toasts[-1][0] == "error"
    assert "different wonder" in page.toasts[-1][1]


def test_settings_are_remembered(monkeypatch):
    app, page, store = make_app(fake=monkeypatch)
    start_game(app, page, 1, 5, sides="B")
    app2, page2, _ = make_app(store.backend, fake=monkeypatch)
    app2.on_action("new")
    assert app2.setup["players"] == 5 and app2.setup["options"]["7wonders"]["sides"] == "B"
    assert app2.setup["seats"][1]["level"] == "medium"  # the middle of the game's levels


# ---------------------------------------------------------------------- the bot worker


def test_an_unknown_bot_level_is_a_clear_error():
    state = new_game("7wonders", seed=2, players=3)
    blob = saves.dumps(state, {})
    with pytest.raises(ConfigError, match="unknown bot level 'grandmaster'"):
        botworker.act("g1", blob, 0, "grandmaster", 1)
    reply = json.loads(botworker.answer("g1", blob, 0, "grandmaster", 1))
    assert reply["error"].startswith("ConfigError: unknown bot level 'grandmaster'")
    assert "\n" not in reply["error"]
    for game in all_games():
        state = new_game(game.id, seed=2)
        p = state.current_players()[0]
        for lv in game.bot_levels[:3]:
            move = json.loads(botworker.answer(game.id, saves.dumps(state, {}), p,
                                               lv.name, 1))["move"]
            assert move in [str(m) for m in state.legal_actions(p)]


def test_the_worker_says_how_many_playouts_the_search_ran():
    """The answer carries the search's playout count (the page logs it); a bot that
    searches nothing says ``None``; the move is the one ``act`` gives."""
    state = new_game("7wonders", seed=4, players=3)
    blob = saves.dumps(state, {})
    reply = json.loads(botworker.answer("g1", blob, 0, "strong:12", 5))
    assert 0 < reply["playouts"] <= 12
    assert reply["move"] == botworker.act("g1", blob, 0, "strong:12", 5)
    assert json.loads(botworker.answer("g1", blob, 0, "easy", 5))["playouts"] is None
    # a capped bot on its own clock (a device 1000 times slower: 0.8 ms of CPU) keeps
    # its deadline from the request's arrival: a playout or two, not the budget
    assert json.loads(botworker.answer("g1", blob, 0, "strong@1000", 5))["playouts"] <= 20


# ---------------------------------------------------------------------- saves


def test_storage_full_keeps_previous_save():
    backend = storage.MemoryBackend()
    store = storage.SaveStore(backend)
    state = new_game("7wonders", seed=3, players=3)
    store.write("g1", saves.dumps(state, {"name": "one"}), {"name": "one"})
    before = backend.get(storage.SAVE_PREFIX + "g1")
    state.apply(0, state.legal_actions(0)[0])
    backend.quota = 10
    with pytest.raises(storage.StorageFull):
        store.write("g1", saves.dumps(state, {"name": "one"}) * 50, {"name": "one"})
    assert backend.get(storage.SAVE_PREFIX + "g1") == before
    backend.quota = None
    loaded, _ = store.load("g1")
    assert loaded.log == []


def test_corrupt_and_foreign_blobs_are_reported_and_others_load(monkeypatch):
    backend = storage.MemoryBackend()
    store = storage.SaveStore(backend)
    state = new_game("7wonders", seed=3, players=3)
    store.write("good", saves.dumps(state, {"name": "Good game"}), {"name": "Good game"})
    backend.set(storage.SAVE_PREFIX + "bad", "not base64 at all!!")
    backend.set(storage.SAVE_PREFIX + "foreign", storage.encode(b"\x81\xa1a\x01"))
    games, problems = store.list()
    assert [g["id"] for g in games] == ["good"]
    assert {p.game_id for p in problems} == {"bad", "foreign"}
    app, page, _ = make_app(backend, fake=monkeypatch)
    assert "cannot be loaded" in text_of(page.tree)
    app.on_action("resume", "good")
    assert app.screen in ("table", "handover")


def test_import_checks_size_and_content(monkeypatch):
    app, page, store = make_app(fake=monkeypatch)
    app.on_action("import", json.dumps({"name": "x.wonders", "error": "too-large"}))
    assert page.toasts[-1][0] == "error"
    page.import_bytes = b"garbage"
    app.on_action("import", json.dumps({"name": "junk.wonders"}))
    assert "junk.wonders cannot be imported" in page.toasts[-1][1]
    state = new_game("7wonders", seed=4, players=4)
    page.import_bytes = saves.dumps(state, {"name": "Imported", "seats": []})
    app.on_action("import", json.dumps({"name": "ok.wonders"}))
    assert app.screen in ("table", "handover")
    assert len(store.list()[0]) == 1


def test_a_rule_examples_link_opens_its_game_or_says_it_is_damaged(monkeypatch):
    """``index.html#play=...`` ("play from here"): ui.js hands over the bytes, or says
    the link is damaged; the words are the page's."""
    app, page, store = make_app(fake=monkeypatch)
    app.on_action("import", json.dumps({"example": True, "error": "damaged-link"}))
    assert page.toasts[-1] == ("error", "This link to a game is damaged")
    page.import_bytes = b"garbage"
    app.on_action("import", json.dumps({"example": True, "size": 7}))
    assert page.toasts[-1][1].startswith("the example cannot be imported")
    state = new_game("7wonders", seed=4, players=4)
    page.import_bytes = saves.dumps(state, {"name": "From the example: Trading",
                                            "seats": []})
    app.on_action("import", json.dumps({"example": True, "size": 99}))
    assert app.screen in ("table", "handover")
    assert page.toasts[-1] == ("info", "Imported From the example: Trading")


def test_a_game_without_a_table_is_refused_politely(monkeypatch):
    monkeypatch.delitem(games.PAGES, "duel")  # Duel has a page now: pretend not
    app, page, store = make_app()
    duel = new_game("duel", seed=1)
    page.import_bytes = saves.dumps(duel, {"name": "Duel"})
    app.on_action("import", json.dumps({"name": "duel.wonders"}))
    assert app.screen == "home"
    assert page.toasts[-1][0] == "error" and "cannot be played here yet" in page.toasts[-1][1]


# ---------------------------------------------------------------------- the real tables


@pytest.mark.parametrize("humans,players", [(1, 3), (3, 4), (0, 7)])
def test_whole_game_reaches_score_pad(humans, players):
    app, page, store = make_app()
    start_game(app, page, humans, players)
    screens = play_out(app, page)
    assert "age-end" in screens
    assert ("handover" in screens) == (humans >= 2)
    pad = text_of(page.tree)
    assert "Final scores" in pad and "Total" in pad and "win" in pad
    games, problems = store.list()
    assert not problems and games[0]["over"]


def play_preferring_stages(app, page, limit: int = 600) -> str:
    """Play the person's seat building wonder stages whenever possible; return all texts."""
    seen = []
    for _ in range(limit):
        if app.screen == "end":
            break
        answer_bots(app, page)
        seen.append(text_of(page.tree))
        if app.screen == "age-end":
            app.on_action("continue")
        elif page.find(lambda t, a: a.get("id") == "power"):
            app.on_action("move", page.acts("move")[0])
        elif page.acts("select"):
            app.on_action("select", page.acts("select")[0])
            seen.append(text_of(page.tree))
            stage = [a["data-arg"] for _t, a, *_ in page.find(
                lambda t, a: a.get("data-kind") == "stage" and a.get("data-act") == "move")]
            app.on_action("move", stage[0] if stage else page.acts("move")[0])
        elif page.acts("move"):
            app.on_action("move", page.acts("move")[0])
    assert app.screen == "end"
    return "\n".join(seen)


@pytest.mark.parametrize("wonder,side,expect", [
    ("Halicarnassus", "B", "Halicarnassus: build one card from the discard pile"),
    ("Babylon", "B", "Babylon: play your 7th card"),
    ("Olympia", "A", "free (Olympia)"),
])
def test_power_choices_appear(wonder, side, expect):
    texts = []
    for seed in range(1, 9):  # whether a power comes up depends on the deal: try a few
        app, page, _ = make_app()
        start_game(app, page, 1, 3, seed=seed, wonders="chosen", sides=side,
                   **{"seat0-wonders": wonder})
        assert app.session.state.view(0)["cities"][0]["wonder"] == wonder
        texts.append(play_preferring_stages(app, page))
        if expect in texts[-1]:
            return
    raise AssertionError(f"{expect!r} never appeared in {len(texts)} games")


def test_the_log_keeps_other_players_stage_and_discard_cards_face_down():
    """At the table, a card discarded or tucked under a wonder is face down: the log may
    say that Bob discarded, not what; the player's own cards it names; at the end all."""
    app, page, _ = make_app()
    start_game(app, page, 1, 3, seed=3)
    state = app.session.state
    hands = [list(state.view(p)["hand"]) for p in range(3)]
    app.on_action("move", f"discard {hands[0][0]}")
    for p in (1, 2):
        key = next(k for q, k in page.asks if q == p)
        bot_answer(app, app.session.game_id, p, key, f"discard {hands[p][0]}")
    app.on_action("toggle", "log")
    log = text_of(page.find(lambda t, a: a.get("id") == "log"))
    assert hands[0][0] in log
    assert hands[1][0] not in log and hands[2][0] not in log


def test_the_players_offered_follow_the_edition(monkeypatch):
    """2 players (the Free City) is a 1st-edition game: choosing the 2nd edition, whose
    book sets up 3 to 7 players, takes 2 off the list and moves a 2-player form to 3."""
    app, page, _ = make_app(fake=monkeypatch)
    app.on_action("new")

    def players():
        return choices(page, "players")

    game = get_game("7wonders")
    page.form_values = {"game": "7wonders", "edition": "1", "players": str(game.min_players)}
    app.on_action("setup-change")
    assert players()[0] == str(game.min_players) and app.setup["players"] == game.min_players
    page.form_values = {"edition": "2"}
    app.on_action("setup-change")
    assert players() == [str(k) for k in range(3, 8)] and app.setup["players"] == 3
    assert newgame.config(app.setup)[1]["edition"] == 2


def test_each_action_is_answered_by_one_part_of_the_page():
    """The page's parts (one per screen or panel) each answer their own actions; an
    action two parts answered would be a mistake found when the page starts."""
    from wonders_ui import hint, replay, store

    app, _page, _ = make_app()
    assert app.store.actions["hint"] is hint.act_hint
    assert app.store.actions["replay"] is replay.act_replay
    assert app.store.actions["move"].__self__ is app.store  # the table's: the store's own

    class One:
        def act_go(self, _st, _tap):
            return []

    with pytest.raises(TypeError, match="'go'"):
        store.actions_of(One(), One())
