"""What a screen reader says for a card, a city and a score chip (``tables/speech.py``):
one sentence as a person says it, quantities counted, in the person's language; and
the states a hand card exposes (chosen; no move now, with its reason)."""

from __future__ import annotations

import pytest
from wonders_ui import i18n
from wonders_ui.tables import duel, icons, speech
from wonders_ui.tables.context import TableContext
from wonders_ui.tables.icons import spoken
from wonders_ui.vdom import text_of

from engine import new_game
from tests.classic.helpers import player, table
from tests.web.test_classic_table import by_id, draw, nodes


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def hand(tree) -> dict[str, dict]:
    """The hand's cards' attributes by card."""
    return {a["data-card"]: a for _, a, *_ in nodes(by_id(tree, "hand"),
                                                     lambda t, a: "data-card" in a)}


def first_age():
    """Ann (Ephesus, 1 coin) holds Age I cards; Bob on her left makes wood and clay."""
    return table(
        player("Ephesus", coins=4, hand=["Stockade", "Clay Pool", "Baths", "Marketplace",
                                         "Scriptorium", "Tavern", "Altar"]),
        player("Rhodes", cards=["Lumber Yard", "Clay Pool"], hand=["Guard Tower"] * 7),
        player("Alexandria", hand=["Guard Tower"] * 7), age=1)


def test_a_hand_card_is_named_as_a_person_says_it_with_its_purchase_counted():
    cards = hand(draw(first_age(), selected="Stockade"))
    assert cards["Stockade"]["aria-label"] == (
        "Stockade, military: costs 1 wood, gives 1 shield; buy 1 wood for 2 coins from Bob")
    assert cards["Stockade"]["aria-pressed"] == "true"  # the chosen card
    assert cards["Altar"]["aria-pressed"] == "false"
    assert cards["Tavern"]["aria-label"] == (
        "Tavern, commercial: free, gives 5 coins; you can build it")
    assert cards["Marketplace"]["aria-label"] == (
        "Marketplace, commercial: free, gives manufactured goods from both neighbours "
        "for 1 coin; you can build it")


def test_the_same_card_in_danish_counts_in_danish():
    i18n.set_language("da")
    cards = hand(draw(first_age(), selected="Stockade"))
    assert cards["Stockade"]["aria-label"] == (
        "Palisade, militær: koster 1 træ, giver 1 skjold; køb 1 træ for 2 mønter fra Bob")


def test_a_card_that_cannot_be_built_names_it_and_points_at_its_visible_reason():
    state = table(
        player("Ephesus", coins=0, hand=["Stockade", "Baths", "Altar", "Tavern",
                                         "Clay Pool", "Marketplace", "Scriptorium"]),
        player("Rhodes", hand=["Guard Tower"] * 7),
        player("Alexandria", hand=["Guard Tower"] * 7), age=1)
    tree = draw(state)
    baths = hand(tree)["Baths"]
    assert baths["aria-label"].endswith("; cannot build")
    [reason] = nodes(tree, lambda t, a: a.get("id") == baths["aria-describedby"])
    assert "stone" in text_of(reason)  # the visible reason, read with the card
    assert baths["data-act"] == "select"  # it may still be discarded or staged
    assert "disabled" not in baths


def test_a_card_with_no_move_now_stays_focusable_and_does_nothing():
    state = first_age()
    state.apply(0, "discard Altar")  # Ann has chosen: she waits for the others
    tree = draw(state)
    for attrs in hand(tree).values():
        assert attrs["aria-disabled"] == "true"
        assert "disabled" not in attrs and "data-act" not in attrs


def test_a_move_that_cannot_be_made_is_reachable_with_its_reason():
    state = table(
        player("Ephesus", coins=0, hand=["Baths", "Stockade", "Altar", "Tavern",
                                         "Clay Pool", "Marketplace", "Scriptorium"]),
        player("Rhodes", hand=["Guard Tower"] * 7),
        player("Alexandria", hand=["Guard Tower"] * 7), age=1)
    tree = draw(state, selected="Baths")
    [off] = nodes(by_id(tree, "actions"), lambda t, a: a.get("data-off") == "build")
    assert off[1]["aria-disabled"] == "true" and "disabled" not in off[1]
    assert by_id(tree, off[1]["aria-describedby"]) is not None


def test_a_city_and_a_score_chip_are_counted():
    tree = draw(first_age())
    cities = [a["aria-label"] for _, a, *_ in nodes(tree, lambda t, a: "city-open" in
                                                     a.get("class", ""))]
    # the words the button shows first, in their order (WCAG 2.5.3: "◀ Left Bob Rhodes A")
    assert ("Left, Bob, Rhodes A: open your left neighbour's city; 0 of 3 wonder stages "
            "built; 3 coins and 0 shields") in cities
    chips = [a["aria-label"] for _, a, *_ in nodes(tree, lambda t, a: "gl-points" in
                                                    a.get("class", ""))]
    assert "Military: 0 points" in chips
    assert speech.score_chip("Military", 1) == "Military: 1 point"


def test_repeated_icons_are_read_once_and_counted():
    assert spoken(icons.cost_icons({"resources": "CCCW"})) == "3 clay wood"
    assert spoken(icons.effect_icons("shields 2")) == "2 shields"
    assert speech.effects("produce W/S/O/C unsold") == "wood or stone or ore or clay, not for sale"
    assert speech.effects("gain coins 1 per brown in all") == (
        "1 coin per brown (raw materials) card in yours and your neighbours'")
    i18n.set_language("nl")
    assert spoken(icons.cost_icons({"resources": "LL"})) == "2 stoffen"


def test_duel_cards_wonders_and_tokens_are_named_as_said():
    state = new_game("duel", seed=3, names=["Ann", "Bob"])
    while state.view(0)["phase"] == "draft":  # each takes the first wonder offered
        p = state.current_players()[0]
        state.apply(p, state.legal_actions(p)[0])
    view = state.view(state.current_players()[0])
    tree = duel.render(view, TableContext(game_id="g1", names=["Ann", "Bob"],
                                          bots=[False, False], viewer=view["viewer"]))
    takeable = [a["aria-label"] for _, a, *_ in nodes(tree, lambda t, a: t == "button"
                                                       and "dcard" in a.get("class", ""))]
    assert takeable and all(", " in s and ": " in s and ";" in s for s in takeable)
    assert not any("VP" in s for s in takeable)
    pictures = nodes(tree, lambda t, a: "wonder-tile" in a.get("class", "")
                     or "ptoken" in a.get("class", ""))
    assert pictures and all(a.get("role") == "img" and ": " in a["aria-label"]
                            for _, a, *_ in pictures)
