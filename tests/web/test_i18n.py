"""The page's words in five languages: messages, plurals, numbers, dates, the choice of
language, and the engine's English sentences found in the catalogue."""

from __future__ import annotations

import json
import time

import pytest
from wonders_ui import i18n

from engine.words import say
from tools import i18n as extract


@pytest.fixture
def danish():
    """Danish, with a small catalogue of its own (the real one is tested below)."""
    saved = i18n.reset(i18n.Catalogue("da", {
        "already built: {card}": "allerede bygget: {card}",
        "{player} builds {card}": "{player} bygger {card}",
        "You build {card}": "Du bygger {card}",
        "{reason}; Olympia's free build of this age is used":
            "{reason}; Olympias gratis byggeri i denne alder er brugt",
        "{n} coin": {"one": "{n} mønt", "other": "{n} mønter"},
    }))
    yield
    i18n.reset(saved)


def test_plurals_follow_the_count(danish):
    assert i18n.tn("{n} coin", "{n} coins", 1) == "1 mønt"
    assert i18n.tn("{n} coin", "{n} coins", 3) == "3 mønter"
    assert i18n.tn("{n} coin", "{n} coins", 0) == "0 mønter"


def test_english_needs_no_catalogue():
    assert i18n.language() == "en"
    assert i18n.tn("{n} coin", "{n} coins", 1) == "1 coin"
    assert i18n.tn("{n} coin", "{n} coins", 2) == "2 coins"
    assert i18n.tp("You", "You build {card}", "{player} builds {card}", card="Temple") \
        == "You build Temple"
    assert i18n.tp("Ann", "You build {card}", "{player} builds {card}", card="Temple") \
        == "Ann builds Temple"


def test_a_missing_message_shows_in_english(danish):
    assert i18n.t("Resume {game}", game="x") == "Resume x"


def test_numbers_and_dates_in_each_language():
    when = time.struct_time((2026, 11, 24, 3, 23, 0, 1, 328, 0))
    expect = {"en": ("1,234", "24 Nov 03:23"), "da": ("1.234", "24. nov. 03.23"),
              "sv": ("1\u00a0234", "24 nov. 03:23"), "nl": ("1.234", "24 nov 03:23"),
              "hu": ("1\u00a0234", "nov. 24. 03:23")}
    try:
        for lang, (num, day) in expect.items():
            i18n.set_language(lang)
            assert (i18n.number(1234), i18n.date(when)) == (num, day), lang
        i18n.set_language("sv")
        assert i18n.number(-2) == "\u22122"
    finally:
        i18n.set_language("en")


def test_the_language_comes_from_the_choice_then_the_browser():
    assert i18n.choose("hu", ["da-DK"]) == "hu"
    assert i18n.choose(None, ["fr-FR", "da-DK", "en"]) == "da"
    assert i18n.choose("xx", ["nb-NO"]) == "en"


def test_the_engines_sentences_are_shown_by_their_template(danish):
    """A message is shown by its template, its arguments in turn (a message within a
    message too); a text that is no message is shown as it is, never matched back."""
    assert i18n.sentence(say("already built: {card}", card="Temple")) == \
        "allerede bygget: Temple"
    assert i18n.sentence(say("{player} builds {card}", player="Ann", card="Temple")) == \
        "Ann bygger Temple"
    assert i18n.sentence(say("You build {card}", card="Temple")) == "Du bygger Temple"
    nested = say("{reason}; Olympia's free build of this age is used",
                 reason=say("already built: {card}", card="Temple"))
    assert i18n.sentence(nested) == \
        "allerede bygget: Temple; Olympias gratis byggeri i denne alder er brugt"
    assert i18n.sentence("a sentence nobody wrote") == "a sentence nobody wrote"
    assert i18n.sentence("Ann builds Temple") == "Ann builds Temple"  # lost its template


def test_names_inside_sentences_take_the_languages_names(danish):
    i18n.set_names(lambda name: {"Temple": "Tempel"}.get(name, name))
    try:
        assert i18n.sentence(say("{player} builds {card}", player="Ann", card="Temple")) == \
            "Ann bygger Tempel"
    finally:
        i18n.set_names(None)


def test_the_list_of_messages_is_current():
    assert extract.main(["--check"]) == 0, "run: python3 tools/i18n.py"


@pytest.mark.parametrize("lang", extract.TRANSLATED)
def test_every_language_has_every_message(lang):
    missing = extract.missing(lang)
    assert not missing, f"{lang} lacks {len(missing)} messages: {missing[:20]}"


@pytest.mark.parametrize("lang", extract.TRANSLATED)
def test_translations_keep_their_placeholders(lang):
    messages = json.loads(extract.MESSAGES.read_text(encoding="utf-8"))["messages"]
    have = json.loads((extract.CATALOGUES / f"{lang}.json").read_text(encoding="utf-8"))
    wrong = []
    for msgid, text in have["messages"].items():
        want = set(i18n.PLACEHOLDER.findall(msgid))
        if msgid in messages and messages[msgid]["plural"]:
            want |= set(i18n.PLACEHOLDER.findall(messages[msgid]["plural"]))
        for form in (text.values() if isinstance(text, dict) else [text]):
            if not set(i18n.PLACEHOLDER.findall(form)) <= want:
                wrong.append((msgid, form))
    assert not wrong, wrong[:10]


def test_an_engine_count_takes_its_plural_form(danish):
    assert i18n.sentence(say("pay {n} coin", n=1)) == "pay 1 coin"  # no template: English
    i18n._current.messages["pay {n} coin"] = {"one": "betal {n} mønt", "other": "betal {n} mønter"}
    i18n.reset()
    assert i18n.sentence(say("pay {n} coin", n=1)) == "betal 1 mønt"
    assert i18n.sentence(say("pay {n} coin", n=3)) == "betal 3 mønter"
    assert i18n.t("{n} coin", n=1) == "1 mønt"


def test_a_name_the_language_does_not_print_stays_whole():
    """Hungarian prints no base-game names: "Siege Workshop" stays as it is, never
    "Siege Műhely" from a "{x} {y}" template and a catalogue's word."""
    saved = i18n.reset(i18n.Catalogue("hu", {"{player} {move}": "{player} {move}",
                                             "Workshop": "Műhely"}))
    try:
        i18n.use_names("7wonders", 1)
        assert i18n.sentence("Siege Workshop") == "Siege Workshop"
        assert i18n.sentence(say("{player} {move}", player="Ann", move="Siege Workshop")) == \
            "Ann Siege Workshop"
    finally:
        i18n.set_names(None)
        i18n.reset(saved)
