"""One test per wonder ("Underverk" in the rulebook's symbol pages)."""

from __future__ import annotations

from engine.duel.data import DATA
from engine.duel.state import DESTROY, LIBRARY, MAUSOLEUM, PLAY
from tests.duel.helpers import names, table

RICH = 60


def _with(wonder: str, available=("Aqueduct", "Walls", "Statue"), **kw):
    p0 = {"coins": RICH, "wonders": [wonder], **kw.pop("p0", {})}
    return table(2, list(available), players=(p0, kw.pop("p1", {})), **kw)


def _points(st, p=0):
    return st.scores()[p]["wonders"]


def test_the_appian_way():
    """Take 3 coins; the opponent loses 3; play again; 3 points."""
    st = _with("The Appian Way", p1={"coins": 5})
    price = st.wonder_price(0, DATA.wonder_id("The Appian Way"))
    st.apply(0, "wonder The Appian Way with Aqueduct")
    assert st.coins == [RICH - price + 3, 2]
    assert st.current_players() == [0] and _points(st) == 3


def test_circus_maximus():
    """Put one of the opponent's grey cards in the discard pile; 1 shield; 3 points."""
    st = _with("Circus Maximus", p1={"cards": ["Glassworks", "Press", "Quarry"]})
    st.apply(0, "wonder Circus Maximus with Aqueduct")
    assert st.pawn == 1 and st.phase == DESTROY and st.current_players() == [0]
    assert names(st.legal_actions(0)) == ["destroy Glassworks", "destroy Press"]
    st.apply(0, "destroy Press")
    assert st.view(0)["players"][1]["cards"] == ["Glassworks", "Quarry"]
    assert st.discard == [DATA.card_id("Press")]
    assert st.prices(0)[4] == 2 and st.current_players() == [1] and _points(st) == 3


def test_circus_maximus_without_grey_cards_destroys_nothing():
    st = _with("Circus Maximus", p1={"cards": ["Quarry"]})
    st.apply(0, "wonder Circus Maximus with Aqueduct")
    assert st.phase == PLAY and st.current_players() == [1]


def test_the_colossus():
    """2 shields, 3 points."""
    st = _with("The Colossus")
    st.apply(0, "wonder The Colossus with Aqueduct")
    assert st.pawn == 2 and _points(st) == 3


def test_the_great_library():
    """Draw 3 of the tokens set aside at the start, keep one and apply it, return the
    other two to the box; 4 points."""
    st = _with("The Great Library")
    box = list(st.box_tokens)
    st.apply(0, "wonder The Great Library with Aqueduct")
    assert st.phase == LIBRARY and st.current_players() == [0]
    drawn = [a.a for a in st.legal_actions(0)]
    assert len(drawn) == 3 and set(drawn) <= set(box)
    assert st.view(0)["library"] and st.view(1)["library"] is None
    st.apply(0, st.legal_actions(0)[0])
    assert st.tokens[0] == [drawn[0]] and not set(drawn) & set(st.box_tokens)
    assert st.current_players() == [1] and _points(st) == 4


def test_the_great_library_token_takes_effect():
    st = _with("The Great Library")
    st.box_tokens = [DATA.token_id(n) for n in ("Agriculture", "Urbanism", "Philosophy")]
    st.apply(0, "wonder The Great Library with Aqueduct")
    coins = st.coins[0]
    st.apply(0, "token Urbanism")
    assert st.coins[0] == coins + 6


def test_the_great_lighthouse():
    """One of wood, clay or stone each turn; it does not raise the opponent's price;
    4 points."""
    st = _with("The Great Lighthouse")
    st.apply(0, "wonder The Great Lighthouse with Aqueduct")
    assert st.prices(1)[:3] == (2, 2, 2)
    assert st.card_price(0, DATA.card_id("Statue")) == 2  # 2 clay: one made, one bought
    assert _points(st) == 4


def test_the_hanging_gardens():
    """Take 6 coins, play again, 3 points."""
    st = _with("The Hanging Gardens")
    price = st.wonder_price(0, DATA.wonder_id("The Hanging Gardens"))
    st.apply(0, "wonder The Hanging Gardens with Aqueduct")
    assert st.coins[0] == RICH - price + 6 and st.current_players() == [0]
    assert _points(st) == 3


def test_the_mausoleum():
    """Build a card of the discard pile for free (its effects apply); 2 points."""
    st = _with("The Mausoleum", discard=["Walls", "Baths"], available=("Aqueduct", "Statue"))
    st.apply(0, "wonder The Mausoleum with Aqueduct")
    assert st.phase == MAUSOLEUM
    assert names(st.legal_actions(0)) == ["mausoleum Walls", "mausoleum Baths"]
    coins = st.coins[0]
    st.apply(0, "mausoleum Walls")
    assert st.coins[0] == coins and st.pawn == 2
    assert st.view(1)["discard"] == ["Baths"] and st.current_players() == [1]
    assert _points(st) == 2


def test_the_mausoleum_with_an_empty_discard_pile():
    st = _with("The Mausoleum")
    st.apply(0, "wonder The Mausoleum with Aqueduct")
    assert st.phase == PLAY and st.current_players() == [1]


def test_the_mausoleum_does_not_take_removed_cards():
    """Cards removed at set-up are not in the discard pile."""
    from engine import new_game

    st = new_game("duel", seed=5)
    assert st.discard == [] and len(st.removed[0]) == 3


def test_piraeus():
    """One of glass or papyrus each turn, play again, 2 points."""
    st = _with("Piraeus", available=("Aqueduct", "Courthouse"), p1={"cards": ["Glassworks"]})
    st.apply(0, "wonder Piraeus with Aqueduct")
    assert st.current_players() == [0]
    assert st.card_price(0, DATA.card_id("Courthouse")) == 4  # 2 wood; glass from Piraeus
    assert st.prices(1)[3:] == (2, 2) and _points(st) == 2


def test_the_pyramids():
    """9 points."""
    st = _with("The Pyramids")
    st.apply(0, "wonder The Pyramids with Aqueduct")
    assert _points(st) == 9 and st.current_players() == [1]


def test_the_sphinx():
    """Play again, 6 points."""
    st = _with("The Sphinx")
    st.apply(0, "wonder The Sphinx with Aqueduct")
    assert st.current_players() == [0] and _points(st) == 6


def test_the_statue_of_zeus():
    """Put one of the opponent's brown cards in the discard pile; 1 shield; 3 points."""
    st = _with("The Statue of Zeus", p1={"cards": ["Quarry", "Press", "Shelf Quarry"]})
    assert st.prices(0)[2] == 5
    st.apply(0, "wonder The Statue of Zeus with Aqueduct")
    assert names(st.legal_actions(0)) == ["destroy Quarry", "destroy Shelf Quarry"]
    st.apply(0, "destroy Shelf Quarry")
    assert st.prices(0)[2] == 3 and st.pawn == 1 and _points(st) == 3


def test_the_temple_of_artemis():
    """Take 12 coins, play again, no points."""
    st = _with("The Temple of Artemis")
    price = st.wonder_price(0, DATA.wonder_id("The Temple of Artemis"))
    st.apply(0, "wonder The Temple of Artemis with Aqueduct")
    assert st.coins[0] == RICH - price + 12 and st.current_players() == [0]
    assert _points(st) == 0


def test_wonder_cost_is_paid_not_the_cards():
    st = _with("The Pyramids", p0={"cards": ["Shelf Quarry", "Quarry", "Press"]})
    st.apply(0, "wonder The Pyramids with Aqueduct")
    assert st.coins[0] == RICH
