"""Playing by key presses alone, in Chromium, one boot for every game: from home a game
against bots started and a turn made in at most 20 presses; 7 Wonders (1st edition, 3
players) and Duel (its wonder draft, then the structure) through the end of Age I,
the arrow keys moving in the hand and in Duel's pyramid, Enter choosing, "?" opening
the list of keys and Escape giving the focus back. After every press the focus is on
a named place, never on ``<body>``, and a watcher finds it never fell there between
presses either (a bot's move, a turn revealed). The live region's texts are recorded
in order: each turn once, the age's conflicts after its last turn. Then, in Danish, a
turn each of the 2nd edition, Cities, the Free City (its holder picks twice) and
pass-and-play (the device handed over by keys); and a saved game at the last turn of
Age III, its last pick made by keys, up to the score pad: its heading focused, the live
region saying the final scores."""

from __future__ import annotations

import json
import re

from tests.web.helpers import BOOT_MS, boot, settled, store_as_another_tab
from tools import screen_matrix

#: the live region's texts in order (``window.__live``), and each moment the focus was
#: on ``<body>`` (``window.__lost``: the screen then)
WATCH = """() => {
  window.__live = []; window.__lost = [];
  const live = document.getElementById('live');
  new MutationObserver(() => { if (live.textContent) window.__live.push(live.textContent); })
    .observe(live, {childList: true, characterData: true, subtree: true});
  setInterval(() => {
    const el = document.activeElement;
    if (!el || el === document.body) window.__lost.push(document.body.dataset.screen);
  }, 20);
}"""

FOCUSED = """() => {
  const el = document.activeElement;
  if (!el) return {tag: null};
  return {tag: el.tagName, id: el.id, act: el.dataset.act || '', arg: el.dataset.arg || '',
          where: (el.closest('[id]') || {}).id || '', screen: document.body.dataset.screen,
          name: el.name || '',
          label: (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 60)};
}"""

#: the focus on a place to play: a card of the hand or of Duel's structure, a wonder of
#: the draft, a sub-choice, or the age's end
PLAYABLE = """() => {
  const el = document.activeElement, s = document.body.dataset.screen;
  if (s === 'age-end' || s === 'end') return s;
  if (!el || s !== 'table') return '';
  if (el.matches('#hand .card[data-act], #structure [data-act=select]')) return 'card';
  if (el.matches('#draft [data-act=move], #choice [data-act=move], #power [data-act=move]'))
    return 'pick';
  return '';
}"""


class Keys:
    """The keyboard, counted: after each press the focus is checked."""

    def __init__(self, page) -> None:
        self.page = page
        self.count = 0
        self.trail: list[tuple[str, dict]] = []

    def focused(self) -> dict:
        return self.page.evaluate(FOCUSED)

    def press(self, key: str) -> dict:
        self.page.keyboard.press(key)
        settled(self.page)  # the key's answer drawn (a moment later from the worker)
        self.count += 1
        where = self.focused()
        self.trail.append((key, where))
        assert where["tag"] not in (None, "BODY"), (key, self.trail[-6:])
        return where

    def tab_to(self, test, limit: int = 40, back: bool = False) -> dict:
        """Tab (``back``: Shift+Tab) until the focused element passes ``test``."""
        for _ in range(limit):
            where = self.press("Shift+Tab" if back else "Tab")
            if test(where):
                return where
        raise AssertionError(f"not reached in {limit} Tabs: {self.trail[-limit:]}")

    def wait_playable(self) -> str:
        handle = self.page.wait_for_function(PLAYABLE, timeout=BOOT_MS * 2)
        return handle.json_value()


def live(page) -> list[str]:
    return page.evaluate("() => window.__live")


def lost(page) -> list[str]:
    return page.evaluate("() => window.__lost")


#: how far one radio button of a group is from another, in the group's order
RADIO_STEP = """([name, now, want]) => {
  const ids = [...document.querySelectorAll(`input[name='${name}']`)].map(e => e.id);
  return ids.indexOf(want) - ids.indexOf(now);
}"""


def choose_by_keys(keys: Keys, name: str, value: str) -> None:
    """Tab to the new-game screen's radio group ``name``, then the arrow keys to its
    ``value`` (a radio group is one Tab stop; an arrow chooses)."""
    where = keys.tab_to(lambda w: w["tag"] == "INPUT" and w["id"].startswith(f"{name}-"))
    want = f"{name}-{value}"
    for _ in range(10):
        if where["id"] == want:
            break
        step = keys.page.evaluate(RADIO_STEP, [name, where["id"], want])
        where = keys.press("ArrowRight" if step > 0 else "ArrowLeft")
    keys.page.wait_for_selector(f"#{want}:checked")


def start_from_home(keys: Keys, box: str, players: str | None,
                    options: tuple[tuple[str, str], ...] = (),
                    people: tuple[int, ...] = ()) -> None:
    """Home's game box, then the new-game screen's player count and ``options`` (arrow
    keys in their radio groups; in the form's order), the seats ``people`` made persons
    (an arrow in the seat's list), and Start, by keys alone."""
    page = keys.page
    keys.tab_to(lambda w: w["id"] == box)
    where = keys.press("Enter")
    assert where["screen"] == "setup" and where["id"].startswith("game-"), where
    if players:
        choose_by_keys(keys, "players", players)
    for name, value in options:
        choose_by_keys(keys, name, value)
    for seat in people:
        kind = f"seat{seat}-kind"
        keys.tab_to(lambda w, kind=kind: w["name"] == kind)
        keys.press("ArrowUp")  # Person is above Bot
        page.wait_for_function(f"() => document.querySelector('select[name=seat{seat}-kind]')"
                               ".value === 'human'")
    keys.tab_to(lambda w: w["id"] == "start")
    where = keys.press("Enter")
    assert where["screen"] in ("table", "handover"), where


def one_turn(keys: Keys) -> str:
    """At a card in focus: Enter chooses it, and the focus is on its first move; Enter
    plays that. At a draft's wonder or a sub-choice: Enter plays it."""
    kind = keys.wait_playable()
    if kind == "pick":
        keys.press("Enter")
        return kind
    assert kind == "card", kind
    where = keys.press("Enter")
    assert where["where"] == "actions" and where["act"] == "move", where
    keys.press("Enter")
    return kind


def arrows_move(keys: Keys, group: str) -> None:
    """The arrow keys move among the group's cards and come back (a roving tabindex:
    one Tab stop)."""
    first = keys.focused()
    moved = keys.press("ArrowRight")
    assert moved["where"] == group and moved["arg"] != first["arg"], (first, moved)
    stops = keys.page.evaluate(f"() => [...document.querySelectorAll("
                               f"'#{group} > button, #{group} > .face-slot > button')]"
                               ".filter(b => b.tabIndex === 0).length")
    assert stops == 1
    back = keys.press("ArrowLeft")
    assert back["arg"] == first["arg"], (first, back)


def play_age_one(keys: Keys, group: str, ends: int = 1) -> list[str]:
    """Turns by keys until the end of Age I (the arrow keys tried at the first card of
    ``group``), through ``ends`` age-end screens (Duel's draft ends as age 0), each
    left by Continue, by keys."""
    kinds = []
    for _ in range(120):
        kind = keys.wait_playable()
        if kind == "age-end":
            kinds.append(kind)
            keys.tab_to(lambda w: w["id"] == "continue")
            keys.press("Enter")
            if kinds.count("age-end") == ends:
                keys.wait_playable()
                return kinds
            continue
        if kind == "card" and "card" not in kinds and group:
            arrows_move(keys, group)
        kinds.append(one_turn(keys))
    raise AssertionError(f"Age I did not end: {kinds}")


def last_turn(seed: int = 5):
    """A 7 Wonders game of 3 played by medium bots to the last turn of Age III (each
    hand of 2 cards: one is played, the other discarded), every seat to pick."""
    state = screen_matrix.new_game("7wonders", seed=seed, players=3)
    bots: dict = {}
    while not (state.view(0)["age"] == 3 and len(state.view(0)["hand"]) == 2):
        for p in list(state.current_players()):
            bot = bots.setdefault(p, screen_matrix.make_bot("7wonders", "medium", seed=p))
            state.apply(p, bot.act(state.view(p), state.legal_actions(p)))
    return state


def near_end(page) -> None:
    """``last_turn`` saved as the game "near-end", as another tab saves it (the page is
    told by a storage event): home lists it once drawn again."""
    store_as_another_tab(page, dict([screen_matrix.stored("near-end", last_turn(), 3, 28)]))


def score_pad_by_keys(keys: Keys) -> None:
    """From home: the saved game at the last turn of Age III (``near_end``, stored
    before home was last drawn) opened, its last pick made
    and the age's end left, by keys; the score pad's heading takes the focus and the
    live region says the game is over with every player's score."""
    page = keys.page
    page.evaluate("() => { window.__live = []; }")
    keys.tab_to(lambda w: w["arg"] == "near-end" and w["tag"] == "BUTTON")
    where = keys.press("Enter")
    assert where["screen"] == "table", where
    assert one_turn(keys) == "card"
    for _ in range(3):
        kind = keys.wait_playable()
        if kind != "age-end":
            break
        keys.tab_to(lambda w: w["id"] == "continue")
        keys.press("Enter")
    assert kind == "end", kind
    where = keys.focused()
    assert where["tag"] in ("H1", "H2") and where["screen"] == "end", where
    said = page.wait_for_function(
        "() => window.__live.find(s => s.includes('Point: ')) || ''",
        timeout=BOOT_MS).json_value()  # in Danish: "Spillet er slut. …. Point: …"
    # said with the last turn and the age's conflicts: the winner, then each score
    assert re.search(r"Spillet er slut\. [^.]+\. Point: (\w+: \d+; ){2}\w+: \d+\.$", said), said
    print("the score pad by keys, focused:", where["label"], "; the live region:", said)
    keys.tab_to(lambda w: w["act"] == "home", back=True)
    keys.press("Enter")


def test_a_whole_age_by_keys_in_each_game(page, server):
    page.goto(server.url)
    page.evaluate("() => localStorage.setItem('wonders.v1.pace', "
                  "JSON.stringify({speed: 'instant', pause: false}))")
    boot(page, server.url)
    page.wait_for_function("() => document.activeElement.tagName === 'H1'")
    page.evaluate(WATCH)
    keys = Keys(page)

    # 7 Wonders, 3 players against bots: started and a turn made in at most 20 presses
    start_from_home(keys, "new-7wonders", "3")
    assert keys.wait_playable() == "card"
    arrows_move(keys, "hand")
    keys.count -= 2  # the arrows' check above is no part of the way to a turn
    one_turn(keys)
    first_turn = keys.count
    print(f"7 Wonders: a game started and a turn made in {first_turn} key presses")
    assert first_turn <= 20, [(k, w.get("id") or w.get("label")) for k, w in keys.trail]

    # "?" lists the keys in a dialog that takes the focus, keeps it and gives it back
    keys.wait_playable()
    before = keys.focused()
    where = keys.press("?")
    assert where["id"] == "keys", where
    for _ in range(3):
        assert keys.press("Tab")["id"] == "keys-close"  # its one control, kept
    assert keys.press("Escape") == before
    page.wait_for_selector("#keys", state="detached")

    mark = len(keys.trail)
    play_age_one(keys, "")
    print(" focused over turn 2:", [(k, w["label"]) for k, w in keys.trail[mark:mark + 2]],
          keys.focused()["label"])
    said = live(page)
    turns = [s for s in said if s.startswith("Age I, turn")]
    assert [s.split(":")[0] for s in turns] == [f"Age I, turn {n}" for n in range(1, 7)], said
    assert "Military conflicts of age I: " in said[-1], said  # with the last turn
    assert len(said) == len(set(said)), said  # each said once
    print("7 Wonders, the live region:", json.dumps(said, ensure_ascii=False, indent=1))

    # home by keys, then Duel: its wonder draft, then the structure's cards
    page.evaluate("() => { window.__live = []; }")
    keys.tab_to(lambda w: w["act"] == "home", back=True)  # the top bar's Saved games
    where = keys.press("Enter")
    assert where["screen"] == "home", where
    count = keys.count
    start_from_home(keys, "new-duel", None)
    assert keys.wait_playable() == "pick"
    kinds = play_age_one(keys, "structure", ends=2)
    assert kinds.count("pick") >= 3 and kinds.count("card") >= 9, kinds
    print(f"Duel: {keys.count - count} key presses to the end of Age I")
    said = live(page)
    assert any(s.startswith("Wonder draft, pick 1") for s in said), said
    assert any(s.startswith("Age I, move 1") for s in said), said
    print("Duel, the live region:", json.dumps(said, ensure_ascii=False, indent=1))
    # the other rulesets (2nd edition, Cities at 4, the Free City at 2) through the end
    # of Age I each, in Danish (the language picked at home)
    near_end(page)  # for the score pad, after them
    keys.tab_to(lambda w: w["act"] == "home", back=True)
    keys.press("Enter")
    page.select_option("#language", "da")
    page.wait_for_selector("html[lang=da]")
    for box, players, options in (
            ("new-7wonders", "3", (("edition", "2"),)),
            ("new-7wonders", "4", (("edition", "1"), ("cities", "on"))),
            ("new-7wonders", "2", (("cities", "off"),))):
        page.evaluate("() => { window.__live = []; }")
        start_from_home(keys, box, players, options)
        kinds = play_age_one(keys, "hand")  # the Free City's holder picks its card too
        said = live(page)
        print(box, players, options, kinds, "the live region:", said)
        assert said[0].startswith("Alder I, tur 1: Du "), said  # in Danish
        assert len(said) == len(set(said)), said  # each said once
        assert any(s.startswith("Alder I, tur 6") for s in said), said  # to the age's end
        print(" focused, in order:", [w["label"] for _k, w in keys.trail[-8:]])
        keys.tab_to(lambda w: w["act"] == "home", back=True)
        keys.press("Enter")

    score_pad_by_keys(keys)

    # pass-and-play: two people and a bot, the device handed over by keys
    page.evaluate("() => { window.__live = []; }")
    start_from_home(keys, "new-7wonders", "3", (), people=(1,))
    for _person in range(2):
        where = keys.focused()
        assert where["screen"] == "handover" and where["tag"] == "H1", where
        keys.tab_to(lambda w: w["id"] == "reveal")
        keys.press("Enter")
        one_turn(keys)
        where = keys.focused()
        assert where["screen"] == "picked", where
        keys.tab_to(lambda w: w["id"] == "done")
        keys.press("Enter")
    page.wait_for_function("() => window.__live.length > 0", timeout=BOOT_MS * 2)
    print("pass-and-play, the live region:", live(page))
    assert live(page)[0].startswith("Alder I, tur 1: "), live(page)
    page.wait_for_function("() => document.body.dataset.screen === 'handover'")
    assert keys.focused()["tag"] == "H1"

    assert lost(page) == [], lost(page)
    assert page.errors == []


def test_a_turn_by_keys_in_forced_colours_at_400_percent_zoom(page, server):
    """High contrast (``forced-colors: active``, as Windows' contrast themes) and 400%
    zoom (a 1280x1024 window: 320x256 CSS px, WCAG 1.4.10 reflow): a game against bots
    started and a turn made by keys alone, the page never wider than the window, the
    focus never on ``<body>``, the turn said."""
    page.set_viewport_size({"width": 320, "height": 256})
    page.emulate_media(forced_colors="active")
    page.goto(server.url)
    page.evaluate("() => localStorage.setItem('wonders.v1.pace', "
                  "JSON.stringify({speed: 'instant', pause: false}))")
    boot(page, server.url)
    assert page.evaluate("() => matchMedia('(forced-colors: active)').matches")
    page.evaluate(WATCH)
    keys = Keys(page)
    start_from_home(keys, "new-7wonders", "3")
    assert one_turn(keys) == "card"
    said = page.wait_for_function("() => window.__live.find(s => s.startsWith('Age I, turn 1'))",
                                  timeout=BOOT_MS * 2).json_value()
    keys.wait_playable()
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    print(f"320x256, forced colours: a turn in {keys.count} key presses; said: {said}")
    assert wide <= 320, f"the page is {wide} px wide at 320"
    assert lost(page) == [], lost(page)
    assert page.errors == []
