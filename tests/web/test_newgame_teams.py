"""The new-game form with teams (Cities rulebook 003: "4, 6 és 8 játékos esetén"):
only the even player counts are offered, and a count the teams cannot take moves to
the nearest one they can."""

from __future__ import annotations

from wonders_ui import newgame

from engine import get_game
from tests.web.test_app_logic import choices, make_app


def test_teams_offer_even_counts_and_move_an_odd_count(monkeypatch):
    app, page, _ = make_app(fake=monkeypatch)
    app.on_action("new")

    def players():
        return choices(page, "players")

    page.form_values = {"game": "7wonders", "edition": "1", "players": "5"}
    app.on_action("setup-change")
    assert app.setup["players"] == 5
    page.form_values = {"teams": "True"}
    app.on_action("setup-change")
    counts = get_game("7wonders").player_counts({"teams": True})
    assert players() == [str(k) for k in counts] and app.setup["players"] == 4
    game, config = newgame.config(app.setup)
    assert config["teams"] is True and config["players"] == 4
    game.new_game(1, **config)  # a set-up the game takes
    page.form_values = {"teams": "False", "players": "3"}
    app.on_action("setup-change")
    assert app.setup["players"] == 3 and "2" in players()
