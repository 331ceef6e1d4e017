""""Learn to play": a guided first game, coached one line at a time.

The lesson is the engine's data (``engine.lessons``: a seeded deal, the script of
moves with the bots' replies, and the person's steps, each a predicate over the
engine's structured move). This module words it, with the lines of the game's coach
scripts (its page manifest's ``coach``: ``wonders_ui.games``), and plays it at the table:

- ``act_learn`` (home) opens the choice of game; ``act_learn_start`` starts the
  lesson's game, a normal saved game (set-up + moves) against easy bots.
- While the log follows the script, the bots' moves are the script's (applied here,
  never asked of the worker), and the table shows the coach's line above the play zone
  (``TableContext.coach``, ``tables.parts.coach_bar``) with the step's card outlined
  and selected.
- A move of the person that does not match the step is not played: the line says
  "Try this instead" with the reason, and "Do it my way" leaves the lesson and plays it.
- After the last step, the lesson's end is said (7 Wonders: the conflicts of Age I, on
  the age-end screen), then how points are counted; the game goes on free.
- The lesson's save names its lesson while the coach leads (``Coach.meta``); resumed
  from home (or after a reload), the game goes on coached from the step its moves had
  reached (``resume``: the step is the log's place in the script).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import lessons
from engine.games import ABOUT

from . import games, i18n
from .commands import Command
from .i18n import t
from .session import Outcome
from .state import Screen, State
from .verbs import VERBS


def lines(game: str) -> dict[str, tuple[str, str]]:
    """A game's coach scripts: what each step teaches -> its line and its "Why?" (the
    game's ``coach`` part, ``wonders_ui.games``)."""
    return games.part(game, "coach").LINES


def offered() -> list[tuple[str, str]]:
    """The lessons the choice offers, (lesson id, its game's title), in the registry's
    order: every game's lesson (``Game.lessons``) that its page coaches."""
    coached = {game for game, page in games.manifests().items() if page.coach}
    return [(lesson.id, ABOUT[lesson.game].title)
            for lesson in lessons.LESSONS.values() if lesson.game in coached]


def words(game: str, topic: str, args: dict[str, Any]) -> tuple[str, str]:
    """A step's line and its "Why?", translated, the names in them too."""
    line, why = lines(game)[topic]
    shown = {k: i18n.name(str(v)) if k in ("card", "wonder") else
             i18n.player(str(v)) if k == "player" else v for k, v in args.items()}
    return t(line, **shown), t(why)


def instead(game: str, step: lessons.Step) -> str:
    """The step's move in words ("Build Baths"), from the move grammar's verbs."""
    kind = step.expect.get("kind", "")
    if kind == "draft":
        return t(VERBS["draft"], card=i18n.name(step.expect.get("wonder", "")))
    if kind == "wonder":
        return t("Build the wonder {wonder} with {card}",
                 wonder=i18n.name(step.expect.get("wonder", "")),
                 card=i18n.name(step.expect.get("card", "")))
    return t(VERBS.get(kind, "Build {card}"), card=i18n.name(step.card))


@dataclass
class Coach:
    """The page's lesson: which, whether it still coaches, the move refused last, and
    what the end says (``"end"``: the lesson's end topic, then ``"points"``)."""

    lesson: lessons.Lesson | None = None
    game_id: str = ""  # the saved game the lesson is played in
    on: bool = False
    refused: str = ""
    ending: str = ""

    def stop(self) -> None:
        self.on, self.refused, self.ending = False, "", ""

    def meta(self, game_id: str) -> dict[str, str]:
        """What the save of game ``game_id`` says of the lesson: its id while the coach
        leads it (or has its last words to say), nothing otherwise (a save of any other
        game is written exactly as before)."""
        if self.lesson is None or self.game_id != game_id or not (self.on or self.ending):
            return {}
        return {"lesson": self.lesson.id}


def resumed(session: Any) -> Coach:
    """The coach of a game opened from its save: the lesson its save names (a known
    lesson of the same game), coaching, or no lesson."""
    lesson = lessons.LESSONS.get(getattr(session, "lesson", ""))
    if lesson is None or lesson.game != session.state.game:
        return Coach()
    return Coach(lesson, session.game_id, True)


def choice() -> list:
    """The "Learn to play" screen: which game to learn, and Home."""
    from .vdom import h

    return [h("section", {"class_": "learn", "id": "learn"},
              h("h1", None, t("Learn to play")),
              h("p", {"class_": "muted"},
                t("A prepared first game: the coach shows each step of the first age, "
                  "then you play on against easy bots.")),
              h("div", {"class_": "home-actions"},
                [h("button", {"class_": "big primary", "data_act": "learn_start",
                              "data_arg": gid, "id": f"learn-{gid}"}, t(title))
                 for gid, title in offered()],
                h("button", {"class_": "big", "data_act": "home", "id": "learn-home"},
                  t("Home"))))]


def step_now(st: State) -> lessons.Step | None:
    """The step the person is at, while the game follows the lesson's script."""
    c, s = st.coach, st.session
    if not c.on or c.lesson is None or s is None:
        return None
    log = [tuple(m) for m in s.state.log]
    script = list(c.lesson.script)
    if len(log) >= len(script) or script[: len(log)] != log:
        return None
    done = sum(1 for p, _ in log if p == c.lesson.you)
    return c.lesson.steps[done] if done < len(c.lesson.steps) else None


def scripted(st: State) -> bool:
    """Whether the bots' moves now come from the lesson's script."""
    return step_now(st) is not None


def coach_for(st: State) -> dict[str, Any] | None:
    """What the table shows of the coach (``TableContext.coach``), or None."""
    c = st.coach
    if c.lesson is None or not (c.on or c.ending):
        return None
    step = step_now(st)
    game = c.lesson.game
    if step is None:
        if not c.ending:
            return None
        line, why = words(game, c.ending, {})
        return {"line": line, "why": why, "done": c.ending == "points"}
    # the card (or, in a draft, the wonder) outlined is the line's {card}
    line, why = words(game, step.teaches, {"card": step.card, **step.expect, **step.args})
    out = {"line": line, "why": why, "card": step.card}
    if c.refused:
        out["refused"] = t("Try this instead: {move}. {reason}",
                           move=instead(game, step), reason=line)
    return out


def act_learn(st: State, _tap: Command) -> list:
    """Home's "Learn to play": the choice of game."""
    st.screen = Screen.LEARN
    return []


def lesson_session(st: State, lesson_id: Any) -> Any:
    """The new game of a lesson (its seeded deal, the person's seat and easy bots),
    with the coach that leads it."""
    from .session import Seat, Session

    lesson = lessons.get(str(lesson_id))
    names = list(lesson.config["names"])
    seats = [Seat("human" if i == lesson.you else "bot", n, lessons.LEVEL)
             for i, n in enumerate(names)]
    title = st.saves.new_name(lesson.game, t("Learn to play"), names)
    session = Session(lesson.new_state(), seats, st.saves.new_id(), title)
    st.coach = Coach(lesson, session.game_id, True)
    return session


def resume(st: State, session: Any) -> None:
    """A game begun at the table: a lesson resumed from its save goes on coached from the
    step its moves reached; a lesson already being played here stays as it is; any other
    game has no coach. Past the script, the coach's last words are how points count (the
    age-end screen of the conflicts was left behind)."""
    if st.coach.game_id == session.game_id:
        return
    st.coach = resumed(session)
    if not st.coach.on:
        return
    sync(st)
    if st.coach.ending == "conflicts":
        st.coach.ending = "points"


def sync(st: State) -> Outcome:
    """Apply the script's bot moves up to the person's next step; their outcome."""
    out = Outcome()
    c, s = st.coach, st.session
    if not c.on or c.lesson is None:
        return out
    script = c.lesson.script
    while len(s.state.log) < len(script) and step_now(st) is not None:
        p, text = script[len(s.state.log)]
        if p == c.lesson.you:
            break
        out = out + s.bot_move(p, text)
    if len(s.state.log) >= len(script):
        c.ending = c.lesson.end or "points"
    return out


def select(st: State) -> None:
    """The step's card selected, so its actions show."""
    step = step_now(st)
    if step is not None and step.card:
        st.ui.selected = step.card


def check(st: State, text: str) -> bool:
    """Whether the person's move may be played now (the lesson's, or no lesson)."""
    step = step_now(st)
    if step is None:
        return True
    if lessons.matches(st.session.state.game, text, step.expect):
        st.coach.refused = ""
        return True
    st.coach.refused = text
    select(st)
    return False


def act_coach_done(st: State, _tap: Command) -> list:
    """The last words read: the coach goes, the game goes on free."""
    st.coach.stop()
    return []
