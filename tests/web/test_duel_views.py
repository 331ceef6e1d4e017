"""The Duel table drawn from views alone: every phase renders for both players and a
spectator, its buttons are the viewer's legal moves, a view saved as JSON draws the
same table, and the table module reads nothing of the engine's Duel package."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from wonders_ui.tables import duel
from wonders_ui.tables.context import TableContext
from wonders_ui.tables.icons import spoken
from wonders_ui.vdom import is_node, text_of

from engine import new_game
from engine.duel.data import CARDS
from engine.duel.state import PHASES
from engine.rng import Rng
from tests.web.table_ui import ui_of

WEB = Path(__file__).resolve().parents[2] / "web"

TABLE_MODULES = sorted((WEB / "wonders_ui" / "tables").glob("duel*.py"))


def ctx_for(viewer, ui=None) -> TableContext:
    return TableContext(game_id="g1", names=["Ann", "Bob"], bots=[False, True],
                        viewer=viewer, ui=ui_of(ui))


def nodes(tree):
    """Every node of a vdom tree, depth first."""
    if is_node(tree):
        yield tree
        for child in tree[2:]:
            yield from nodes(child)
    elif isinstance(tree, list):
        for child in tree:
            yield from nodes(child)


def moves_offered(tree) -> set[str]:
    return {n[1]["data-arg"] for n in nodes(tree) if n[1].get("data-act") == "move"}


def by_id(tree, ident: str):
    return next((n for n in nodes(tree) if n[1].get("id") == ident), None)


def states_in_every_phase() -> dict[str, object]:
    """A state in each phase (the first one met over random games), plus the view's
    first Age event reported."""
    found: dict[str, object] = {}
    for seed in range(400):
        st = new_game("duel", seed=seed)
        rng = Rng(seed)
        while True:
            phase = PHASES[st.phase]
            if phase not in found:
                found[phase] = st.clone()
            if st.is_terminal():
                break
            p = st.current_players()[0]
            st.apply(p, rng.choice(st.legal_actions(p)))
        if len(found) == len(PHASES):
            return found
    raise AssertionError(f"phases not reached: {set(PHASES) - set(found)}")


STATES = states_in_every_phase()


def test_every_phase_renders_the_viewers_legal_moves_only():
    for phase, st in STATES.items():
        cur = st.current_players()
        for viewer in (0, 1, None):
            view = st.view(viewer)
            tree = duel.render(view, ctx_for(viewer))
            offered = moves_offered(tree)
            assert offered <= set(view["legal"]), (phase, viewer)
            if phase in ("draft", "token", "library", "destroy", "mausoleum", "start") \
                    and viewer in cur:
                assert offered == set(view["legal"]), (phase, viewer)
                assert by_id(tree, "draft" if phase == "draft" else "choice")
            if viewer not in cur and phase not in ("over", "draft"):
                assert not offered and by_id(tree, "waiting") is not None, (phase, viewer)


def test_a_selected_card_shows_its_moves_priced_from_the_view():
    st = STATES["play"]
    p = st.current_players()[0]
    view = st.view(p)
    selectable = [n for n in nodes(duel.render(view, ctx_for(p)))
                  if n[1].get("data-act") == "select" and n[1].get("data-arg")]
    assert selectable
    for card in selectable:
        name = card[1]["data-arg"]
        offer = view["offer"]["cards"][name]
        assert card[1]["data-status"] == offer["status"]
        tree = duel.render(view, ctx_for(p, {"selected": name}))
        panel = by_id(tree, "actions")
        kinds = {n[1].get("data-kind") for n in nodes(panel) if n[1].get("data-kind")}
        assert "discard" in kinds
        assert ("build" in kinds) == (offer["status"] != "cannot")
        assert f"Discard for {view['offer']['discard_payout']} coins" in spoken(panel)
        if offer["status"] == "cannot":
            assert offer["reason"] in text_of(panel)


def test_a_view_saved_as_json_draws_the_same_table():
    for st in STATES.values():
        for viewer in (0, 1, None):
            view = st.view(viewer)
            ctx = ctx_for(viewer, {"log": True})
            loaded = json.loads(json.dumps(view))
            assert duel.render(loaded, ctx) == duel.render(view, ctx)
            if st.is_terminal():
                assert duel.score_pad(loaded, ctx) == duel.score_pad(view, ctx)


def test_the_spectator_never_sees_a_face_down_card():
    st = STATES["play"]
    hidden = [CARDS[c].name for s, c in enumerate(st.slots) if c >= 0 and not st.face_up[s]]
    assert hidden
    text = json.dumps(duel.render(st.view(None), ctx_for(None)))
    for name in hidden:
        assert f'"{name}"' not in text


def test_age_end_and_score_pad():
    over = STATES["over"]
    view = over.view(0)
    end = text_of(duel.age_end(view, ctx_for(0), {"kind": "over"}))
    assert ("supremacy" in end.lower()) or ("victory" in end.lower())
    pad = duel.score_pad(view, ctx_for(0))
    text = text_of(pad)
    for label in ("Military", "Buildings", "Wonders", "Progress tokens", "Treasury", "Total"):
        assert label in text
    winners = view["winners"]
    assert winners and all(text.count(f"{['Ann', 'Bob'][w]}") for w in winners)
    start = STATES["start"]
    event = next(e for e in reversed(start.events) if e["kind"] == "age")
    between = text_of(duel.age_end(start.view(1), ctx_for(1), event))
    assert f"End of Age {'I' * event['age']}" in between
    assert "chooses who starts" in between
    play = STATES["play"]
    draft_end = text_of(duel.age_end(play.view(0), ctx_for(0), {"kind": "age", "age": 0}))
    assert "The wonders are chosen" in draft_end


def test_the_log_words_each_move_with_the_players_names():
    st = STATES["over"]
    view = st.view(None)
    tree = duel.render(view, ctx_for(None, {"log": True}))
    lines = [text_of(n) for n in nodes(by_id(tree, "log")) if n[0] == "li"]
    assert len(lines) == min(200, len(view["log"]))
    assert all(line.startswith(("Ann ", "Bob ")) for line in lines)
    assert not any(line.split(" ", 2)[1] in ("build", "draft") for line in lines)


def test_the_table_reads_no_game_package():
    for path in TABLE_MODULES:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                assert not module.startswith(("engine.duel", "engine.classic")), path.name
            if isinstance(node, ast.Attribute):
                assert node.attr != "state", f"{path.name} reads a state"
