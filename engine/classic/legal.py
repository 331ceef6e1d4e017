"""The legal moves of a 7 Wonders player (rulebook, "Game turn" and "Commerce").

Each turn a player builds the card (by chain, for its cost, trading with the
neighbours, or Olympia A's free build of the age), tucks it under the next wonder
stage, or discards it for 3 coins; never two buildings of the same name. Halicarnassus
may build one discarded card for free, Olympia B copies a neighbour's guild.
Functions over the state's declared fields (``Listing``); ``ClassicState`` takes its
listing methods from here.
"""

from __future__ import annotations

from typing import Protocol

from .city import City
from .data import CARDS, Card
from .debt import Debts
from .free_builds import COLOUR, free_colours
from .free_builds import NONE as NO_COLOURS
from .freecity import FreeCityTable, mark, restrict
from .moves import PASS, Move
from .resources import GUARDS, NOTHING, pack
from .trade import PLAYABLE, TradeTable


class Cheapest(list):
    """A list of moves already one a (kind, card) at the cheapest payment
    (``cheapest_moves``): a bot's ``cheapest`` keeps it as it is."""

    __slots__ = ()


class Listing(Protocol):
    """What the listing reads of a state (``ClassicState`` declares each): the cities
    and hands, who holds the Free City card, the phase and its queues, and the memo
    tables it keeps (``_legal``: each city's moves; ``_tables``: its payments)."""

    cities: list[City]
    hands: list[list[int]]
    n: int
    players: int
    free_city: int
    holder: int
    age: int
    turn: int
    phase: str
    pending: list[Move | None]
    discard: list[int]
    seventh_queue: list[int]
    dig_queue: list[int]
    copy_queue: list[int]
    debts: Debts
    _legal: list[list[Move] | None]
    _tables: list[TradeTable | None]


# -- who moves -------------------------------------------------------------------


def mover(state: Listing, city: int) -> int:
    """The player who makes ``city``'s moves: the Free City's holder for it."""
    return state.holder if city == state.free_city else city


def queue_city(state: Listing) -> int:
    """The city to move in a seventh, dig or copy phase (-1: none)."""
    queue = {"seventh": state.seventh_queue, "dig": state.dig_queue,
             "copy": state.copy_queue}.get(state.phase)
    return queue[0] if queue else -1


def to_move(state: Listing, player: int) -> bool:
    """Whether ``player`` must act now (``current_players`` without the list)."""
    if state.phase == "pick":
        return state.pending[player] is None
    if state.phase == "debt":
        return state.debts.city_of(player, state.holder, state.free_city) >= 0
    city = queue_city(state)
    return city >= 0 and mover(state, city) == player


def acting(state: Listing, player: int) -> int:
    """The city whose move ``player`` makes now: in a pick, the Free City's first
    while its holder has not picked for it ("De speler met de Vrije Stad kaart
    speelt de kaart voor de Vrije Stad gevolgd door ... zijn eigen kaart")."""
    if state.phase == "pick":
        if player == state.holder and state.pending[state.free_city] is None:
            return state.free_city
        return player
    return queue_city(state)

# -- legal moves -------------------------------------------------------------
# -- legal moves -----------------------------------------------------------------
def trade_table(state: Listing, p: int) -> TradeTable:
    """Payment options of ``p`` by cost, for the current trading context."""
    city = state.cities[p]
    own = city.production
    left = state.cities[(p + 1) % state.n].sellable
    right = state.cities[(p - 1) % state.n].sellable
    table = state._tables[p]
    if (table is None or table.own is not own or table.left is not left
            or table.right is not right or table.lprice != city.lprice
            or table.rprice != city.rprice or table.dock != city.dock):
        # (productions are interned)
        kind = FreeCityTable if p == state.free_city else TradeTable
        table = state._tables[p] = kind(own, left, right, city.lprice, city.rprice,
                                       city.dock)
    return table


def payments(state: Listing, p: int, cost, cost_coins: int = 0,
             table: TradeTable | None = None) -> list[tuple[int, int]]:
    """The affordable (left, right) trades that pay ``cost`` for player ``p``.

    Coins must be owned at the start of the turn (rulebook, "Commerce").
    """
    payments = (table or trade_table(state, p)).payments(pack(cost))
    return list(payments.affordable(state.cities[p].coins - cost_coins))


def moves_with(state: Listing, p: int, cards: list[int]) -> list[Move]:
    """Every move ``p`` would have with ``cards`` (ids) in hand, in the current
    cities: a what-if for bots (which moves did a player have a turn ago)."""
    return card_moves(state, p, dict.fromkeys(cards))


def build_moves(state: Listing, p: int, card: Card) -> list[Move]:
    """The ways ``p`` may build ``card``: by chain, Olympia's free build, or paying."""
    return [m for m in card_moves(state, p, (card.id,)) if m.kind == "build"]


def stage_payments(state: Listing, p: int,
                   table: TradeTable | None = None) -> list[tuple[int, int]]:
    """The affordable trades for ``p``'s next wonder stage (none if all are built)."""
    city = state.cities[p]
    if city.stages >= len(city.wonder.stages):
        return []
    cost, coins = city.plan[city.stages]  # (Architect Cabinet: no resources)
    payments = (table or trade_table(state, p)).payments(cost)
    return list(payments.affordable(city.coins - coins))


def stage_moves(state: Listing, p: int, card: Card) -> list[Move]:
    return [m for m in card_moves(state, p, (card.id,)) if m.kind == "stage"]


def card_moves(state: Listing, p: int, cards) -> list[Move]:
    """Every move of ``p`` with each of ``cards`` (ids, each once): build (by chain,
    paying each affordable option, or Olympia's free build), stage, discard.

    The hot path of a game (about half of a random game's time): a cost that
    more than the three cities make together is refused before any look-up (the
    quick check of ``TradeTable.work_out``, written out)."""
    city = state.cities[p]
    table = trade_table(state, p)
    names = city.names
    coins = city.coins
    by_cost = table.by_cost
    most = table.most
    # Olympia's free builds
    olympia = free_colours(city, state.age, state.turn) if city.powers else NO_COLOURS
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
    if p == state.free_city:
        return restrict(moves)
    return moves


def cheapest_moves(state: Listing, p: int) -> Cheapest | None:
    """One move of ``p`` per (kind, card) at its cheapest payment, in the listing's
    order: what a bot keeps of ``legal_actions(p)`` when it pays the fewest coins to
    the neighbours (a build with no trade, then a chain, before Olympia's free
    build; the first of equal payments), listed without every payment (a search's
    playouts ask for it each turn). Only for a pick without the Free City (else
    ``None``: list them all); ``[]`` when ``p`` has picked."""
    if state.phase != "pick" or state.free_city >= 0 or not 0 <= p < state.n:
        return None
    if state.pending[p] is not None:
        return Cheapest()
    city = state.cities[p]
    table = trade_table(state, p)
    names = city.names
    coins = city.coins
    by_cost = table.by_cost
    most = table.most
    olympia = free_colours(city, state.age, state.turn) if city.powers else NO_COLOURS
    stage = NOTHING
    if city.stages < len(city.plan):
        cost, bank = city.plan[city.stages]
        stage = by_cost.get(cost) or table.work_out(cost)
        if not stage.options or stage.cheapest > coins - bank:
            stage = NOTHING  # not affordable
    hand = state.hands[p]
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


def hand_cards(state: Listing, c: int) -> list[int]:
    """The cards city ``c`` picks from: its hand; in a pick, the Free City picks
    from its holder's hand, and the holder's own pick is made from the rest."""
    if state.phase == "pick" and state.free_city >= 0:
        if c == state.free_city:
            return state.hands[state.holder]
        pick = state.pending[state.free_city]
        if c == state.holder and pick is not None:
            rest = state.hands[c][:]
            rest.remove(next(x for x in rest if CARDS[x].name == pick.card))
            return rest
    return state.hands[c]


def hand_moves(state: Listing, c: int) -> list[Move]:
    """The moves of city ``c`` with the cards in hand (pick, seventh), kept until
    the state changes (the memo that ``apply`` checks a listed move against)."""
    memo = state._legal[c]
    if memo is None:
        memo = state._legal[c] = card_moves(state, c, dict.fromkeys(hand_cards(state, c)))
    return memo


def is_legal(state: Listing, p: int, move: Move) -> bool:
    """Check one move against the memo of legal moves (the hot path of ``apply``)."""
    if state.phase in ("pick", "seventh"):
        return move in hand_moves(state, acting(state, p))
    return move in legal_actions(state, p)


def legal_actions(state: Listing, player: int) -> list[Move]:
    if player.__class__ is not int or not 0 <= player < state.players:
        return []  # no seat (a bool is no seat: the contract's edge, engine/seats.py)
    if state.phase == "pick" and state.free_city < 0:  # the hot path, written out
        if state.pending[player] is not None:
            return []
        memo = state._legal[player]
        if memo is None:
            hand = state.hands[player]  # (two copies of a card: the same id, listed once)
            memo = state._legal[player] = card_moves(
                state, player, hand if len(set(hand)) == len(hand) else dict.fromkeys(hand))
        return memo[:]
    if state.phase == "pick":  # (``to_move`` of the pick phase, written out)
        if state.pending[player] is not None:
            return []
    elif not to_move(state, player):
        return []
    if state.phase == "debt":
        return state.debts.moves(state.cities, player, state.holder, state.free_city)
    c = acting(state, player)
    if state.phase in ("pick", "seventh"):
        return list(hand_moves(state, c))
    moves: list[Move] = []
    if state.phase == "dig":
        names = sorted({CARDS[x].name for x in state.discard} - state.cities[c].names)
        # rulebook: the player "may" choose a discarded card: passing is allowed
        moves = [Move("dig", name) for name in names] + [PASS] if names else []
    elif state.phase == "copy":
        moves = [Move("copy", name) for name in copyable(state, c)]
    return [mark(m) for m in moves] if c == state.free_city else moves


def copyable(state: Listing, p: int) -> list[str]:
    left, right = state.cities[(p + 1) % state.n], state.cities[(p - 1) % state.n]
    return sorted({CARDS[g].name for g in left.guilds() + right.guilds()})
