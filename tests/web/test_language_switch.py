"""The language switch (issue "The game in the rulebooks' languages"): chosen from the
home screen or the table, it redraws the screen in that language, is remembered on
this device, and never touches the game being played."""

from __future__ import annotations

import pytest
from wonders_ui import i18n, saving
from wonders_ui.vdom import is_node, text_of

from tests.web.test_app_logic import answer_bots, make_app, start_game


@pytest.fixture(autouse=True)
def english_after():
    """Each test starts and ends in English (the language is the page's, global)."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def picker_choice(tree) -> str | None:
    """The language the drawn switch (``#language``) shows as chosen."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if is_node(node):
            attrs = node[1] or {}
            if node[0] == "select" and attrs.get("id") == "language":
                return next(o[1]["value"] for o in node[2:] if is_node(o) and o[1].get("selected"))
            stack.extend(node[2:])
        elif isinstance(node, list):
            stack.extend(node)
    return None


def test_choosing_danish_on_the_home_screen_redraws_it_in_danish():
    app, page, store = make_app()
    assert app.screen == "home" and "Language" in text_of(page.tree)
    app.on_action("language", "da")
    assert app.screen == "home"
    assert "Sprog" in text_of(page.tree) and "Language" not in text_of(page.tree)
    assert picker_choice(page.tree) == "da" and page.lang == "da"


def test_the_choice_is_remembered_on_this_device_and_wins_over_the_browser():
    app, page, store = make_app()
    app.on_action("language", "sv")
    assert store.language() == "sv"
    i18n.set_language("en")
    again, page2, _ = make_app(backend=store.backend)  # the next visit, same storage
    assert i18n.language() == "sv" and page2.lang == "sv"


def test_the_browsers_language_is_spoken_until_one_is_chosen():
    app, page, store = make_app()
    page.preferred = ["da-DK", "en"]
    app.start()
    assert i18n.language() == "da" and store.language() is None


def test_an_unknown_code_keeps_the_language():
    app, page, store = make_app()
    app.on_action("language", "da")
    app.on_action("language", "xx")
    assert i18n.language() == "da" and store.language() == "da"
    assert picker_choice(page.tree) == "da"


def test_switching_mid_game_keeps_the_game_its_log_and_its_screen():
    app, page, store = make_app()
    start_game(app, page, humans=1, players=3)
    answer_bots(app, page)
    move = app.session.legal_texts(0)[0]
    app.on_action("move", move)
    answer_bots(app, page)
    session, log, screen = app.session, list(app.session.state.log), app.screen
    app.on_action("language", "da")
    assert app.session is session and app.session.state.log == log and app.screen == screen
    assert not [text for kind, text in page.toasts if kind == "error"]
    app.on_action("language", "en")
    assert app.session is session and app.session.state.log == log


def test_a_game_saved_in_one_language_opens_in_another():
    app, page, store = make_app()
    app.on_action("language", "hu")
    start_game(app, page, humans=1, players=3)
    answer_bots(app, page)
    game_id, log = app.session.game_id, list(app.session.state.log)
    app.on_action("home")
    app.on_action("language", "nl")
    app.on_action("resume", game_id)
    assert app.screen == "table" and app.session.state.log == log


def test_a_notice_above_the_screen_is_worded_again_in_the_new_language(monkeypatch):
    """A banner (the game also open in another tab) follows the switch; its button's
    action stays the same."""
    words = {"OK": "Forstået", "New game": "Nyt spil"}
    monkeypatch.setattr(i18n.Catalogue, "load",
                        classmethod(lambda cls, lang: cls(lang, dict(words))))
    app, page, store = make_app()
    start_game(app, page, humans=1, players=3)
    app.state.notice = saving.also_open()
    app.on_action("language", "da")
    banner = text_of(page.tree)
    assert "Forstået" in banner and app.state.notice.actions[0][:2] == ("dismiss", "")
    app.on_action("home")
    assert "Nyt spil" in text_of(page.tree)


def test_an_embed_speaks_the_first_language_it_is_given_that_the_site_has(monkeypatch):
    """A rule example's title and captions follow the languages the embed worker
    passes (the page's choice, then the browser's); English without any."""
    import json
    from pathlib import Path

    from wonders_ui import embed

    example = Path(embed.__file__).parents[1] / "examples" / "chains-1e.json"
    words = {"Chains: building for free": "Kæder: at bygge gratis"}
    monkeypatch.setattr(i18n.Catalogue, "load",
                        classmethod(lambda cls, lang: cls(lang, dict(words))))
    danish = json.loads(embed.draw(example.read_text(), ["fr-FR", "da-DK", "en"]))
    assert danish["title"] == "Kæder: at bygge gratis"
    english = json.loads(embed.draw(example.read_text(), []))
    assert english["title"] == "Chains: building for free"
    assert [f["caption"] for f in english["frames"]] == [f["caption"] for f in danish["frames"]]


def test_the_first_seat_reads_du_in_danish_and_stays_you_in_the_game():
    """The new-game form shows the "You" seat as "Du"; "Du" typed back (or "You") is
    the second person, so the game says "Du bygger", and the save says "You"."""
    from wonders_ui import newgame

    app, page, store = make_app()
    app.on_action("language", "da")
    app.on_action("new")
    names = [n[1].get("value") for n in _inputs(page.tree) if n[1].get("name") == "seat0-name"]
    assert names == [i18n.t("You")] and names[0] != "You"
    setup = newgame.default_setup({})
    newgame.read_form(setup, {"seat0-name": "du"})
    assert setup["seats"][0]["name"] == "You"
    newgame.read_form(setup, {"seat0-name": "Dux"})
    assert setup["seats"][0]["name"] == "Dux"


def _inputs(tree) -> list:
    out, stack = [], [tree]
    while stack:
        node = stack.pop()
        if is_node(node):
            if node[0] == "input":
                out.append(node)
            stack.extend(node[2:])
        elif isinstance(node, list):
            stack.extend(node)
    return out
