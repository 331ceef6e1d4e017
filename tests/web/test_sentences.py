"""Every sentence of the tables that names a player reads right for a seat named "You"
(the new-game form's first seat) and for a name: "You lead by 1" / "Ann leads by 1",
"You have the weaker military and choose who starts Age II" / "Ann has ...", never
"You leads" or "You's"."""

from __future__ import annotations

import re

import pytest
from wonders_ui import screens
from wonders_ui.tables import classic, duel, parts
from wonders_ui.tables.context import TableContext, plain_verb, says, whose
from wonders_ui.vdom import is_node, text_of

from engine import get_game, new_game
from engine.rng import Rng
from tests.web.table_ui import ui_of

#: "You" with a third-person verb or a possessive "'s": never right
WRONG = re.compile(r"\b[Yy]ou(?:'s| (?:leads|starts|chooses|has|loses|wins|is|plays|"
                   r"takes|holds|played the last card and starts))\b")


def words(tree) -> str:
    """Every text and attribute value of a vdom tree (titles and labels are read too)."""
    if isinstance(tree, str):
        return tree
    if is_node(tree):
        attrs = " ".join(str(v) for v in tree[1].values() if isinstance(v, str))
        return attrs + " " + " ".join(words(c) for c in tree[2:])
    if isinstance(tree, list):
        return " ".join(words(c) for c in tree)
    return ""


def ctx(names, viewer, **kw) -> TableContext:
    return TableContext(game_id="g", names=list(names), bots=[False] * len(names),
                        viewer=viewer, **kw)


def test_a_verb_agrees_with_you_and_with_a_name():
    assert [plain_verb(v) for v in ("leads", "chooses", "passes", "has", "is", "played",
                                     "carries", "reaches")] == [
        "lead", "choose", "pass", "have", "are", "played", "carry", "reach"]
    assert says(["You"], "leads") == "You lead" and says(["Ann"], "leads") == "Ann leads"
    assert says(["Ann", "You"], "wins") == "Ann and you win"
    assert says(["Ann", "Bob", "Cy"], "wins") == "Ann, Bob and Cy win"
    assert whose("You") == "your" and whose("You", start=True) == "Your"
    assert whose("Ann") == "Ann's"


# ---------------------------------------------------------------------- Duel's moments


def duel_moments() -> dict[str, object]:
    """Duel states at the moments whose sentences name a player: the draft, a lead on
    the conflict track, an Age's end (the last card's player starts, or the weaker
    military chooses), a destroy choice, a victory, and a log with "start" and
    "destroy" moves."""
    want = {"draft", "lead", "last card", "weaker", "destroy", "over", "log"}
    found: dict[str, object] = {}
    for seed in range(300):
        st = new_game("duel", seed=seed)
        rng = Rng(seed)
        while not st.is_terminal():
            view = st.view(None)
            age_now = st.events and st.events[-1]["kind"] == "age" and view["age"] >= 2
            keys = {"draft": view["phase"] == "draft" and view["current_players"] == [1],
                    "lead": view["phase"] == "play" and view["military"]["pawn"] != 0,
                    "last card": age_now and view["phase"] == "play",
                    "weaker": age_now and view["phase"] == "start",
                    "destroy": view["phase"] == "destroy"}
            for key, hit in keys.items():
                if hit and key not in found:
                    found[key] = st.clone()
            p = st.current_players()[0]
            st.apply(p, rng.choice(st.legal_actions(p)))
        found.setdefault("over", st)
        verbs = {t.partition(" ")[0] for _, t in st.log}
        if "log" not in found and {"start", "destroy"} <= verbs:
            found["log"] = st
        if want <= set(found):
            return found
    raise AssertionError(f"moments not reached: {want - set(found)}")


MOMENTS = duel_moments()
NAMINGS = [("You", "Bob"), ("Ann", "Bob"), ("Ann", "You")]


@pytest.mark.parametrize("names", NAMINGS)
def test_duel_sentences_read_right_for_you_and_for_a_name(names):
    def subject(p: int, you: str, named: str) -> str:
        return you if names[p] == "You" else named.format(name=names[p])

    texts = []
    # the conflict track, from each side: who leads, whose looting tokens
    st = MOMENTS["lead"]
    leader = st.view(None)["military"]["leader"]
    for viewer in (0, 1):
        track = words(duel.render(st.view(viewer), ctx(names, viewer)))
        texts.append(track)
        assert subject(leader, "You lead by", "{name} leads by") in track
        assert subject(viewer, "You lose", "{name} loses") in track
    # an Age's end: the last card's player starts, or the weaker military chooses
    for key, you, named in (
            ("last card", "You played the last card and start Age",
             "{name} played the last card and starts Age"),
            ("weaker", "You have the weaker military and choose who starts Age",
             "{name} has the weaker military and chooses who starts Age")):
        st = MOMENTS[key]
        event = next(e for e in reversed(st.events) if e["kind"] == "age")
        text = words(duel.age_end(st.view(0), ctx(names, 0), event))
        texts.append(text)
        assert subject(st.current_players()[0], you, named) in text
        leader = st.view(0)["military"]["leader"]
        if leader is not None:
            assert subject(leader, "You lead the conflict", "{name} leads the conflict") in text
    # the wonder draft seen by the one who waits; the destroy choice; the victory
    draft = words(duel.render(MOMENTS["draft"].view(0), ctx(names, 0)))
    assert subject(1, "You choose a wonder", "{name} chooses a wonder") in draft
    st = MOMENTS["destroy"]
    me = st.current_players()[0]
    choice = words(duel.render(st.view(me), ctx(names, me)))
    assert subject(1 - me, "Discard one of your", "Discard one of {name}'s") in choice
    over = MOMENTS["over"]
    winner = over.view(0)["winners"][0]
    pad = words(duel.score_pad(over.view(0), ctx(names, 0)))
    assert subject(winner, ": You win", ": {name} wins") in pad
    # the log: who starts an Age, whose card is discarded
    st = MOMENTS["log"]
    log = words(duel.render(st.view(None), ctx(names, None, ui=ui_of({"log": True}))))
    for p, text in st.log:
        verb, _, rest = text.partition(" ")
        if verb == "start":
            assert subject(int(rest), "that you start the next Age",
                           "that {name} starts the next Age") in log
        elif verb == "destroy":
            assert (subject(p, "You discard", "{name} discards") + " "
                    + subject(1 - p, f"your {rest}", "{name}'s " + rest)) in log
    texts += [draft, choice, pad, log]
    for text in texts:
        assert not WRONG.search(text), WRONG.search(text)


def test_duel_start_choice_names_the_other_player_with_agreement():
    st = MOMENTS["weaker"]
    me = st.current_players()[0]
    names = ["Ann", "Ann"]
    names[1 - me] = "You"
    text = words(duel.render(st.view(me), ctx(names, me)))
    assert "I start" in text and "You start" in text and not WRONG.search(text)


# ---------------------------------------------------------------------- shared parts


@pytest.mark.parametrize("names", NAMINGS)
def test_shared_sentences_read_right(names):
    st = MOMENTS["over"]
    view = st.view(0)
    winners = view["winners"]
    verdict = parts.verdict(view, ctx(names, 0))
    assert verdict == (f"{names[winners[0]]} wins" if names[winners[0]] != "You"
                       else "You win")
    play = MOMENTS["lead"]
    current = play.current_players()[0]
    other = 1 - current
    turn = parts.whose_turn(play.view(other), ctx(names, other))
    assert turn == f"Waiting for {'you' if names[current] == 'You' else names[current]}"
    mine = parts.whose_turn(play.view(current), ctx(names, current, pass_and_play=True))
    assert mine == ("Your turn" if names[current] == "You" else f"{names[current]}'s turn")


def test_7_wonders_waiting_and_pass_and_play_screens_read_right():
    state = new_game("7wonders", seed=4, players=3, names=["Ann", "You", "Cy"])
    state.apply(0, f"discard {state.view(0)['hand'][0]}")
    view = state.view(0)
    waiting = words(classic.render(view, ctx(["Ann", "You", "Cy"], 0, waiting=(1, 2))))
    assert "Waiting for you, Cy" in waiting
    assert text_of(screens.picked("You", "build the Temple", None)).startswith(
        "You chose build the Temple")
    assert text_of(screens.picked("Ann", "build the Temple", None)).startswith(
        "Ann, you chose build the Temple")
    card = view["pick"].removeprefix("discard ")
    mine = parts.own_words(get_game("7wonders").describe_move, view, 0, view["pick"])
    assert mine == f"discard {card} for 3 coins"
    assert "Waiting for you, Bob" in text_of(screens.wait(["You", "Bob"]))
    assert "I am You" not in text_of(screens.handover(0, "You"))
    assert "I am Ann: show my hand" in text_of(screens.handover(0, "Ann"))
