"""The hand as the view gives it (rulebook, "Game turn" and "Commerce"): each card's
status, the reason a move is impossible, and what each payment buys from whom."""

from __future__ import annotations

from tests.classic.helpers import card, player, table


def choices(state, p: int = 0) -> dict[str, dict]:
    return {c["card"]: c for c in state.view(p)["choices"]["cards"]}


def neighbour(wonder: str, **fields) -> dict:
    """A neighbour's city holding five Walls (its hand plays no part)."""
    return player(wonder, hand=["Walls"] * 5, **fields)


def age_two(me: dict, left: dict | None = None, right: dict | None = None):
    """Age II at three: ``me`` (seat 0) between its ``left`` neighbour (Giza unless
    given) and its ``right`` one (Ephesus unless given)."""
    return table(me, left or neighbour("Giza"), right or neighbour("Ephesus"), age=2)


def olympia_at_age_three():
    """Olympia with two stages (its free build, A side) in Age III, no coins."""
    return table(
        player("Olympia", stages=2, coins=0, hand=["Palace", "Senate"]),
        player("Giza", hand=["Palace", "Senate"]),
        player("Rhodes", hand=["Palace", "Senate"]),
        age=3,
    )


def test_each_card_says_how_it_can_be_built_with_its_legal_moves():
    state = age_two(
        player("Rhodes", coins=1, cards=["Scriptorium", "Stone Pit"],
               hand=["Library", "Loom", "Quarry", "Aqueduct", "Press"]),
        neighbour("Giza", cards=["Stone Pit", "Press"]),
    )
    status = {name: c["status"] for name, c in choices(state).items()}
    assert status == {"Library": "chain", "Loom": "free", "Quarry": "buy",
                      "Aqueduct": "cannot", "Press": "free"}
    for name, c in choices(state).items():
        assert set(c["moves"]) == {str(m) for m in state.legal_actions(0) if m.card == name}


def test_a_building_already_built_cannot_be_built_again():
    """Rulebook: a player may never build two identical buildings."""
    state = age_two(
        player("Rhodes", cards=["Quarry"], hand=["Quarry", "Loom", "Press", "Walls", "Statue"]),
    )
    quarry = choices(state)["Quarry"]
    assert quarry["status"] == "owned"
    assert quarry["reason"] == "already built: Quarry"
    assert quarry["builds"] == [] and quarry["moves"] == ["discard Quarry"]
    assert quarry["why"] == {"kind": "owned", "card": "Quarry"}
    assert quarry["discard"] == {"move": "discard Quarry", "coins": 3, "can": True,
                                 "reason": ""}


def test_forum_is_free_by_chain_from_the_west_trading_post():
    """Rulebook, "Chains": a city with West Trading Post builds Forum for free."""
    state = age_two(
        player("Rhodes", coins=0, cards=["West Trading Post"],
               hand=["Forum", "Loom", "Press", "Walls", "Statue"]),
    )
    forum = choices(state)["Forum"]
    assert forum["status"] == "chain" and forum["chain_from"] == "West Trading Post"
    assert forum["builds"] == [{"move": "build Forum (chain)", "free": "chain", "bank": 0,
                                "left": 0, "right": 0, "total": 0, "bought": [],
                                "own": {}}]


def test_a_payment_to_both_neighbours_says_what_it_buys_from_whom():
    """Temple (wood, clay, glass) with none of them: wood and clay from the left
    neighbour, glass from the right one, 2 coins each."""
    state = age_two(
        player("Ephesus", coins=6, hand=["Temple", "Statue", "Loom", "Press", "Walls"]),
        neighbour("Rhodes", cards=["Lumber Yard", "Clay Pool"]),
        neighbour("Alexandria"),
    )
    temple = choices(state)["Temple"]
    assert temple["status"] == "buy"
    pay = temple["builds"][0]
    assert (pay["move"], pay["bank"], pay["left"], pay["right"], pay["total"]) == (
        "build Temple (left 4, right 2)", 0, 4, 2, 6)
    assert sorted((b["side"], b["player"], b["resource"], b["count"], b["price"])
                  for b in pay["bought"]) == [
        ("left", 1, "clay", 1, 2), ("left", 1, "wood", 1, 2), ("right", 2, "glass", 1, 2)]


def test_a_resource_nobody_sells_is_named_with_what_the_city_makes():
    state = age_two(
        player("Rhodes", coins=9, hand=["Aqueduct", "Loom", "Press", "Walls", "Statue"]),
        right=neighbour("Babylon"),
    )
    aqueduct = choices(state)["Aqueduct"]
    assert aqueduct["status"] == "cannot"
    assert aqueduct["reason"] == "needs 3 stone: you make 0, neighbours sell 1"
    walls = choices(state)["Walls"]  # SSS, Giza sells one stone
    assert walls["reason"] == "needs 3 stone: you make 0, neighbours sell 1"


def test_too_few_coins_says_the_price_and_the_purse():
    """Forum (2 clay) with one Clay Pool: the other clay costs 2 coins at Babylon's."""
    state = age_two(
        player("Rhodes", coins=1, cards=["Clay Pool"],
               hand=["Forum", "Loom", "Press", "Walls", "Aqueduct"]),
        right=neighbour("Babylon"),
    )
    forum = choices(state)["Forum"]
    assert forum["status"] == "cannot"
    assert forum["reason"] == "not enough coins: costs 2, you have 1"


def test_the_next_stage_is_priced_like_a_card():
    """Rhodes A's first stage takes 2 wood; neither Giza nor Babylon makes any."""
    state = age_two(
        player("Rhodes", coins=0, hand=["Statue", "Loom", "Press", "Walls", "Aqueduct"]),
        right=neighbour("Babylon"),
    )
    stage = state.view(0)["choices"]["stage"]
    assert stage["number"] == 1 and stage["can"] is False
    assert stage["cost"] == {"coins": 0, "resources": "WW"}
    assert stage["reason"] == "needs 2 wood: you make 0, neighbours sell none"
    assert all(c["stages"] == [] for c in choices(state).values())


def test_olympia_s_free_building_is_its_own_status():
    state = olympia_at_age_three()
    palace = choices(state)["Palace"]
    assert palace["status"] == "olympia"
    assert "build Palace (olympia)" in palace["moves"]
    assert palace["builds"][0]["free"] == "olympia" and palace["builds"][0]["total"] == 0


def test_a_card_built_later_is_owned():
    state = age_two(
        player("Rhodes", hand=["Press", "Loom", "Walls", "Statue", "Aqueduct"]),
    )
    state.cities[0].add_card(card("Press", 2))
    assert choices(state)["Press"]["status"] == "owned"


def test_the_next_stage_lists_its_payments_with_what_they_buy():
    """Rhodes A's first stage (2 wood) with Olympia (wood) on the left: 2 coins each."""
    state = age_two(
        player("Rhodes", coins=5, hand=["Statue", "Loom", "Press", "Walls", "Aqueduct"]),
        neighbour("Olympia", cards=["Lumber Yard"]),
        neighbour("Babylon"),
    )
    stage = state.view(0)["choices"]["stage"]
    assert stage["can"] and stage["reason"] == ""
    assert [(p["left"], p["right"], p["bank"]) for p in stage["payments"]] == [(4, 0, 0)]
    assert stage["payments"][0]["bought"] == [
        {"side": "left", "resource": "wood", "count": 2, "price": 2, "player": 1,
         "rate_from": ""}]
    loom = choices(state)["Loom"]
    assert loom["stages"][0]["move"] == "stage Loom (left 4)"


def test_a_payment_says_what_the_city_makes_and_which_trading_post_sets_the_price():
    """Temple (wood, clay, glass) for Ephesus (makes papyrus) with a Clay Pool and the
    East Trading Post (raw materials from the right neighbour at 1): clay is its own,
    wood comes from the right at 1 (the trading post), glass from the left at 2."""
    state = age_two(
        player("Ephesus", coins=6, cards=["Clay Pool", "East Trading Post"],
               hand=["Temple", "Statue", "Loom", "Press", "Walls"]),
        neighbour("Alexandria"),
        neighbour("Rhodes", cards=["Lumber Yard"]),
    )
    pay = choices(state)["Temple"]["builds"][0]
    assert (pay["left"], pay["right"], pay["own"]) == (2, 1, {"clay": 1})
    assert sorted((b["player"], b["resource"], b["price"], b["rate_from"])
                  for b in pay["bought"]) == [
        (1, "glass", 2, ""), (2, "wood", 1, "East Trading Post")]


def test_each_reason_has_its_data():
    """A missing resource and too few coins, each as words and as numbers."""
    state = age_two(
        player("Rhodes", coins=1, cards=["Clay Pool"],
               hand=["Forum", "Aqueduct", "Press", "Walls", "Statue"]),
        right=neighbour("Babylon"),
    )
    hand = choices(state)
    assert hand["Forum"]["why"] == {"kind": "coins", "cost": 2, "have": 1}
    assert hand["Aqueduct"]["why"] == {"kind": "resource", "resource": "stone", "need": 3,
                                       "make": 0, "sold": 1}


def test_stage_and_discard_say_why_not_with_each_card():
    """Every stage built: each card says so; discarding is always open to a player."""
    state = age_two(
        player("Rhodes", stages=3, hand=["Statue", "Loom", "Press", "Walls", "Aqueduct"]),
        right=neighbour("Babylon"),
    )
    stage = state.view(0)["choices"]["stage"]
    assert stage["reason"] == "every stage is built" and stage["why"]["kind"] == "stages"
    for c in choices(state).values():
        assert c["stages"] == [] and c["stage_reason"] == "every stage is built"
        assert c["discard"]["can"] and c["discard"]["reason"] == ""


def test_olympia_s_used_free_build_is_part_of_the_reason():
    state = olympia_at_age_three()
    state.cities[0].free_build_age = 3
    palace = choices(state)["Palace"]
    assert palace["status"] == "cannot" and palace["why"]["free_build_used"]
    assert palace["reason"].endswith("; Olympia's free build of this age is used")


def test_the_free_city_s_own_rules_are_its_reasons():
    """The Free City discards only a card it can neither build nor put under a stage,
    and must build a card it can chain (rulebook 002, the 2-player variant)."""
    state = table(
        player("Olympia", name="Ludwig", cards=["Altar"],
               hand=["Aqueduct", "Statue", "Courthouse", "Forum", "Caravansery",
                     "Vineyard", "Walls"]),
        player("Ephesus", name="Peter",
               hand=["School", "Temple", "Sawmill", "Quarry", "Brickyard", "Foundry",
                     "Loom", "Glassworks"]),
        age=2, free_city={"wonder": "Rhodes", "coins": 9, "cards": ["Altar"], "holder": 1})
    hand = {c["card"]: c for c in state.view(1)["free_city"]["choices"]["cards"]}
    temple = hand["Temple"]
    assert temple["status"] == "chain" and temple["stages"] == []
    assert temple["discard"]["reason"] == "the Free City must build a card it can chain, free"
    loom = hand["Loom"]  # built for nothing: no discard
    assert loom["status"] == "free" and not loom["discard"]["can"]
    assert loom["discard"]["reason"] == (
        "the Free City discards only a card it can neither build nor use for a stage")
