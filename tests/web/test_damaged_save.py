"""A save whose move provokes a plain Python error (issue 12: ``build Temple (left ²)``,
a digit ``isdigit`` accepts and ``int`` does not) in chromium: opening it shows one line
naming the save, never a traceback, and the other saves stay usable."""

from __future__ import annotations

import base64

import msgpack

from engine import new_game, saves
from tests.web import helpers
from tests.web.helpers import READY, boot


def damaged_save() -> str:
    """A 7 Wonders save whose one move is ``build Temple (left ²)``, base64 as stored."""
    data = saves.save_data(new_game("7wonders", seed=5, players=3),
                           {"name": "Ann's last game", "game": "7wonders"})
    data["moves"] = [[0, "build Temple (left ²)"]]
    return base64.b64encode(msgpack.packb(data, use_bin_type=True)).decode("ascii")


def test_a_damaged_move_shows_one_line_naming_the_save(page, server):
    boot(page, server.url)
    helpers.new_game(page, [("human", "Ann"), ("bot", "B1"), ("bot", "B2")], seed=41)
    page.wait_for_selector(READY)
    page.evaluate("""([blob, entry]) => {
        localStorage.setItem('wonders.v1.save.damaged', blob);
        localStorage.setItem('wonders.v1.meta.damaged', JSON.stringify(entry));
    }""", [damaged_save(), {"name": "Ann's last game", "game": "7wonders",
                            "players": ["Ann", "B1", "B2"], "date": "2099-01-01 00:00"}])
    page.reload()
    page.wait_for_selector(".save-row[data-game=damaged]")
    page.click(".save-row[data-game=damaged] button.open")
    page.wait_for_selector("#toast.error")
    told = page.locator("#toast").text_content()
    assert "Ann's last game" in told and "cannot be opened" in told
    assert "Traceback" not in told and "\n" not in told and len(told) <= 300
    page.wait_for_selector("#saves")
    assert page.locator(".save-row").count() == 2  # nothing was deleted or hidden
    good = page.locator(".save-row:not([data-game=damaged]) button.open")
    good.click()
    page.wait_for_selector(READY)
    assert page.locator("#hand .card").count() == 7
    assert not page.errors, page.errors
