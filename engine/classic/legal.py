"""The legal moves of a 7 Wonders player (rulebook, "Game turn" and "Commerce").

Each turn a player builds the card (by chain, for its cost, trading with the
neighbours, or Olympia A's free build of the age), tucks it under the next wonder
stage, or discards it for 3 coins; never two buildings of the same name. Halicarnassus
may build one discarded card for free, Olympia B copies a neighbour's guild.
``LegalMoves`` is the part of ``ClassicState`` that lists them.
"""

from __future__ import annotations

from .data import CARDS, Card
from .free_builds import COLOUR, free_colours
from .free_builds import NONE as NO_COLOURS
from .freecity import FreeCityTable, mark, restrict
from .moves import PASS, Move
from .resources import GUARDS, NOTHING, pack
from .trade import PLAYABLE, TradeTable


class Cheapest(list):
    """A list of moves already one a (kind, card) at the cheapest payment
    (``LegalMoves.cheapest_moves``): a bot's ``cheapest`` keeps it as it is."""

    __slots__ = ()


class LegalMoves:
    """The move listing of ``ClassicState`` (its fields: ``cities``, ``hands``, ``n``
    cities, ``players``, ``free_city`` and its ``holder``, ``age``, ``phase``,
    ``pending``, ``discard``, queues, ``_legal``, ``_tables``)."""

    __slots__ = ()

    # -- who moves ---------------------------------------------------------------
    def mover(self, city: int) -> int:
        """The player who makes ``city``'s moves: the Free City's holder for it."""
        return self.holder if city == self.free_city else city

    def _queue_city(self) -> int:
        """The city to move in a seventh, dig or copy phase (-1: none)."""
        queue = {"seventh": self.seventh_queue, "dig": self.dig_queue,
                 "copy": self.copy_queue}.get(self.phase)
        return queue[0] if queue else -1

    def _acting(self, player: int) -> int:
        """The city whose move ``player`` makes now: in a pick, the Free City's first
        while its holder has not picked for it ("De speler met de Vrije Stad kaart
        speelt de kaart voor de Vrije Stad gevolgd door ... zijn eigen kaart")."""
        if self.phase == "pick":
            if player == self.holder and self.pending[self.free_city] is None:
                return self.free_city
            return player
        return self._queue_city()

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
                or table.rprice != city.rprice or table.dock != city.dock):
            # (productions are interned)
            kind = FreeCityTable if p == self.free_city else TradeTable
            table = self._tables[p] = kind(own, left, right, city.lprice, city.rprice,
                                           city.dock)
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
        cost, coins = city.plan[city.stages]  # (Architect Cabinet: no resources)
        payments = (table or self._trade_table(p)).payments(cost)
        return list(payments.affordable(city.coins - coins))

    def stage_moves(self, p: int, card: Card) -> list[Move]:
        return [m for m in self._card_moves(p, (card.id,)) if m.kind == "stage"]

    def _card_moves(self, p: int, cards) -> list[Move]:
        """Every move of ``p`` with each of ``cards`` (ids, each once): build (by chain,
        paying each affordable option, or Olympia's free build), stage, discard.

        The hot path of a game (about half of a random game's time): a cost that
        more than the three cities make together is refused before any look-up (the
        quick check of ``TradeTable.work_out``, written out)."""
        city = self.cities[p]
        table = self._trade_table(p)
        names = city.names
        coins = city.coins
        by_cost = table.by_cost
        most = table.most
        # Olympia's free builds
        olympia = free_colours(city, self.age, self.turn) if city.powers else NO_COLOURS
        stage, stage_affordable = NOTHING, 0
        if city.stages < len(city.plan):
            cost, bank = city.plan[city.stages]
            stage = by_cost.get(cost) or table.work_out(cost)
            stage_affordable = (len(stage.options) if stage.dearest <= coins - bank
                                else stage.count(coins - bank))
        moves: list[Move] = []
        for cid in cards:
            card = PLAYABLE[cid]
            if names.isdisjoint(card.names):  # neither built nor chained: paid for
                cost = card.cost
                if not cost:  # no resources to find: only the coins, if any
                    if card.coins <= coins:
                        moves.append(card.paid)
                    if olympia and COLOUR[cid] in olympia:
                        moves.append(card.olympia)
                else:
                    if (most - cost) & GUARDS == GUARDS:  # else more than all three make
                        paid = by_cost.get(cost) or table.work_out(cost)
                        if paid.options:
                            builds = card.by_build.get(paid) or card.builds(paid)
                            if paid.dearest <= coins - card.coins:
                                moves += builds
                            else:
                                moves += builds[:paid.count(coins - card.coins)]
                    if olympia and COLOUR[cid] in olympia:
                        moves.append(card.olympia)
            elif card.name not in names:  # never two buildings of the same name
                moves.append(card.chain)
            if stage_affordable:
                stages = card.by_stage.get(stage) or card.stages(stage)
                moves += stages[:stage_affordable]
            moves.append(card.discard)
        if p == self.free_city:
            return restrict(moves)
        return moves

    def cheapest_moves(self, p: int) -> Cheapest | None:
        """One move of ``p`` per (kind, card) at its cheapest payment, in the listing's
        order: what a bot keeps of ``legal_actions(p)`` when it pays the fewest coins to
        the neighbours (a build with no trade, then a chain, before Olympia's free
        build; the first of equal payments), listed without every payment (a search's
        playouts ask for it each turn). Only for a pick without the Free City (else
        ``None``: list them all); ``[]`` when ``p`` has picked."""
        if self.phase != "pick" or self.free_city >= 0 or not 0 <= p < self.n:
            return None
        if self.pending[p] is not None:
            return Cheapest()
        city = self.cities[p]
        table = self._trade_table(p)
        names = city.names
        coins = city.coins
        by_cost = table.by_cost
        most = table.most
        olympia = free_colours(city, self.age, self.turn) if city.powers else NO_COLOURS
        stage = NOTHING
        if city.stages < len(city.plan):
            cost, bank = city.plan[city.stages]
            stage = by_cost.get(cost) or table.work_out(cost)
            if not stage.options or stage.cheapest > coins - bank:
                stage = NOTHING  # not affordable
        hand = self.hands[p]
        moves = Cheapest()
        for cid in (hand if len(set(hand)) == len(hand) else dict.fromkeys(hand)):
            card = PLAYABLE[cid]
            if names.isdisjoint(card.names):  # neither built nor chained: paid for
                cost = card.cost
                best = None
                if not cost:
                    if card.coins <= coins:
                        best = card.paid
                elif (most - cost) & GUARDS == GUARDS:
                    paid = by_cost.get(cost) or table.work_out(cost)
                    if paid.options and paid.cheapest <= coins - card.coins:
                        best = (card.by_build.get(paid) or card.builds(paid))[0]
                if (olympia and COLOUR[cid] in olympia
                        and (best is None or best.left + best.right)):
                    best = card.olympia
                if best is not None:
                    moves.append(best)
            elif card.name not in names:  # never two buildings of the same name
                moves.append(card.chain)
            if stage.options:
                moves.append((card.by_stage.get(stage) or card.stages(stage))[0])
            moves.append(card.discard)
        return moves

    def _hand_cards(self, c: int) -> list[int]:
        """The cards city ``c`` picks from: its hand; in a pick, the Free City picks
        from its holder's hand, and the holder's own pick is made from the rest."""
        if self.phase == "pick" and self.free_city >= 0:
            if c == self.free_city:
                return self.hands[self.holder]
            pick = self.pending[self.free_city]
            if c == self.holder and pick is not None:
                rest = self.hands[c][:]
                rest.remove(next(x for x in rest if CARDS[x].name == pick.card))
                return rest
        return self.hands[c]

    def _hand_moves(self, c: int) -> list[Move]:
        """The moves of city ``c`` with the cards in hand (pick, seventh), kept until
        the state changes (the memo that ``apply`` checks a listed move against)."""
        memo = self._legal[c]
        if memo is None:
            memo = self._legal[c] = self._card_moves(c, dict.fromkeys(self._hand_cards(c)))
        return memo

    def _is_legal(self, p: int, move: Move) -> bool:
        """Check one move against the memo of legal moves (the hot path of ``apply``)."""
        if self.phase in ("pick", "seventh"):
            return move in self._hand_moves(self._acting(p))
        return move in self.legal_actions(p)

    def legal_actions(self, player: int) -> list[Move]:
        if player.__class__ is not int or not 0 <= player < self.players:
            return []  # no seat (a bool is no seat: the contract's edge, engine/seats.py)
        if self.phase == "pick" and self.free_city < 0:  # the hot path, written out
            if self.pending[player] is not None:
                return []
            memo = self._legal[player]
            if memo is None:
                hand = self.hands[player]  # (two copies of a card: the same id, listed once)
                memo = self._legal[player] = self._card_moves(
                    player, hand if len(set(hand)) == len(hand) else dict.fromkeys(hand))
            return memo[:]
        if self.phase == "pick":  # (``_to_move`` of the pick phase, written out)
            if self.pending[player] is not None:
                return []
        elif not self._to_move(player):
            return []
        if self.phase == "debt":
            return self.debts.moves(self.cities, player, self.holder, self.free_city)
        c = self._acting(player)
        if self.phase in ("pick", "seventh"):
            return list(self._hand_moves(c))
        moves: list[Move] = []
        if self.phase == "dig":
            names = sorted({CARDS[x].name for x in self.discard} - self.cities[c].names)
            # rulebook: the player "may" choose a discarded card: passing is allowed
            moves = [Move("dig", name) for name in names] + [PASS] if names else []
        elif self.phase == "copy":
            moves = [Move("copy", name) for name in self._copyable(c)]
        return [mark(m) for m in moves] if c == self.free_city else moves

    def _copyable(self, p: int) -> list[str]:
        left, right = self.cities[self.left_of(p)], self.cities[self.right_of(p)]
        return sorted({CARDS[g].name for g in left.guilds() + right.guilds()})
