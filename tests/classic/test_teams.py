"""The team variant (Cities rulebook 003, "Csapatokban játszott változat"): teams of two
at 4, 6 or 8 players, teammates side by side (players 0 and 1, 2 and 3...).

The book: "Csapatjáték esetén a csapattagok nem harcolnak meg egymással. Minden
játékosnak azzal a szomszédjával kell megküzdenie, aki az ellenfél csapatához
tartozik" and "a kiosztott jelzők megduplázódnak" (two +1/+3/+5, two -1); "A csapatok
diplomáciája": the holder of a diplomacy token still fights, "de ő és ellenfele
ezúttal csak egyetlen jelzőt vesznek el kettő helyett"; "Az a csapat győz, aki a
legtöbb pontot gyűjtötte".
"""

from __future__ import annotations

import pytest

from engine import ConfigError, PositionError, get_game, new_game
from engine.classic.military import opponents
from engine.classic.positions import cli_score
from engine.classic.teams import team_of, teammate
from engine.cli.soak_games import all_setups

from .helpers import cli, player, position, table, turn

GAME = get_game("7wonders")


def team_table(*players, age: int = 1, **top):
    return table(*players, age=age, teams=True, **top)


def test_teammates_sit_side_by_side():
    assert [team_of(p) for p in range(6)] == [0, 0, 1, 1, 2, 2]
    assert [teammate(p) for p in range(6)] == [1, 0, 3, 2, 5, 4]


@pytest.mark.parametrize("n", [2, 3, 5, 7])
def test_an_odd_or_too_small_table_cannot_play_teams(n):
    with pytest.raises(ConfigError, match="teams of two need an even number of players"):
        new_game("7wonders", seed=1, players=n, teams=True)


def test_teams_is_true_or_false():
    with pytest.raises(ConfigError, match="teams must be true or false"):
        new_game("7wonders", seed=1, players=4, teams="yes")


def test_only_even_counts_are_offered_with_teams():
    """The soak and the new-game form ask the game which counts an option allows."""
    assert GAME.player_counts({"teams": True}) == (4, 6)
    assert GAME.player_counts({"teams": False}) == tuple(range(2, 8))
    assert GAME.player_counts({"teams": True, "edition": 2}) == (4, 6)


def test_without_teams_the_set_up_is_unchanged():
    """A game without teams keeps the set-up it had before the option existed."""
    assert "teams" not in new_game("7wonders", seed=1, players=4).config
    assert "teams" not in new_game("7wonders", seed=1, players=4, teams=False).config


def test_each_player_fights_its_neighbour_of_the_other_team():
    """Four players: 0 and 1 against 2 and 3: 1 fights 2, 3 fights 0; six players: 1-2,
    3-4, 5-0."""
    state = team_table(*[player(w) for w in ("Rhodos", "Giza", "Babylon", "Ephesos")])
    assert [[(s, q) for s, q, _ in opponents(state.cities, p, True)] for p in range(4)] == [
        [("right", 3)], [("left", 2)], [("right", 1)], [("left", 0)]]
    six = team_table(*[player(w) for w in ("Rhodos", "Giza", "Babylon", "Ephesos",
                                           "Olympia", "Alexandria")])
    assert [opponents(six.cities, p, True)[0][1] for p in range(6)] == [5, 2, 1, 4, 3, 0]


def test_tokens_are_doubled_and_teammates_never_fight():
    """Book: "az I. korban a győzelemért 2 darab 1-es értékű győzelemjelző jár ... a
    vereségért 2 darab -1-es értékű vereségjelző jár". Player 0 (2 shields) and its
    teammate 1 (0 shields) take nothing from each other."""
    hand = ["Altar", "Theater"]
    state = team_table(player("Rhodos", cards=["Barracks", "Stockade"], hand=hand),
                       player("Giza", hand=hand),
                       player("Babylon", cards=["Guard Tower"], hand=hand),
                       player("Ephesos", cards=["Stockade"], hand=hand))
    turn(state, *["discard Altar"] * 4)
    assert [c.conflict for c in state.cities] == [[1, 1], [-1, -1], [1, 1], [-1, -1]]
    event = next(e for e in state.events if e["kind"] == "conflicts")
    assert event["results"] == [[0, 3, 1], [0, 3, 1], [1, 2, -1], [1, 2, -1],
                                [2, 1, 1], [2, 1, 1], [3, 0, -1], [3, 0, -1]]


def test_book_example_team_diplomacy_in_age_three():
    """Book: "Gábor és Kriszti egy csapatban játszanak. A III. kor konfliktusfeloldásánál
    Gábor használ egy diplomáciajelzőt. Elveszti a csatát ...: csak 1 vereségjelzőt (-1)
    vesz magához, ellenfele pedig csak egyetlen győzelemjelzőt (+5). Tőle függetlenül
    Kriszti megnyeri a csatát, elvesz 2 győzelemjelzőt (+5), ellenfele pedig 2
    vereségjelzőt (-1)." A token never changes the teammate's battle."""
    hand = ["Palace", "Senate"]
    state = team_table(player("Rhodos", hand=hand),                          # Gábor: 0
                       player("Giza", cards=["Stables", "Walls"], hand=hand),  # Kriszti: 4
                       player("Babylon", cards=["Stockade"], hand=hand),       # 1
                       player("Ephesos", cards=["Archery Range"], hand=hand),  # 2
                       age=3)
    gabor, kriszti, her_foe, his_foe = range(4)
    state.cities[gabor].diplomacy = 1
    standing = state.view(gabor)["cities"][gabor]["military"]
    assert standing["right"] == {"player": his_foe, "shields": 2, "count": 1, "token": -1}
    assert not standing["sits_out"]
    turn(state, *["discard Palace"] * 4)
    assert state.is_terminal()
    assert state.cities[gabor].conflict == [-1]
    assert state.cities[his_foe].conflict == [5]
    assert state.cities[kriszti].conflict == [5, 5]
    assert state.cities[her_foe].conflict == [-1, -1]
    assert state.cities[gabor].diplomacy == 0


def test_both_sides_holding_a_token_still_take_one_each():
    """Book: "Ha egy csapat mindkét tagja játszott ki diplomáciajelzőt ... mindketten
    csak egy konfliktusjelzőt vesznek magukhoz": a battle with a token on either side
    gives one token a side, and each holder spends one."""
    hand = ["Altar", "Theater"]
    state = team_table(player("Rhodos", cards=["Stockade"], hand=hand), player("Giza", hand=hand),
                       player("Babylon", cards=["Barracks"], hand=hand),
                       player("Ephesos", hand=hand))
    for p in range(4):
        state.cities[p].diplomacy = 1
    state.cities[0].diplomacy = 2
    turn(state, *["discard Altar"] * 4)
    assert [c.conflict for c in state.cities] == [[1], [-1], [1], [-1]]
    assert [c.diplomacy for c in state.cities] == [1, 0, 0, 0]


def test_the_best_team_wins_with_its_summed_points():
    """Book: "a csapatok két tagja pedig összeadja pontszámát. Az a csapat győz, aki a
    legtöbb pontot gyűjtötte": the best single score (player 2, 12 points) loses to the
    team of 0 and 1 (7 + 7)."""
    done = [player("Rhodos", coins=21, hand=[]), player("Giza", coins=21, hand=[]),
            player("Babylon", coins=36, hand=[]), player("Ephesos", coins=0, hand=[])]
    state = team_table(*done, age=3)
    assert state.is_terminal()
    pads = state.scores()
    assert [s["total"] for s in pads] == [7, 7, 12, 0]
    assert [s["team_total"] for s in pads] == [14, 14, 12, 12]
    assert [s["team"] for s in pads] == [0, 0, 1, 1]
    assert state.winners() == [0, 1]
    assert state.returns() == [0.5, 0.5, 0.0, 0.0]
    assert state.view(2)["winners"] == [0, 1]
    out = cli_score(position(*done, age=3, teams=True))
    assert out["winners"] == ["Player 1", "Player 2"]
    assert [r["team_total"] for r in out["players"]] == [14, 14, 12, 12]


def test_a_team_tie_on_points_goes_to_the_team_with_more_coins():
    """The book gives teams no tie-break; the base game's (most coins) is the team's."""
    state = team_table(player("Rhodos", coins=3, hand=[]), player("Giza", coins=5, hand=[]),
                       player("Babylon", coins=5, hand=[]), player("Ephesos", coins=4, hand=[]),
                       age=3)
    assert [s["team_total"] for s in state.scores()] == [2, 2, 2, 2]
    assert state.winners() == [2, 3]


def test_a_position_with_teams_needs_an_even_table():
    with pytest.raises(PositionError, match="even number of players"):
        team_table(player("Rhodos"), player("Giza"), player("Babylon"))


def test_teammates_see_each_others_hands():
    """Book: "megmutathatják egymásnak a kezükben lévő kártyákat": the view shows the
    teammate's hand, never an opponent's; every city names its team."""
    state = new_game("7wonders", seed=4, players=4, teams=True)
    names = [[c["card"] for c in state.view(p)["choices"]["cards"]] for p in range(4)]
    for p in range(4):
        view = state.view(p)
        assert view["teams"] is True
        assert sorted(view["teammate_hand"]) == sorted(state.view(teammate(p))["hand"])
        assert [c["team"] for c in view["cities"]] == [0, 0, 1, 1]
        assert set(view["hand"]) == set(names[p])
    assert state.view(None)["teammate_hand"] == []
    plain = new_game("7wonders", seed=4, players=4).view(0)
    assert "teammate_hand" not in plain and plain["cities"][0]["team"] is None


def test_teammates_pay_each_other_and_use_their_own_resources_first():
    """Book: "A játékosoknak saját nyersanyagaikat kell felhasználniuk, mielőtt a
    szomszédjaiktól vásárolnának" and teammates may not skip "az egymás közötti
    kereskedelemért" payment: Olympia (wood) builds the Stockade (1 wood) with its own
    wood, never buying its teammate's; Rhodos (ore) pays its teammate 2 coins for it."""
    state = team_table(player("Olympia", hand=["Stockade", "Altar"]),
                       player("Giza", cards=["Lumber Yard"], hand=["Altar", "Baths"]),
                       player("Babylon", hand=["Altar", "Baths"]),
                       player("Ephesos", cards=["Lumber Yard"], hand=["Altar", "Baths"]))
    stockade = [m for m in state.legal_actions(0) if m.kind == "build" and m.card == "Stockade"]
    assert [(m.left, m.right) for m in stockade] == [(0, 0)]
    state = team_table(player("Rhodos", hand=["Stockade", "Altar"]),  # Rhodos makes ore
                       player("Giza", cards=["Lumber Yard"], hand=["Altar", "Baths"]),
                       player("Babylon", hand=["Altar", "Baths"]),
                       player("Ephesos", hand=["Altar", "Baths"]))
    stockade = [m for m in state.legal_actions(0) if m.kind == "build" and m.card == "Stockade"]
    assert [(m.left, m.right) for m in stockade] == [(2, 0)]
    coins = [c.coins for c in state.cities]
    turn(state, "build Stockade (left 2)", "discard Altar", "discard Altar", "discard Altar")
    assert state.cities[0].coins == coins[0] - 2
    assert state.cities[1].coins == coins[1] + 2 + 3


def test_the_soak_plays_teams_at_even_counts_only():
    """Every set-up the soak plays is one the game takes; teams only at 4, 6 and, with
    the Cities expansion's eighth seat, 8."""
    setups, refused = all_setups([GAME])
    counts = {dict(s.config)["players"] for s in setups if dict(s.config)["teams"]}
    assert counts == set(GAME.player_counts({"teams": True, "cities": "on"})) == {4, 6, 8}
    assert GAME.player_counts({"teams": True}) == (4, 6)
    assert refused and all("edition=2 cities=on" in label for label in refused)


def test_the_command_line_plays_teams_and_refuses_an_odd_table():
    """``python -m engine.cli play --set teams=true``: the best team's two players share the
    win; at 5 players a one-line error."""
    import json

    run = cli("play", "--players", "4", "--seed", "3", "--bots", "rbai", "--set", "teams=true")
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    winners = [p for p, r in enumerate(out["returns"]) if r > 0]
    assert winners in ([0, 1], [2, 3]) and out["scores"][winners[0]]["team_total"] == max(
        s["team_total"] for s in out["scores"])
    run = cli("play", "--players", "5", "--seed", "3", "--bots", "rbai", "--set", "teams=true")
    assert run.returncode == 2
    assert run.stderr.strip() == ("error: teams of two need an even number of players "
                                  "(4, 6, 8), not 5")
