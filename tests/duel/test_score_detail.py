"""What made each cell of Duel's score pad (``engine.duel.score_detail``): the lines add
up to every cell (civilian victories among them), and name the guild's count as the book does."""

from __future__ import annotations

from engine import new_game
from engine.duel.score_detail import score_lines
from tests.engine.helpers import play_out

COLUMNS = ("military", "buildings", "wonders", "progress", "treasury")


def finished(seed: int):
    """A seeded random Duel game played to its end."""
    return play_out(new_game("duel", seed=seed), seed)


def test_the_lines_add_up_to_every_cell():
    checked = 0
    for seed in range(60):
        state = finished(seed)
        view = state.view(0)
        assert view["score_lines"] == [score_lines(state, p) for p in (0, 1)]
        checked += view["victory"]["type"] == "civilian"
        for p, pad in enumerate(state.scores()):
            lines = score_lines(state, p)
            assert {c: sum(x["points"] for x in lines[c]) for c in COLUMNS} == {
                c: pad[c] for c in COLUMNS}
    assert checked >= 10


def test_a_guild_line_names_the_city_with_the_most():
    for seed in range(200):
        state = finished(seed)
        guilds = [x for p in (0, 1) for x in score_lines(state, p)["buildings"]
                  if "in the city with the most" in x["what"]]
        if guilds:
            assert all("Guild" in g["what"] and "counted)" in g["what"] for g in guilds)
            return
    raise AssertionError("no random game built a guild")
