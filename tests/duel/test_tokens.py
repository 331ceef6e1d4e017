"""One test per progress token ("Utvecklingsmarkörer")."""

from __future__ import annotations

from engine.duel.data import DATA
from tests.duel.helpers import table


def _take(token: str, p0=None, p1=None, available=("Library", "Aqueduct", "Walls"), age=2):
    """Antoine builds the Library (a quill pair with his Scriptorium) and takes
    ``token`` from the board."""
    pl0 = {"coins": 30, "cards": ["Scriptorium"], **(p0 or {})}
    pl0["cards"] = ["Scriptorium"] + [c for c in pl0["cards"] if c != "Scriptorium"]
    st = table(age, list(available), players=(pl0, p1 or {}), board_tokens=[token])
    st.apply(0, "build Library")
    coins = st.coins[0]
    st.apply(0, f"token {token}")
    assert st.view(0)["players"][0]["tokens"][-1] == token
    return st, coins


def test_agriculture():
    """Take 6 coins; worth 4 points."""
    st, coins = _take("Agriculture")
    assert st.coins[0] == coins + 6 and st.scores()[0]["progress"] == 4


def test_architecture():
    """Later wonders cost 2 fewer resources, chosen by the player (the dearest)."""
    st, _ = _take("Architecture", p0={"wonders": ["The Pyramids"]},
                  p1={"cards": ["Shelf Quarry"]})
    # The Pyramids: 3 stone (4 each) + 1 papyrus (2): 2 stones free -> 4 + 2
    assert st.wonder_price(0, DATA.wonder_id("The Pyramids")) == 6


def test_economy():
    """The opponent's trading coins go to the Economy's owner; not card coin costs."""
    st, _ = _take("Economy", p1={"coins": 20})
    mine = st.coins[0]
    st.apply(1, "build Walls")  # 2 stone at 2 each
    assert st.coins == [mine + 4, 16]


def test_economy_ignores_the_coin_cost():
    st = table(2, ["Forum"], current=1, players=(
        {"coins": 0, "tokens": ["Economy"]}, {"coins": 10}))
    st.apply(1, "build Forum")  # 3 coins + 1 clay at 2
    assert st.coins == [2, 5]


def test_economy_with_a_reserve_gets_the_lowered_price():
    st = table(2, ["Walls"], current=1, players=(
        {"coins": 0, "tokens": ["Economy"], "cards": ["Quarry"]},
        {"coins": 10, "cards": ["Stone Reserve"]}))
    st.apply(1, "build Walls")
    assert st.coins == [2, 8]


def test_law():
    """A scientific symbol of its own."""
    st, _ = _take("Law")
    assert st.view(0)["players"][0]["science"] == ["quill", "law"]


def test_masonry():
    """Later blue cards cost 2 fewer resources."""
    st, _ = _take("Masonry", available=("Library", "Courthouse", "Walls"),
                  p1={"cards": ["Sawmill", "Glassworks"]})
    # Courthouse: 2 wood (4 each) + 1 glass (3): both woods free
    assert st.card_price(0, DATA.card_id("Courthouse")) == 3


def test_mathematics():
    """3 points per progress token, itself included."""
    st, _ = _take("Mathematics", p0={"tokens": ["Philosophy", "Law"]})
    assert st.scores()[0]["progress"] == 7 + 3 * 3


def test_philosophy():
    """7 points."""
    st, _ = _take("Philosophy")
    assert st.scores()[0]["progress"] == 7


def test_strategy():
    """Later red cards give one more shield; wonders do not."""
    st, _ = _take("Strategy", p0={"wonders": ["The Colossus"]},
                  available=("Library", "Walls", "Aqueduct", "Statue"))
    st.apply(1, "discard Statue")
    st.apply(0, "build Walls")
    assert st.pawn == 3
    st.apply(1, "discard Aqueduct")
    st.pawn = 0
    st2 = table(2, ["Aqueduct", "Walls"], players=(
        {"coins": 30, "tokens": ["Strategy"], "wonders": ["The Colossus"]}, {}))
    st2.apply(0, "wonder The Colossus with Aqueduct")
    assert st2.pawn == 2


def test_theology():
    """Later wonders give an extra turn; not two for a wonder that has one."""
    st, _ = _take("Theology", p0={"wonders": ["The Pyramids", "The Sphinx"]},
                  available=("Library", "Aqueduct", "Walls", "Statue"))
    st.apply(1, "discard Statue")
    st.apply(0, "wonder The Pyramids with Aqueduct")
    assert st.current_players() == [0]
    st.apply(0, "wonder The Sphinx with Walls")
    # the Age is over (no cards left): the extra turn is lost either way
    st2 = table(2, ["Aqueduct", "Walls", "Statue"], players=(
        {"coins": 30, "tokens": ["Theology"], "wonders": ["The Sphinx"]}, {}))
    st2.apply(0, "wonder The Sphinx with Aqueduct")
    assert st2.current_players() == [0]
    st2.apply(0, "discard Walls")
    assert st2.current_players() == [1]  # one extra turn, not two


def test_urbanism():
    """Take 6 coins; 4 coins each time a building is built through a chain."""
    st, coins = _take("Urbanism", p0={"cards": ["Baths"]})
    assert st.coins[0] == coins + 6
    st.apply(1, "discard Walls")
    st.apply(0, "build Aqueduct")
    assert st.coins[0] == coins + 10


def test_urbanism_not_for_the_mausoleum():
    st = table(2, ["Statue", "Walls"], discard=["Aqueduct"], players=(
        {"coins": 40, "tokens": ["Urbanism"], "cards": ["Baths"],
         "wonders": ["The Mausoleum"]}, {}))
    coins = st.coins[0] - st.wonder_price(0, DATA.wonder_id("The Mausoleum"))
    st.apply(0, "wonder The Mausoleum with Statue")
    st.apply(0, "mausoleum Aqueduct")
    assert st.coins[0] == coins
