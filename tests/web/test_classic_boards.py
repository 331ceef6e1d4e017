"""The 7 Wonders cities drawn as wonder boards, and a city opened in full.

Without a browser: boards and the city sheet drawn from views of hand-made tables (the
stages with their cost and effect, built ones marked; buildings stacked by colour with
what they make; the Cities' debt, diplomacy and team only when the view has them).
In chromium: a neighbour's city opened and read against the engine's view; at each
viewport and at 3, 5 and 7 players nothing overflows sideways, no stage box or card is
cut by its board (boards out of sight drawn too) and every target is at least 44 px
(``tools.layout_check.check``).
"""

from __future__ import annotations

import base64
import copy
import random

import pytest
from wonders_ui.tables import classic
from wonders_ui.tables.classic_cities import city_panel
from wonders_ui.tables.context import TableContext
from wonders_ui.tables.icons import spoken
from wonders_ui.vdom import text_of

from engine import new_game, saves
from tests.classic.helpers import player, table
from tests.web.helpers import BOOT_MS, Server, boot, list_saves, wait_for_bots
from tests.web.table_ui import ui_of
from tests.web.test_classic_table import acts, by_id, nodes
from tests.web.test_targets import FIXTURES, one_person, stored
from tools.layout_check import check

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]


def ctx_for(view, **ui) -> TableContext:
    n = len(view["cities"])
    return TableContext(game_id="g1", names=NAMES[:n], bots=[False] * n,
                        viewer=view["viewer"], ui=ui_of(ui))


def classes(node) -> list[str]:
    return node[1].get("class", "").split()


def three_cities():
    # Bob (Ann's left neighbour) has built Rhodes A's first stage (2 wood: 3 points)
    return table(
        player("Giza", name="Ann", cards=["Stone Pit", "Loom"], hand=["Baths"] * 7),
        player("Rhodes", name="Bob", stages=1, coins=4,
               cards=["Lumber Yard", "Clay Pool", "Glassworks", "Altar", "Stockade",
                      "Apothecary", "West Trading Post"], hand=["Baths"] * 7),
        player("Ephesus", name="Cy", cards=["Press"], hand=["Baths"] * 7),
    )


def board_of(tree, seat: int):
    return nodes(tree, lambda t, a: t == "section" and a.get("data-seat") == str(seat))[0]


def test_a_board_shows_its_wonder_and_stages_with_cost_and_effect():
    view = three_cities().view(0)
    bob = board_of(classic.render(view, ctx_for(view)), 1)
    assert "Rhodes A" in text_of(bob) and "left" in classes(bob)
    boxes = nodes(bob, lambda t, a: "stage-box" in a.get("class", ""))
    # Rhodes A: 2 wood -> 3 points; 3 clay -> 2 shields; 4 ore -> 7 points (rulebook)
    assert [spoken(b) for b in boxes] == [
        "stage I of III: built 2 wood 3 victory points",
        "stage II of III: not built 3 clay 2 shields",
        "stage III of III: not built 4 ore 7 victory points"]
    assert ["built" in classes(b) for b in boxes] == [True, False, False]


def test_buildings_are_stacked_by_colour_each_with_what_it_makes():
    view = three_cities().view(0)
    bob = board_of(classic.render(view, ctx_for(view)), 1)
    stacks = nodes(bob, lambda t, a: "stack" in a.get("class", "").split())
    assert [s[1]["data-colour"] for s in stacks] == ["brown", "grey", "yellow", "blue",
                                                     "red", "green"]
    brown = [spoken(c) for c in nodes(stacks[0], lambda t, a: "bcard" in classes([t, a]))]
    assert brown == ["Lumber Yard wood", "Clay Pool clay"]
    post = nodes(stacks[2], lambda t, a: a.get("data-name") == "West Trading Post")[0]
    assert spoken(post).startswith("West Trading Post left neighbour wood stone ore clay")
    # Altar: 2 points; Stockade: 1 shield
    assert spoken(stacks[3]) == "Altar 2 victory points"
    assert spoken(stacks[4]) == "Stockade shields"


def test_every_board_opens_its_city_and_the_player_s_own_is_prominent():
    view = three_cities().view(0)
    tree = classic.render(view, ctx_for(view))
    assert sorted(acts(tree, "opt")) == sorted(["city:0", "city:0", "city:1", "city:1",
                                                "city:2", "city:2"])
    assert "me" in classes(board_of(tree, 0))
    assert "right" in classes(board_of(tree, 2))
    assert by_id(tree, "city-sheet") is None


def test_the_opened_city_shows_all_cards_stages_tokens_and_trade():
    view = three_cities().view(0)
    tree = classic.render(view, ctx_for(view, opt_city=1))
    sheet = by_id(tree, "city-sheet")
    [dialog] = nodes(sheet, lambda t, a: a.get("role") == "dialog")
    # a modal dialog the page can move the focus into (ui.js focuses it on opening)
    assert dialog[1]["aria-modal"] == "true" and dialog[1]["tabindex"] == "-1"
    words = spoken(sheet)
    assert "Bob's city · Rhodes A" in words and "left neighbour" in words
    assert "Stage I: built · costs wood, wood · gives 3 victory points" in words
    assert "Stage III: not built · costs ore, ore, ore, ore" in words
    cards = nodes(sheet, lambda t, a: "bcard" in a.get("class", "").split())
    assert sorted(c[1]["data-name"] for c in cards) == sorted(view["cities"][1]["cards"])
    # Rhodes makes ore; the West Trading Post buys raw goods from the left for 1 coin
    assert "Sells to neighbours" in words and "Buys for less" in words
    assert "frees Forum" in words  # the Trading Post's chain
    close = by_id(tree, "city-sheet-close")
    assert close[1]["data-act"] == "opt" and close[1]["data-arg"] == "city:-1"
    assert "data-escape" in close[1]
    # a city index out of range opens nothing
    assert by_id(classic.render(view, ctx_for(view, opt_city=9)), "city-sheet") is None


def test_the_cities_tokens_are_drawn_only_when_the_view_has_them():
    view = three_cities().view(0)
    city = view["cities"][1]
    plain = city_panel(view, ctx_for(view), city, "left", False)
    assert "debt" not in spoken(plain) and "diplomacy" not in spoken(plain)
    assert "Team" not in text_of(plain)
    cities = copy.deepcopy(view)
    cities["cities"][1].update(debt=2, diplomacy=1, team=0)
    board = city_panel(cities, ctx_for(cities), cities["cities"][1], "left", False)
    assert "2 debt" in spoken(board) and "1 diplomacy token" in spoken(board)
    assert "Team 1" in text_of(board)
    # none yet: the board leaves them out, the opened city counts them
    cities["cities"][1].update(debt=0, diplomacy=0)
    board = city_panel(cities, ctx_for(cities), cities["cities"][1], "left", False)
    assert "debt" not in spoken(board)
    sheet = by_id(classic.render(cities, ctx_for(cities, opt_city=1)), "city-sheet")
    assert "0 debt" in spoken(sheet) and "0 diplomacy tokens" in spoken(sheet)


def test_the_free_city_opens_like_any_other():
    state = table(
        player("Olympia", name="Ludwig", cards=["Press"], hand=["Baths"] * 7),
        player("Ephesus", name="Peter", cards=["Lumber Yard"], hand=["Baths"] * 8),
        age=1, free_city={"wonder": "Rhodes", "coins": 5, "cards": ["West Trading Post"],
                          "holder": 1})
    view = state.view(0)
    ctx = TableContext(game_id="g", names=["Ludwig", "Peter"], bots=[False, True], viewer=0,
                       ui=ui_of({"opt_city": 2}))
    sheet = by_id(classic.render(view, ctx), "city-sheet")
    assert "Free City's city · Rhodes A" in spoken(sheet)
    assert [c[1]["data-name"] for c in nodes(sheet, lambda t, a: "data-name" in a)] == [
        "West Trading Post"]


# ---------------------------------------------------------------------- in chromium

VIEWPORTS = [(768, 1024, True), (1024, 768, True), (1280, 800, False), (1920, 1080, False)]

#: stage boxes cut by their board, or a board's content wider than the board
CLIPPED = """() => {
  for (const b of document.querySelectorAll('.city')) b.style.contentVisibility = 'visible';
  return [...document.querySelectorAll('.stage-box, .bcard, .stats')].filter(el => {
    const r = el.getBoundingClientRect(), b = el.closest('.city').getBoundingClientRect();
    return r.width && (r.left < b.left - 1 || r.right > b.right + 1
                       || el.scrollWidth > el.clientWidth + 1 && el.matches('.stage-box'));
}).map(el => el.className + ': ' + el.textContent.slice(0, 30)); }"""


def saved(n: int) -> tuple[str, str]:
    """A game of ``n`` players in Age III (the fixture's, or random moves from seed 11),
    saved with Ann's seat first."""
    name = f"7wonders-{n}p-mid"
    if (FIXTURES / f"{name}.wonders").exists():
        return stored(name, one_person(n))
    state = new_game("7wonders", seed=11, players=n)
    rng = random.Random(5)
    while state.age < 3:
        for p in list(state.current_players()):
            state.apply(p, rng.choice(sorted(state.legal_actions(p))))
    meta = {"name": name, "game": "7wonders", "players": [m for _, m in one_person(n)],
            "seats": [{"kind": k, "name": m, "level": "random"} for k, m in one_person(n)]}
    return f"wonders.v1.save.{name}", base64.b64encode(saves.dumps(state, meta)).decode()


@pytest.mark.parametrize("size", VIEWPORTS, ids=lambda v: f"{v[0]}x{v[1]}")
def test_boards_fit_at_every_viewport_and_player_count(browser, site, size):
    width, height, touch = size
    games = dict(saved(n) for n in (3, 5, 7))
    srv = Server(site)
    context = browser.new_context(viewport={"width": width, "height": height},
                                  has_touch=touch, is_mobile=touch, service_workers="block")
    try:
        page = context.new_page()
        page.set_default_timeout(BOOT_MS)
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        boot(page, srv.url)
        list_saves(page, games)
        for key in games:
            game = key.rsplit(".", 1)[-1]
            if page.locator("button[data-act=home]").count():
                page.click("button[data-act=home]")
            page.click(f"button.open[data-arg='{game}']")
            wait_for_bots(page, "section.city.me")  # a still table: the badges come and go
            check(page, f"{game} at {width}x{height}")
            assert not page.evaluate(CLIPPED), (game, page.evaluate(CLIPPED))
            # the left neighbour and the right one are in sight without scrolling
            page.evaluate("() => window.scrollTo(0, 0)")
            tops = page.evaluate("() => ['left', 'right'].map(side => document"
                                 ".querySelector('.city.' + side).getBoundingClientRect().top)")
            assert all(0 <= top < height - 100 for top in tops), (game, tops)
            page.locator(".city.right .city-open").click()
            page.wait_for_selector("#city-sheet")
            check(page, f"{game} at {width}x{height}, a city open")
            page.keyboard.press("Escape")
            page.wait_for_selector("#city-sheet", state="detached")
        assert not errors
    finally:
        context.close()
        srv.stop()


def test_a_neighbour_s_city_opens_in_full_and_matches_the_engine(page, server):
    key, value = stored("7wonders-7p-mid", one_person(7))
    state = saves.replay(saves.read_save((FIXTURES / "7wonders-7p-mid.wonders").read_bytes()))
    view = state.view(0)
    left = view["cities"][view["cities"][0]["left"]]
    boot(page, server.url)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, value])
    page.reload()
    page.click("button.open[data-arg='7wonders-7p-mid']")
    page.wait_for_selector("#hand .card")
    # tap anywhere on the board (its stats), not only on its name
    page.locator(".city.left .stats").click()
    sheet = page.locator("#city-sheet")
    sheet.wait_for()
    assert sheet.get_attribute("data-seat") == str(left["index"])
    names = sheet.locator(".bcard").evaluate_all("els => els.map(e => e.dataset.name)")
    assert sorted(names) == sorted(left["cards"])
    colours = sheet.locator(".stack").evaluate_all("els => els.map(e => e.dataset.colour)")
    assert colours == [c for c in ["brown", "grey", "yellow", "blue", "red", "green", "purple"]
                       if left["colours"].get(c)]
    boxes = sheet.locator(".stage-box")
    assert boxes.count() == len(left["stages"])
    built = sheet.locator(".stage-box.built").count()
    assert built == left["stages_built"]
    words = sheet.locator(".stage-words li").all_text_contents()
    assert [w.split(" · ")[0] for w in words] == [
        f"Stage {r}: " + ("built" if i < built else "not built")
        for i, r in enumerate(["I", "II", "III", "IV"][:len(left["stages"])])]
    assert sheet.locator(".stats .coins").text_content() == str(left["coins"])
    tokens = sheet.locator(".stats .conflict .ico").evaluate_all(
        "els => els.map(e => e.textContent)")
    assert [int(t) for t in tokens] == left["conflict"]
    # the Close button is a 44 px target; Escape closes too
    close = page.locator("#city-sheet-close").bounding_box()
    assert close["width"] >= 44 and close["height"] >= 44
    page.click("#city-sheet-close")
    page.wait_for_selector("#city-sheet", state="detached")
    # by keyboard: the focus moves into the dialog, Tab stays in it, Escape gives it back
    page.locator(".city.me .city-open").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#city-sheet")
    inside = "() => document.activeElement.closest('#city-sheet .city-sheet') !== null"
    page.wait_for_function(inside)
    for _ in range(6):
        page.keyboard.press("Tab")
        assert page.evaluate(inside)
    page.keyboard.press("Escape")
    page.wait_for_selector("#city-sheet", state="detached")
    assert page.evaluate("() => document.activeElement.matches('.city.me .city-open')")
    assert not page.errors
