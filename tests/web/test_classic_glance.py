"""The 7 Wonders table shows each city's progress at a glance (``classic_glance``): the
science of the rulebook's example (3 tablets + 2 compasses + 1 gear = 21, a 2nd gear
+10), the military standing against each neighbour, what each neighbour sells and at
what price, the points so far; and the discard pile: its count always, its cards when
Halicarnassus may look at it."""

from __future__ import annotations

from wonders_ui.tables import classic
from wonders_ui.tables.context import TableContext
from wonders_ui.vdom import text_of

from tests.classic.helpers import player, table
from tests.web.table_ui import ui_of
from tests.web.test_classic_table import by_id, game_until, nodes

NAMES = ["Ann", "Bob", "Cy"]
SCIENCE = ["Scriptorium", "Library", "School", "Apothecary", "Dispensary", "Workshop",
           "Marketplace"]


def ctx_for(view, **ui) -> TableContext:
    n = view["players"]
    return TableContext(game_id="g1", names=NAMES[:n], bots=[False] * n,
                        viewer=view["viewer"], ui=ui_of(ui))


def ann_bob_cy():
    return table(player("Babylon", cards=SCIENCE, name="Ann"),
                 player("Rhodes", cards=["Barracks", "Lumber Yard", "Glassworks"], name="Bob"),
                 player("Giza", cards=["Tree Farm"], name="Cy"), age=2)


def glance_of(tree, seat: int):
    found = nodes(tree, lambda t, a: "glance" in a.get("class", "").split()
                  and a.get("data-seat") == str(seat))
    return found[0] if found else None


def labels(node) -> list[str]:
    return [a.get("aria-label") for _, a, *_ in nodes(node, lambda t, a: "aria-label" in a)]


def test_your_city_shows_its_science_points_and_the_next_symbols():
    view = ann_bob_cy().view(0)
    panel = glance_of(classic.render(view, ctx_for(view)), 0)
    assert panel is not None
    science = nodes(panel, lambda t, a: "gl-science" in a.get("class", ""))[0]
    assert "21" in text_of(science) and "1 set" in text_of(science)
    nexts = {labels(n)[0]: text_of(n).strip() for n in
             nodes(science, lambda t, a: a.get("class") == "gl-next")}
    assert nexts == {"gear (science)": "+10", "compass (science)": "+5",
                     "tablet (science)": "+7"}


def test_military_standing_against_each_neighbour():
    view = ann_bob_cy().view(0)
    panel = glance_of(classic.render(view, ctx_for(view)), 0)
    sides = {a["data-side"]: n for n in nodes(panel, lambda t, a: a.get("class") == "gl-versus")
             for a in [n[1]]}
    assert view["cities"][0]["left"] == 1 and "Bob" in text_of(sides["left"])
    # Bob's Barracks: 1 shield against none: Ann would take a defeat token now;
    # Cy has no shield either: a tie
    assert labels(sides["left"])[-1] == "-1 defeat token"
    assert text_of(sides["right"]).endswith("tie")


def test_each_neighbour_sells_at_the_price_of_your_discounts():
    view = ann_bob_cy().view(0)
    panel = glance_of(classic.render(view, ctx_for(view)), 0)
    sellers = {n[1]["data-side"]: n for n in
               nodes(panel, lambda t, a: a.get("class") == "gl-seller")}
    left = labels(sellers["left"])

    def price(ware: str) -> str:
        return next(x for x in left[left.index(ware):] if "coin" in x)

    # Rhodes sells its ore and Bob's wood for 2 coins and, Ann holding the
    # Marketplace, Bob's glass for 1
    assert price("ore") == price("wood") == "2 coins"
    assert price("glass") == "1 coin"


def test_points_so_far_are_an_estimate_by_category():
    view = ann_bob_cy().view(0)
    panel = glance_of(classic.render(view, ctx_for(view)), 0)
    assert "Points so far (estimate)" in text_of(panel)
    cells = {n[1]["data-cat"]: text_of(n).strip() for n in
             nodes(panel, lambda t, a: a.get("class") == "gl-points")}
    assert cells["science"] == "21"
    assert cells["treasury"] == str(view["cities"][0]["score"]["treasury"])


def test_an_opened_city_shows_its_glance():
    view = ann_bob_cy().view(0)
    tree = classic.render(view, ctx_for(view, opt_city=1))
    sheet = by_id(tree, "city-sheet")
    assert glance_of(sheet, 1) is not None


def test_the_discard_pile_count_is_always_shown():
    view = ann_bob_cy().view(0)
    tree = classic.render(view, ctx_for(view))
    assert text_of(by_id(tree, "discard-count")) == "Discard pile (0)"
    assert by_id(tree, "discard-button") is None


def test_halicarnassus_browses_the_discard_pile_as_cards():
    state = game_until(3, "dig")
    digger = state.current_players()[0]
    view = state.view(digger)
    assert view["discard"]
    shut = classic.render(view, ctx_for(view))
    assert by_id(shut, "discard-button") is not None and by_id(shut, "discard-pile") is None
    tree = classic.render(view, ctx_for(view, discard=True))
    pile = by_id(tree, "discard-pile")
    shown = [a["data-name"] for _, a, *_ in nodes(pile, lambda t, a: "data-name" in a)]
    assert shown == view["discard"]
    # the others see the count only
    other = state.view((digger + 1) % 3)
    assert by_id(classic.render(other, ctx_for(other, discard=True)), "discard-pile") is None
