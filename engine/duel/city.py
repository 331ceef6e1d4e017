"""A city's cards, wonders and progress tokens and their effects ("Kort",
"Bygga ett Underverk", progress tokens): what each city owns and what it makes, as
functions over the fields of a state that ``Owned`` declares. What gaining a card, a
wonder or a token does next is ``engine.duel.gains``."""

from __future__ import annotations

from typing import Any, Protocol

from .data import (
    CARDS,
    COUNT_COINS,
    COUNT_WONDERS,
    TOKENS,
    WONDERS,
)
from .phases import with_


class Owned(Protocol):
    """What each city owns (cards, wonders, tokens, coins) and what is derived from it
    (``recompute``): production, colours, science symbols, chains, discounts and the
    tokens' lasting effects; ``_cc``, the cost tables, emptied when it is rebuilt."""

    chains: list[int]
    coins: list[int]
    disc_blue: list[int]
    disc_wonder: list[int]
    economy: list[bool]
    ngoods: list[int]
    nraw: list[int]
    prod: list[list[int]]
    trade: list[int]
    cards: list[list[int]]
    chain_coins: list[int]
    nbuilt: int
    ncolor: list[list[int]]
    red_bonus: list[int]
    sci: list[list[int]]
    theology: list[bool]
    tokens: list[list[int]]
    wbuilt: list[list[int]]
    wleft: list[list[int]]
    wonders: list[list[int]]
    _cc: list[dict[int, Any] | None]


def recompute(state: Owned) -> None:
    """Rebuild every derived field (production, colours, symbols, token flags)
    from the cities' cards, built wonders and tokens."""
    state.ncolor = [[0] * 7, [0] * 7]
    state.prod = [[0] * 5, [0] * 5]
    state.nraw = [0, 0]
    state.ngoods = [0, 0]
    state.trade = [0, 0]
    state.chains = [0, 0]
    state.sci = [[0] * 7, [0] * 7]
    state.disc_wonder = [0, 0]
    state.disc_blue = [0, 0]
    state.economy = [False, False]
    state.red_bonus = [0, 0]
    state.theology = [False, False]
    state.chain_coins = [0, 0]
    for p in (0, 1):
        for c in state.cards[p]:
            add_static(state, p, CARDS[c])
        for w in state.wbuilt[p]:
            add_static(state, p, WONDERS[w])
        for t in state.tokens[p]:
            add_static(state, p, TOKENS[t])
    state.nbuilt = len(state.wbuilt[0]) + len(state.wbuilt[1])
    state.wleft = [[w for w in state.wonders[p] if w not in state.wbuilt[p]] for p in (0, 1)]
    state._cc = [None, None]


def add_static(state: Owned, p: int, item: Any) -> None:
    """Add the lasting effects of a card, wonder or token to player p's city."""
    if item.color >= 0:
        state.ncolor[p][item.color] += 1
    if item.makes_production:
        prod = state.prod[p]
        for r, n in item.produced:  # (only the resources it makes)
            prod[r] += n
        # the lists below are shared with clones: replaced, never changed in place
        if item.choice_raw:
            state.nraw = with_(state.nraw, p, state.nraw[p] + item.choice_raw)
        if item.choice_goods:
            state.ngoods = with_(state.ngoods, p, state.ngoods[p] + item.choice_goods)
        if item.trade_mask:
            state.trade = with_(state.trade, p, state.trade[p] | item.trade_mask)
        if item.discount:
            if item.discount_on == COUNT_WONDERS:
                state.disc_wonder = with_(state.disc_wonder, p,
                                         state.disc_wonder[p] + item.discount)
            else:
                state.disc_blue = with_(state.disc_blue, p, state.disc_blue[p] + item.discount)
    if item.chain_to >= 0:
        state.chains[p] |= 1 << item.chain_to
    if item.science >= 0:
        state.sci[p][item.science] += 1
    if item.changes_rules:  # the progress tokens that change later turns
        if item.receive_trade:
            state.economy = with_(state.economy, p, True)
        if item.red_bonus:
            state.red_bonus = with_(state.red_bonus, p, state.red_bonus[p] + item.red_bonus)
        if item.wonders_extra_turn:
            state.theology = with_(state.theology, p, True)
        if item.chain_coins:
            state.chain_coins = with_(state.chain_coins, p,
                                     state.chain_coins[p] + item.chain_coins)


def count(state: Owned, p: int, spec: tuple[int, ...]) -> int:
    """Cards of the given colours in p's city (or built wonders, or coins)."""
    n = 0
    for k in spec:
        if k == COUNT_WONDERS:
            n += len(state.wbuilt[p])
        elif k == COUNT_COINS:
            n += state.coins[p]
        else:
            n += state.ncolor[p][k]
    return n


