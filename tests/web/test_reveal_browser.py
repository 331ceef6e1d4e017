"""In Chromium: a 4-player game against 3 bots at "slow" shows each reveal. After your
pick every city shows what it got (its new card or wonder stage marked, the move's
sentence with the coins paid to a neighbour or the bank), animated for the pace's time,
then the next hand; with reduced motion the marks stay and nothing moves."""

from __future__ import annotations

import base64
import os

import msgpack

from tests.web.helpers import boot, new_game, pick_card, saved_games

SHOTS = os.environ.get("WONDERS_SHOTS", "")  # a folder: the screenshots are kept there

MARKS = """() => [...document.querySelectorAll('.city[data-seat]')].map(city => ({
    seat: Number(city.dataset.seat),
    line: city.querySelector('.arrival')?.textContent || '',
    cards: [...city.querySelectorAll('.bcard.arriving')].map(c => c.dataset.name),
    stages: city.querySelectorAll('.stage-box.arriving').length,
    motion: [...city.querySelectorAll('.arriving')].map(
        e => getComputedStyle(e).animationName + ' ' + getComputedStyle(e).animationDuration),
}))"""
HAND = "() => [...document.querySelectorAll('#hand .card')].map(c => c.dataset.card).join()"
NAMES = ["Ann", "Bob", "Cid", "Dee"]


def saved_moves(page) -> list[tuple[int, str]]:
    (raw,) = saved_games(page).values()
    return [tuple(m) for m in msgpack.unpackb(base64.b64decode(raw))["moves"]]


def turn_moves(page, turn: int) -> dict[int, str]:
    """The moves of turn ``turn`` of Age I (each player one, in the order they came)."""
    moves = saved_moves(page)[4 * (turn - 1):4 * turn]
    assert len(moves) == 4, moves
    return dict(moves)


def check_reveal(page, turn: int, moving: bool) -> None:
    page.wait_for_function("() => document.querySelectorAll('.city .arrival').length === 4")
    moves = turn_moves(page, turn)
    cities = {c["seat"]: c for c in page.evaluate(MARKS)}
    assert sorted(cities) == [0, 1, 2, 3]
    for seat, text in moves.items():
        city = cities[seat]
        verb, _, rest = text.partition(" ")
        assert city["line"].startswith("You" if seat == 0 else NAMES[seat]), city
        if "(left" in text or "(right" in text:
            assert " pay" in city["line"] and "coin" in city["line"], (text, city)
        if verb == "build":
            assert city["cards"] == [rest.split(" (")[0]], (text, city)
        if verb == "stage":
            assert city["stages"] == 1, (text, city)
        if verb == "discard":
            assert city["cards"] == [] and city["stages"] == 0, (text, city)
        for motion in city["motion"]:
            assert motion == ("arrive 2.5s" if moving else "none 0s"), motion


def test_four_players_against_bots_at_slow_show_each_reveal(page, server):
    boot(page, server.url)
    page.click("#new-game")
    page.select_option("#pace-speed", "slow")  # the pace, from the new-game screen
    page.click("[data-act=home]")
    new_game(page, [("human", "You"), ("bot", "Bob"), ("bot", "Cid"), ("bot", "Dee")],
             seed=12)
    for turn in (1, 2, 3):
        page.wait_for_selector("#hand .card:not([aria-disabled])")
        hand = page.evaluate(HAND)
        pick_card(page)
        check_reveal(page, turn, moving=True)
        if turn == 2 and SHOTS:
            page.set_viewport_size({"width": 1280, "height": 800})
            page.screenshot(path=os.path.join(SHOTS, "reveal-1280.png"))
            page.set_viewport_size({"width": 768, "height": 1024})
            page.screenshot(path=os.path.join(SHOTS, "reveal-768.png"), full_page=True)
            page.set_viewport_size({"width": 1024, "height": 768})
        page.wait_for_function(f"() => ({HAND})() !== {hand!r}")  # then the next hand
    page.emulate_media(reduced_motion="reduce")
    page.wait_for_selector("#hand .card:not([aria-disabled])")
    pick_card(page)
    check_reveal(page, 4, moving=False)  # the marks stay; nothing moves
    stored = page.evaluate("() => localStorage.getItem('wonders.v1.pace')")
    assert '"speed": "slow"' in stored
    assert not page.errors, page.errors
