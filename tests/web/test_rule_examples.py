"""The Rules page's examples (``web/examples/*.json``, ``rules.html``): each loads, its
script plays to the end, the engine confirms each claim its file makes, and the
rulebooks' own numbers, asserted here against the engine, are the ones its caption
states."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from wonders_ui import embed

from engine import examples, get_game

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "web" / "examples"
FILES = sorted(EXAMPLES.glob("*.json"))


def load(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text())


def final(name: str):
    """The state after the last step of an example."""
    return examples.states(examples.parse(load(name)))[-1]


def test_every_example_is_on_the_rules_page_and_the_page_names_no_other():
    page = (ROOT / "rules.html").read_text()
    named = set(re.findall(r'src="web/examples/([^"]+)"', page))
    assert named == {f.name for f in FILES}


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_each_example_plays_to_its_end_with_its_claims_confirmed(path):
    data = json.loads(path.read_text())
    report = examples.check(data)
    assert len(report["steps"]) == 1 + len(data.get("steps", []))
    assert all(step["caption"] for step in report["steps"])
    assert sum(len(step["checked"]) for step in report["steps"]) >= 1, "no claim checked"
    drawn = json.loads(embed.draw(path.read_text()))
    assert "error" not in drawn, drawn.get("error")
    assert len(drawn["frames"]) == len(report["steps"])


def test_the_score_pad_example_scores_as_the_rulebook_says():
    # rulebook 002, "Puntentelling": conflicts 6, 14 coins give 4, wonder 10,
    # civilian 13, science 14 + 7 = 21, Chamber of Commerce with 2 grey cards 4
    pad = get_game("7wonders").positions.cli_score(load("score-pad-1e.json")["position"])
    row = pad["players"][0]
    assert (row["military"], row["treasury"], row["wonder"], row["civilian"], row["science"],
            row["commercial"]) == (6, 4, 10, 13, 21, 4)


def test_trading_example_a_pays_two_coins_to_each_neighbour():
    position = load("trade-1e.json")["position"]
    options = get_game("7wonders").positions.cli_payments(position, "Ann", "University")
    assert options == [{"left": 2, "right": 2, "bank": 0}]


@pytest.mark.parametrize("name", ["chains-1e.json", "chains-2e.json"])
def test_a_chain_builds_for_free(name):
    data = load(name)
    options = get_game("7wonders").positions.cli_payments(data["position"], 0, data["select"])
    assert options == [{"free": "chain"}]
    assert final(name).view(0)["cities"][0]["coins"] == 0


@pytest.mark.parametrize("name", ["conflict-1e.json", "conflict-2e.json"])
def test_three_shields_against_five_and_two_take_minus_one_and_plus_three(name):
    assert final(name).view(0)["cities"][0]["conflict"] == [-1, 3]


def test_the_free_city_card_changes_hands_after_the_turn():
    view = final("free-city-turn.json").view(0)
    assert view["free_city"]["controller"] == 1
    assert view["cities"][2]["cards"] == ["Altar"]


def test_the_second_edition_production_example():
    legal = set(examples.states(examples.parse(load("production-2e.json")))[0].view(0)["legal"])
    assert {"build Barracks", "build Scriptorium"} <= legal
    assert "build Guard Tower" not in legal


def test_duel_trading_costs_seven_coins_and_discarding_gives_four():
    duel = get_game("duel").positions
    assert duel.cli_payments(load("duel-trading.json")["position"], "Bruno",
                             "Caravansery") == [{"bank": 7}]
    assert final("duel-trading.json").view(1)["players"][1]["coins"] == 9 - 7
    assert final("duel-discard.json").view(1)["players"][1]["coins"] == 3 + 4


def test_the_colossus_moves_the_pawn_two_spaces():
    assert final("duel-wonder.json").view(0)["pawn"] == 2


def test_every_example_has_its_anchor_on_the_rules_page():
    page = (ROOT / "rules.html").read_text()
    anchors = set(re.findall(r'<h3 id="([^"]+)"', page))
    assert anchors == {f.stem for f in FILES}


def test_cities_debt_five_coins_and_three_tokens_score_minus_two():
    # Cities rulebook 003, "A játék vége": Gábor ends with 3 debt tokens and 5 coins
    # (1 point): he writes -2 in the treasury row
    state = final("cities-debt.json")
    gabor = state.view(0)["cities"][0]
    assert (gabor["coins"], gabor["debt"]) == (5, 3)
    assert state.scores()[0]["treasury"] == -2


def test_cities_debt_the_loss_may_be_split_between_coins_and_debt():
    data = load("cities-debt.json")
    after_building = examples.states(examples.parse(data))[1]
    assert after_building.view(0)["cities"][0]["owed"] == 6
    legal = after_building.view(0)["legal"]
    assert legal == [f"pay {k} debt {6 - k}" for k in range(6, -1, -1)]


def test_cities_diplomacy_two_sit_out_and_the_two_left_fight_once():
    # Cities rulebook 003, "Diplomácia": Gábor and Jani spend their tokens and sit out
    # Age II's conflicts; Kriszti beats Gergő and takes a single +3
    cities = final("cities-diplomacy.json").view(1)["cities"]
    assert [c["conflict"] for c in cities] == [[], [3], [], [-1]]
    assert [c["diplomacy"] for c in cities] == [0, 0, 0, 0]


def test_cities_teams_double_the_tokens_and_a_diplomat_takes_one():
    # Cities rulebook 003, "A csapatok diplomáciája": Gábor, with a token, loses and
    # takes one -1, his opponent one +5; Kriszti wins and takes two +5
    cities = final("cities-teams.json").view(0)["cities"]
    assert [c["conflict"] for c in cities] == [[-1], [5, 5], [-1, -1], [5]]


CHROME_IDS = {"pace-button", "share-setup", "cards-button", "log-button", "language",
              "discard-button", "discard-count", "legend-button", "undo", "log"}


def ids(node) -> set[str]:
    if not isinstance(node, list) or len(node) < 2 or not isinstance(node[1], dict):
        return set()
    found = {node[1]["id"]} if "id" in node[1] else set()
    return found.union(*(ids(c) for c in node[2:]))


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_an_embed_draws_no_table_chrome_and_its_log_and_language_menu_apart(path):
    drawn = json.loads(embed.draw(path.read_text()))
    for frame in drawn["frames"]:
        assert not ids(frame["tree"]) & CHROME_IDS
        assert frame["log"] is None or frame["log"][1]["id"] == "log"
    if drawn["languages"] is not None:
        assert "language" in ids(drawn["languages"])
