"""The card data read through the table of effect kinds (engine/data/duel.json)."""

from __future__ import annotations

import copy

import pytest

from engine.duel.data import DATA, EFFECT_KINDS, EFFECT_READERS, DuelData


def test_every_effect_kind_has_a_reader():
    assert set(EFFECT_READERS) == EFFECT_KINDS


def test_effects_add_up_on_one_item():
    """The Great Lighthouse makes one raw material of the three, each turn; Baths is
    worth 3 points; Shelf Quarry makes 2 stone (two of an item's numbers add up)."""
    lighthouse = DATA.wonders[DATA.wonder_id("The Great Lighthouse")]
    assert lighthouse.choice_raw == 1 and lighthouse.makes_production
    assert DATA.cards[DATA.card_id("Baths")].points == 3
    assert DATA.cards[DATA.card_id("Shelf Quarry")].produce == (0, 0, 2, 0, 0)


def _with_effect(effect: dict) -> dict:
    raw = copy.deepcopy(DATA.raw)
    raw["cards"][0]["effects"] = [effect]
    return raw


def test_an_unknown_effect_kind_is_refused_with_the_item_name():
    with pytest.raises(ValueError, match="Lumber Yard: unknown effect kind 'teleport'"):
        DuelData(_with_effect({"kind": "teleport"}))


def test_one_of_must_be_all_raw_or_all_goods():
    with pytest.raises(ValueError, match="all raw or all goods"):
        DuelData(_with_effect({"kind": "produce_one_of", "resources": ["wood", "glass"]}))
