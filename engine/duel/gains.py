"""What a player gains and the choices it opens: a card ("Kort"), a wonder ("Bygga ett
Underverk"), a progress token, a drafted wonder ("Val av Underverk"), an opponent's
card destroyed: functions over the fields of a state that ``Gaining`` declares; each
ends the turn, or opens the choice that ends it.
"""

from __future__ import annotations

from typing import Protocol

from .city import add_static, count, recompute
from .data import BROWN, CARDS, GREY, RED, TOKENS, WONDERS
from .dealing import start_age
from .ending import Ended, end_turn, move_pawn, science, turn_event
from .phases import (
    DESTROY,
    DRAFT_ORDER,
    LIBRARY,
    MAUSOLEUM,
    MAX_BUILT,
    PLAY,
    TOKEN,
    added,
    removed,
)
from .pricing import Priced, dirty


class Gaining(Ended, Priced, Protocol):
    """What gaining reads and writes of a state, besides what ending and pricing do:
    the discard pile, the wonders tucked, removed or drawn (the Great Library's
    tokens) and the colour a destroying wonder asks for."""

    destroy_color: int
    discard: list[int]
    library: list[int]
    removed_wonders: list[int]
    tucked: list[list[int]]


def draft(state: Gaining, p: int, w: int) -> None:
    """"Val av Underverk": 4 wonders; the first picker takes 1, the other 2, the
    first picker the last one; then 4 more with the other player picking first.
    Each pick is a turn of its own; the end of the draft is reported as the end of
    "Age 0" (the table's draft summary)."""
    turn_event(state)
    state.draft_pool = [x for x in state.draft_pool if x != w]
    state.wonders = added(state.wonders, p, w)
    state.wleft = added(state.wleft, p, w)
    order = DRAFT_ORDER[state.draft_round]
    state.draft_step += 1
    if state.draft_step < len(order):
        state.player = order[state.draft_step]
        return
    last = order[0]
    for left in state.draft_pool:  # the last wonder goes to the first picker
        state.wonders = added(state.wonders, last, left)
        state.wleft = added(state.wleft, last, left)
    state.draft_pool = []
    state.draft_round += 1
    state.draft_step = 0
    if state.draft_round < len(DRAFT_ORDER):
        state.draft_pool = list(state.draft_groups[state.draft_round])
        state.player = DRAFT_ORDER[state.draft_round][0]
    else:
        state.player = 0  # the first player begins Age I
        state._events.append({"kind": "age", "age": 0})
        start_age(state, 1)


def gain_card(state: Gaining, p: int, c: int, by_chain: bool) -> None:
    """Put card c in p's city and apply its effects (may open a token choice or
    end the game)."""
    card = CARDS[c]
    state.cards[p].append(c)
    add_static(state, p, card)
    if card.makes_production:
        dirty(state, p)
        if card.color == BROWN or card.color == GREY:
            dirty(state, 1 - p)  # the opponent's prices go up
    if by_chain and state.chain_coins[p]:
        state.coins[p] += state.chain_coins[p]  # Urbanism
    if card.gives_coins:
        state.coins[p] += card.coins
        if card.coins_per is not None:
            spec, n = card.coins_per
            state.coins[p] += n * count(state, p, spec)
        if card.majority_coins is not None:
            spec, n = card.majority_coins
            state.coins[p] += n * max(count(state, 0, spec), count(state, 1, spec))
    if card.shields:
        bonus = state.red_bonus[p] if card.color == RED else 0
        if move_pawn(state, p, card.shields + bonus):
            return
    if card.science >= 0:
        science(state, p, card.science)


def gain_token(state: Gaining, p: int, t: int) -> None:
    token = TOKENS[t]
    state.tokens = added(state.tokens, p, t)
    add_static(state, p, token)
    if token.makes_production:
        dirty(state, p)
    state.coins[p] += token.coins
    if token.science >= 0:
        science(state, p, token.science)


def build_wonder(state: Gaining, p: int, w: int, c: int) -> None:
    """"Bygga ett Underverk": (paid already) tuck the card under the wonder; its
    effects apply at once. Only 7 wonders are built in a game."""
    wonder = WONDERS[w]
    state.wleft = removed(state.wleft, p, w)
    state.wbuilt = added(state.wbuilt, p, w)
    state.tucked = added(state.tucked, p, c)
    state.nbuilt += 1
    if state.nbuilt == MAX_BUILT:  # "Inte fler än 7 Underverk!"
        for q in (0, 1):
            for left in state.wleft[q]:
                state.wonders = removed(state.wonders, q, left)
                state.removed_wonders = state.removed_wonders + [left]
        state.wleft = [[], []]
    add_static(state, p, wonder)
    if wonder.makes_production:
        dirty(state, p)
    state.coins[p] += wonder.coins
    if wonder.opponent_loses:
        state.coins[1 - p] = max(0, state.coins[1 - p] - wonder.opponent_loses)
    if wonder.extra_turn or state.theology[p]:
        state.extra = True
    if wonder.shields and move_pawn(state, p, wonder.shields):
        return
    o = 1 - p
    if wonder.destroy >= 0:
        if any(CARDS[x].color == wonder.destroy for x in state.cards[o]):
            state.phase = DESTROY
            state.destroy_color = wonder.destroy
    elif wonder.build_discarded:
        if state.discard:
            state.phase = MAUSOLEUM
    elif wonder.draw_tokens:
        box = list(state.box_tokens)
        state.rng.shuffle_one_draw(box)
        state.library = sorted(box[:wonder.draw_tokens])
        if state.library:
            state.phase = LIBRARY
    if state.phase == PLAY:
        end_turn(state)


def destroy(state: Gaining, p: int, c: int) -> None:
    o = 1 - p
    state.cards[o].remove(c)
    state.discard.append(c)
    recompute(state)  # the opponent's production changes; both prices may change
    state.phase = PLAY
    state.destroy_color = -1
    end_turn(state)


def choose_token(state: Gaining, p: int, t: int) -> None:
    if state.phase == TOKEN:
        state.board_tokens = [x for x in state.board_tokens if x != t]
    else:  # The Great Library: the other two go back to the box
        drawn = state.library
        state.box_tokens = [x for x in state.box_tokens if x not in drawn]
        state.library = []
    state.phase = PLAY
    gain_token(state, p, t)
    if state.phase == PLAY:
        end_turn(state)
