"""What a screen reader hears, read from Chromium's own accessibility tree (the DevTools
protocol's ``Accessibility.getFullAXTree``): on a 7 Wonders table with a card chosen, a
hand card, a city, an icon and a score chip are each named as a person says them, with
their quantities counted, in English and in Danish (``tables/speech.py``)."""

from __future__ import annotations

import re

import pytest

from tools import screen_matrix

SIZE = (1280, 800, False)
#: each language's words: (kinds of building, "costs", "gives", the city's opening,
#: a coin count, a score chip: "Military: 3 points")
WORDS = {
    "en": (r"(raw material|manufactured good|commercial|civilian|military|scientific|guild)",
           "costs", "gives", r"Left, \w+, [^:]+: open your left neighbour's city; ",
           r"\d+ coins?", r"[^:]+: \d+ points?"),
    "da": (r"(råmateriale|forarbejdet vare|handel|civil|militær|videnskab|laug)",
           "koster", "giver", r"Venstre, \w+, [^:]+: åbn din venstre nabos by; ",
           r"\d+ mønt(er)?", r"[^:]+: \d+ point"),
}


def tree_names(page) -> list[tuple[str, str, bool]]:
    """(role, name, pressed) of every node of Chromium's accessibility tree."""
    cdp = page.context.new_cdp_session(page)
    try:
        nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        cdp.detach()
    out = []
    for n in nodes:
        props = {p["name"]: p["value"].get("value") for p in n.get("properties", [])}
        out.append(((n.get("role") or {}).get("value", ""), (n.get("name") or {}).get("value", ""),
                    props.get("pressed") == "true"))
    return out


@pytest.mark.parametrize("lang", ["en", "da"])
def test_the_tree_names_a_card_a_city_an_icon_and_a_chip_as_said(lang, browser, server):
    kinds, costs, gives, city, coins, chip = WORDS[lang]
    with screen_matrix.viewport_page(browser, SIZE) as page:
        page.context.add_init_script(
            f"localStorage.setItem('wonders.v1.language', '{lang}')")
        for screen in screen_matrix.screens(page, server.url):
            if screen == "7w-4p-card":
                break
        nodes = tree_names(page)
    buttons = [(name, pressed) for role, name, pressed in nodes if role == "button"]
    card = re.compile(rf"^[^,;]+, {kinds}: ({costs} [^;]+|[^:;]+), {gives} [^;]+; .+$")
    cards = [(name, pressed) for name, pressed in buttons if card.match(name)]
    assert len(cards) >= 5, buttons  # the hand
    chosen = [name for name, pressed in cards if pressed]
    assert len(chosen) == 1, cards  # the chosen card is pressed, and only it
    for name, _ in cards:  # counted: no word said twice in a row ("clay, clay")
        assert not re.search(r"\b(\w+)(,? \1\b)", name), name
    assert any(re.match(city, name) for name, _ in buttons), buttons
    images = [name for role, name, _ in nodes if role == "image"]
    assert any(re.fullmatch(coins, name) for name in images), images  # a coin icon
    chips = [name for name in images if re.fullmatch(chip, name)]
    assert len(chips) >= 6, images  # the glance's score chips, counted
    print(f"\n{lang}: the chosen card is named: {chosen[0]}")
