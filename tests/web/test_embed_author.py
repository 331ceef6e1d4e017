"""The author mode's Python (``wonders_ui.embed_author``, ``wonders_ui.author_draft``):
a new example from each ruleset's set-up; a table edited into hands of different sizes
is still drawn and refused only when the author asks (Check); a link opens as its
JSON; the ways to pay the author taps reach the action panel; a claim ticked is
checked by the engine."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from wonders_ui import embed_author, i18n

from engine import new_game
from engine.classic.positions import position_of

EXAMPLES = Path(__file__).resolve().parents[2] / "web" / "examples"


def hand_of(tree) -> list[str]:
    found: list[str] = []

    def walk(node):
        if isinstance(node, list) and len(node) > 1 and isinstance(node[1], dict):
            if node[1].get("id") == "hand":
                found.extend(c[2][1]["data-card"] for c in node[2:]  # each card's button
                             if isinstance(c, list))
            for c in node[2:]:
                walk(c)

    for node in tree:
        walk(node)
    return found


@pytest.mark.parametrize("kind", list(embed_author.SETUPS))
def test_each_ruleset_starts_a_checked_example_with_moves_to_play(kind):
    example = json.loads(embed_author.setup(kind))
    out = json.loads(embed_author.answer(json.dumps(example), -1, "", True))
    assert out["ok"] and out["link"].startswith("x1.") and "error" not in out
    assert out["to_move"] and all(m["moves"] for m in out["to_move"])
    assert out["picks"], "the viewer has cards to tap"


def test_hands_of_different_sizes_are_drawn_and_refused_only_on_check():
    example = json.loads(embed_author.setup("7wonders/1"))
    ann = example["position"]["players"][0]
    ann["hand"] = ann["hand"][:5]
    text = json.dumps(example)
    drafted = json.loads(embed_author.answer(text, 0, "", False))
    assert not drafted["ok"] and "error" not in drafted
    assert hand_of(drafted["tree"]) == ann["hand"]
    checked = json.loads(embed_author.answer(text, 0, "", True))
    assert "every hand must hold the same number of cards" in checked["error"]
    assert "link" not in checked


def test_a_link_opens_as_its_json_with_its_claims_confirmed():
    data = json.loads((EXAMPLES / "trade-1e.json").read_text())
    link = json.loads(embed_author.answer(json.dumps(data)))["link"]
    out = json.loads(embed_author.answer(link, 0, "", True))
    assert out["example"] == data
    assert any("pays for University" in claim for claim in out["checked"])
    assert out["payments"] == data["expect"]["payments"]["options"]


def test_a_false_claim_is_named_and_a_true_one_holds():
    example = json.loads(embed_author.setup("7wonders/1"))
    example["expect"] = {"scores": {"Ann": {"total": 99}}}
    out = json.loads(embed_author.answer(json.dumps(example), 0, "", True))
    assert "Ann scores" in out["error"] and "not 99" in out["error"]
    total = next(s["pad"]["total"] for s in out["scores"] if s["name"] == "Ann")
    example["expect"] = {"scores": {"Ann": {"total": total}}}
    out = json.loads(embed_author.answer(json.dumps(example), 0, "", True))
    assert out["ok"] and out["checked"] == [f"Ann scores {total} total"]


def two_ways_to_pay() -> dict:
    """A table where Ann may pay for the Stables two ways (seed 1, six random turns)."""
    state = new_game("7wonders", seed=1, players=3, names=["Ann", "Bob", "Cy"])
    rng = random.Random(1)
    for _turn in range(6):
        for p in state.current_players():
            state.apply(p, rng.choice(state.legal_actions(p)))
    return {"example": 1, "position": position_of(state)}


def test_the_way_to_pay_the_author_taps_is_the_move_recorded():
    text = json.dumps(two_ways_to_pay())

    def moves(options: str) -> list[str]:
        tree = json.loads(embed_author.answer(text, 0, "Stables", False, options))["tree"]
        found: list[str] = []

        def walk(node):
            if isinstance(node, list) and len(node) > 1 and isinstance(node[1], dict):
                if node[1].get("data-act") == "move" and node[1].get("data-kind") == "build":
                    found.append(node[1]["data-arg"])
                for c in node[2:]:
                    walk(c)

        for node in tree:
            walk(node)
        return found

    assert moves("") == ["build Stables (left 2, right 2)"]
    assert moves("build:1") == ["build Stables (left 4)"]
    assert moves("build:9,junk") == moves("")  # no such way: the first


def test_the_set_up_list_comes_from_every_games_author_module():
    """The page's list of set-ups is every game's (``tables``' ``AUTHOR``), each with
    the player counts it may have: the Free City and Duel two, Cities up to eight."""
    i18n.set_language("en")
    kinds = {k["key"]: k for k in json.loads(embed_author.kinds())}
    assert list(kinds) == ["7wonders/1", "7wonders/2", "free-city", "cities", "duel"]
    assert kinds["free-city"]["players"] == [2] and kinds["duel"]["players"] == [2]
    assert kinds["cities"]["players"][-1] == 8
    assert kinds["duel"]["label"] == "7 Wonders Duel"
    i18n.set_language("da")
    assert json.loads(embed_author.kinds())[2]["label"] == "To spillere: den frie by"
    i18n.set_language("en")


@pytest.mark.parametrize(("game", "board", "coins"), [("7wonders", True, 3), ("duel", False, 7)])
def test_a_seat_form_edits_what_the_game_has(game, board, coins):
    """A 7 Wonders seat has a board with its side and a hand; a Duel seat a list of
    wonders; each starts with the rulebook's coins."""
    picks = json.loads(embed_author.choices(game, 1))
    assert picks["seat"]["board"] is board and picks["seat"]["wonders"] is not board
    assert picks["seat"]["coins"] == coins
    assert picks["cards"]["1"] and picks["wonders"]


def test_a_position_naming_no_game_is_a_7_wonders_one():
    assert json.loads(embed_author.choices("", 2))["sides"] == ["day", "night"]
