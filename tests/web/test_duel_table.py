"""7 Wonders Duel in the page (Debian's chromium): a whole game against a bot by clicking,
a reload that resumes, and face-down cards that never reach the page."""

from __future__ import annotations

import base64
import time

from wonders_ui.tables import duel
from wonders_ui.tables.context import TableContext
from wonders_ui.vdom import text_of

import engine
from engine import saves
from engine.bots import make_bot
from engine.duel.data import CARDS, TOKENS, WONDERS
from tests.web.helpers import (
    RESUME_READY,
    WATCH_SLIDES,
    boot,
    choose,
    coins_floated,
    more,
    slid,
    wait_for_bots,
)
from tests.web.test_app_logic import make_app, play_out

READY = ("#draft button.pick, #continue, #score-pad, #structure .dcard[data-act], "
         "#choice button.act, #reveal, #done")
ALL_NAMES = [c.name for c in CARDS] + [w.name for w in WONDERS] + [t.name for t in TOKENS]


def new_duel(page, seed: int, wonders: str = "draft", kinds=("human", "bot"),
             names=("Ann", "Bot")) -> None:
    page.click("#new-game")
    choose(page, "game", "duel")
    assert page.locator("input[name=players]").count() == 1  # Duel is for 2
    more(page)
    choose(page, "wonders", wonders)
    for i, (kind, name) in enumerate(zip(kinds, names)):
        page.select_option(f"select[name=seat{i}-kind]", kind)
        page.fill(f"input[name=seat{i}-name]", name)
    page.fill("#seed", str(seed))
    page.click("#start")


def play_card(page) -> str:
    """Take an available card: a wonder if one can be built, else build, else discard."""
    for cls in (".st-chain", ".st-free", ".st-buy", ""):
        cards = page.locator(f"#structure .dcard[data-act]{cls}")
        if cards.count():
            card = cards.first
            name = card.get_attribute("data-card")
            card.click()
            page.wait_for_selector("#actions button.act")
            for kind in ("wonder", "build", "discard"):
                button = page.locator(f"#actions button.act[data-kind={kind}]")
                if button.count():
                    button.first.click()
                    return f"{kind} {name}"
    raise AssertionError("no card to take")


def step(page, timeout: int = 60_000) -> str:
    page.wait_for_selector(READY, timeout=timeout)
    if page.locator("#score-pad").count():
        return "end"
    for sel, what in (("#continue", "continue"), ("#reveal", "reveal"), ("#done", "done"),
                      ("#draft button.pick", "draft")):
        if page.locator(sel).count():
            page.locator(sel).first.click()
            return what
    if page.locator("#choice button.act").count():
        phase = page.locator("#choice").get_attribute("data-phase")
        page.locator("#choice button.act").first.click()
        return "choice " + phase
    return play_card(page)


def current_state(page):
    """The game in localStorage, replayed here (the test may see everything)."""
    blobs = page.evaluate("""() => Object.keys(localStorage)
        .filter(k => k.startsWith('wonders.v1.save.')).map(k => localStorage.getItem(k))""")
    assert len(blobs) == 1
    return saves.replay(saves.read_save(base64.b64decode(blobs[0])))


def hidden_names(state) -> list[str]:
    """Names of the face-down cards of the structure and the cards removed unseen."""
    from engine.duel.data import CARDS as C

    out = [C[c].name for s, c in enumerate(state.slots) if c >= 0 and not state.face_up[s]]
    if state.age:
        out += [C[c].name for c in state.removed[state.age - 1]]
    return out


def assert_not_in_page(page, names: list[str]) -> None:
    html = page.content()
    for name in names:
        text = html
        for other in sorted(ALL_NAMES, key=len, reverse=True):
            if other != name and name in other:  # "Statue" in "The Statue of Zeus"
                text = text.replace(other, "")
        assert name not in text, f"the face-down {name} is in the page"


def test_whole_duel_against_a_bot(page, server):
    boot(page, server.url)
    page.evaluate("""() => { window.__sawThinking = false;
        new MutationObserver(() => {
            if (document.querySelector('#thinking')) window.__sawThinking = true;
        }).observe(document.getElementById('app'), {childList: true, subtree: true}); }""")
    page.evaluate(WATCH_SLIDES)
    new_duel(page, seed=64)  # with today's bots: destroy, Great Library, token, who starts
    page.wait_for_selector("#draft")
    assert page.locator("#track .pawn").count() == 1
    assert page.locator("#board-tokens .ptoken").count() == 5
    t0 = time.time()
    done: list[str] = []
    checked_hidden = False
    for _ in range(400):
        what = step(page)
        done.append(what)
        if what == "end":
            break
        if not checked_hidden and page.locator("#structure .dcard.back").count():
            wait_for_bots(page, "#structure .dcard[data-act]")  # the save is the table's
            state = current_state(page)
            assert_not_in_page(page, hidden_names(state))
            assert page.locator("#structure .dcard.back[data-card]").count() == 0
            # the table fits 1024x768 without sideways scrolling
            assert page.evaluate("() => document.documentElement.scrollWidth") <= 1024
            checked_hidden = True
    assert done[-1] == "end", done[-8:]
    assert checked_hidden
    assert page.evaluate("() => window.__sawThinking")  # the bot's turn was shown
    # movement shows what happened: cards built slid from the structure to their city
    built = {d.split(" ", 1)[1] for d in done if d.startswith("build ")}
    assert built & slid(page), built
    floated = coins_floated(page)  # and coins won and paid floated from the cities
    assert any(c.startswith("+") for c in floated) and any(c.startswith("−") for c in floated)
    assert done.count("draft") >= 3  # the human drafts 4 of 8 wonders (the last is given)
    assert sum(1 for d in done if d.split()[0] in ("build", "discard", "wonder")) >= 8
    assert any(d.startswith("choice") for d in done), done  # sub-choices by clicks too
    pad = page.locator("#score-pad")
    for label in ("Military", "Buildings", "Wonders", "Progress tokens", "Treasury", "Total"):
        assert pad.locator("th", has_text=label).count() >= 1, label
    victory = page.locator("#winner").get_attribute("data-victory")
    assert victory in ("military", "science", "civilian")
    assert "victory" in page.locator("#winner").text_content().lower() \
        or "supremacy" in page.locator("#winner").text_content().lower()
    state = current_state(page)
    assert state.is_terminal()
    print(f"\nDuel by clicks: {len(done)} steps in {time.time() - t0:.1f}s, {victory}; "
          f"choices: {[d for d in done if d.startswith('choice')]}")
    assert not page.errors, page.errors


def test_duel_reload_resumes_and_discard_pile_opens(page, server):
    boot(page, server.url)
    new_duel(page, seed=5, wonders="first-game", names=("<b>Ann</b>", "Bot"))
    page.wait_for_selector("#structure .dcard[data-act]")
    assert page.locator("main b").count() == 0  # a typed name is text, never markup
    assert "<b>Ann</b>" in page.locator("#city-me .dcity-name").text_content()
    for _ in range(6):
        step(page)
    wait_for_bots(page, "#structure .dcard[data-act]")  # the table the save has

    def signature():
        return page.evaluate("""() => ({
            age: document.querySelector('#age')?.textContent,
            cards: [...document.querySelectorAll('#structure .dcard')]
                .map(c => (c.dataset.card || 'back') + '@' + c.getAttribute('style')),
            coins: [...document.querySelectorAll('.dcity .coins')].map(c => c.textContent),
            built: [...document.querySelectorAll('.dcity .dchip')].map(c => c.textContent),
            pawn: document.querySelector('#pawn')?.parentElement.dataset.x,
        })""")

    before = signature()
    page.reload()
    page.wait_for_selector(RESUME_READY)
    page.click("#resume")
    page.wait_for_selector("#structure .dcard[data-act]")
    assert signature() == before
    page.click("#discard-button")
    page.wait_for_selector("#discard-pile")
    shown = page.locator("#discard-pile .dcard").count()
    assert shown == len(current_state(page).discard)
    assert_not_in_page(page, hidden_names(current_state(page)))
    assert not page.errors, page.errors


# ---------------------------------------------------------------------- under CPython
# The renderer and the shell with a fake page (fast): every kind of seat, and what a
# person may not see.


def _app_with_duel(humans: int, seed: int, wonders: str = "draft"):
    app, page, store = make_app()
    app.on_action("new")
    page.form_values = {"game": "duel"}
    app.on_action("setup-change")
    assert app.setup["players"] == 2
    page.form_values = {"game": "duel", "players": "2", "seed": str(seed), "wonders": wonders}
    for i in range(2):
        page.form_values[f"seat{i}-kind"] = "human" if i < humans else "bot"
        page.form_values[f"seat{i}-name"] = f"<i>P{i}</i>"
        page.form_values[f"seat{i}-level"] = "medium"
    app.on_action("start")
    return app, page, store


def test_duel_plays_out_with_people_and_bots():
    for humans, seed, wonders in ((1, 3, "draft"), (2, 4, "first-game"), (0, 5, "draft")):
        app, page, store = _app_with_duel(humans, seed, wonders)
        assert app.session.state.game == "duel"
        screens = play_out(app, page)
        assert app.screen == "end" and app.session.state.is_terminal()
        text = text_of(page.tree)
        assert "Treasury" in text and "Total" in text
        assert "supremacy" in text.lower() or "victory" in text.lower()
        if humans == 2:
            assert {"handover", "picked"} <= screens
        assert not [t for t in page.toasts if t[0] == "error"], page.toasts
        games, _ = store.list()
        assert games[0]["over"]


def test_the_great_library_draw_is_shown_only_to_its_player():
    for seed in range(200):
        state = engine.new_game("duel", seed=seed, wonders="draft")
        bots = [make_bot("duel", "random", seed), make_bot("duel", "random", seed + 1)]
        while not state.is_terminal() and state.view(None)["phase"] != "library":
            p = state.current_players()[0]
            state.apply(p, bots[p].act(state.view(p), state.legal_actions(p)))
        if not state.is_terminal():
            break
    else:
        raise AssertionError("no game reached the Great Library")
    drawn = [TOKENS[t].name for t in state.library]
    chooser = state.current_players()[0]

    def ctx(viewer: int) -> TableContext:
        return TableContext(game_id="g1", names=["A", "B"], bots=[False, False],
                            viewer=viewer)

    mine = text_of(duel.render(state.view(chooser), ctx(chooser)))
    theirs = text_of(duel.render(state.view(1 - chooser), ctx(1 - chooser)))
    assert all(name in mine for name in drawn)
    assert not any(name in theirs for name in drawn), drawn
    assert "Great Library" in theirs


def test_duel_pass_and_play_hands_the_device_over(page, server):
    boot(page, server.url)
    new_duel(page, seed=9, wonders="first-game", kinds=("human", "human"),
             names=("Ann", "<img src=x id=xss>"))
    page.wait_for_selector("#reveal")
    assert page.locator("#structure").count() == 0  # nothing shown before the hand-over
    done = [step(page) for _ in range(12)]
    assert {"reveal", "done"} <= set(done), done
    assert page.locator("main img").count() == 0
    state = current_state(page)
    assert len(state.log) >= 3
    assert not page.errors, page.errors
