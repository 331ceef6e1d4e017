"""The gate of Duel positions (issue 32, ``engine.gate``): a Duel position is accepted
only if its game can be played to the end, saved, loaded back and linked; a seed is a
whole number that fits in 64 bits, as in 7 Wonders; whatever else is refused with one
named line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import examples, saves
from engine.duel.positions import state_from_position
from engine.errors import PositionError, WondersError
from tests.engine.helpers import play_out, refused_in_one_line

ROOT = Path(__file__).resolve().parents[2]
GATE = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])
EXAMPLES = ("duel-discard", "duel-trading", "duel-wonder")


def example_position(name: str) -> dict[str, Any]:
    return json.loads((ROOT / f"web/examples/{name}.json").read_text())["position"]


def plays_to_its_end(data: dict[str, Any]) -> None:
    state = saves.from_position(data)
    assert saves.loads(saves.dumps(state)).view(0) == state.view(0)
    link = examples.encode({"example": 1, "position": data})
    assert examples.decode(link)["position"] == data
    play_out(state, seed=3)
    assert state.is_terminal()
    assert saves.loads(saves.dumps(state)).scores() == state.scores()



@GATE
@given(st.sampled_from(EXAMPLES), st.integers(-(2**63), 2**64 - 1))
def test_any_seed_of_64_bits_deals_a_game_that_plays_to_its_end(name, seed):
    """The cards face down ("?") and the later Ages are dealt from the seed."""
    plays_to_its_end({**example_position(name), "seed": seed})


@pytest.mark.parametrize("seed", [10**30, 2**64, -(2**63) - 1])
def test_a_seed_beyond_64_bits_is_refused_before_any_save(seed):
    data = {**example_position("duel-wonder"), "seed": seed}
    assert "64 bits" in refused_in_one_line(data)
    with pytest.raises(PositionError, match="seed must be a whole number that fits in 64 bits"):
        state_from_position(data)


def test_a_name_that_cannot_be_written_is_refused():
    data = example_position("duel-trading")
    data["players"][0]["name"] = "Antoine\ud800"
    assert "lone surrogate" in refused_in_one_line(data)


@GATE
@given(st.sampled_from(EXAMPLES),
       st.sampled_from(["pawn", "current", "age", "discard", "board_tokens", "structure",
                        "military_tokens"]),
       st.one_of(st.none(), st.integers(), st.text(max_size=6),
                 st.lists(st.one_of(st.none(), st.sampled_from(["?", "Altar", "Baths"])),
                          max_size=21)))
def test_a_mutated_duel_position_is_refused_in_one_line_or_plays_to_its_end(name, key, value):
    data = {**example_position(name), key: value}
    try:
        saves.from_position(data)
    except WondersError:
        refused_in_one_line(data)
        return
    plays_to_its_end(data)


def test_a_bot_can_sample_the_hidden_cards_of_a_game_from_a_position():
    """Duel's determinization reads the set-up of the view's config; a table from a
    position carries the position there too (the soak's positions mode found it
    refused as "not a Duel view")."""
    from engine import get_game

    state = saves.from_position({**example_position("duel-wonder"), "seed": 9})
    p = state.current_players()[0]
    sampled = get_game("duel").determinize(state.view(p), 4)
    assert sampled.config["position"] == state.config["position"]
    assert {str(m) for m in sampled.legal_actions(p)} == {str(m) for m in
                                                         state.legal_actions(p)}
