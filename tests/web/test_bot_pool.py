"""Bots think side by side: the page runs several bot workers (``web/ui.js``), each
request goes to a free one, and the game is the same as with a single worker (a bot's
move depends on the save and its seed only)."""

from __future__ import annotations

import base64

import msgpack

from tests.web.helpers import boot, new_game, saved_games, step, wait_for_bots

# a fixed pool size for this page, read before the page's scripts run
POOL = ("globalThis.__wondersBotWorkers = "
        "Number(sessionStorage.getItem('bot-workers')) || undefined")
SEATS = [("human", "Ann"), ("bot", "B1"), ("bot", "B2"), ("bot", "B3")]


def three_turns(page, url: str, workers: int) -> tuple[list, list[int]]:
    """A new 4-player game (3 bots at the default level) with ``workers`` bot workers:
    the moves saved after the person's third pick (sorted: bots answer in any order
    within a turn) and which workers answered."""
    page.evaluate("n => { localStorage.clear(); sessionStorage.setItem('bot-workers', n); }",
                  str(workers))
    boot(page, url)
    new_game(page, SEATS, seed=21)
    # every worker ready: from the next turn on, the bots asked together go to several
    page.wait_for_function("n => window.__botWorkers >= n", arg=workers)
    picks = 0
    while picks < 3:
        wait_for_bots(page)
        if step(page).startswith("pick"):
            picks += 1
    wait_for_bots(page)
    (raw,) = saved_games(page).values()
    moves = msgpack.unpackb(base64.b64decode(raw))["moves"]
    return sorted(map(tuple, moves)), page.evaluate("() => window.__metrics.bot_worker")


def test_several_workers_answer_and_play_the_same_game(page, context, server):
    context.add_init_script(POOL)
    boot(page, server.url)
    pooled, answered = three_turns(page, server.url, 3)
    assert len(set(answered)) >= 2, answered  # the bots of a turn went to several workers
    single, answered = three_turns(page, server.url, 1)
    assert set(answered) == {0}
    assert pooled == single and len(single) >= 12
    assert not page.errors


def test_workers_that_cannot_start_fail_every_request_with_the_reason(page, context, server):
    """No bot worker can run (its script throws): each bot's request fails at once with
    the reason, shown to the person, and so does a later one; nothing waits forever."""
    context.add_init_script(POOL)
    context.route("**/bot_worker.js", lambda route: route.fulfill(
        status=200, content_type="text/javascript", body="throw new Error('no Python here');"))
    boot(page, server.url)
    page.evaluate("() => sessionStorage.setItem('bot-workers', '3')")
    new_game(page, SEATS, seed=21)
    page.wait_for_selector("#toast.error")
    assert "could not move" in page.text_content("#toast")
    later = page.evaluate("""() => window.wondersUI.botAct('x', new Uint8Array(1), 1, 'easy', 1)
        .then(() => 'answered', (e) => 'failed: ' + e.message)""")
    assert later.startswith("failed: ")


# each bot asked for a move ("ask": ``wondersUI.botAct``, which posts the request to a
# free worker or queues it) and each screen drawn ("draw <screen> <the hand's cards>"), in
# order, in window.__order; installed once the page has booted
ORDER = """() => {
  window.__order = [];
  const ui = window.wondersUI;
  const botAct = ui.botAct;
  ui.botAct = (...args) => { window.__order.push('ask'); return botAct(...args); };
  const render = ui.render;
  ui.render = (tree) => {
    render(tree);
    const hand = [...document.querySelectorAll('#hand .card')].map((c) => c.dataset.card);
    window.__order.push('draw ' + document.body.dataset.screen + ' ' + hand.join());
  };
}"""


def test_bots_are_asked_before_the_table_is_drawn(page, context, server):
    """The bots of a turn are posted to the workers before the page draws that turn's
    table (``BrowserPage.ask_bot``): they think while the page renders. Checked on the
    first table of a game and on the next hand after the person's pick."""
    boot(page, server.url)
    page.evaluate(ORDER)
    new_game(page, SEATS, seed=21)
    wait_for_bots(page)
    order = page.evaluate("() => window.__order")
    first = next(i for i, e in enumerate(order) if e.startswith("draw table"))
    assert order[:first].count("ask") == 3, order  # the three bots, before the table
    hand = page.evaluate("() => [...document.querySelectorAll('#hand .card')]"
                         ".map((c) => c.dataset.card).join()")
    page.evaluate("() => { window.__order = []; }")
    assert step(page).startswith("pick")
    page.wait_for_function("() => window.__order.includes('ask')")
    wait_for_bots(page)
    order = page.evaluate("() => window.__order")
    new_hand = next(i for i, e in enumerate(order)
                    if e.startswith("draw table") and e != f"draw table {hand}")
    assert order[:new_hand].count("ask") == 3, order
    assert not page.errors
