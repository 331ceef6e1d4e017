"""Position files and the command line with the names the Danish, Dutch and Hungarian
rulebooks print (``engine.names``): they play, score and save as the English ones."""

from __future__ import annotations

import json

import pytest

from engine.classic.positions import cli_payments, cli_score, state_from_position
from engine.errors import UnknownNameError
from engine.saves import dumps, loads
from tests.classic.helpers import built, cli, player, position


def alexandria(names: dict[str, str], wonders: tuple[str, str, str]) -> dict:
    """The rulebook's scoring examples on Alexandria (tests/classic/test_cli.py), with
    each card and board named through ``names``."""
    cards = ["Altar", "Aqueduct", "Town Hall", "Apothecary", "Dispensary", "Lodge",
             "Workshop", "Laboratory", "Scriptorium", "Chamber of Commerce", "Loom", "Press"]
    return position(
        player(wonders[0], name="Alexandria", coins=14, stages=3,
               conflict=[1, 3, 5, -1, -1, -1], cards=[names.get(c, c) for c in cards]),
        player(wonders[1], name="Rhodes", cards=[names.get("Baths", "Baths")]),
        player(wonders[2], name="Ephesus", coins=0),
        age=3,
    )


DANISH = {"Altar": "Alter", "Aqueduct": "Akvædukt", "Town Hall": "Rådhus",
          "Apothecary": "Apotek", "Dispensary": "Apotek", "Lodge": "Loge",
          "Workshop": "Værksted", "Laboratory": "Laboratorie", "Scriptorium": "Skrivesal",
          "Chamber of Commerce": "Handelskammer", "Loom": "Væv", "Press": "Trykpresse",
          "Baths": "Bade"}
DUTCH = {"Altar": "Altaar", "Aqueduct": "Aquaduct", "Town Hall": "Gemeentehuis",
         "Apothecary": "Apotheeker", "Dispensary": "Apotheek", "Lodge": "Herberg",
         "Workshop": "Werkplaats", "Laboratory": "Laboratorium",
         "Scriptorium": "Scriptorium", "Chamber of Commerce": "Kamer van Koophandel",
         "Loom": "Weverij", "Press": "Drukkerij", "Baths": "Badhuis"}
ENGLISH_BOARDS = ("Alexandria", "Rhodes", "Ephesus")


def test_a_danish_position_scores_as_the_english_one(tmp_path):
    """Only "Apotek" twice is not the English list: the book prints it for both the
    Apothecary and the Dispensary, and a city cannot build one card twice."""
    danish = dict(DANISH, Dispensary="Dispensary")
    english = cli_score(alexandria({}, ENGLISH_BOARDS))
    assert english["players"][0]["total"] == 58
    boards = ("Fyrtårnet i Alexandria", "Kolossen i Rhodos", "artemistemplet i efesos")
    assert cli_score(alexandria(danish, boards)) == english
    path = tmp_path / "da.json"
    path.write_text(json.dumps(alexandria(danish, boards), ensure_ascii=False), "utf-8")
    run = cli("score", str(path))
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == english


def test_a_dutch_position_scores_as_the_english_one():
    boards = ("De Pharos van Alexandrië", "De Kolossus van Rodos",
              "De Tempel van Artemis in Efeze")
    assert cli_score(alexandria(DUTCH, boards)) == cli_score(alexandria({}, ENGLISH_BOARDS))


def test_a_danish_position_plays_and_saves_as_the_english_one():
    def table(names, boards):
        return position(
            player(boards[0], name="Ann", cards=[names[0], "Timber Yard"],
                   hand=[names[1], names[2]]),
            player(boards[1], name="Bob", cards=[names[3]], hand=[names[4], names[5]]),
            player(boards[2], name="Cy", hand=[names[6], names[7]]), age=2)

    english = state_from_position(table(
        ["Lumber Yard", "Quarry", "Loom", "Scriptorium", "Library", "Temple", "Press",
         "Dispensary"], ("Rhodes", "Giza", "Ephesus")))
    danish = state_from_position(table(
        ["tommerplads", "Stenbrud", "VÆV", "Skrivesal", "Bibliotek", "Tempel", "Trykpresse",
         "Apotek"], ("Kolossen i Rhodos", "Pyramiderne", "Artemistemplet i Efesos")))
    # Stenbrud and Apotek in an Age II hand: Quarry and Dispensary, not Stone Pit and
    # Apothecary of Age I
    for state in (english, danish):
        for p in range(3):
            state.apply(p, state.legal_actions(p)[-1])
    assert danish.log == english.log and danish.scores() == english.scores()
    assert dumps(danish) == dumps(english)
    assert "Tømmerplads" not in json.dumps(loads(dumps(danish)).config, ensure_ascii=False)
    assert built(loads(dumps(danish)), 0) == built(english, 0)


def test_hungarian_cities_names():
    data = position(
        player("A bizánci Hagia Szophia", name="Kata", cards=["Galambdúc", "Rezidencia"],
               diplomacy=0),
        player("Petra kincsesháza", name="Jani", cards=["Titkos kikötő (keleti)", "Műhely"]),
        player("Halikarnasszosz", name="Zoli"), age=1, cities=True)
    state = state_from_position(data)
    assert [c.wonder.name for c in state.cities] == ["Byzantium", "Petra", "Halicarnassus"]
    assert built(state, 1) == ["Clandestine Dock East", "Workshop"]


def test_payments_with_local_names():
    """Trading example A (test_cli.py), the University asked for in Danish."""
    data = position(
        player("Olympia", name="Ann", coins=4, cards=["Glaspusteri"]),
        player("Rhodes", name="Bob", cards=["Tømmerplads"]),
        player("Ephesus", name="Cy"), age=3)
    assert cli_payments(data, "Ann", "Universitet") == [{"left": 2, "right": 2, "bank": 0}]
    assert cli_payments(data, "Ann", "universiteit") == [{"left": 2, "right": 2, "bank": 0}]


def test_a_local_typo_suggests_the_english_name():
    with pytest.raises(UnknownNameError) as err:
        state_from_position(position(player("Rhodes", cards=["Akvædugt"]), player("Giza"),
                                     player("Ephesus")))
    assert err.value.suggestions[0] == "Aqueduct"
    with pytest.raises(UnknownNameError) as err:
        state_from_position(position(player("Kolosen i Rhodos"), player("Giza"),
                                     player("Ephesus")))
    assert err.value.suggestions[0] == "Rhodes"


def test_a_name_of_the_other_edition_stays_unknown():
    """Pantelåner is the 1st edition's Pawnshop, which the 2nd edition does not print."""
    with pytest.raises(UnknownNameError):
        state_from_position(position(player("Rhodes", cards=["Pantelåner"]), player("Giza"),
                                     player("Ephesus"), edition=2))
    state = state_from_position(position(player("Rhodes", cards=["Tempel"]), player("Giza"),
                                         player("Ephesus"), edition=2, age=3))
    assert built(state, 0) == ["Temple"] and state.cities[0].wonder.edition == 2


def test_moves_stay_english():
    state = state_from_position(position(player("Rhodes", hand=["Altar", "Baths"]),
                                         player("Giza", hand=["Loom", "Press"]),
                                         player("Ephesus", hand=["Tavern", "Theater"])))
    assert "build Altar" in [str(m) for m in state.legal_actions(0)]
    with pytest.raises(ValueError):
        state.apply(0, "build Alter")


def test_play_sets_wonders_by_their_local_names():
    run = cli("play", "--players", "3", "--seed", "2", "--set",
              "wonders=Kolossen i Rhodos,Pyramiderne,De Pharos van Alexandrië")
    english = cli("play", "--players", "3", "--seed", "2", "--set",
                  "wonders=Rhodes,Giza,Alexandria")
    assert run.returncode == 0, run.stderr
    assert run.stdout == english.stdout
