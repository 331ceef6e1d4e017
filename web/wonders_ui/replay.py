"""Replay: a game stepped through from its save, turn by turn (a game is its set-up
plus its log, so every earlier table can be drawn again from its view).

A step is a point of the log where something public happened (the state gained an
event: a turn resolved, an age ended); the first step is the set-up. Once the game is
over any player's side may be shown; while it goes on, only the side of the person
replaying (their earlier hands are things they saw). The table is drawn by the game's
own table module from the view of that step, as it was (the hand and its choices);
nothing in it plays (``PLAYING_ACTS`` do nothing on the replay screen).
The ``act_`` functions are its actions (back, forward, an age, play at a pace).
"""

from __future__ import annotations

from typing import Any

from engine import saves

from . import i18n
from .commands import Command, Then, later
from .i18n import N_, t
from .replay_example import example_link
from .state import Screen, State, open_over, viewer
from .tables.context import TableContext, TableUi
from .tables.parts import language_picker
from .vdom import h

#: the pace of "play": milliseconds a step
SPEEDS = (("slow", N_("Slow"), 2500), ("normal", N_("Normal"), 1200), ("quick", N_("Quick"), 500))
ROMAN = {1: "I", 2: "II", 3: "III"}
#: the table's actions that play: a replayed table draws its hand and choices as they
#: were, and these do nothing there
PLAYING_ACTS = frozenset({"select", "opt", "move", "undo", "undo_solo", "done", "reveal",
                          "continue"})


class Replay:
    """The steps of one game's log and the state at each (kept, so stepping is cheap)."""

    def __init__(self, state: Any, names: list[str], bots: list[bool],
                 viewer: int | None) -> None:
        data = saves.save_data(state)
        current = saves.replay(data, 0)
        self.over = state.is_terminal()
        self.names, self.bots = names, bots
        self.states = [current.clone()]
        self.moves = [0]
        for i, (player, text) in enumerate(data["moves"], 1):
            before = len(current.events)
            current.apply(player, text)
            if len(current.events) > before or i == len(data["moves"]):
                self.states.append(current.clone())
                self.moves.append(i)
        self.step = len(self.states) - 1
        self.age_at = [_age(st) for st in self.states]
        self.sides = list(range(state.num_players())) if self.over else (
            [viewer] if viewer is not None else [])
        self.viewer = viewer if viewer is not None else (self.sides[0] if self.sides else None)
        self.playing = 0  # a run number while "play" goes on; 0: paused
        self.speed = "normal"
        self.ui = TableUi()

    def view(self) -> dict[str, Any]:
        """The view of the shown side at this step."""
        return self.states[self.step].view(self.viewer)

    def ages(self) -> list[tuple[int, int]]:
        """(age, its first step) for each age the steps reach."""
        out: list[tuple[int, int]] = []
        for k, age in enumerate(self.age_at):
            if age is not None and (not out or out[-1][0] != age):
                out.append((age, k))
        return out

    def go(self, where: str) -> None:
        """``first``, ``back``, ``forward``, ``last`` or ``step:K``."""
        last = len(self.states) - 1
        if where == "first":
            self.step = 0
        elif where == "back":
            self.step = max(0, self.step - 1)
        elif where == "forward":
            self.step = min(last, self.step + 1)
        elif where == "last":
            self.step = last
        elif where.startswith("step:") and where[5:].isascii() and where[5:].isdigit():
            self.step = min(last, int(where[5:]))

    def context(self, game_id: str) -> TableContext:
        last = self.step == len(self.states) - 1
        return TableContext(game_id=game_id, names=self.names, bots=self.bots,
                            viewer=self.viewer, ui=self.ui, replay="last" if last else "step")

    def delay(self) -> int:
        return next(ms for key, _label, ms in SPEEDS if key == self.speed)


def bar(replay: Replay, back: str) -> list:
    """``#replay-bar``: close, where we are, the steps, the ages, play, pace, side."""
    last = len(replay.states) - 1
    k = replay.step
    ages = [h("button", {"class_": "small" + (" selected" if a == replay.age_at[k] else ""),
                         "data_act": "replay_go", "data_arg": f"step:{first}"},
              t("Age {age}", age=str(ROMAN.get(a, a)))) for a, first in replay.ages()]
    side = None
    if len(replay.sides) > 1:
        side = h("label", {"class_": "field"}, t("Side") + " ",
                 h("select", {"name": "replay-side", "id": "replay-side",
                              "data_change": "replay_side"},
                   [h("option", {"value": str(p), "selected": p == replay.viewer},
                      i18n.player(replay.names[p])) for p in replay.sides]))
    speed = h("label", {"class_": "field"}, t("Pace") + " ",
              h("select", {"name": "replay-speed", "id": "replay-speed",
                           "data_change": "replay_speed"},
                [h("option", {"value": key, "selected": key == replay.speed}, t(label))
                 for key, label, _ms in SPEEDS]))
    return h("header", {"class_": "replay-bar", "id": "replay-bar"},
             h("button", {"class_": "small", "data_act": "replay_close", "id": "replay-close"},
               back),
             h("strong", {"id": "replay-where"},
               t("Replay · the set-up") if k == 0
               else t("Replay · step {step} of {last}", step=k, last=last)),
             h("button", {"class_": "small", "data_act": "replay_go", "data_arg": "first",
                          "disabled": k == 0, "id": "replay-first"}, t("Start")),
             h("button", {"class_": "small", "data_act": "replay_go", "data_arg": "back",
                          "disabled": k == 0, "id": "replay-back"}, t("◀ Back")),
             h("button", {"class_": "small primary", "data_act": "replay_play",
                          "id": "replay-play"},
               t("Pause") if replay.playing else (t("Play again") if k == last else t("Play"))),
             h("button", {"class_": "small", "data_act": "replay_go", "data_arg": "forward",
                          "disabled": k == last, "id": "replay-forward"}, t("Forward ▶")),
             h("button", {"class_": "small", "data_act": "replay_go", "data_arg": "last",
                          "disabled": k == last, "id": "replay-last"}, t("End")),
             h("span", {"class_": "replay-ages"}, ages), speed, side, make_example(replay),
             language_picker())


def make_example(replay: Replay) -> Any:
    """"Make an example from here": the author mode, in a new tab, at this step."""
    link = example_link(replay.states[replay.step], replay.names, replay.viewer, replay.over)
    return link and h("a", {"class_": "button small", "id": "replay-example", "href": link,
                            "target": "_blank", "rel": "noopener"},
                      t("Make an example from here"))


def _age(state: Any) -> int | None:
    """The age a state is in (every game's view names it)."""
    age = state.view(None).get("age")
    return age if isinstance(age, int) else None


def act_replay(st: State, _tap: Command) -> list:
    s = st.session
    if s is None or st.screen == Screen.REPLAY:
        return []
    who = viewer(st)
    if who is None and not s.state.is_terminal():
        humans = s.humans()
        who = humans[0] if humans else None
    st.replay = Replay(s.state, [seat.name for seat in s.seats],
                       [seat.is_bot for seat in s.seats], who)
    open_over(st, Screen.REPLAY)
    return []


def act_replay_go(st: State, tap: Command) -> list:
    if st.replay is not None:
        st.replay.playing = 0
        st.replay.go(str(tap["arg"]))
    return []


def act_replay_play(st: State, _tap: Command) -> list:
    r = st.replay
    if r is None:
        return []
    if r.playing:
        r.playing = 0
        return []
    if r.step == len(r.states) - 1:
        r.go("first")
    st.runs += 1
    r.playing = st.runs
    return [later(r.delay(), "replay_tick", str(r.playing))]


def act_replay_tick(st: State, tap: Command) -> list:
    """The timer of "play": one step forward, and the next timer."""
    r = st.replay
    if (r is None or not r.playing or str(tap["arg"]) != str(r.playing)
            or st.screen != Screen.REPLAY):
        return []
    r.go("forward")
    if r.step == len(r.states) - 1:
        r.playing = 0
        return []
    return [later(r.delay(), "replay_tick", str(r.playing))]


def act_replay_side(st: State, tap: Command) -> list:
    r, text = st.replay, str(tap["arg"])
    if r is not None and text.isascii() and text.isdigit() and int(text[:6]) in r.sides:
        r.viewer = int(text)
    return []


def act_replay_speed(st: State, tap: Command) -> list:
    if st.replay is not None and str(tap["arg"]) in {key for key, _l, _ms in SPEEDS}:
        st.replay.speed = str(tap["arg"])
    return []


def act_replay_close(st: State, _tap: Command) -> list:
    if st.replay is not None:
        st.replay.playing = 0
    st.replay = None
    return [Then("close_over")]


def draw(st: State) -> list:
    """The replay screen: its bar over the table of the step shown."""
    r = st.replay
    back = (t("Home") if st.back_to == Screen.HOME else
            t("Back to the scores") if r.over else t("Back to the game"))
    table = st.table.render(r.view(), r.context(st.session.game_id))
    return [bar(r, back), h("div", {"class_": "replay-table", "id": "replay-table"}, table)]
