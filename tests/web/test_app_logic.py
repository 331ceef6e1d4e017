"""The front end's Python (app shell, sessions, saves) under CPython, with a fake page."""

from __future__ import annotations

import json

import pytest
from wonders_ui import botworker, shell, storage
from wonders_ui.vdom import text_of

from engine import new_game, saves
from tests.web.fakepage import FakePage


def make_app(backend=None) -> tuple[shell.App, FakePage, storage.SaveStore]:
    page = FakePage()
    store = storage.SaveStore(backend or storage.MemoryBackend())
    app = shell.App(page, store)
    app.start()
    return app, page, store


def start_game(app, page, humans: int, players: int, seed: int = 5) -> None:
    app.on_action("new")
    page.form_values = {"players": str(players), "seed": str(seed)}
    for i in range(players):
        page.form_values[f"seat{i}-kind"] = "human" if i < humans else "bot"
        page.form_values[f"seat{i}-name"] = f"<b>P{i}</b>"
    app.on_action("start")


def answer_bots(app, page) -> None:
    while page.asks:
        p, turn = page.asks.pop(0)
        req = app.bot_request(p)
        move = botworker.act(req["game_id"], req["blob"], p, req["level"], req["seed"])
        app.bot_answer(req["game_id"], p, turn, move)


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


@pytest.mark.parametrize("humans,players", [(1, 3), (3, 4), (0, 7)])
def test_whole_game_reaches_score_pad(humans, players):
    app, page, store = make_app()
    start_game(app, page, humans, players)
    screens = play_out(app, page)
    assert "age-end" in screens
    assert ("handover" in screens) == (humans >= 2)
    pad = text_of(page.tree)
    assert "Final scores" in pad and "Total" in pad and "wins" in pad
    games, problems = store.list()
    assert not problems and games[0]["over"]


def test_names_are_text_not_markup():
    app, page, _ = make_app()
    start_game(app, page, 1, 3)
    # names travel as strings in the tree; ui.js only ever makes text nodes of strings
    assert "<b>P0</b>" in text_of(page.tree)
    assert not page.find(lambda t, a: t == "b")


def test_pass_and_play_holds_picks_and_undo():
    app, page, _ = make_app()
    start_game(app, page, 2, 3)
    answer_bots(app, page)
    assert app.screen == "handover"
    app.on_action("reveal", page.acts("reveal")[0])
    first = app.session.revealed
    app.on_action("select", page.acts("select")[0])
    app.on_action("move", page.acts("move")[0])
    assert app.screen == "picked" and app.session.pending
    app.on_action("undo")
    assert app.screen == "table" and not app.session.pending
    app.on_action("select", page.acts("select")[0])
    app.on_action("move", page.acts("move")[0])
    app.on_action("done")
    assert app.screen == "handover"
    second = int(page.acts("reveal")[0])
    assert second != first
    # the hand-over screen shows no hand and no pick
    assert not page.find(lambda t, a: a.get("data-card"))


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


def test_corrupt_and_foreign_blobs_are_reported_and_others_load():
    backend = storage.MemoryBackend()
    store = storage.SaveStore(backend)
    state = new_game("7wonders", seed=3, players=3)
    store.write("good", saves.dumps(state, {"name": "Good game"}), {"name": "Good game"})
    backend.set(storage.SAVE_PREFIX + "bad", "not base64 at all!!")
    backend.set(storage.SAVE_PREFIX + "foreign", storage.encode(b"\x81\xa1a\x01"))
    games, problems = store.list()
    assert [g["id"] for g in games] == ["good"]
    assert {p.game_id for p in problems} == {"bad", "foreign"}
    app, page, _ = make_app(backend)
    assert "cannot be loaded" in text_of(page.tree)
    app.on_action("resume", "good")
    assert app.screen in ("table", "handover")


def test_import_checks_size_and_content():
    app, page, store = make_app()
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


def test_settings_are_remembered():
    app, page, store = make_app()
    start_game(app, page, 1, 5)
    app2, page2, _ = make_app(store.backend)
    app2.on_action("new")
    assert app2.setup["players"] == 5


def test_a_game_without_a_table_is_refused_politely(monkeypatch):
    from wonders_ui import tables

    monkeypatch.delitem(tables.RENDERERS, "duel")  # Duel has a table now: pretend not
    app, page, store = make_app()
    duel = new_game("duel", seed=1)
    page.import_bytes = saves.dumps(duel, {"name": "Duel"})
    app.on_action("import", json.dumps({"name": "duel.wonders"}))
    assert app.screen == "home"
    assert page.toasts[-1][0] == "error" and "cannot be played here yet" in page.toasts[-1][1]


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
        app.on_action("new")
        page.form_values = {"players": "3", "seed": str(seed), "wonders": "chosen",
                            "sides": side, "seat0-kind": "human", "seat0-wonder": wonder,
                            "seat1-kind": "bot", "seat2-kind": "bot"}
        app.on_action("setup-change")
        app.on_action("start")
        assert app.session.state.cities[0].wonder.name == wonder
        texts.append(play_preferring_stages(app, page))
        if expect in texts[-1]:
            return
    raise AssertionError(f"{expect!r} never appeared in {len(texts)} games")


def test_solo_undo_while_bots_think():
    app, page, _ = make_app()
    start_game(app, page, 1, 3)
    hand = page.acts("select")
    app.on_action("select", hand[0])
    app.on_action("move", page.acts("move")[0])
    assert not page.acts("select") and page.find(lambda t, a: a.get("id") == "undo")
    app.on_action("undo-solo")
    assert page.acts("select") == hand
    answer_bots(app, page)  # the bots' picks stand; the person picks again
    app.on_action("select", hand[-1])
    app.on_action("move", page.acts("move")[0])
    assert app.session.turns_resolved == 1


def test_the_log_keeps_other_players_stage_and_discard_cards_face_down():
    """At the table, a card discarded or tucked under a wonder is face down: the log may
    say that Bob discarded, not what; the player's own cards it names; at the end all."""
    from wonders_ui.tables import classic as table

    state = new_game("7wonders", seed=3, players=3, names=["Ann", "Bob", "Cy"])
    hands = [list(state.view(p)["hand"]) for p in range(3)]
    state.apply(0, f"discard {hands[0][0]}")
    state.apply(1, f"discard {hands[1][0]}")
    state.apply(2, f"discard {hands[2][0]}")

    class Seats:
        def __init__(self, st):
            self.state = st

        def name(self, p):
            return ["Ann", "Bob", "Cy"][p]

    session = Seats(state)
    ann = "\n".join(table.log_lines(session, 0))
    assert hands[0][0] in ann
    assert hands[1][0] not in ann and hands[2][0] not in ann
    assert "Bob: Discard a hidden card" in ann
    everything = "\n".join(table.log_lines(session, reveal=True))
    assert all(h[0] in everything for h in hands)
