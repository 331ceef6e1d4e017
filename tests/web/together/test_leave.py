"""A host that leaves its table ("Leave the game") closes its channels: the game does
not run on behind the home screen; reopened from the saved games, it is hosted again."""

from __future__ import annotations

from tests.web.test_app_logic import make_app


def host_a_game(app, page) -> None:
    app.on_action("new")
    page.form_values = {"game": "7wonders"}
    app.on_action("setup-change")
    page.form_values = {"game": "7wonders", "players": "3", "seed": "5"}
    for i, name in enumerate(("Ann", "Bob", "Cy")):
        page.form_values[f"seat{i}-kind"] = "human"
        page.form_values[f"seat{i}-name"] = name
    app.on_action("tg-host")


def test_the_host_leaves_its_table_and_its_channels_close():
    app, page, store = make_app()
    host_a_game(app, page)
    assert app.screen == "together" and app.together.role == "host"
    app.on_action("home")
    assert [job["op"] for job in page.rtc_jobs] == ["close_all"]  # the effect ``rtc``
    assert app.screen == "home" and app.together.role == "" and app.together.host is None
    games, _ = store.list()
    assert len(games) == 1  # saved after its first change: nothing lost
    app.on_action("resume", games[0]["id"])
    assert app.screen == "together" and app.together.role == "host"
    assert [s["name"] for s in app.together.host.roster()] == ["Ann", "Bob", "Cy"]
