"""A guest's hosted game in home's saved games while it is played: "… (hosted by Ann)",
one line saying a new invitation is needed, tapping it goes to joining (the seat kept),
Forget lets it go; a damaged record lists nothing and breaks nothing."""

from __future__ import annotations

import json

from wonders_ui import storage
from wonders_ui.together.kept import GUEST_KEY
from wonders_ui.vdom import text_of

from tests.web.test_app_logic import make_app

RECORD = {"name": "Bob", "token": "code-1", "seat": 1, "seq": 3, "unacked": [],
          "table": {"game": "7wonders", "title": "Friday", "host": "Ann"}}


def test_home_lists_the_hosted_game_and_tapping_it_takes_the_seat_back():
    backend = storage.MemoryBackend()
    backend.set(GUEST_KEY, json.dumps(RECORD))
    app, page, _ = make_app(backend)
    words = text_of(page.tree)
    assert "Friday (hosted by Ann)" in words
    assert "Ask Ann for a new invitation to take your seat back." in words
    app.on_action("tg-join")
    assert app.screen == "together" and app.together.me.seat == 1
    assert "Friday" in text_of(page.tree) and "new invitation" in text_of(page.tree)
    app.on_action("home")
    app.on_action("tg-forget")
    assert backend.get(GUEST_KEY) is None
    assert "hosted by" not in text_of(page.tree)


def test_a_damaged_record_lists_nothing():
    backend = storage.MemoryBackend()
    backend.set(GUEST_KEY, "{not json")
    _, page, _ = make_app(backend)
    assert "hosted by" not in text_of(page.tree)
    assert "No saved games yet." in text_of(page.tree)
