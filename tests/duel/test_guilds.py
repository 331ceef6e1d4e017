"""One test per guild ("Skråkort"): coins once when built, counting the city with the
most of the counted cards; points at the end the same way."""

from __future__ import annotations

from tests.duel.helpers import table


def _guild(guild: str, p0: dict, p1: dict):
    st = table(3, [guild, "Palace"], players=({"coins": 40, **p0}, p1))
    coins = st.coins[0]
    st.apply(0, f"build {guild}")
    spent = 0  # the guild's cost is bought at the bank
    return st, coins, spent


def _points(st, p=0):
    return st.scores()[p]["buildings"]


def test_merchants_guild():
    st, before, _ = _guild("Merchants Guild", {"cards": ["Tavern"]},
                           {"cards": ["Forum", "Brewery", "Wood Reserve"]})
    paid = 2 + 2 + 2 + 2  # wood, clay, glass, papyrus at 2
    assert st.coins[0] == before - paid + 3 and _points(st) == 3


def test_shipowners_guild():
    """Brown and grey cards of one city together."""
    st, before, _ = _guild("Shipowners Guild",
                           {"cards": ["Quarry", "Clay Pool", "Press", "Glassworks"]},
                           {"cards": ["Lumber Yard", "Glassblower", "Drying Room"]})
    assert st.coins[0] == before + 4 and _points(st) == 4


def test_builders_guild():
    """2 points per wonder in the city with the most wonders; no coins."""
    st, before, _ = _guild("Builders Guild",
                           {"wonders": [{"name": "The Sphinx", "built": True}]},
                           {"wonders": [{"name": "Piraeus", "built": True},
                                        {"name": "The Colossus", "built": True}]})
    assert st.coins[0] == before - 10 and _points(st) == 4  # 5 resources at 2


def test_magistrates_guild():
    st, before, _ = _guild("Magistrates Guild", {"cards": ["Baths", "Altar", "Theater"]},
                           {"cards": ["Temple"]})
    paid = 2 * 2 + 2 + 2  # 2 wood, clay, papyrus
    assert st.coins[0] == before - paid + 3 and _points(st) == 9 + 3  # 9 blue points


def test_scientists_guild():
    st, before, _ = _guild("Scientists Guild", {"cards": ["Workshop"]},
                           {"cards": ["Apothecary", "Scriptorium"]})
    assert st.coins[0] == before - 8 + 2 and _points(st) == 2 + 1


def test_moneylenders_guild():
    """1 point per 3 coins in the richest city; no coins."""
    st, before, _ = _guild("Moneylenders Guild", {}, {"coins": 5})
    assert st.coins[0] == before - 8
    assert st.coins[0] == 32 and _points(st) == 32 // 3


def test_tacticians_guild():
    st, before, _ = _guild("Tacticians Guild", {"cards": ["Stable"]},
                           {"cards": ["Garrison", "Walls"]})
    assert st.coins[0] == before - 8 + 2 and _points(st) == 2
