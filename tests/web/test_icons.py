"""The icon set (tables/icons.py, web/sprite.svg) and the 7 Wonders table drawn with it:
every resource and science symbol has an icon with its word, cards print their cost and
effect as icons, the cities show icons where letters stood, and in the browser an
icon's word shows on a long press and in the legend."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from wonders_ui.tables import classic, icons
from wonders_ui.vdom import text_of

from tests.classic.helpers import player, table
from tests.web.helpers import new_game
from tests.web.test_classic_table import by_id, ctx_for, nodes
from tools.screen_matrix import tap_tool

SPRITE = Path(__file__).resolve().parents[2] / "web" / "sprite.svg"
LETTERS = re.compile(r"\b[WSOCGLP](/[WSOCGLP])*\b|[¢⚔✪☉⚙▤]")


def icon_words(tree) -> list[str]:
    return [a["aria-label"] for _, a, *_ in nodes(tree, lambda t, a: t == "i"
                                                 and a.get("role") == "img")]


def sprite_ids() -> set[str]:
    root = ET.parse(SPRITE).getroot()
    return {el.get("id") for el in root.iter() if el.tag.endswith("symbol")}


def test_every_icon_is_drawn_in_the_sprite_and_has_a_word():
    assert set(icons.WORDS) == sprite_ids()
    for letter, name in icons.RESOURCES.items():
        node = icons.resource(letter)
        assert node[1]["role"] == "img" and node[1]["aria-label"] == icons.WORDS[name]
        assert f"ico-{name}" in node[1]["class"].split()
    assert [icons.icon(s)[1]["aria-label"] for s in icons.SCIENCE] == [
        "compass (science)", "gear (science)", "tablet (science)"]
    assert set(icons.RESOURCES.values()) | set(icons.SCIENCE) <= set(icons.WORDS)


def test_the_icons_art_is_made_from_the_sprite():
    art = (SPRITE.parent / "icons-art.css").read_text()
    assert art == icons.art_css(SPRITE.read_text()), (
        "web/icons-art.css is stale: run  cd web && python3 -m wonders_ui.tables.icons")
    # one sheet for all (one SVG document in the browser, not one an icon), each icon
    # its own cell of it
    assert art.count("data:image/svg+xml,") == 1
    for name in icons.WORDS:
        assert f".ico-{name}," in art or f".ico-{name} {{ background-image" in art
        assert f".ico-{name} {{ background-position: " in art


def test_numbers_are_drawn_inside_coins_points_and_tokens_and_read_as_words():
    assert icons.coins(3)[1]["aria-label"] == "3 coins"
    assert icons.coins(1)[1]["aria-label"] == "1 coin"
    assert text_of(icons.points(7)).strip() == "7"
    assert icons.token(5)[1]["aria-label"] == "+5 victory token"
    assert icons.token(-1)[1]["aria-label"] == "-1 defeat token"
    assert icons.icon("debt", 2)[1]["aria-label"] == "2 debt"


def test_a_cost_and_an_effect_print_as_on_the_card():
    cost = icons.cost_icons({"coins": 1, "resources": "WO"})
    assert icon_words(cost) == ["1 coin", "wood", "ore"]
    assert text_of(icons.cost_icons({"coins": 0, "resources": ""})) == "free"
    caravansery = icons.effect_icons("produce W/S/O/C unsold")
    assert icon_words(caravansery) == ["wood", "stone", "ore", "clay"]
    assert "not for sale" in text_of(caravansery)
    assert nodes(caravansery, lambda t, a: a.get("aria-label") == "wood or stone or ore or clay")
    barracks = icons.effect_icons("shields 2; coins 4; points 4")
    assert icon_words(barracks) == ["shields", "shields", "4 coins", "4 victory points"]


def test_card_text_becomes_icons_and_short_words():
    # Vineyard: 1 coin per brown card in your city and your neighbours'
    vineyard = icons.effect_icons("gain coins 1 per brown in all")
    assert icon_words(vineyard)[0] == "1 coin"
    assert nodes(vineyard, lambda t, a: a.get("aria-label") == "brown (raw materials) card")
    assert nodes(vineyard, lambda t, a: a.get("aria-label") == "in yours and your neighbours'")
    # Lighthouse: a coin and a point per yellow card of your own, one drawing
    lighthouse = icons.effect_icons("gain coins 1 per yellow in self; "
                                    "gain points 1 per yellow in self")
    assert icon_words(lighthouse)[:2] == ["1 coin", "1 victory point"]
    assert text_of(lighthouse).count("per") == 1
    # East Trading Post: raw materials from the right neighbour for 1 coin
    post = icons.effect_icons("discount right raw")
    assert icon_words(post) == ["right neighbour", "wood", "stone", "ore", "clay", "1 coin"]
    assert "science" not in text_of(icons.effect_icons("science gear"))
    assert icon_words(icons.effect_icons("science any")) == ["any science symbol"]


def test_the_legend_lists_every_icon_and_card_colour():
    legend = icons.legend_panel()
    words = set(icon_words(legend))
    assert set(icons.WORDS.values()) <= words | {icons.WORDS["chain"]}
    assert len(nodes(legend, lambda t, a: "ico-card" in a.get("class", ""))) == 8  # black too


def test_the_table_draws_icons_where_letters_and_symbols_stood():
    state = table(
        player("Ephesus", coins=6, cards=["Quarry", "Apothecary", "Caravansery"],
               hand=["Temple", "Quarry", "Aqueduct", "Press", "Forum"]),
        player("Rhodes", cards=["Lumber Yard", "Clay Pool"], hand=["Walls"] * 5),
        player("Alexandria", hand=["Walls"] * 5),
        age=2,
    )
    view = state.view(0)
    tree = classic.render(view, ctx_for(view, selected="Temple"))
    for city in nodes(tree, lambda t, a: "city" in a.get("class", "").split()):
        stats = nodes(city, lambda t, a: a.get("class") == "stats")[0]
        assert not LETTERS.search(text_of(stats)), text_of(stats)
    mine = nodes(tree, lambda t, a: a.get("data-seat") == "0")[0]
    words = icon_words(mine)
    assert "6 coins" in words and "compass (science)" in words
    assert {"stone", "wood", "clay"} <= set(words)  # makes: stone and wood/stone/ore/clay
    for tile in nodes(by_id(tree, "hand"), lambda t, a: "data-card" in a):
        assert not LETTERS.search(text_of(tile)), text_of(tile)
    temple = next(n for n in nodes(tree, lambda t, a: "face-slot" in (a.get("class") or ""))
                  if n[2][1].get("data-card") == "Temple")  # the button and its parts
    assert icon_words(temple)[:4] == ["wood", "clay", "glass", "3 victory points"]
    assert "free after Altar" in text_of(temple) and "frees Pantheon" in text_of(temple)
    actions = by_id(tree, "actions")
    # 2 coins to each neighbour: clay from Bob, glass from Cy, at 2 coins each
    assert icon_words(actions)[:6] == ["2 coins", "2 coins", "clay", "2 coins", "glass",
                                       "2 coins"]
    assert "to Bob (left)" in text_of(actions) and "from Cy" in text_of(actions)


# ---------------------------------------------------------------------- in the browser


def long_press(page, box: dict) -> str:
    """Press the middle of ``box`` until the page shows a word tip, then let go; the
    tip's word. The press lasts as long as the page takes to show the tip (a press held
    a fixed time can end before a busy page's timer fires, and then it is a click)."""
    page.evaluate("() => document.getElementById('word-tip')?.remove()")  # a tip shown before
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    word = page.wait_for_selector("#word-tip").text_content()
    page.mouse.up()
    return word


@pytest.mark.parametrize("size", [(1280, 800), (768, 1024)])
def test_icons_draw_on_the_table_with_their_words(page, server, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    refused = []
    page.on("console", lambda m: "Content Security Policy" in m.text and refused.append(m.text))
    page.goto(server.url)
    seats = [("human", "Ann")] + [("bot", f"Bot {i}") for i in range(1, 7)]
    new_game(page, seats, seed=5)
    page.wait_for_selector("#hand .card:not([aria-disabled])")
    page.wait_for_selector("#thinking", state="detached")  # the bots chose: a still table
    page.screenshot(path=f"/tmp/icons-{size[0]}x{size[1]}.png")
    # the sprite is drawn: an icon in the stats row has a size and paints pixels
    coin = page.locator(".city.me .ico.coins").first
    box = coin.bounding_box()
    assert box and box["width"] >= 18 and box["height"] >= 18
    assert coin.evaluate("e => getComputedStyle(e).backgroundImage").startswith(
        'url("data:image/svg+xml,')
    assert not page.locator(".stats", has_text=re.compile(r"makes [WSOCGLP]\b")).count()
    # a long press shows the word, and does not click what is under it
    shield = page.locator(".city.me .ico.shields").first
    b = shield.bounding_box()
    assert long_press(page, b) == shield.get_attribute("aria-label")
    # a card's icon pressed long shows its word and leaves the card unselected
    effect = page.locator(
        "#hand .card-slot:has(> .card:not([aria-disabled])) .card-effect .ico").first
    b = effect.bounding_box()
    assert long_press(page, b) == effect.get_attribute("aria-label")
    assert not page.locator("#hand .card.selected").count()
    # the legend lists every icon with its word
    tap_tool(page, "#legend-button")
    legend = page.locator("#legend")
    legend.wait_for()
    for word in ("wood", "papyrus", "compass (science)", "victory points", "defeat token"):
        assert word in legend.text_content()
    legend.scroll_into_view_if_needed()
    page.screenshot(path=f"/tmp/icons-legend-{size[0]}x{size[1]}.png", full_page=True)
    assert not refused, refused
    assert not page.errors, page.errors
