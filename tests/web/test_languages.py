"""The site in the rulebooks' languages (issue "The game in the rulebooks' languages"):
with Chromium's language set to Danish, Swedish, Dutch or Hungarian, the home screen, a
table and the score pad speak it; switching languages mid-game keeps the game; a save
made in one language opens in another; the Rules page and its live examples speak it,
and an embed takes its page's language; at 768x1024 and 1280x800 no text overflows; at
1280x800 the pseudo-language (every message accented, 40% longer) shows no text that
missed the catalogue and cuts nothing off.

Every expected text is read from the catalogues (``web/wonders_ui/catalogues``), never
written here: a screen "speaks the language" when none of its texts is an English
message (or an English sentence made from a message's template) that the language
translates otherwise. A message a catalogue lacks shows in English, so these tests
pass once every message is translated."""

from __future__ import annotations

import base64
import json
import re
import tempfile
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

import msgpack
import pytest
from wonders_ui import i18n, pseudo
from wonders_ui.i18n import PLACEHOLDER
from wonders_ui.state import view_of

from tests.web.conftest import ARGS, CHROMIUM
from tests.web.helpers import (
    BOOT_MS,
    SCREEN_READY,
    Server,
    choose,
    more,
    new_game,
    saved_games,
    step,
    store_as_another_tab,
    wait_for_bots,
    wait_for_saves,
    with_errors,
)
from tests.web.templates import Templates
from tests.web.test_app_logic import answer_bots, make_app, start_game
from tests.web.test_targets import one_person, stored
from tools import i18n as extract
from tools.layout_check import CLIPPED, TEXTS, check, names_shown, untranslated
from tools.screen_matrix import open_tools

LANGS = extract.TRANSLATED
ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "web" / "examples"
THREE = [("human", "Ann"), ("bot", "Bot 1"), ("bot", "Bot 2")]
#: the site's name, the same in every language (not the message "Wonders", a list's title)
NAMES = {"Wonders"}


@lru_cache
def catalogue(lang: str) -> dict:
    return json.loads((extract.CATALOGUES / f"{lang}.json").read_text(encoding="utf-8"))[
        "messages"]


@lru_cache
def messages() -> dict:
    return json.loads(extract.MESSAGES.read_text(encoding="utf-8"))["messages"]


def tr(lang: str, msgid: str) -> str:
    """The language's text of ``msgid`` (a test fails here while it is untranslated)."""
    text = catalogue(lang).get(msgid)
    assert isinstance(text, str) and text, f"{lang} lacks the message {msgid!r}"
    return text


def _forms(lang: str, msgid: str) -> set[str]:
    """Every text the language gives ``msgid`` (both plural forms)."""
    got = catalogue(lang).get(msgid)
    return set(got.values()) if isinstance(got, dict) else {got} if got else set()


@lru_cache
def _english(lang: str) -> tuple[dict[str, str], Templates, dict[str, str]]:
    """The English texts that ``lang`` translates otherwise: plain messages (text ->
    msgid), and the templates of those with placeholders (form -> msgid)."""
    plain: dict[str, str] = {}
    forms: dict[str, str] = {}
    for msgid, entry in messages().items():
        for form in filter(None, (msgid, entry["plural"])):
            if form in _forms(lang, msgid):
                continue  # the language writes it the same
            if not PLACEHOLDER.search(form):
                plain[form] = msgid
            elif len(re.findall(r"[A-Za-z]{2,}", PLACEHOLDER.sub(" ", form))) >= 2:
                forms[form] = msgid  # enough words of its own to tell English by
    return plain, Templates(list(forms)), forms


def english_on(page, lang: str) -> list[str]:
    """The texts of the page that are English where ``lang`` has its own words."""
    plain, templates, forms = _english(lang)
    out = []
    for text in page.evaluate(TEXTS):
        if text in NAMES:
            continue
        if text in plain:
            out.append(text)
            continue
        found = templates.find(text)
        if found and found[0] in forms:
            out.append(f"{text}  (from {found[0]!r})")
    return out


def speaks(page, lang: str, where: str) -> None:
    """The page is in ``lang``: <html lang> says so and no English message shows."""
    assert page.evaluate("() => document.documentElement.lang") == lang, where
    english = english_on(page, lang)
    assert not english, f"{where} in {lang} shows English: {english[:12]}"


@contextmanager
def chromium_in(playwright_instance, requests_seen, lang: str, width: int = 1024,
                height: int = 768, touch: bool = False):
    """A fresh profile of Chromium whose language is ``lang`` (its locale, ``--lang``
    and Accept-Language): a page of it, recording its errors."""
    with tempfile.TemporaryDirectory(prefix="wonders-chrome-") as profile:
        ctx = playwright_instance.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=[*ARGS, f"--lang={lang}"],
            headless=True, viewport={"width": width, "height": height}, locale=lang,
            extra_http_headers={"Accept-Language": lang}, has_touch=touch,
            is_mobile=touch, service_workers="block")
        ctx.on("request", requests_seen.add)
        ctx.set_default_timeout(BOOT_MS)
        page = with_errors(ctx.pages[0] if ctx.pages else ctx.new_page())
        try:
            yield page
        finally:
            ctx.close()
    assert not requests_seen.outside()


def boot_in(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(SCREEN_READY, timeout=BOOT_MS)


def moves_of(page) -> dict[str, list]:
    """Each saved game's moves."""
    return {key: msgpack.unpackb(base64.b64decode(raw))["moves"]
            for key, raw in saved_games(page).items()}


def both_bots_picked(seen: dict[str, int]) -> bool:
    """The one saved game holds the two bots' picks of the turn the person is on (a
    turn of THREE is three picks; the bots pick on their own time)."""
    return len(seen) == 1 and all(n % len(THREE) == len(THREE) - 1 for n in seen.values())


def your_turn(page) -> None:
    """Play until the person's hand waits for a card (bots have answered)."""
    step(page)
    page.wait_for_selector("#hand .card:not([aria-disabled])", timeout=BOOT_MS)


FINISHED = dict([stored("7wonders-7p-over", one_person(7)),
                 stored("duel-over", one_person(2))])


# ---------------------------------------------------------------------- the catalogue
def test_the_pages_scripts_and_examples_give_their_messages():
    """``tools/i18n.py`` lists what the pages mark (``data-i18n``, ``data-i18n-attr``),
    the scripts' ``t``/``tn`` calls (with their plural) and every example's words."""
    listed = messages()
    assert listed["Loading the table…"]["where"] == ["index.html"]
    assert "embed.html" in listed["Previous step"]["where"]  # an aria-label
    assert listed["The engine checked it: {n} step."]["plural"] == \
        "The engine checked it: {n} steps."
    assert len(rules_messages()) > 30 and all(m in listed for m in rules_messages())
    for path in sorted(EXAMPLES.glob("*.json")):
        data = example(path.name)
        for text in [data["title"], data["caption"],
                     *(s["caption"] for s in data.get("steps", []) if "caption" in s)]:
            assert path.relative_to(ROOT).as_posix() in listed[text]["where"]


# ---------------------------------------------------------------------- the app
@pytest.mark.parametrize("lang", LANGS)
def test_the_home_screen_a_table_and_the_score_pad_speak_the_browsers_language(
        lang, playwright_instance, requests_seen, server):
    with chromium_in(playwright_instance, requests_seen, lang) as page:
        boot_in(page, server.url)
        assert page.inner_text("#new-game").strip() == tr(lang, "New game")
        speaks(page, lang, "the home screen")
        new_game(page, THREE, seed=5)
        page.wait_for_selector("#hand .card", timeout=BOOT_MS)
        speaks(page, lang, "a 7 Wonders table")
        store_as_another_tab(page, FINISHED)
        for key in FINISHED:
            page.click("button[data-act=home]")
            page.click(f"button.open[data-arg='{key.removeprefix('wonders.v1.save.')}']")
            page.wait_for_selector("#score-pad")
            speaks(page, lang, f"the score pad of {key}")
        assert not page.errors, page.errors


@pytest.mark.parametrize("lang", LANGS)
def test_switching_language_mid_game_keeps_the_game(
        lang, playwright_instance, requests_seen, server):
    with chromium_in(playwright_instance, requests_seen, "en-US") as page:
        boot_in(page, server.url)
        new_game(page, THREE, seed=11)
        page.wait_for_selector("#hand .card:not([aria-disabled])", timeout=BOOT_MS)
        your_turn(page)
        wait_for_saves(page, both_bots_picked)  # the save stands still from here on
        before = moves_of(page)
        hand = page.eval_on_selector_all("#hand .card", "cs => cs.map(c => c.dataset.card)")
        assert page.locator("main.screen #language").count(), "the table has no language switch"
        open_tools(page)
        page.select_option("main.screen #language", lang)
        page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
        page.wait_for_selector("#hand .card:not([aria-disabled])")
        assert moves_of(page) == before  # the same save, the same moves
        assert page.eval_on_selector_all(
            "#hand .card", "cs => cs.map(c => c.dataset.card)") == hand
        speaks(page, lang, "the table after the switch")
        your_turn(page)  # and the game goes on
        after = moves_of(page)
        assert list(after) == list(before)
        (key,) = after
        assert len(after[key]) > len(before[key]) and after[key][:len(before[key])] == before[key]
        page.reload()
        page.wait_for_selector(SCREEN_READY)
        assert page.evaluate("() => document.documentElement.lang") == lang  # remembered
        assert not page.errors, page.errors


def made_in(lang: str) -> tuple[dict[str, str], list[str]]:
    """A game against two bots saved by the page's own Python speaking ``lang`` (the
    controller on a fake page, as ``tests/web/test_app_logic.py`` drives it: the same
    code writes the save in the browser), one turn played and the bots' picks of the
    next one made: its localStorage entries by game id, and the person's hand."""
    app, page, store = make_app()
    app.on_action("language", lang)
    assert app.state.saves.language() == lang
    try:
        start_game(app, page, humans=1, players=3, seed=3, names=[n for _k, n in THREE])
        answer_bots(app, page)
        app.on_action("move", app.session.legal_texts(0)[0])
        answer_bots(app, page)
    finally:
        i18n.set_language(i18n.DEFAULT)  # the process's other tests speak English
    prefix = "wonders.v1.save."
    saves = {k.removeprefix(prefix): v for k, v in store.backend.data.items()
             if k.startswith(prefix)}
    return saves, list(view_of(app.state, 0)["hand"])


@pytest.mark.parametrize("lang", LANGS)
def test_a_save_made_in_one_language_opens_in_another(
        lang, playwright_instance, requests_seen, server):
    other = LANGS[(LANGS.index(lang) + 1) % len(LANGS)]
    saves, hand = made_in(other)
    with chromium_in(playwright_instance, requests_seen, lang) as page:
        boot_in(page, server.url)
        page.evaluate("saves => { for (const [k, v] of Object.entries(saves)) "
                      "localStorage.setItem('wonders.v1.save.' + k, v); }", saves)
        made = moves_of(page)
        page.reload()
        (key,) = saves
        page.click(f"button.open[data-arg='{key}']")
        page.wait_for_selector("#hand .card:not([aria-disabled])", timeout=BOOT_MS)
        assert page.eval_on_selector_all(
            "#hand .card", "cs => cs.map(c => c.dataset.card)") == hand
        assert moves_of(page) == made
        speaks(page, lang, "a table saved in another language")
        your_turn(page)
        assert len(moves_of(page)[key]) > len(made[key])
        assert not page.errors, page.errors


# ---------------------------------------------------------------------- the pages
#: the Rules page's description for search engines (its <meta>, translated whole)
RULES_DESCRIPTION = ("The rules of 7 Wonders and 7 Wonders Duel, with the rulebooks' worked "
                     "examples as live tables.")


def rules_messages() -> list[str]:
    """The Rules page's marked messages, in the page's order."""
    return [msgid for msgid, page in extract.page_messages() if page == "rules.html"]


def example(name: str) -> dict:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_and_its_examples_speak_the_language(
        lang, playwright_instance, requests_seen, server):
    with chromium_in(playwright_instance, requests_seen, lang) as page:
        page.goto(server.url + "rules.html")
        page.wait_for_selector(f"html[data-translated={lang}]")
        shown = page.eval_on_selector_all(
            "[data-i18n]", "els => els.map(e => e.textContent.replace(/\\s+/g, ' ').trim())")
        described = page.get_attribute("meta[name=description]", "content")
        assert described == tr(lang, RULES_DESCRIPTION)
        want = [tr(lang, msgid) for msgid in rules_messages() if msgid != RULES_DESCRIPTION]
        assert shown == want
        trade = example("trade-1e.json")
        holder = page.locator("wonders-example[src='web/examples/trade-1e.json']")
        holder.scroll_into_view_if_needed()
        assert f"?lang={lang}" in holder.locator("iframe").get_attribute("src")
        frame = page.frame_locator("wonders-example[src='web/examples/trade-1e.json'] iframe")
        frame.locator("#x-example:not([hidden])").wait_for(timeout=BOOT_MS)
        assert frame.locator("#x-caption").inner_text() == tr(lang, trade["caption"])
        assert frame.locator("#x-open").inner_text() == tr(lang, "Play from here ↗")
        assert frame.locator("#x-open").get_attribute("title") == tr(
            lang, "Open the game at this point in a new tab, as a new saved game")
        frame.locator("#x-next").click()
        assert frame.locator("#x-caption").inner_text() == tr(lang, trade["steps"][0]["caption"])
        assert frame.locator("html").get_attribute("lang") == lang
        assert not page.errors, page.errors


@pytest.mark.parametrize("lang", LANGS)
def test_the_loading_screen_and_the_author_mode_speak_the_language(
        lang, playwright_instance, requests_seen, server):
    with chromium_in(playwright_instance, requests_seen, lang) as page:
        page.route("**/pyscript/core.js", lambda route: route.abort())  # Python never comes
        page.goto(server.url)
        page.wait_for_selector(f"html[data-translated={lang}]")
        assert page.inner_text("#loading-text") == tr(lang, "Loading the table…")
        assert page.get_attribute("meta[name=description]", "content") == tr(
            lang, "7 Wonders at the table: play against bots or friends on one device, offline.")
        page.unroute("**/pyscript/core.js")
        page.goto(server.url + "author.html")
        page.wait_for_selector(f"html[data-translated={lang}]")
        shown = page.eval_on_selector_all(
            "[data-i18n]", "els => els.map(e => e.textContent.replace(/\\s+/g, ' ').trim())")
        marked = {m for m, where in extract.page_messages() if where == "author.html"}
        assert set(shown) <= {tr(lang, m) for m in marked}, set(shown)
        assert page.get_attribute("#a-search", "placeholder") == tr(lang, "Type part of a name")
        assert page.get_attribute("#a-preview", "title") == tr(lang, "Preview of the example")
        page.wait_for_selector("body[data-checked]", timeout=BOOT_MS)
        steps = catalogue(lang).get("The engine checked it: {n} step.")
        assert isinstance(steps, dict), f"{lang} lacks the plural of the engine's check"
        assert page.inner_text("#a-status") == steps["other"].replace("{n}", "0")
        assert (page.locator(".a-seat button[data-add=cards]").first.inner_text()
                == tr(lang, "+ Built card"))
        assert not page.errors, page.errors


@pytest.fixture
def tutorial_server(tmp_path, server):
    """A tutorial of another origin in Dutch (``<html lang="nl">``) with two examples:
    one that says nothing (the page's Dutch) and one marked Hungarian."""
    (tmp_path / "tutorial.html").write_text(f"""<!doctype html><html lang="nl"><head>
<meta charset="utf-8"><title>Handel</title>
<script src="{server.url}web/wonders-example.js" defer></script></head><body>
<wonders-example id="page-lang" src="chains.json"></wonders-example>
<wonders-example id="own-lang" lang="hu" src="chains.json"></wonders-example>
</body></html>""", encoding="utf-8")
    (tmp_path / "chains.json").write_text((EXAMPLES / "chains-1e.json").read_text())
    srv = Server(tmp_path)
    yield srv
    srv.stop()


def test_an_embed_speaks_its_elements_or_its_pages_language(
        playwright_instance, requests_seen, tutorial_server):
    caption = example("chains-1e.json")["caption"]
    with chromium_in(playwright_instance, requests_seen, "da") as page:
        page.goto(tutorial_server.url + "tutorial.html")
        for selector, lang in (("#page-lang", "nl"), ("#own-lang", "hu")):
            page.locator(selector).scroll_into_view_if_needed()
            frame = page.frame_locator(f"{selector} iframe")
            frame.locator("#x-example:not([hidden])").wait_for(timeout=BOOT_MS)
            assert frame.locator("#x-caption").inner_text() == tr(lang, caption), selector
            assert frame.locator("#x-play").inner_text() == tr(lang, "Play"), selector
        assert not page.errors, page.errors


# ---------------------------------------------------------------------- the layout
VIEWPORTS = [(768, 1024, True), (1280, 800, False)]
SCREENS = dict([stored("7wonders-7p-mid", one_person(7)),
                stored("duel-mid", [("bot", "Bot"), ("human", "Ann")]),
                *FINISHED.items()])

def visit(page, server, where: str, look) -> None:
    """The home screen, the new-game form, two tables and two score pads, then the Rules
    page: ``look(page, name)`` on each."""
    boot_in(page, server.url)
    page.evaluate("saves => { for (const [k, v] of Object.entries(saves)) "
                  "localStorage.setItem(k, v); }", SCREENS)
    page.reload()
    page.wait_for_selector("#saves li.save-row")
    look(page, f"{where} home")
    page.click("#new-game")
    page.wait_for_selector("#start")
    choose(page, "players", "7")
    more(page)
    look(page, f"{where} new game")
    for key in SCREENS:
        name = key.removeprefix("wonders.v1.save.")
        page.click("button[data-act=home]")
        page.click(f"button.open[data-arg='{name}']")
        # a still table: the bots' thinking badges come and go, and the English visit
        # must see the same screen as the other language's
        wait_for_bots(page, "#hand .card, #structure .dcard, #score-pad, #continue")
        look(page, f"{where} {name}")
    page.goto(server.url + "rules.html")
    page.wait_for_selector("html[data-translated]")
    flow = page.evaluate("() => [document.documentElement.scrollWidth, "
                         "document.documentElement.clientWidth]")
    assert flow[0] <= flow[1], f"{where} the Rules page overflows: {flow}"


#: the English visit's clipped texts per viewport and screen, once per test process:
#: the same English screens for every language checked at that size
ENGLISH: dict[tuple[int, int, bool], dict[str, dict[str, str]]] = {}


def english_clipped(size, playwright_instance, requests_seen, server) -> dict:
    """What the English site cuts off on each screen at ``size``
    (``tools.layout_check.CLIPPED``)."""
    if size not in ENGLISH:
        width, height, touch = size
        seen: dict[str, dict[str, str]] = {}

        def in_english(page, where: str) -> None:
            seen[where.split(" ", 1)[1]] = page.evaluate(CLIPPED, False)

        with chromium_in(playwright_instance, requests_seen, "en-US", width, height,
                         touch) as page:
            page.add_init_script("localStorage.getItem('wonders.v1.language') "
                                 "|| localStorage.setItem('wonders.v1.language', 'en')")
            visit(page, server, f"en {width}x{height}", in_english)
            assert not page.errors, page.errors
        ENGLISH[size] = seen
    return ENGLISH[size]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", VIEWPORTS, ids=lambda v: f"{v[0]}x{v[1]}")
def test_no_text_overflows_in_the_language(lang, size, playwright_instance, requests_seen,
                                           server, tmp_path):
    """Every screen fits (``tools.layout_check.check``: no sideways overflow, 44px targets)
    and cuts off no text the same screen in English shows whole; a screenshot of each
    is kept in the test's folder."""
    width, height, touch = size
    english = english_clipped(size, playwright_instance, requests_seen, server)

    def in_language(page, where: str) -> None:
        page.screenshot(path=str(tmp_path / (re.sub(r"\W+", "-", where) + ".png")))
        check(page, where)
        before = english[where.split(" ", 1)[1]]
        cut = {k: v for k, v in page.evaluate(CLIPPED, False).items() if k not in before}
        assert not cut, f"{where}: text cut off: {list(cut.values())[:8]}"

    with chromium_in(playwright_instance, requests_seen, lang, width, height, touch) as page:
        page.add_init_script(f"localStorage.setItem('wonders.v1.language', '{lang}')")
        visit(page, server, f"{lang} {width}x{height}", in_language)
        assert page.evaluate("() => document.documentElement.lang") == lang
        assert not page.errors, page.errors


def test_the_pseudo_language_shows_no_untranslated_text_and_cuts_nothing(
        browser, playwright_instance, requests_seen, server, tmp_path):
    """At one viewport, in the pseudo-language (``wonders_ui/pseudo.py``: every message
    accented and 40% longer, spoken when stored, never offered): every text of the
    screens went through the catalogue (``tools.layout_check.untranslated``: names and
    numbers aside), every screen fits (``check``) and cuts off no text that the same
    screen in English shows whole. A context of the session's browser: no browser of
    its own; the English screens are the other languages' at this size."""
    size = (1280, 800, False)
    english = english_clipped(size, playwright_instance, requests_seen, server)
    names = names_shown() | {key.removeprefix("wonders.v1.save.") for key in SCREENS}
    wrong: list[str] = []

    def in_pseudo(page, where: str) -> None:
        page.screenshot(path=str(tmp_path / (re.sub(r"\W+", "-", where) + ".png")))
        assert page.evaluate("() => document.documentElement.lang") == pseudo.CODE, where
        check(page, where)
        wrong.extend(f"{where}: untranslated {text!r}" for text in untranslated(page, names))
        before = english[where.split(" ", 1)[1]]
        cut = [v for k, v in page.evaluate(CLIPPED, False).items() if k not in before]
        wrong.extend(f"{where}: cut off {text!r}" for text in cut)

    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]},
                              locale="en-US", service_workers="block")
    ctx.on("request", requests_seen.add)
    ctx.set_default_timeout(BOOT_MS)
    ctx.add_init_script(f"localStorage.setItem('wonders.v1.language', '{pseudo.CODE}')")
    try:
        page = with_errors(ctx.new_page())
        visit(page, server, f"{pseudo.CODE} {size[0]}x{size[1]}", in_pseudo)
        assert not page.errors, page.errors
    finally:
        ctx.close()
    assert not requests_seen.outside()
    assert not wrong, "\n".join(wrong[:40])
