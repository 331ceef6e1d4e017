"""The state of a 7 Wonders game (1st edition, 3-7 players) and its phases.

Phases (every choice a player makes is a legal move of the current phase):

* ``pick``    all players choose a card at once, secretly. Each pick is applied on its
  own; the turn resolves when the last one arrives ("all actions resolve together").
* ``seventh`` Babylon B, stage 2: after the 6th turn the player plays the 7th card
  (build, stage or discard) instead of discarding it.
* ``dig``     Halicarnassus: at the end of the turn the stage was built, build one card
  of the discard pile for free, including cards discarded that turn and the 7th cards.
* ``copy``    Olympia B, stage 3: at the end of the game copy a neighbour's guild.
* ``over``    the game has ended; ``scores()`` is final.

Players are listed clockwise: player ``i``'s left neighbour is ``i + 1`` and right
neighbour ``i - 1`` (modulo the player count). Hands pass left in Ages I and III and
right in Age II.
"""

from __future__ import annotations

from typing import Any

from ..errors import IllegalMoveError
from ..game import winners_returns
from ..rng import Rng
from .city import City
from .data import CARDS, GUILD_IDS, WONDER_NAMES, WONDERS, Card, deck
from .effects import Coins, Gain, Power
from .moves import PASS, CardMoves, Move
from .resources import (
    FREE_PAYMENTS,
    GUARDS,
    NOTHING,
    SEVENS,
    Payments,
    Production,
    deficit,
    pack,
    packed_payments,
)
from .scoring import CATEGORIES, gain_amount, score_city

CARD = CARDS.cards  # card by id (a plain tuple: the fastest look-up on hot paths)

MILITARY_VICTORY = {1: 1, 2: 3, 3: 5}
BUILD_DISCARD = Power("build_discard")  # Halicarnassus: dig in the discard pile
TURNS = 6


class Playable(CardMoves):
    """A card's moves plus what deciding them takes: the names it chains from, its
    resource cost (packed) and coin cost."""

    __slots__ = ("parents", "cost", "coins", "paid")

    def __init__(self, card: Card):
        super().__init__(card.name)
        self.parents = frozenset(card.chained_from)
        self.cost = pack(card.cost)
        self.coins = card.cost_coins
        self.paid = self.builds(FREE_PAYMENTS)[0]  # built with no trade (coins, if any)


PLAYABLE = tuple(Playable(c) for c in CARD)  # by card id


def income_effects(effects: tuple) -> tuple:
    """The effects among ``effects`` that give coins when built (Tavern, Vineyard...)."""
    return tuple(e for e in effects
                 if isinstance(e, Coins) or isinstance(e, Gain) and e.what == "coins")


INCOME = tuple(income_effects(c.effects) for c in CARD)  # by card id


IDS_BY_NAME: dict[str, tuple[int, ...]] = {}  # the ids of the cards of each name (ages)
for _card in CARD:
    IDS_BY_NAME[_card.name] = IDS_BY_NAME.get(_card.name, ()) + (_card.id,)


class TradeTable:
    """The payment options of one trading context (own production, what the two
    neighbours sell, packed prices), by packed cost, filled as costs are asked for.

    Each player keeps the table of its current context, so a cost is worked out once
    a context (in a random 4-player game about 190 times: most look-ups miss, since
    hands and contexts change every turn).
    """

    __slots__ = ("own", "left", "right", "lprice", "rprice", "most", "by_cost")

    def __init__(self, own: Production, left: Production, right: Production,
                 lprice: int, rprice: int):
        self.own, self.left, self.right = own, left, right
        self.lprice, self.rprice = lprice, rprice
        # the most to be had, own + left + right capped at 7 (``plus`` twice: what
        # SEVENS - own.most lacks of the other two), kept with each resource's guard
        # bit set for the quick check in ``work_out``
        rest = deficit(deficit(SEVENS - own.most, left.most), right.most)
        self.most = (SEVENS - rest) | GUARDS
        self.by_cost: dict[int, Payments] = {0: FREE_PAYMENTS}

    def payments(self, cost: int) -> Payments:
        """Every non-dominated (left, right) payment of packed ``cost``, cheapest first."""
        return self.by_cost.get(cost) or self.work_out(cost)

    def work_out(self, cost: int) -> Payments:
        """``payments`` of a cost not asked for yet in this context (then kept)."""
        if (self.most - cost) & GUARDS != GUARDS:  # a guard bit borrowed: a resource short
            found = NOTHING  # more than the three cities make together (a quick check)
        else:
            found = packed_payments(
                cost, self.own, self.left, self.right, self.lprice, self.rprice)
        self.by_cost[cost] = found
        return found


class ClassicState:
    """A game of 7 Wonders: set-up (config, seed) plus the moves in ``log``."""

    game = "7wonders"

    __slots__ = (
        "config", "seed", "log", "rng", "n", "cities", "hands", "age", "turn", "phase",
        "pending", "discard", "dig_queue", "seventh_queue", "copy_queue", "history",
        "events", "_scores", "_legal", "_tables",
    )

    # -- set-up ------------------------------------------------------------------
    def __init__(self, config: dict[str, Any], seed: int, cities: list[City] | None = None):
        self.config = config
        self.seed = seed
        self.log: list[tuple[int, str]] = []
        self.rng = Rng(seed)
        self.n = config["players"]
        self.cities = cities if cities is not None else self._deal_wonders()
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
        self.events: list[dict[str, Any]] = []  # public record of resolved turns
        self._scores: list[dict[str, int]] | None = None
        self._legal: list[list[Move] | None] = [None] * self.n  # memo, reset on change
        self._tables: list[TradeTable | None] = [None] * self.n  # payments, by player

    def _deal_wonders(self) -> list[City]:
        """Wonders dealt at random or as chosen; sides as chosen or at random."""
        names = self.config["wonders"]
        if names is None:
            pool = list(WONDER_NAMES)  # sorted
            self.rng.shuffle(pool)
            names = pool[: self.n]
        sides = self.config["sides"]
        cities = []
        for i, name in enumerate(names):
            side = sides[i] if isinstance(sides, list) else sides
            if side == "random":
                side = "AB"[self.rng.below(2)]
            cities.append(City(WONDERS[(name, side)], coins=3))
        return cities

    def start(self) -> ClassicState:
        """Deal Age I (called once after construction)."""
        self._start_age(1)
        return self

    def _start_age(self, age: int, exclude: list[int] | None = None) -> None:
        """Shuffle the age's deck (Age III: plus players + 2 random guilds) and deal 7 each."""
        self.age = age
        self.turn = 1
        cards = deck(age, self.n)
        for cid in exclude or ():
            if cid in cards:
                cards.remove(cid)
        if age == 3:
            built = {c for city in self.cities for c in city.cards + city.under}
            guilds = [g for g in GUILD_IDS if g not in built and g not in self.discard]
            self.rng.shuffle(guilds)
            cards += guilds[: self.n + 2]
        self.rng.shuffle(cards)
        size = len(cards) // self.n
        self.hands = [cards[i * size:(i + 1) * size] for i in range(self.n)]
        self.history = [[tuple(h)] for h in self.hands]
        self.phase = "pick"

    # -- the API -----------------------------------------------------------------
    def num_players(self) -> int:
        return self.n

    def left_of(self, p: int) -> int:
        return (p + 1) % self.n

    def right_of(self, p: int) -> int:
        return (p - 1) % self.n

    def _to_move(self, player: int) -> bool:
        """Whether ``player`` must act now (``current_players`` without the list)."""
        if self.phase == "pick":
            return self.pending[player] is None
        queue = {"seventh": self.seventh_queue, "dig": self.dig_queue,
                 "copy": self.copy_queue}.get(self.phase)
        return bool(queue) and queue[0] == player

    def current_players(self) -> list[int]:
        if self.phase == "pick":
            return [p for p in range(self.n) if self.pending[p] is None]
        if self.phase == "seventh":
            return self.seventh_queue[:1]
        if self.phase == "dig":
            return self.dig_queue[:1]
        if self.phase == "copy":
            return self.copy_queue[:1]
        return []

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def clone(self) -> ClassicState:
        s = ClassicState.__new__(ClassicState)
        s.config = self.config
        s.seed = self.seed
        s.log = self.log[:]
        s.rng = self.rng.copy()
        s.n = self.n
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
        s.events = self.events[:]
        s._scores = self._scores
        s._legal = [None] * self.n
        s._tables = self._tables[:]
        return s

    def parse_action(self, text: str) -> Move:
        return Move.parse(text)

    # -- legal moves -------------------------------------------------------------
    def _trade_table(self, p: int) -> TradeTable:
        """Payment options of ``p`` by cost, for the current trading context."""
        city = self.cities[p]
        own = city.production
        left = self.cities[(p + 1) % self.n].sellable
        right = self.cities[(p - 1) % self.n].sellable
        table = self._tables[p]
        if (table is None or table.own is not own or table.left is not left
                or table.right is not right or table.lprice != city.lprice
                or table.rprice != city.rprice):  # (productions are interned)
            table = self._tables[p] = TradeTable(own, left, right, city.lprice, city.rprice)
        return table

    def payments(self, p: int, cost, cost_coins: int = 0,
                 table: TradeTable | None = None) -> list[tuple[int, int]]:
        """The affordable (left, right) trades that pay ``cost`` for player ``p``.

        Coins must be owned at the start of the turn (rulebook, "Commerce").
        """
        payments = (table or self._trade_table(p)).payments(pack(cost))
        return list(payments.affordable(self.cities[p].coins - cost_coins))

    def moves_with(self, p: int, cards: list[int]) -> list[Move]:
        """Every move ``p`` would have with ``cards`` (ids) in hand, in the current
        cities: a what-if for bots (which moves did a player have a turn ago)."""
        return self._card_moves(p, dict.fromkeys(cards))

    def build_moves(self, p: int, card: Card) -> list[Move]:
        """The ways ``p`` may build ``card``: by chain, Olympia's free build, or paying."""
        return [m for m in self._card_moves(p, (card.id,)) if m.kind == "build"]

    def stage_payments(self, p: int, table: TradeTable | None = None) -> list[tuple[int, int]]:
        """The affordable trades for ``p``'s next wonder stage (none if all are built)."""
        city = self.cities[p]
        if city.stages >= len(city.wonder.stages):
            return []
        stage = city.wonder.stages[city.stages]
        return self.payments(p, stage.cost, stage.cost_coins, table)

    def stage_moves(self, p: int, card: Card) -> list[Move]:
        return [m for m in self._card_moves(p, (card.id,)) if m.kind == "stage"]

    def _card_moves(self, p: int, cards) -> list[Move]:
        """Every move of ``p`` with each of ``cards`` (ids, each once): build (by chain,
        paying each affordable option, or Olympia's free build), stage, discard."""
        city = self.cities[p]
        names = city.names
        coins = city.coins
        table = self._trade_table(p)
        by_cost = table.by_cost
        olympia = "free_build" in city.powers and city.free_build_age != self.age
        stage, stage_affordable = NOTHING, 0
        if city.stages < len(city.wonder.stages):
            cost, bank = city.plan[city.stages]
            stage = by_cost.get(cost) or table.work_out(cost)
            stage_affordable = stage.count(coins - bank)
        moves: list[Move] = []
        for cid in cards:
            card = PLAYABLE[cid]
            if card.name not in names:  # never two buildings of the same name
                if card.parents and not names.isdisjoint(card.parents):
                    moves.append(card.chain)
                elif not card.cost:  # no resources to find: only the coins, if any
                    if card.coins <= coins:
                        moves.append(card.paid)
                    if olympia:
                        moves.append(card.olympia)
                else:
                    paid = by_cost.get(card.cost) or table.work_out(card.cost)
                    if paid.options:
                        builds = card.by_build.get(paid) or card.builds(paid)
                        if paid.dearest <= coins - card.coins:
                            moves += builds
                        else:
                            moves += builds[:paid.count(coins - card.coins)]
                    if olympia:
                        moves.append(card.olympia)
            if stage_affordable:
                stages = card.by_stage.get(stage) or card.stages(stage)
                moves += stages[:stage_affordable]
            moves.append(card.discard)
        return moves

    def _hand_moves(self, p: int) -> list[Move]:
        """The moves of ``p`` with the cards in hand (pick, seventh), kept until the
        state changes (the memo that ``apply`` checks a listed move against)."""
        memo = self._legal[p]
        if memo is None:
            memo = self._legal[p] = self._card_moves(p, dict.fromkeys(self.hands[p]))
        return memo

    def _is_legal(self, p: int, move: Move) -> bool:
        """Check one move against the memo of legal moves (the hot path of ``apply``)."""
        if self.phase in ("pick", "seventh"):
            return move in self._hand_moves(p)
        return move in self.legal_actions(p)

    def legal_actions(self, player: int) -> list[Move]:
        if not 0 <= player < self.n:
            return []
        if self.phase == "pick":  # (``_to_move`` of the pick phase, written out)
            if self.pending[player] is not None:
                return []
        elif not self._to_move(player):
            return []
        if self.phase in ("pick", "seventh"):
            return list(self._hand_moves(player))
        if self.phase == "dig":
            city = self.cities[player]
            names = sorted({CARDS[c].name for c in self.discard} - city.names)
            # rulebook: the player "may" choose a discarded card: passing is allowed
            return [Move("dig", name) for name in names] + [PASS] if names else []
        if self.phase == "copy":
            return [Move("copy", name) for name in self._copyable(player)]
        return []

    def _copyable(self, p: int) -> list[str]:
        left, right = self.cities[self.left_of(p)], self.cities[self.right_of(p)]
        return sorted({CARDS[g].name for g in left.guilds() + right.guilds()})

    # -- applying moves ----------------------------------------------------------
    def _check(self, player: int, action: Move | str) -> Move:
        move = action if isinstance(action, Move) else Move.parse(action)
        if self.phase == "over":
            raise IllegalMoveError("the game is over")
        if not isinstance(player, int) or not 0 <= player < self.n:
            raise IllegalMoveError(f"there is no player {player!r}")
        if not self._to_move(player):
            if self.phase == "pick" and self.pending[player] is not None:
                raise IllegalMoveError(f"player {player} has already picked this turn")
            raise IllegalMoveError(f"it is not player {player}'s move (phase {self.phase})")
        if not self._is_legal(player, move):
            raise IllegalMoveError(f"illegal move for player {player}: {move}")
        return move

    def apply(self, player: int, action: Move | str) -> None:
        """Apply one player's move; in the pick phase the turn resolves on the last pick."""
        move = action
        memo = None
        if self.phase == "pick" and type(player) is int and 0 <= player < self.n:
            memo = self._legal[player]
        if memo is None or self.pending[player] is not None or move not in memo:
            move = self._check(player, action)  # (the usual case, a move just listed, passes)
        text = str(move)
        self.log.append((player, text))
        if self.phase == "pick":
            self.pending[player] = move
            if None not in self.pending:
                self._resolve_turn()
        elif self.phase == "seventh":
            self.seventh_queue.pop(0)
            built: list = []
            self._play(player, move, built)
            self._when_built(built)
            self._record([[player, text]])
            self._advance()
        elif self.phase == "dig" and move.kind == "pass":
            self.dig_queue.pop(0)
            self._record([[player, text]])
            self._advance()
        elif self.phase == "dig":
            self.dig_queue.pop(0)
            cid = next(c for c in self.discard if CARDS[c].name == move.card)
            self.discard.remove(cid)
            card = CARDS[cid]
            self.cities[player].add_card(card)
            self._when_built([(player, INCOME[cid])])
            self._record([[player, text]])
            self._advance()
        elif self.phase == "copy":
            self.copy_queue.pop(0)
            self.cities[player].copied = CARDS.by_name(move.card, 3).id
            self._record([[player, text]])
            self._advance()

    def undo_pick(self, player: int) -> None:
        """Take back ``player``'s pick before everyone has chosen (pass-and-play undo)."""
        if self.phase != "pick" or self.pending[player] is None:
            raise IllegalMoveError(f"player {player} has no pick to take back")
        text = str(self.pending[player])
        self.pending[player] = None
        for i in range(len(self.log) - 1, -1, -1):
            if self.log[i] == (player, text):
                del self.log[i]
                break

    # -- resolution --------------------------------------------------------------
    def _play(self, p: int, move: Move, built: list) -> None:
        """Pay for and place one pick; add (p, effects) that give coins when built to
        ``built``. Coins earned (trade, discard) are added at once: every pick of the
        turn was checked against the coins owned at its start, so the order of the
        turn's payments changes nothing."""
        city = self.cities[p]
        kind, name, left, right, free = move
        hand = self.hands[p]
        for cid in IDS_BY_NAME[name]:  # (the card of that name in the hand)
            if cid in hand:
                hand.remove(cid)
                break
        else:
            raise ValueError(f"no {name} in player {p}'s hand")
        if kind == "discard":
            self.discard.append(cid)
            city.coins += 3
            return
        if left or right:
            city.coins -= left + right
            cities = self.cities
            cities[(p + 1) % self.n].coins += left
            cities[(p - 1) % self.n].coins += right
        if kind == "build":
            card = CARD[cid]
            if not free:
                city.coins -= card.cost_coins
            elif free == "olympia":
                city.free_build_age = self.age
            city.add_card(card)
            if INCOME[cid]:
                built.append((p, INCOME[cid]))
            return
        city.coins -= city.wonder.stages[city.stages].cost_coins
        effects = city.add_stage(cid)
        if BUILD_DISCARD in effects:
            self.dig_queue.append(p)
        built.append((p, income_effects(effects)))

    def _when_built(self, built: list[tuple[int, tuple]]) -> None:
        """Coins taken when built, counted after every pick of the turn is placed.

        Rulebook: Vineyard and Bazar count the neighbours' cards built the same turn.
        """
        for p, effects in built:
            for e in effects:
                if type(e) is Coins:
                    self.cities[p].coins += e.amount
                elif type(e) is Gain and e.what == "coins":
                    self.cities[p].coins += gain_amount(self.cities, p, e)

    def _record(self, moves: list[list]) -> None:
        """Add a resolved turn (``[player, move text]`` in player order) to the events."""
        self.events.append({"kind": "turn", "age": self.age, "turn": self.turn,
                            "phase": self.phase, "moves": moves})

    def _resolve_turn(self) -> None:
        """Every pick of the turn resolves together (called on the turn's last pick)."""
        n = self.n
        picks = self.pending
        self.pending = [None] * n
        built: list = []
        for p in range(n):
            self._play(p, picks[p], built)
        if built:
            self._when_built(built)
        # the turn's log entries are its n picks (in the order they were made)
        self._record(sorted(map(list, self.log[-n:])))
        if self.turn == TURNS:
            # the 7th card is discarded, unless Babylon B plays it
            for p in range(self.n):
                if self.hands[p]:
                    if "play_seventh" in self.cities[p].powers:
                        self.seventh_queue.append(p)
                    else:
                        self.discard += self.hands[p]
                        self.hands[p] = []
        else:
            if self.age == 2:
                self.hands = self.hands[1:] + self.hands[:1]  # pass right: p gets p+1's
            else:
                self.hands = self.hands[-1:] + self.hands[:-1]  # pass left: p gets p-1's
            for seen, hand in zip(self.history, self.hands):
                seen.append(tuple(hand))
        self._advance()

    def _advance(self) -> None:
        """Move on to the next phase: 7th card, Halicarnassus, military, next turn or age."""
        self._legal = [None] * self.n
        if self.seventh_queue:
            self.phase = "seventh"
            return
        while self.dig_queue:
            p = self.dig_queue[0]
            self.phase = "dig"
            if self.legal_actions(p):
                return
            self.dig_queue.pop(0)  # nothing in the discard pile it may build
        if self.copy_queue:
            self.phase = "copy"
            return
        if self.phase == "copy":
            self._finish()
            return
        if self.turn < TURNS:
            self.turn += 1
            self.phase = "pick"
            return
        for p in range(self.n):  # the Babylon player's 7th card, if not played
            self.discard += self.hands[p]
            self.hands[p] = []
        self._military()
        if self.age < 3:
            self._start_age(self.age + 1)
            return
        self.copy_queue = [p for p in range(self.n)
                           if "copy_guild" in self.cities[p].powers and self._copyable(p)]
        if self.copy_queue:
            self.phase = "copy"
            return
        self._finish()

    def _finish(self) -> None:
        self.phase = "over"
        self._scores = None
        self.events.append({"kind": "over", "winners": self.winners()})

    def _military(self) -> None:
        """Military conflicts at the end of each age, against both neighbours.

        Victory: +1/+3/+5 in Ages I/II/III; defeat: -1; a tie: no token.
        """
        win = MILITARY_VICTORY[self.age]
        shields = [c.shields for c in self.cities]
        results = []
        for p in range(self.n):
            for q in (self.left_of(p), self.right_of(p)):
                if shields[p] > shields[q]:
                    self.cities[p].conflict.append(win)
                    results.append([p, q, win])
                elif shields[p] < shields[q]:
                    self.cities[p].conflict.append(-1)
                    results.append([p, q, -1])
        self.events.append({"kind": "conflicts", "age": self.age, "phase": "military",
                            "results": results, "shields": shields})
        self.events.append({"kind": "age", "age": self.age})

    # -- results -----------------------------------------------------------------
    def scores(self) -> list[dict[str, int]]:
        """The score pad per player (final once the game is over)."""
        if self._scores is None or self.phase != "over":
            scores = [score_city(self.cities, p) for p in range(self.n)]
            if self.phase != "over":
                return scores
            self._scores = scores
        return self._scores

    def ranking_keys(self) -> list[tuple[int, int]]:
        """(points, coins) per player: more points wins, a tie goes to the most coins."""
        return [(s["total"], c.coins) for s, c in zip(self.scores(), self.cities)]

    def winners(self) -> list[int]:
        keys = self.ranking_keys()
        best = max(keys)
        return [p for p, k in enumerate(keys) if k == best]

    def returns(self) -> list[float]:
        if self.phase != "over":
            return [0.0] * self.n
        return winners_returns(self.ranking_keys())

    # -- views -------------------------------------------------------------------
    def view(self, player: int | None = None) -> dict[str, Any]:
        """What ``player`` may see (``None``: a spectator, who sees no hand).

        Public: every city, coins, tokens, hand sizes, who has picked, the discard pile
        size, the log of resolved turns. Private: the player's own hand, own pick and
        the hands the player has held this age (which a player remembers).
        """
        from .view import make_view
        return make_view(self, player)


CATEGORIES_ALL = CATEGORIES + ("total",)
