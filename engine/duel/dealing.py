"""Dealing: the set-up, the Age decks and structures, the wonder draft and taking a
card from the structure ("Förberedelse", "Val av Underverk", "Organisering av
kortstrukturer"): the ``Dealing`` part of ``DuelState``."""

from __future__ import annotations

from .data import (
    DATA,
    TOKENS,
    WONDERS,
)
from .phases import DRAFT, DRAFT_ORDER, NCARDS, PLAY, added
from .structure import LAYOUTS


class Dealing:
    """Setting the table and the structure (a part of ``DuelState``)."""

    __slots__ = ()

    def start(self, wonders: str) -> None:
        """Set up the table ("Förberedelse"): tokens, coins, wonders, the Age decks."""
        rng = self.rng
        toks = list(range(len(TOKENS)))
        rng.shuffle_one_draw(toks)
        self.board_tokens = sorted(toks[:DATA.board_tokens])
        self.box_tokens = sorted(toks[DATA.board_tokens:])
        if wonders == "first-game":
            self.wonders = [list(DATA.first_game[0]), list(DATA.first_game[1])]
            self.draft_groups = [[], []]
        else:
            ws = list(range(len(WONDERS)))
            rng.shuffle_one_draw(ws)
            n = DATA.draft_group_size
            self.draft_groups = [ws[:n], ws[n:2 * n]]
        for age in (1, 2, 3):
            self.deal_deck(age)
        if wonders == "first-game":
            self.recompute()
            self.start_age(1)
        else:
            self.phase = DRAFT
            self.draft_round = 0
            self.draft_step = 0
            self.draft_pool = list(self.draft_groups[0])
            self.player = DRAFT_ORDER[0][0]
            self.recompute()

    def deal_deck(self, age: int) -> None:
        """Build one Age's deck: 3 cards removed unseen; Age III gets 3 of the 7
        guilds ("En korthög per Tidsålder"). The decks and removed cards are replaced,
        not changed in place: copies share them (``DuelState.REPLACED_ON_CHANGE``)."""
        rng = self.rng
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
        self.decks = [deck if a == age else d for a, d in enumerate(self.decks, 1)]
        self.removed = [removed if a == age else r for a, r in enumerate(self.removed, 1)]

    def start_age(self, age: int) -> None:
        """Lay out the Age's structure from its deck, face up and face down; a deck not
        dealt yet (a state sampled for search, ``engine.duel.determinize``) is dealt
        now, from the state's generator."""
        if not self.decks[age - 1]:
            self.deal_deck(age)
        layout = LAYOUTS[age]
        self.age = age
        self.slots = list(self.decks[age - 1])
        self.face_up = list(layout.face_up)
        self.ncov = list(layout.ncover)
        self.avail = [s for s in range(layout.size) if not layout.ncover[s]]
        slot_of = self.slot_of = [-1] * NCARDS
        for s, c in enumerate(self.slots):
            slot_of[c] = s
        self.remaining = layout.size
        self.phase = PLAY

    def _draft(self, p: int, w: int) -> None:
        """"Val av Underverk": 4 wonders; the first picker takes 1, the other 2, the
        first picker the last one; then 4 more with the other player picking first.
        Each pick is a turn of its own; the end of the draft is reported as the end of
        "Age 0" (the table's draft summary)."""
        self._turn_event()
        self.draft_pool = [x for x in self.draft_pool if x != w]
        self.wonders = added(self.wonders, p, w)
        self.wleft = added(self.wleft, p, w)
        order = DRAFT_ORDER[self.draft_round]
        self.draft_step += 1
        if self.draft_step < len(order):
            self.player = order[self.draft_step]
            return
        last = order[0]
        for left in self.draft_pool:  # the last wonder goes to the first picker
            self.wonders = added(self.wonders, last, left)
            self.wleft = added(self.wleft, last, left)
        self.draft_pool = []
        self.draft_round += 1
        self.draft_step = 0
        if self.draft_round < len(DRAFT_ORDER):
            self.draft_pool = list(self.draft_groups[self.draft_round])
            self.player = DRAFT_ORDER[self.draft_round][0]
        else:
            self.player = 0  # the first player begins Age I
            self._events.append({"kind": "age", "age": 0})
            self.start_age(1)

    def _take(self, c: int) -> None:
        """Remove card c from the structure; uncovered cards turn face up."""
        s = self.slot_of[c]
        self.slots[s] = -1
        self.avail.remove(s)
        self.remaining -= 1
        ncov = self.ncov
        slots = self.slots
        for t in LAYOUTS[self.age].covers[s]:
            ncov[t] -= 1
            if not ncov[t] and slots[t] >= 0:  # (a position may leave slots empty)
                self.face_up[t] = True
                self.avail.append(t)
