"""The app's settings (motion, colour-blind palette, text size, hints in pass-and-play)
and "Suggest a move", under CPython with a fake page (``wonders_ui.settings``,
``wonders_ui.hint``, ``engine.hints``)."""

from __future__ import annotations

import pytest
from wonders_ui import botworker, hint, i18n, settings, storage
from wonders_ui import view as page_view
from wonders_ui.vdom import text_of

from engine import get_game
from engine.classic.moves import Move
from engine.classic.outcomes import facts as classic_facts
from engine.duel.moves import parse as duel_parse
from engine.duel.outcomes import facts as duel_facts
from engine.hints import suggest
from tests.web.fakepage import hint_answer
from tests.web.test_app_logic import answer_bots, make_app, start_game


def answer_hint(app, page) -> dict:
    """Answer the hint asked last, as the bot worker does; its answer."""
    p, key = page.hints.pop()
    req = app.page.request(p)
    reply = botworker.hint(req["game_id"], req["blob"], p, req["seed"])
    import json

    data = json.loads(reply)
    hint_answer(app, req["game_id"], p, key, data.get("hint"), data.get("error"))
    return data["hint"]


def by_id(page, id_: str) -> list:
    found = page.find(lambda t, a: a.get("id") == id_)
    return found[0] if found else []


# ---------------------------------------------------------------------- settings


def test_settings_are_remembered_and_applied_at_start():
    backend = storage.MemoryBackend()
    app, page, store = make_app(backend)
    assert page.classes == set()
    app.on_action("settings")  # from home
    assert by_id(page, "settings")
    for arg in ("motion:reduced", "palette:true", "text:larger", "hints:true"):
        app.on_action("setting", arg)
    assert page.classes == {"motion-reduced", "cb", "text-larger"}
    pressed = [a["data-arg"] for _t, a, *_ in page.find(
        lambda t, a: a.get("data-act") == "setting" and a.get("aria-pressed") == "true")]
    assert sorted(pressed) == ["hints:true", "motion:reduced", "palette:true",
                               "stun-preset:off", "text:larger"]
    assert store.prefs() == {"motion": "reduced", "palette": True, "text": "larger",
                             "hints": True, "stun": ""}
    app.on_action("setting", "motion:none")
    assert "motion-none" in page.classes and "motion-reduced" not in page.classes
    app.on_action("settings")  # Close
    assert not by_id(page, "settings")
    # a new visit: the classes are put on the page at once, before anything is tapped
    again, page2, _ = make_app(backend)
    assert page2.classes == {"motion-none", "cb", "text-larger"}
    assert again.state.settings.prefs.hints is True


def test_unknown_stored_settings_fall_back_to_the_defaults():
    assert settings.Prefs.of({"motion": "warp", "palette": "yes", "text": 3}) == settings.Prefs()
    assert settings.Prefs.of(None).classes() == []


def test_settings_button_at_home_and_at_the_table(monkeypatch):
    app, page, _ = make_app()
    assert by_id(page, "settings-button")
    start_game(app, page, humans=1, players=3)
    assert by_id(page, "settings-button")  # in the top bar's tools (folded on a phone)
    app.on_action("settings")
    assert by_id(page, "settings") and by_id(page, "hand")  # over the table, which stays


def test_motion_none_stills_the_reveal():
    app, page, _ = make_app(pace="normal")
    start_game(app, page, humans=1, players=3)
    assert page_view.context(app.state, 0).reveal_ms == 1200
    app.on_action("setting", "motion:none")
    assert page_view.context(app.state, 0).reveal_ms == 0


def test_settings_words_are_translated():
    i18n.set_language("da")
    try:
        panel = text_of(settings.panel(settings.Prefs()))
        for english in ("Settings", "Motion", "Text size", "Colour-blind cards"):
            assert english not in panel
    finally:
        i18n.set_language("en")


# ---------------------------------------------------------------------- the hint


@pytest.mark.parametrize("game,players,form", [
    ("7wonders", 3, {}), ("7wonders", 4, {"edition": "2"}), ("duel", 2, {})])
def test_hint_suggests_a_legal_move_and_plays_nothing(game, players, form):
    app, page, _ = make_app()
    start_game(app, page, humans=1, players=players, game=game, **form)
    answer_bots(app, page)
    s = app.session
    p = app.viewer()
    log = list(s.state.log)
    assert by_id(page, "hint-button")
    app.on_action("hint")
    assert page.bots_started and page.hints  # the worker starts if it was not running
    data = answer_hint(app, page)
    assert data["move"] in s.legal_texts(p)
    assert list(s.state.log) == log and p in s.humans_to_move()  # nothing played
    line = by_id(page, "hint-line")
    assert line and line[1]["data-move"] == data["move"]
    assert text_of(line).startswith("Suggested: ")
    card = hint.card_of(data["facts"])
    if data["verb"] in ("build", "stage", "discard", "wonder"):
        assert app.state.ui.selected == card  # its actions show
        assert page.find(lambda t, a: "hinted" in (a.get("class") or "").split())


def test_hint_is_forgotten_after_a_move():
    app, page, _ = make_app()
    start_game(app, page, humans=1, players=3)
    app.on_action("hint")
    data = answer_hint(app, page)
    app.on_action("move", data["move"])
    answer_bots(app, page)
    assert by_id(page, "hint-button") and not by_id(page, "hint-line")


def test_no_hint_in_pass_and_play_unless_turned_on():
    app, page, _ = make_app()
    start_game(app, page, humans=2, players=3)  # pass-and-play with a bot: offered
    app.on_action("reveal", page.acts("reveal")[0])
    assert by_id(page, "hint-button")
    app2, page2, _ = make_app()
    start_game(app2, page2, humans=3, players=3)  # only people at the table
    app2.on_action("reveal", page2.acts("reveal")[0])
    assert by_id(page2, "hand") and not by_id(page2, "hint-button")
    app2.on_action("hint")
    assert not page2.hints
    app2.on_action("setting", "hints:true")
    assert by_id(page2, "hint-button")
    app2.on_action("hint")
    assert page2.hints


def said(move: str, player: int | None = None, **gains: int) -> str:
    """The hint's line for the engine's answer of a move (its facts as the engine
    gives them: ``engine.classic.outcomes.facts``, ``engine.duel.outcomes.facts``)."""
    try:
        facts = classic_facts(Move.parse(move))
    except ValueError:
        facts = duel_facts(duel_parse(move))
    return hint.line({"move": move, "verb": facts["kind"], "facts": facts, **gains}, player)


def test_hint_line_words_the_engine_data():
    i18n.set_language("en")
    assert said("build Temple (left 1)", points=2, coins=-1) == (
        "Suggested: Build Temple: +2 points now, -1 coin.")
    assert "brings later" in said("build Press", points=-1, coins=-1)
    assert "No points now" in said("build Press", points=0, coins=0)
    assert hint.card_of(duel_facts(duel_parse("wonder The Statue of Zeus with Apothecary"))
                        ) == "Apothecary"
    assert said("wonder The Statue of Zeus with Apothecary") == (
        "Suggested: Build the wonder The Statue of Zeus with Apothecary.")


def test_engine_suggestion_gains_follow_the_scoring():
    state = get_game("7wonders").new_game(seed=3, players=3)
    got = suggest(state, 0)
    assert got["move"] in [str(m) for m in state.legal_actions(0)]
    assert isinstance(got["points"], int) and isinstance(got["coins"], int)
    duel = get_game("duel").new_game(seed=1)
    assert suggest(duel, duel.current_players()[0])["verb"] == "draft"


def test_hint_words_the_rules_choices():
    """A coin loss, building nothing from the discard pile and who starts Duel's next
    Age are worded by what they do; they name no card to mark."""
    i18n.set_language("en")
    assert said("pay 2 debt 1") == "Suggested: Pay 2 and take 1 debt."
    assert said("pay 0 debt 3") == "Suggested: Take 3 debt."
    assert said("pay 3 debt 0") == "Suggested: Pay 3 coins."
    assert said("pass") == "Suggested: Build nothing."
    assert said("start 1", 1) == "Suggested: Start the next Age yourself."
    assert said("start 0", 1) == "Suggested: Let your opponent start the next Age."
    assert hint.card_of(classic_facts(Move.parse("pay 2 debt 1"))) == ""
    assert hint.card_of(duel_facts(duel_parse("start 0"))) == ""


def test_hint_in_a_coin_loss():
    """Cities: when the person must lose coins, "Suggest a move" answers above the
    ways to meet the loss and marks the one it suggests."""
    for seed in range(1, 40):
        app, page, _ = make_app()
        start_game(app, page, humans=1, players=4, seed=seed, cities="on")
        for _ in range(200):
            answer_bots(app, page)
            if by_id(page, "debt") or app.screen == "end":
                break
            if app.screen == "age-end":
                app.on_action("continue")
            elif page.acts("select"):
                app.on_action("select", page.acts("select")[0])
                app.on_action("move", page.acts("move")[0])
            elif page.acts("move"):
                app.on_action("move", page.acts("move")[0])
        if not by_id(page, "debt"):
            continue
        assert by_id(page, "hint-button")
        app.on_action("hint")
        data = answer_hint(app, page)
        assert data["verb"] == "pay" and data["move"] in app.session.legal_texts(0)
        line = by_id(page, "hint-line")
        assert text_of(line).startswith(("Suggested: Pay", "Suggested: Take"))
        marked = page.find(lambda t, a: "hinted" in (a.get("class") or "").split())
        assert [a["data-arg"] for _t, a, *_ in marked] == [data["move"]]
        return
    raise AssertionError("no coin loss came to the person in 39 deals")
