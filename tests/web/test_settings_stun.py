"""The STUN server of Settings (issue 33: "a settings field accepts a STUN server for
players on different networks, empty by default"): written as RFC 7064 writes it, kept
on this device, handed to the connections of playing together; a malformed one is
refused in one line and changes nothing."""

from __future__ import annotations

import pytest
from wonders_ui import settings
from wonders_ui.settings import Prefs, SettingError, stun_server
from wonders_ui.together.codes import make_code
from wonders_ui.vdom import text_of

from tests.web.test_app_logic import make_app
from tests.web.test_classic_table import by_id, nodes
from tests.web.together.test_codes import chrome


@pytest.mark.parametrize("text", ["stun:stun.example.org:3478", "stuns:turn.example.net",
                                  "stun:192.168.1.20", "stun:[2001:db8::1]:19302",
                                  "  stun:example.org  "])
def test_a_stun_server_is_taken_as_written(text):
    assert stun_server(text) == text.strip()


@pytest.mark.parametrize("text", ["example.org", "http://example.org", "turn:example.org",
                                  "stun:", "stun:example.org:99999", "stun:exa mple.org",
                                  "stun:example.org:0", "stun:-bad.org", "stun:" + "a" * 300])
def test_a_malformed_stun_server_is_one_line_refused(text):
    with pytest.raises(SettingError) as refused:
        stun_server(text)
    assert "\n" not in str(refused.value) and "stun:host" in str(refused.value)


def test_none_by_default_and_a_damaged_stored_one_is_dropped():
    assert Prefs().stun == "" and Prefs.of({}).stun == ""
    assert Prefs.of({"stun": "stun:example.org"}).stun == "stun:example.org"
    assert Prefs.of({"stun": "garbage"}).stun == "" and Prefs.of({"stun": 7}).stun == ""
    assert Prefs.of(Prefs(stun="stun:example.org").stored()).stun == "stun:example.org"


def test_the_settings_keep_it_and_playing_together_uses_it():
    app, page, store = make_app()
    app.on_action("settings")
    assert "STUN server" in text_of(page.tree)
    page.form_values = {"set-stun": "stun:stun.example.org:3478"}
    app.on_action("setting-stun")
    assert store.prefs()["stun"] == "stun:stun.example.org:3478"
    again, again_page, _ = make_app(store.backend)
    assert again.state.settings.prefs.stun == "stun:stun.example.org:3478"
    again.on_action("tg-join")
    again_page.form_values = {"tg-offer": make_code("offer", chrome("offer"))}
    again.on_action("tg-offer")
    [answer] = [job for job in again_page.rtc_jobs if job["op"] == "answer"]
    assert answer["stun"] == "stun:stun.example.org:3478"


def test_a_malformed_one_changes_nothing():
    app, page, store = make_app()
    page.form_values = {"set-stun": "stun:example.org"}
    app.on_action("setting-stun")
    page.form_values = {"set-stun": "http://example.org"}
    app.on_action("settings")
    app.on_action("setting-stun")
    # the one line shows under the field, which keeps what was typed
    refused = by_id(page.tree, "set-stun-refused")
    assert refused and "stun:host" in text_of(refused)
    assert by_id(page.tree, "set-stun-field")[1]["value"] == "http://example.org"
    assert app.state.settings.prefs.stun == "stun:example.org"
    assert store.prefs()["stun"] == "stun:example.org"
    page.form_values = {"set-stun": ""}
    app.on_action("setting-stun")
    assert app.state.settings.prefs.stun == "" and settings.Prefs.of(store.prefs()).stun == ""


def pressed(tree, group: str) -> list[str]:
    """The pressed buttons' arguments in a settings group."""
    found = by_id(tree, group)
    assert found, group
    return [a.get("data-arg") for _, a, *_ in nodes(found, lambda _t, a: a.get("aria-pressed")
                                                     == "true")]


def test_the_named_preset_is_off_by_default_and_says_what_it_learns():
    app, page, _ = make_app()
    app.on_action("settings")
    assert pressed(page.tree, "set-stun-preset") == ["stun-preset:off"]
    words = text_of(by_id(page.tree, "set-stun-preset"))
    assert "Google's STUN server" in words and "stun.l.google.com" in words
    assert "learns this device's public address" in words


def test_the_preset_turned_on_is_kept_and_used_and_off_drops_any_server():
    app, page, store = make_app()
    app.on_action("settings")
    app.on_action("setting", "stun-preset:google")
    assert store.prefs()["stun"] == settings.STUN_PRESET[2] == "stun:stun.l.google.com:19302"
    assert pressed(page.tree, "set-stun-preset") == ["stun-preset:google"]
    assert by_id(page.tree, "set-stun-field")[1]["value"] == settings.STUN_PRESET[2]
    again, again_page, _ = make_app(store.backend)
    again.on_action("tg-join")
    again_page.form_values = {"tg-offer": make_code("offer", chrome("offer"))}
    again.on_action("tg-offer")
    [answer] = [job for job in again_page.rtc_jobs if job["op"] == "answer"]
    assert answer["stun"] == "stun:stun.l.google.com:19302"
    page.form_values = {"set-stun": "stun:192.0.2.1:3478"}  # a server of one's own
    app.on_action("setting-stun")
    assert pressed(page.tree, "set-stun-preset") == []
    app.on_action("setting", "stun-preset:off")
    assert app.state.settings.prefs.stun == "" and store.prefs()["stun"] == ""
    assert pressed(page.tree, "set-stun-preset") == ["stun-preset:off"]


def test_choosing_the_preset_drops_a_refused_server_from_the_field():
    app, page, _ = make_app()
    app.on_action("settings")
    page.form_values = {"set-stun": "http://example.org"}
    app.on_action("setting-stun")
    assert by_id(page.tree, "set-stun-refused")
    app.on_action("setting", "stun-preset:google")
    assert not by_id(page.tree, "set-stun-refused")
    assert by_id(page.tree, "set-stun-field")[1]["value"] == settings.STUN_PRESET[2]
