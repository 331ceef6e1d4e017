"""The table of 7 Wonders Duel (2 players), drawn from ``state.view(player)``.

The Age's card structure laid out as the physical game (rows overlapping by half a
card, face-down backs, the available cards highlighted with what they cost), both
cities (cards by colour, production, trading prices, science symbols, progress
tokens, wonders with their costs, coins), the conflict track with the pawn and the
looting tokens, the progress tokens on the board, the discard pile, the wonder draft,
every sub-choice (progress token, the Great Library, destroy, the Mausoleum, who
starts the next Age), the victory and the score pad.

What a face-down card is, the cards removed unseen and the Great Library's draw (for
the other player) come only from the view, so they never reach the page.
"""

from __future__ import annotations

from typing import Any

from engine.duel.data import CARDS, COLORS, DATA, TOKENS, WONDERS

from ..vdom import h

PLAYERS = (2, 2)
ROMAN = {0: "", 1: "I", 2: "II", 3: "III"}
COLOUR_NAMES = {"brown": "Raw materials", "grey": "Manufactured goods", "blue": "Civilian",
                "green": "Scientific", "yellow": "Commercial", "red": "Military",
                "purple": "Guilds"}
COLOUR_ORDER = ["brown", "grey", "yellow", "red", "blue", "green", "purple"]
RES = ("wood", "clay", "stone", "glass", "papyrus")
RES_SHORT = {"wood": "W", "clay": "C", "stone": "S", "glass": "G", "papyrus": "P"}
SCIENCE_MARKS = {"wheel": "☸", "plumb": "⊥", "quill": "✒", "mortar": "⚱", "sundial": "◔",
                 "globe": "◍", "law": "⚖"}
VICTORY_NAMES = {"military": "Military supremacy", "science": "Scientific supremacy",
                 "civilian": "Civilian victory"}
SCORE_ROWS = [("military", "Military"), ("buildings", "Buildings"), ("wonders", "Wonders"),
              ("progress", "Progress tokens"), ("treasury", "Treasury")]
CAPITAL = DATA.capital
ZONE_POINTS = {}
LOOT_AT = {}  # looting token coins -> steps from the middle
for _z in DATA.zones:
    for _d in range(_z["from"], _z["to"] + 1):
        ZONE_POINTS[_d] = _z["points"]
    if "loot" in _z:
        LOOT_AT[_z["loot"]] = _z["from"]

CARD_BY_NAME = {c.name: c for c in CARDS}
WONDER_BY_NAME = {w.name: w for w in WONDERS}
TOKEN_BY_NAME = {t.name: t for t in TOKENS}
RAW_CARDS = {c["name"]: c for c in DATA.raw["cards"]}
# chain symbol -> the cards that give it
_GIVES: dict[str, list[str]] = {}
for _c in DATA.raw["cards"]:
    if _c.get("chain_to"):
        _GIVES.setdefault(_c["chain_to"], []).append(_c["name"])


# ---------------------------------------------------------------------- new game


def game_options(setup: dict) -> list:
    mode = setup.get("duel_wonders") or setup.get("wonders")
    mode = mode if mode in ("draft", "first-game") else "draft"
    return [h("label", {"class_": "field"}, "Wonders ",
              h("select", {"name": "wonders", "id": "wonders"},
                h("option", {"value": "draft", "selected": mode == "draft"},
                  "Drafted (4 + 4, as the rules say)"),
                h("option", {"value": "first-game", "selected": mode == "first-game"},
                  "The first game's sets")))]


def seat_options(i: int, seat: dict, setup: dict) -> Any:
    return None


def config_from_setup(setup: dict, seats: list) -> dict:
    mode = setup.get("wonders")
    return {"players": 2, "names": [s.name for s in seats[:2]],
            "wonders": mode if mode in ("draft", "first-game") else "draft"}


# ---------------------------------------------------------------------- texts


def colour_of(item: Any) -> str:
    return COLORS[item.color] if item is not None and item.color >= 0 else "none"


def cost_parts(item: Any) -> list:
    """The printed cost: coins and resources, as small chips."""
    out = []
    if item.cost_coins:
        out.append(h("span", {"class_": "coin", "title": f"{item.cost_coins} coins"},
                      str(item.cost_coins)))
    for r, n in zip(RES, item.cost):
        for _ in range(n):
            out.append(h("span", {"class_": f"res r-{r}", "title": r}, RES_SHORT[r]))
    return out or [h("span", {"class_": "free"}, "free")]


def cost_text(item: Any) -> str:
    parts = [f"{item.cost_coins}¢"] if item.cost_coins else []
    parts += [f"{n} {r}" for r, n in zip(RES, item.cost) if n]
    return ", ".join(parts) or "free"


def _count_text(names: list[str]) -> str:
    words = {"wonders": "wonder", "coins": "3 coins"}
    return " + ".join(words.get(n, n + " card") for n in names)


def _majority_points(e: dict, n: int) -> str:
    per = e.get("per", 1)
    unit = _count_text(e["count"]) if per == 1 else f"{per} coins"
    return f"{n} VP per {unit} (the city with most)"


# how each kind of effect (engine/data/duel.json) reads on a card: (effect, amount) -> text
EFFECT_TEXTS: dict[str, Any] = {
    "produce": lambda e, n: f"makes {n} {e['resource']}",
    "produce_one_of": lambda e, n: "makes one of " + "/".join(e["resources"]),
    "trade_at_1": lambda e, n: "buy " + "/".join(e["resources"]) + " at 1¢",
    "points": lambda e, n: f"{n} VP",
    "shields": lambda e, n: f"{n} shield" + ("s" if n != 1 else ""),
    "science": lambda e, n: f"science: {e['symbol']}",
    "coins": lambda e, n: f"+{n}¢",
    "coins_per": lambda e, n: f"+{n}¢ per {_count_text(e['count'])}",
    "majority_points": _majority_points,
    "majority_coins": lambda e, n: f"+{n}¢ per {_count_text(e['count'])} (the city with most)",
    "opponent_loses": lambda e, n: f"opponent loses {n}¢",
    "extra_turn": lambda e, n: "play again",
    "destroy": lambda e, n: f"discard an opponent's {e['color']} card",
    "build_discarded": lambda e, n: "build a discarded card for free",
    "draw_tokens": lambda e, n: f"choose 1 of {n} progress tokens set aside",
    "discount": lambda e, n: ("wonders" if e.get("on") == "wonders" else "blue cards")
    + f" cost {n} resources less",
    "receive_trade": lambda e, n: "the opponent's trading coins come to you",
    "red_shield_bonus": lambda e, n: f"+{n} shield on later red cards",
    "wonders_extra_turn": lambda e, n: "every later wonder gives another turn",
    "chain_coins": lambda e, n: f"+{n}¢ each time you build by chain",
    "points_per_token": lambda e, n: f"{n} VP per progress token",
}


def effect_text(effects: list[dict]) -> str:
    out = []
    for e in effects:
        k = e.get("kind")
        text = EFFECT_TEXTS.get(k)
        out.append(text(e, e.get("amount", 0)) if text else str(k))
    return "; ".join(out)


def chain_text(name: str) -> str:
    raw = RAW_CARDS.get(name) or {}
    sym = raw.get("chain_from")
    if not sym:
        return ""
    return "free with " + " or ".join(_GIVES.get(sym, [sym]))


def describe_move(session: Any, player: int, text: str) -> str:
    verb, _, rest = str(text).partition(" ")
    if verb == "draft":
        return f"Take the wonder {rest}"
    if verb == "build":
        return f"Build {rest}"
    if verb == "discard":
        return f"Discard {rest} for coins"
    if verb == "wonder":
        w, _, c = rest.rpartition(" with ")
        return f"Build the wonder {w} (with {c})"
    if verb == "token":
        return f"Take the progress token {rest}"
    if verb == "destroy":
        return f"Discard {session.name(1 - player)}'s {rest}"
    if verb == "mausoleum":
        return f"Build {rest} from the discard pile"
    if verb == "start":
        who = int(rest) if rest in ("0", "1") else None
        return f"{session.name(who)} starts the next Age"
    return str(text)


def age_key(state: Any) -> Any:
    """Changes when the draft ends, when an Age ends, and when the game ends."""
    return "over" if state.is_terminal() else state.age


def meta(state: Any) -> dict:
    return {"age": state.age, "turn": len(state.log), "over": state.is_terminal()}


# ---------------------------------------------------------------------- pieces


def card_face(name: str, extra_class: str = "", attrs: dict | None = None,
              footer: Any = None, tag: str = "div") -> list:
    item = CARD_BY_NAME.get(name)
    colour = colour_of(item)
    a = {"class_": f"dcard face c-{colour} {extra_class}".strip(), "data_card": name,
         "title": f"{name} ({COLOUR_NAMES.get(colour, '')}): "
                  f"{effect_text(item.effects) if item else ''}"}
    a.update(attrs or {})
    chain = chain_text(name)
    return h(tag, a,
             h("span", {"class_": "dc-cost"}, cost_parts(item) if item else None),
             h("span", {"class_": "dc-name"}, name),
             h("span", {"class_": "dc-effect"}, effect_text(item.effects) if item else ""),
             chain and h("span", {"class_": "dc-chain"}, chain),
             footer)


def token_chip(name: str, attrs: dict | None = None, tag: str = "span") -> list:
    t = TOKEN_BY_NAME.get(name)
    a = {"class_": "ptoken", "data_token": name,
         "title": f"{name}: {effect_text(t.effects) if t else ''}"}
    a.update(attrs or {})
    return h(tag, a, h("span", {"class_": "pt-name"}, name),
             h("span", {"class_": "pt-effect"}, effect_text(t.effects) if t else ""))


def wonder_tile(state: Any, session: Any, p: int, w: dict, me: bool, tag: str = "div",
                attrs: dict | None = None, price: int | None = None) -> list:
    item = WONDER_BY_NAME.get(w["name"])
    built = w.get("built")
    cls = "wonder-tile" + (" built" if built else "")
    a = {"class_": cls, "data_wonder": w["name"],
         "title": f"{w['name']}: {cost_text(item) if item else ''} → "
                  f"{effect_text(item.effects) if item else ''}"}
    a.update(attrs or {})
    foot = None
    if built:
        foot = h("span", {"class_": "wt-state"}, "built" + (f" with {w['card']}"
                                                             if w.get("card") else ""))
    elif price is not None:
        foot = h("span", {"class_": "wt-state price"},
                 f"{price}¢ now" + ("" if price <= state.coins[p] else " (too dear)"))
    return h(tag, a,
             h("span", {"class_": "wt-name"}, w["name"]),
             h("span", {"class_": "wt-cost"}, cost_parts(item) if item else None),
             h("span", {"class_": "wt-effect"}, effect_text(item.effects) if item else ""),
             foot)


def sci_counts(state: Any, p: int) -> dict[str, int]:
    """Science symbols of city p (public: they are printed on its cards and tokens)."""
    from engine.duel.data import SCIENCE

    return {SCIENCE[i]: n for i, n in enumerate(state.sci[p]) if n}


def city_panel(app: Any, session: Any, view: dict, p: int, me: bool) -> list:
    state = session.state
    pv = view["players"][p]
    thinking = p in app.thinking
    turn = p in view["current_players"]
    by_colour: dict[str, list[str]] = {}
    for name in pv["cards"]:
        by_colour.setdefault(colour_of(CARD_BY_NAME.get(name)), []).append(name)
    groups = []
    for colour in COLOUR_ORDER:
        names = by_colour.get(colour)
        if names:
            groups.append(h("div", {"class_": f"dgroup c-{colour}",
                                    "title": COLOUR_NAMES[colour]},
                            [h("span", {"class_": f"dchip c-{colour}", "data_card": n,
                                        "title": f"{n}: {effect_text(CARD_BY_NAME[n].effects)}"},
                               n) for n in names]))
    prod = pv["production"]
    prod_text = " ".join(f"{RES_SHORT[r]}{'×' + str(n) if n > 1 else ''}"
                         for r, n in prod.items()) or "—"
    prices = pv["prices"]
    sci = sci_counts(state, p)
    status = None
    if view["terminal"]:
        status = None
    elif thinking:
        status = h("span", {"class_": "badge thinking"}, "thinking…")
    elif turn:
        status = h("span", {"class_": "badge ok"}, "to play")
    return h(
        "section", {"class_": "dcity" + (" me" if me else " opp") + (" turn" if turn else ""),
                    "data_seat": str(p), "id": "city-me" if me else "city-opp"},
        h("header", {"class_": "dcity-head"},
          h("strong", {"class_": "dcity-name"}, session.name(p)),
          p == 0 and h("span", {"class_": "muted first"}, "first player"),
          status,
          h("span", {"class_": "spacer"}),
          h("span", {"class_": "coins", "title": "coins"}, f"{pv['coins']}¢")),
        h("div", {"class_": "dstats"},
          h("span", {"class_": "stat", "title": "production"}, "makes " + prod_text),
          h("span", {"class_": "stat prices",
                     "title": "what one unit costs this city at the bank"},
            "buys " + " ".join(f"{RES_SHORT[r]}{prices[r]}" for r in RES)),
          bool(sci) and h("span", {"class_": "stat science", "title": "science symbols"},
                    " ".join(f"{SCIENCE_MARKS.get(s, s)}{'×' + str(n) if n > 1 else ''}"
                             for s, n in sci.items()))),
        h("div", {"class_": "dwonders"},
          [wonder_tile(state, session, p, w, me,
                       price=None if w["built"] or view["wonders_built"] >= 7 else
                       state.wonder_price(p, WONDER_BY_NAME[w["name"]].id))
           for w in pv["wonders"]]),
        bool(pv["tokens"]) and h("div", {"class_": "dtokens"},
                           [token_chip(t) for t in pv["tokens"]]),
        h("div", {"class_": "dcards"}, groups or h("span", {"class_": "muted"}, "no buildings")),
    )


def conflict_track(session: Any, view: dict, me: int) -> list:
    """The track from the viewer's capital (left) to the opponent's (right)."""
    opp = 1 - me
    sign = 1 if me == 0 else -1  # pawn > 0: towards player 1's capital
    pawn = view["pawn"] * sign   # > 0: towards the opponent's capital (right)
    loot = {}
    for q in (0, 1):
        for amount in view["military_tokens"][q]:
            d = LOOT_AT.get(amount)
            if d is None:
                continue
            # q loses these coins when the pawn enters d steps towards q's capital
            pos = d if q == opp else -d
            loot[pos] = amount
    cells = []
    for x in range(-CAPITAL, CAPITAL + 1):
        d = abs(x)
        cls = "cell"
        if d == CAPITAL:
            cls += " capital"
        elif d:
            cls += f" zone{ZONE_POINTS.get(d, 0)}"
        else:
            cls += " middle"
        label = ""
        if d == CAPITAL:
            label = "⌂"
        kids = [label]
        if x in loot:
            kids.append(h("span", {"class_": "loot", "title": f"looting token: "
                                   f"{session.name(me if x < 0 else opp)} loses {loot[x]}¢"},
                          f"−{loot[x]}"))
        if x == pawn:
            kids.append(h("span", {"class_": "pawn", "id": "pawn",
                                   "title": "the conflict pawn"}, "♜"))
        cells.append(h("span", {"class_": cls, "data_x": str(x)}, kids))
    lead = ""
    if pawn > 0:
        lead = f"{session.name(me)} leads by {pawn}"
    elif pawn < 0:
        lead = f"{session.name(opp)} leads by {-pawn}"
    else:
        lead = "the pawn is in the middle"
    return h("div", {"class_": "track-wrap"},
             h("span", {"class_": "track-end mine"}, session.name(me)),
             h("div", {"class_": "track", "id": "track", "role": "img",
                       "aria_label": "conflict track: " + lead}, cells),
             h("span", {"class_": "track-end theirs"}, session.name(opp)),
             h("span", {"class_": "track-lead muted"}, lead))


def structure_block(app: Any, session: Any, view: dict, viewer: int | None,
                    legal: list) -> list:
    state = session.state
    slots = [s for s in view["structure"] if s]
    all_cells = view["structure"]
    if not all_cells:
        return h("div", {"class_": "structure empty"})
    xs = [c - r / 2 for s in all_cells if s for (r, c) in [(s["row"], s["col"])]]
    # the layout's extent from every slot, taken or not (so cards never shift)
    from engine.duel.structure import LAYOUTS

    layout = LAYOUTS[view["age"]]
    all_x = [c - r / 2 for (r, c) in layout.cells]
    x0 = min(all_x) if all_x else min(xs)
    width = (max(all_x) - x0 + 1) if all_x else 1
    rows = max(r for r, _c in layout.cells) + 1
    playable = {}
    for m in legal:
        verb, _, rest = m.text.partition(" ")
        if verb == "build":
            playable.setdefault(rest, set()).add("build")
        elif verb == "discard":
            playable.setdefault(rest, set()).add("discard")
        elif verb == "wonder":
            playable.setdefault(rest.rpartition(" with ")[2], set()).add("wonder")
    selected = app.ui.get("selected")
    cards = []
    for s in slots:
        x = s["col"] - s["row"] / 2 - x0
        style = f"--x:{x:g};--y:{s['row']}"
        if not s["face_up"]:
            cards.append(h("div", {"class_": f"dcard back age{view['age']}",
                                   "style": style, "aria_label": "a face-down card"},
                           h("span", {"class_": "back-mark"}, ROMAN[view["age"]])))
            continue
        name = s["card"]
        can = playable.get(name)
        foot = None
        cls = ""
        attrs: dict[str, Any] = {"style": style, "data_slot": str(s["slot"])}
        if s["available"]:
            cls = "available"
            if viewer is not None and can is not None:
                c = CARD_BY_NAME[name]
                if "build" in can:
                    price = state.card_price(viewer, c.id)
                    if state.chain_free(viewer, c.id):
                        foot, code = "free (chain)", "chain"
                    elif price == 0:
                        foot, code = "free", "free"
                    else:
                        foot, code = f"{price}¢", "buy"
                else:
                    price = state.card_price(viewer, c.id)
                    foot, code = f"{price}¢ — too dear", "cannot"
                cls += f" st-{code}" + (" selected" if name == selected else "")
                attrs.update({"data_act": "select", "data_arg": name, "data_status": code,
                              "aria_pressed": "true" if name == selected else "false"})
                foot = h("span", {"class_": f"dc-status {code}"}, foot)
        cards.append(card_face(name, cls, attrs, foot,
                               tag="button" if "data_act" in attrs else "div"))
    return h("div", {"class_": f"structure age{view['age']}", "id": "structure",
                     "style": f"--cols:{width:g};--rows:{rows}"}, cards)


def actions_panel(app: Any, session: Any, view: dict, viewer: int, legal: list) -> Any:
    state = session.state
    selected = app.ui.get("selected")
    if not selected:
        return h("div", {"class_": "dhint", "id": "hint"},
                 "Choose an available card of the structure (highlighted).")
    mine = [m for m in legal if m.text.partition(" ")[2] == selected
            or (m.text.startswith("wonder ") and m.text.rpartition(" with ")[2] == selected)]
    if not mine:
        return h("div", {"class_": "dhint", "id": "hint"}, "That card cannot be taken now.")
    c = CARD_BY_NAME[selected]
    buttons = []
    for m in mine:
        if m.text.startswith("build "):
            price = state.card_price(viewer, c.id)
            label = ("Build it — free by chain" if state.chain_free(viewer, c.id)
                     else "Build it — free" if price == 0 else f"Build it for {price}¢")
            buttons.append(h("button", {"class_": "primary act", "data_act": "move",
                                        "data_arg": m.text, "data_kind": "build"}, label))
    wonder_buttons = []
    for m in mine:
        if m.text.startswith("wonder "):
            w = m.text[len("wonder "):].rpartition(" with ")[0]
            wid = WONDER_BY_NAME[w].id
            wonder_buttons.append(h("button", {"class_": "act wonder-act", "data_act": "move",
                                               "data_arg": m.text, "data_kind": "wonder"},
                                    f"Wonder: {w} ({state.wonder_price(viewer, wid)}¢)"))
    buttons += wonder_buttons
    for m in mine:
        if m.text.startswith("discard "):
            gain = DATA.discard_coins + sum(
                1 for n in view["players"][viewer]["cards"]
                if colour_of(CARD_BY_NAME.get(n)) == "yellow")
            buttons.append(h("button", {"class_": "act discard", "data_act": "move",
                                        "data_arg": m.text, "data_kind": "discard"},
                             f"Discard for {gain}¢"))
    return h("div", {"class_": "action-panel", "id": "actions"},
             h("h3", None, selected, h("span", {"class_": "muted"},
                                       f" · {effect_text(c.effects)}")),
             buttons,
             h("button", {"class_": "small", "data_act": "select", "data_arg": selected},
               "Cancel"))


def choice_panel(app: Any, session: Any, view: dict, viewer: int, legal: list) -> Any:
    """The sub-choices: tokens, the Great Library, destroy, the Mausoleum, who starts."""
    state = session.state
    phase = view["phase"]
    if phase == "token":
        title = "A pair of science symbols: take a progress token"
        opts = [token_chip(m.text[6:], {"class_": "ptoken act", "data_act": "move",
                                        "data_arg": m.text}, tag="button") for m in legal]
    elif phase == "library":
        title = "The Great Library: take one of these tokens (the other two go back)"
        opts = [token_chip(m.text[6:], {"class_": "ptoken act", "data_act": "move",
                                        "data_arg": m.text}, tag="button") for m in legal]
    elif phase == "destroy":
        title = (f"Discard one of {session.name(1 - viewer)}'s "
                 f"{view.get('destroy_color', '')} cards")
        opts = [card_face(m.text[8:], "act", {"data_act": "move", "data_arg": m.text},
                          tag="button") for m in legal]
    elif phase == "mausoleum":
        title = "The Mausoleum: build one discarded card for free"
        opts = [card_face(m.text[10:], "act", {"data_act": "move", "data_arg": m.text},
                          tag="button") for m in legal]
    elif phase == "start":
        title = f"Age {ROMAN.get(view['age'], '')}: who starts? (your military is weaker)"
        opts = [h("button", {"class_": "primary big act", "data_act": "move",
                             "data_arg": m.text},
                  "I start" if m.a == viewer else f"{session.name(m.a)} starts")
                for m in legal]
    else:
        title = "Choose"
        opts = [h("button", {"class_": "act", "data_act": "move", "data_arg": m.text},
                  describe_move(session, viewer, m.text)) for m in legal]
    del state
    return h("div", {"class_": "choice", "id": "choice", "data_phase": phase},
             h("h3", None, title), h("div", {"class_": "choice-options"}, opts))


def draft_block(app: Any, session: Any, view: dict, viewer: int | None, legal: list) -> list:
    d = view.get("draft") or {}
    mine = viewer is not None and bool(legal)
    who = view["current_players"][0] if view["current_players"] else None
    head = ("Choose a wonder" if mine else f"{session.name(who)} chooses a wonder")
    pool = []
    for name in d.get("pool", []):
        w = {"name": name, "built": False}
        if mine:
            pool.append(wonder_tile(session.state, session, -1, w, False, tag="button",
                                    attrs={"class_": "wonder-tile act pick",
                                           "data_act": "move", "data_arg": f"draft {name}"}))
        else:
            pool.append(wonder_tile(session.state, session, -1, w, False))
    owned = []
    for p in (0, 1):
        ws = view["players"][p]["wonders"]
        owned.append(h("div", {"class_": "draft-owned"},
                       h("strong", None, session.name(p)),
                       h("span", {"class_": "muted"}, f" · {len(ws)} of 4"),
                       h("div", {"class_": "dwonders"},
                         [wonder_tile(session.state, session, p, w, False) for w in ws])))
    return h("section", {"class_": "draft", "id": "draft"},
             h("h2", None, f"Wonder draft · round {d.get('round', 0) + 1} of 2"),
             h("p", {"class_": "muted"}, head + " — of four wonders, the first picker takes "
               "one, the other two, the first the last one; then four more, the other "
               "player picking first."),
             h("div", {"class_": "draft-pool"}, pool),
             h("div", {"class_": "draft-cities"}, owned))


def played_again(state: Any, view: dict) -> bool:
    """The player to move also made the last move of this Age: an extra turn."""
    cur = view["current_players"]
    if view["phase"] != "play" or not cur or not state.log or state.log[-1][0] != cur[0]:
        return False
    return any(s is None for s in view["structure"])  # not the first turn of the Age


def log_lines(session: Any) -> list[str]:
    return [f"{session.name(p)}: {describe_move(session, p, text)}"
            for p, text in session.log_lines()]


def side_panel(app: Any, session: Any, view: dict) -> Any:
    if app.ui.get("discard"):
        names = view["discard"]
        return h("div", {"class_": "dpanel", "id": "discard-pile", "data_keep_scroll": True},
                 h("h3", None, f"Discard pile ({len(names)})",
                   h("button", {"class_": "small close", "data_act": "toggle",
                                "data_arg": "discard", "id": "discard-close"}, "Close")),
                 h("div", {"class_": "discard-cards"}, [card_face(n, "small") for n in names])
                 if names else h("p", {"class_": "muted"}, "No card has been discarded."))
    if app.ui.get("log"):
        lines = log_lines(session)
        return h("div", {"class_": "dpanel log", "id": "log", "data_keep_scroll": True},
                 h("h3", None, "Game log",
                   h("button", {"class_": "small close", "data_act": "toggle",
                                "data_arg": "log", "id": "log-close"}, "Close")),
                 h("ol", None, [h("li", None, line) for line in lines[-200:]]) if lines
                 else h("p", {"class_": "muted"}, "Nothing has happened yet."))
    return None


# ---------------------------------------------------------------------- the table


def render(app: Any, session: Any, viewer: int | None) -> list:
    state = session.state
    view = state.view(viewer)
    me = viewer if viewer is not None else 0
    opp = 1 - me
    legal = list(state.legal_actions(viewer)) if viewer is not None else []
    phase = view["phase"]
    cur = view["current_players"]
    if viewer is not None and viewer in cur:
        turn_text = "Your turn" if not session.pass_and_play else f"{session.name(viewer)}'s turn"
        if view["extra_turn"] or played_again(state, view):
            turn_text += " (again)"
    elif cur:
        turn_text = f"{session.name(cur[0])}'s turn"
    else:
        turn_text = ""
    title = "Wonder draft" if phase == "draft" else f"Age {ROMAN.get(view['age'], '')}"
    thinking = [session.name(p) for p in sorted(app.thinking)]
    top = h("header", {"class_": "table-bar duel-bar"},
            h("button", {"class_": "small", "data_act": "home", "title": "Saved games"}, "☰"),
            h("span", {"class_": "age", "id": "age"}, title),
            h("span", {"class_": "turn", "id": "turn"}, turn_text),
            thinking and h("span", {"class_": "badge thinking", "id": "thinking"},
                           " and ".join(thinking) + " thinking…"),
            h("span", {"class_": "spacer"}),
            h("span", {"class_": "muted", "title": "wonders built of 7"},
              f"Wonders {view['wonders_built']}/7"),
            h("button", {"class_": "small", "data_act": "toggle", "data_arg": "discard",
                         "id": "discard-button",
                         "aria_pressed": "true" if app.ui.get("discard") else "false"},
              f"Discard pile ({len(view['discard'])})"),
            h("button", {"class_": "small", "data_act": "toggle", "data_arg": "log",
                         "id": "log-button"}, "Log"),
            h("button", {"class_": "small", "data_act": "export",
                         "data_arg": session.game_id}, "Export"))
    board_tokens = h("div", {"class_": "board-tokens", "id": "board-tokens",
                             "title": "progress tokens on the board"},
                     [token_chip(t) for t in view["board_tokens"]]
                     or h("span", {"class_": "muted"}, "no progress tokens left"))
    mine_turn = viewer is not None and viewer in cur and legal
    if phase == "draft":
        centre = draft_block(app, session, view, viewer, legal if mine_turn else [])
        controls = None
    else:
        centre = structure_block(app, session, view, viewer,
                                 legal if mine_turn and phase == "play" else [])
        if mine_turn and phase == "play":
            controls = actions_panel(app, session, view, viewer, legal)
        elif mine_turn:
            controls = choice_panel(app, session, view, viewer, legal)
        elif cur:
            waiting = f"Waiting for {session.name(cur[0])}"
            if phase == "library":
                waiting += " (choosing a Great Library token: hidden from you)"
            elif phase != "play":
                waiting += f" ({phase})"
            controls = h("div", {"class_": "waiting", "id": "waiting"}, waiting + "…")
        else:
            controls = None
    side = side_panel(app, session, view)
    cols = ""
    if view["structure"]:
        from engine.duel.structure import LAYOUTS

        xs = [c - r / 2 for (r, c) in LAYOUTS[view["age"]].cells]
        cols = f"--cols:{max(xs) - min(xs) + 1:g}"
    return [top,
            h("div", {"class_": "duel-top"}, conflict_track(session, view, me), board_tokens),
            h("div", {"class_": "duel-body" + (" with-side" if side else "")},
              city_panel(app, session, view, opp, False),
              h("div", {"class_": "duel-centre", "style": cols or None}, centre, controls),
              city_panel(app, session, view, me, viewer is not None),
              side)]


# ---------------------------------------------------------------------- age end, score pad


def victory_line(session: Any, victory: dict | None) -> str:
    if not victory:
        return ""
    kind = VICTORY_NAMES.get(victory.get("type"), str(victory.get("type")))
    w = victory.get("winner")
    if w is None:
        return f"{kind}: a shared victory"
    return f"{kind}: {session.name(w)} wins"


def age_end(app: Any, session: Any, key: Any) -> list:
    state = session.state
    view = state.view(None)
    if state.is_terminal():
        v = view["victory"] or {}
        why = {"military": "The conflict pawn reached a capital.",
               "science": "Six different science symbols gathered.",
               "civilian": "Age III is over: the most victory points win."}.get(
            v.get("type"), "")
        return [h("div", {"class_": "age-end duel-age-end", "id": "age-end",
                          "data_victory": v.get("type")},
                  h("h1", {"id": "victory"}, victory_line(session, v)),
                  h("p", {"class_": "muted"}, why),
                  h("button", {"class_": "primary big", "data_act": "continue",
                               "id": "continue"}, "See the score pad"))]
    if key == 0:
        rows = [h("div", {"class_": "draft-owned"}, h("strong", None, session.name(p)),
                  h("div", {"class_": "dwonders"},
                    [wonder_tile(state, session, p, w, False)
                     for w in view["players"][p]["wonders"]]))
                for p in (0, 1)]
        return [h("div", {"class_": "age-end duel-age-end", "id": "age-end"},
                  h("h1", None, "The wonders are chosen"),
                  h("div", {"class_": "draft-cities"}, rows),
                  h("button", {"class_": "primary big", "data_act": "continue",
                               "id": "continue"}, "On to Age I"))]
    age = state.age
    pawn = view["pawn"]
    lead = ("nobody leads the conflict" if pawn == 0 else
            f"{session.name(0 if pawn > 0 else 1)} leads the conflict by {abs(pawn)}")
    chooser = view["current_players"][0] if view["current_players"] else None
    if view["phase"] == "start":
        nxt = f"{session.name(chooser)} (the weaker military) chooses who starts Age " \
              f"{ROMAN.get(age, age)}."
    else:
        nxt = f"{session.name(chooser)} played the last card and starts Age {ROMAN.get(age, age)}."
    coins = ", ".join(f"{session.name(p)} {view['players'][p]['coins']}¢" for p in (0, 1))
    return [h("div", {"class_": "age-end duel-age-end", "id": "age-end"},
              h("h1", None, f"End of Age {ROMAN.get(age - 1, age - 1)}"),
              conflict_track(session, view, 0),
              h("p", None, lead.capitalize() + f". Coins: {coins}."),
              h("p", None, nxt),
              h("button", {"class_": "primary big", "data_act": "continue", "id": "continue"},
                f"On to Age {ROMAN.get(age, age)}"))]


def score_pad(app: Any, session: Any) -> list:
    state = session.state
    scores = state.scores()
    victory = state.victory() or {}
    winner = victory.get("winner")
    head = h("tr", None, h("th", None, ""),
             [h("th", {"class_": "winner" if p == winner else None}, session.name(p))
              for p in (0, 1)])
    body = [h("tr", {"data_category": key}, h("th", None, label),
              [h("td", None, str(s[key])) for s in scores]) for key, label in SCORE_ROWS]
    body.append(h("tr", {"class_": "total", "data_category": "total"}, h("th", None, "Total"),
                  [h("td", None, str(s["total"])) for s in scores]))
    body.append(h("tr", {"class_": "coins", "data_category": "civilian"},
                  h("th", None, "Blue cards' points (tie-break)"),
                  [h("td", None, str(s["civilian"])) for s in scores]))
    note = ""
    if victory.get("type") in ("military", "science"):
        note = "The game ended at once; the score pad is shown for the record."
    return [h("div", {"class_": "score duel-score", "id": "score-pad"},
              h("header", {"class_": "bar"},
                h("button", {"data_act": "home"}, "‹ Saved games"),
                h("h1", None, "7 Wonders Duel: final scores")),
              h("p", {"class_": "winner-line", "id": "winner",
                      "data_victory": victory.get("type")}, victory_line(session, victory)),
              note and h("p", {"class_": "muted"}, note),
              h("table", {"class_": "pad"}, h("thead", None, head), h("tbody", None, body)),
              h("div", {"class_": "row"},
                h("button", {"class_": "primary big", "data_act": "new"}, "New game"),
                h("button", {"class_": "big", "data_act": "toggle", "data_arg": "log"}, "Log"),
                h("button", {"class_": "big", "data_act": "export",
                             "data_arg": session.game_id}, "Export")),
              app.ui.get("log") and h("div", {"class_": "dpanel log", "id": "log"},
                                      h("ol", None, [h("li", None, ln)
                                                     for ln in log_lines(session)])))]
