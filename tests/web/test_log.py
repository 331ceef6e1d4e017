"""The game log (``tables/log.py``): grouped by age, then turn (Duel: by age, then move),
newest first, each move a button that marks its card in its city with what it paid;
what a player may not see stays out of it, in pass-and-play too. Real games of 7
Wonders (3-7 players, Cities) and Duel, played with random legal moves."""

from __future__ import annotations

import random
import re

import pytest
from wonders_ui import i18n
from wonders_ui import view as page_view
from wonders_ui.tables import classic, classic_log, duel, duel_log, log
from wonders_ui.tables.context import TableContext
from wonders_ui.vdom import text_of

from engine import get_game
from tests.web.table_ui import ui_of
from tests.web.test_app_logic import answer_bots, make_app, start_game
from tests.web.test_classic_table import nodes

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus"]


def played(game: str, seed: int, moves: int = 10_000, **config):
    """A game after ``moves`` random legal moves (or to its end)."""
    state = get_game(game).new_game(seed=seed, **config)
    rng = random.Random(seed)
    for _ in range(moves):
        current = state.current_players()
        if not current:
            break
        p = current[0]
        state.apply(p, rng.choice(sorted(str(m) for m in state.legal_actions(p))))
    return state


def ctx_for(view, n: int, **ui) -> TableContext:
    return TableContext(game_id="g1", names=NAMES[:n], bots=[False] * n,
                        viewer=view["viewer"], ui=ui_of(ui))


def classes(node) -> list[str]:
    return (node[1].get("class") or "").split()


# ---------------------------------------------------------------------- grouping


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_a_whole_game_reads_age_by_age_and_turn_by_turn(players):
    """Three ages of six turns, each turn one move a player, and each age's conflicts
    as an entry of their own after its last turn."""
    state = played("7wonders", players, names=NAMES[:players], players=players)
    view = state.view(0)
    entries = classic_log.entries(view, ctx_for(view, players))
    ages = log.group(entries)
    assert [age for age, _ in ages] == [1, 2, 3]
    for _age, turns in ages:
        moves = [(turn, items) for turn, items in turns if turn > 0]
        assert [turn for turn, _ in moves][:6] == [1, 2, 3, 4, 5, 6]
        for _turn, items in moves[:6]:
            picks = [e.player for e in items if e.ref.count(":") == 2]  # not a dig
            assert sorted(picks) == list(range(players))
        assert turns[-1][1][0].note and "military conflicts" in turns[-1][1][0].text
    assert len({e.ref for e in entries}) == len(entries)  # every entry is its own


def test_the_panel_shows_the_newest_first_with_headings():
    state = played("7wonders", 3, 40, players=4, names=NAMES[:4])
    view = state.view(0)
    tree = classic.render(view, ctx_for(view, 4))
    panel = nodes(tree, lambda t, a: a.get("id") == "log")[0]
    ages = nodes(panel, lambda t, a: "log-age" in (a.get("class") or "").split())
    assert [a[1]["data-age"] for a in ages] == ["3", "2", "1"][3 - len(ages):]
    heads = [text_of(x) for x in nodes(ages[-1], lambda t, a: t == "h5")]
    assert heads == [f"Turn {n}" for n in range(6, 0, -1)]
    assert text_of(nodes(ages[-1], lambda t, a: t == "h4")[0]) == "Age I"
    buttons = nodes(panel, lambda t, a: a.get("data-act") == "log-mark")
    assert len(buttons) == 4 * sum(1 for e in view["log"] if e["kind"] == "turn")


def test_cities_debt_and_the_free_city_have_their_entries():
    """Cities: a coin loss met is a move of its own turn (paid to the bank); two
    players: the Free City's moves change the Free City's city."""
    for seed in range(20):
        state = played("7wonders", seed, players=5, names=NAMES[:5], cities="on")
        view = state.view(None)
        entries = classic_log.entries(view, ctx_for(view, 5))
        assert len({e.ref for e in entries}) == len(entries)
        debts = [e for e in entries if ":debt" in e.ref]
        if debts:
            break
    assert debts and all(p is None for e in debts for p, _ in e.paid)
    state = played("7wonders", 2, players=2, names=NAMES[:2])
    view = state.view(None)
    free = view["free_city"]["index"]
    entries = classic_log.entries(view, ctx_for(view, 2))
    assert {e.city for e in entries if ":fc" in e.ref} == {free}
    assert len({e.ref for e in entries}) == len(entries)


def test_duel_reads_the_draft_then_each_age_move_by_move():
    """The draft (age 0: six wonders chosen, the last of each four dealt), then each
    Age's moves numbered; a choice a card led to (a token, a card destroyed) shares
    its move."""
    for seed in range(4):
        state = played("duel", seed, names=NAMES[:2])
        view = state.view(0)
        entries = duel_log.entries(view, ctx_for(view, 2))
        ages = log.group(entries)
        assert ages[0][0] == 0 and [t for t, _ in ages[0][1]] == list(range(1, 7))
        assert [age for age, _ in ages] == list(range(len(ages)))
        for _age, turns in ages[1:]:
            assert [t for t, _ in turns] == list(range(1, len(turns) + 1))
            assert len(turns) <= 20  # an Age's 20 cards, one a move
        assert len({e.ref for e in entries}) == len(entries)
        assert sum(1 for e in entries) == len(view["log"])
        tree = duel.render(view, ctx_for(view, 2, log=True))
        assert "Move 1" in text_of(nodes(tree, lambda t, a: a.get("id") == "log")[0])


# ---------------------------------------------------------------------- marks


def first_entry(entries, pred):
    return next(e for e in entries if pred(e))


def test_a_tapped_build_marks_its_card_in_its_city_and_the_coins_paid():
    """A neighbour's build bought with coins: the card is marked in that city, the
    neighbour paid shows the coins it got, the entry the bank's share."""
    for seed in range(40):
        state = played("7wonders", seed, 24, players=3, names=NAMES[:3])
        view = state.view(0)
        entries = classic_log.entries(view, ctx_for(view, 3))
        bought = [e for e in entries if e.card and e.player != 0
                  and any(p is not None for p, _ in e.paid)]
        if bought:
            break
    entry = bought[0]
    tree = classic.render(view, ctx_for(view, 3, mark=entry.ref))
    city = nodes(tree, lambda t, a: "board" in (a.get("class") or "").split()
                 and a.get("data-seat") == str(entry.city))[0]
    assert "has-mark" in classes(city)
    marked = nodes(city, lambda t, a: "marked" in (a.get("class") or "").split())
    assert [m[1]["data-name"] for m in marked] == [entry.card]
    for to, coins in entry.paid:
        if to is not None:
            other = nodes(tree, lambda t, a, to=to: "board" in (a.get("class") or "").split()
                          and a.get("data-seat") == str(to))[0]
            badge = nodes(other, lambda t, a: "mark-paid" in (a.get("class") or ""))
            assert str(coins) in text_of(badge)
    button = nodes(tree, lambda t, a: a.get("data-arg") == entry.ref)[0]
    assert button[1]["aria-pressed"] == "true" and "marked" in classes(button)
    assert len(nodes(tree, lambda t, a: "marked" in (a.get("class") or "").split())) == 2
    opener = nodes(tree, lambda t, a: "log-open" in (a.get("class") or "").split())
    assert [o[1]["data-arg"] for o in opener] == [f"city:{entry.city}"]
    assert text_of(opener) == f"Open {NAMES[entry.city]}'s city"
    opened = classic.render(view, ctx_for(view, 3, mark=entry.ref, opt_city=entry.city))
    sheet = nodes(opened, lambda t, a: a.get("id") == "city-sheet")[0]  # opened in full
    marked = nodes(sheet, lambda t, a: "marked" in (a.get("class") or "").split())
    assert [m[1]["data-name"] for m in marked] == [entry.card]


def test_a_card_bought_from_the_bank_says_what_the_bank_got():
    for seed in range(60):
        state = played("7wonders", seed, 30, players=4, names=NAMES[:4])
        view = state.view(0)
        entries = classic_log.entries(view, ctx_for(view, 4))
        bank = [e for e in entries if any(p is None and n for p, n in e.paid)]
        if bank:
            break
    entry = bank[0]
    tree = classic.render(view, ctx_for(view, 4, mark=entry.ref))
    button = nodes(tree, lambda t, a: a.get("data-arg") == entry.ref)[0]
    coins = sum(n for p, n in entry.paid if p is None)
    assert f"{coins} coin" in text_of(button) and "to the bank" in text_of(button)


def test_a_stage_played_face_down_marks_the_stage_and_names_no_card():
    for seed in range(60):
        state = played("7wonders", seed, 60, players=3, names=NAMES[:3])
        view = state.view(0)
        entries = classic_log.entries(view, ctx_for(view, 3))
        stages = [e for e in entries if e.stage and e.player != 0]
        if stages:
            break
    entry = stages[0]
    assert entry.card is None
    assert "hidden" not in entry.text and "wonder stage" in entry.text
    tree = classic.render(view, ctx_for(view, 3, mark=entry.ref))
    city = nodes(tree, lambda t, a: "board" in (a.get("class") or "").split()
                 and a.get("data-seat") == str(entry.city))[0]
    marked = nodes(city, lambda t, a: "marked" in (a.get("class") or "").split())
    assert [m[1]["data-stage"] for m in marked] == [str(entry.stage - 1)]


def test_duel_marks_a_built_card_and_a_wonder():
    state = played("duel", 3, 40, names=NAMES[:2])
    view = state.view(0)
    entries = duel_log.entries(view, ctx_for(view, 2))
    for entry in (first_entry(entries, lambda e: e.card and e.player == 1),
                  first_entry(entries, lambda e: e.wonder and e.age > 0)):
        tree = duel.render(view, ctx_for(view, 2, mark=entry.ref))
        city = nodes(tree, lambda t, a, e=entry: "dcity" in (a.get("class") or "").split()
                     and a.get("data-seat") == str(e.city))[0]
        marked = nodes(city, lambda t, a: "marked" in (a.get("class") or "").split())
        assert [m[1].get("data-card") or m[1].get("data-wonder") for m in marked] == [
            entry.card or entry.wonder]


# ---------------------------------------------------------------------- the app


def marked_cards(page) -> list:
    return page.find(lambda t, a: "marked" in (a.get("class") or "").split()
                     and "bcard" in (a.get("class") or "").split())


def test_log_mark_marks_until_a_second_tap_or_a_move():
    app, page, _ = make_app()
    start_game(app, page, 1, 3, seed=11, names=NAMES)
    answer_bots(app, page)
    for _ in range(3):
        app.on_action("move", app.session.legal_texts(0)[0])
        answer_bots(app, page)
    view = app.session.state.view(0)
    entries = classic_log.entries(view, page_view.context(app.state, 0))
    entry = first_entry(entries, lambda e: e.card and e.player != 0)
    app.on_action("log-mark", entry.ref)
    assert app.state.ui.mark == entry.ref
    marked = marked_cards(page)
    assert [m[1]["data-name"] for m in marked] == [entry.card]
    app.on_action("log-mark", entry.ref)  # a second tap: unmarked
    assert not marked_cards(page)
    app.on_action("log-mark", entry.ref)
    app.on_action("move", app.session.legal_texts(0)[0])
    answer_bots(app, page)  # the turn resolves: the mark goes
    assert not app.state.ui.mark and not marked_cards(page)


def test_an_opened_log_stays_open_through_moves_and_turns():
    """On a narrow screen the log is a panel the person opens: it stays open while
    they play on, until they close it (a mark goes with the turn, the panel does not)."""
    app, page, _ = make_app()
    start_game(app, page, 1, 3, seed=11, names=NAMES)
    answer_bots(app, page)
    app.on_action("toggle", "log")
    for _ in range(3):
        app.on_action("move", app.session.legal_texts(0)[0])
        answer_bots(app, page)
        assert app.state.ui.is_open("log") and page.find(lambda t, a: a.get("id") == "log-close")
    assert app.session.turns_resolved == 3
    app.on_action("toggle", "log")
    assert not app.state.ui.is_open("log")


def test_pass_and_play_shows_each_person_only_their_own_face_down_cards():
    """Two people at one device both discard: the log each sees names their own card,
    never the other's, and the hand-over screen shows no log."""
    app, page, _ = make_app()
    start_game(app, page, 2, 3, seed=4, names=NAMES)
    answer_bots(app, page)
    hands = [list(app.session.state.view(p)["hand"]) for p in range(2)]
    for _ in range(2):
        assert app.screen == "handover"
        assert not page.find(lambda t, a: a.get("id") == "log")
        p = int(page.acts("reveal")[0])
        app.on_action("reveal", p)
        app.on_action("move", f"discard {hands[p][0]}")
        app.on_action("done")
        answer_bots(app, page)
    assert hands[0][0] != hands[1][0]
    for _ in range(2):
        assert app.screen == "handover"
        p = int(page.acts("reveal")[0])
        app.on_action("reveal", p)
        text = text_of(page.find(lambda t, a: a.get("id") == "log"))
        assert f"{NAMES[p]} discards {hands[p][0]}" in text
        assert hands[1 - p][0] not in text
        assert f"{NAMES[1 - p]} discards a card" in text
        app.on_action("move", app.session.legal_texts(p)[-1])
        app.on_action("done")
        answer_bots(app, page)


def test_duel_says_where_the_conflict_pawn_went_and_each_military_token_lost():
    """"Militär": a move's shields move the conflict pawn, said after the move with where
    it stands; a military token the pawn reaches is said with the coins lost
    ("Militärmarkörer"). Each pawn move is one item, keyed by its place in the events
    (said once however often the view is drawn), in the UI language."""
    said: dict[str, str] = {}
    for seed in range(8):
        state = get_game("duel").new_game(seed=seed, names=NAMES[:2])
        rng = random.Random(seed)
        while state.current_players():
            p = state.current_players()[0]
            state.apply(p, rng.choice(sorted(str(m) for m in state.legal_actions(p))))
            view = state.view(0)
            ctx = TableContext(game_id=f"g{seed}", names=NAMES[:2], bots=[False, True],
                               viewer=0, ui=ui_of({}))
            pawns = [i for i in duel_log.news(view, ctx) if ":pawn:" in i.key]
            last = max((j for j, e in enumerate(view["events"]) if e["kind"] == "turn"))
            before = max((j for j, e in enumerate(view["events"][:last])
                          if e["kind"] == "turn"), default=-1)
            moved = [e for e in view["events"][before + 1:last] if e["kind"] == "conflicts"]
            assert len(pawns) >= len(moved)  # the latest move's pawn, at least
            for item in pawns:
                assert said.setdefault(item.key, item.text) == item.text
    texts = list(said.values())
    assert any(re.fullmatch(r"The conflict pawn moves \d steps? towards (Ann|Bob)\. It stands "
                            r"(in the middle|\d steps? from the middle, on (Ann's|Bob's) side)\.",
                            s) for s in texts), texts
    lost = [s for s in texts if "Military token: " in s]
    assert lost and all(re.search(r"Military token: (Ann|Bob) loses [25] coins\.", s)
                        for s in lost), lost
    print(lost[0])
    i18n.set_language("da")
    view = state.view(0)
    ctx = TableContext(game_id="da", names=NAMES[:2], bots=[False, True], viewer=0,
                       ui=ui_of({}))
    events = view["events"]
    j = max(j for j, e in enumerate(events) if e["kind"] == "conflicts")
    assert duel_log.pawn_item(ctx, j, events[j]).text.startswith("Konfliktbrikken rykker ")


@pytest.mark.parametrize(("lang", "to_you", "wrong"),
                         [("da", "til dig (", "til du ("), ("sv", "till dig (", "till du ("),
                          ("nl", "aan jou (", "aan jij ("), ("en", "to you (", "to You (")])
def test_a_neighbour_pays_you_in_the_object_form(lang, to_you, wrong):
    """A neighbour buying from the viewer pays "2 coins to you (right)": in Danish and
    Swedish "til dig", "till dig" (the object form), never the subject's "du"."""
    names = ["You", "Bob", "Cy"]
    state = played("7wonders", 11, names=names, players=3)
    i18n.set_language(lang)
    view = state.view(0)
    ctx = TableContext(game_id=f"pay-{lang}", names=names, bots=[False, True, True],
                       viewer=0, ui=ui_of({}))
    texts = [e.text for e in classic_log.entries(view, ctx) if e.player in (1, 2)]
    paid = [s for s in texts if to_you in s]
    assert paid, texts[:20]
    assert not [s for s in texts if wrong in s]
    print(paid[0])
