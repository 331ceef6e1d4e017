"""The replay's "Make an example from here" (``wonders_ui.replay_example``): at a step
of a finished game, a link to the author mode holding the example of that table (the
position the engine sets up again, the replay's names, the side shown); none while the
game goes on (the other hands are hidden then) and none where no position can tell
the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from wonders_ui.replay import Replay, make_example
from wonders_ui.replay_example import example_link

from engine import examples, saves

FIXTURES = Path(__file__).resolve().parents[1] / "engine" / "fixtures" / "saves"


def fixture(name: str):
    return saves.replay(saves.read_save((FIXTURES / f"{name}.wonders").read_bytes()))


@pytest.mark.parametrize("name", ["7wonders-3p-over", "duel-over"])
def test_a_step_of_a_finished_game_opens_the_author_mode_with_its_table(name):
    state = fixture(name)
    names = ["Ann", "Bob", "Cy"][:state.num_players()]
    r = Replay(state, names, [False] * 3, None)
    r.viewer = 1
    r.go("step:3")
    link = example_link(r.states[3], names, 1, True)
    assert link.startswith("author.html#x1.")
    example = examples.decode(link.partition("#")[2])
    assert example["view"] == 1
    assert [p["name"] for p in example["position"]["players"]] == names
    shown = examples.states(examples.parse(example))[0]
    assert shown.view(1)["legal"] == r.states[3].view(1)["legal"]
    assert make_example(r)[1]["href"] == link


def test_no_link_while_the_game_goes_on_or_where_no_position_tells_the_table():
    state = fixture("7wonders-3p-mid")
    assert example_link(state, ["Ann", "Bob", "Cy"], 0, False) is None
    over = fixture("7wonders-3p-over")
    assert example_link(over, ["Ann", "Bob", "Cy"], 0, True) is None  # the score pad
