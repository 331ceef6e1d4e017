"""Coin losses and debt (rulebook 003, "Adósság" and the symbol sheet): each other
player pays the bank or takes a debt token for every coin not paid, or a mix, at the
end of the turn; debt is -1 point a token at the end and is never repaid."""

from __future__ import annotations

import pytest

from engine import IllegalMoveError, get_game
from engine.classic.scoring import score_city
from tests.classic.cities import discards, pay_all, play, player, table


def hideout_table(coins=(3, 3, 3)):
    return table(player("Giza", coins=coins[0], hand=["Hideout", "Altar", "Tavern"]),
                 player("Rhodes", coins=coins[1], hand=["Altar", "Theater", "Tavern"]),
                 player("Ephesus", coins=coins[2], hand=["Baths", "Altar", "Tavern"]))


def test_every_other_player_chooses_how_to_pay():
    """"Minden ellenfélnek be kell fizetnie a megfelelő összeget a bankba vagy
    adósságjelzőt kell elvennie minden be nem fizetett érméért. Ezt el is lehet
    osztani"; "a fizetésre kötelező kártyák sosem lesznek hatással a kártya
    tulajdonosára"."""
    state = play(hideout_table(), "build Hideout", "build Altar", "build Altar")
    assert state.phase == "debt"
    assert state.current_players() == [1, 2]
    assert [str(m) for m in state.legal_actions(1)] == ["pay 1 debt 0", "pay 0 debt 1"]
    assert state.legal_actions(0) == []
    state.apply(1, "pay 0 debt 1")  # may take debt even when it could pay
    assert state.current_players() == [2]
    state.apply(2, "pay 1 debt 0")
    assert state.phase == "pick" and state.turn == 7  # the next turn: hands of 2
    assert [(c.coins, c.debt) for c in state.cities] == [(3, 0), (3, 1), (2, 0)]
    view = state.view(None)
    assert [c["debt"] for c in view["cities"]] == [0, 1, 0]


def test_a_mix_of_coins_and_debt():
    state = table(player("Giza", coins=0, cards=["Sawmill", "Ore Vein", "Loom"],
                         hand=["Brotherhood", "Palace"]),
                  player("Rhodes", coins=2, hand=["Palace", "Pantheon"]),
                  player("Ephesus", hand=["Pantheon", "Palace"]), age=3)
    play(state, "build Brotherhood", "discard Palace", "discard Pantheon")
    # Rhodes discarded for 3: 5 coins at the end of the turn, 3 owed
    assert [str(m) for m in state.legal_actions(1)] == [
        "pay 3 debt 0", "pay 2 debt 1", "pay 1 debt 2", "pay 0 debt 3"]
    state.apply(1, "pay 2 debt 1")
    assert (state.cities[1].coins, state.cities[1].debt) == (3, 1)


def test_without_coins_every_coin_is_debt():
    state = play(hideout_table(coins=(3, 0, 0)), "build Hideout", "build Altar",
                 "build Altar")
    assert [str(m) for m in state.legal_actions(1)] == ["pay 0 debt 1"]
    with pytest.raises(IllegalMoveError):
        state.apply(1, "pay 1 debt 0")
    pay_all(state)
    assert [c.debt for c in state.cities] == [0, 1, 1]


def test_the_loss_comes_at_the_end_of_the_turn():
    """"a fizetési kötelezettségek mindig egy kör végén merülnek fel, miután a játékosok
    kijátszották kártyáikat, fizettek ... és/vagy szereztek pénzt": a player with no
    coin who sells a card that turn pays with those coins."""
    state = play(hideout_table(coins=(3, 0, 0)), "build Hideout", "discard Altar",
                 "build Altar")
    assert [str(m) for m in state.legal_actions(1)] == ["pay 1 debt 0", "pay 0 debt 1"]


def test_gabor_scores_his_debt_in_the_treasury_row():
    """"Gábor 3 adósságjelzővel fejezi be a játékot. Mivel kincstárában 5 érméje van
    (1 pont), a pontozótömbre -2 pontot ír (1 pont az érmékből -3 az
    adósságjelzőkből)"."""
    state = table(player("Giza", coins=5), player("Rhodes"), player("Ephesus"))
    state.cities[0].debt = 3
    assert score_city(state.cities, 0)["treasury"] == -2
    assert state.scores()[0]["treasury"] == -2


def test_debt_is_never_repaid():
    """"a felmerült adósságokat nem lehet visszafizetni": coins gained later leave the
    tokens where they are."""
    state = play(hideout_table(coins=(3, 0, 0)), "build Hideout", "build Altar",
                 "build Altar")
    pay_all(state)
    play(state, *(discards(state, p) for p in range(3)))
    assert state.cities[1].debt == 1 and state.cities[1].coins == 3


def test_several_losses_of_a_turn_are_met_at_once():
    state = table(player("Giza", hand=["Hideout", "Altar", "Tavern"]),
                  player("Rhodes", hand=["Hideout", "Theater", "Tavern"]),
                  player("Ephesus", hand=["Baths", "Altar", "Tavern"]))
    play(state, "build Hideout", "build Hideout", "build Altar")
    assert state.debts.owed == [1, 1, 2]
    assert [str(m) for m in state.legal_actions(2)][0] == "pay 2 debt 0"


def test_the_debt_move_is_described():
    game = get_game("7wonders")
    view = hideout_table().view(1)
    assert game.describe_move(view, 1, "pay 2 debt 1") == (
        "pays 2 coins to the bank and takes 1 debt token")
    assert game.describe_move(view, 1, "pay 0 debt 3") == "takes 3 debt tokens"
    assert game.describe_move(view, 1, "pay 1 debt 0") == "pays 1 coin to the bank"


def free_city_table(hand0, hand1, free_hand=None):
    return table(player("Giza", hand=hand0), player("Rhodes", hand=hand1),
                 free_city={"wonder": "Ephesus", "holder": 0, "coins": 3})


def test_two_players_the_free_city_pays_as_its_controller_decides():
    """2 players: "Ha a Szabad városnak érmét kell eldobnia, az a játékos dönti el, hogy
    a város fizet-e vagy adósságba esik, aki éppen azt az adott körben irányítja"."""
    state = free_city_table(["Altar", "Theater", "Baths"], ["Hideout", "Pawnshop"])
    for p, move in ((0, "free city: build Altar"), (0, "build Theater"), (1, "build Hideout")):
        state.apply(p, move)
    assert state.phase == "debt"
    assert state.current_players() == [0]  # the holder: the Free City's loss, then its own
    assert [str(m) for m in state.legal_actions(0)] == [
        "free city: pay 1 debt 0", "free city: pay 0 debt 1"]
    state.apply(0, "free city: pay 0 debt 1")
    assert [str(m) for m in state.legal_actions(0)] == ["pay 1 debt 0", "pay 0 debt 1"]
    state.apply(0, "pay 1 debt 0")
    assert [c.debt for c in state.cities] == [0, 0, 1]
    assert state.phase == "pick"


def test_two_players_a_loss_card_of_the_free_city_hits_both():
    """"Ha a Szabad város egy olyan kártyát hoz játékba, mely a többi játékost fizetésre
    kötelezi, mindkét játékosnak fizetnie kell (ez alól a Szabad várost irányító
    játékos sem lesz kivétel)"."""
    state = free_city_table(["Hideout", "Theater", "Baths"], ["Altar", "Pawnshop"])
    for p, move in ((0, "free city: build Hideout"), (0, "build Theater"), (1, "build Altar")):
        state.apply(p, move)
    assert state.debts.owed == [1, 1, 0]
    assert state.current_players() == [0, 1]
