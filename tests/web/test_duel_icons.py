"""Duel's seven science symbols as the family's icons (``web/sprite.svg``): each has a
drawing and a word, the legend lists them, and the Duel table draws them wherever it
shows a symbol: a green card's face, a city's science counts ("Vetenskap &
utveckling": a pair of the same symbol takes a progress token), the Law token and
the legend the top bar's "Icons" opens."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest
from wonders_ui.tables import duel, duel_faces, icons
from wonders_ui.tables.icons import spoken
from wonders_ui.vdom import text_of

from engine import saves
from tests.duel import helpers
from tests.duel.helpers import table
from tests.web.helpers import BOOT_MS, boot
from tests.web.test_duel_views import by_id, ctx_for, nodes
from tests.web.test_icons import sprite_ids
from tools.screen_matrix import tap_tool

DATA = Path(__file__).resolve().parents[2] / "engine" / "data" / "duel.json"
#: the glyphs the Duel table drew for the symbols before it had icons
OLD_MARKS = re.compile("[☸⊥✒⚱◔◍⚖]")


def icon_words(tree) -> list[str]:
    return [n[1]["aria-label"] for n in nodes(tree)
            if n[0] == "i" and n[1].get("role") == "img"]


def science_cards() -> dict[str, str]:
    """Every card printing a science symbol -> its symbol (the catalogue)."""
    return {name: e["symbol"] for name, c in duel_faces.catalogue()["cards"].items()
            for e in c.get("effects", []) if e["kind"] == "science"}


def test_every_duel_symbol_has_a_drawing_and_a_word():
    rules = json.loads(DATA.read_text())
    assert icons.DUEL_SCIENCE == tuple(rules["science_symbols"])
    assert set(icons.DUEL_SCIENCE) <= sprite_ids()
    words = [icons.icon(s)[1]["aria-label"] for s in icons.DUEL_SCIENCE]
    assert words == ["wheel (science)", "plumb line (science)", "quill (science)",
                     "mortar (science)", "sundial (science)", "globe (science)",
                     "law (science)"]
    assert len(set(words) | {icons.WORDS[s] for s in icons.SCIENCE}) == 10  # all differ


def test_the_legend_has_a_duel_science_group():
    legend = icons.legend_panel()
    group = next(n for n in nodes(legend) if n[1].get("class") == "legend-group"
                 and text_of(n).startswith("Duel science"))
    assert icon_words(group) == [icons.WORDS[s] for s in icons.DUEL_SCIENCE]


def test_the_duel_table_opens_its_own_legend():
    view = science_table().view(0)
    closed = duel.render(view, ctx_for(0))
    assert by_id(closed, "legend-button") and not by_id(closed, "legend")
    legend = by_id(duel.render(view, ctx_for(0, {"legend": True})), "legend")
    words = icon_words(legend)
    assert [icons.WORDS[s] for s in icons.DUEL_SCIENCE] == words[-7:]
    assert "papyrus" in words and "loom" not in words  # Duel's five resources
    assert "left neighbour" not in words and "debt token" not in words
    assert "black (Cities) card" not in spoken(legend)


def test_a_green_card_prints_its_symbol_as_an_icon():
    # Workshop: 1 victory point and the plumb line, as printed
    workshop = duel_faces.card_face("Workshop")
    assert icon_words(workshop) == ["papyrus", "1 victory point",
                                    "plumb line (science)"]
    assert "plumb" not in text_of(workshop)  # the icon, not the word, is on the face
    cards = science_cards()
    assert set(cards.values()) == set(icons.DUEL_SCIENCE) - {"law"}  # Law is a token
    for name, symbol in cards.items():
        assert icons.WORDS[symbol] in icon_words(duel_faces.card_face(name)), name


def test_the_law_token_prints_the_scales():
    law = duel_faces.token_chip("Law")
    assert icon_words(law) == ["law (science)"]
    assert "science" not in text_of(law)


def test_a_pair_shows_its_symbols_when_the_token_is_chosen():
    # the Library chains from the Scriptorium: a second quill, a progress token to take
    st = table(2, ["Library", "Aqueduct"], board_tokens=["Agriculture", "Law"], players=(
        {"coins": 0, "cards": ["Scriptorium"]}, {}))
    st.apply(0, "build Library")
    choice = by_id(duel.render(st.view(0), ctx_for(0)), "choice")
    title = next(n for n in nodes(choice) if n[0] == "h3")
    assert icon_words(title) == ["quill (science)", "quill (science)"]
    assert text_of(title).strip().endswith(": take a progress token")
    assert icon_words(choice)[-1] == "law (science)"  # the Law token offered


def science_table():
    """Age II, Ann to play: she owns two quills, a plumb line and the Law token; Bob
    a wheel and a mortar; School (wheel) and Laboratory (plumb) are on offer."""
    return table(2, ["School", "Laboratory", "Aqueduct"], players=(
        {"coins": 9, "cards": ["Scriptorium", "Library", "Workshop"], "tokens": ["Law"]},
        {"coins": 7, "cards": ["Apothecary", "Pharmacist"]}), board_tokens=["Agriculture"])


def test_the_cities_count_their_symbols_with_icons():
    view = science_table().view(0)
    tree = duel.render(view, ctx_for(0))
    mine = nodes(by_id(tree, "city-me"))
    stat = next(n for n in mine if n[1].get("class") == "stat science")
    assert icon_words(stat) == ["plumb line (science)", "quill (science)", "law (science)"]
    assert "×2" in text_of(stat)  # the pair of quills
    theirs = next(n for n in nodes(by_id(tree, "city-opp"))
                  if n[1].get("class") == "stat science")
    assert icon_words(theirs) == ["wheel (science)", "mortar (science)"]
    assert not OLD_MARKS.search(text_of(tree))
    school = next(n for n in nodes(tree) if "face-slot" in (n[1].get("class") or "")
                  and n[2][1].get("data-card") == "School")  # the button and its parts
    assert "wheel (science)" in icon_words(school)


# ---------------------------------------------------------------------- in the browser


@pytest.fixture(params=[(1280, 800, False), (768, 1024, True)],
                ids=lambda v: f"{v[0]}x{v[1]}{'-touch' if v[2] else ''}")
def sized_page(request, browser, requests_seen, site):
    width, height, touch = request.param
    ctx = browser.new_context(
        viewport={"width": width, "height": height}, has_touch=touch,
        is_mobile=touch, service_workers="block")
    ctx.set_default_timeout(BOOT_MS)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    page.size = f"{width}x{height}"
    yield page
    ctx.close()


def test_the_duel_table_draws_the_symbols(sized_page, server, monkeypatch):
    page = sized_page
    # the save keeps the position it starts from (``saves.from_position``)
    monkeypatch.setattr(helpers, "state_from_position", saves.from_position)
    boot(page, server.url)
    meta = {"name": "science", "game": "duel", "players": ["Ann", "Bob"],
            "seats": [{"kind": "human", "name": "Ann"},
                      {"kind": "bot", "name": "Bob", "level": "random"}]}
    blob = base64.b64encode(saves.dumps(science_table(), meta)).decode()
    page.evaluate("v => localStorage.setItem('wonders.v1.save.science', v)", blob)
    page.reload()
    page.click("button.open[data-arg='science']")
    page.wait_for_selector("#structure .dcard[data-act]")
    page.screenshot(path=f"/tmp/duel-science-{page.size}.png")
    quill = page.locator("#city-me .stat.science .ico-quill")
    box = quill.bounding_box()
    assert box and box["width"] >= 16 and box["height"] >= 16
    assert quill.evaluate("e => getComputedStyle(e).backgroundImage").startswith(
        'url("data:image/svg+xml,')
    for symbol in ("wheel", "mortar"):
        assert page.locator(f"#city-opp .stat.science .ico-{symbol}").count() == 1
    assert page.locator("#city-me .ptoken .ico-law").count() == 1
    wheel = page.locator("#structure .dcard-slot:has(> .dcard[data-card=School]) .ico-wheel")
    assert wheel.count() == 1 and wheel.is_visible()
    # the top bar's "Icons" opens the legend, with the seven symbols and their words
    tap_tool(page, "#legend-button")
    group = page.locator("#legend .legend-group", has_text="Duel science")
    group.wait_for()
    assert group.locator(".ico").count() == 7
    for symbol in icons.DUEL_SCIENCE:
        assert icons.WORDS[symbol] in group.text_content()
    group.scroll_into_view_if_needed()
    page.screenshot(path=f"/tmp/duel-legend-{page.size}.png")
    assert not page.errors, page.errors
