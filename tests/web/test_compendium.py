"""The compendium: every card and wonder of the game as printed, by age, searchable,
from the home screen and from the table (a bot's move never takes it away)."""

from __future__ import annotations

import pytest
from wonders_ui import compendium
from wonders_ui.tables import classic_compendium
from wonders_ui.tables.icons import spoken
from wonders_ui.vdom import is_node

from engine import get_game
from engine.classic.data import ALL_WONDERS, cards_of
from tests.web.helpers import HOME_READY
from tests.web.test_app_logic import answer_bots, make_app, start_game
from tools.screen_matrix import tap_tool


def names(node, attr: str) -> list[str]:
    """Every ``attr`` (data-card, data-wonder) in a tree, in document order."""
    if is_node(node):
        own = [node[1][attr]] if attr in node[1] else []
        return own + [n for child in node[2:] for n in names(child, attr)]
    if isinstance(node, list):
        return [n for child in node for n in names(child, attr)]
    return []


def shown(key: str, query: str = "", attr: str = "data-card") -> list[str]:
    return [n for _, nodes in compendium.matches(key, query) for n in names(nodes, attr)]


@pytest.mark.parametrize("edition", [1, 2])
def test_every_card_and_wonder_side_of_an_edition_is_in_its_compendium(edition):
    key = compendium.book_for("7wonders", {"edition": edition})
    cards = sorted({c.name for c in cards_of(edition).cards})
    assert sorted(shown(key)) == cards
    sides = sorted(f"{n} {s}" for (n, s), w in ALL_WONDERS.items()
                   if w.edition == edition and not w.expansion)
    assert sorted(shown(key, attr="data-wonder")) == sides


def test_the_cities_book_adds_the_black_cards_guilds_and_boards():
    key = compendium.book_for("7wonders", {"edition": 1, "cities": "on", "players": 8})
    assert key != compendium.book_for("7wonders", {"edition": 1})
    cards = sorted({c.name for c in cards_of(1).own})
    assert sorted(shown(key)) == cards and len(cards) > len(cards_of(1).cards)
    guilds = dict(compendium.matches(key, ""))["Guilds"]
    assert len(guilds) == 13
    assert "Petra A" in shown(key, attr="data-wonder")
    black = [c.name for c in cards_of(1).own if c.colour == "black"]
    assert len(black) == 27
    entry = [n for _, nodes in compendium.matches(key, black[0]) for n in nodes
             if names(n, "data-card") == [black[0]]]
    assert "one copy: each age deals as many black cards as players" in spoken(entry)


def test_duel_compendium_holds_its_cards_wonders_and_tokens():
    faces = get_game("duel").catalogue()
    assert sorted(shown("duel.0")) == sorted(faces["cards"])
    assert sorted(shown("duel.0", attr="data-wonder")) == sorted(faces["wonders"])
    assert len(dict(compendium.matches("duel.0", ""))["Progress tokens"]) == 10


def test_copies_follow_the_player_count_marks():
    """Rulebook: Lumber Yard is marked 3+ and 4+: one copy with 3 players, two from 4."""
    assert (classic_compendium.copies_text([3, 4], 3, 7)
            == "1 copy at 3 players, 2 at 4–7 players")
    assert classic_compendium.copies_text([5], 3, 7) == "1 copy at 5–7 players"
    lumber, = dict(compendium.matches("7wonders.0", "lumber yard"))["Age I"]
    assert "1 copy at 3 players, 2 at 4–7 players" in spoken(lumber)


def test_guilds_say_how_many_are_dealt():
    guilds = dict(compendium.matches("7wonders.0", ""))["Guilds"]
    assert len(guilds) == 10
    assert all("players + 2 guilds" in spoken(g) for g in guilds)


def test_the_search_reads_the_icons_words_and_every_word_must_match():
    wood = shown("7wonders.0", "wood")
    assert "Lumber Yard" in wood and "Timber Yard" in wood and "Loom" not in wood
    assert shown("7wonders.0", "LUMBER yard") == ["Lumber Yard"]
    both = set(shown("7wonders.0", "wood clay"))
    assert both == set(wood) & set(shown("7wonders.0", "clay"))
    assert compendium.matches("7wonders.0", "no such card at all") == []


def test_the_compendium_opens_from_home_and_closes_back_home():
    app, page, _ = make_app()
    app.on_action("compendium")
    assert app.screen == "compendium"
    assert page.find(lambda tag, attrs: attrs.get("id") == "compendium")
    app.on_action("compendium", "duel.0")
    assert app.state.cards["key"] == "duel.0"
    page.form_values = {"query": "shield"}
    app.on_action("compendium_search_form")
    assert app.state.cards["query"] == "shield"
    app.on_action("compendium_close")
    assert app.screen == "home"


def test_from_the_table_it_opens_the_games_own_book_and_bots_wait_for_it():
    app, page, _ = make_app()
    start_game(app, page, 1, 3, edition="2")
    assert app.session.state.config["edition"] == 2
    app.on_action("move", app.session.legal_texts(0)[0])
    log = len(app.session.state.log)
    app.on_action("compendium")
    assert app.state.cards["key"] == compendium.book_for("7wonders", {"edition": 2})
    app.on_action("compendium_search", "papyrus")
    answer_bots(app, page)
    assert len(app.session.state.log) > log  # the bots played and the turn resolved
    assert app.screen == "compendium" and app.state.cards["query"] == "papyrus"
    app.on_action("compendium_close")
    assert app.screen == "table"


# ---------------------------------------------------------------------- in chromium


def test_a_person_looks_up_cards_from_home_and_from_the_table(page, server):
    from tests.web.helpers import boot, new_game
    from tools.layout_check import check

    boot(page, server.url)
    tap_tool(page, "#cards-button")
    page.wait_for_selector("#compendium .compendium-card")
    check(page, "the compendium")
    assert page.locator("#compendium [data-card]").count() == len(shown("7wonders.0"))
    page.fill("#compendium-query", "wood")
    page.press("#compendium-query", "Enter")
    page.wait_for_function("() => document.querySelector('#compendium-count')"
                           ".textContent.includes('found')")
    found = page.locator("#compendium [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)")
    assert found == shown("7wonders.0", "wood")
    page.click("#compendium-close")
    page.wait_for_selector(HOME_READY)
    new_game(page, [("human", "Ann"), ("bot", "Bob"), ("bot", "Cy")])
    page.wait_for_selector("#hand .card")
    tap_tool(page, "#cards-button")
    page.wait_for_selector("#compendium [data-card='Lumber Yard']")
    page.click("#compendium-close")
    page.wait_for_selector("#hand .card")
    assert not page.errors


def test_the_compendium_has_the_language_switch_and_speaks_the_language(monkeypatch):
    from wonders_ui import i18n
    from wonders_ui.vdom import text_of

    words = {"Cards and wonders": "Kort og vidundere", "Search": "Søg"}
    monkeypatch.setattr(i18n.Catalogue, "load",
                        classmethod(lambda cls, lang: cls(lang, dict(words))))
    try:
        i18n.set_language("da")
        screen = compendium.screen("7wonders.0", "", "Hjem")
        danish = shown("7wonders.0", "lumber")
    finally:
        i18n.set_language("en")
    assert "language" in names(screen, "id")
    assert "Kort og vidundere" in text_of(screen) and "Søg" in text_of(screen)
    assert danish == shown("7wonders.0", "lumber")  # English words are found in any language
