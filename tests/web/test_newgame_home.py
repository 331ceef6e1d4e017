"""The new-game screen as choices and home as cards (issue 27), and the small things a
player tripped on, each checked where it was seen: on the fake page's tree, with the
page's own Python."""

from __future__ import annotations

import json
import re
import time

from wonders_ui import home, i18n, newgame, storage
from wonders_ui.tables import classic_scores
from wonders_ui.vdom import text_of

from engine import all_games, get_game, new_game, saves
from tests.web.test_app_logic import choices, make_app, start_game


def radios(page, name: str) -> list[dict]:
    return [a for _t, a, *_ in page.find(lambda t, a: t == "input" and a.get("name") == name)]


def test_a_first_new_game_is_4_players_of_7_wonders_and_the_free_city_stays_offered(
        monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    app.on_action("new")
    assert app.setup["game"] == "7wonders" and app.setup["players"] == 4
    assert "2" in choices(page, "players")  # the Free City variant, one tap away
    chosen = [a["value"] for a in radios(page, "players") if a.get("checked")]
    assert chosen == ["4"]
    app.on_action("home")
    app.on_action("new", "duel")  # a game box: Duel is for 2
    assert app.setup["players"] == 2
    app.on_action("new", "7wonders")  # back: its own 4, not Duel's 2 (the Free City)
    assert app.setup["players"] == 4


def test_every_choice_is_a_labelled_form_control_and_rare_options_are_folded(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    app.on_action("new")
    for game in all_games():
        app.on_action("new", game.id)
        labels = page.find(lambda t, a: t == "label" and "chip" in str(a.get("class")))
        assert labels and all(any(c[0] == "input" for c in lab[2:] if isinstance(c, list))
                              for lab in labels)  # each chip: a radio in its label
        folded = page.find(lambda t, a: t == "details" and a.get("id") == "advanced")[0]
        inside = {a.get("name") for _t, a, *_ in page.find(lambda t, a: "name" in a, folded)}
        for option in game.options:
            assert (option.key in inside) == option.advanced, option.key
        assert "seed" in inside


def test_wonder_sides_are_offered_once():
    sides = next(o for o in get_game("7wonders").options if o.key == "sides")
    labels = [label for _v, label in sides.choices]
    assert labels == ["A (day)", "B (night)", "Random"]
    # the 2nd edition's words still set a game up, as one of those choices
    state = new_game("7wonders", seed=1, players=3, edition=2, sides="B")
    assert {c["side"] for c in state.view(0)["cities"]} == {"night"}


def test_every_bot_level_is_described_in_plain_words_and_no_two_read_alike(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    for game in all_games():
        summaries = [lv.summary for lv in game.bot_levels]
        assert len(set(summaries)) == len(summaries), game.id
        for summary in summaries:
            assert not re.search(r"rbAI|playout|greedy|search|\d", summary), summary
        made = {type(lv.make(1)).__name__ + repr(getattr(lv.make(1), "playouts", ""))
                for lv in game.bot_levels}
        assert len(made) == len(game.bot_levels), game.id  # each level its own bot
    app.on_action("new", "duel")
    page.form_values = {"seat1-kind": "bot"}
    app.on_action("setup-change")
    shown = text_of(page.tree)
    assert "easy: plays simply: the most points now, blind to threats" in shown
    assert "strong: thinks ahead, takes a second" in shown


def test_settings_are_remembered_with_the_player_count_of_each_game(monkeypatch):
    app, page, store = make_app(fake=monkeypatch)
    start_game(app, page, 1, 5)
    app2, page2, _ = make_app(store.backend, fake=monkeypatch)
    app2.on_action("new", "duel")
    app2.on_action("new", "7wonders")
    assert app2.setup["players"] == 5


def test_home_shows_game_boxes_and_saves_as_cards_with_a_picture(monkeypatch):
    app, page, store = make_app()
    assert [a.get("data-arg") for _t, a, *_ in page.find(
        lambda t, a: t == "button" and "game-box" in str(a.get("class")))] == [
        g.id for g in all_games()]
    start_game(app, page, 1, 3, names=["You", "Ann", "Bob"])
    game_id = app.session.game_id
    app.on_action("home")
    card = page.find(lambda t, a: a.get("data-game") == game_id)[0]
    text = text_of(card)
    assert "You, Ann, Bob" in text and "Your turn" in text
    assert re.search(r"today \d\d:\d\d", text)
    tiles = page.find(lambda t, a: "tile" in str(a.get("class")).split(), card)
    assert len(tiles) == 3  # one a player, their wonder's colour and the stages built
    wonders = [c["wonder"] for c in app.state.saves.load(game_id)[0].view(0)["cities"]]
    assert all(w in a["title"] for (_t, a, *_), w in zip(tiles, wonders))
    assert page.find(lambda t, a: a.get("data-act") == "resume"
                     and a.get("data-arg") == game_id and "open" in str(a.get("class")), card)
    assert page.acts("export") and page.acts("delete")


def test_a_save_says_when_as_a_person_says_it():
    now = time.struct_time((2026, 11, 26, 21, 0, 0, 3, 330, -1))
    assert storage.shown_when("2026-11-26 14:05", now) == "today 14:05"
    assert storage.shown_when("2026-11-25 09:10", now) == "yesterday 09:10"
    assert storage.shown_when("2026-11-20 09:10", now) == "20 Nov 09:10"
    try:
        i18n.set_language("da")
        assert storage.shown_when("2026-11-26 14:05", now) == "i dag 14.05"
    finally:
        i18n.set_language("en")


def test_whose_turn_is_worded_from_the_seats():
    seats = [{"kind": "human", "name": "You"}, {"kind": "bot", "name": "Bot 1"}]
    assert home.whose_turn({"seats": seats, "to_move": [0, 1]}) == "Your turn"
    assert home.whose_turn({"seats": seats, "to_move": [1]}) == "the bots' turn"
    assert home.whose_turn({"seats": seats, "to_move": [1], "over": True}) == "finished"
    assert home.whose_turn({"seats": seats}) == ""  # an old save: nothing made up


def test_an_imported_copy_gets_a_name_of_its_own_not_a_number(monkeypatch):
    app, page, store = make_app(fake=monkeypatch)
    state = new_game("7wonders", seed=4, players=3)
    page.import_bytes = saves.dumps(state, {"name": "Sunday game", "seats": []})
    for _ in range(3):
        app.on_action("import", json.dumps({"name": "sunday.wonders"}))
        app.on_action("home")
    labels = sorted(home.save_labels(store.list()[0]).values())
    assert labels == ["Sunday game", "Sunday game (copy 2)", "Sunday game (copy 3)"]
    assert not any(re.search(r"\(\d\)$", label) for label in labels)


def test_a_bad_import_names_no_python_class(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    good = saves.dumps(new_game("7wonders", seed=4, players=3), {})
    for junk in (b"garbage", good + b"\x00", good[:-3]):  # ExtraData, cut short
        page.import_bytes = junk
        app.on_action("import", json.dumps({"name": "junk.wonders"}))
        kind, text = page.toasts[-1]
        assert kind == "error" and "junk.wonders cannot be imported" in text
        assert not re.search(r"\(\w*(Data|Error|Exception)\w*\)", text), text


def test_the_replays_last_step_does_not_say_it_waits(monkeypatch):
    app, page, _ = make_app()
    start_game(app, page, 1, 3)
    app.on_action("select", page.acts("select")[0])
    app.on_action("move", page.acts("move")[0])  # the bots have not moved: a held turn
    app.on_action("replay")
    app.on_action("replay-go", "last")
    shown = text_of(page.tree)
    assert "Waiting for the table" not in shown
    assert "The replay ends here: the game goes on at the table." in shown


def test_no_two_score_categories_look_alike():
    """Treasury and Commerce were two near-identical yellows: every two of the score
    chart's colours differ by a CIELAB distance of 20 or more."""
    def lab(hx: str) -> tuple[float, float, float]:
        rgb = [int(hx[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        r, g, b = (((c + 0.055) / 1.055) ** 2.4 if c > 0.04045 else c / 12.92 for c in rgb)
        xyz = ((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047,
               r * 0.2126 + g * 0.7152 + b * 0.0722,
               (r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883)
        fx, fy, fz = (v ** (1 / 3) if v > 0.008856 else 7.787 * v + 16 / 116 for v in xyz)
        return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)

    colours = classic_scores.CATEGORY_COLOURS
    keys = sorted(colours)
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            d = sum((p - q) ** 2 for p, q in zip(lab(colours[a]), lab(colours[b]))) ** 0.5
            assert d >= 20, (a, b, round(d, 1))


def test_the_default_count_is_the_nearest_allowed():
    setup = newgame.default_setup({"game": "duel"})
    assert setup["players"] == 2
