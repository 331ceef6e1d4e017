"""Determinization: a full ``DuelState`` consistent with a player's view (for search).

The view hides the face-down cards of the structure, the cards removed unseen (3 per
Age, and the 4 unused guilds), the later Ages' decks, the second group of draft
wonders until it is laid out and the progress tokens set aside (rulebook:
"Förberedelse", "Organisering av kortstrukturer"). ``determinize(view, seed)`` keeps
everything the view shows and samples the rest with ``seed``: the hidden cards from
the cards not yet seen (Age III keeping its 3 guilds, under the guild backs the view
shows), later Ages dealt afresh when each begins (``DuelState.start_age``), the
unseen draft wonders and hidden tokens drawn at random. Its log starts empty: it is a
state for search, not a replayable save.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from ..errors import PositionError
from ..rng import Rng
from .config import normalise_config
from .data import CARDS, COLORS, DATA, PURPLE, SCIENCE, TOKENS, WONDERS
from .state import DRAFT, LIBRARY, PHASES, DuelState
from .structure import LAYOUTS


def determinize(view: dict[str, Any], seed: int, guild_backs: bool = True) -> DuelState:
    """A full state consistent with ``view``, the hidden parts sampled with ``seed``;
    ``guild_backs=False`` samples the face-down cards of Age III without their backs
    (the guilds anywhere among them: what Duel's bots sample)."""
    try:
        return _determinize(view, seed, guild_backs)
    except (KeyError, TypeError, IndexError, ValueError, AttributeError) as exc:
        if isinstance(exc, PositionError):
            raise
        raise PositionError(f"not a Duel view: {exc!r}") from None


def determinizer(view: dict[str, Any],
                 guild_backs: bool = True) -> Callable[[int], DuelState]:
    """``determinize(view, seed)`` for many seeds (a search samples one a move): the
    view is read once, and each seed's state is a copy of what it shows with the
    hidden parts sampled as ``determinize`` samples them (the same state, seed for
    seed)."""
    try:
        known = _known(view, 0)
        base, seen, seen_wonders, known_tokens = known
        shown = _shown(view, seen, guild_backs) if base.age else None
        base.recompute()  # the cities are the view's in every sample
    except (KeyError, TypeError, IndexError, ValueError, AttributeError) as exc:
        if isinstance(exc, PositionError):
            raise
        raise PositionError(f"not a Duel view: {exc!r}") from None

    def sample(seed: int) -> DuelState:
        st = base.clone()
        st.seed = seed
        st.rng = Rng(seed)
        st.decks = [[], [], []]
        st.removed = [[], [], []]
        try:
            return _hidden(st, view, set(seen), set(seen_wonders), known_tokens,
                           guild_backs, shown)
        except (KeyError, TypeError, IndexError, ValueError, AttributeError) as exc:
            if isinstance(exc, PositionError):
                raise
            raise PositionError(f"not a Duel view: {exc!r}") from None

    return sample


def _known(view: dict[str, Any], seed: int) -> tuple[DuelState, set[int], set[int],
                                                      set[int]]:
    """A state holding what ``view`` shows (nothing sampled yet), and the cards,
    wonders and tokens seen."""
    if view.get("game") != "duel":
        raise PositionError("not a Duel view")

    # a table set up from a position keeps it in its config (``saves.from_position``):
    # the set-up's options are the others
    config = dict(view["config"])
    position = config.pop("position", None)
    st = DuelState(normalise_config(config), seed)
    if position is not None:
        st.config = {**st.config, "position": position}
    _board(st, view)
    seen, seen_wonders, known_tokens = _cities(st, view)
    return st, seen, seen_wonders, known_tokens


def _determinize(view: dict[str, Any], seed: int, guild_backs: bool) -> DuelState:
    st, seen, seen_wonders, known_tokens = _known(view, seed)
    return _hidden(st, view, seen, seen_wonders, known_tokens, guild_backs)


def _hidden(st: DuelState, view: dict[str, Any], seen: set[int], seen_wonders: set[int],
            known_tokens: set[int], guild_backs: bool,
            shown: Shown | None = None) -> DuelState:
    """``st`` (what the view shows) with the hidden parts sampled from its generator;
    ``shown``: the structure as ``_shown`` reads it (its cards in ``seen`` already)
    and the cities' derived fields made (``recompute``), else both done here."""
    if st.age:  # (the later Ages' decks are dealt when each begins: ``start_age``)
        _structure(st, seen, shown or _shown(view, seen, guild_backs))
    if st.phase == DRAFT:
        _draft(st, view, seen_wonders)
    _tokens(st, view, known_tokens)
    if shown is None:
        st.recompute()
    return st


def _board(st: DuelState, view: dict[str, Any]) -> None:
    """The public board: phase, player to move, Age, pawn, looting tokens, tokens on
    the board, the discard pile, the pending effects and the victory."""
    st.phase = PHASES.index(view["phase"])
    cur = view["current_players"]
    st.player = cur[0] if cur else 0
    st.age = view["age"]
    st.pawn = view["pawn"]
    st.loot = [0, 0, 0, 0]
    for q in (0, 1):
        for amount in view["military_tokens"][q]:
            st.loot[q * 2 + (0 if amount == 2 else 1)] = amount
    st.discard = [DATA.card_id(n) for n in view["discard"]]
    st.removed_wonders = [DATA.wonder_id(n) for n in view["removed_wonders"]]
    st.board_tokens = [DATA.token_id(n) for n in view["board_tokens"]]
    st.extra = bool(view["extra_turn"])
    if "destroy_color" in view:
        st.destroy_color = COLORS.index(view["destroy_color"])
    if view.get("pair") in SCIENCE:
        st.pair = SCIENCE.index(view["pair"])
    victory = view.get("victory")
    if victory:
        st.victory_type = victory["type"]
        st.winner = victory["winner"]


def _cities(st: DuelState, view: dict[str, Any]) -> tuple[set[int], set[int], set[int]]:
    """Both cities (coins, cards, tokens, wonders and the cards under them); returns
    the cards, wonders and tokens seen so far."""
    seen: set[int] = set(st.discard)
    seen_wonders: set[int] = set(st.removed_wonders)
    known_tokens: set[int] = set(st.board_tokens)
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
    return seen, seen_wonders, known_tokens


class Frame(NamedTuple):
    """What every sample of one view's structure shares, each list copied into a
    sample: the slots and where each card lies with the face-up cards in place, which
    slots are face up, how many cards cover each slot, the available slots and the
    number of cards left (the face-down slots are filled in every sample)."""

    slots: list[int]
    slot_of: list[int]
    face_up: list[bool]
    ncov: list[int]
    avail: list[int]
    remaining: int


#: the structure a view shows: its face-up cards (slot, card), its face-down slots,
#: those of them under a guild back, and what every sample of it shares
Shown = tuple[list[tuple[int, int]], list[int], set[int], Frame]


def _shown(view: dict[str, Any], seen: set[int], guild_backs: bool) -> Shown:
    """The structure ``view`` shows (``Shown``); its face-up cards join ``seen``."""
    up: list[tuple[int, int]] = []
    hidden: list[int] = []
    guild_slots: set[int] = set()
    for s, sv in enumerate(view["structure"]):
        if sv is None:
            continue
        if sv["face_up"]:
            c = DATA.card_id(sv["card"])
            up.append((s, c))
            seen.add(c)
        else:
            hidden.append(s)
            if guild_backs and sv.get("back") == "guild":
                guild_slots.add(s)
    layout = LAYOUTS[view["age"]]
    slots = [-1] * layout.size
    slot_of = [-1] * len(CARDS)
    face_up = [True] * layout.size
    present = [False] * layout.size
    for s, c in up:
        slots[s] = c
        slot_of[c] = s
        present[s] = True
    for s in hidden:
        face_up[s] = False
        present[s] = True
    ncov, avail = layout.cover(present)
    return up, hidden, guild_slots, Frame(slots, slot_of, face_up, ncov, avail, sum(present))


def _structure(st: DuelState, seen: set[int], shown: Shown) -> None:
    """The Age's structure: visible cards kept, face-down ones sampled from the
    cards not yet seen (in Age III, the guilds not seen fill the guilds' places)."""
    _up, hidden, guild_slots, frame = shown
    st.slots = slots = frame.slots[:]
    st.slot_of = slot_of = frame.slot_of[:]
    st.face_up = frame.face_up[:]
    for s, c in zip(hidden, _by_backs(_hidden_cards(st, seen, len(hidden)), hidden,
                                      guild_slots)):
        slots[s] = c
        slot_of[c] = s
    st.ncov = frame.ncov[:]
    st.avail = frame.avail[:]
    st.remaining = frame.remaining


def _by_backs(fill: list[int], hidden: list[int], guild_backs: set[int]) -> list[int]:
    """The sampled cards reordered so that the guilds lie under the guild backs the
    view shows (in the order drawn; no further draw), when the counts agree."""
    guilds = [c for c in fill if CARDS[c].color == PURPLE]
    if not guild_backs or len(guilds) != len(guild_backs):
        return fill
    others = iter(c for c in fill if CARDS[c].color != PURPLE)
    drawn = iter(guilds)
    return [next(drawn) if s in guild_backs else next(others) for s in hidden]


def _hidden_cards(st: DuelState, seen: set[int], nhidden: int) -> list[int]:
    """``nhidden`` unseen cards of the Age, shuffled; the rest are removed unseen."""
    rng = st.rng
    pool = [c for c in DATA.age_cards[st.age] if c not in seen]
    rng.shuffle_one_draw(pool)
    fill: list[int] = []
    if st.age == 3:
        guilds = [g for g in DATA.guilds if g not in seen]
        rng.shuffle_one_draw(guilds)
        need = DATA.guilds_in_age_3 - (len(DATA.guilds) - len(guilds))
        need = max(0, min(need, nhidden))
        fill = guilds[:need]
        st.removed[2] = guilds[need:]
    fill += pool[:nhidden - len(fill)]
    used = set(fill)
    st.removed[st.age - 1] += [c for c in pool if c not in used]
    if len(fill) < nhidden:
        raise PositionError("the view hides more cards than remain unseen")
    if st.age == 3:  # the guilds drawn, then the Age's cards: mixed (else in pool order)
        rng.shuffle_one_draw(fill)
    return fill


def _draft(st: DuelState, view: dict[str, Any], seen_wonders: set[int]) -> None:
    """The wonder draft: the unseen second group drawn from the wonders not yet seen."""
    d = view["draft"]
    st.draft_round = d["round"]
    st.draft_step = d["step"]
    st.draft_pool = [DATA.wonder_id(n) for n in d["pool"]]
    seen_wonders.update(st.draft_pool)
    if st.draft_round == 0:
        rest = [w for w in range(len(WONDERS)) if w not in seen_wonders]
        st.rng.shuffle_one_draw(rest)
        st.draft_groups = [[], rest[:DATA.draft_group_size]]


def _tokens(st: DuelState, view: dict[str, Any], known_tokens: set[int]) -> None:
    """Tokens set aside: what the viewer may know (the Great Library's draw, to the
    player drawing), the rest sampled from the tokens not seen."""
    unknown = [t for t in range(len(TOKENS)) if t not in known_tokens]
    st.rng.shuffle_one_draw(unknown)
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
