"""Views: what a player may see of a Duel game, as plain JSON-able data.

A view is plain JSON-able data. It hides what the viewer may not see (rulebook:
face-down cards are unknown until uncovered, all but their back: a guild's back is
its own; the 3 cards per Age and the 4 unused
guilds are removed unseen; progress tokens set aside stay hidden, except the 3 the
Great Library draws, which only the drawing player sees; the second group of draft
wonders is unseen until it is laid out). Everything else in Duel is public.

Besides the position, a view carries what a table draws and would otherwise compute
from the rules: the family's common keys (``names``, ``legal``, ``winners``,
``events``...), the offer (``engine.duel.offers``: each available card and wonder
priced for the viewer, or for the player to move when the viewer is a spectator, with
the reason in words), the conflict track (``engine.duel.military.track``), each
city's science symbols counted, the structure's extent (``layout``) and, once
the game is over, what made each cell of the score pad (``score_lines``); ``glance``:
each city's way to either supremacy (``engine.duel.glance``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..moments import moments
from ..seats import check_seat
from .data import CARDS, COLORS, PURPLE, RESOURCES, SCIENCE, TOKENS, WONDERS
from .glance import glance
from .military import track
from .offers import offer
from .outcomes import facts
from .phases import DESTROY, DRAFT, LIBRARY, OVER, PHASES, PLAY, TOKEN
from .science import distinct
from .score_detail import score_lines
from .structure import LAYOUTS

if TYPE_CHECKING:
    from .state import DuelState


def _names(items: list[Any], ids: list[int]) -> list[str]:
    return [items[i].name for i in ids]


def view(state: DuelState, player: int | None) -> dict[str, Any]:
    """What ``player`` (0, 1, or None for a spectator) may see. Face-down cards of the
    structure, the removed cards, the later Ages' decks, the undrafted wonders and the
    tokens set aside are hidden; the Great Library's draw is shown only to the player
    choosing from it."""
    if player is not None:
        check_seat(player, 2)
    st = state
    victory = st.victory()
    names = list(st.config["names"])
    # the legal moves as data (``outcomes.facts``), in the order of their texts
    moves = ([facts(m) for m in sorted(st.legal_actions(player), key=lambda m: m.text)]
             if player is not None else [])
    out: dict[str, Any] = {
        "game": "duel",
        "viewer": player,
        "names": names,
        "config": {k: list(v) if isinstance(v, list) else v for k, v in st.config.items()},
        "age": st.age,
        "phase": PHASES[st.phase],
        "current_players": st.current_players(),
        "players": [_city(st, p) for p in (0, 1)],
        "pawn": st.pawn,
        "military_tokens": [[st.loot[q * 2 + i] for i in range(2) if st.loot[q * 2 + i]]
                            for q in (0, 1)],
        "board_tokens": _names(TOKENS, st.board_tokens),
        "box_tokens": len(st.box_tokens),
        "structure": _structure(st),
        "discard": _names(CARDS, st.discard),
        "removed_wonders": _names(WONDERS, st.removed_wonders),
        "wonders_built": st.nbuilt,
        "extra_turn": st.extra,
        "log": [[p, t] for p, t in st.log],
        "terminal": st.phase == OVER,
        "victory": victory,
        "winners": _winners(victory),
        "scores": st.scores(),
        "events": st.events,
        "legal": [m["text"] for m in moves],
        "moves": moves,
        "military": track(st.pawn, st.loot),
        "glance": [glance(st, p) for p in (0, 1)],
        "layout": _extent(st.age),
    }
    if st.phase == PLAY:
        who = player if player is not None else st.player
        out["offer"] = offer(st, who, "you" if who == player else names[who])
    if st.phase == DRAFT:
        out["draft"] = {"round": st.draft_round, "step": st.draft_step,
                        "pool": _names(WONDERS, st.draft_pool)}
    if st.phase == LIBRARY:
        out["library"] = (_names(TOKENS, st.library) if player == st.player
                          else None)
        out["library_size"] = len(st.library)
    if st.phase == DESTROY:
        out["destroy_color"] = COLORS[st.destroy_color]
    if st.phase == TOKEN:
        # "Vetenskap & utveckling": the symbol whose pair lets the player take a token
        out["pair"] = SCIENCE[st.pair] if st.pair >= 0 else None
    if st.phase == OVER:
        out["score_lines"] = [score_lines(st, p) for p in (0, 1)]
        out["moments"] = moments(st, out["score_lines"])  # the debrief (``engine.moments``)
    return out


def _winners(victory: dict[str, Any] | None) -> list[int]:
    """The winners once the game is over (both players for a shared victory)."""
    if not victory:
        return []
    w = victory["winner"]
    return [0, 1] if w is None else [w]


def _extent(age: int) -> dict[str, float] | None:
    """The structure's extent on the half-card grid, taken or not (so a table never
    shifts the cards as they go): the leftmost ``x``, the width and the rows."""
    if not age:
        return None
    cells = LAYOUTS[age].cells
    xs = [c - r / 2 for r, c in cells]
    return {"x0": min(xs), "cols": max(xs) - min(xs) + 1,
            "rows": max(r for r, _c in cells) + 1}


def _city(st: DuelState, p: int) -> dict[str, Any]:
    """Player p's city: all public (coins, cards, wonders and the cards under them,
    tokens, production, prices at the bank, science symbols)."""
    built = st.wbuilt[p]
    wonders = []
    for w in st.wonders[p]:
        if w in built:
            c = st.tucked[p][built.index(w)]
            wonders.append({"name": WONDERS[w].name, "built": True,
                            "card": CARDS[c].name if c >= 0 else None})
        else:
            wonders.append({"name": WONDERS[w].name, "built": False, "card": None})
    return {
        "name": st.config["names"][p],
        "coins": st.coins[p],
        "cards": _names(CARDS, st.cards[p]),
        "wonders": wonders,
        "tokens": _names(TOKENS, st.tokens[p]),
        "science": [SCIENCE[i] for i, n in enumerate(st.sci[p]) if n],
        "production": {RESOURCES[r]: st.prod[p][r] for r in range(5) if st.prod[p][r]},
        "prices": dict(zip(RESOURCES, st.prices(p))),
        "science_counts": {SCIENCE[i]: n for i, n in enumerate(st.sci[p]) if n},
        "science_distinct": distinct(st.sci[p]),
    }


def _structure(st: DuelState) -> list[dict[str, Any] | None]:
    """The Age's slots (None once taken); a face-down card's name is hidden, not its
    back: the guilds have a back of their own ("guild"; the others "age"), so which
    face-down cards of Age III are guilds is public, as on the table. A card still
    covered lists the slots covering it (``covered_by``: why it cannot be taken)."""
    slots: list[dict[str, Any] | None] = []
    if not st.age:
        return slots
    layout = LAYOUTS[st.age]
    for s, (r, col) in enumerate(layout.cells):
        c = st.slots[s]
        if c < 0:
            slots.append(None)
            continue
        up = st.face_up[s]
        slots.append({"slot": s, "row": r, "col": col, "x": col - r / 2, "face_up": up,
                      "card": CARDS[c].name if up else None,
                      "back": "guild" if CARDS[c].color == PURPLE else "age",
                      "available": st.ncov[s] == 0,
                      "covered_by": [t for t in layout.covered_by[s] if st.slots[t] >= 0]})
    return slots


def catalogue() -> dict[str, Any]:
    """Every card, wonder and progress token as printed (engine/data/duel.json), by
    name, for the page's card faces and tooltips."""
    from .data import DATA

    return {kind: {item["name"]: item for item in DATA.raw[kind]}
            for kind in ("cards", "wonders", "tokens")}

