"""Saved games have distinct names: the game, its number, its players and when it
began ("7 Wonders #2 · You, Bot 1, Bot 2, Bot 3 · 23 Nov 21:05"), so four games with the
same seats are not four identical "You, Bot 1, Bot 2, Bot 3". A name is metadata only:
saves named the old way keep loading, and the home list tells them apart."""

from __future__ import annotations

import re
import time
from pathlib import Path

from wonders_ui import home, storage
from wonders_ui.vdom import text_of

from engine import saves
from tests.web.test_app_logic import make_app

FIXTURES = Path(__file__).resolve().parents[1] / "engine" / "fixtures" / "saves"
SEATS = ["You", "Bot 1", "Bot 2", "Bot 3"]
NOW = time.struct_time((2026, 12, 1, 10, 0, 0, 1, 335, -1))  # a week after the saves
WHEN = r"\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d\d:\d\d"


def start(app, page, game: str, seats: list[str], seed: int = 3) -> str:
    """A new game from the form with one person and bots; the new save's id."""
    app.on_action("new")
    page.form_values = {"game": game}
    app.on_action("setup-change")
    page.form_values = {"game": game, "players": str(len(seats)), "seed": str(seed)}
    for i, name in enumerate(seats):
        page.form_values[f"seat{i}-kind"] = "human" if i == 0 else "bot"
        page.form_values[f"seat{i}-name"] = name
    app.on_action("start")
    return app.session.game_id


def home_labels(page) -> list[str]:
    return [text_of(n) for n in page.find(lambda t, a: "save-name" in str(a.get("class")))]


def test_four_games_with_the_same_seats_get_four_names(monkeypatch):
    app, page, store = make_app(fake=monkeypatch)
    ids = []
    for seed in range(4):
        ids.append(start(app, page, "7wonders", SEATS, seed))
    assert len(set(ids)) == 4
    names = [store.name_of(i) for i in ids]
    assert len(set(names)) == 4
    for n, name in enumerate(names, 1):
        assert re.fullmatch(rf"7 Wonders #{n} · You, Bot 1, Bot 2, Bot 3 · {WHEN}", name), name
    app.on_action("home")
    assert sorted(home_labels(page)) == sorted(names)


def test_a_duel_is_named_for_its_two_players_and_numbered_on_its_own(monkeypatch):
    app, page, store = make_app(fake=monkeypatch)
    start(app, page, "7wonders", ["Ann", "Bot 1", "Bot 2"])
    duel = start(app, page, "duel", ["Ann", "Bot 1"])
    assert re.fullmatch(rf"7 Wonders Duel #1 · Ann vs Bot 1 · {WHEN}", store.name_of(duel))


def test_a_number_is_not_given_again_after_a_delete():
    store = storage.SaveStore(storage.MemoryBackend())
    first = store.new_name("duel", "7 Wonders Duel", ["A", "B"])
    second = store.new_name("duel", "7 Wonders Duel", ["A", "B"])
    assert " #1 · " in first and " #2 · " in second
    assert " #3 · " in store.new_name("duel", "7 Wonders Duel", ["A", "B"])
    assert " #1 · " in store.new_name("7wonders", "7 Wonders", ["A", "B", "C"])


def test_the_name_says_the_day_and_time_the_game_began():
    when = time.struct_time((2026, 11, 3, 9, 5, 0, 1, 307, 0))
    assert storage.save_name("7 Wonders", 12, ["You", "Bot 1", "Bot 2"], when) == (
        "7 Wonders #12 · You, Bot 1, Bot 2 · 3 Nov 09:05")


def test_saves_named_after_their_players_alone_still_load_and_are_told_apart(monkeypatch):
    """Four old saves all named "You, Bot 1, Bot 2, Bot 3": each loads, and the list
    numbers them in the order they were made."""
    backend = storage.MemoryBackend()
    store = storage.SaveStore(backend)
    old = "You, Bot 1, Bot 2, Bot 3"
    files = sorted(FIXTURES.glob("*.wonders"))
    for k, path in enumerate(files[:4]):
        state = saves.replay(saves.read_save(path.read_bytes()))
        meta = {"name": old, "game": state.game,
                "seats": [{"kind": "bot" if p else "human", "name": f"Bot {p}" if p else "You"}
                          for p in range(state.num_players())]}
        store.write(f"2026010{k}-120000", saves.dumps(state, meta), meta)
    app, page, _ = make_app(backend, fake=monkeypatch)
    labels = home_labels(page)
    assert sorted(labels) == [f"{old} ({k})" for k in range(1, 5)]
    for k in range(4):
        app.on_action("resume", f"2026010{k}-120000")
        assert app.screen in ("table", "end") and app.session.title == old
        app.on_action("home")


def test_a_name_is_metadata_only():
    """The same game under two names: the same moves, the same state once loaded."""
    blob = (FIXTURES / "duel-mid.wonders").read_bytes()
    data = saves.read_save(blob)
    state = saves.replay(data)
    renamed = saves.dumps(state, {**(data.get("meta") or {}), "name": "7 Wonders Duel #9"})
    again = saves.read_save(renamed)
    assert again["moves"] == data["moves"] and again["seed"] == data["seed"]
    assert saves.replay(again).view(0) == state.view(0)


def test_the_home_list_keeps_a_unique_name_as_it_is():
    games = [{"id": "b", "name": "Duel #1"}, {"id": "a", "name": "Twin"},
             {"id": "c", "name": "Twin"}]
    assert home.save_labels(games) == {"a": "Twin (1)", "b": "Duel #1", "c": "Twin (2)"}


def test_the_line_under_a_name_is_worded_from_the_saves_data_when_shown():
    """The stored name stays as stored; the "game · players · age · date" line is made
    when the list is drawn, the date in the language's format."""
    from wonders_ui import i18n

    save = {"id": "g1", "name": "7 Wonders #4 · You, Bot 1, Bot 2 · 23 Nov 21:05",
            "game": "7wonders", "title": "7 Wonders", "players": ["You", "Bot 1", "Bot 2"],
            "age": 2, "date": "2026-11-24 03:23"}
    assert home.save_details(save, NOW) == "7 Wonders · 3 players · age 2 · 24 Nov 03:23"
    assert home.save_details({**save, "players": ["You"], "over": True}, NOW) == (
        "7 Wonders · 1 player · finished · 24 Nov 03:23")
    try:
        i18n.set_language("da")
        line = home.save_details(save, NOW)
        shown = text_of(home.screen([save], [], None))
    finally:
        i18n.set_language("en")
    assert line.endswith("24. nov. 03.23")
    assert save["name"] in shown  # the name as it was stored, never reworded
    assert storage.shown_date("yesterday") == "yesterday"  # a date of another form


def test_a_new_name_is_worded_in_the_language_spoken_when_the_game_began():
    from wonders_ui import i18n

    when = time.struct_time((2026, 11, 23, 21, 5, 0, 0, 327, -1))
    assert storage.save_name("7 Wonders Duel", 2, ["You", "Bot 1"], when) == (
        "7 Wonders Duel #2 · You vs Bot 1 · 23 Nov 21:05")
    try:
        i18n.set_language("da")
        danish = storage.save_name("7 Wonders", 4, ["You", "Bot 1", "Bot 2"], when)
    finally:
        i18n.set_language("en")
    assert danish == "7 Wonders #4 · You, Bot 1, Bot 2 · 23. nov. 21.05"
