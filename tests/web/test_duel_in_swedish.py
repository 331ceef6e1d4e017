"""The Duel table in Swedish: its own words from the catalogue, the cards', wonders' and
tokens' names as the language's rulebook prints them, the engine's sentences found by
their template, and everything the page clicks (ids, ``data-*``) still English.

The catalogue here is a tiny one of the test's own (the real ``sv.json`` is filled by
translators; ``test_i18n`` checks it has every message); the names come from a stand-in
for ``engine.names`` that knows the twelve wonders and says the rest "på svenska"."""

from __future__ import annotations

import sys
import types

import pytest
from wonders_ui import i18n
from wonders_ui.tables import duel
from wonders_ui.tables.context import TableContext
from wonders_ui.vdom import text_of

from tests.web.table_ui import ui_of
from tests.web.test_duel_views import STATES, by_id, nodes

SWEDISH = {
    "You": "Du",
    "Wonder draft": "Underverksvalet",
    "Choose a wonder": "Välj ett underverk",
    "{player} chooses a wonder": "{player} väljer ett underverk",
    "Age {age}": "Tidsålder {age}",
    "Discard pile ({n})": "Slänghögen ({n})",
    "first player": "startspelare",
    "Discard for {coins}": "Släng för {coins}",
    "Cancel": "Avbryt",
    "Waiting for {player}…": "Väntar på {player}…",
    "{player} leads by {n} ({left} from supremacy)":
        "{player} leder med {n} ({left} från överlägsenhet)",
    "You lead by {n} ({left} from supremacy)": "Du leder med {n} ({left} från överlägsenhet)",
    "The pawn is in the middle": "Pjäsen står i mitten",
    "Military": "Militär",
    "Treasury": "Skattkammare",
    "7 Wonders Duel: final scores": "7 Wonders Duel: slutpoäng",
    "{n} coin": {"one": "{n} mynt", "other": "{n} mynt"},
    "free with {cards}": "gratis med {cards}",
}

#: the wonders as the Swedish Duel book names them (a stand-in list for this test)
WONDERS = {"The Appian Way": "Via Appia", "Circus Maximus": "Circus Maximus",
           "The Colossus": "Kolossen", "The Great Library": "Det stora biblioteket",
           "The Great Lighthouse": "Den stora fyren",
           "The Hanging Gardens": "De hängande trädgårdarna", "The Mausoleum": "Mausoleet",
           "Piraeus": "Pireus", "The Pyramids": "Pyramiderna", "The Sphinx": "Sfinxen",
           "The Statue of Zeus": "Zeusstatyn", "The Temple of Artemis": "Artemistemplet"}


def in_swedish(english: str) -> str:
    return WONDERS.get(english, f"{english} på svenska")


@pytest.fixture
def swedish(monkeypatch):
    """Swedish, with the test's catalogue and names."""
    names = types.ModuleType("engine.names")
    names.local_name = lambda game, english, lang, edition: (
        in_swedish(english) if (game, lang, edition) == ("duel", "sv", None) else english)
    monkeypatch.setitem(sys.modules, "engine.names", names)
    saved = i18n.reset(i18n.Catalogue("sv", dict(SWEDISH)))
    yield
    i18n.set_names(None)
    i18n.reset(saved)


def ctx(viewer, ui=None) -> TableContext:
    return TableContext(game_id="g1", names=["You", "Bob"], bots=[False, True],
                        viewer=viewer, ui=ui_of(ui))


def test_the_wonder_draft_reads_in_swedish(swedish):
    st = STATES["draft"]
    picker = st.current_players()[0]
    view = st.view(picker)
    table = duel.render(view, ctx(picker))
    words = text_of(table)
    assert "Underverksvalet" in words
    assert ("Välj ett underverk" if picker == 0 else "Bob väljer ett underverk") in words
    pool = [n for n in nodes(by_id(table, "draft")) if n[1].get("data-act") == "move"]
    assert pool
    for tile in pool:
        english = tile[1]["data-wonder"]
        assert tile[1]["data-arg"] == f"draft {english}"  # the move stays English
        assert WONDERS[english] in text_of(tile)


def test_a_card_to_play_reads_in_swedish(swedish):
    st = STATES["play"]
    p = st.current_players()[0]
    view = st.view(p)
    name = next(n[1]["data-arg"] for n in nodes(duel.render(view, ctx(p)))
                if n[1].get("data-act") == "select")
    table = duel.render(view, ctx(p, {"selected": name}))
    words = text_of(table)
    assert f"Tidsålder {'I' * view['age']}" in text_of(by_id(table, "age"))
    assert f"Slänghögen ({len(view['discard'])})" in words
    assert "Du" in text_of(by_id(table, "city-me")) and "startspelare" in words
    panel = by_id(table, "actions")
    assert in_swedish(name) in text_of(panel) and "Släng för" in text_of(panel)
    assert "Avbryt" in text_of(panel)
    assert {n[1]["data-arg"] for n in nodes(panel) if n[1].get("data-act") == "move"} \
        <= set(view["legal"])
    faces = [n for n in nodes(by_id(table, "structure")) if n[1].get("data-card")]
    for face in faces:
        assert in_swedish(face[1]["data-card"]) in text_of(face)


def test_the_engines_reasons_and_the_conflict_read_in_swedish(swedish):
    st = STATES["play"]
    p = st.current_players()[0]
    view = st.view(p)
    name, offer = next(iter(view["offer"]["cards"].items()))
    i18n._current.messages[offer["reason"]] = "skälet på svenska"
    i18n.reset()
    table = duel.render(view, ctx(p))
    card = next(n for n in nodes(by_id(table, "structure"))
                if n[1].get("data-arg") == name)
    assert card[1]["aria-description"] == "skälet på svenska"
    lead, = [n for n in nodes(table) if "track-lead" in n[1].get("class", "")]
    assert ("Pjäsen står i mitten" if view["military"]["pawn"] == 0 else "leder med") \
        in text_of(lead)


def test_the_language_switch_is_on_the_duel_bar(swedish):
    st = STATES["play"]
    table = duel.render(st.view(0), ctx(0))
    picker = by_id(table, "language")
    assert picker is not None and picker[1]["data-change"] == "language"
    chosen = [n for n in nodes(picker) if n[0] == "option" and n[1].get("selected")]
    assert [n[1]["value"] for n in chosen] == ["sv"]


def test_the_score_pad_reads_in_swedish(swedish):
    st = STATES["over"]
    view = st.view(0)
    pad = duel.score_pad(view, ctx(0))
    words = text_of(pad)
    assert "7 Wonders Duel: slutpoäng" in words
    assert "Militär" in words and "Skattkammare" in words
    rows = {n[1].get("data-category") for n in nodes(pad) if n[0] == "tr"}
    assert {"military", "treasury", "total"} <= rows
