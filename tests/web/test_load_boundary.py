"""Loading's boundary in the page (issue 12): opening, importing or resuming a damaged
save shows one clear message naming the save, never a traceback, and the other saves
stay usable. With the fake page, as ``test_app_logic`` does."""

from __future__ import annotations

import json

import msgpack
import pytest
from wonders_ui import storage

from engine import new_game, saves
from tests.web.test_app_logic import make_app


def good_blob(seed: int = 3) -> bytes:
    return saves.dumps(new_game("7wonders", seed=seed, players=3), {"name": "Good game"})


def damaged(kind: str) -> bytes:
    """Save bytes that get past the format checks and fail later, each its own way."""
    state = new_game("7wonders", seed=5, players=3)
    data = saves.save_data(state, {"name": "Damaged"})
    if kind == "move":
        data["moves"] = [[0, "build Temple (left " + "9" * 5000 + ")"]]
    elif kind == "seats":
        data["meta"] = {"name": "Damaged", "seats": 5}
    elif kind == "deep":
        deep: list = []
        here = deep
        for _ in range(950):  # deeper than Python's recursion limit, within msgpack's
            here.append([])
            here = here[0]
        data["config"] = {**data["config"], "position": {"players": deep}}
    elif kind == "truncated":
        return msgpack.packb(data, use_bin_type=True)[:40]
    return msgpack.packb(data, use_bin_type=True)


KINDS = ["move", "seats", "deep", "truncated"]


def store_with(kind: str) -> storage.MemoryBackend:
    backend = storage.MemoryBackend()
    store = storage.SaveStore(backend)
    store.write("good", good_blob(), {"name": "Good game"})
    store.write("bad", damaged(kind), {"name": "Ann's\nlast game"})
    return backend


def one_error_naming(page, name: str) -> str:
    kind, text = page.toasts[-1]
    assert kind == "error" and name in text and "\n" not in text
    assert "Traceback" not in text
    return text


@pytest.mark.parametrize("kind", KINDS)
def test_resuming_a_damaged_save_names_it_and_the_others_stay_usable(kind, monkeypatch):
    app, page, store = make_app(store_with(kind), fake=monkeypatch)
    app.on_action("resume", "bad")
    one_error_naming(page, "Ann's")
    assert app.screen == "home" and app.session is None
    assert "good" in [g["id"] for g in store.list()[0]]
    app.on_action("resume", "good")
    assert app.screen in ("table", "handover")


@pytest.mark.parametrize("kind", KINDS)
def test_importing_a_damaged_save_names_the_file_and_keeps_nothing(kind, monkeypatch):
    app, page, store = make_app(fake=monkeypatch)
    page.import_bytes = damaged(kind)
    app.on_action("import", json.dumps({"name": "ann.wonders"}))
    one_error_naming(page, "ann.wonders")
    assert app.screen == "home" and store.list()[0] == []
    page.import_bytes = good_blob(7)
    app.on_action("import", json.dumps({"name": "ok.wonders"}))
    assert app.screen in ("table", "handover")


@pytest.mark.parametrize("kind", ["move", "deep", "truncated"])
def test_a_damaged_save_never_escapes_the_store(kind):
    store = storage.SaveStore(store_with(kind))
    games, _problems = store.list()
    assert "good" in {g["id"] for g in games}
    with pytest.raises(saves.SaveError) as err:
        store.load("bad")
    assert "\n" not in str(err.value)
