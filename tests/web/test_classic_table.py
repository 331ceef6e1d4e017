"""The 7 Wonders table drawn from views alone: what a player sees in each phase (pick,
Halicarnassus' dig, Olympia's copy, Babylon's 7th card, the end), at 3 and 7 players;
a view saved as JSON draws the same table; the table imports nothing from the game."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from wonders_ui.tables import classic
from wonders_ui.tables.context import TableContext
from wonders_ui.tables.icons import spoken
from wonders_ui.vdom import is_node, text_of

from engine import get_game
from engine.rng import Rng
from tests.classic.helpers import player, table
from tests.web.table_ui import ui_of

WEB = Path(__file__).resolve().parents[2] / "web"

GAME = get_game("7wonders")
NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]
# the powers that open a phase: Halicarnassus digs (A, stage 2), Babylon B plays its
# 7th card (stage 2), Olympia B copies a guild (stage 3)
WONDERS = ["Halicarnassus", "Babylon", "Olympia", "Rhodes", "Giza", "Ephesus", "Alexandria"]


def nodes(tree, pred):
    """Every node of a vdom tree for which ``pred(tag, attrs)`` holds."""
    out = []

    def walk(x):
        if is_node(x):
            if pred(x[0], x[1]):
                out.append(x)
            for c in x[2:]:
                walk(c)
        elif isinstance(x, (list, tuple)):
            for c in x:
                walk(c)

    walk(tree)
    return out


def by_id(tree, ident):
    found = nodes(tree, lambda t, a: a.get("id") == ident)
    return found[0] if found else None


def acts(tree, act):
    return [a.get("data-arg") for _, a, *_ in nodes(tree, lambda t, a: a.get("data-act") == act)]


def ctx_for(view, names: list[str] | None = None, bots: list[bool] | None = None,
            **ui) -> TableContext:
    """The table's context for ``view``: its seats named from ``names`` (``NAMES`` unless
    given), which of them are ``bots`` (none unless given), and the ``ui`` state."""
    n = view["players"]
    return TableContext(game_id="g1", names=list(names or NAMES)[:n],
                        bots=list(bots or [False] * n), viewer=view["viewer"], ui=ui_of(ui))


def draw(state, viewer: int | None = 0, names: list[str] | None = None,
         bots: list[bool] | None = None, **ui):
    """The 7 Wonders table ``viewer`` sees in ``state`` (its vdom tree)."""
    view = state.view(viewer)
    return classic.render(view, ctx_for(view, names, bots, **ui))


def policy(rng: Rng, legal):
    """Stages first (so the wonders' powers come into play), then builds, at random."""
    for kind in ("stage", "build", "dig", "copy"):
        moves = [m for m in legal if m.kind == kind]
        if moves:
            return moves[rng.below(len(moves))]
    return legal[rng.below(len(legal))]


def game_until(players: int, phase: str, sides=None):
    """A seeded game played until ``phase`` (the state, or None when it never came)."""
    for seed in range(40):
        sides = sides or ["A", "B", "B"] + ["A"] * (players - 3)
        state = GAME.new_game(seed=seed, players=players, names=NAMES[:players],
                              wonders=WONDERS[:players], sides=sides)
        rng = Rng(seed)
        while not state.is_terminal() and state.phase != phase:
            for p in state.current_players():
                state.apply(p, policy(rng, state.legal_actions(p)))
        if state.phase == phase:
            return state
    return None


@pytest.mark.parametrize("players", [3, 7])
@pytest.mark.parametrize("phase", ["pick", "dig", "seventh", "copy", "over"])
def test_every_phase_draws_from_the_view_and_from_its_json(players, phase):
    state = game_until(players, phase)
    assert state is not None, f"no {phase} phase in 40 seeded games"
    viewer = state.current_players()[0] if state.current_players() else 0
    view = state.view(viewer)
    ctx = ctx_for(view, log=True, selected=(view["hand"] or [None])[0])
    tree = classic.render(view, ctx)
    assert classic.render(json.loads(json.dumps(view)), ctx) == tree
    text = text_of(tree)
    assert all(name in text for name in NAMES[:players])
    if phase == "pick":
        assert len(nodes(by_id(tree, "hand"), lambda t, a: "card" in a.get("class", "")
                         .split())) == len(view["hand"])
        assert acts(tree, "move")  # the selected card's moves
    elif phase == "dig":
        assert "Halicarnassus: build one card" in text_of(by_id(tree, "power"))
        assert set(acts(tree, "move")) == set(view["legal"])
    elif phase == "copy":
        assert "Olympia: copy one guild" in text_of(by_id(tree, "power"))
        assert {a.partition(" ")[2] for a in acts(tree, "move")} == {
            t.partition(" ")[2] for t in view["legal"]}
    elif phase == "seventh":
        assert "Babylon: play your 7th card" in text
        assert by_id(tree, "hand") is not None
    else:
        pad = classic.score_pad(view, ctx)
        assert classic.score_pad(json.loads(json.dumps(view)), ctx) == pad
        winners = " and ".join(NAMES[p] for p in view["winners"])
        assert text_of(by_id(pad, "winner")).startswith(winners)
        assert len(nodes(pad, lambda t, a: t == "rect")) >= players


def test_a_card_that_cannot_be_built_says_why_and_a_payment_says_to_whom():
    state = table(
        player("Ephesus", coins=6, cards=["Quarry"],
               hand=["Temple", "Quarry", "Aqueduct", "Press", "Walls"]),
        player("Rhodes", cards=["Lumber Yard", "Clay Pool"], hand=["Walls"] * 5),
        player("Alexandria", hand=["Walls"] * 5),
        age=2,
    )
    tree = draw(state, selected="Temple")
    # the card's face: its button (the name) and the parts drawn on it (a ``face-slot``)
    quarry = next(n for n in nodes(tree, lambda t, a: "face-slot" in (a.get("class") or ""))
                  if n[2][1].get("data-card") == "Quarry")
    assert "already built: Quarry" in text_of(quarry)
    assert quarry[2][1]["data-status"] == "owned"
    panel = spoken(by_id(tree, "actions"))
    assert "4 coins to Bob (left) · 2 coins to Cy (right)" in panel
    assert "wood at 2 coins, clay at 2 coins from Bob; glass at 2 coins from Cy" in panel
    assert acts(tree, "move")[0] == "build Temple (left 4, right 2)"


def test_the_log_names_the_viewers_cards_and_hides_the_others_face_down_cards():
    state = GAME.new_game(seed=3, players=3, names=NAMES[:3])
    hands = [state.view(p)["hand"] for p in range(3)]
    for p in range(3):
        state.apply(p, f"discard {hands[p][0]}")
    tree = draw(state, log=True)
    log = text_of(by_id(tree, "log"))
    assert f"Age I Turn 1 Ann discards {hands[0][0]} for 3 coins" in log
    assert "Bob discards a card for 3 coins" in log
    assert hands[1][0] not in log and hands[2][0] not in log


def test_the_end_of_an_age_shows_its_conflicts_by_name():
    state = game_until(3, "pick")
    while state.age == 1:
        for p in state.current_players():
            state.apply(p, state.legal_actions(p)[-1])  # discard: no shields at all
    view = state.view(0)
    event = next(e for e in view["log"] if e["kind"] == "age")
    tree = classic.age_end(view, ctx_for(view), event)
    text = text_of(tree)
    assert "End of Age I: military conflicts" in text
    assert "tie vs Bob" in text and "On to Age II" in text
    assert acts(tree, "continue") == [None]


def test_waiting_shows_the_pick_and_whom_the_table_waits_for():
    state = GAME.new_game(seed=4, players=3, names=NAMES[:3])
    hand = state.view(0)["hand"]
    state.apply(0, f"discard {hand[0]}")
    view = state.view(0)
    ctx = TableContext(game_id="g1", names=NAMES[:3], bots=[False, True, True], viewer=0,
                       waiting=(1, 2), can_undo=True)
    waiting = text_of(by_id(classic.render(view, ctx), "waiting"))
    assert f"Your pick: discard {hand[0]} for 3 coins." in waiting
    assert "Waiting for Bob, Cy" in waiting
    assert by_id(classic.render(view, ctx), "undo") is not None


def test_the_table_modules_import_nothing_from_a_game_package():
    for path in (WEB / "wonders_ui" / "tables").glob("classic*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("engine."), (path.name, node.module)
            if isinstance(node, ast.Import):
                assert all(not a.name.startswith("engine.") for a in node.names), path.name


def test_a_spectator_sees_every_city_and_no_hand():
    tree = draw(GAME.new_game(seed=1, players=4, names=NAMES[:4]), viewer=None)
    assert len(nodes(tree, lambda t, a: t == "section")) == 4
    assert by_id(tree, "hand") is None and by_id(tree, "waiting") is None
