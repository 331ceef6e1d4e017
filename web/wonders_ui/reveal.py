"""The reveal: what each city got when a turn resolved, and the pace of the bots.

When a turn resolves (a ``turn`` event, ``engine.game.EVENT_KINDS``) every move of it
is an *arrival* in its player's city: the card built, the wonder stage built (7 Wonders)
or the wonder built (Duel), or the card discarded, with the move's sentence
(``Game.describe_move``, which says what was paid to whom: "builds Temple, pays 2 coins
to Bob (left)"). The tables mark them (``TableContext.arrivals``): the new card or stage
gets the class ``arriving``, the city a ``.arrival`` line with the sentence. The marks
stay until the next turn resolves; the animation (``web/reveal.css``, only under
``prefers-reduced-motion: no-preference`` and not at "instant") lasts the pace's time.

The pace (``Pace``: bot speed and "pause after each turn", remembered on this device,
``storage.SaveStore.pace``) decides how long the controller holds the bots after a
resolved turn: when nobody at the table is to move next, the next bot is asked only once
the page's timer (``page.later``) fires, so its move cannot land before the reveal was
seen; with "pause after each turn" only the Continue button (``#reveal-continue``) lets
the bots go on. Holding only delays asking: no move is lost or reordered, and a person's
own picks are never held.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .commands import Command, Effect, Then, later
from .i18n import N_, t
from .state import State
from .vdom import h

#: bot speeds: key, label, milliseconds the reveal of a turn lasts
SPEEDS = (("instant", N_("Instant"), 0), ("quick", N_("Quick"), 400),
          ("normal", N_("Normal"), 1200), ("slow", N_("Slow"), 2500))
DEFAULT_SPEED = "normal"


@dataclass(frozen=True)
class Pace:
    """How the turns are shown: the bots' ``speed`` (a key of ``SPEEDS``) and whether
    the game pauses after each turn until Continue."""

    speed: str = DEFAULT_SPEED
    pause: bool = False

    @classmethod
    def of(cls, data: Any) -> Pace:
        """A pace from its stored form (anything unknown: the default)."""
        data = data if isinstance(data, dict) else {}
        speed = data.get("speed")
        return cls(speed if speed in {k for k, _l, _m in SPEEDS} else DEFAULT_SPEED,
                   data.get("pause") is True)

    def stored(self) -> dict[str, Any]:
        return {"speed": self.speed, "pause": self.pause}

    @property
    def ms(self) -> int:
        """How long a turn's reveal lasts (0: instant)."""
        return next(ms for key, _label, ms in SPEEDS if key == self.speed)


@dataclass(frozen=True)
class Arrival:
    """One player's move of a resolved turn, from its outcome (the ``turn`` event's
    ``outcomes``: ``engine.classic.outcomes``, ``engine.duel.outcomes``): ``verb`` (its
    kind), ``name`` (the card or wonder it put in the city; "" when none, or when the
    card stays hidden, e.g. another player's discard), the move's ``text`` and what it
    ``paid`` (``[to, coins]`` pairs: a seat, or None for the bank); ``builds``:
    whether something new lies in the city (not a discard or a payment)."""

    player: int
    verb: str
    name: str
    text: str
    paid: tuple[tuple[int | None, int], ...] = ()
    builds: bool = False

    @classmethod
    def of(cls, done: dict[str, Any]) -> Arrival:
        """The arrival of one outcome."""
        verb = str(done.get("kind") or "")
        name = done.get("wonder") if verb in ("wonder", "draft") else done.get("card")
        return cls(int(done["player"]), verb, "" if verb == "stage" else str(name or ""),
                   str(done.get("text") or ""),
                   tuple((to, int(coins)) for to, coins in done.get("paid") or ()),
                   bool(done.get("built")))


def arrivals(events: Any) -> dict[int, Arrival]:
    """Each city's last move in the ``turn`` events of ``events`` (a resolved turn's
    events, ``session.Outcome.events``), by the city it changed (an outcome's ``city``:
    the Free City's move, made by its holder, arrives in the Free City, beside the
    holder's own); an empty dict when none resolved."""
    out: dict[int, Arrival] = {}
    for event in events:
        if isinstance(event, dict) and event.get("kind") == "turn":
            for done in event.get("outcomes") or ():
                city = done.get("city")
                out[int(done["player"] if city is None else city)] = Arrival.of(done)
    return out


@dataclass
class Reveal:
    """The page's reveal: the last resolved turn's arrivals, whether the bots are held
    (``holding``: until the timer of run ``run``; ``paused``: until Continue), and
    whether the pace panel is open."""

    pace: Pace = field(default_factory=Pace)
    shown: dict[int, Arrival] = field(default_factory=dict)
    run: int = 0
    holding: bool = False
    paused: bool = False
    open: bool = False

    @property
    def held(self) -> bool:
        """Whether the bots wait (the reveal runs, or the pause waits for Continue)."""
        return self.holding or self.paused

    def clear(self) -> None:
        """A new game or a turn taken back: nothing arrives, nothing is held."""
        self.shown = {}
        self.holding = self.paused = False
        self.run += 1

    def start(self, events: Any, nobody_to_move: bool) -> list[Effect]:
        """A turn resolved (``events``): mark its arrivals (each move's outcome, the
        prices paid included); hold the bots for the pace's time when
        ``nobody_to_move`` (only bots move next), and until Continue when the pace pauses
        after each turn. The page's timer then gives the command ``reveal_end``."""
        new = arrivals(events)
        if not new:
            return []
        self.shown = new
        self.run += 1
        self.paused = self.pace.pause
        self.holding = nobody_to_move and self.pace.ms > 0 and not self.paused
        return [later(self.pace.ms, "reveal_end", str(self.run))] if self.holding else []

    def end(self, run: Any) -> bool:
        """The timer of run ``run`` fired: True when that lets the bots go on."""
        if str(run) != str(self.run) or not self.holding:
            return False
        self.holding = False
        return True

    def go_on(self) -> bool:
        """Continue after a paused turn: True when the bots were waiting for it."""
        was = self.paused
        self.paused = False
        return was


def turn_resolved(st: State, events: Any) -> list[Effect]:
    """A move's events: start the reveal when they resolved a turn."""
    s = st.session
    if s is None or s.state.is_terminal():
        return []
    return st.reveal.start(events, not s.humans_to_move())


def act_reveal_end(st: State, tap: Command) -> list:
    """The reveal's timer: the bots go on."""
    return [Then("advance")] if st.reveal.end(tap["arg"]) else []


def act_reveal_continue(st: State, _tap: Command) -> list:
    """Continue after a paused turn."""
    return [Then("advance")] if st.reveal.go_on() else []


def act_pace_open(st: State, _tap: Command) -> list:
    st.reveal.open = not st.reveal.open
    return []


def act_pace(st: State, tap: Command) -> list:
    """Choose the bots' speed (remembered); at "instant" held bots go on at once."""
    return set_pace(st, Pace.of({**st.reveal.pace.stored(), "speed": str(tap["arg"])}))


def act_pace_pause(st: State, tap: Command) -> list:
    """Pause after each turn, or not (remembered)."""
    return set_pace(st, Pace(st.reveal.pace.speed,
                             str(tap["arg"]).lower() in ("true", "on", "1")))


def set_pace(st: State, pace: Pace) -> list:
    r = st.reveal
    r.pace = pace
    st.saves.save_pace(pace.stored())
    released = False
    if r.holding and pace.ms == 0:
        r.holding, released = False, True
    if r.paused and not pace.pause:
        r.paused, released = False, True
    return [Then("advance")] if released else []


# ---------------------------------------------------------------------- drawing




def pace_panel(pace: Pace, closable: bool = True) -> list:
    """``#pace``: the bots' speed (``#pace-speed``, action ``pace``) and "pause after
    each turn" (``#pace-pause``, action ``pace_pause``), with Close when ``closable``."""
    return h(
        "section", {"class_": "pace-panel", "id": "pace", "aria_label": t("Bot speed")},
        h("label", {"class_": "field"}, t("Bot speed") + " ",
          h("select", {"name": "pace-speed", "id": "pace-speed", "data_change": "pace"},
            [h("option", {"value": key, "selected": key == pace.speed}, t(label))
             for key, label, _ms in SPEEDS])),
        h("label", {"class_": "field check"},
          h("input", {"type": "checkbox", "name": "pace-pause", "id": "pace-pause",
                      "data_change": "pace_pause", "checked": pace.pause}),
          " " + t("Pause after each turn")),
        closable and h("button", {"class_": "small", "data_act": "pace_open",
                                  "id": "pace-close"}, t("Close")))


def continue_bar(reveal: Reveal) -> list | None:
    """``#reveal-continue`` (action ``reveal_continue``) while a turn waits for it."""
    if not reveal.paused:
        return None
    return h("div", {"class_": "reveal-bar", "id": "reveal-bar", "role": "status"},
             h("span", None, t("The turn is over.")),
             h("button", {"class_": "primary", "data_act": "reveal_continue",
                          "id": "reveal-continue"}, t("Continue")))

