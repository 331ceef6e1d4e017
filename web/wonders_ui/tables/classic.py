"""The table of 7 Wonders (1st edition, 3-7 players), drawn from ``state.view(player)``.

Every city at a glance (wonder and stages, cards by colour, production, shields,
science, coins, conflict tokens), the viewer's neighbours marked left and right, the
viewer's hand with what each card costs and how it can be played, payment choices
(cheapest first and preselected), power choices, the log, the end-of-age military
results and the score pad with a chart.
"""

from __future__ import annotations

import random
from typing import Any

from engine.classic import CARDS, WONDER_CHOICES, Move
from engine.classic.view import event_view

from ..vdom import h

COLOURS = ["brown", "grey", "yellow", "blue", "red", "green", "purple"]
COLOUR_NAMES = {"brown": "Raw materials", "grey": "Manufactured", "yellow": "Commerce",
                "blue": "Civilian", "red": "Military", "green": "Science", "purple": "Guilds"}
RES_NAMES = {"W": "wood", "S": "stone", "O": "ore", "C": "clay", "G": "glass", "L": "loom",
             "P": "papyrus"}
CATEGORY_LABELS = [("military", "Military"), ("treasury", "Treasury"), ("wonder", "Wonder"),
                   ("civilian", "Civilian"), ("science", "Science"),
                   ("commercial", "Commerce"), ("guilds", "Guilds")]
CATEGORY_COLOURS = {"military": "#c0392b", "treasury": "#d4a017", "wonder": "#8d7b68",
                    "civilian": "#2e6fbd", "science": "#2e8b57", "commercial": "#e0a030",
                    "guilds": "#7d4ba0"}
ROMAN = {1: "I", 2: "II", 3: "III"}


# ---------------------------------------------------------------------- new game


def game_options(setup: dict) -> list:
    sides = setup.get("sides", "A")
    wonders = setup.get("wonders", "random")
    return [
        h("label", {"class_": "field"}, "Wonder sides ",
          h("select", {"name": "sides", "id": "sides"},
            [h("option", {"value": v, "selected": v == sides}, label)
             for v, label in (("A", "A"), ("B", "B"), ("random", "Random"))])),
        h("label", {"class_": "field"}, "Wonders ",
          h("select", {"name": "wonders", "id": "wonders", "data_change": "setup-change"},
            h("option", {"value": "random", "selected": wonders != "chosen"}, "Dealt at random"),
            h("option", {"value": "chosen", "selected": wonders == "chosen"}, "Chosen"))),
    ]


def seat_options(i: int, seat: dict, setup: dict) -> Any:
    if setup.get("wonders") != "chosen":
        return None
    current = seat.get("wonder", "random")
    return h("select", {"name": f"seat{i}-wonder", "aria_label": f"Wonder of seat {i + 1}"},
             h("option", {"value": "random", "selected": current == "random"}, "Any wonder"),
             [h("option", {"value": w, "selected": w == current}, w) for w in WONDER_CHOICES])


def config_from_setup(setup: dict, seats: list) -> dict:
    n = len(seats)
    config: dict[str, Any] = {"players": n, "names": [s.name for s in seats],
                              "sides": setup.get("sides", "A")}
    if setup.get("wonders") == "chosen":
        chosen = [str(s.get("wonder", "random")) for s in setup["seats"][:n]]
        taken = {w for w in chosen if w in WONDER_CHOICES}
        if len(taken) != len([w for w in chosen if w in WONDER_CHOICES]):
            raise ValueError("each player needs a different wonder")
        free = [w for w in WONDER_CHOICES if w not in taken]
        random.shuffle(free)
        config["wonders"] = [w if w in WONDER_CHOICES else free.pop() for w in chosen]
    return config


# ---------------------------------------------------------------------- helpers


def card_info(name: str) -> Any:
    try:
        return CARDS.by_name(name)
    except Exception:
        return None


def cost_text(coins: int, resources: str) -> str:
    parts = []
    if coins:
        parts.append(f"{coins}¢")
    if resources:
        parts.append(resources)
    return " ".join(parts) or "free"


def payment_text(session: Any, player: int, left: int, right: int) -> str:
    state = session.state
    parts = []
    if left:
        parts.append(f"{left} to {session.name(state.left_of(player))} (left)")
    if right:
        parts.append(f"{right} to {session.name(state.right_of(player))} (right)")
    return ", ".join(parts)


def describe_move(session: Any, player: int, text: str) -> str:
    try:
        m = Move.parse(text)
    except Exception:
        return text
    if m.kind == "pass":
        return "Build nothing from the discard pile"
    verb = {"build": "Build", "stage": "Wonder stage with", "discard": "Discard",
            "dig": "Build from the discard pile:", "copy": "Copy"}.get(m.kind, m.kind)
    out = f"{verb} {m.card}"
    if m.free == "chain":
        out += " (free by chain)"
    elif m.free == "olympia":
        out += " (free: Olympia)"
    elif m.left or m.right:
        out += ", paying " + payment_text(session, player, m.left, m.right)
    return out


def age_key(state: Any) -> int:
    """Changes when an age ends (one military event per age)."""
    return sum(1 for e in state.events if e.get("phase") == "military")


def meta(state: Any) -> dict:
    return {"age": state.age, "turn": state.turn, "over": state.is_terminal()}


def production_text(prod: dict) -> str:
    parts = [prod.get("fixed") or ""] + list(prod.get("choices") or [])
    return " ".join(p for p in parts if p) or "—"


# ---------------------------------------------------------------------- cities


def next_stage_text(stage: dict) -> str:
    cost = cost_text(stage["cost"]["coins"], stage["cost"]["resources"])
    return f"next stage: {cost} → {stage['effects']}"


def city_panel(session: Any, city: dict, tag: str | None, me: bool, thinking: bool) -> list:
    p = city["index"]
    stages = city["stages"]
    built = city["stages_built"]
    tokens = city["conflict"]
    sci = city["science"]
    groups = []
    by_colour: dict[str, list[str]] = {}
    for name in city["cards"]:
        info = card_info(name)
        by_colour.setdefault(info.colour if info else "grey", []).append(name)
    for colour in COLOURS:
        names = by_colour.get(colour)
        if names:
            groups.append(h("div", {"class_": f"group c-{colour}", "title": COLOUR_NAMES[colour]},
                            [h("span", {"class_": f"chip c-{colour}"}, n) for n in names]))
    status = None
    if session.state.is_terminal():
        status = None
    elif thinking:
        status = h("span", {"class_": "badge thinking"}, "thinking…")
    elif city.get("picked"):
        status = h("span", {"class_": "badge ok"}, "chosen")
    return h(
        "section", {"class_": "city" + (" me" if me else "") + (f" {tag}" if tag else ""),
                    "data_seat": str(p)},
        h("header", {"class_": "city-head"},
          tag == "left" and h("span", {"class_": "side-tag"}, "◀ Left"),
          h("strong", {"class_": "city-name"}, city["name"]),
          tag == "right" and h("span", {"class_": "side-tag"}, "Right ▶"),
          status),
        h("div", {"class_": "wonder"},
          h("span", {"class_": "wonder-name"}, f"{city['wonder']} {city['side']}"),
          h("span", {"class_": "stages", "title": f"{built} of {len(stages)} stages built"},
            [h("span", {"class_": "stage" + (" built" if i < built else ""),
                        "title": f"{cost_text(s['cost']['coins'], s['cost']['resources'])}: "
                                 f"{s['effects']}"}, str(i + 1))
             for i, s in enumerate(stages)]),
          # touch screens show no tooltips: the own next stage is spelled out
          me and built < len(stages) and h(
              "span", {"class_": "next-stage muted"}, next_stage_text(stages[built]))),
        h("div", {"class_": "stats"},
          h("span", {"class_": "stat coins", "title": "coins"}, f"¢ {city['coins']}"),
          h("span", {"class_": "stat shields", "title": "shields"}, f"⚔ {city['shields']}"),
          h("span", {"class_": "stat conflict", "title": "conflict tokens: " +
                     (" ".join(f"{t:+d}" for t in tokens) or "none")},
            f"✪ {sum(tokens):+d}" if tokens else "✪ 0"),
          h("span", {"class_": "stat science", "title": "science: compass, gear, tablet, any"},
            f"☉{sci['compass']} ⚙{sci['gear']} ▤{sci['tablet']}" +
            (f" ?{sci['any']}" if sci["any"] else "")),
          h("span", {"class_": "stat prod", "title": "production"},
            "makes " + production_text(city["production"]))),
        h("div", {"class_": "cards"}, groups or h("span", {"class_": "muted"}, "no buildings")),
    )


# ---------------------------------------------------------------------- hand


def card_status(moves: list) -> tuple[str, str]:
    builds = [m for m in moves if m.kind == "build"]
    if any(m.free == "chain" for m in builds):
        return "chain", "free by chain"
    paid = [m for m in builds if not m.free]
    if any(m.left == 0 and m.right == 0 for m in paid):
        return "build", "can build"
    if paid:
        cheapest = min(m.left + m.right for m in paid)
        return "buy", f"buy for {cheapest}¢"
    if any(m.free == "olympia" for m in builds):
        return "olympia", "free (Olympia)"
    return "cannot", "cannot build"


def options_block(session: Any, app: Any, player: int, kind: str, moves: list) -> list:
    if not moves:
        return []
    moves = sorted(moves, key=lambda m: (m.free == "", m.left + m.right, m.left, m.right))
    label = "Build" if kind == "build" else "Wonder stage"
    if len(moves) == 1:
        m = moves[0]
        extra = describe_move(session, player, str(m)).partition(m.card)[2].strip(" ,")
        return [h("button", {"class_": "primary act", "data_act": "move", "data_arg": str(m),
                             "data_kind": kind}, f"{label}" + (f" — {extra}" if extra else ""))]
    chosen = app.ui.get(f"opt_{kind}", 0)
    chosen = chosen if 0 <= chosen < len(moves) else 0
    rows = []
    for i, m in enumerate(moves):
        if m.free:
            text = "free (Olympia)" if m.free == "olympia" else "free (chain)"
        elif m.left or m.right:
            text = "pay " + payment_text(session, player, m.left, m.right)
        else:
            text = "no trade"
        if i == 0:
            text += "  · cheapest"
        rows.append(h("button", {"class_": "pay" + (" selected" if i == chosen else ""),
                                 "data_act": "opt", "data_arg": f"{kind}:{i}",
                                 "aria_pressed": "true" if i == chosen else "false"}, text))
    return [h("div", {"class_": "payments", "data_kind": kind}, h("div", {"class_": "muted"},
              f"{label}: who gets how many coins"), rows),
            h("button", {"class_": "primary act", "data_act": "move", "data_kind": kind,
                         "data_arg": str(moves[chosen])}, label)]


def hand_block(app: Any, session: Any, view: dict, player: int, legal: list) -> list:
    by_card: dict[str, list] = {}
    for m in legal:
        by_card.setdefault(m.card, []).append(m)
    selected = app.ui.get("selected")
    tiles = []
    for name in view["hand"]:
        info = card_info(name)
        moves = by_card.get(name, [])
        code, label = card_status(moves)
        colour = info.colour if info else "grey"
        cost = cost_text(info.cost_coins, info.cost_letters) if info else ""
        chain = f"chains from {', '.join(info.chained_from)}" if info and info.chained_from else ""
        tiles.append(h(
            "button", {"class_": f"card c-{colour} st-{code}"
                                 + (" selected" if name == selected else ""),
                       "data_act": "select", "data_arg": name, "data_card": name,
                       "data_status": code, "disabled": not moves},
            h("span", {"class_": "card-name"}, name),
            h("span", {"class_": "card-cost"}, cost),
            h("span", {"class_": "card-effect"}, info.effect_text if info else ""),
            chain and h("span", {"class_": "card-chain"}, chain),
            h("span", {"class_": f"card-status {code}"}, label)))
    panel = None
    if selected in by_card:
        moves = by_card[selected]
        panel = h("div", {"class_": "action-panel", "id": "actions"},
                  h("h3", None, selected),
                  options_block(session, app, player, "build",
                                [m for m in moves if m.kind == "build"]),
                  options_block(session, app, player, "stage",
                                [m for m in moves if m.kind == "stage"]),
                  [h("button", {"class_": "act discard", "data_act": "move", "data_arg": str(m),
                                "data_kind": "discard"}, "Discard for 3 coins")
                   for m in moves if m.kind == "discard"])
    return [h("div", {"class_": "hand", "id": "hand"}, tiles), panel]


def power_block(session: Any, view: dict, player: int, legal: list) -> list:
    phase = view["phase"]
    if phase == "dig":
        title = "Halicarnassus: build one card from the discard pile for free"
    elif phase == "copy":
        title = "Olympia: copy one guild of a neighbour"
    else:
        title = "Choose"
    return [h("div", {"class_": "power", "id": "power"}, h("h3", None, title),
              h("div", {"class_": "power-options"},
                [h("button", {"class_": "act" if m.kind == "pass" else "primary act",
                              "data_act": "move", "data_arg": str(m)},
                   "Build nothing" if m.kind == "pass" else m.card) for m in legal]))]


# ---------------------------------------------------------------------- log


def log_lines(session: Any, viewer: int | None = None, reveal: bool = False) -> list[str]:
    """The game log as ``viewer`` may read it: other players' wonder-stage and discarded
    cards stay face down (as at the table) unless ``reveal`` (the game is over)."""
    out = []
    for e in session.state.events:
        if not reveal:
            e = event_view(e, viewer)
        if e.get("phase") == "military":
            out.append(f"Age {ROMAN.get(e['age'], e['age'])}: military conflicts resolved")
            continue
        head = f"{ROMAN.get(e.get('age'), e.get('age'))}.{e.get('turn')}"
        for p, text in e.get("moves", []):
            out.append(f"{head} {session.name(p)}: {describe_move(session, p, text)}")
    return out


def log_panel(session: Any, viewer: int | None = None, reveal: bool = False) -> Any:
    lines = log_lines(session, viewer, reveal)
    return h("div", {"class_": "log", "id": "log", "data_keep_scroll": True},
             h("h3", None, "Game log"),
             h("ol", None, [h("li", None, line) for line in lines[-200:]]) if lines
             else h("p", {"class_": "muted"}, "Nothing has happened yet."))


# ---------------------------------------------------------------------- the table


def render(app: Any, session: Any, viewer: int | None) -> list:
    state = session.state
    view = state.view(viewer)
    n = view["players"]
    me = viewer if viewer is not None else 0
    left, right = state.left_of(me), state.right_of(me)
    order = [(me + k) % n for k in range(1, n)]  # left neighbour first, right one last
    cities = view["cities"]
    others = [city_panel(session, cities[p], "left" if p == left else "right" if p == right
                         else None, False, p in app.thinking) for p in order]
    arrow = "◀ passing left" if view["direction"] == "left" else "passing right ▶"
    phase_note = {"seventh": "Babylon plays its 7th card", "dig": "Halicarnassus digs",
                  "copy": "Olympia copies a guild"}.get(view["phase"], "")
    top = h("header", {"class_": "table-bar"},
            h("button", {"class_": "small", "data_act": "home", "title": "Saved games"}, "☰"),
            h("span", {"class_": "age", "id": "age"},
              f"Age {ROMAN.get(view['age'], view['age'])} · Turn {view['turn']} of 6"),
            h("span", {"class_": "direction"}, arrow),
            phase_note and h("span", {"class_": "badge"}, phase_note),
            bool(app.thinking) and h("span", {"class_": "badge thinking", "id": "thinking"},
                               "Bots thinking…"),
            h("span", {"class_": "spacer"}),
            h("button", {"class_": "small", "data_act": "toggle", "data_arg": "log",
                         "id": "log-button"}, "Log"),
            h("button", {"class_": "small", "data_act": "export",
                         "data_arg": session.game_id}, "Export"))
    mine = []
    if viewer is not None:
        legal = state.legal_actions(viewer)
        mine.append(city_panel(session, cities[viewer], None, True, False))
        if legal and view["phase"] in ("dig", "copy"):
            mine += power_block(session, view, viewer, legal)
        elif legal:
            if view["phase"] == "seventh":
                mine.append(h("div", {"class_": "banner"}, "Babylon: play your 7th card"))
            mine += hand_block(app, session, view, viewer, legal)
        else:
            waiting = [session.name(p) for p in session.current()]
            pick = view.get("pick")
            mine.append(h("div", {"class_": "waiting", "id": "waiting"},
                          pick and h("span", None,
                                     "You chose: " + describe_move(session, viewer, pick) + ". "),
                          "Waiting for " + (", ".join(waiting) or "the table") + "…",
                          pick and hasattr(state, "undo_pick") and not session.pass_and_play
                          and h("button", {"class_": "small", "data_act": "undo-solo",
                                           "id": "undo"}, "Undo")))
    return [top,
            h("div", {"class_": "table-body" + (" with-log" if app.ui.get("log") else "")},
              h("div", {"class_": "others", "style": f"--others: {len(others)}"}, others),
              h("div", {"class_": "mine"}, mine),
              app.ui.get("log") and log_panel(session, viewer))]


# ---------------------------------------------------------------------- age end, score pad


def age_end(app: Any, session: Any, key: Any) -> list:
    state = session.state
    events = [e for e in state.events if e.get("phase") == "military"]
    e = events[-1] if events else {"age": state.age, "results": [], "shields": []}
    age = e["age"]
    shields = e.get("shields") or []
    rows = []
    for p in range(state.n):
        res = {q: t for pp, q, t in e.get("results", []) if pp == p}
        lq, rq = state.left_of(p), state.right_of(p)

        def cell(q: int, res: dict = res) -> str:
            t = res.get(q)
            return "tie" if t is None else (f"won +{t}" if t > 0 else "lost −1")

        rows.append(h("tr", None, h("td", None, session.name(p)),
                      h("td", None, str(shields[p] if p < len(shields) else "")),
                      h("td", None, f"{cell(lq)} vs {session.name(lq)}"),
                      h("td", None, f"{cell(rq)} vs {session.name(rq)}"),
                      h("td", None, f"{sum(state.cities[p].conflict):+d}")))
    return [h("div", {"class_": "age-end", "id": "age-end"},
              h("h1", None, f"End of Age {ROMAN.get(age, age)}: military conflicts"),
              h("table", {"class_": "pad"},
                h("thead", None, h("tr", None, h("th", None, "Player"), h("th", None, "Shields"),
                                   h("th", None, "Left"), h("th", None, "Right"),
                                   h("th", None, "Tokens"))),
                h("tbody", None, rows)),
              h("button", {"class_": "primary big", "data_act": "continue", "id": "continue"},
                "See the score pad" if state.is_terminal() else
                f"On to Age {ROMAN.get(age + 1, age + 1)}"))]


def chart(session: Any, scores: list[dict]) -> list:
    width, bar, gap = 520, 26, 10
    top = max((s["total"] for s in scores), default=1) or 1
    height = len(scores) * (bar + gap) + 10
    items = []
    for i, s in enumerate(scores):
        y = 5 + i * (bar + gap)
        x = 110
        items.append(h("text", {"x": "0", "y": str(y + bar * 0.7), "class_": "chart-label"},
                       session.name(i)[:14]))
        for key, _label in CATEGORY_LABELS:
            value = max(0, s.get(key, 0))
            w = value * (width - 160) / top
            if w > 0:
                items.append(h("rect", {"x": f"{x:.1f}", "y": str(y), "width": f"{w:.1f}",
                                        "height": str(bar), "fill": CATEGORY_COLOURS[key]}))
            x += w
        items.append(h("text", {"x": f"{x + 6:.1f}", "y": str(y + bar * 0.7),
                                "class_": "chart-total"}, str(s["total"])))
    legend = h("div", {"class_": "legend"},
               [h("span", {"class_": "legend-item"},
                  h("span", {"class_": "swatch", "style": f"background:{CATEGORY_COLOURS[k]}"}),
                  label) for k, label in CATEGORY_LABELS])
    return [h("svg", {"class_": "chart", "viewBox": f"0 0 {width} {height}",
                      "role": "img", "aria-label": "points per player by category"}, items),
            legend]


def score_pad(app: Any, session: Any) -> list:
    state = session.state
    scores = state.scores()
    winners = state.winners() if hasattr(state, "winners") else []
    totals = [s["total"] for s in scores]
    coins = [c.coins for c in state.cities]
    best = max(totals)
    tie_break = sum(1 for t in totals if t == best) > 1
    head = h("tr", None, h("th", None, "Category"),
             [h("th", {"class_": "winner" if p in winners else None}, session.name(p))
              for p in range(state.n)])
    body = [h("tr", {"data_category": key}, h("th", None, label),
              [h("td", None, str(s[key])) for s in scores]) for key, label in CATEGORY_LABELS]
    body.append(h("tr", {"class_": "total", "data_category": "total"}, h("th", None, "Total"),
                  [h("td", None, str(t)) for t in totals]))
    body.append(h("tr", {"class_": "coins"}, h("th", None, "Coins (tie-break)"),
                  [h("td", None, str(c)) for c in coins]))
    names = " and ".join(session.name(p) for p in winners)
    verdict = f"{names} {'win' if len(winners) > 1 else 'wins'}"
    if tie_break:
        verdict += " (tied on points; most coins wins)" if len(winners) == 1 else \
            " (tied on points and coins)"
    return [h("div", {"class_": "score", "id": "score-pad"},
              h("header", {"class_": "bar"},
                h("button", {"data_act": "home"}, "‹ Saved games"),
                h("h1", None, "Final scores")),
              h("p", {"class_": "winner-line", "id": "winner"}, verdict),
              h("table", {"class_": "pad"}, h("thead", None, head), h("tbody", None, body)),
              chart(session, scores),
              h("div", {"class_": "row"},
                h("button", {"class_": "primary big", "data_act": "new"}, "New game"),
                h("button", {"class_": "big", "data_act": "toggle", "data_arg": "log"}, "Log"),
                h("button", {"class_": "big", "data_act": "export",
                             "data_arg": session.game_id}, "Export")),
              app.ui.get("log") and log_panel(session, reveal=True))]
