"""The Duel game state: set-up, turns, sub-choices, ages and victories.

Rules of record: the 7 Wonders Duel rulebook (Swedish edition). Section names in the
docstrings below are the book's ("Förberedelse", "Översikt av en tur", ...).

Players are 0 (the first player) and 1. Every decision is a legal action of its own,
so ``current_players()`` always names exactly one player until the game is over:

========== ===================================================================
phase      who acts and what they choose
========== ===================================================================
draft      the wonder draft ("Val av Underverk")
play       take an available card: build it, discard it, or build a wonder
token      take a progress token after a pair of identical science symbols
library    The Great Library: take one of 3 tokens drawn from those set aside
destroy    Circus Maximus / Statue of Zeus: discard an opponent's grey/brown card
mausoleum  The Mausoleum: build a card from the discard pile for free
start      the player with the weaker military chooses who starts the next Age
over       the game has ended
========== ===================================================================
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalMoveError
from ..game import winners_returns
from ..rng import Rng
from . import actions as A
from .costs import group_cost, trade_cost, trade_prices
from .data import (
    BLUE,
    BROWN,
    CARDS,
    COLORS,
    COUNT_COINS,
    COUNT_WONDERS,
    DATA,
    GREY,
    RED,
    TOKENS,
    WONDERS,
    YELLOW,
)
from .military import CAPITAL, LOOT_STEP, initial_loot, military_points
from .science import PAIR, SUPREMACY_WIN, after_symbol, progress_points
from .shuffle import shuffle
from .structure import LAYOUTS

PHASES = ("draft", "play", "token", "library", "destroy", "mausoleum", "start", "over")
DRAFT, PLAY, TOKEN, LIBRARY, DESTROY, MAUSOLEUM, START, OVER = range(8)

#: Draft order per round: the pickers of the first three wonders; the last wonder of
#: the four goes to the round's first picker ("Val av Underverk").
DRAFT_ORDER = ((0, 1, 1), (1, 0, 0))
NCARDS = len(CARDS)
MAX_BUILT = DATA.max_wonders_built
DISCARD_COINS = DATA.discard_coins
WONDER_KEY = 100  # cost-cache key offset for wonders
DEFAULT_NAMES = ("Player 1", "Player 2")
PRICES, RAW, GOODS = -1, -2, -3  # keys of a cost table that are not cards
MEMO_MAX = 5_000  # tables kept before a memo starts afresh (~2 kB each)
#: trading coins per resource group: (the group's prices, production, one-of
#: producers) -> {card or WONDER_KEY + wonder: coins}
_GROUPS: dict[tuple[int, ...], dict[int, int]] = {}
#: cost tables: both groups' keys -> {card or wonder key: (total, trading coins)}
_TABLES: dict[tuple[int, ...], dict[int, Any]] = {}
CHAIN_FROM = tuple(c.chain_from for c in CARDS)
K_BUILD, K_DISCARD, K_WONDER = A.BUILD, A.DISCARD, A.WONDER
BUILD_DISCARD = tuple((A.BUILD_A[c.id], A.DISCARD_A[c.id]) for c in CARDS)


def _with(values: list[Any], p: int, value: Any) -> list[Any]:
    """A copy of a per-player list with player p's entry replaced (copy on write:
    clones share these rarely changing lists)."""
    out = list(values)
    out[p] = value
    return out


def _added(nested: list[list[int]], p: int, x: int) -> list[list[int]]:
    """A copy of a per-player list of lists with ``x`` appended to p's list."""
    out = list(nested)
    out[p] = nested[p] + [x]
    return out


def _removed(nested: list[list[int]], p: int, x: int) -> list[list[int]]:
    """A copy of a per-player list of lists with ``x`` removed from p's list."""
    out = list(nested)
    out[p] = [y for y in nested[p] if y != x]
    return out


class DuelState:
    """A game of 7 Wonders Duel in progress (see ``engine.game`` for the API)."""

    game = "duel"

    __slots__ = (
        "config", "seed", "log", "events", "turn_from", "rng", "phase", "player", "age",
        "winner", "victory_type",
        # structure of the current Age
        "slots", "face_up", "ncov", "avail", "slot_of", "remaining",
        # decks: the 20 cards of each Age in deal order, and the cards removed unseen
        "decks", "removed",
        # cities
        "coins", "cards", "ncolor", "prod", "nraw", "ngoods", "trade", "chains", "sci",
        "tokens", "wonders", "wleft", "wbuilt", "tucked", "nbuilt", "removed_wonders",
        "disc_wonder", "disc_blue", "economy", "red_bonus", "theology", "chain_coins",
        # board
        "pawn", "loot", "board_tokens", "box_tokens", "library", "discard",
        # draft and pending effects
        "draft_groups", "draft_round", "draft_step", "draft_pool", "extra", "destroy_color",
        # caches (not part of the position)
        "_cc",
    )

    def __init__(self, config: dict[str, Any], seed: int) -> None:
        self.config = config
        self.seed = seed
        self.log: list[tuple[int, str]] = []
        self.events: list[dict[str, Any]] = []  # engine.game.EVENT_KINDS
        self.turn_from = 0  # the log entries since the last "turn" event
        self.rng = Rng(seed)
        self.phase = DRAFT
        self.player = 0
        self.age = 0
        self.winner: int | None = None
        self.victory_type = ""
        self.slots: list[int] = []
        self.face_up: list[bool] = []
        self.ncov: list[int] = []
        self.avail: list[int] = []
        self.slot_of = [-1] * NCARDS
        self.remaining = 0
        self.decks: list[list[int]] = [[], [], []]
        self.removed: list[list[int]] = [[], [], []]
        self.coins = [DATA.start_coins, DATA.start_coins]
        self.cards: list[list[int]] = [[], []]
        self.tokens: list[list[int]] = [[], []]
        self.wonders: list[list[int]] = [[], []]
        self.wleft: list[list[int]] = [[], []]
        self.wbuilt: list[list[int]] = [[], []]
        self.tucked: list[list[int]] = [[], []]
        self.removed_wonders: list[int] = []
        self.pawn = 0
        self.loot = initial_loot()
        self.board_tokens: list[int] = []
        self.box_tokens: list[int] = []
        self.library: list[int] = []
        self.discard: list[int] = []
        self.draft_groups: list[list[int]] = [[], []]
        self.draft_round = 0
        self.draft_step = 0
        self.draft_pool: list[int] = []
        self.extra = False
        self.destroy_color = -1
        self.recompute()

    # ------------------------------------------------------------------ derived data
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
                self.nraw = _with(self.nraw, p, self.nraw[p] + item.choice_raw)
            if item.choice_goods:
                self.ngoods = _with(self.ngoods, p, self.ngoods[p] + item.choice_goods)
            if item.trade_mask:
                self.trade = _with(self.trade, p, self.trade[p] | item.trade_mask)
            if item.discount:
                if item.discount_on == COUNT_WONDERS:
                    self.disc_wonder = _with(self.disc_wonder, p,
                                             self.disc_wonder[p] + item.discount)
                else:
                    self.disc_blue = _with(self.disc_blue, p, self.disc_blue[p] + item.discount)
        if item.chain_to >= 0:
            self.chains[p] |= 1 << item.chain_to
        if item.science >= 0:
            self.sci[p][item.science] += 1
        if item.changes_rules:  # the progress tokens that change later turns
            if item.receive_trade:
                self.economy = _with(self.economy, p, True)
            if item.red_bonus:
                self.red_bonus = _with(self.red_bonus, p, self.red_bonus[p] + item.red_bonus)
            if item.wonders_extra_turn:
                self.theology = _with(self.theology, p, True)
            if item.chain_coins:
                self.chain_coins = _with(self.chain_coins, p,
                                         self.chain_coins[p] + item.chain_coins)

    def _dirty(self, p: int) -> None:
        """p's costs may have changed: look them up afresh on the next request."""
        self._cc[p] = None

    def _costs(self, p: int) -> dict[int, Any]:
        """p's cost table, filled as cards are asked about.

        A cost depends only on each resource group's (raw materials, manufactured
        goods) prices, production and one-of producers, plus p's discounts, so tables
        are memoised by those numbers and shared by all states and games: a table
        for a new combination fills from the per-group memo (``_GROUPS``)."""
        cc = self._cc[p]
        if cc is None:
            prices = trade_prices(self.trade[p], self.prod[1 - p])
            prod = self.prod[p]  # no card or wonder needs more than 3 of a resource
            raw = (prices[0], prices[1], prices[2], min(prod[0], 3), min(prod[1], 3),
                   min(prod[2], 3), self.nraw[p])
            goods = (prices[3], prices[4], min(prod[3], 3), min(prod[4], 3),
                     self.ngoods[p], -1)
            key = (*raw, *goods, self.disc_wonder[p], self.disc_blue[p])
            cc = _TABLES.get(key)
            if cc is None:
                if len(_TABLES) >= MEMO_MAX:
                    _TABLES.clear()
                if len(_GROUPS) >= MEMO_MAX:
                    _GROUPS.clear()
                cc = _TABLES[key] = {PRICES: prices, RAW: _GROUPS.setdefault(raw, {}),
                                     GOODS: _GROUPS.setdefault(goods, {})}
            self._cc[p] = cc
        return cc

    def prices(self, p: int) -> tuple[int, ...]:
        """What one unit of each resource costs player p at the bank ("Handel")."""
        return self._costs(p)[PRICES]

    def _cost(self, p: int, key: int) -> tuple[int, int]:
        """(total coins, of which trading coins) for p to pay card ``key`` (or wonder
        ``key - WONDER_KEY``), ignoring chains."""
        cache = self._cc[p] or self._costs(p)
        hit = cache.get(key)
        if hit is not None:
            return hit
        if key >= WONDER_KEY:
            item = WONDERS[key - WONDER_KEY]
            disc = self.disc_wonder[p]
        else:
            item = CARDS[key]
            disc = self.disc_blue[p] if item.color == BLUE else 0
        if disc:  # Architecture, Masonry: the discount spans both groups
            trade = trade_cost(item.cost, self.prod[p], self.nraw[p], self.ngoods[p],
                               cache[PRICES], disc)
        else:
            raw, goods = cache[RAW], cache[GOODS]
            r = raw.get(key)
            if r is None:
                r = raw[key] = group_cost(item.cost, self.prod[p], 0, 3, self.nraw[p],
                                          cache[PRICES])
            g = goods.get(key)
            if g is None:
                g = goods[key] = group_cost(item.cost, self.prod[p], 3, 5, self.ngoods[p],
                                            cache[PRICES])
            trade = r + g
        hit = cache[key] = (item.cost_coins + trade, trade)
        return hit

    def chain_free(self, p: int, card: int) -> bool:
        """True if p owns the building whose chain symbol makes ``card`` free."""
        cf = CHAIN_FROM[card]
        return cf >= 0 and bool(self.chains[p] >> cf & 1)

    def card_price(self, p: int, card: int) -> int:
        """Coins p pays to build ``card`` now (0 when free through a chain)."""
        return 0 if self.chain_free(p, card) else self._cost(p, card)[0]

    def wonder_price(self, p: int, wonder: int) -> int:
        """Coins p pays to build ``wonder`` now."""
        return self._cost(p, WONDER_KEY + wonder)[0]

    def _spend(self, p: int, total: int, trade: int) -> None:
        """Pay ``total`` coins; the ``trade`` part goes to an opponent with Economy."""
        self.coins[p] -= total
        if trade and self.economy[1 - p]:
            self.coins[1 - p] += trade

    # ------------------------------------------------------------------ API
    def num_players(self) -> int:
        return 2

    def current_players(self) -> list[int]:
        return [] if self.phase == OVER else [self.player]

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def parse_action(self, text: str) -> A.Move:
        return A.parse(text)

    def legal_actions(self, player: int) -> list[A.Move]:
        """The legal actions of ``player`` now (empty when it is not their turn)."""
        if player != self.player or self.phase == OVER:
            return []
        phase = self.phase
        p = player
        if phase == PLAY:
            coins = self.coins[p]
            out: list[A.Move] = []
            slots = self.slots
            cache = self._cc[p] or self._costs(p)
            wonder_rows = []
            if self.nbuilt < MAX_BUILT:
                for w in self.wleft[p]:
                    hit = cache.get(WONDER_KEY + w) or self._cost(p, WONDER_KEY + w)
                    if hit[0] <= coins:
                        wonder_rows.append(A.WONDER_A[w])
            chains = self.chains[p]
            for s in self.avail:
                c = slots[s]
                cf = CHAIN_FROM[c]
                if ((cf >= 0 and chains >> cf & 1)
                        or (cache.get(c) or self._cost(p, c))[0] <= coins):
                    out += BUILD_DISCARD[c]
                else:
                    out.append(A.DISCARD_A[c])
                if wonder_rows:
                    out += [row[c] for row in wonder_rows]
            return out
        if phase == DRAFT:
            return [A.DRAFT_A[w] for w in self.draft_pool]
        if phase == TOKEN:
            return [A.TOKEN_A[t] for t in self.board_tokens]
        if phase == LIBRARY:
            return [A.TOKEN_A[t] for t in self.library]
        if phase == DESTROY:
            color = self.destroy_color
            return [A.DESTROY_A[c] for c in self.cards[1 - p] if CARDS[c].color == color]
        if phase == MAUSOLEUM:
            return [A.MAUSOLEUM_A[c] for c in self.discard]
        if phase == START:
            return list(A.START_A)
        return []

    def apply(self, player: int, action: Any) -> None:
        """Play ``action`` (a Move or its text) for ``player``.

        Raises InvalidMoveError for text that cannot be read and IllegalMoveError for
        a move that is not legal now; either way the state is left untouched.
        """
        act = action if type(action) is A.Move else A.parse(action)
        if self.phase == OVER:
            raise IllegalMoveError(f"the game is over; {act.text!r} is not possible")
        if player != self.player:
            raise IllegalMoveError(
                f"it is player {self.player}'s turn, not player {player}'s ({act.text!r})")
        if self.phase == PLAY:
            self._play(player, act)
            return
        if act not in self.legal_actions(player):
            raise IllegalMoveError(f"{act.text!r} is not legal now ({self._expecting()})")
        self.log.append((player, act.text))
        kind = act.kind
        if kind == A.DRAFT:
            self._draft(player, act.a)
        elif kind == A.TOKEN:
            self._choose_token(player, act.a)
        elif kind == A.DESTROY:
            self._destroy(player, act.a)
        elif kind == A.MAUSOLEUM:
            self.discard.remove(act.a)
            self.phase = PLAY
            self._gain_card(player, act.a, False)
            if self.phase == PLAY:
                self._end_turn()
        else:  # A.START
            self.player = act.a
            self.phase = PLAY

    def _play(self, p: int, act: A.Move) -> None:
        """"Översikt av en tur": take an available card and build it, discard it, or
        build a wonder with it. Checks everything before changing anything."""
        kind = act.kind
        if kind != K_BUILD and kind != K_DISCARD and kind != K_WONDER:
            raise IllegalMoveError(f"{act.text!r} is not legal now ({self._expecting()})")
        c = act.b if kind == K_WONDER else act.a
        s = self.slot_of[c]
        if s < 0 or self.slots[s] != c or self.ncov[s]:
            raise IllegalMoveError(f"{act.text!r}: {CARDS[c].name} is not an available card")
        if kind == K_BUILD:
            free = self.chain_free(p, c)
            if not free:
                total, trade = self._cost(p, c)
                if total > self.coins[p]:
                    self._cannot_pay(p, act, total)
            self.log.append((p, act.text))
            self._take(c)
            if not free:
                self._spend(p, total, trade)
            self._gain_card(p, c, free)
            if self.phase == PLAY:
                self._end_turn()
        elif kind == K_DISCARD:
            self.log.append((p, act.text))
            self._take(c)
            self.coins[p] += DISCARD_COINS + self.ncolor[p][YELLOW]
            self.discard.append(c)
            self._end_turn()
        else:
            w = act.a
            if w not in self.wleft[p]:
                raise IllegalMoveError(f"{act.text!r}: player {p} has no unbuilt "
                                       f"{WONDERS[w].name}")
            if self.nbuilt >= MAX_BUILT:
                raise IllegalMoveError(f"{act.text!r}: 7 wonders are already built")
            total, trade = self._cost(p, WONDER_KEY + w)
            if total > self.coins[p]:
                self._cannot_pay(p, act, total)
            self.log.append((p, act.text))
            self._take(c)
            self._spend(p, total, trade)
            self._build_wonder(p, w, c)

    def _cannot_pay(self, p: int, act: A.Move, total: int) -> None:
        raise IllegalMoveError(f"{act.text!r}: it costs {total} coins, player {p} "
                               f"has {self.coins[p]}")

    def _expecting(self) -> str:
        return {
            DRAFT: "the wonder draft: draft <wonder>",
            PLAY: "take an available card: build / discard / wonder <w> with <card>",
            TOKEN: "choose a progress token from the board: token <name>",
            LIBRARY: "choose one of the Great Library's tokens: token <name>",
            DESTROY: f"choose an opponent's {COLORS[self.destroy_color]} card: destroy <card>",
            MAUSOLEUM: "choose a discarded card: mausoleum <card>",
            START: "choose who starts the next Age: start 0 / start 1",
        }.get(self.phase, "the game is over")

    # ------------------------------------------------------------------ set-up
    def start(self, wonders: str) -> None:
        """Set up the table ("Förberedelse"): tokens, coins, wonders, the Age decks."""
        rng = self.rng
        toks = list(range(len(TOKENS)))
        shuffle(rng, toks)
        self.board_tokens = sorted(toks[:DATA.board_tokens])
        self.box_tokens = sorted(toks[DATA.board_tokens:])
        if wonders == "first-game":
            self.wonders = [list(DATA.first_game[0]), list(DATA.first_game[1])]
            self.draft_groups = [[], []]
        else:
            ws = list(range(len(WONDERS)))
            shuffle(rng, ws)
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

    def deal_deck(self, age: int, exclude: frozenset[int] = frozenset()) -> None:
        """Build one Age's deck: 3 cards removed unseen; Age III gets 3 of the 7
        guilds ("En korthög per Tidsålder"). ``exclude`` keeps out cards already seen
        (used by ``determinize``)."""
        rng = self.rng
        cards = [c for c in DATA.age_cards[age] if c not in exclude]
        shuffle(rng, cards)
        k = DATA.removed_per_age
        self.removed[age - 1] = cards[:k]
        deck = cards[k:]
        if age == 3:
            guilds = [g for g in DATA.guilds if g not in exclude]
            shuffle(rng, guilds)
            deck += guilds[:DATA.guilds_in_age_3]
            self.removed[2] += guilds[DATA.guilds_in_age_3:]
            shuffle(rng, deck)
        self.decks[age - 1] = deck

    def start_age(self, age: int) -> None:
        """Lay out the Age's structure from its deck, face up and face down."""
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

    # ------------------------------------------------------------------ the draft
    def _draft(self, p: int, w: int) -> None:
        """"Val av Underverk": 4 wonders; the first picker takes 1, the other 2, the
        first picker the last one; then 4 more with the other player picking first."""
        self.draft_pool = [x for x in self.draft_pool if x != w]
        self.wonders = _added(self.wonders, p, w)
        self.wleft = _added(self.wleft, p, w)
        order = DRAFT_ORDER[self.draft_round]
        self.draft_step += 1
        if self.draft_step < len(order):
            self.player = order[self.draft_step]
            return
        last = order[0]
        for left in self.draft_pool:  # the last wonder goes to the first picker
            self.wonders = _added(self.wonders, last, left)
            self.wleft = _added(self.wleft, last, left)
        self.draft_pool = []
        self.draft_round += 1
        self.draft_step = 0
        if self.draft_round < len(DRAFT_ORDER):
            self.draft_pool = list(self.draft_groups[self.draft_round])
            self.player = DRAFT_ORDER[self.draft_round][0]
        else:
            self.player = 0  # the first player begins Age I
            self.start_age(1)

    # ------------------------------------------------------------------ a turn
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

    def _advance(self, p: int, shields: int) -> bool:
        """"Militär": move the pawn one step per shield towards p's opponent; loot
        tokens entered; True if p reached the capital (military supremacy)."""
        step = 1 if p == 0 else -1
        loser = 1 - p
        loot = self.loot
        looted = []
        for _ in range(shields):
            self.pawn += step
            d = self.pawn * step
            if d >= CAPITAL:
                self.events.append({"kind": "conflicts", "player": p, "shields": shields,
                                    "pawn": self.pawn, "looted": looted})
                self._win(p, "military")
                return True
            if d > 0:
                i = LOOT_STEP[d]
                if i >= 0 and loot[loser * 2 + i]:
                    looted.append(loot[loser * 2 + i])
                    self.coins[loser] = max(0, self.coins[loser] - loot[loser * 2 + i])
                    loot = self.loot = _with(loot, loser * 2 + i, 0)
        self.events.append({"kind": "conflicts", "player": p, "shields": shields,
                            "pawn": self.pawn, "looted": looted})
        return False

    def _science(self, p: int, symbol: int) -> None:
        """"Vetenskap & utveckling": 6 different symbols win at once; a pair of
        identical symbols lets p take a progress token from the board."""
        outcome = after_symbol(self.sci[p], symbol)
        if outcome == SUPREMACY_WIN:
            self._win(p, "science")
        elif outcome == PAIR and self.board_tokens:
            self.phase = TOKEN
            self.player = p

    def _choose_token(self, p: int, t: int) -> None:
        if self.phase == TOKEN:
            self.board_tokens = [x for x in self.board_tokens if x != t]
        else:  # The Great Library: the other two go back to the box
            drawn = self.library
            self.box_tokens = [x for x in self.box_tokens if x not in drawn]
            self.library = []
        self.phase = PLAY
        self._gain_token(p, t)
        if self.phase == PLAY:
            self._end_turn()

    def _gain_token(self, p: int, t: int) -> None:
        token = TOKENS[t]
        self.tokens = _added(self.tokens, p, t)
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
        self.wleft = _removed(self.wleft, p, w)
        self.wbuilt = _added(self.wbuilt, p, w)
        self.tucked = _added(self.tucked, p, c)
        self.nbuilt += 1
        if self.nbuilt == MAX_BUILT:  # "Inte fler än 7 Underverk!"
            for q in (0, 1):
                for left in self.wleft[q]:
                    self.wonders = _removed(self.wonders, q, left)
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
            shuffle(self.rng, box)
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

    def _end_turn(self) -> None:
        """After a turn: the next player, an extra turn, or the end of the Age.
        An extra turn earned on the Age's last card is lost."""
        self._turn_event()
        if self.phase == OVER:
            return
        if not self.remaining:
            self.extra = False
            self._end_age()
            return
        self.phase = PLAY
        if self.extra:
            self.extra = False
        else:
            self.player = 1 - self.player

    def _turn_event(self) -> None:
        """A "turn" event: the moves since the last one (a card, with any choice it led to)."""
        if len(self.log) > self.turn_from:
            self.events.append({"kind": "turn", "age": self.age,
                                "moves": [[p, t] for p, t in self.log[self.turn_from:]]})
            self.turn_from = len(self.log)

    def _end_age(self) -> None:
        """"En Tidsålders slut": after Age III the game ends; otherwise the player
        with the weaker military (pawn on their side) chooses who starts; with the
        pawn in the middle the player who played the last card starts."""
        self.events.append({"kind": "age", "age": self.age})
        if self.age == 3:
            self._civilian_end()
            return
        self.start_age(self.age + 1)
        if self.pawn > 0:
            self.player = 1
            self.phase = START
        elif self.pawn < 0:
            self.player = 0
            self.phase = START
        # else: the last active player starts; self.player is unchanged

    def _win(self, p: int, kind: str) -> None:
        self._turn_event()
        self.phase = OVER
        self.winner = p
        self.victory_type = kind
        self.events.append({"kind": "over", "victory": kind, "winners": [p]})

    def _civilian_end(self) -> None:
        """"Civilseger": most points; a tie goes to the most blue points, then the
        victory is shared."""
        self.phase = OVER
        self.victory_type = "civilian"
        sc = self.scores()
        keys = [(s["total"], s["civilian"]) for s in sc]
        self.winner = None if keys[0] == keys[1] else (0 if keys[0] > keys[1] else 1)
        self.events.append({"kind": "over", "victory": "civilian",
                            "winners": [0, 1] if self.winner is None else [self.winner]})

    # ------------------------------------------------------------------ scores
    def scores(self) -> list[dict[str, int]]:
        """The score pad per player: military, buildings, wonders, progress, treasury,
        total, and civilian (the blue cards' points, the first tie-breaker)."""
        out = []
        for p in (0, 1):
            buildings = civilian = 0
            for c in self.cards[p]:
                card = CARDS[c]
                buildings += card.points
                if card.color == BLUE:
                    civilian += card.points
                if card.majority_points is not None:
                    spec, n, per = card.majority_points
                    buildings += n * (max(self._count(0, spec), self._count(1, spec)) // per)
            wonders = sum(WONDERS[w].points for w in self.wbuilt[p])
            progress = progress_points(self.tokens[p])
            military = military_points(self.pawn, p)
            treasury = self.coins[p] // 3
            out.append({
                "military": military, "buildings": buildings, "wonders": wonders,
                "progress": progress, "treasury": treasury,
                "total": military + buildings + wonders + progress + treasury,
                "civilian": civilian,
            })
        return out

    def victory(self) -> dict[str, Any] | None:
        """How the game ended: {"type": "military"|"science"|"civilian", "winner": p
        or None for a shared victory}; None while the game goes on."""
        if self.phase != OVER:
            return None
        return {"type": self.victory_type, "winner": self.winner}

    def returns(self) -> list[float]:
        """1.0 for the winner, 0.5 each for a shared victory, zeros while playing."""
        if self.phase != OVER:
            return [0.0, 0.0]
        if self.winner is None:
            return winners_returns([(0,), (0,)])
        return [1.0 if p == self.winner else 0.0 for p in (0, 1)]

    # ------------------------------------------------------------------ copies
    def clone(self) -> DuelState:
        """A fast independent copy."""
        s = DuelState.__new__(DuelState)
        s.config = self.config
        s.seed = self.seed
        s.log = list(self.log)
        s.events = self.events[:]
        s.turn_from = self.turn_from
        s.rng = Rng(self.rng.state)
        s.phase = self.phase
        s.player = self.player
        s.age = self.age
        s.winner = self.winner
        s.victory_type = self.victory_type
        s.slots = self.slots[:]
        s.face_up = self.face_up[:]
        s.ncov = self.ncov[:]
        s.avail = self.avail[:]
        s.slot_of = self.slot_of  # fixed for the Age: where each card was dealt
        s.remaining = self.remaining
        s.decks = self.decks  # never mutated after set-up
        s.removed = self.removed
        s.coins = self.coins[:]
        s.cards = [self.cards[0][:], self.cards[1][:]]
        s.ncolor = [self.ncolor[0][:], self.ncolor[1][:]]
        s.prod = [self.prod[0][:], self.prod[1][:]]
        s.nraw = self.nraw  # replaced on change, never changed in place
        s.ngoods = self.ngoods  # replaced on change, never changed in place
        s.trade = self.trade  # replaced on change, never changed in place
        s.chains = self.chains[:]
        s.sci = [self.sci[0][:], self.sci[1][:]]
        # lists that change rarely are replaced on change, never changed in place
        # (see _with, _added, _removed), so clones share them
        s.tokens = self.tokens
        s.wonders = self.wonders
        s.wleft = self.wleft
        s.wbuilt = self.wbuilt
        s.tucked = self.tucked
        s.nbuilt = self.nbuilt
        s.removed_wonders = self.removed_wonders
        s.disc_wonder = self.disc_wonder  # replaced on change, never changed in place
        s.disc_blue = self.disc_blue  # replaced on change, never changed in place
        s.economy = self.economy  # replaced on change, never changed in place
        s.red_bonus = self.red_bonus  # replaced on change, never changed in place
        s.theology = self.theology  # replaced on change, never changed in place
        s.chain_coins = self.chain_coins  # replaced on change, never changed in place
        s.pawn = self.pawn
        s.loot = self.loot
        s.board_tokens = self.board_tokens
        s.box_tokens = self.box_tokens
        s.library = self.library
        s.discard = self.discard[:]
        s.draft_groups = self.draft_groups
        s.draft_round = self.draft_round
        s.draft_step = self.draft_step
        s.draft_pool = self.draft_pool
        s.extra = self.extra
        s.destroy_color = self.destroy_color
        s._cc = self._cc[:]  # shared memo tables
        return s

    def undo_pick(self, player: int) -> None:
        """Duel has no simultaneous picks: every move is applied at once."""
        raise IllegalMoveError(f"player {player} has no pick to take back")

    # ------------------------------------------------------------------ views
    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see (None: a spectator). Face-down cards of the
        structure, the removed cards, the later Ages' decks, the undrafted wonders and
        the tokens set aside are hidden; the Great Library's draw is shown only to the
        player choosing from it."""
        from .view import view
        return view(self, player)

    def __repr__(self) -> str:
        return (f"<DuelState age {self.age} {PHASES[self.phase]} player {self.player} "
                f"coins {self.coins} pawn {self.pawn}>")
