"""Position files for Duel: a table described in JSON, for ``score`` and ``payments``.

Example (every key but ``game`` and ``players`` is optional; the test
``test_the_documented_example`` loads it)::

    {"game": "duel",
     "age": 2,
     "players": [
       {"name": "Antoine", "coins": 5,
        "cards": ["Clay Pool", "Baths", "Tavern"],
        "wonders": [{"name": "The Colossus", "built": true, "card": "Altar"},
                    "The Pyramids"],
        "tokens": ["Economy"]},
       {"name": "Bruno", "coins": 9, "cards": ["Quarry", "Stone Pit"],
        "wonders": ["Piraeus"]}],
     "pawn": -2,
     "military_tokens": [[2, 5], [2, 5]],
     "board_tokens": ["Law", "Masonry"],
     "discard": ["Guard Tower"],
     "current": 0,
     "structure": ["Sawmill", "?", "?", "?", "?", "?",
                   "?", "?", "?", "?", "?",
                   "Walls", "Forum", "Library", "Brewery",
                   "?", "?", "?",
                   "Aqueduct", "Statue"],
     "seed": 0}

* ``players``: exactly two. ``coins`` (7), ``cards`` (built, in any order),
  ``wonders`` (a name: not built; or ``{"name", "built", "card"}``, ``card`` being the
  Age card tucked under it, optional), ``tokens`` (progress tokens taken).
* ``pawn``: steps of the conflict pawn from the middle towards player 1's capital
  (positive: player 0 leads; -9..9, +-9 being a capital).
* ``military_tokens``: per player, the looting tokens (2, 5) still on that player's
  side of the board; by default those the pawn has not reached.
* ``board_tokens``: the progress tokens still on the board.
* ``age`` (default 3), ``current`` (the player to play, default 0), ``discard``.
* ``structure``: the current Age's 20 slots, top row first, left to right
  (``engine.duel.structure``): a card name (face up), ``"?"`` (face down, drawn from
  the Age's unseen cards with ``seed``) or ``null`` (taken). Without it the Age is
  over: after Age III the game ends (and ``score`` names the victory); after Age I or
  II the next Age is dealt from ``seed`` and its first player is decided.

Names are matched without regard to case, and also as the rulebooks print them in
Swedish (and Danish, Dutch, Hungarian where a name is shared: ``engine.names``);
an unknown name raises UnknownNameError with the closest names, a malformed file
PositionError.
"""

from __future__ import annotations

from typing import Any

from ..errors import PositionError, check_keys, quoted
from ..game import MAX_SEED, MIN_SEED
from ..words import say
from .data import CARDS, DATA, TOKENS
from .ending import end_age, win
from .military import CAPITAL, LOOT_COINS, LOOT_STEP
from .state import DEFAULT_NAMES, OVER, PLAY, DuelState
from .structure import LAYOUTS

TOP_KEYS = ("game", "age", "players", "pawn", "military_tokens", "board_tokens", "discard",
            "current", "structure", "seed")
PLAYER_KEYS = ("name", "coins", "cards", "wonders", "tokens")
WONDER_KEYS = ("name", "built", "card")


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise PositionError(message)


def _int(value: Any, what: str, lo: int, hi: int) -> int:
    _need(isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi,
          say("{what} must be a whole number from {lo} to {hi}, not {value}",
              what=what, lo=lo, hi=hi, value=quoted(value)))
    return value


def _names(value: Any, what: str) -> list[Any]:
    _need(isinstance(value, list), say("{what} must be a list of names", what=what))
    for v in value:
        _need(isinstance(v, str), say("{what}: {v} is not a name", what=what, v=quoted(v)))
    return value


class _Seen:
    """The cards placed so far: each card is in one place only, of the position's Age
    or earlier."""

    def __init__(self, age: int) -> None:
        self.age = age
        self.where: dict[int, str] = {}

    def __call__(self, c: int, where: str) -> None:
        _need(c not in self.where, say("{name} is both {other} and {where}",
                                       name=CARDS[c].name, other=self.where.get(c), where=where))
        self.where[c] = where
        card_age = CARDS[c].age
        _need(card_age <= self.age,
              say("{name} ({where}) is an Age {card_age} card, but the position is in Age {age}",
                  name=CARDS[c].name, where=where, card_age=card_age, age=self.age))

    def __contains__(self, c: int) -> bool:
        return c in self.where


def state_from_position(data: Any) -> DuelState:
    """Build a Duel state from a position (see the module docstring)."""
    _need(isinstance(data, dict), say("a position must be a JSON object"))
    _need(data.get("game") == "duel", say("this position is not a Duel game (\"game\": \"duel\")"))
    check_keys(data, TOP_KEYS)
    data = _in_english(data)
    players = data.get("players")
    _need(isinstance(players, list) and len(players) == 2, say("a Duel position lists 2 players"))
    seed = data.get("seed", 0)
    _need(isinstance(seed, int) and not isinstance(seed, bool) and MIN_SEED <= seed <= MAX_SEED,
          say("seed must be a whole number that fits in 64 bits"))
    age = _int(data.get("age", 3), "age", 1, 3)
    names = _player_names(players)
    st = DuelState({"players": 2, "names": names, "wonders": "draft"}, seed)
    seen = _Seen(age)
    owned_tokens: set[int] = set()
    owned_wonders: set[int] = set()
    for p, pl in enumerate(players):
        _city(st, p, pl, seen, owned_wonders, owned_tokens)
    _check_wonders_built(st)
    for n in _names(data.get("discard", []), "discard"):
        c = DATA.card_id(n)
        seen(c, "in the discard pile")
        st.discard.append(c)
    _tokens(st, data, owned_tokens)
    _military(st, data)
    st.player = _int(data.get("current", 0), "current", 0, 1)
    st.age = age
    st.recompute()
    for later in range(age + 1, 4):
        st.deal_deck(later)
    _structure(st, data.get("structure"), seen)
    _decided(st)
    return st


def _in_english(data: dict[str, Any]) -> dict[str, Any]:
    """The position with the cards, wonders and tokens it names as a rulebook prints
    them in another language (``engine.names``: "Timmeranläggning", "Kolossen")
    renamed in English; anything else as it is, for the checks that follow."""

    def names(kind: str, value: Any) -> Any:
        if isinstance(value, list):  # one level: anything deeper is refused later
            return [DATA.english(kind, v) for v in value]
        return DATA.english(kind, value)

    def wonder(wv: Any) -> Any:
        if isinstance(wv, dict):
            return {k: names("wonder" if k == "name" else "card", v)
                    if k in ("name", "card") else v for k, v in wv.items()}
        return names("wonder", wv)

    def city(pl: Any) -> Any:
        if not isinstance(pl, dict):
            return pl
        out = {k: names("card" if k == "cards" else "token", v)
               if k in ("cards", "tokens") else v for k, v in pl.items()}
        if isinstance(out.get("wonders"), list):
            out["wonders"] = [wonder(w) for w in out["wonders"]]
        return out

    kinds = {"discard": "card", "structure": "card", "board_tokens": "token"}
    out = {k: names(kinds[k], v) if k in kinds else v for k, v in data.items()}
    if isinstance(out.get("players"), list):
        out["players"] = [city(pl) for pl in out["players"]]
    return out


def _player_names(players: list[Any]) -> list[str]:
    names = []
    for i, pl in enumerate(players):
        _need(isinstance(pl, dict), say("player {i} must be an object", i=i))
        name = pl.get("name", DEFAULT_NAMES[i])
        _need(isinstance(name, str) and name.strip() != "", say("player {i}: name must be text",
                                                                i=i))
        names.append(name)
    _need(names[0].lower() != names[1].lower(), say("the two players need different names"))
    return names


def _city(st: DuelState, p: int, pl: dict[str, Any], seen: _Seen,
          owned_wonders: set[int], owned_tokens: set[int]) -> None:
    """Player p's coins, cards, wonders (built or not, and the card under each) and
    progress tokens."""
    name = st.config["names"][p]
    who = f"player {quoted(name)}"
    check_keys(pl, PLAYER_KEYS, f"players[{p}].")
    st.coins[p] = _int(pl.get("coins", DATA.start_coins), f"{who}: coins", 0, 10**6)
    for n in _names(pl.get("cards", []), f"{who}: cards"):
        c = DATA.card_id(n)
        seen(c, f"in {quoted(name)}'s city")
        st.cards[p].append(c)
    wonders = pl.get("wonders", [])
    _need(isinstance(wonders, list) and len(wonders) <= DATA.draft_group_size,
          say("{who}: wonders must be a list of at most 4", who=who))
    for wv in wonders:
        _wonder(st, p, who, {"name": wv} if isinstance(wv, str) else wv, seen, owned_wonders)
    for n in _names(pl.get("tokens", []), f"{who}: tokens"):
        t = DATA.token_id(n)
        _need(t not in owned_tokens, say("{name} is listed twice", name=TOKENS[t].name))
        owned_tokens.add(t)
        st.tokens[p].append(t)


def _wonder(st: DuelState, p: int, who: str, wv: Any, seen: _Seen,
            owned_wonders: set[int]) -> None:
    _need(isinstance(wv, dict) and isinstance(wv.get("name"), str),
          f"{who}: a wonder is a name or {{\"name\", \"built\", \"card\"}}")
    check_keys(wv, WONDER_KEYS, f"players[{p}].wonders[{quoted(wv['name'])}].")
    w = DATA.wonder_id(wv["name"])
    _need(w not in owned_wonders, say("{wonder} is listed twice", wonder=quoted(wv["name"])))
    owned_wonders.add(w)
    st.wonders[p].append(w)
    built = wv.get("built", False)
    _need(isinstance(built, bool), say("{who}: 'built' must be true or false", who=who))
    if not built:
        _need(wv.get("card") is None,
              say("{who}: {wonder} is not built, so no card is tucked under it",
                  who=who, wonder=quoted(wv["name"])))
        return
    st.wbuilt[p].append(w)
    tucked = -1
    if wv.get("card") is not None:
        _need(isinstance(wv["card"], str), say("{who}: a tucked card is a name", who=who))
        tucked = DATA.card_id(wv["card"])
        seen(tucked, f"under {quoted(wv['name'])}")
    st.tucked[p].append(tucked)


def _check_wonders_built(st: DuelState) -> None:
    """"Inte fler än 7 Underverk!": at most 7 built, and then none left unbuilt."""
    nbuilt = len(st.wbuilt[0]) + len(st.wbuilt[1])
    _need(nbuilt <= DATA.max_wonders_built, say("{nbuilt} wonders are built; at most 7 can be",
                                                nbuilt=nbuilt))
    if nbuilt == DATA.max_wonders_built:
        _need(all(w in st.wbuilt[p] for p in (0, 1) for w in st.wonders[p]),
              say("7 wonders are built, so the last unbuilt wonder must have been "
                  "removed"))


def _tokens(st: DuelState, data: dict[str, Any], owned_tokens: set[int]) -> None:
    """The progress tokens on the board, and those set aside (none once the Great
    Library is built: it drew them)."""
    board: list[int] = []
    for n in _names(data.get("board_tokens", []), "board_tokens"):
        t = DATA.token_id(n)
        _need(t not in owned_tokens and t not in board,
              say("{name} is listed twice", name=TOKENS[t].name))
        board.append(t)
    _need(len(board) <= DATA.board_tokens, say("at most 5 progress tokens lie on the board"))
    st.board_tokens = sorted(board)
    great_library = DATA.wonder_id("The Great Library")
    if any(great_library in st.wbuilt[p] for p in (0, 1)):
        st.box_tokens = []
    else:
        rest = [t for t in range(len(TOKENS)) if t not in owned_tokens and t not in board]
        st.rng.shuffle_one_draw(rest)
        st.box_tokens = sorted(rest[:len(TOKENS) - DATA.board_tokens])


def _military(st: DuelState, data: dict[str, Any]) -> None:
    """The conflict pawn and the looting tokens (gone once the pawn entered their zone)."""
    pawn = _int(data.get("pawn", 0), "pawn", -CAPITAL, CAPITAL)
    st.pawn = pawn
    reach = [max(0, -pawn), max(0, pawn)]  # steps the pawn went towards each capital
    if "military_tokens" in data:
        mt = data["military_tokens"]
        _need(isinstance(mt, list) and len(mt) == 2 and all(isinstance(x, list) for x in mt),
              say("military_tokens must be two lists, e.g. [[2, 5], [5]]"))
        st.loot = [0, 0, 0, 0]
        for q in (0, 1):
            for amount in mt[q]:
                _need(type(amount) is int and amount in LOOT_COINS,
                      say("military_tokens: a looting token is worth 2 or 5, not {amount}",
                          amount=quoted(amount)))
                i = LOOT_COINS.index(amount)
                _need(not st.loot[q * 2 + i],
                      say("player {q}'s {amount}-coin token is listed twice", q=q, amount=amount))
                st.loot[q * 2 + i] = amount
    names = st.config["names"]
    for q in (0, 1):
        for d in range(1, reach[q] + 1):
            i = LOOT_STEP[d]
            if i >= 0:
                _need("military_tokens" not in data or not st.loot[q * 2 + i],
                      say("the pawn has entered the zone of {player}'s {amount}-coin token, "
                          "so that token is gone",
                          player=quoted(names[q]), amount=LOOT_COINS[i]))
                st.loot[q * 2 + i] = 0


def _structure(st: DuelState, structure: Any, seen: _Seen) -> None:
    """The Age's structure: named cards face up, "?" drawn from the unseen cards."""
    age = st.age
    layout = LAYOUTS[age]
    st.slot_of = [-1] * len(CARDS)
    st.face_up = list(layout.face_up)
    st.slots = [-1] * layout.size
    if structure is not None:
        _need(isinstance(structure, list) and len(structure) == layout.size,
              say("structure must list the {size} slots of Age {age}",
                  size=layout.size, age=age))
        hidden = []
        for s, entry in enumerate(structure):
            if entry is None:
                continue
            _need(isinstance(entry, str), say("structure slot {s}: a name, \"?\" or null",
                                              s=s))
            if entry.strip() == "?":
                hidden.append(s)
                st.face_up[s] = False
                continue
            c = DATA.card_id(entry)
            _need(CARDS[c].age == age, say("{name} is not an Age {age} card",
                                           name=CARDS[c].name, age=age))
            seen(c, f"in the structure (slot {s})")
            st.slots[s] = c
            st.face_up[s] = True
        _fill_hidden(st, hidden, seen)
    for s, c in enumerate(st.slots):
        if c >= 0:
            st.slot_of[c] = s
    present = [c >= 0 for c in st.slots]
    st.ncov, st.avail = layout.cover(present)
    st.remaining = sum(present)
    st.phase = PLAY


def _fill_hidden(st: DuelState, hidden: list[int], seen: _Seen) -> None:
    """Draw the face-down cards from the Age's cards not seen (Age III: its guilds)."""
    age = st.age
    layout = LAYOUTS[age]
    present = [c >= 0 or s in hidden for s, c in enumerate(st.slots)]
    for s in hidden:
        _need(any(present[t] for t in layout.covered_by[s]),
              say("structure slot {s} is uncovered, so its card is face up: name it", s=s))
    pool = [c for c in DATA.age_cards[age] if c not in seen]
    st.rng.shuffle_one_draw(pool)
    fill: list[int] = []
    if age == 3:
        guilds = [g for g in DATA.guilds if g not in seen]
        st.rng.shuffle_one_draw(guilds)
        need = DATA.guilds_in_age_3 - (len(DATA.guilds) - len(guilds))
        fill = guilds[:max(0, min(need, len(hidden)))]
    fill += pool[:len(hidden) - len(fill)]
    _need(len(fill) == len(hidden), say("more face-down cards than unseen cards of the Age"))
    st.rng.shuffle_one_draw(fill)
    for s, c in zip(hidden, fill):
        st.slots[s] = c


def _decided(st: DuelState) -> None:
    """A game already decided (a capital reached, six science symbols), or an Age
    already over (no card left in the structure)."""
    if abs(st.pawn) == CAPITAL:
        win(st, 0 if st.pawn > 0 else 1, "military")
    else:
        for p in (0, 1):
            if sum(1 for n in st.sci[p] if n) >= DATA.supremacy:
                _need(st.phase != OVER, say("both players have scientific supremacy"))
                win(st, p, "science")
    if st.phase != OVER and not st.remaining:
        end_age(st)


# What the command line answers about a position (``position_answers``) and a table
# written back as a position (the author mode, ``docs/examples.md``) live in modules
# of their own.
from .position_answers import cli_payments, cli_score  # noqa: E402,F401
from .position_of import position_of  # noqa: E402,F401
