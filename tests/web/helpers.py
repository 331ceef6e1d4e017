"""Clicking through the table like a person does."""

from __future__ import annotations

READY = ("#hand .card:not([disabled]), #power button.act, #continue, #score-pad, "
         "#reveal, #done")
PREFER = [".st-chain", ".st-build", ".st-olympia", ".st-buy", ""]


def new_game(page, seats: list[tuple[str, str]], seed: int = 7) -> None:
    """From the home screen: a game with ``seats`` = [(kind, name), ...]."""
    page.click("#new-game")
    page.select_option("#players", str(len(seats)))
    for i, (kind, name) in enumerate(seats):
        page.select_option(f"select[name=seat{i}-kind]", kind)
        page.fill(f"input[name=seat{i}-name]", name)
    page.fill("#seed", str(seed))
    page.click("#start")


def pick_card(page) -> str:
    """Choose a card and play it (build if possible, else a wonder stage, else discard)."""
    for cls in PREFER:
        cards = page.locator(f"#hand .card{cls}:not([disabled])")
        if cards.count():
            card = cards.first
            name = card.get_attribute("data-card")
            card.click()
            buttons = page.locator("#actions button.act")
            buttons.first.click()
            return name
    raise AssertionError("no playable card")


def step(page, timeout: int = 60_000) -> str:
    """Do whatever the table asks next; returns what was done."""
    page.wait_for_selector(READY, timeout=timeout)
    if page.locator("#score-pad").count():
        return "end"
    if page.locator("#continue").count():
        page.click("#continue")
        return "continue"
    if page.locator("#reveal").count():
        page.click("#reveal")
        return "reveal"
    if page.locator("#done").count():
        page.click("#done")
        return "done"
    if page.locator("#power button.act").count():
        page.locator("#power button.act").first.click()
        return "power"
    return "pick " + pick_card(page)


def signature(page) -> dict:
    """What identifies the table state a person sees."""
    return page.evaluate("""() => ({
        age: document.querySelector('#age')?.textContent,
        hand: [...document.querySelectorAll('#hand .card')].map(c => c.dataset.card),
        coins: [...document.querySelectorAll('.city .coins')].map(c => c.textContent),
        cards: [...document.querySelectorAll('.city .cards')].map(c => c.textContent),
    })""")
