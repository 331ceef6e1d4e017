"""Views (what a player may see) and determinization (for search bots).

A view is plain JSON-able data. It hides what the viewer may not see (rulebook:
face-down cards are unknown until uncovered; the 3 cards per Age and the 4 unused
guilds are removed unseen; progress tokens set aside stay hidden, except the 3 the
Great Library draws, which only the drawing player sees; the second group of draft
wonders is unseen until it is laid out). Everything else in Duel is public.

``determinize(view, seed)`` builds a full ``DuelState`` consistent with a view: the
hidden cards are sampled from the cards not yet seen (keeping Age III's 3 guilds),
later Ages are dealt afresh, unseen draft wonders and hidden tokens are drawn at
random. Its log starts empty: it is a state for search, not a replayable save.
"""

from __future__ import annotations

from typing import Any

from ..errors import PositionError
from ..rng import Rng
from .data import CARDS, COLORS, DATA, RESOURCES, SCIENCE, TOKENS, WONDERS
from .shuffle import shuffle
from .state import DESTROY, DRAFT, LIBRARY, OVER, PHASES, DuelState
from .structure import LAYOUTS


def _names(items: list[Any], ids: list[int]) -> list[str]:
    return [items[i].name for i in ids]


def view(state: DuelState, player: int | None) -> dict[str, Any]:
    """The view of ``player`` (0, 1, or None for a spectator)."""
    if player not in (0, 1, None):
        raise ValueError(f"a Duel view is for player 0, 1 or None, not {player!r}")
    st = state
    players = []
    for p in (0, 1):
        built = st.wbuilt[p]
        wonders = []
        for w in st.wonders[p]:
            if w in built:
                c = st.tucked[p][built.index(w)]
                wonders.append({"name": WONDERS[w].name, "built": True,
                                "card": CARDS[c].name if c >= 0 else None})
            else:
                wonders.append({"name": WONDERS[w].name, "built": False, "card": None})
        players.append({
            "name": st.config["names"][p],
            "coins": st.coins[p],
            "cards": _names(CARDS, st.cards[p]),
            "wonders": wonders,
            "tokens": _names(TOKENS, st.tokens[p]),
            "science": [SCIENCE[i] for i, n in enumerate(st.sci[p]) if n],
            "production": {RESOURCES[r]: st.prod[p][r] for r in range(5) if st.prod[p][r]},
            "prices": dict(zip(RESOURCES, st.prices(p))),
        })
    slots: list[dict[str, Any] | None] = []
    if st.age:
        layout = LAYOUTS[st.age]
        for s, (r, col) in enumerate(layout.cells):
            c = st.slots[s]
            if c < 0:
                slots.append(None)
                continue
            up = st.face_up[s]
            slots.append({"slot": s, "row": r, "col": col, "face_up": up,
                          "card": CARDS[c].name if up else None,
                          "available": st.ncov[s] == 0})
    out: dict[str, Any] = {
        "game": "duel",
        "viewer": player,
        "config": {k: list(v) if isinstance(v, list) else v for k, v in st.config.items()},
        "age": st.age,
        "phase": PHASES[st.phase],
        "current_players": st.current_players(),
        "players": players,
        "pawn": st.pawn,
        "military_tokens": [[st.loot[q * 2 + i] for i in range(2) if st.loot[q * 2 + i]]
                            for q in (0, 1)],
        "board_tokens": _names(TOKENS, st.board_tokens),
        "box_tokens": len(st.box_tokens),
        "structure": slots,
        "discard": _names(CARDS, st.discard),
        "removed_wonders": _names(WONDERS, st.removed_wonders),
        "wonders_built": st.nbuilt,
        "extra_turn": st.extra,
        "log": [[p, t] for p, t in st.log],
        "terminal": st.phase == OVER,
        "victory": st.victory(),
        "scores": st.scores(),
    }
    if st.phase == DRAFT:
        out["draft"] = {"round": st.draft_round, "step": st.draft_step,
                        "pool": _names(WONDERS, st.draft_pool)}
    if st.phase == LIBRARY:
        out["library"] = (_names(TOKENS, st.library) if player == st.player
                          else None)
        out["library_size"] = len(st.library)
    if st.phase == DESTROY:
        out["destroy_color"] = COLORS[st.destroy_color]
    return out


def determinize(view: dict[str, Any], seed: int) -> DuelState:
    """A full state consistent with ``view``, the hidden parts sampled with ``seed``."""
    try:
        return _determinize(view, seed)
    except (KeyError, TypeError, IndexError, ValueError, AttributeError) as exc:
        if isinstance(exc, PositionError):
            raise
        raise PositionError(f"not a Duel view: {exc!r}") from None


def _determinize(view: dict[str, Any], seed: int) -> DuelState:
    if view.get("game") != "duel":
        raise PositionError("not a Duel view")
    from . import normalise_config

    st = DuelState(normalise_config(view["config"]), seed)
    rng: Rng = st.rng
    st.phase = PHASES.index(view["phase"])
    cur = view["current_players"]
    st.player = cur[0] if cur else 0
    st.age = view["age"]
    st.pawn = view["pawn"]
    st.loot = [0, 0, 0, 0]
    for q in (0, 1):
        for amount in view["military_tokens"][q]:
            st.loot[q * 2 + (0 if amount == 2 else 1)] = amount
    seen: set[int] = set()
    seen_wonders: set[int] = set()
    known_tokens: set[int] = set()
    for p, pv in enumerate(view["players"]):
        st.coins[p] = pv["coins"]
        st.cards[p] = [DATA.card_id(n) for n in pv["cards"]]
        seen.update(st.cards[p])
        st.tokens[p] = [DATA.token_id(n) for n in pv["tokens"]]
        known_tokens.update(st.tokens[p])
        for wv in pv["wonders"]:
            w = DATA.wonder_id(wv["name"])
            seen_wonders.add(w)
            st.wonders[p].append(w)
            if wv["built"]:
                st.wbuilt[p].append(w)
                c = DATA.card_id(wv["card"]) if wv.get("card") else -1
                st.tucked[p].append(c)
                if c >= 0:
                    seen.add(c)
    st.discard = [DATA.card_id(n) for n in view["discard"]]
    seen.update(st.discard)
    st.removed_wonders = [DATA.wonder_id(n) for n in view["removed_wonders"]]
    seen_wonders.update(st.removed_wonders)
    st.board_tokens = [DATA.token_id(n) for n in view["board_tokens"]]
    known_tokens.update(st.board_tokens)
    st.extra = bool(view["extra_turn"])
    if "destroy_color" in view:
        st.destroy_color = COLORS.index(view["destroy_color"])
    victory = view.get("victory")
    if victory:
        st.victory_type = victory["type"]
        st.winner = victory["winner"]
    # the structure: visible cards kept, face-down ones sampled from the unseen
    if st.age:
        layout = LAYOUTS[st.age]
        slots = view["structure"]
        st.slots = [-1] * layout.size
        st.face_up = [True] * layout.size
        hidden: list[int] = []
        for s, sv in enumerate(slots):
            if sv is None:
                continue
            if sv["face_up"]:
                st.slots[s] = DATA.card_id(sv["card"])
                seen.add(st.slots[s])
            else:
                st.face_up[s] = False
                hidden.append(s)
        pool = [c for c in DATA.age_cards[st.age] if c not in seen]
        shuffle(rng, pool)
        fill: list[int] = []
        if st.age == 3:
            guilds = [g for g in DATA.guilds if g not in seen]
            shuffle(rng, guilds)
            need = DATA.guilds_in_age_3 - (len(DATA.guilds) - len(guilds))
            need = max(0, min(need, len(hidden)))
            fill = guilds[:need]
            st.removed[2] = guilds[need:]
        fill += pool[:len(hidden) - len(fill)]
        used = set(fill)
        st.removed[st.age - 1] += [c for c in pool if c not in used]
        if len(fill) < len(hidden):
            raise PositionError("the view hides more cards than remain unseen")
        shuffle(rng, fill)
        for s, c in zip(hidden, fill):
            st.slots[s] = c
        st.slot_of = [-1] * len(CARDS)
        for s, c in enumerate(st.slots):
            if c >= 0:
                st.slot_of[c] = s
        present = [c >= 0 for c in st.slots]
        st.ncov = [sum(1 for t in layout.covered_by[s] if present[t])
                   for s in range(layout.size)]
        st.avail = [s for s in range(layout.size) if present[s] and not st.ncov[s]]
        st.remaining = sum(present)
        for age in range(st.age + 1, 4):
            st.deal_deck(age)
    else:
        for age in (1, 2, 3):
            st.deal_deck(age)
    # the draft: the unseen second group is drawn from the wonders not yet seen
    if st.phase == DRAFT:
        d = view["draft"]
        st.draft_round = d["round"]
        st.draft_step = d["step"]
        st.draft_pool = [DATA.wonder_id(n) for n in d["pool"]]
        seen_wonders.update(st.draft_pool)
        if st.draft_round == 0:
            rest = [w for w in range(len(WONDERS)) if w not in seen_wonders]
            shuffle(rng, rest)
            st.draft_groups = [[], rest[:DATA.draft_group_size]]
    # tokens set aside: what the viewer may know, the rest sampled
    unknown = [t for t in range(len(TOKENS)) if t not in known_tokens]
    shuffle(rng, unknown)
    nbox = view["box_tokens"]
    if st.phase == LIBRARY:
        shown = view.get("library")
        if shown:
            lib = [DATA.token_id(n) for n in shown]
        else:
            lib = unknown[:view["library_size"]]
        others = [t for t in unknown if t not in lib]
        st.library = sorted(lib)
        st.box_tokens = sorted(lib + others[:nbox - len(lib)])
    else:
        st.box_tokens = sorted(unknown[:nbox])
    st.recompute()
    return st
