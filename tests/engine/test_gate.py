"""Every refusal is one named line (issue 32): what a stranger's link, file or claim
can hold is refused with a sentence of at most ``MAX_LINE`` characters, quoting at most
a short excerpt of the input, never a Python exception's name; and the rule example it
starts is accepted only if its game plays to its end (``engine.gate``)."""

from __future__ import annotations

import contextlib
import copy
import io
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import examples, saves
from engine.cli.__main__ import main
from engine.errors import MAX_LINE, ExampleError, WondersError, one_line
from engine.gate import check_playable

ROOT = Path(__file__).resolve().parents[2]
RAW_WORDS = ("TypeError", "ValueError", "OverflowError", "IndexError", "KeyError",
             "UnicodeEncodeError", "invalid literal", "unhashable", "Exceeds the limit",
             "Traceback", "malformed input (")
FILES = sorted((ROOT / "web" / "examples").glob("*.json"))


def example(name: str) -> dict[str, Any]:
    return json.loads((ROOT / "web" / "examples" / f"{name}.json").read_text())


def a_named_line(line: str) -> str:
    assert "\n" not in line and len(line) <= MAX_LINE, line
    assert not any(word in line for word in RAW_WORDS), line
    return line


def refused(text_or_data: Any) -> str:
    """An example (its JSON data, or a link's text) refused with one named line."""
    with pytest.raises(ExampleError) as err:
        data = examples.read(text_or_data) if isinstance(text_or_data, str) else text_or_data
        examples.states(examples.parse(data))
    return a_named_line(str(err.value))


def cli_line(tmp_path: Path, data: Any, *args: str) -> tuple[int, str]:
    path = tmp_path / "position.json"
    path.write_text(json.dumps(data))
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = main([*args, str(path)])
    return code, err.getvalue().strip()


@pytest.mark.parametrize("link", ["x².AAAA", "x" + "9" * 5000 + ".AAAA", "x٣.AAAA",
                                  "x1." + "A" * 7000, "%E0%A4%A", "x1.%%%"])
def test_a_damaged_link_is_named_in_one_line(link):
    refused(link)


def test_a_claim_of_legal_moves_is_a_list_of_move_texts():
    """``expect.legal``: for a player, the moves (as the log words them) that are legal."""
    data = example("trade-1e")
    data["expect"] = {"legal": {"Ann": [{"card": "Temple"}]}}
    assert "must be a list of moves" in refused(data)
    data["expect"] = {"scores": {"Ann": ["civilian"]}}
    assert "must be an object" in refused(data)
    data["expect"] = {"legal": {"²": ["build Baths"]}}
    refused(data)


def test_a_long_value_is_quoted_by_a_short_excerpt():
    data = example("cities-teams")
    data["position"]["teams"] = "x" * 200_000
    assert refused(data).startswith("position: teams must be true or false")
    data = example("trade-1e")
    data["view"] = "y" * 50_000
    refused(data)


def test_a_title_or_caption_that_cannot_be_written_is_refused():
    """Such a text could be neither saved ("play from here") nor put in a link."""
    for key in ("title", "caption"):
        data = example("trade-1e")
        data[key] = "Commerce\ud800"
        assert "lone surrogate" in refused(data)


def test_the_free_city_pile_of_the_issue_is_refused_not_stuck():
    """Four turns in, the holder would find no card to draw: "Your turn" with 0 cards."""
    data = example("free-city-turn")
    data["position"]["free_city"]["pile"] = []
    assert "one for each turn left" in refused(data)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_example_of_the_site_passes_the_gate(path):
    data = json.loads(path.read_text())
    state = examples.states(examples.parse(data))[-1]
    check_playable(state)
    assert examples.decode(examples.encode(data)) == data


def test_the_cli_answers_a_malformed_file_in_one_named_line(tmp_path):
    position = example("free-city-turn")["position"]
    for bad in ({**position, "teams": "x" * 200_000}, {**position, "seed": 10**30},
                {**position, "players": [{**position["players"][0], "hand": [{"a": 1}]},
                                         position["players"][1]]},
                {**position, "free_city": {**position["free_city"], "pile": []}}):
        code, line = cli_line(tmp_path, bad, "score")
        assert code == 2 and line.startswith("error: ")
        a_named_line(line)


def test_a_refusal_is_cut_to_one_short_line():
    line = str(WondersError("a\nb " + "z" * 1000))
    assert line.startswith("a\\nb ") and len(line) == MAX_LINE
    assert one_line("\ud800") == "\\ud800"


hostile = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(),
                    st.text(max_size=6), st.sampled_from(["\ud800", "x" * 3000, "²", "-1"]),
                    st.lists(st.sampled_from(["Temple", 3, None, "build Loom"]), max_size=4),
                    st.dictionaries(st.sampled_from(["Ann", "0", "²", "legal"]),
                                    st.sampled_from([[{"card": "Temple"}], {}, 1, ["x"]]),
                                    max_size=2))


def paths_of(node: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += paths_of(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += paths_of(v, (*prefix, i))
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FILES), st.data(), hostile)
def test_a_mutated_example_is_refused_in_one_line_or_plays_to_its_end(path, data, value):
    """Any value put anywhere in a shipped example: refused in one named line, or shown
    and then playable to the end, savable ("play from here") and linkable."""
    example_data = json.loads(path.read_text())
    where = data.draw(st.sampled_from(paths_of(example_data)[1:]))
    mutated = copy.deepcopy(example_data)
    node = mutated
    for part in where[:-1]:
        node = node[part]
    node[where[-1]] = value
    try:
        states = examples.states(examples.parse(mutated))
    except WondersError as exc:
        a_named_line(str(exc))
        return
    state = states[-1]
    saves.loads(saves.dumps(state))
    examples.link_or_none(mutated)
    check_playable(state)


def test_a_position_too_large_for_a_save_is_refused():
    """A save holds at most a megabyte; a position with a name of 600,000 letters would
    be accepted, then fail to load back."""
    data = example("trade-1e")
    data["position"]["players"][0]["name"] = "A" * 600_000
    with pytest.raises(WondersError) as err:
        saves.from_position(data["position"])
    assert "too large for a save" in a_named_line(str(err.value))
