"""Focus and announcements are part of the view (``wonders_ui.focus``): the screen's
``<main>`` says where the focus goes and when, and what the live region says, from the
store's state alone (no page)."""

from __future__ import annotations

import json

from wonders_ui import commands, i18n, view
from wonders_ui.state import Screen

from tests.web.test_store import answers, new_store, start_against_bots, step


def main_of(store) -> dict:
    return view.draw(store.state)[0][1]


def news_of(store) -> list[list[str]]:
    return json.loads(main_of(store)["data-news"])


def settle(store, effects) -> None:
    """Every bot asked answers, until none is asked."""
    while True:
        got = answers(effects)
        if not got:
            return
        effects = [fx for cmd in got for fx in step(store, cmd)]


def test_the_focus_goes_to_the_hand_then_to_the_chosen_cards_moves():
    store = new_store()
    settle(store, start_against_bots(store))
    first = main_of(store)
    places = first["data-focus"].split(" | ")
    assert places[0].startswith("#hand .card[data-act]")  # the first playable card
    assert places[-3:] == ["main h1", "main h2", "main"]  # else the screen's heading
    card = store.state.session.state.view(0)["choices"]["cards"][0]["card"]
    step(store, commands.tap("select", card))
    chosen = main_of(store)
    assert chosen["data-focus"].startswith("#actions [data-act=move]")
    assert chosen["data-focus-key"] != first["data-focus-key"]  # the focus moves
    step(store, commands.tap("toggle", "log"))  # a panel opened: the focus stays
    assert main_of(store)["data-focus-key"] == chosen["data-focus-key"]


def test_a_turn_is_said_once_with_each_city_and_its_coins_in_the_ui_language():
    store = new_store()
    settle(store, start_against_bots(store))
    assert news_of(store) == []  # nothing happened yet
    before = main_of(store)["data-focus-key"]
    move = store.state.session.state.view(0)["legal"][0]
    settle(store, step(store, commands.tap("move", move)))
    news = news_of(store)
    assert main_of(store)["data-focus-key"] != before  # a new turn: the focus moves
    (turn_key, turn), (coins_key, coins) = news
    assert turn.startswith("Age I, turn 1: Ann ")
    assert " Bob " in turn and " Cy " in turn  # what each neighbour did
    cities = store.state.session.state.view(0)["cities"]
    assert coins == "Coins: " + "; ".join(
        f"{name}: {c['coins']}" for name, c in zip(("Ann", "Bob", "Cy"), cities)) + "."
    i18n.set_language("da")
    try:
        dansk = news_of(store)
        assert dansk[0][1].startswith("Alder I, tur 1: Ann bygger ")
        assert dansk[1][1].startswith("Mønter: Ann: ")
        # the same news: the page does not say it again after a language switch
        assert [k for k, _ in dansk] == [turn_key, coins_key]
    finally:
        i18n.set_language("en")


def test_the_age_s_conflicts_are_said_after_its_last_turn():
    store = new_store()
    settle(store, start_against_bots(store))
    for _ in range(6):
        legal = store.state.session.state.view(0)["legal"]
        settle(store, step(store, commands.tap("move", legal[0])))
    assert store.state.screen == Screen.AGE_END
    texts = [text for _k, text in news_of(store)]
    assert texts[0].startswith("Age I, turn 6: ")
    assert texts[-1].startswith("Military conflicts of age I: Ann: ")
    assert main_of(store)["data-focus"].startswith("#age-end h1")


def test_the_list_of_keys_is_a_dialog_over_any_screen():
    store = new_store()
    step(store, commands.tap("keys"))
    tree = json.dumps(view.draw(store.state))
    assert '"role":"dialog"' in tree.replace(" ", "") and '"id": "keys"' in tree
    step(store, commands.tap("keys"))
    assert '"id": "keys"' not in json.dumps(view.draw(store.state))
