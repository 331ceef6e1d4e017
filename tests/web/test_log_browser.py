"""The log in Debian's chromium: a few turns against bots, then a tap on the log entry
of a neighbour's build marks that card in the neighbour's city (and in that city
opened in full from the entry); the log is a column
of the table from 1200 px wide, closed by its button, and a panel below that width."""

from __future__ import annotations

from tests.web.helpers import (
    boot,
    choose,
    more,
    new_game,
    renders,
    step,
    wait_for_bots,
    wait_for_render,
)
from tools.screen_matrix import tap_tool

SEATS = [("human", "Ann"), ("bot", "Bot One"), ("bot", "Bot Two"), ("bot", "Bot Three")]
ENTRY = "#log button.log-entry"


def neighbour_build(page) -> tuple[str, str, str] | None:
    """A log entry of a neighbour's build: its ref, the neighbour's seat and the card."""
    return page.evaluate("""sel => {
        const seats = [...document.querySelectorAll('.city.board.left, .city.board.right')]
            .map(c => c.dataset.seat);
        const b = [...document.querySelectorAll(sel)].find(b =>
            b.dataset.mark && seats.includes(b.dataset.seat));
        return b ? [b.dataset.arg, b.dataset.seat, b.dataset.mark] : null;
    }""", ENTRY)


def test_a_tap_on_a_neighbours_build_marks_that_card_in_its_city(page, server):
    boot(page, server.url)
    new_game(page, SEATS, seed=9)
    found = None
    for _ in range(40):
        step(page)
        if page.locator("#hand .card").count() and page.locator(ENTRY).count():
            tap_tool(page, "#log-button")  # 1024 px wide: the log is a panel
            page.wait_for_selector(f"{ENTRY} >> visible=true")
            found = neighbour_build(page)
            if found:
                break
            tap_tool(page, "#log-button")
    assert found, "no neighbour built a card"
    ref, seat, card = found
    page.click(f"{ENTRY}[data-arg='{ref}']")
    marked = page.locator(f".city.board[data-seat='{seat}'] .bcard.marked")
    marked.wait_for()
    assert marked.count() == 1 and marked.get_attribute("data-name") == card
    assert page.locator(".bcard.marked").count() == 1
    assert page.get_attribute(f"{ENTRY}[data-arg='{ref}']", "aria-pressed") == "true"
    box = page.locator(f"{ENTRY}[data-arg='{ref}']").bounding_box()
    assert box["height"] >= 44
    page.click("#log button.log-open")  # that city opened in full, the card marked there
    sheet = page.locator(f"#city-sheet[data-seat='{seat}'] .bcard.marked")
    sheet.wait_for()
    assert sheet.get_attribute("data-name") == card
    page.click("#city-sheet button[data-arg='city:-1']")
    page.wait_for_selector("#city-sheet", state="detached")
    page.click(f"{ENTRY}[data-arg='{ref}']")  # a second tap takes the mark away
    page.wait_for_selector(".bcard.marked", state="detached")
    assert not page.errors, page.errors


def test_the_log_is_a_column_on_wide_screens_and_a_panel_below(page, server):
    boot(page, server.url)
    new_game(page, SEATS, seed=9)
    step(page)
    page.wait_for_selector("#hand .card")
    assert not page.locator("#log").is_visible()  # 1024 px: closed until asked
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_selector("#log >> visible=true")
    log, mine = page.locator("#log").bounding_box(), page.locator(".mine").bounding_box()
    assert log["x"] >= mine["x"] + mine["width"] - 1  # a column right of the player's city
    tap_tool(page, "#log-button")  # closed on a wide screen too
    page.wait_for_selector("#log", state="hidden")
    tap_tool(page, "#log-button")
    page.wait_for_selector("#log >> visible=true")
    assert not page.errors, page.errors


def test_duel_marks_a_card_from_its_log_open_on_a_wide_screen(page, server):
    """1600 px wide: Duel's log is open beside the cities; a tap on the other player's
    build marks that card in their city."""
    page.set_viewport_size({"width": 1600, "height": 900})
    boot(page, server.url)
    page.click("#new-game")
    choose(page, "game", "duel")
    more(page)
    page.select_option("select[name=seat0-kind]", "human")
    page.fill("input[name=seat0-name]", "Ann")
    page.select_option("select[name=seat1-kind]", "bot")
    page.fill("#seed", "4")
    page.click("#start")
    ref = None
    for _ in range(30):
        page.wait_for_selector("button[data-act=move], #structure .dcard[data-act], #continue")
        ref = page.evaluate("""() => { const b = [...document.querySelectorAll(
            '#log button.log-entry')].find(b => b.dataset.seat === '1' && b.dataset.mark
            && b.textContent.includes(' builds ') && !b.textContent.includes('wonder'));
            return b && b.dataset.arg; }""")
        if ref:
            break
        drawn = renders(page)
        if page.locator("#continue").count():
            page.click("#continue")
        elif page.locator("button[data-act=move]").count():
            page.locator("button[data-act=move]").first.click()
        else:
            page.locator("#structure .dcard[data-act]").first.click()
        wait_for_render(page, drawn)
        wait_for_bots(page, "button[data-act=move], #structure .dcard[data-act], #continue")
    assert ref and page.locator("#log").is_visible()
    card = page.get_attribute(f"#log button.log-entry[data-arg='{ref}']", "data-mark")
    page.click(f"#log button.log-entry[data-arg='{ref}']")
    marked = page.locator(".dcity[data-seat='1'] .dchip.marked")
    marked.wait_for()
    assert marked.get_attribute("data-card") == card
    assert not page.errors, page.errors
