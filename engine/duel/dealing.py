"""Dealing: the set-up, the Age decks and structures, the wonder draft and taking a
card from the structure ("Förberedelse", "Val av Underverk", "Organisering av
kortstrukturer"), as functions over the fields of a state that ``Dealt`` declares.
The draft's picks are ``engine.duel.gains``."""

from __future__ import annotations

from typing import Protocol

from ..rng import Rng
from .city import Owned, recompute
from .data import (
    DATA,
    TOKENS,
    WONDERS,
)
from .phases import DRAFT, DRAFT_ORDER, NCARDS, PLAY
from .structure import LAYOUTS


class Dealt(Owned, Protocol):
    """What dealing reads and writes of a state, besides the cities (``Owned``): the
    generator, the tokens on the board and in the box, the wonder draft, the Age's
    decks and structure, the phase and the player to move."""

    age: int
    avail: list[int]
    board_tokens: list[int]
    box_tokens: list[int]
    decks: list[list[int]]
    draft_groups: list[list[int]]
    draft_pool: list[int]
    draft_round: int
    draft_step: int
    face_up: list[bool]
    ncov: list[int]
    phase: int
    player: int
    remaining: int
    removed: list[list[int]]
    rng: Rng
    slot_of: list[int]
    slots: list[int]


def start(state: Dealt, wonders: str) -> None:
    """Set up the table ("Förberedelse"): tokens, coins, wonders, the Age decks."""
    rng = state.rng
    toks = list(range(len(TOKENS)))
    rng.shuffle_one_draw(toks)
    state.board_tokens = sorted(toks[:DATA.board_tokens])
    state.box_tokens = sorted(toks[DATA.board_tokens:])
    if wonders == "first-game":
        state.wonders = [list(DATA.first_game[0]), list(DATA.first_game[1])]
        state.draft_groups = [[], []]
    else:
        ws = list(range(len(WONDERS)))
        rng.shuffle_one_draw(ws)
        n = DATA.draft_group_size
        state.draft_groups = [ws[:n], ws[n:2 * n]]
    for age in (1, 2, 3):
        deal_deck(state, age)
    if wonders == "first-game":
        recompute(state)
        start_age(state, 1)
    else:
        state.phase = DRAFT
        state.draft_round = 0
        state.draft_step = 0
        state.draft_pool = list(state.draft_groups[0])
        state.player = DRAFT_ORDER[0][0]
        recompute(state)


def deal_deck(state: Dealt, age: int) -> None:
    """Build one Age's deck: 3 cards removed unseen; Age III gets 3 of the 7
    guilds ("En korthög per Tidsålder"). The decks and removed cards are replaced,
    not changed in place: copies share them (``DuelState.REPLACED_ON_CHANGE``)."""
    rng = state.rng
    cards = list(DATA.age_cards[age])
    rng.shuffle_one_draw(cards)
    k = DATA.removed_per_age
    removed = cards[:k]
    deck = cards[k:]
    if age == 3:
        guilds = list(DATA.guilds)
        rng.shuffle_one_draw(guilds)
        deck += guilds[:DATA.guilds_in_age_3]
        removed += guilds[DATA.guilds_in_age_3:]
        rng.shuffle_one_draw(deck)
    state.decks = [deck if a == age else d for a, d in enumerate(state.decks, 1)]
    state.removed = [removed if a == age else r for a, r in enumerate(state.removed, 1)]


def start_age(state: Dealt, age: int) -> None:
    """Lay out the Age's structure from its deck, face up and face down; a deck not
    dealt yet (a state sampled for search, ``engine.duel.determinize``) is dealt
    now, from the state's generator."""
    if not state.decks[age - 1]:
        deal_deck(state, age)
    layout = LAYOUTS[age]
    state.age = age
    state.slots = list(state.decks[age - 1])
    state.face_up = list(layout.face_up)
    state.ncov = list(layout.ncover)
    state.avail = [s for s in range(layout.size) if not layout.ncover[s]]
    slot_of = state.slot_of = [-1] * NCARDS
    for s, c in enumerate(state.slots):
        slot_of[c] = s
    state.remaining = layout.size
    state.phase = PLAY


def take(state: Dealt, c: int) -> None:
    """Remove card c from the structure; uncovered cards turn face up."""
    s = state.slot_of[c]
    slots = state.slots
    avail = state.avail
    slots[s] = -1
    avail.remove(s)
    state.remaining -= 1
    ncov = state.ncov
    for t in LAYOUTS[state.age].covers[s]:
        ncov[t] -= 1
        if not ncov[t] and slots[t] >= 0:  # (a position may leave slots empty)
            state.face_up[t] = True
            avail.append(t)
