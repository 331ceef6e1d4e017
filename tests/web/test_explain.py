"""The table explains itself, in Debian's chromium: each kind of impossible move says
why in words (already built, a resource nobody sells, too few coins, every stage built;
in Duel too few coins and a card still covered), the wonder stage and discard are always
shown (disabled with their reason), a tapped price opens its breakdown and its numbers
are the engine's, and Duel's Age III shows the guilds' own backs."""

from __future__ import annotations

import base64

import pytest

from engine import new_game, saves
from engine.rng import Rng
from tests.classic.helpers import player, table
from tests.web.helpers import boot

KEY = "wonders.v1.save."


def stored(key: str, state, seats: list[tuple[str, str]]) -> tuple[str, str]:
    meta = {"name": key, "game": state.game, "players": [n for _, n in seats],
            "seats": [{"kind": k, "name": n, "level": "random"} for k, n in seats]}
    return KEY + key, base64.b64encode(saves.dumps(state, meta)).decode()


def classic_table():
    """Ann (Ephesus, every stage built, 2 coins, Quarry, Clay Pool, East Trading Post)
    holds Quarry (built already), Temple (3 coins: she has 2), Aqueduct (3 stone: she
    makes 2, nobody sells stone), Stables (clay hers, wood and ore from Rhodes at 1 by
    the East Trading Post) and Forum (free by chain)."""
    return table(
        player("Ephesus", coins=2, stages=3, cards=["Quarry", "East Trading Post", "Clay Pool"],
               hand=["Quarry", "Temple", "Aqueduct", "Stables", "Forum"]),
        player("Alexandria", hand=["Walls", "Sawmill", "Foundry", "Loom", "Courthouse"]),
        player("Rhodes", cards=["Lumber Yard"],
               hand=["Training Ground", "Glassworks", "Press", "Statue", "Library"]),
        age=2)


def duel_table():
    """A seeded Duel game played at random to a turn of Age III where the player to
    move cannot pay for a card, a guild lies face down and a face-up card is covered."""
    for seed in range(60):
        st = new_game("duel", seed=seed, names=["Ann", "Bob"])
        rng = Rng(seed)
        while not st.is_terminal():
            p = st.current_players()[0]
            v = st.view(p)
            if v["phase"] == "play" and v["age"] == 3:
                slots = [s for s in v["structure"] if s]
                if (any(o["status"] == "cannot" for o in v["offer"]["cards"].values())
                        and any(s["back"] == "guild" and not s["face_up"] for s in slots)
                        and any(s["face_up"] and not s["available"] for s in slots)):
                    return st
            moves = st.legal_actions(p)
            st.apply(p, moves[rng.below(len(moves))])
    raise AssertionError("no such Duel turn")


CLASSIC = classic_table()
DUEL = duel_table()
DUEL_MOVER = DUEL.current_players()[0]
SAVES = dict([stored("explain-classic", CLASSIC,
                     [("human", "Ann"), ("bot", "Bot 1"), ("bot", "Bot 2")]),
              stored("explain-duel", DUEL, [("human" if p == DUEL_MOVER else "bot", name)
                                            for p, name in enumerate(("Ann", "Bob"))])])


@pytest.fixture
def table_page(page, server):
    boot(page, server.url)
    page.evaluate("saves => { for (const [k, v] of Object.entries(saves)) "
                  "localStorage.setItem(k, v); }", SAVES)
    page.reload()
    page.wait_for_selector("#saves li.save-row")
    return page


def open_save(page, key: str, ready: str) -> None:
    page.click(f"button.open[data-arg='{key}']")
    page.wait_for_selector(ready)


def select(page, card: str) -> str:
    page.click(f"#hand .card[data-card='{card}']")
    page.wait_for_selector(f"#actions h3:has-text('{card}')")
    return page.locator("#actions").inner_text()


def test_each_impossible_move_says_why_and_stage_and_discard_are_always_shown(table_page):
    page = table_page
    open_save(page, "explain-classic", "#hand .card")
    choices = {c["card"]: c for c in CLASSIC.view(0)["choices"]["cards"]}
    for card, words in (("Quarry", "already built: Quarry"),
                        ("Temple", "not enough coins: costs 3, you have 2"),
                        ("Aqueduct", "needs 3 stone: you make 2, neighbours sell none")):
        assert choices[card]["reason"] == words
        tile = page.locator(f"#hand .card-slot:has(> .card[data-card='{card}'])")
        assert words in " ".join(tile.inner_text().split())
        panel = select(page, card)
        assert f"Build: {words}" in panel
        assert page.locator("#actions button[data-off=build]").get_attribute(
            "aria-disabled") == "true"  # reached by Tab, does nothing
        # the stage is shown, disabled, with why; discarding is open
        assert page.locator("#actions button[data-off=stage]").get_attribute(
            "aria-disabled") == "true"  # reached by Tab, does nothing
        assert "Wonder stage: every stage is built" in panel
        assert page.locator("#actions button[data-kind=discard]").is_enabled()
    assert not page.errors


def test_a_tapped_price_opens_its_breakdown_with_the_engine_s_numbers(table_page):
    page = table_page
    open_save(page, "explain-classic", "#hand .card")
    pay = next(c for c in CLASSIC.view(0)["choices"]["cards"] if c["card"] == "Stables")
    pay = pay["builds"][0]
    assert pay["move"] in CLASSIC.view(0)["legal"]
    select(page, "Stables")
    price = page.locator("#actions .move-row[data-kind=build] .price-tap")
    assert price.get_attribute("data-total") == str(pay["total"]) == "2"
    price.click()
    page.wait_for_selector("#actions .breakdown[data-kind=build]")
    box = page.locator("#actions .breakdown[data-kind=build]")
    assert box.get_attribute("data-move") == pay["move"]
    rows = box.locator(".bd-buy")
    seen = sorted((rows.nth(i).get_attribute("data-resource"),
                   int(rows.nth(i).get_attribute("data-count")),
                   int(rows.nth(i).get_attribute("data-price")),
                   int(rows.nth(i).get_attribute("data-player"))) for i in range(rows.count()))
    assert seen == sorted((b["resource"], b["count"], b["price"], b["player"])
                          for b in pay["bought"])
    text = box.inner_text()
    assert "East Trading Post" in text and "Ann makes" in text and "Bot 2 (right)" in text
    assert box.locator(".bd-total").inner_text().split()[-1] == str(pay["total"])
    # the chain that makes Forum free
    select(page, "Forum")
    page.locator("#actions .move-row[data-kind=build] .price-tap").click()
    chain = page.locator("#actions .breakdown .bd-chain")
    chain.wait_for()
    assert chain.get_attribute("data-chain") == "East Trading Post"
    assert not page.errors


def test_duel_says_why_shows_a_price_s_breakdown_and_the_guild_backs(table_page):
    page = table_page
    open_save(page, "explain-duel", "#structure .dcard[data-act]")
    view = DUEL.view(DUEL_MOVER)
    slots = [s for s in view["structure"] if s]
    backs = page.locator("#structure .dcard.back.guild")
    assert backs.count() == sum(1 for s in slots if not s["face_up"] and s["back"] == "guild")
    assert backs.count() >= 1 and "Guild" in backs.first.inner_text()
    covered = page.locator("#structure .dcard[data-covered]:not([data-covered='0'])")
    assert covered.count() == sum(1 for s in slots if s["face_up"] and not s["available"])
    assert covered.first.get_attribute("aria-description").startswith("covered by ")
    name, offer = next((n, o) for n, o in view["offer"]["cards"].items()
                       if o["status"] == "cannot")
    page.click(f"#structure .dcard[data-card='{name}']")
    page.wait_for_selector("#actions #why")
    assert page.locator("#actions #why").inner_text() == f"Cannot build: {offer['reason']}"
    assert page.locator("#actions button[data-off=build]").get_attribute("aria-disabled") == "true"
    assert page.locator("#actions button[data-kind=discard]").is_enabled()
    page.locator("#actions .move-group[data-kind=build] .price-tap").click()
    box = page.locator("#actions .breakdown[data-kind=build]")
    box.wait_for()
    prices = sorted(int(x) for x in box.locator(".bd-buy").evaluate_all(
        "els => els.map(e => e.dataset.price)"))
    assert prices == sorted(u["price"] for u in offer["price"]["bought"])
    assert box.locator(".bd-total").inner_text().split()[-1] == str(offer["price"]["total"])
    # every unbuilt wonder is listed, the ones out of reach with why
    for w, wo in view["offer"]["wonders"].items():
        assert w in page.locator("#actions .move-group[data-kind=wonder]").inner_text()
        if wo["status"] == "cannot":
            assert wo["reason"] in page.locator("#actions").inner_text()
    assert not page.errors
