"""A language is its folder's files (issue 60): a manifest in ``catalogues/`` (name,
number and date forms, CLDR plural categories and rules, direction), its catalogue,
and its names table in ``engine/data/names/``. Every part finds the languages there:
no other file of the source names them, and a language added to a copy of the folders
is spoken, counted, checked and written for the JavaScript with nothing else edited."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from wonders_ui import i18n, languages, pseudo
from wonders_ui.languages import Language, rule_js, rule_matches

import engine.names as names
from tools import i18n as extract
from tools.site import languages as site_languages

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = ROOT / "web" / "wonders_ui" / "catalogues"
NAMES = ROOT / "engine" / "data" / "names"

#: CLDR's rules for Polish (cardinal, whole numbers): one, few, many, other
POLISH = {"one": "i = 1 and v = 0",
          "few": "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
          "many": "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9"
                  " or v = 0 and i % 100 = 12..14",
          "other": ""}


def manifest(code: str) -> dict:
    return json.loads((CATALOGUES / f"{code}{languages.SUFFIX}").read_text("utf-8"))


# ---------------------------------------------------------------------- the manifests
def test_every_language_has_a_complete_manifest_and_its_files():
    found = languages.every()
    assert list(found)[0] == "en" and set(found) >= {"en", "da", "sv", "nl", "hu"}
    for code, lang in found.items():
        assert lang == Language.from_manifest(manifest(code))
        assert lang.name and lang.english and lang.direction == "ltr"
        assert lang.categories[-1] == "other" and lang.plural(1) in lang.categories
        if code != "en" and not lang.pseudo:
            assert (CATALOGUES / f"{code}.json").exists(), f"{code} has no catalogue"
    catalogues = {p.stem for p in CATALOGUES.glob("*.json")
                  if not p.name.endswith(languages.SUFFIX)} - {"messages"}
    assert catalogues == set(extract.TRANSLATED), "a catalogue without its manifest"
    # the names tables speak the languages offered, and only those
    assert set(names.languages()) == set(languages.offered())


@pytest.mark.parametrize("broken, says", [
    ({"plurals": {"one": "n = 1"}}, "end with other"),
    ({"plurals": {"single": "n = 1", "other": ""}}, "not a CLDR plural category"),
    ({"plurals": {"one": "n == 1", "other": ""}}, "not a CLDR plural relation"),
    ({"dates": {"months": ["jan"], "pattern": "{d} {mon} {H}:{M}"}}, "twelve months"),
    ({"direction": "up"}, "ltr or rtl"),
    ({"numbers": {"group": ","}}, "group, decimal and minus"),
])
def test_a_wrong_manifest_is_named(broken, says):
    with pytest.raises(ValueError, match=says):
        Language.from_manifest({**manifest("da"), **broken}, "da.manifest.json")
    lacking = {k: v for k, v in manifest("da").items() if k != "numbers"}
    with pytest.raises(ValueError, match="lacks numbers"):
        Language.from_manifest(lacking, "da.manifest.json")


def test_the_languages_keep_their_number_date_and_plural_forms():
    """The forms the five languages had before their manifests, by CLDR."""
    by_code = languages.every()
    assert [by_code[c].plural(n) for c in ("en", "da", "sv", "nl", "hu")
            for n in (0, 1, 2, -1, 11, 21, 101)] == (["other", "one", "other", "one",
                                                      "other", "other", "other"] * 5)
    assert (by_code["sv"].group, by_code["sv"].minus) == ("\u00a0", "\u2212")
    assert by_code["hu"].date_pattern == "{mon} {d}. {H}:{M}"


# ---------------------------------------------------------------------- CLDR plural rules
@pytest.mark.parametrize("n, category", [(1, "one"), (2, "few"), (4, "few"), (5, "many"),
                                          (12, "many"), (14, "many"), (22, "few"),
                                          (25, "many"), (0, "many"), (101, "many"),
                                          (102, "few"), (112, "many")])
def test_a_language_with_four_plural_categories_picks_as_cldr(n, category):
    """Polish, by CLDR's rules: 1 plik, 2 pliki, 5 plików, 22 pliki, 112 plików."""
    polish = Language.from_manifest({**manifest("en"), "code": "pl", "plurals": POLISH})
    assert polish.plural(n) == category


def test_the_javascript_plural_rules_agree_with_the_python_ones():
    """``rule_js`` (what the build writes for ``web/i18n.js``) run by node picks the same
    category as ``rule_matches`` for 0..200."""
    node = shutil.which("node")
    assert node, "node is needed by the build"
    cases = {category: rule for category, rule in POLISH.items() if rule}
    cases["da"] = manifest("da")["plurals"]["one"]
    script = "const out = {};\n" + "".join(
        f"out[{json.dumps(k)}] = [...Array(201).keys()].map((n) => {rule_js(r)});\n"
        for k, r in cases.items()) + "console.log(JSON.stringify(out));"
    got = json.loads(subprocess.run([node, "-e", script], capture_output=True, text=True,
                                    check=True).stdout)
    assert got == {k: [rule_matches(r, n) for n in range(201)] for k, r in cases.items()}


# ---------------------------------------------------------------------- nothing else
#: a list of language codes: two of the codes, quoted, on one line ("da", "sv"; by
#: hand: git grep -lE "[\"'](en|da|sv|nl|hu)[\"'].*[\"'](en|da|sv|nl|hu)[\"']")
_CODE = r"""["'](?:en|da|sv|nl|hu)["']"""
LISTING = re.compile(rf"{_CODE}[^\n]*{_CODE}")


def test_no_file_of_the_source_lists_the_languages():
    """Besides the folders themselves, no code of the engine, the page, the scripts,
    the pages, the build or the tools types out the languages (the tests may)."""
    listing = []
    for top in ("engine", "web", "tools"):
        for path in sorted((ROOT / top).rglob("*")):
            if path.suffix not in (".py", ".js", ".mjs", ".html") or "catalogues" in path.parts:
                continue
            if LISTING.search(path.read_text("utf-8")):
                listing.append(path.relative_to(ROOT).as_posix())
    for page in ROOT.glob("*.html"):
        if LISTING.search(page.read_text("utf-8")):
            listing.append(page.name)
    assert listing == []


# ---------------------------------------------------------------------- a new language
@pytest.fixture
def polish(tmp_path, monkeypatch):
    """Copies of the catalogue and names folders with Polish added as a new language
    adds itself: its manifest, its catalogue and its names table, nothing else."""
    cats = tmp_path / "catalogues"
    shutil.copytree(CATALOGUES, cats)
    made = {**manifest("en"), "code": "pl", "name": "Polski", "english": "Polish",
            "numbers": {"group": "\u00a0", "decimal": ",", "minus": "-"},
            "dates": {"months": "sty lut mar kwi maj cze lip sie wrz paź lis gru".split(),
                      "pattern": "{d} {mon} {H}:{M}"},
            "plurals": POLISH}
    (cats / "pl.manifest.json").write_text(json.dumps(made), "utf-8")
    (cats / "pl.json").write_text(json.dumps({"language": "pl", "name": "Polski", "messages": {
        "{n} coin": {"one": "{n} moneta", "few": "{n} monety", "many": "{n} monet",
                     "other": "{n} monety"},
        "Resume the game": "Wznów grę"}}), "utf-8")
    tables = tmp_path / "names"
    shutil.copytree(NAMES, tables)
    (tables / "pl-duel.txt").write_text("@game duel\n@language pl\n"
                                        "card | Lumber Yard | Tartak\n", "utf-8")
    monkeypatch.setattr(languages, "folder", lambda: cats)
    monkeypatch.setattr(extract, "CATALOGUES", cats)
    monkeypatch.setattr(names, "names_in", lambda folder: sorted(
        p.name for p in tables.iterdir()))
    monkeypatch.setattr(names, "read_text", lambda rel: (tmp_path / rel).read_text("utf-8"))
    caches = (languages.every, names.tables, names.languages, names._names_for,
              names._local_index)
    for fn in caches:
        fn.cache_clear()
    yield
    for fn in caches:
        fn.cache_clear()
    i18n.set_language(i18n.DEFAULT)


def test_a_language_added_as_its_files_is_spoken_everywhere(polish):
    assert "pl" in languages.offered() and "pl" in names.languages()
    assert i18n.set_language("pl") == "pl"
    assert i18n.t("Resume the game") == "Wznów grę"
    assert [i18n.tn("{n} coin", "{n} coins", n) for n in (1, 3, 5, 22)] == \
        ["1 moneta", "3 monety", "5 monet", "22 monety"]
    assert i18n.number(12345) == "12\u00a0345"
    i18n.use_names("duel")
    assert i18n.name("Lumber Yard") == "Tartak"
    assert names.english_name("tartak", ["Lumber Yard", "Stone Pit"]) == "Lumber Yard"
    listed = {"Resume the game": {"plural": None}, "{n} coin": {"plural": "{n} coins"},
              "{n} step": {"plural": "{n} steps"}, "New game": {"plural": None}}
    # the tools count what it lacks: a message, or a text for one of its four categories
    assert extract.missing("pl", listed) == ["{n} step", "New game"]
    catalogue = json.loads((languages.folder() / "pl.json").read_text("utf-8"))
    del catalogue["messages"]["{n} coin"]["few"]
    (languages.folder() / "pl.json").write_text(json.dumps(catalogue), "utf-8")
    assert extract.missing("pl", listed) == ["{n} coin", "{n} step", "New game"]
    script = site_languages.script()  # and the build tells the JavaScript
    assert '"pl"' in re.search(r"LANGUAGES = (.*);", script).group(1)
    assert '"few"' in script and '"many"' in script


# ---------------------------------------------------------------------- the pseudo-language
def test_the_pseudo_language_is_accented_longer_and_keeps_its_placeholders():
    text = "{player} builds {card} for {coins} coins"
    made = pseudo.accent(text)
    assert re.findall(r"\{\w+\}", made) == ["{player}", "{card}", "{coins}"]
    assert pseudo.is_accented(made) and not re.search(r"[a-zA-Z]{2}", re.sub(r"\{\w+\}", "", made))
    shown = len(re.sub(r"\{\w+\}", "", text))
    assert 1.3 * shown <= len(re.sub(r"\{\w+\}", "", made)) <= 1.5 * shown
    assert pseudo.accent("+{coins}") == "+{coins}"  # nothing to translate
    assert pseudo.accent("<b>Age</b> &amp; more").startswith("<b>Áĝé</b> &amp; ɱóŕé")


def test_the_pseudo_language_is_spoken_when_asked_and_never_offered():
    assert pseudo.CODE in languages.every() and pseudo.CODE not in i18n.LANGUAGES
    assert i18n.choose(None, [pseudo.CODE]) == "en"  # a browser never gets it
    assert i18n.set_language(i18n.choose(pseudo.CODE, [])) == pseudo.CODE
    try:
        assert pseudo.is_accented(i18n.t("Resume the game"))
        assert pseudo.is_accented(i18n.tn("{n} coin", "{n} coins", 3))
        assert "3" in i18n.tn("{n} coin", "{n} coins", 3)
        i18n.use_names("duel")
        assert i18n.name("Lumber Yard") == "Lumber Yard"  # names stay the engine's
    finally:
        i18n.set_language(i18n.DEFAULT)
