"""The Cities expansion on the 7 Wonders table (issue 15), drawn from views alone: the
coin-loss choice (rulebook 003, "Adósság": pay the bank, take debt, or a mix; the Free
City's holder decides for it), black cards' faces, masks on a city, the score pad's
black row with debt inside the treasury (Gábor: 5 coins and 3 debt tokens = -2), the
new-game form with Cities; in chromium a 4-player Cities game against bots played to
the end, and every target 44 px with nothing overflowing on the coin-loss choice and on
an 8-player table."""

from __future__ import annotations

import base64

import pytest
from wonders_ui import newgame
from wonders_ui.tables import classic, classic_masks, classic_scores, icons, parts
from wonders_ui.tables.classic_hand import card_tile
from wonders_ui.tables.context import TableContext
from wonders_ui.vdom import text_of

from engine import new_game, saves
from engine.classic.data import ALL_CARDS, ALL_WONDERS, CARDS
from engine.classic.debt import LossRecord, way_view
from engine.classic.effects import Loss
from engine.classic.moves import pay
from engine.rng import Rng
from tests.web.helpers import BOOT_MS, boot, step, wait_for_bots
from tests.web.helpers import new_game as start_in_page
from tests.web.table_ui import ui_of
from tests.web.test_app_logic import choices, make_app, play_out, start_game
from tests.web.test_classic_table import acts, by_id, nodes

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]


def ctx_for(view, **ui) -> TableContext:
    n = view["players"]
    return TableContext(game_id="g1", names=NAMES[:n], bots=[False] * n,
                        viewer=view["viewer"], ui=ui_of(ui))


def random_until(players: int, seed: int, stop) -> object:
    """A seeded random Cities game played until ``stop(state)`` (or its end)."""
    state = new_game("7wonders", seed=seed, players=players, cities="on")
    rng = Rng(seed)
    while state.phase != "over" and not stop(state):
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.below(len(legal))])
    return state


def in_debt(players: int, own: bool = True):
    """A state in the ``debt`` phase and a player who meets a loss there (its own city's
    when ``own``, else the Free City's)."""
    def stop(state):
        return state.phase == "debt" and any(
            str(state.legal_actions(p)[0]).startswith("free city:") != own
            for p in state.current_players())
    for seed in range(200):
        state = random_until(players, seed, stop)
        if state.phase == "debt":
            p = next(p for p in state.current_players()
                     if str(state.legal_actions(p)[0]).startswith("free city:") != own)
            return state, p
    raise AssertionError("no coin loss in 200 games")


# ---------------------------------------------------------------------- the coin loss


def test_the_debt_panel_offers_exactly_the_legal_ways_and_says_who_and_why():
    state, p = in_debt(4)
    view = state.view(p)
    tree = classic.render(view, ctx_for(view))
    panel = by_id(tree, "debt")
    assert panel and not by_id(tree, "hand")
    assert acts(panel, "move") == view["legal"]
    owed = view["cities"][p]["owed"]
    assert icons.spoken(panel).startswith(f"You must lose {owed} coin")
    causes = view["debt"]["causes"]
    assert causes and sum(c["coins"] for c in causes) == owed
    for c in causes:
        source = c["card"] or f"{c['wonder']} stage {c['stage']}"
        assert f"{NAMES[c['city']]} built {source}" in text_of(panel)
    # the players who owe nothing wait; the top bar says what the table waits for
    other = next(q for q in range(4) if q not in state.current_players())
    view = state.view(other)
    tree = classic.render(view, ctx_for(view))
    assert not by_id(tree, "debt") and by_id(tree, "waiting")
    assert "coin losses to meet" in text_of(tree)


def ann_loses(coins: int, debt: int, card: str, count: int = 1, conflict: tuple = ()) -> dict:
    """Ann's view of a coin loss she alone meets, with ``coins`` and ``debt`` tokens
    already (a real debt state, set by hand): Bob built ``card``, its loss taking so
    much per ``count`` of what it counts in Ann's city; the engine says the rest."""
    state, _ = in_debt(4)
    built = CARDS.by_name(card)
    loss = next(e for e in built.effects if type(e) is Loss)
    ann = state.cities[0]
    ann.coins, ann.debt = coins, debt
    if conflict:
        ann.conflict = list(conflict)
    state.debts.owed = [loss.amount * count, 0, 0, 0]
    state.debts.losses = (LossRecord(0, 1, built.id, loss.amount, loss.per, count),)
    state._legal = [None] * state.n
    return state.view(0)


def gabors_view():
    """A coin loss of 3 met with 5 coins and 3 debt tokens already: Bob built a
    Brotherhood (every other city loses 3 coins)."""
    view = ann_loses(5, 3, "Brotherhood")
    assert view["legal"] == ["pay 3 debt 0", "pay 2 debt 1", "pay 1 debt 2", "pay 0 debt 3"]
    return view


def test_each_way_says_what_it_costs_in_points_at_the_end():
    # 3 coins are 1 point, a debt token -1 point: with 5 coins, paying 3 leaves 2
    # (the treasury row 1 -> 0: -1 point); paying 2 leaves 3 (still 1 point) and the
    # token costs 1; paying 1 leaves 4 (1 point) and 2 tokens cost 2; 3 tokens cost 3
    view = gabors_view()
    panel = by_id(classic.render(view, ctx_for(view)), "debt")
    buttons = nodes(panel, lambda t, a: a.get("data-act") == "move")
    assert [icons.spoken(b) for b in buttons] == [
        "pay 3 coins −1 point at the end",
        "pay 2 coins + take 1 debt token −1 point at the end",
        "pay 1 coin + take 2 debt tokens −2 points at the end",
        "take 3 debt tokens −3 points at the end"]
    said = icons.spoken(panel)
    assert "Bob built Brotherhood: 3 coins" in said
    assert "Treasury now: 5 coins and 3 debt tokens" in said
    assert way_view(5, 0, pay(3, 0))["points"] == 1 and way_view(5, 0, pay(0, 3))["points"] == 3


def test_a_loss_per_victory_token_counts_the_losers_tokens():
    view = ann_loses(5, 3, "Sepulcher", 2, conflict=(1, 3, -1))
    assert view["debt"]["causes"][0]["count"] == 2 and view["cities"][0]["owed"] == 2
    assert icons.spoken(by_id(classic.render(view, ctx_for(view)), "debt")).count(
        "Bob built Sepulcher: 1 coin per victory token by you (2): 2 coins") == 1


def test_the_free_citys_holder_meets_the_free_citys_loss():
    # Cities rulebook, 2 players: "az a játékos dönti el ... aki éppen azt az adott
    # körben irányítja": the player holding the Free City card decides for it
    state, p = in_debt(2, own=False)
    view = state.view(p)
    tree = classic.render(view, ctx_for(view))
    panel = by_id(tree, "debt")
    assert panel[1]["data-city"] == str(view["free_city"]["index"])
    assert acts(panel, "move") == view["legal"]
    assert all(m.startswith("free city: pay") for m in view["legal"])
    assert "Free City must lose" in text_of(panel) and "you decide" in text_of(panel)


# ---------------------------------------------------------------------- black cards


def every_effect_text() -> list[str]:
    texts = {c.effect_text for c in ALL_CARDS}
    texts |= {s.to_json()["effects"] for w in ALL_WONDERS.values() for s in w.stages}
    return sorted(texts)


@pytest.mark.parametrize("text", every_effect_text())
def test_every_effect_text_draws_without_a_bare_unknown_word(text):
    tree = icons.effect_icons(text)
    assert not nodes(tree, lambda t, a: "unknown" in a.get("class", "").split()), text
    words = icons.spoken(tree)
    for part in text.split(";"):  # no Cities effect is drawn as its raw text
        kind, *args = part.split()
        assert not args or kind not in icons.CITIES_PARTS or part.strip() not in words, (
            text, words)


def test_every_cities_card_and_stage_is_among_them():
    cities = [c for c in ALL_CARDS if c.expansion]
    assert len([c for c in cities if c.is_black]) == 27 and len(cities) == 30
    assert {c.effect_text for c in cities} <= set(every_effect_text())
    assert {w for w, _ in ALL_WONDERS} >= {"Petra", "Byzantium"}


def test_a_black_card_reads_right():
    choice = {"card": "Hideout", "status": "free", "moves": ["build Hideout"], "reason": "",
              "builds": [], "stages": [], "discard": {"move": "discard Hideout", "coins": 3}}
    view = {"edition": 1, "legal": ["build Hideout"]}
    ctx = TableContext(game_id="g", names=NAMES[:3], bots=[False] * 3, viewer=0, ui=ui_of())
    tile = card_tile(view, ctx, choice, None)  # the button and the parts drawn on it
    assert "c-black" in tile[1]["class"].split()
    # the card is named as said: its name, its kind, its cost and effects counted
    assert tile[2][1]["aria-label"] == ("Hideout, black (Cities): free, gives 2 victory points "
                                     "and each other city loses 1 coin; you can build it")
    glyph, = nodes(tile, lambda t, a: a.get("class") == "card-glyph")
    assert glyph[2] == "☾" and glyph[1]["aria-label"] == "black"
    for text, words in [
            ("loss 1 per stage", "each other city loses 1 coin per wonder stage of that city"),
            ("coins 6; gift 1", "6 coins each neighbour takes 1 coin"),
            ("dock left", "left neighbour 1st buy a turn 1 coin less"),
            ("gain points 1 per victory in self", "1 victory point per victory token"),
            ("gain points 1 per black in neighbours", "per black (Cities) card"),
            ("points 2; free stages", "wonder stage need no resources"),
            ("mask", "mask: copies a neighbour's green science symbol")]:
        assert words in icons.spoken(icons.effect_icons(text)), text


def test_masks_show_what_they_would_copy():
    city = {"masks": 2, "masks_copy": ["compass"]}
    stat = classic_masks.masks_stat(city)
    assert stat[1]["aria-label"] == "2 masks, copying compass"
    assert [a["aria-label"] for _, a, *_ in nodes(stat, lambda t, a: t == "i")] == [
        "compass (science)"]
    assert "nothing yet" in text_of(classic_masks.masks_stat({"masks": 1}))
    assert classic_masks.masks_stat({"masks": 0}) is None
    for seed in range(20):
        state = random_until(4, seed, lambda s: any(c.masks for c in s.cities))
        if state.phase != "over":
            break
    p = next(q for q, c in enumerate(state.cities) if c.masks)
    view = state.view(p)
    tree = classic.render(view, ctx_for(view))
    shown = nodes(tree, lambda t, a: "masks" in a.get("class", "").split())
    assert any(a.get("data-masks") == str(state.cities[p].masks) for _, a, *_ in shown)


# ---------------------------------------------------------------------- the score pad


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (8, 3)])
def test_the_score_pad_has_the_black_row_and_every_cell_adds_up(players, seed):
    state = random_until(players, seed, lambda s: False)
    view = state.view(0)
    pad = classic_scores.score_pad(view, ctx_for(view))
    rows = [a["data-category"] for _, a, *_ in nodes(pad, lambda t, a: t == "tr"
                                                     and "data-category" in a)]
    assert rows == [k for k, _ in classic_scores.CITIES_LABELS] + ["total"]
    for p, score in enumerate(view["scores"]):
        assert sum(score[k] for k, _ in classic_scores.CITIES_LABELS) == score["total"]
        for key, _label in classic_scores.CITIES_LABELS:
            cell = parts.cell_key(p, key)
            opened = classic_scores.score_pad(view, ctx_for(view, **{cell: True}))
            detail, = nodes(opened, lambda t, a, cell=cell: a.get("data-cell") == cell)
            points = [int(text_of(x).strip()) for x in nodes(detail, lambda t, a: t == "strong")]
            assert sum(points) == score[key], (p, key, text_of(detail))


def test_the_treasury_cell_explains_the_debt():
    view = gabors_view()
    view.update(terminal=True, winners=[1], scores=[c["score"] for c in view["cities"]])
    view["scores"][0] = {**view["scores"][0], "treasury": -2}
    view["score_lines"] = [{k: [] for k, _ in classic_scores.CITIES_LABELS}
                           for _ in view["cities"]]
    view["score_lines"][0]["treasury"] = [{"what": "5 coins ÷ 3", "points": 1},
                                          {"what": "3 debt tokens (-1 each)", "points": -3}]
    pad = classic_scores.score_pad(view, ctx_for(view, **{"cell:0:treasury": True}))
    assert "Ann · Treasury: -2 Close 5 coins ÷ 3 +1 3 debt tokens (-1 each) -3" in text_of(
        by_id(pad, "score-detail")).replace("  ", " ")
    negative = nodes(pad, lambda t, a: t == "rect" and a.get("class") == "negative")
    assert negative  # the debt is drawn left of zero


def test_a_game_without_cities_keeps_its_seven_rows():
    view = new_game("7wonders", seed=1, players=3).view(0)
    assert classic_scores.categories(view) == classic_scores.CATEGORY_LABELS


# ---------------------------------------------------------------------- the new-game form


def test_the_form_offers_cities_and_eight_players_with_it(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    app.on_action("new")

    def players():
        return choices(page, "players")

    assert choices(page, "cities") == ["off", "on"]  # a toggle: two chips
    page.form_values = {"game": "7wonders", "edition": "1", "cities": "on", "players": "8"}
    app.on_action("setup-change")
    assert players() == [str(k) for k in range(2, 9)] and app.setup["players"] == 8
    assert newgame.config(app.setup)[1]["cities"] == "on"
    page.form_values = {"cities": "off"}
    app.on_action("setup-change")
    assert players()[-1] == "7" and app.setup["players"] == 7


def test_cities_with_the_second_edition_is_a_message_not_a_crash(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    start_game(app, page, 1, 4, edition="2", cities="on")
    assert app.screen == "setup" and page.toasts[-1][0] == "error"
    assert "1st edition" in page.toasts[-1][1]


def test_a_person_meets_coin_losses_through_the_app_to_the_end():
    for seed in range(1, 9):
        app, page, _ = make_app()
        start_game(app, page, 1, 4, seed=seed, cities="on")
        seen = []
        real_render = page.render

        def render(tree, *a, _real=real_render, _seen=seen, **k):
            if by_id(tree, "debt"):
                _seen.append(acts(by_id(tree, "debt"), "move"))
            return _real(tree, *a, **k)

        page.render = render
        play_out(app, page)
        assert "Black cards" in text_of(page.tree)
        if seen:
            assert all(moves and all(m.startswith("pay ") for m in moves) for moves in seen)
            return
    raise AssertionError("the person never met a coin loss in 8 games")


# ---------------------------------------------------------------------- in chromium


def test_in_chromium_a_four_player_cities_game_against_bots(page, server):
    boot(page, server.url)
    start_in_page(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2"), ("bot", "B3")],
                  seed=5, options={"cities": "on"})
    done, debts = [], 0
    for _ in range(200):
        if page.locator("#debt").count():
            debts += 1
        done.append(step(page))
        if done[-1] == "end":
            break
    assert done[-1] == "end", done[-20:]
    assert "debt" in done  # Ann met a coin loss on the page (the deal of seed 5)
    assert page.locator("tr[data-category=black]").count() == 1
    page.screenshot(path="/tmp/cities-end.png", full_page=True)
    assert not page.errors


def saved(state, seats: list[tuple[str, str]], name: str) -> tuple[str, str]:
    meta = {"name": name, "game": state.game, "players": [n for _, n in seats],
            "seats": [{"kind": k, "name": n, "level": "random"} for k, n in seats]}
    return f"wonders.v1.save.{name}", base64.b64encode(saves.dumps(state, meta)).decode()


def cities_saves() -> dict[str, str]:
    """An 8-player Cities game in Age II, and a 4-player one in which Ann (seat 0)
    meets a coin loss."""
    eight = random_until(8, 5, lambda s: s.age == 2 and s.turn == 3 and s.phase == "pick")
    def ann_owes(s):
        return s.phase == "debt" and 0 in s.current_players()
    for seed in range(300):
        debt = random_until(4, seed, ann_owes)
        if ann_owes(debt):
            break
    people = [("human", "Ann")]
    return dict([saved(eight, people + [("bot", f"Bot {i}") for i in range(1, 8)], "c8"),
                 saved(debt, people + [("bot", f"Bot {i}") for i in range(1, 4)], "c4debt")])


@pytest.mark.parametrize("width,height,touch", [(768, 1024, True), (1280, 800, False)])
def test_in_chromium_44px_targets_and_no_overflow(browser, requests_seen, site,
                                                  server, width, height, touch):
    from tools.layout_check import check

    ctx = browser.new_context(
        viewport={"width": width, "height": height}, has_touch=touch,
        is_mobile=touch, reduced_motion="reduce", service_workers="block")
    ctx.set_default_timeout(BOOT_MS)
    ctx.on("request", requests_seen.add)
    try:
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        boot(page, server.url)
        page.evaluate("saves => { for (const [k, v] of Object.entries(saves)) "
                      "localStorage.setItem(k, v); }", cities_saves())
        page.reload()
        page.click("button.open[data-arg='c4debt']")
        wait_for_bots(page, "#debt button.act")  # a still table: the bots' badges come and go
        check(page, f"the coin-loss choice at {width}x{height}")
        page.screenshot(path=f"/tmp/cities-debt-{width}.png", full_page=True)
        page.click("button[data-act=home]")
        page.click("button.open[data-arg='c8']")
        wait_for_bots(page, "#hand .card")
        check(page, f"8 players at {width}x{height}")
        page.screenshot(path=f"/tmp/cities-8p-{width}.png", full_page=True)
        page.locator("#hand .card").first.click()
        page.wait_for_selector("#actions")
        check(page, f"8 players, a card chosen, at {width}x{height}")
    finally:
        ctx.close()
    assert not errors
    assert not requests_seen.outside()
