"""Position files: a 7 Wonders table mid-game, described in JSON.

A tutorial author shows a situation, anyone can check a rule against it::

    {"game": "7wonders", "edition": 1, "age": 2,
     "players": [
       {"name": "Ann", "wonder": "Alexandria", "side": "A", "stages": 1, "coins": 5,
        "cards": ["Lumber Yard", "Glassworks"], "conflict": [1, -1],
        "hand": ["University", "Forum"]},
       ...]}

Players are listed clockwise: a player's left neighbour is the next entry (wrapping),
the right neighbour the previous one. Names (cards, wonders) are matched without
regard to case; wonders also as printed on the boards (Rhodos, Gizah, ...); both
also as the rulebooks print them in Danish, Dutch and Hungarian (``engine.names``:
"Tømmerplads", "Kolossen i Rhodos"), saved in English.
``edition`` (1) is 1 or 2: a 2nd-edition position names its cards and boards as that
edition prints them, sides ``day`` and ``night`` (A and B accepted for them).
Optional per player: ``side`` (A), ``stages`` (0), ``coins`` (3), ``cards``,
``conflict`` (military tokens), ``hand``, ``copied`` (Olympia B's guild), and with the
Cities expansion ``debt`` and ``diplomacy`` (tokens, 0). Optional at the top: ``age``
(1), ``discard`` (card names), ``seed`` (0, for later deals), ``cities`` (false: true
plays with the Cities expansion, its black cards, Petra and Byzantium, hands of 8 and
up to 8 players), ``teams`` (false; true: the team variant, 4, 6 or 8 players,
teammates listed side by side: the 1st and 2nd entries, the 3rd and 4th...).
Without hands, the age's cards are dealt at random from ``seed``; with every hand empty
(``"hand": []``) the age is over: the next age is dealt from ``seed``, or after Age III
the game ends (for ``score``).

Positions are strict: an unknown key is refused with its path and the closest key
(``players[1].coin: unknown key; did you mean 'coins'?``), and so is a value of the
wrong type (``"age": true``, ``"age": 2.0``, a conflict token ``true``) or out of range
(coins above 1,000,000).

With 2 players (the Free City variant, ``freecity``) the Free City is the top-level
``free_city``: a player's keys less ``name`` and ``hand``, plus ``holder`` (the player
holding the Free City card: 0, the player left of the Free City, or 1) and ``pile``
(the draw pile's cards, its top last). The holder's hand holds the card it drew, one
more than the other's; ``pile`` holds one card for each turn left in the age (the
gate refuses a shorter or longer one: the holder draws at the start of every turn);
without ``pile`` the pile is drawn at random from ``seed`` among the age's cards
nobody holds or built::

    {"game": "7wonders", "age": 1,
     "players": [{"name": "Ludwig", "wonder": "Rhodos", "hand": [...8 cards]},
                 {"name": "Peter", "wonder": "Gizah", "hand": [...7 cards]}],
     "free_city": {"wonder": "Babylon", "holder": 0}}
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from ..errors import ConfigError, PositionError, check_keys, quoted
from ..game import MAX_SEED, MIN_SEED
from ..rng import Rng
from ..words import say
from .city import City
from .data import (
    CARDS,
    CITIES_WONDER_NAMES,
    EDITIONS,
    SIDES,
    cards_of,
    deck,
    english_wonder,
    wonder_name,
    wonder_side,
)
from .dealing import EDITION_PLAYERS
from .freecity import NAME as FREE_CITY_NAME
from .freecity import PLAYERS as FREE_CITY_PLAYERS
from .freecity import holder_at
from .legal import copyable
from .state import ClassicState
from .teams import check_teams

MAX_PLAYERS = 7
CITIES_MAX_PLAYERS = 8
MAX_COINS = 10**6
TOP_KEYS = ("game", "edition", "age", "players", "discard", "seed", "free_city", "cities",
            "teams")
FREE_CITY_KEYS = ("wonder", "side", "stages", "coins", "cards", "conflict", "copied",
                  "holder", "pile", "debt", "diplomacy")
PLAYER_KEYS = ("name", "wonder", "side", "stages", "coins", "cards", "conflict", "hand",
               "copied", "debt", "diplomacy")
TOKENS = (-1, 1, 3, 5)  # military tokens: a defeat, a victory in Age I, II, III


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise PositionError(message)


def _int(value: Any, path: str, lo: int, hi: int) -> int:
    """A whole number from ``lo`` to ``hi`` (``true`` and ``2.0`` are not)."""
    _need(type(value) is int and lo <= value <= hi,
          say("{path} must be a whole number from {lo} to {hi}, not {value}",
              path=path, lo=lo, hi=hi, value=quoted(value)))
    return value


def state_from_position(data: Any) -> ClassicState:
    """Build a state in the pick phase of the position's age (the game's own checks;
    ``gated`` passes the whole gate)."""
    _need(isinstance(data, dict), say("a position must be a JSON object"))
    check_keys(data, TOP_KEYS)
    _need(data.get("game", "7wonders") == "7wonders", say("this position is not a 7 Wonders game"))
    edition = data.get("edition", 1)
    _need(type(edition) is int and edition in EDITIONS, say("edition must be 1 or 2"))
    cards = cards_of(edition)
    age = _int(data.get("age", 1), "age", 1, 3)
    data = _in_english(data, edition, age)
    expansion = data.get("cities", False)
    _need(type(expansion) is bool, say("cities must be true or false"))
    _need(not expansion or edition == 1, say("the Cities expansion is for the 1st edition"))
    most = CITIES_MAX_PLAYERS if expansion else MAX_PLAYERS
    players = data.get("players")
    _need(isinstance(players, list) and 2 <= len(players) <= most,
          say("a position lists 2 to {most} players", most=most))
    n = len(players)
    low, high = EDITION_PLAYERS[edition]
    _need(low <= n <= high or expansion,
          say("7 Wonders, edition {edition}, takes {low} to {high} players, not {n}",
              edition=edition, low=low, high=high, n=n))
    free = data.get("free_city")
    _need((free is not None) == (n == FREE_CITY_PLAYERS),
          say("a 2-player position has a free_city (and only a 2-player "
              "position)"))
    if free is not None:
        _need(isinstance(free, dict), say("free_city must be an object"))
        check_keys(free, FREE_CITY_KEYS, "free_city.")
    seed = data.get("seed", 0)
    _need(type(seed) is int and MIN_SEED <= seed <= MAX_SEED,
          say("seed must be a whole number that fits in 64 bits"))
    names, wonders, sides, cities = [], [], [], []
    for i, pl in enumerate(players):
        label, wonder, side, city = _city(i, pl, wonders, edition, expansion)
        names.append(label)
        wonders.append(wonder)
        sides.append(side)
        cities.append(city)
    if free is not None:
        cities.append(_city(n, {k: v for k, v in free.items() if k not in ("holder", "pile")}
                            | {"name": FREE_CITY_NAME}, wonders, 1, expansion)[3])
    for i, city in enumerate(cities):
        if city.copied >= 0:
            # rulebook, Olympia B: a guild "built by one of the two neighbouring cities"
            near = (cities[(i + 1) % len(cities)].cards
                    + cities[(i - 1) % len(cities)].cards)
            if city.copied not in near:
                who = names[i] if i < len(names) else FREE_CITY_NAME
                raise PositionError(say("player {player}: {card} is not a guild of a "
                                        "neighbouring city",
                                        player=quoted(who), card=CARDS[city.copied].name))
    # the position is the set-up: a save of this table replays from it (engine.saves),
    # named in English as every save is
    try:
        copied = json.loads(json.dumps(data))
    except (ValueError, RecursionError):  # NaN, integers of over 4,300 digits, deep lists
        raise PositionError(say("a position holds a value JSON cannot write back")) from None
    config = {"players": n, "names": names, "wonders": wonders, "sides": sides,
              "edition": edition,
              "position": copied}
    if expansion:
        config["cities"] = "on"
    try:
        check_teams(data.get("teams", False), n)
    except ConfigError as exc:
        raise PositionError(str(exc)) from None
    if data.get("teams"):
        config["teams"] = True
    state = ClassicState(config, seed, cities=cities)
    state.rng = Rng(seed)
    discard = data.get("discard", [])
    _need(isinstance(discard, list) and all(isinstance(c, str) for c in discard),
          say("discard must be a list of card names"))
    state.discard = [cards.by_name(c).id for c in discard]
    _deal_hands(state, [pl.get("hand") for pl in players], age, free)
    return state


def draft_parts(data: Any) -> tuple[dict[str, Any], list[list[str]]] | None:
    """A position being made card by card (an example's author, between two taps),
    split into what sets up as usual (the position without its hands, nor the Free
    City's pile) and the hands the author gave (card names, whatever their sizes: no
    game allows hands of different sizes, rulebook "Game turn", so ``saves`` sets up
    the rest and ``with_hands`` puts them back); None when it gives no hands."""
    if not isinstance(data, dict) or not isinstance(data.get("players"), list):
        return None
    players = data["players"]
    if not all(isinstance(p, dict) for p in players):
        return None
    hands = [p.get("hand") for p in players]
    if not any(hands) or not all(isinstance(h, list) and all(isinstance(c, str) for c in h)
                                 for h in hands):
        return None
    dealt = json.loads(json.dumps(data))
    for player in dealt["players"]:
        player.pop("hand", None)
    if isinstance(dealt.get("free_city"), dict):
        dealt["free_city"].pop("pile", None)
        dealt["free_city"].pop("holder", None)
    return dealt, hands


def with_hands(state: ClassicState, hands: list[list[str]]) -> ClassicState:
    """``state`` with each player holding the hand of card names in ``hands``."""
    cards = cards_of(state.cities[0].wonder.edition)
    for p, hand in enumerate(hands):
        if p < len(state.hands):
            state.hands[p] = [cards.by_name(name, state.age).id for name in hand]
    return state


def check_set_up(state: ClassicState, data: dict[str, Any]) -> None:
    """The gate's own checks of a 7 Wonders table (``engine.gate``), beyond the shape
    ``state_from_position`` checks: the cards it names as the box holds them
    (``_check_cards``) and, in the 2-player variant, a Free City pile with a card for
    each turn left ("Free City" variant: the holder draws the pile's top card at the
    start of every turn)."""
    age = data.get("age", 1)
    hands = [pl.get("hand") for pl in data["players"]]
    live = state.age == age and state.phase == "pick"
    given = ([c for h in state.hands for c in h]
             if live and any(h is not None for h in hands) else [])
    names = list(state.config["names"])
    _check_cards(state, age, state.expansion, [
        ("discard", state.discard), ("hand", given),
        *((f"player {quoted(label)}", city.cards) for label, city in
          zip(names + [FREE_CITY_NAME], state.cities))])
    if state.free_city >= 0 and live and any(state.hands[:state.free_city]):
        left = state.turns + 1 - state.turn
        _need(len(state.hands[state.free_city]) == left,
              say("free_city.pile must be a list of {turns} card names, one for each "
                  "turn left in the age", turns=left))


def _check_cards(state: ClassicState, age: int, expansion: bool,
                 places: list[tuple[str, list[int]]]) -> None:
    """The cards a position names, as the game's set-up deals them: the Cities
    expansion's only with it, and no more copies of an Age's card in the hands, the
    Free City's pile, the cities and the discard pile than that Age's deck holds for
    the table's cities ("the number of cards ... depends on the number of players",
    rulebook, set-up; a guild or a black card is printed once)."""
    count: Counter[int] = Counter()
    for where, ids in places:
        for cid in ids:
            card = CARDS[cid]
            _need(expansion or not card.expansion,
                  say("{where}: {name} comes with the Cities expansion (\"cities\": true)",
                      where=where, name=card.name))
            if card.age == age:
                count[cid] += 1
    for cid, k in count.items():
        card = CARDS[cid]
        most = 1 if card.is_guild or card.expansion else card.copies_at(MAX_PLAYERS)
        _need(k <= most, say("{name}: {count} copies, but the game holds {most}",
                             name=card.name, count=k, most=most))


def _in_english(data: dict[str, Any], edition: int, age: int) -> dict[str, Any]:
    """The position with the cards and wonders it names as a rulebook prints them in
    another language (``engine.names``) renamed in English (the hands' cards as
    those of ``age``); anything else as it is, for the checks that follow."""
    cards = cards_of(edition)

    def names(value: Any, of_age: int | None = None) -> Any:
        if isinstance(value, list):  # one level: anything deeper is refused later
            return [cards.english(v, of_age) if isinstance(v, str) else v for v in value]
        return cards.english(value, of_age) if isinstance(value, str) else value

    def city(pl: Any) -> Any:
        if not isinstance(pl, dict):
            return pl
        out = {k: names(v, age if k in ("hand", "pile") else None)
               if k in ("cards", "hand", "pile", "copied") else v for k, v in pl.items()}
        if isinstance(out.get("wonder"), str):
            out["wonder"] = english_wonder(out["wonder"])
        return out

    out = {k: names(v) if k == "discard" else v for k, v in data.items()}
    if isinstance(out.get("players"), list):
        out["players"] = [city(pl) for pl in out["players"]]
    if "free_city" in out:
        out["free_city"] = city(out["free_city"])
    return out


def _city(i: int, pl: Any, wonders: list[str], edition: int = 1, expansion: bool = False
          ) -> tuple[str, str, str, City]:
    """Player ``i`` of a position: its name, wonder, side and city (checked); sides
    A/B or day/night (2nd edition), each accepted for the other; the Cities
    expansion's cards, boards and tokens only with ``expansion``."""
    cards = cards_of(edition)
    first, second = SIDES[edition]
    _need(isinstance(pl, dict), say("player {i} must be an object", i=i))
    check_keys(pl, PLAYER_KEYS, f"players[{i}].")
    label = pl.get("name", f"Player {i + 1}")
    _need(isinstance(label, str), say("players[{i}].name must be text", i=i))
    where = f"player {quoted(label)}"
    _need(isinstance(pl.get("wonder"), str), say("{where}: no wonder name given",
                                                 where=where))
    wonder = wonder_name(str(pl["wonder"]))
    _need(expansion or wonder not in CITIES_WONDER_NAMES,
          say("{where}: {wonder} comes with the Cities expansion (\"cities\": "
              "true)",
              where=where, wonder=wonder))
    _need(isinstance(pl.get("side", first), str), say("{where}: side must be {first} or {second}",
                                                      where=where, first=first, second=second))
    side = pl.get("side", first)
    side = side.upper() if side.upper() in ("A", "B") else side.lower()
    _need(side in ("A", "B", "day", "night"), say("{where}: side must be {first} or {second}",
                                                  where=where, first=first, second=second))
    _need(wonder not in wonders, say("{where}: wonder {wonder} is taken twice",
                                     where=where, wonder=wonder))
    city = City(wonder_side(wonder, side, edition), coins=0)
    side = city.wonder.side
    city.coins = _int(pl.get("coins", 3), f"{where}: coins", 0, MAX_COINS)
    built = pl.get("cards", [])
    _need(isinstance(built, list) and all(isinstance(c, str) for c in built),
          say("{where}: cards must be a list of names", where=where))
    for name in built:
        card = cards.by_name(str(name))
        _need(card.name not in city.names, say("{where}: {name} is built twice",
                                               where=where, name=card.name))
        _need(expansion or not card.expansion,
              say("{where}: {name} comes with the Cities expansion (\"cities\": true)",
                  where=where, name=card.name))
        city.add_card(card)
    stages = _int(pl.get("stages", 0), f"{where}: stages", 0, len(city.wonder.stages))
    for _ in range(stages):
        city.add_stage(-1)
    conflict = pl.get("conflict", [])
    _need(isinstance(conflict, list) and all(type(t) is int and t in TOKENS for t in conflict),
          say("{where}: conflict tokens are -1, 1, 3 or 5", where=where))
    city.conflict = list(conflict)
    for key in ("debt", "diplomacy"):
        _need(expansion or key not in pl,
              say("{where}: {key} tokens come with the Cities expansion (\"cities\": "
                  "true)",
                  where=where, key=key))
    city.debt = _int(pl.get("debt", 0), f"{where}: debt", 0, MAX_COINS)
    city.diplomacy = _int(pl.get("diplomacy", city.diplomacy), f"{where}: diplomacy",
                          0, MAX_COINS)
    if pl.get("copied") is not None:
        _need(isinstance(pl["copied"], str), say("{where}: copied must be a guild's name",
                                                 where=where))
        guild = cards.by_name(pl["copied"])
        _need(guild.is_guild, say("{where}: {name} is not a guild",
                                  where=where, name=guild.name))
        _need("copy_guild" in city.powers,
              say("{where}: only Olympia B with its third stage built copies a "
                  "guild",
                  where=where))
        city.copied = guild.id
    return label, wonder, side, city


def _deal_hands(state: ClassicState, hands: list, age: int,
                free: dict[str, Any] | None = None) -> None:
    """The position's hands (all given, the same size) or the age dealt at random
    without the cards built; the pick phase of the turn the hand size tells."""
    cities = state.cities
    if all(h is None for h in hands):
        built = [c for city in cities for c in city.cards]
        state._start_age(age, exclude=built)
        state.seen_before = [[] for _ in range(state.n)]  # a position has no past hands
    elif free is not None:
        _free_city_hands(state, hands, age, free)
    else:
        _need(all(isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands),
              say("give a hand (a list of card names) to every player or to none"))
        sizes = {len(h) for h in hands}
        if sizes == {0}:
            _end_of_age(state, age)
            return
        most = state.turns + 1
        _need(len(sizes) == 1 and 2 <= sizes.pop() <= most,
              say("every hand must hold the same number of cards, 2 to {most} (or "
                  "none, at the end of the age)",
                  most=most))
        state.age = age
        cards = cards_of(state.cities[0].wonder.edition)
        state.hands = [[cards.by_name(str(c), age).id for c in h] for h in hands]
        for h in state.hands:
            for cid in h:
                _need(CARDS[cid].age == age,
                      say("{name} is an Age {age} card, not Age {age2}",
                          name=CARDS[cid].name, age=CARDS[cid].age, age2=age))
        state.turn = state.turns + 2 - len(state.hands[0])
        state.history = [[tuple(h)] for h in state.hands]
        state.seen_before = [[] for _ in range(state.n)]
        state.phase = "pick"


def _free_city_hands(state: ClassicState, hands: list, age: int,
                     free: dict[str, Any]) -> None:
    """The two hands of a Free City position, the holder's with the card it drew,
    and the draw pile (given, or drawn from the age's cards nobody holds or built)."""
    _need(all(isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands),
          say("give a hand (a list of card names) to both players or to neither"))
    state.age = age
    ids = [[CARDS.by_name(str(c), age).id for c in h] for h in hands]
    if not any(ids):  # the end of the age: the last turn's holder still holds the card
        state.holder = _int(free.get("holder", holder_at(age, state.turns)),
                            "free_city.holder", 0, 1)
        _end_of_age(state, age)
        return
    other = min(len(h) for h in ids)
    most = state.turns + 1
    _need(2 <= other <= most and sorted(map(len, ids)) == [other, other + 1],
          say("the Free City card's holder holds one card more than the other "
              "player (the card it drew), 2 to {most} cards",
              most=most))
    state.turn = state.turns + 2 - other
    holder = _int(free.get("holder", holder_at(age, state.turn)), "free_city.holder", 0, 1)
    _need(len(ids[holder]) == other + 1, say("free_city.holder: the holder holds one card more"))
    state.holder = holder
    pile = free.get("pile")
    if pile is None:
        pool = deck(age, len(state.cities))
        for cid in [c for h in ids for c in h] + [c for city in state.cities for c in city.cards]:
            if cid in pool:
                pool.remove(cid)
        state.rng.shuffle(pool)
        pile_ids = pool[:state.turns + 1 - state.turn]  # one drawn a turn so far
    else:
        _need(isinstance(pile, list) and all(isinstance(c, str) for c in pile)
              and len(pile) <= state.turns,
              say("free_city.pile must be a list of up to {turns} card names",
                  turns=state.turns))
        pile_ids = [CARDS.by_name(str(c), age).id for c in pile]
    state.hands = ids + [pile_ids]
    for cid in (c for h in state.hands for c in h):
        _need(CARDS[cid].age == age,
              say("{name} is an Age {age} card, not Age {age2}",
                  name=CARDS[cid].name, age=CARDS[cid].age, age2=age))
    state.history = [[tuple(h)] for h in state.hands]
    state.seen_before = [[] for _ in range(state.n)]
    state.phase = "pick"


def _end_of_age(state: ClassicState, age: int) -> None:
    """Every hand empty: the age is over, its conflicts already in the position's tokens.
    After Age I or II the next age is dealt from ``seed`` without the cards built; after
    Age III the game ends, once Olympia B has chosen its guild (rulebook, end of game)."""
    state.age = age
    state.turn = state.turns + 1
    state.hands = [[] for _ in state.cities]
    if age < 3:
        built = [c for city in state.cities for c in city.cards]
        state._start_age(age + 1, exclude=built)
        state.seen_before = [[] for _ in range(state.n)]  # a position has no past hands
        return
    state.copy_queue = [p for p, city in enumerate(state.cities)
                        if "copy_guild" in city.powers and city.copied < 0
                        and copyable(state, p)]
    if state.copy_queue:
        state.phase = "copy"
    else:
        state._finish()


# The command line's answers on a position and the writing of a table as a position
# belong to this module's interface too (the game's ``positions``,
# ``engine.game.Positions``); they live in modules of their own.
from .position_answers import cli_payments, cli_score  # noqa: E402
from .position_of import position_of  # noqa: E402

__all__ = ["check_set_up", "cli_payments", "cli_score", "position_of", "state_from_position"]
