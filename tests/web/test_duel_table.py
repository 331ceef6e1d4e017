"""7 Wonders Duel in the page (Debian's chromium): a whole game against a bot by clicking,
a reload that resumes, and face-down cards that never reach the page."""

from __future__ import annotations

import base64
import time

from conftest import boot

from engine import saves
from engine.duel.data import CARDS, TOKENS, WONDERS

READY = ("#draft button.pick, #continue, #score-pad, #structure .dcard[data-act], "
         "#choice button.act, #reveal, #done")
ALL_NAMES = [c.name for c in CARDS] + [w.name for w in WONDERS] + [t.name for t in TOKENS]


def new_duel(page, seed: int, wonders: str = "draft", kinds=("human", "bot"),
             names=("Ann", "Bot")) -> None:
    page.click("#new-game")
    page.select_option("#game", "duel")
    page.wait_for_selector("#players option[value='2']", state="attached")
    assert page.locator("#players option").count() == 1  # Duel is for 2
    page.select_option("#wonders", wonders)
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
    new_duel(page, seed=21)
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
            page.wait_for_selector("#structure .dcard[data-act]")
            state = current_state(page)
            assert_not_in_page(page, hidden_names(state))
            assert page.locator("#structure .dcard.back[data-card]").count() == 0
            checked_hidden = True
    assert done[-1] == "end", done[-8:]
    assert checked_hidden
    assert done.count("draft") >= 3  # the human drafts 4 of 8 wonders (the last is given)
    assert sum(1 for d in done if d.split()[0] in ("build", "discard", "wonder")) >= 8
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
    page.wait_for_selector("#structure .dcard[data-act]")

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
    page.wait_for_selector("#resume")
    page.click("#resume")
    page.wait_for_selector("#structure .dcard[data-act]")
    assert signature() == before
    page.click("#discard-button")
    page.wait_for_selector("#discard-pile")
    shown = page.locator("#discard-pile .dcard").count()
    assert shown == len(current_state(page).discard)
    assert_not_in_page(page, hidden_names(current_state(page)))
    assert not page.errors, page.errors
