"""The Duel game state: set-up, turns, sub-choices, ages and victories.

Rules of record: the 7 Wonders Duel rulebook (Swedish edition). Section names in the
docstrings below are the book's ("Förberedelse", "Översikt av en tur", ...).

Players are 0 (the first player) and 1. Every decision is a legal move of its own,
so ``current_players()`` always names exactly one player until the game is over (the
phases: ``engine.duel.phases``).

``DuelState`` holds the position and the turn's rules; the rest of the rules are
functions over the fields it declares, each module naming those it uses in a protocol:
``dealing`` (set-up, Ages, the structure), ``city`` (what each city owns and makes),
``pricing`` (what a card or wonder costs), ``ending`` (military, science, the end of
turns, Ages and the game) and ``gains`` (a card, wonder or token gained, the draft).

"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalMoveError
from ..events import made
from ..games import Viewed
from ..rng import Rng
from ..words import COLOUR_WORDS, say
from . import city, dealing, ending, pricing
from . import moves as M
from .data import (
    CARDS,
    COLORS,
    DATA,
    WONDERS,
    YELLOW,
)
from .dealing import take
from .ending import end_turn
from .gains import build_wonder, choose_token, destroy, draft, gain_card
from .military import initial_loot
from .outcomes import outcomes
from .phases import (
    DESTROY,
    DISCARD_COINS,
    DRAFT,
    DRAFT_ORDER,
    LIBRARY,
    MAUSOLEUM,
    MAX_BUILT,
    NCARDS,
    OVER,
    PHASES,
    PLAY,
    START,
    TOKEN,
)
from .pricing import CHAIN_FROM, WONDER_KEY, cost, costs, spend, work_out

DEFAULT_NAMES = ("Player 1", "Player 2")
K_BUILD, K_DISCARD, K_WONDER = M.BUILD, M.DISCARD, M.WONDER
BUILD_DISCARD = tuple((M.BUILD_A[c.id], M.DISCARD_A[c.id]) for c in CARDS)
DISCARD_A = M.DISCARD_A
__all__ = ["DRAFT_ORDER", "PHASES", "DuelState"]


class DuelState(Viewed):
    """A game of 7 Wonders Duel in progress (see ``engine.game`` for the API)."""

    game = "duel"

    __slots__ = (
        "config", "seed", "log", "_events", "_shown", "turn_from", "paid", "rng", "phase", "player",
        "age",
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
        "pair",
        # caches (not part of the position)
        "_cc",
    )
    #: the fields a clone shares with its original: set once (the decks, where each card
    #: was dealt) or replaced on change and never changed in place (``phases.with_``,
    #: ``added``, ``removed``); every other list is copied (tests/engine/test_clone_slots)
    REPLACED_ON_CHANGE = frozenset({
        "slot_of", "decks", "removed", "nraw", "ngoods", "trade", "tokens", "wonders",
        "wleft", "wbuilt", "tucked", "removed_wonders", "disc_wonder", "disc_blue",
        "economy", "red_bonus", "theology", "chain_coins", "loot", "board_tokens",
        "box_tokens", "library", "draft_groups", "draft_pool",
    })

    def __init__(self, config: dict[str, Any], seed: int) -> None:
        self.config = config
        self.seed = seed
        self.log: list[tuple[int, str]] = []
        # engine.game.EVENT_KINDS, in order; a turn is kept as (age, start, end) of its
        # log entries and made a dict when ``events`` is read (turns are the hot path)
        self._events: list[Any] = []
        self._shown: list[dict[str, Any]] = []  # the events made into data so far
        self.turn_from = 0  # the log entries since the last "turn" event
        # what the moves that cost coins paid: (log index, total, to the opponent), kept
        # as a tuple shared by copies (``outcomes``)
        self.paid: tuple[tuple[int, int, int], ...] = ()
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
        self.pair = -1  # the science symbol whose pair opened the token choice (TOKEN)
        city.recompute(self)

    # the parts of the rules its callers ask of a state: functions over its fields
    start = dealing.start
    deal_deck = dealing.deal_deck
    start_age = dealing.start_age
    recompute = city.recompute
    prices = pricing.prices
    chain_free = pricing.chain_free
    card_price = pricing.card_price
    wonder_price = pricing.wonder_price
    scores = ending.scores
    victory = ending.victory
    returns = ending.returns

    # ------------------------------------------------------------------ API
    def num_players(self) -> int:
        return 2

    def current_players(self) -> list[int]:
        return [] if self.phase == OVER else [self.player]

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def parse_action(self, text: str) -> M.Move:
        return M.parse(text)

    def legal_actions(self, player: int) -> list[M.Move]:
        """The legal actions of ``player`` now (empty when it is not their turn)."""
        # ``is``: a seat is the very int (0 and 1 are CPython's cached small ints), so a
        # bool or a float equal to it is no seat (engine/seats.py)
        if player is not self.player or self.phase == OVER:
            return []
        phase = self.phase
        p = player
        if phase == PLAY:
            coins = self.coins[p]
            out: list[M.Move] = []
            slots = self.slots
            cache = self._cc[p] or costs(self, p)
            wonder_rows = []
            if self.nbuilt < MAX_BUILT:
                for w in self.wleft[p]:
                    hit = (cache.get(WONDER_KEY + w)
                           or work_out(self, p, WONDER_KEY + w, cache))
                    if hit[0] <= coins:
                        wonder_rows.append(M.WONDER_A[w])
            chains = self.chains[p]
            for s in self.avail:
                c = slots[s]
                cf = CHAIN_FROM[c]
                if ((cf >= 0 and chains >> cf & 1)
                        or (cache.get(c) or work_out(self, p, c, cache))[0] <= coins):
                    out += BUILD_DISCARD[c]
                else:
                    out.append(DISCARD_A[c])
                for row in wonder_rows:  # (a loop: cheaper than a list made for each card)
                    out.append(row[c])
            return out
        if phase == DRAFT:
            return [M.DRAFT_A[w] for w in self.draft_pool]
        if phase == TOKEN:
            return [M.TOKEN_A[t] for t in self.board_tokens]
        if phase == LIBRARY:
            return [M.TOKEN_A[t] for t in self.library]
        if phase == DESTROY:
            color = self.destroy_color
            return [M.DESTROY_A[c] for c in self.cards[1 - p] if CARDS[c].color == color]
        if phase == MAUSOLEUM:
            return [M.MAUSOLEUM_A[c] for c in self.discard]
        if phase == START:
            return list(M.START_A)
        return []

    def apply(self, player: int, action: Any) -> None:
        """Play ``action`` (a Move or its text) for ``player``.

        Raises InvalidMoveError for text that cannot be read and IllegalMoveError for
        a move that is not legal now; either way the state is left untouched.
        """
        act = action if type(action) is M.Move else M.parse(action)
        if self.phase == OVER:
            raise IllegalMoveError(say("the game is over; {move} is not possible",
                                      move=repr(act.text)))
        if player is not self.player:  # the very int: True or 1.0 is no seat (above)
            raise IllegalMoveError(say(
                "it is player {player}'s turn, not player {other}'s ({move})",
                player=self.player, other=player, move=repr(act.text)))
        if self.phase == PLAY:
            self._play(player, act)
            return
        if act not in self.legal_actions(player):
            raise IllegalMoveError(say("{move} is not legal now ({expecting})",
                                   move=repr(act.text), expecting=self._expecting()))
        self.log.append((player, act.text))
        kind = act.kind
        if kind == M.DRAFT:
            draft(self, player, act.a)
        elif kind == M.TOKEN:
            choose_token(self, player, act.a)
        elif kind == M.DESTROY:
            destroy(self, player, act.a)
        elif kind == M.MAUSOLEUM:
            self.discard.remove(act.a)
            self.phase = PLAY
            gain_card(self, player, act.a, False)
            if self.phase == PLAY:
                end_turn(self)
        else:  # M.START
            self.player = act.a
            self.phase = PLAY

    def _play(self, p: int, act: M.Move) -> None:
        """"Översikt av en tur": take an available card and build it, discard it, or
        build a wonder with it. Checks everything before changing anything."""
        kind = act.kind
        if kind != K_BUILD and kind != K_DISCARD and kind != K_WONDER:
            raise IllegalMoveError(say("{move} is not legal now ({expecting})",
                                   move=repr(act.text), expecting=self._expecting()))
        c = act.b if kind == K_WONDER else act.a
        s = self.slot_of[c]
        if s < 0 or self.slots[s] != c or self.ncov[s]:
            raise IllegalMoveError(say("{move}: {card} is not an available card",
                                      move=repr(act.text), card=CARDS[c].name))
        if kind == K_BUILD:
            cf = CHAIN_FROM[c]  # (``chain_free`` written out)
            free = cf >= 0 and self.chains[p] >> cf & 1 != 0  # (a bool without a call)
            if not free:
                total, trade = (self._cc[p] or costs(self, p)).get(c) or cost(self, p, c)
                if total > self.coins[p]:
                    self._cannot_pay(p, act, total)
            self.log.append((p, act.text))
            take(self, c)
            if not free:
                spend(self, p, total, trade)
            gain_card(self, p, c, free)
            if self.phase == PLAY:
                end_turn(self)
        elif kind == K_DISCARD:
            self.log.append((p, act.text))
            take(self, c)
            self.coins[p] += DISCARD_COINS + self.ncolor[p][YELLOW]
            self.discard.append(c)
            end_turn(self)
        else:
            w = act.a
            if w not in self.wleft[p]:
                raise IllegalMoveError(say("{move}: player {player} has no unbuilt {wonder}",
                                           move=repr(act.text), player=p,
                                           wonder=WONDERS[w].name))
            if self.nbuilt >= MAX_BUILT:
                raise IllegalMoveError(say("{move}: 7 wonders are already built",
                                          move=repr(act.text)))
            cache = self._cc[p] or costs(self, p)  # (``cost`` written out)
            total, trade = (cache.get(WONDER_KEY + w)
                            or work_out(self, p, WONDER_KEY + w, cache))
            if total > self.coins[p]:
                self._cannot_pay(p, act, total)
            self.log.append((p, act.text))
            take(self, c)
            spend(self, p, total, trade)
            build_wonder(self, p, w, c)

    def _cannot_pay(self, p: int, act: M.Move, total: int) -> None:
        raise IllegalMoveError(say("{move}: it costs {cost} coins, player {player} has {coins}",
                                   move=repr(act.text), cost=total, player=p,
                                   coins=self.coins[p]))

    def _expecting(self) -> str:
        """What the phase asks for, in words (for the error of a move not legal now)."""
        if self.phase == DESTROY:
            return say("choose an opponent's {colour} card: destroy <card>",
                       colour=COLOUR_WORDS[COLORS[self.destroy_color]])
        return {
            DRAFT: say("the wonder draft: draft <wonder>"),
            PLAY: say("take an available card: build / discard / wonder <w> with <card>"),
            TOKEN: say("choose a progress token from the board: token <name>"),
            LIBRARY: say("choose one of the Great Library's tokens: token <name>"),
            MAUSOLEUM: say("choose a discarded card: mausoleum <card>"),
            START: say("choose who starts the next Age: start 0 / start 1"),
        }.get(self.phase, say("the game is over"))

        # else: the last active player starts; self.player is unchanged

    # ------------------------------------------------------------------ copies
    @property
    def events(self) -> list[dict[str, Any]]:
        """What happened, in order (``engine.game.EVENT_KINDS``); a turn's ``moves`` are
        its ``[player, text]`` log entries, its ``outcomes`` what each did (``outcomes``)."""
        log = self.log
        return made(self._events, self._shown, lambda e: {
            "kind": "turn", "age": e[0], "moves": [[p, t] for p, t in log[e[1]:e[2]]],
            "outcomes": outcomes(log, e[1], e[2], self.paid, self.cards)})

    def clone(self) -> DuelState:
        """A fast independent copy."""
        s = DuelState.__new__(DuelState)
        s.config = self.config
        s.seed = self.seed
        s.log = list(self.log)
        s._events = self._events[:]
        s._shown = self._shown[:len(self._events)]
        s.turn_from = self.turn_from
        s.paid = self.paid
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
        s.decks = self.decks  # replaced when an Age is dealt, never changed in place
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
        s.pair = self.pair
        s._cc = self._cc[:]  # shared memo tables
        return s

    def undo_pick(self, player: int) -> None:
        """Duel has no simultaneous picks: every move is applied at once."""
        raise IllegalMoveError(say("player {player} has no pick to take back", player=player))

    def __repr__(self) -> str:
        return (f"<DuelState age {self.age} {PHASES[self.phase]} player {self.player} "
                f"coins {self.coins} pawn {self.pawn}>")
