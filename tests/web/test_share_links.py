"""Share links (``sharing``): a set-up link deals the same game on another device, a
finished game's replay link opens its replay; a damaged, unknown or oversized link is
refused with one line and changes nothing."""

from __future__ import annotations

import base64

from wonders_ui import sharing, storage

from engine import saves
from tests.web.test_app_logic import make_app, play_out, start_game


def shared(page, kind: str) -> str:
    """The payload of the last link copied (``#kind=...``)."""
    url = page.copied[-1]
    assert url.startswith(f"https://wonders.test/#{kind}=")
    found = page.find(lambda t, a: a.get("id") == "share-link")
    assert found and found[0][1]["value"] == url, "the link shows in a field as well"
    return url.split("=", 1)[1]


def test_a_set_up_link_from_the_form_deals_the_same_game():
    app, page, _ = make_app()
    app.on_action("new")
    page.form_values = {"game": "7wonders", "players": "4", "seed": "", "sides": "B",
                        "seat1-kind": "bot", "seat2-kind": "human", "seat2-name": "Ann"}
    app.on_action("share-setup")
    payload = shared(page, "setup")
    assert app.setup["seed"], "a seed is drawn so both devices deal the same game"
    seed = page.find(lambda t, a: a.get("id") == "seed")[0][1]["value"]
    assert seed == app.setup["seed"], "and the form shows it"
    page.form_values["seed"] = seed
    app.on_action("start")
    there, there_page, there_store = make_app()
    there.on_action("setup-link", payload)
    assert there.screen == "setup" and there_page.toasts[-1][0] == "info"
    assert there_page.find(lambda t, a: a.get("id") == "start")
    there.on_action("start")
    here, away = app.session, there.session
    assert away.state.seed == here.state.seed and away.state.config == here.state.config
    assert [s.kind for s in away.seats] == [s.kind for s in here.seats]
    assert away.state.view(0)["hand"] == here.state.view(0)["hand"]  # the same first hands
    assert away.state.view(None) == here.state.view(None)


def test_a_set_up_link_from_the_table_keeps_the_chosen_wonders():
    app, page, _ = make_app()
    start_game(app, page, 1, 3, seed=11, wonders="chosen", **{
        "seat0-wonders": "Rhodes", "seat2-wonders": "Giza"})
    app.on_action("share-setup")
    there, _page, _ = make_app()
    there.on_action("setup-link", shared(page, "setup"))
    there.on_action("start")
    here, away = app.session.state, there.session.state
    assert away.config == here.config and away.config["wonders"][0] == "Rhodes"
    assert away.view(0)["hand"] == here.view(0)["hand"] and away.seed == 11


def test_a_damaged_or_oversized_link_is_refused_and_changes_nothing():
    app, page, store = make_app()
    start_game(app, page, 1, 3)
    app.on_action("home")
    before = store.list()[0]
    cases = {
        "1.!!not base64": "This link to a game is damaged",
        "1.e30": "This link to a game is damaged",  # {} : no game
        "9.e30": "This link was made by a newer version of this page",
        "1." + "A" * (sharing.MAX_SETUP_CHARS + 10):
            "This link is too long to be a game (at most 256 KB)",
    }
    for payload, error in cases.items():
        app.on_action("setup-link", payload)
        assert page.toasts[-1] == ("error", error) and app.screen == "home"
    big = "1." + "A" * (sharing.MAX_REPLAY_CHARS + 10)
    app.on_action("replay-link", big)
    assert page.toasts[-1] == ("error", "This link is too long to be a game (at most 256 KB)")
    blob = base64.urlsafe_b64encode(b"\x93junk").decode().rstrip("=")
    app.on_action("replay-link", "1." + blob)
    kind, text = page.toasts[-1]
    assert kind == "error" and "\n" not in text and app.screen == "home"
    assert store.list()[0] == before and app.session is None


def test_a_replay_link_opens_the_finished_game_on_the_replay_screen():
    app, page, store = make_app()
    start_game(app, page, 0, 2, game="duel")
    play_out(app, page)
    app.on_action("share-replay")
    payload = shared(page, "replay")
    assert len(payload) < sharing.MAX_REPLAY_CHARS
    there, there_page, there_store = make_app()
    there.on_action("replay-link", payload)
    assert there.screen == "replay" and there.state.replay is not None
    assert there.state.replay.states[-1].log == app.session.state.log
    assert there.state.replay.sides == [0, 1]  # the game is over: either side
    assert there_store.list()[0] == [], "a shared replay is not stored"
    there.on_action("replay-go", "first")
    assert there.state.replay.step == 0
    there.on_action("replay-close")
    assert there.screen == "home" and there.session is None


def test_an_unfinished_game_is_not_shared_as_a_replay():
    app, page, _ = make_app()
    start_game(app, page, 1, 2, game="duel")
    app.on_action("share-replay")
    assert page.copied == []
    blob = app.session.save_blob({})
    app.on_action("replay-link", sharing.replay_link(blob))
    assert page.toasts[-1][0] == "error" and app.screen != "replay"
    assert len(blob) <= storage.MAX_IMPORT_BYTES and saves.read_save(blob)
