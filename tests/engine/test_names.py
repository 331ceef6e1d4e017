"""The rulebooks' names (``engine.names``): the project's copies of the books' lists,
entry by entry, shown per game and language, and read back in any language."""

from __future__ import annotations

from collections import Counter

import pytest

from engine import names as N
from engine.errors import UnknownNameError
from tools import names_missing


def table(file: str) -> N.Table:
    return next(t for t in N.tables() if t.file == file)


def rows(file: str) -> list[tuple[str, str, str]]:
    return [(e.kind, e.english, e.local) for e in table(file).entries]


def kinds(file: str) -> Counter:
    return Counter(e.kind for e in table(file).entries)


# -- the tables are the books' lists ---------------------------------------------------

def test_danish_first_edition_card_list():
    """000, "KORTLISTER OG KÆDER": 78 cards ("Tømmerplads (Lumber Yard) Stenbrud
    (Stone Pit) ... Arkitektlauget (Builders Guild)") and 7 wonders."""
    got = rows("da-1e.txt")
    assert len(got) == 85
    assert kinds("da-1e.txt") == {"card": 68, "guild": 10, "wonder": 7}
    assert got[:4] == [("card", "Lumber Yard", "Tømmerplads"), ("card", "Stone Pit", "Stenbrud"),
                       ("card", "Clay Pool", "Lerbrud"), ("card", "Ore Vein", "Malmåre")]
    assert got[26] == ("card", "Baths", "Bade")  # the last of Age I
    assert got[27] == ("card", "Sawmill", "Savværk")  # the first of Age II
    assert got[50] == ("card", "Circus", "Cirkus")  # the first of Age III
    assert got[68:70] == [("guild", "Workers Guild", "Arbejderlauget"),
                          ("guild", "Craftsmens Guild", "Håndværkerlauget")]  # "Craftsmans"
    assert got[77] == ("guild", "Builders Guild", "Arkitektlauget")
    assert ("card", "Tavern", "Kro") in got and ("card", "Bazar", "Bazar") in got
    assert [r for r in got if r[1] == "Loom"] == [("card", "Loom", "Væv")] * 2
    assert got[78:] == [
        ("wonder", "Giza", "Pyramiderne"), ("wonder", "Babylon", "De hængende haver i Babylon"),
        ("wonder", "Olympia", "Zeus statuen på Olympen"),
        ("wonder", "Rhodes", "Kolossen i Rhodos"),
        ("wonder", "Ephesus", "Artemistemplet i Efesos"),
        ("wonder", "Alexandria", "Fyrtårnet i Alexandria"),
        ("wonder", "Halicarnassus", "Mausolæet i Halicarnassus")]


def test_swedish_duel_card_translation():
    """001, "ÖVERSÄTTNING AV KORTEN": 73 cards ("Altar / Altar", "Guard Tower /
    Vakttorn"... "MoneyLenders Guild / Pengalånarnas Skrå"); 12 wonders, 10 tokens."""
    got = rows("sv-duel.txt")
    assert len(got) == 95
    assert kinds("sv-duel.txt") == {"card": 66, "guild": 7, "wonder": 12, "token": 10}
    assert got[:3] == [("card", "Altar", "Altar"), ("card", "Guard Tower", "Vakttorn"),
                       ("card", "Stable", "Stall")]
    assert ("card", "Glassblower", "Glasblåsare") in got  # the book: "Glass-blower"
    assert ("card", "Quarry", "Litet Stenbrott") in got
    assert ("card", "Shelf Quarry", "Stort Stenbrott") in got
    assert ("card", "Fortifications", "Befästningsver") in got  # as printed
    assert got[72] == ("guild", "Moneylenders Guild", "Pengalånarnas Skrå")
    assert ("wonder", "The Appian Way", "Via Appia") in got
    assert ("wonder", "The Great Library", "Biblioteket i Alexandria") in got
    assert ("token", "Economy", "Ekonomi") in got and ("token", "Masonry", "Murverk") in got


def test_dutch_card_list():
    """002, "KAARTEN": "Chantier (Houtwerf)" ... "Guilde des Bâisseurs (Bouwers Gilde)",
    77 cards (no École, School); the 7 wonders' headings."""
    got = rows("nl-1e.txt")
    assert len(got) == 84
    assert kinds("nl-1e.txt") == {"card": 67, "guild": 10, "wonder": 7}
    assert got[:2] == [("card", "Lumber Yard", "Houtwerf"), ("card", "Stone Pit", "Steenput")]
    assert ("card", "Glassworks", "Glasfabriek") in got  # printed "glasfabriek"
    assert ("card", "Vineyard", "Wingjaard") in got and ("card", "Lodge", "Herberg") in got
    assert "School" not in {e for _, e, _ in got}
    assert got[76] == ("guild", "Builders Guild", "Bouwers Gilde")
    assert got[-1] == ("wonder", "Giza", "De Piramides van Gizeh")


def test_hungarian_cities_names():
    """003: "GALAMBDÚC (PIGEON LOFT)" ... "GYÁSZOLÓK CÉHE (MOURNERS GUILD)", Petra
    kincsesháza, A bizánci Hagia Szophia; base cards named in brackets in the text."""
    got = rows("hu-cities.txt")
    assert len(got) == 33
    assert kinds("hu-cities.txt") == {"card": 27, "guild": 3, "wonder": 3}
    assert got[0] == ("card", "Pigeon Loft", "Galambdúc")
    assert ("card", "Clandestine Dock East", "Titkos kikötő (keleti)") in got
    assert ("card", "Builders' Union", "Építész szakszervezet") in got
    assert ("guild", "Mourners Guild", "Gyászolók céhe") in got
    assert ("wonder", "Byzantium", "A bizánci Hagia Szophia") in got
    assert ("card", "Tavern", "Kocsma") in got  # "egy Kocsma (Tavern) 6-ot"


def test_danish_second_edition_names_its_cards_in_english():
    """004: "Du kan derfor opføre Barracks ... eller Scriptorium"."""
    assert rows("da-2e.txt") == [("card", n, n) for n in (
        "Barracks", "Scriptorium", "Guard Tower", "Gardens", "Theater")]
    assert table("da-2e.txt").edition == 2


@pytest.mark.parametrize("t", N.tables(), ids=lambda t: t.file)
def test_every_english_name_is_the_engines(t):
    known = N.engine_names()[(t.game, t.edition)]
    for e in t.entries:
        assert (e.kind, e.english) in known, (t.file, e)


def test_swedish_duel_names_everything():
    assert [m for m in N.missing("sv") if m[0] == "duel"] == []
    assert N.missing("en") == []


# -- shown -------------------------------------------------------------------------------

def test_local_names_per_game_and_edition():
    assert N.local_name("7wonders", "Lumber Yard", "da") == "Tømmerplads"
    assert N.local_name("7wonders", "Lumber Yard", "nl") == "Houtwerf"
    assert N.local_name("duel", "Lumber Yard", "sv") == "Timmeranläggning"
    assert N.local_name("7wonders", "Pigeon Loft", "hu", 1) == "Galambdúc"
    assert N.local_name("7wonders", "Rhodes", "da") == "Kolossen i Rhodos"
    assert N.local_name("duel", "Economy", "sv") == "Ekonomi"
    assert N.local_name("7wonders", "Temple", "en") == "Temple"


def test_no_rulebook_no_invented_name():
    assert N.local_name("7wonders", "School", "nl") == "School"  # the Dutch list lacks it
    assert N.local_name("7wonders", "Lumber Yard", "sv") == "Lumber Yard"
    assert N.local_name("duel", "Lumber Yard", "da") == "Lumber Yard"
    assert N.local_name("7wonders", "Temple", "da", 2) == "Temple"  # 2nd edition
    assert N.local_name("7wonders", "Barracks", "da", 2) == "Barracks"
    assert N.local_name("7wonders", "Barracks", "da", 1) == "Barak"
    assert ("7wonders", "card", "School") in N.missing("nl")
    assert ("7wonders edition 2", "card", "Temple") in N.missing("da")


def test_an_unknown_language_is_a_named_error():
    with pytest.raises(UnknownNameError, match="unknown language 'dk'"):
        N.local_name("7wonders", "Temple", "dk")
    with pytest.raises(UnknownNameError):
        N.missing("fr")


# -- read --------------------------------------------------------------------------------

BASE = ["Lumber Yard", "Timber Yard", "Stone Pit", "Quarry", "Mine", "Temple", "Pigeon Loft"]


@pytest.mark.parametrize("typed", ["Tømmerplads", "tommerplads", "TØMMERPLADS",
                                   "toemmerplads", " tømmer-plads "])
def test_the_danish_lumber_yard_any_case_and_accent(typed):
    assert N.english_name(typed, BASE) == "Lumber Yard"  # the first Tømmerplads printed
    assert N.english_names(typed, BASE) == ["Lumber Yard", "Timber Yard"]


def test_any_language_and_english_first():
    assert N.english_name("galambduc", BASE) == "Pigeon Loft"
    assert N.english_name("TEMPEL", BASE) == "Temple"
    assert N.english_name("mine", BASE) == "Mine"  # English, and Danish too
    assert N.english_name("Zeus statuen paa Olympen", ["Olympia"]) == "Olympia"
    assert N.english_name("Kolossen", ["The Colossus", "Rhodes"]) == "The Colossus"
    assert N.english_name("Pantelåner", BASE) is None  # Pawnshop, not among the known
    assert N.english_name("", BASE) is None and N.english_name(None, BASE) is None


def test_the_games_own_book_first():
    """Apotek: the Swedish Duel's Pharmacist, the Danish 1st edition's Apothecary."""
    known = ["Apothecary", "Pharmacist", "Dispensary"]
    assert N.english_name("Apotek", known, "duel") == "Pharmacist"
    assert N.english_name("Apotek", known, "7wonders") == "Apothecary"


def test_a_swedish_typo_suggests_the_english_name():
    duel = ["Lumber Yard", "Logging Camp", "Guard Tower", "Garrison"]
    assert N.suggest("Timmeranlägning", duel, "duel")[0] == "Lumber Yard"
    assert N.suggest("Vaktorn", duel, "duel")[0] == "Guard Tower"
    assert N.suggest("xyz", duel, "duel") == []


def test_the_doc_lists_the_missing_names_as_they_are():
    doc = names_missing.DOC.read_text("utf-8")
    assert names_missing.updated(doc) == doc, "run python3 tools/names_missing.py"
    assert "### Dutch (`nl`)" in doc and "School" in doc
