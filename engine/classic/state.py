"""The state of a 7 Wonders game (1st edition, 3-7 players) and its phases.

Phases (every choice a player makes is a legal move of the current phase):

* ``pick``    all players choose a card at once, secretly. Each pick is applied on its
  own; the turn resolves when the last one arrives ("all actions resolve together").
* ``seventh`` Babylon B, stage 2: after the 6th turn the player plays the 7th card
  (build, stage or discard) instead of discarding it.
* ``dig``     Halicarnassus: at the end of the turn the stage was built, build one card
  of the discard pile for free, including cards discarded that turn and the 7th cards.
* ``copy``    Olympia B, stage 3: at the end of the game copy a neighbour's guild.
* ``debt``    Cities: at the end of a turn in which a coin loss was built, each city
  that owes chooses how to pay it (``debt``).
* ``over``    the game has ended; ``scores()`` is final.

Players are listed clockwise: player ``i``'s left neighbour is ``i + 1`` and right
neighbour ``i - 1`` (modulo the number of cities). Hands pass left in Ages I and III and
right in Age II. With 2 players a third city, the Free City, plays too (``freecity``):
``n`` counts the cities (3), ``players`` the players (2); the player holding the Free
City card (``holder``) picks for it, and its moves carry the ``free city:`` prefix.
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalMoveError
from ..events import made
from ..games import Viewed
from ..rng import Rng
from ..seats import check_seat
from ..words import say
from . import ending, legal
from .city import City
from .data import ALL_CARDS, CARDS
from .dealing import TURNS, deal_age, deal_wonders, has_cities, turns_per_age
from .debt import Debts
from .effects import Power
from .freecity import first_holder, has_free_city
from .military import MILITARY_VICTORY, resolve_conflicts
from .moves import MOVE_TYPES, TEXTS, DebtPayment, Move
from .outcomes import expand
from .teams import teams_on
from .trade import (
    IDS_BY_NAME,
    INCOME,
    PLAYABLE,
    Playable,
    TradeTable,
    income_effects,
)

__all__ = ["ClassicState", "MILITARY_VICTORY", "IDS_BY_NAME", "INCOME", "PLAYABLE",
           "Playable", "TradeTable", "income_effects", "TURNS"]

CARD = ALL_CARDS  # card by id, both editions (a plain tuple: the fastest look-up on hot paths)
BUILD_DISCARD = Power("build_discard")  # Halicarnassus: dig in the discard pile


class ClassicState(Viewed):
    """A game of 7 Wonders: set-up (config, seed) plus the moves in ``log``.

    Its move listing and its results are functions over its declared fields
    (``legal.Listing``, ``ending.Ended``), taken as methods below."""

    game = "7wonders"

    __slots__ = (
        "config", "seed", "log", "rng", "n", "players", "free_city", "holder",
        "cities", "hands", "age", "turn", "phase",
        "pending", "discard", "dig_queue", "seventh_queue", "copy_queue", "history",
        "seen_before",
        "_events", "_shown", "_scores", "_legal", "_tables", "expansion", "turns", "debts",
    )
    #: the fields a clone shares with its original: replaced on change and never
    #: changed in place; every other list is copied (tests/engine/test_clone_slots)
    REPLACED_ON_CHANGE = frozenset({"seen_before"})

    # -- the move listing (``legal``) and the end (``ending``) ----------------------
    mover = legal.mover
    legal_actions = legal.legal_actions
    cheapest_moves = legal.cheapest_moves
    payments = legal.payments
    moves_with = legal.moves_with
    build_moves = legal.build_moves
    stage_payments = legal.stage_payments
    stage_moves = legal.stage_moves
    scores = ending.scores
    ranking_keys = ending.ranking_keys
    winners = ending.winners
    returns = ending.returns

    # -- set-up ------------------------------------------------------------------
    def __init__(self, config: dict[str, Any], seed: int, cities: list[City] | None = None):
        self.config = config
        self.seed = seed
        self.log: list[tuple[int, str]] = []
        self.rng = Rng(seed)
        self.players = config["players"]
        # the Free City's index (2 players: the third city) and the Free City card's
        # holder; -1 in a game without it
        self.free_city = self.players if has_free_city(self.players) else -1
        self.holder = -1
        self.n = self.players + (self.free_city >= 0)  # cities
        self.cities = cities if cities is not None else deal_wonders(config, self.rng)
        self.expansion = has_cities(config)  # the Cities expansion
        self.turns = turns_per_age(config)  # an Age's turns: its hands' size less one
        self.debts = Debts(len(self.cities))  # Cities: the coin losses still to meet
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        self.age = 0
        self.turn = 0
        self.phase = "pick"
        self.pending: list[Move | None] = [None] * self.n
        self.discard: list[int] = []
        self.dig_queue: list[int] = []
        self.seventh_queue: list[int] = []
        self.copy_queue: list[int] = []
        self.history: list[list[tuple[int, ...]]] = [[] for _ in range(self.n)]
        # the hands each player held in the ages before this one (``history`` of each),
        # which a player remembers: rebound at each age, never changed in place
        self.seen_before: list[list[list[tuple[int, ...]]]] = [[] for _ in range(self.n)]
        # the public record (``events``): dicts, and each resolved turn as its record
        self._events: list[dict[str, Any] | tuple] = []
        self._shown: list[dict[str, Any]] = []  # the events made into data so far
        self._scores: list[dict[str, int]] | None = None
        self._legal: list[list[Move] | None] = [None] * self.n  # memo, reset on change
        self._tables: list[TradeTable | None] = [None] * self.n  # payments, by player

    def start(self) -> ClassicState:
        """Deal Age I (called once after construction)."""
        self._start_age(1)
        return self

    def _start_age(self, age: int, exclude: list[int] | None = None) -> None:
        """Deal an age (``setup.deal_age``): turn 1 of the pick phase."""
        self.age = age
        self.turn = 1
        self.hands = deal_age(age, self.cities, self.discard, self.rng, exclude,
                              self.expansion)
        if self.free_city >= 0:
            self.holder = first_holder(age)
            self._draw()
        if age > 1:
            self.seen_before = [[*b, h] for b, h in zip(self.seen_before, self.history)]
        self.history = [[tuple(h)] for h in self.hands]
        self.phase = "pick"

    def _draw(self) -> None:
        """The Free City card's holder takes the draw pile's top card into the hand."""
        pile = self.hands[self.free_city]
        if pile:
            self.hands[self.holder].append(pile.pop())

    # -- the API -----------------------------------------------------------------
    def num_players(self) -> int:
        return self.players

    def left_of(self, p: int) -> int:
        return (p + 1) % self.n

    def right_of(self, p: int) -> int:
        return (p - 1) % self.n

    def current_players(self) -> list[int]:
        if self.phase == "pick":
            pending = self.pending
            if pending.count(None) == len(pending):  # nobody has picked yet this turn
                return list(range(self.players))
            return [p for p in range(self.players) if pending[p] is None]
        if self.phase == "debt":
            return self.debts.debtors(self.players, self.holder, self.free_city)
        city = legal.queue_city(self)
        return [self.mover(city)] if city >= 0 else []

    def is_terminal(self) -> bool:
        return self.phase == "over"

    @property
    def events(self) -> list[dict[str, Any]]:
        """What happened, in order (``engine.game.EVENT_KINDS``); a turn's ``moves`` are
        its ``[player, text]`` log entries, its ``outcomes`` what each did
        (``outcomes``)."""
        wonders = [c.wonder.name for c in self.cities]
        return made(self._events, self._shown, lambda e: expand(
            e, self.n, wonders, self.cities))

    def clone(self) -> ClassicState:
        s = ClassicState.__new__(ClassicState)
        s.config = self.config
        s.seed = self.seed
        s.log = self.log[:]
        s.rng = self.rng.copy()
        s.n = self.n
        s.players = self.players
        s.free_city = self.free_city
        s.holder = self.holder
        s.cities = [c.clone() for c in self.cities]
        s.hands = [h[:] for h in self.hands]
        s.age = self.age
        s.turn = self.turn
        s.phase = self.phase
        s.pending = self.pending[:]
        s.discard = self.discard[:]
        s.dig_queue = self.dig_queue[:]
        s.seventh_queue = self.seventh_queue[:]
        s.copy_queue = self.copy_queue[:]
        s.history = [h[:] for h in self.history]
        s.seen_before = self.seen_before
        s._events = self._events[:]
        s._shown = self._shown[:len(self._events)]
        s._scores = self._scores
        s._legal = [None] * self.n
        s._tables = self._tables[:]
        s.expansion = self.expansion
        s.turns = self.turns
        s.debts = self.debts.clone()
        return s

    def parse_action(self, text: str) -> Move | DebtPayment:
        return Move.parse(text)

    # -- applying moves ----------------------------------------------------------
    def _check(self, player: int, action: Move | DebtPayment | str) -> Move | DebtPayment:
        move = action if isinstance(action, MOVE_TYPES) else Move.parse(action)
        if self.phase == "over":
            raise IllegalMoveError(say("the game is over"))
        if type(player) is not int or not 0 <= player < self.players:  # engine/seats.py
            raise IllegalMoveError(say("there is no player {player}", player=repr(player)))
        if not legal.to_move(self, player):
            if self.phase == "pick" and self.pending[player] is not None:
                raise IllegalMoveError(say("player {player} has already picked this turn",
                                             player=player))
            raise IllegalMoveError(say("it is not player {player}'s move (phase {phase})",
                                         player=player, phase=self.phase))
        if not legal.is_legal(self, player, move):
            raise IllegalMoveError(say("illegal move for player {player}: {move}",
                                         player=player, move=str(move)))
        return move

    def apply(self, player: int, action: Move | str) -> None:
        """Apply one player's move; in the pick phase the turn resolves on the last pick."""
        if (self.phase == "pick" and self.free_city < 0 and type(player) is int
                and 0 <= player < self.n):
            # the hot path: a pick just listed passes the check by the memo of legal moves
            memo = self._legal[player]
            pending = self.pending
            if memo is not None and pending[player] is None and action in memo:
                self.log.append((player, TEXTS.get(action) or str(action)))
                pending[player] = action
                if None not in pending:
                    self._resolve_turn()
                return
        move = self._check(player, action)
        text = str(move)
        self.log.append((player, text))
        city = self.free_city if move.free_city else player
        if self.phase == "pick":
            self.pending[city] = move
            if city != player:
                self._legal[player] = None  # the holder's own pick: the hand less that card
            if None not in self.pending:
                self._resolve_turn()
        elif self.phase == "seventh":
            self.seventh_queue.pop(0)
            built: list = []
            done = self._play(city, move, built)
            self._when_built(built)
            self._record([[player, text]], (done,))
            self._advance()
        elif self.phase == "dig" and move.kind == "pass":
            self.dig_queue.pop(0)
            self._record([[player, text]], ((player, city, move, 0, 0),))
            self._advance()
        elif self.phase == "dig":
            self.dig_queue.pop(0)
            cid = next(c for c in self.discard if CARDS[c].name == move.card)
            self.discard.remove(cid)
            card = CARDS[cid]
            self.cities[city].add_card(card)
            self._when_built([(city, INCOME[cid], cid)])
            self._record([[player, text]], ((player, city, move, 0, 0),))
            self._advance()
        elif self.phase == "debt":
            causes = tuple(r for r in self.debts.losses if r.loser == city)
            done = self.debts.pay(self.cities, city, move)
            self._record([[player, text]], ((player, city, move, 0, 0, causes),))
            if done:
                self._advance()
        elif self.phase == "copy":
            self.copy_queue.pop(0)
            self.cities[city].copied = CARDS.by_name(move.card, 3).id
            self._record([[player, text]], ((player, city, move, 0, 0),))
            self._advance()

    def apply_listed(self, player: int, move: Move) -> None:
        """``apply`` for a pick taken from ``cheapest_moves(player)`` just now: legal by
        construction, so not checked against the full listing (a search's playouts,
        which never list every payment)."""
        self.log.append((player, TEXTS.get(move) or str(move)))
        pending = self.pending
        pending[player] = move
        if None not in pending:
            self._resolve_turn()

    def undo_pick(self, player: int) -> None:
        """Take back ``player``'s pick before everyone has chosen (pass-and-play undo)."""
        check_seat(player, self.players)
        city = player
        if (self.phase == "pick" and self.pending[player] is None and player == self.holder
                and self.pending[self.free_city] is not None):
            city = self.free_city  # the holder's pick for the Free City
            self._legal[player] = None
        if self.phase != "pick" or self.pending[city] is None:
            raise IllegalMoveError(say("player {player} has no pick to take back", player=player))
        text = str(self.pending[city])
        self.pending[city] = None
        for i in range(len(self.log) - 1, -1, -1):
            if self.log[i] == (player, text):
                del self.log[i]
                break

    # -- resolution --------------------------------------------------------------
    def _play(self, p: int, move: Move, built: list) -> tuple:
        """Pay for and place one pick; add (p, effects, source) that give coins when
        built to ``built`` (source: the card's id, or minus the wonder stage's number).
        Coins earned (trade, discard) are added at once: every pick of the turn was
        checked against the coins owned at its start, so the order of the turn's
        payments changes nothing. Returns the pick as played (laid out as
        ``outcomes.Done``)."""
        city = self.cities[p]
        mover = self.holder if move.free_city else p
        kind, name, left, right, free, _ = move
        # the Free City picks from its holder's hand (its own slot holds the draw pile)
        hand = self.hands[self.holder if p == self.free_city and self.phase == "pick" else p]
        for cid in IDS_BY_NAME[name]:  # (the card of that name in the hand)
            if cid in hand:
                hand.remove(cid)
                break
        else:
            raise ValueError(f"no {name} in player {p}'s hand")
        if kind == "discard":
            self.discard.append(cid)
            city.coins += 3
            return (mover, p, move, 0, 0)
        n = self.n
        if left or right:
            city.coins -= left + right
            cities = self.cities
            cities[(p + 1) % n].coins += left
            cities[(p - 1) % n].coins += right
        if kind == "build":
            card = CARD[cid]
            bank = 0
            if not free:
                bank = card.cost_coins
                city.coins -= bank
            elif free == "olympia":
                city.free_build_age = self.age
            city.add_card(card)
            if INCOME[cid]:
                built.append((p, INCOME[cid], cid))
            return (mover, p, move, 0, bank)
        bank = city.wonder.stages[city.stages].cost_coins
        city.coins -= bank
        effects = city.add_stage(cid)
        if BUILD_DISCARD in effects:
            self.dig_queue.append(p)
        built.append((p, income_effects(effects), -city.stages))
        return (mover, p, move, city.stages, bank)

    def _when_built(self, built: list[tuple[int, tuple, int]]) -> None:
        """Coins taken when built, counted after every pick of the turn is placed.

        Rulebook: Vineyard and Bazar count the neighbours' cards built the same turn.
        Cities: the neighbours' coins and the others' losses (``debt``).
        """
        for p, effects, _ in built:
            for e in effects:
                self.cities[p].coins += e.income(self.cities, p)
        if self.expansion:
            self.debts.deal(self.cities, built)

    def _record(self, moves: list[list], done: tuple) -> None:
        """Add a resolved turn to the events: its ``[player, move text]`` in player order
        and each move as played (``outcomes``: made into data when the events are read)."""
        self._events.append((self.age, self.turn, self.phase, moves, done))  # a ``Turn``

    def _resolve_turn(self) -> None:
        """Every pick of the turn resolves together (called on the turn's last pick)."""
        n = self.n
        picks = self.pending
        self.pending = [None] * n
        built: list = []
        # "beginnend met de kaart voor de Vrije Stad": the Free City's pick first
        done = tuple([self._play(p, picks[p], built) for p in
                      (range(n) if self.free_city < 0 else (self.free_city, *range(self.players)))])
        if built:
            self._when_built(built)
        # the turn's log entries are its n picks (in the order they were made)
        self._record(sorted(map(list, self.log[-n:])), done)
        if self.turn == self.turns:
            # the last card is discarded, unless Babylon B plays it
            for p in range(self.n):
                if self.hands[p]:
                    if "play_seventh" in self.cities[p].powers:
                        self.seventh_queue.append(p)
                    else:
                        self.discard += self.hands[p]
                        self.hands[p] = []
        elif self.free_city >= 0:
            # the rest of each hand goes face down by the Border card; each player takes
            # the pile on the other side (and the Free City card changes hands: ``_advance``)
            self.hands[0], self.hands[1] = self.hands[1], self.hands[0]
            for p in range(self.players):
                self.history[p].append(tuple(self.hands[p]))
        else:
            if self.age == 2:
                self.hands = self.hands[1:] + self.hands[:1]  # pass right: p gets p+1's
            else:
                self.hands = self.hands[-1:] + self.hands[:-1]  # pass left: p gets p-1's
            for seen, hand in zip(self.history, self.hands):
                seen.append(tuple(hand))
        self._advance()

    def _advance(self) -> None:
        """Move on to the next phase: losses to meet, 7th card, Halicarnassus, military,
        next turn or age."""
        self._legal = [None] * self.n
        if any(self.debts.owed):
            self.phase = "debt"
            return
        if self.seventh_queue:
            self.phase = "seventh"
            return
        while self.dig_queue:
            p = self.dig_queue[0]
            self.phase = "dig"
            if self.legal_actions(self.mover(p)):
                return
            self.dig_queue.pop(0)  # nothing in the discard pile it may build
        if self.copy_queue:
            self.phase = "copy"
            return
        if self.phase == "copy":
            self._finish()
            return
        if self.turn < self.turns:
            self.turn += 1
            self.phase = "pick"
            if self.free_city >= 0:
                self.holder = 1 - self.holder
                self._draw()
                self.history[self.holder][-1] = tuple(self.hands[self.holder])
            return
        for p in range(self.n):  # the Babylon player's 7th card, if not played
            self.discard += self.hands[p]
            self.hands[p] = []
        self._military()
        if self.age < 3:
            self._start_age(self.age + 1)
            return
        self.copy_queue = [p for p in range(self.n)
                           if "copy_guild" in self.cities[p].powers and legal.copyable(self, p)]
        if self.copy_queue:
            self.phase = "copy"
            return
        self._finish()

    def _finish(self) -> None:
        self.phase = "over"
        self._scores = None
        self._events.append({"kind": "over"})

    def _military(self) -> None:
        """Military conflicts at the end of the age (``military.resolve_conflicts``)."""
        self._events.append(resolve_conflicts(self.cities, self.age, teams_on(self.config)))
        self._events.append({"kind": "age", "age": self.age})
