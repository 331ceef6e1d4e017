"""The team variant on the table (Cities rulebook, team play): the teammate's hand
shows beside the viewer's, and the score pad adds the teams and their totals."""

from __future__ import annotations

from wonders_ui.tables import classic
from wonders_ui.tables.context import TableContext
from wonders_ui.vdom import is_node, text_of

from engine import new_game
from engine.rng import Rng

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def by_id(tree, ident: str):
    if is_node(tree):
        if tree[1].get("id") == ident:
            return tree
        tree = tree[2:]
    if isinstance(tree, list):
        for c in tree:
            found = by_id(c, ident)
            if found is not None:
                return found
    return None


def ctx(viewer: int = 0) -> TableContext:
    return TableContext(game_id="g", names=NAMES, bots=[False, True, True, True],
                        viewer=viewer)


def test_the_teammates_hand_shows_beside_yours():
    state = new_game("7wonders", seed=3, players=4, names=NAMES, teams=True)
    view = state.view(0)
    panel = by_id(classic.render(view, ctx()), "teammate-hand")
    assert panel is not None
    text = text_of(panel)
    assert "Bob's hand (your teammate)" in text
    assert all(card in text for card in state.view(1)["hand"])
    assert by_id(classic.render(state.view(2), ctx(2)), "teammate-hand") is not None


def test_without_teams_no_teammate_panel():
    state = new_game("7wonders", seed=3, players=4, names=NAMES)
    assert by_id(classic.render(state.view(0), ctx()), "teammate-hand") is None


def test_the_score_pad_adds_the_teams_and_their_totals():
    state = new_game("7wonders", seed=5, players=4, names=NAMES, teams=True)
    rng = Rng(5)
    while not state.is_terminal():
        p = state.current_players()[0]
        legal = state.legal_actions(p)
        state.apply(p, legal[rng.below(len(legal))])
    view = state.view(0)
    pad = text_of(classic.score_pad(view, ctx()))
    scores = state.scores()
    assert "Team total" in pad and "Team 1" in pad and "Team 2" in pad
    assert scores[0]["team_total"] == scores[0]["total"] + scores[1]["total"]
    assert str(scores[2]["team_total"]) in pad


def test_the_age_end_lists_each_battle_as_fought():
    """Teams: each fights the other team's neighbour for two tokens; a diplomat sits
    out (the conflicts event's ``results`` and ``diplomacy``)."""
    from wonders_ui.tables.classic_scores import battles_of

    e = {"results": [[0, 3, 3], [0, 3, 3], [3, 0, -1], [3, 0, -1]], "diplomacy": [1]}
    assert " ".join(text_of(battles_of(e, 0, ctx())).split()) == "won +3 vs Dee ; won +3 vs Dee"
    assert text_of(battles_of(e, 1, ctx())).strip() == "sat out (diplomacy)"
    assert text_of(battles_of(e, 2, ctx())).strip() == "no token"
    assert text_of(battles_of(e, 3, ctx())).count("lost") == 2
