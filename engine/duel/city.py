"""A city's cards, wonders and progress tokens and their effects ("Kort",
"Bygga ett Underverk", progress tokens): the ``City`` part of ``DuelState``."""

from __future__ import annotations

from typing import Any

from .data import (
    BROWN,
    CARDS,
    COUNT_COINS,
    COUNT_WONDERS,
    GREY,
    RED,
    TOKENS,
    WONDERS,
)
from .phases import DESTROY, LIBRARY, MAUSOLEUM, MAX_BUILT, PLAY, added, removed, with_


class City:
    """What each city owns and what it makes (a part of ``DuelState``)."""

    __slots__ = ()

    def recompute(self) -> None:
        """Rebuild every derived field (production, colours, symbols, token flags)
        from the cities' cards, built wonders and tokens."""
        self.ncolor = [[0] * 7, [0] * 7]
        self.prod = [[0] * 5, [0] * 5]
        self.nraw = [0, 0]
        self.ngoods = [0, 0]
        self.trade = [0, 0]
        self.chains = [0, 0]
        self.sci = [[0] * 7, [0] * 7]
        self.disc_wonder = [0, 0]
        self.disc_blue = [0, 0]
        self.economy = [False, False]
        self.red_bonus = [0, 0]
        self.theology = [False, False]
        self.chain_coins = [0, 0]
        for p in (0, 1):
            for c in self.cards[p]:
                self._add_static(p, CARDS[c])
            for w in self.wbuilt[p]:
                self._add_static(p, WONDERS[w])
            for t in self.tokens[p]:
                self._add_static(p, TOKENS[t])
        self.nbuilt = len(self.wbuilt[0]) + len(self.wbuilt[1])
        self.wleft = [[w for w in self.wonders[p] if w not in self.wbuilt[p]] for p in (0, 1)]
        self._cc: list[dict[int, Any] | None] = [None, None]

    def _add_static(self, p: int, item: Any) -> None:
        """Add the lasting effects of a card, wonder or token to player p's city."""
        if item.color >= 0:
            self.ncolor[p][item.color] += 1
        if item.makes_production:
            prod = self.prod[p]
            for r, n in enumerate(item.produce):
                prod[r] += n
            # the lists below are shared with clones: replaced, never changed in place
            if item.choice_raw:
                self.nraw = with_(self.nraw, p, self.nraw[p] + item.choice_raw)
            if item.choice_goods:
                self.ngoods = with_(self.ngoods, p, self.ngoods[p] + item.choice_goods)
            if item.trade_mask:
                self.trade = with_(self.trade, p, self.trade[p] | item.trade_mask)
            if item.discount:
                if item.discount_on == COUNT_WONDERS:
                    self.disc_wonder = with_(self.disc_wonder, p,
                                             self.disc_wonder[p] + item.discount)
                else:
                    self.disc_blue = with_(self.disc_blue, p, self.disc_blue[p] + item.discount)
        if item.chain_to >= 0:
            self.chains[p] |= 1 << item.chain_to
        if item.science >= 0:
            self.sci[p][item.science] += 1
        if item.changes_rules:  # the progress tokens that change later turns
            if item.receive_trade:
                self.economy = with_(self.economy, p, True)
            if item.red_bonus:
                self.red_bonus = with_(self.red_bonus, p, self.red_bonus[p] + item.red_bonus)
            if item.wonders_extra_turn:
                self.theology = with_(self.theology, p, True)
            if item.chain_coins:
                self.chain_coins = with_(self.chain_coins, p,
                                         self.chain_coins[p] + item.chain_coins)

    def _gain_card(self, p: int, c: int, by_chain: bool) -> None:
        """Put card c in p's city and apply its effects (may open a token choice or
        end the game)."""
        card = CARDS[c]
        self.cards[p].append(c)
        self._add_static(p, card)
        if card.makes_production:
            self._dirty(p)
            if card.color == BROWN or card.color == GREY:
                self._dirty(1 - p)  # the opponent's prices go up
        if by_chain and self.chain_coins[p]:
            self.coins[p] += self.chain_coins[p]  # Urbanism
        if card.gives_coins:
            self.coins[p] += card.coins
            if card.coins_per is not None:
                spec, n = card.coins_per
                self.coins[p] += n * self._count(p, spec)
            if card.majority_coins is not None:
                spec, n = card.majority_coins
                self.coins[p] += n * max(self._count(0, spec), self._count(1, spec))
        if card.shields:
            bonus = self.red_bonus[p] if card.color == RED else 0
            if self._advance(p, card.shields + bonus):
                return
        if card.science >= 0:
            self._science(p, card.science)

    def _count(self, p: int, spec: tuple[int, ...]) -> int:
        """Cards of the given colours in p's city (or built wonders, or coins)."""
        n = 0
        for k in spec:
            if k == COUNT_WONDERS:
                n += len(self.wbuilt[p])
            elif k == COUNT_COINS:
                n += self.coins[p]
            else:
                n += self.ncolor[p][k]
        return n

    def _gain_token(self, p: int, t: int) -> None:
        token = TOKENS[t]
        self.tokens = added(self.tokens, p, t)
        self._add_static(p, token)
        if token.makes_production:
            self._dirty(p)
        self.coins[p] += token.coins
        if token.science >= 0:
            self._science(p, token.science)

    def _build_wonder(self, p: int, w: int, c: int) -> None:
        """"Bygga ett Underverk": (paid already) tuck the card under the wonder; its
        effects apply at once. Only 7 wonders are built in a game."""
        wonder = WONDERS[w]
        self.wleft = removed(self.wleft, p, w)
        self.wbuilt = added(self.wbuilt, p, w)
        self.tucked = added(self.tucked, p, c)
        self.nbuilt += 1
        if self.nbuilt == MAX_BUILT:  # "Inte fler än 7 Underverk!"
            for q in (0, 1):
                for left in self.wleft[q]:
                    self.wonders = removed(self.wonders, q, left)
                    self.removed_wonders = self.removed_wonders + [left]
            self.wleft = [[], []]
        self._add_static(p, wonder)
        if wonder.makes_production:
            self._dirty(p)
        self.coins[p] += wonder.coins
        if wonder.opponent_loses:
            self.coins[1 - p] = max(0, self.coins[1 - p] - wonder.opponent_loses)
        if wonder.extra_turn or self.theology[p]:
            self.extra = True
        if wonder.shields and self._advance(p, wonder.shields):
            return
        o = 1 - p
        if wonder.destroy >= 0:
            if any(CARDS[x].color == wonder.destroy for x in self.cards[o]):
                self.phase = DESTROY
                self.destroy_color = wonder.destroy
        elif wonder.build_discarded:
            if self.discard:
                self.phase = MAUSOLEUM
        elif wonder.draw_tokens:
            box = list(self.box_tokens)
            self.rng.shuffle_one_draw(box)
            self.library = sorted(box[:wonder.draw_tokens])
            if self.library:
                self.phase = LIBRARY
        if self.phase == PLAY:
            self._end_turn()

    def _destroy(self, p: int, c: int) -> None:
        o = 1 - p
        self.cards[o].remove(c)
        self.discard.append(c)
        self.recompute()  # the opponent's production changes; both prices may change
        self.phase = PLAY
        self.destroy_color = -1
        self._end_turn()
