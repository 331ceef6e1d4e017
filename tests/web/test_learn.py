""""Learn to play" (``wonders_ui.coach``, ``engine.lessons``): the lessons' claims hold,
and both guided games walk to their end by following the coach (page logic, FakePage),
a move that is not the lesson's is refused with "Try this instead" and plays nothing,
and "Do it my way" leaves the lesson."""

from __future__ import annotations

import pytest
from wonders_ui import coach, games, i18n
from wonders_ui import view as page_view
from wonders_ui.vdom import text_of

from engine import lessons, saves
from tests.web.fakepage import FakePage
from tests.web.test_app_logic import answer_bots, make_app


@pytest.mark.parametrize("lesson_id", sorted(lessons.LESSONS))
def test_lesson_claims_hold(lesson_id: str) -> None:
    """Replaying the script gives the situation each caption claims (``check``)."""
    lessons.check(lessons.get(lesson_id))


def coach_text(page: FakePage) -> str:
    found = page.find(lambda t, a: a.get("id") == "coach-line")
    return text_of(found[0]) if found else ""


def legal(app) -> list[str]:
    return app.session.legal_texts(app.viewer())


def follow(app, page, step: lessons.Step) -> str:
    """The move a person makes by following the coach: the one matching its card."""
    found = [m for m in legal(app) if lessons.matches(app.session.state.game, m, step.expect)]
    assert len(found) == 1, (step, legal(app))
    return found[0]


@pytest.mark.parametrize("lesson_id", sorted(lessons.LESSONS))
def test_walk_the_lesson(lesson_id: str) -> None:
    i18n.set_language("en")
    app, page, store = make_app()
    page.find(lambda t, a: a.get("id") == "learn-button")
    app.on_action("learn")
    assert page.find(lambda t, a: a.get("id") == f"learn-{lesson_id}")
    app.on_action("learn_start", lesson_id)
    lesson = lessons.get(lesson_id)
    assert not page.asks  # the lesson's bots play its script
    for step in lesson.steps:
        assert coach.step_now(app.state) == step
        line = coach_text(page)
        assert line and "{" not in line, (step, line)  # every name filled in
        assert app.state.ui.selected == step.card  # the suggested card, its actions open
        assert page.find(lambda t, a: "hinted" in str(a.get("class", a.get("class_", ""))))
        app.on_action("move", follow(app, page, step))
        if app.screen == "age-end" and coach.step_now(app.state) is not None:
            app.on_action("continue")  # Duel's draft ends as "age 0"
            app.page.render(page_view.draw(app.state))
    assert coach.step_now(app.state) is None
    assert [tuple(m) for m in app.session.state.log][: len(lesson.script)] == list(lesson.script)
    if lesson.end == "conflicts":
        assert app.screen == "age-end"
        assert "conflicts" in coach_text(page)
        app.on_action("continue")
        app.page.render(page_view.draw(app.state))
    assert "on your own" in coach_text(page)
    app.on_action("coach_done")
    app.page.render(page_view.draw(app.state))
    assert not coach_text(page)
    answer_bots(app, page)  # the game goes on free, against easy bots
    assert store.list()[0] and app.session.seats[1].level == lessons.LEVEL


def test_wrong_move_refused_then_my_way() -> None:
    i18n.set_language("en")
    app, page, _store = make_app()
    app.on_action("learn_start", "7wonders")
    step = coach.step_now(app.state)
    wrong = next(m for m in legal(app)
                 if not lessons.matches("7wonders", m, step.expect))
    moves = len(app.session.state.log)
    app.on_action("move", wrong)
    assert len(app.session.state.log) == moves  # nothing played
    assert coach_text(page).startswith("Try this instead: Build Clay Pool")
    assert page.find(lambda t, a: a.get("id") == "coach-leave")
    app.on_action("coach_leave")
    assert len(app.session.state.log) == moves + 1
    assert coach.step_now(app.state) is None and not coach_text(page)
    assert page.asks or app.session.state.log  # bots asked as in any game


def test_lesson_words_in_every_language() -> None:
    """Every step's line and "Why?" has a translation in every language of the site."""
    from wonders_ui import coach

    for code in i18n.LANGUAGES:
        if code == "en":
            continue
        i18n.set_language(code)
        for line, why in [w for game in games.manifests() for w in coach.lines(game).values()]:
            assert i18n.t(line, card="X", wonder="W", player="P", coins=2) != line.format(
                card="X", wonder="W", player="P", coins=2), (code, line)
            assert i18n.t(why) != why, (code, why)
    i18n.set_language("en")


@pytest.mark.parametrize("lesson_id", sorted(lessons.LESSONS))
def test_a_lesson_left_and_resumed_stays_coached(lesson_id: str) -> None:
    """A lesson left mid-way (home, or the page closed) and resumed from home's saved
    games goes on coached from the step its moves reached; its save says which lesson,
    and a game the coach has left is saved as any game."""
    i18n.set_language("en")
    app, page, store = make_app()
    app.on_action("learn_start", lesson_id)
    lesson = lessons.get(lesson_id)
    for step in lesson.steps[:2]:
        app.on_action("move", follow(app, page, step))
        if app.screen == "age-end" and coach.step_now(app.state) is not None:
            app.on_action("continue")
    third = lesson.steps[2]
    assert coach.step_now(app.state) == third
    line = coach_text(page)
    game_id = app.session.game_id
    assert store.load(game_id)[1]["lesson"] == lesson_id
    app.on_action("home")
    assert not coach_text(page)
    # another page (a reload): nothing of the lesson is left but its save
    app, page, _ = make_app(backend=store.backend)
    assert page.find(lambda t, a: a.get("data-act") == "resume" and a.get("data-arg") == game_id)
    app.on_action("resume", game_id)
    assert app.state.coach.on and coach.step_now(app.state) == third
    assert coach_text(page) == line  # the third step's line, its card chosen
    assert app.state.ui.selected == third.card
    assert not page.asks  # the bots still play the script
    app.on_action("move", follow(app, page, third))
    if app.screen == "age-end" and coach.step_now(app.state) is not None:
        app.on_action("continue")
        app.page.render(page_view.draw(app.state))
    assert coach.step_now(app.state) == lesson.steps[3]
    assert coach_text(page) and coach_text(page) != line
    # "Do it my way": the coach goes, and the game is saved as any game
    step = coach.step_now(app.state)
    wrong = next(m for m in legal(app) if not lessons.matches(lesson.game, m, step.expect))
    app.on_action("move", wrong)
    app.on_action("coach_leave")
    assert "lesson" not in store.load(game_id)[1]
    app, page, _ = make_app(backend=store.backend)
    app.on_action("resume", game_id)
    assert not app.state.coach.on and not coach_text(page)


def test_a_save_naming_no_known_lesson_opens_free() -> None:
    """A save whose metadata names an unknown lesson, or a lesson of another game,
    opens as a free game (no coach, no error)."""
    i18n.set_language("en")
    app, page, store = make_app()
    app.on_action("learn_start", "duel")
    game_id = app.session.game_id
    for bad in ("chess", "7wonders", 3):
        state, meta = store.load(game_id)
        store.write(game_id, saves.dumps(state, {**meta, "lesson": bad}),
                    {**meta, "lesson": bad})
        app2, page2, _ = make_app(backend=store.backend)
        app2.on_action("resume", game_id)
        assert app2.screen == "table" and not app2.state.coach.on, bad
        assert not coach_text(page2), bad
        assert not [k for k, _ in page2.toasts if k == "error"], bad
