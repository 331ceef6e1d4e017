"""Determinization: a full 7 Wonders state sampled consistently with one player's view.

Search bots (determinized Monte-Carlo, Cowling, Powley and Whitehouse's "Information
Set Monte Carlo Tree Search", 2012; Robilliard, Fonlupt and Teytaud, "Monte-Carlo Tree
Search for the Game of 7 Wonders", 2014) must simulate a game whose hidden parts they
do not know. ``determinize(view, seed)`` rebuilds a ``ClassicState`` from a view:

* the public part exactly: every city (buildings, wonder stages, coins, conflict
  tokens, Olympia's free build, the copied guild), the age, turn and phase, hand sizes;
* the viewer's own hand (and own pending pick) exactly, and with teams the teammate's
  hand (shown to the viewer: ``teams``);
* the other hands sampled from the cards of this age not yet seen, consistently with
  what the viewer saw (``seen_hands``): the hand the viewer held ``k`` turns ago went
  on, in the age's direction, to the player ``k`` seats away, who holds it now minus
  the cards the players in between took from it. Cards they *built* are public (the
  resolved turns in ``events``) and taken out; a card they tucked under a stage or
  discarded is hidden, so the hand is drawn from the remaining candidates.

Approximations (documented, all on the hidden side):

* Unknown cards are the age's deck (``engine.classic.data.deck``; in Age III plus the
  guilds: those seen, and the rest drawn at random from the guilds not visible; with
  the Cities expansion its guilds too, and the age's black cards in the same way) minus
  every card visible: buildings of this age in the cities, the viewer's hand and the
  candidates of the hands it saw. Loom, Glassworks and Press exist in Ages I and II;
  one in a city is counted as built in Age I.
* The content of the discard pile is hidden (except to Halicarnassus digging, whose
  view lists it): it is filled with leftover unknown cards of this age, up to its
  known size. Cards tucked under wonder stages are unknown (``-1`` placeholders).
* Only build moves are read from the age's events (``age_events``: the whole log, not
  the view's last 12 events, which in Cities a turn's coin losses can fill); the card
  names of others' stage and discard moves are not used even where the engine records
  them, since the rules keep those cards face down.
* The other players' pending picks of this turn are unknown: in the sampled state they
  have not picked yet (they choose again in a simulation).
"""

from __future__ import annotations

from typing import Any

from ..rng import Rng
from .city import City
from .data import ALL_CARDS, ALL_WONDERS, BLACK, CARDS, cards_of, deck, guild_pool
from .dealing import MOST
from .debt import Debts, LossRecord
from .legal import copyable, hand_moves
from .moves import Move
from .state import ClassicState

_NAME_AGE: dict[tuple[str, int, int], int] = {}
for _c in ALL_CARDS:
    _NAME_AGE.setdefault((_c.name, _c.age, _c.edition), _c.id)


def card_id(name: str, age: int | None = None, edition: int = 1) -> int:
    """The id of ``name`` in ``edition``, preferring the copy printed for ``age``
    (Loom, Press...)."""
    if age is not None:
        cid = _NAME_AGE.get((name, age, edition))
        if cid is not None:
            return cid
    return cards_of(edition).by_name(name).id


def losses_from_view(view: dict[str, Any], age: int, edition: int) -> tuple:
    """The parts of the viewer's coin loss (``debt.LossRecord``) from the view's ``debt``
    block; the other cities' parts are not shown, and nothing reads them but views."""
    debt = view.get("debt")
    if not debt:
        return ()
    return tuple(LossRecord(debt["city"], c["city"],
                            card_id(c["card"], age, edition) if c["card"] else -c["stage"],
                            c["amount"], c["per"], c["count"]) for c in debt["causes"])


def city_from_view(cv: dict[str, Any], age: int) -> City:
    """Rebuild one public city (buildings, stages, coins, tokens) from its view."""
    city = City(ALL_WONDERS[(cv["wonder"], cv["side"])], coins=cv["coins"])
    edition = city.wonder.edition
    for name in cv["cards"]:
        city.add_card(CARDS[card_id(name, None, edition)])
    for _ in range(cv["stages_built"]):
        city.add_stage(-1)  # the tucked card is face down
    city.coins = cv["coins"]
    city.conflict = list(cv["conflict"])
    city.debt = cv.get("debt", 0)
    city.diplomacy = cv.get("diplomacy", 0)  # (tokens spent in conflicts are gone)
    if cv.get("free_build_used"):
        city.free_build_age = age
    if cv.get("copied"):
        city.copied = card_id(cv["copied"], 3, edition)
    return city


def cities_from_view(view: dict[str, Any]) -> list[City]:
    return [city_from_view(cv, view["age"]) for cv in view["cities"]]


def _take(pool: list[int], cid: int) -> bool:
    try:
        pool.remove(cid)
        return True
    except ValueError:
        return False


def age_events(view: dict[str, Any], age: int | None = None) -> list[dict[str, Any]]:
    """The resolved events of ``age`` (the current one by default), as the viewer may
    read them: from the whole log (``log``), else from the recent events (``events``,
    the view's last 12: with Cities, where each coin loss met is an event of its own,
    one turn's losses at 8 players can push the age's first picks out of them)."""
    age = view["age"] if age is None else age
    return [ev for ev in view.get("log") or view.get("events") or ()
            if ev.get("age") == age]


def _own_picks(view: dict[str, Any]) -> dict[int, list[str]]:
    """The cards the viewer played at each pick turn of this age (from the events):
    one, or two when it held the Free City card."""
    me = view["viewer"]
    out: dict[int, list[str]] = {}
    for ev in age_events(view):
        if ev.get("phase") == "pick":
            for p, text in ev["moves"]:
                if p == me:
                    out.setdefault(ev["turn"], []).append(Move.parse(text).card)
    return out


def _public_builds(view: dict[str, Any]) -> dict[tuple[int, int], str | None]:
    """(turn, player) -> the card built at that pick turn of this age, None if hidden."""
    out: dict[tuple[int, int], str | None] = {}
    for ev in age_events(view):
        if ev.get("phase") == "pick":
            for p, text in ev["moves"]:
                mv = Move.parse(text)
                if not mv.free_city:
                    out[(ev["turn"], p)] = mv.card if mv.kind == "build" else None
    return out


def known_candidates(view: dict[str, Any]) -> dict[int, list[int]]:
    """Player -> the cards that player's current hand is drawn from (seen by the viewer).

    The hand the viewer held at turn ``t`` is, at the current turn ``T``, held by the
    player ``T - t`` seats away in the passing direction, minus the cards taken from
    it since (public builds removed here; hidden stage/discard picks leave extra
    candidates, so the hand is a subset of the list returned).
    """
    me, n, age = view["viewer"], view["players"], view["age"]
    ed = view.get("edition", 1)
    seen = view.get("seen_hands") or []
    if view["phase"] not in ("pick", "dig") or not seen:
        return {}
    turn = len(seen)  # seen_hands holds one hand a turn so far, the current one last
    d = -1 if age == 2 else 1
    mine = _own_picks(view)
    builds = _public_builds(view)
    out: dict[int, list[int]] = {}
    for k in range(1, min(n, turn)):
        t = turn - k
        q = (me + k * d) % n
        cands = [card_id(x, age, ed) for x in seen[t - 1]]
        for name in mine.get(t, ()):
            _take(cands, card_id(name, age, ed))
        for j in range(1, k):
            who = (me + j * d) % n
            name = builds.get((t + j, who))
            if name is not None:
                _take(cands, card_id(name, age, ed))
        out[q] = cands
    return out


def determinize(view: dict[str, Any], seed: int) -> ClassicState:
    """A full state consistent with ``view`` (see the module docstring), seeded."""
    return Sampler(view).sample(seed)


class Sampler:
    """``determinize`` for many seeds of one view: what the view says is read once
    (the cities rebuilt, the unknown pool, the hands' candidates); each ``sample``
    only clones and shuffles."""

    def __init__(self, view: dict[str, Any], cities: list[City] | None = None):
        """``cities``: the view's cities already rebuilt (``cities_from_view``), if the
        caller has them; they are cloned for every sample, never changed."""
        self.view = view
        age, me = view["age"], view["viewer"]
        n = len(view["cities"])  # cities: with 2 players, the Free City's too
        self.n, self.age, self.me = n, age, me
        self.free = view.get("free_city")
        ed = view.get("edition", 1)
        self.config = {
            "edition": ed, "players": view["players"],
            "names": [cv["name"] for cv in view["cities"]][:view["players"]],
            "wonders": [cv["wonder"] for cv in view["cities"]],
            "sides": [cv["side"] for cv in view["cities"]],
        }
        if view.get("teams"):
            self.config["teams"] = True
        expansion = "cities" in view.get("expansions", ())
        if expansion:
            self.config["cities"] = "on"
        self.debts = Debts(len(view["cities"]))
        self.debts.owed = [cv.get("owed", 0) for cv in view["cities"]]
        self.debts.losses = losses_from_view(view, age, ed)
        self.cities = cities = cities_from_view(view) if cities is None else cities
        self.sizes = [cv["hand_size"] for cv in view["cities"]]
        self.hand = [card_id(x, age, ed) for x in view["hand"]] if me is not None else None
        # the unknown pool: this age's cards minus everything visible; in Age III the
        # guilds seen, and the rest drawn at random in ``sample`` (never visible)
        pool = deck(age, n, ed) if age in (1, 2, 3) else []
        self.guilds: list[int] = []  # Age III: the guilds unseen, drawn in ``sample``
        self.guild_count = 0
        self.taken: set[int] = set()  # ... less those the viewer has seen or holds
        # teams: the teammate's hand is shown to the viewer (``teams``)
        self.mate = me ^ 1 if me is not None and view.get("teams") else None
        self.mate_hand = ([card_id(x, age, ed) for x in view.get("teammate_hand", ())]
                          if self.mate is not None else [])
        guilds = guild_pool(ed, expansion)
        seen_guilds: set[int] = set()
        if age == 3:
            seen_guilds = {card_id(x, 3, ed) for h in view.get("seen_hands") or () for x in h}
            seen_guilds.update(self.mate_hand)
            visible = {c for city in cities for c in city.cards}
            seen_guilds |= {g for g in guilds if g in visible}
            self.guilds = [g for g in guilds if g not in seen_guilds]
            self.guild_count = max(0, min(n, MOST) + 2 - len(seen_guilds))
            pool += sorted(seen_guilds)
        # Cities: the age's black cards seen, and how many of the others to draw
        black = BLACK.get(age, ()) if expansion else ()
        seen_ids = {card_id(x, age, ed) for h in view.get("seen_hands") or () for x in h}
        seen_ids.update(self.mate_hand)
        seen_black = {c for c in black if c in seen_ids
                      or any(c in city.cards for city in cities)}
        self.black = [c for c in black if c not in seen_black]
        self.black_count = max(0, min(n, MOST) - len(seen_black)) if black else 0
        pool += sorted(seen_black - seen_guilds)  # (Age III: those seen are in already)
        for city in cities:
            for cid in city.cards:
                if CARDS[cid].age == age:
                    _take(pool, cid)
        for cid in self.hand or ():
            _take(pool, cid)
        self.cands = known_candidates(view) if me is not None else {}
        self.mate_rest: list[int] = []  # cards the teammate hid (stage, discard)
        if self.mate is not None:
            # its hand is known; what its candidates hold besides went under a stage
            # or to the discard pile
            self.mate_rest = self.cands.pop(self.mate, [])
            for cid in self.mate_hand:
                _take(self.mate_rest, cid)
                _take(pool, cid)
            for cid in self.mate_rest:
                _take(pool, cid)
        for cs in self.cands.values():
            for cid in cs:
                _take(pool, cid)
        self.pool = pool
        if age == 3 or black:
            held = ([c for city in cities for c in city.cards] + list(self.hand or ())
                    + self.mate_hand)
            self.taken = set((guilds if age == 3 else ()) + black).intersection(
                held + [c for cs in self.cands.values() for c in cs])
        self.discard = ([card_id(x, None, ed) for x in view["discard"]]
                        if view.get("discard") else None)
        self.seen = ([tuple(card_id(x, age, ed) for x in h) for h in view["seen_hands"]]
                     if me is not None and view.get("seen_hands") else None)
        # the hands the viewer held in the ages before (``seen_before``), kept as seen
        self.before = ([[tuple(card_id(x, a, ed) for x in h) for h in hands]
                        for a, hands in enumerate(view.get("seen_before") or (), 1)]
                       if me is not None else [])
        self.pick = (Move.parse(view["pick"]) if me is not None and view.get("pick")
                     and view["phase"] == "pick" else None)
        free_pick = (self.free or {}).get("pick")
        self.free_pick = (Move.parse(free_pick) if free_pick and view["phase"] == "pick"
                          else None)

    def sample(self, seed: int) -> ClassicState:
        """One full state consistent with the view, seeded."""
        view, n, age, me = self.view, self.n, self.age, self.me
        rng = Rng(seed)
        cities = [c.clone() for c in self.cities]
        s = ClassicState(self.config, seed & ((1 << 63) - 1), cities=cities)
        s.rng = rng.split()
        s.age, s.turn, s.phase = age, view["turn"], view["phase"]
        s._events = list(view.get("events", ()))
        s._shown = []
        sizes = self.sizes
        hands: list[list[int] | None] = [None] * n
        if me is not None:
            hands[me] = self.hand[:]
        if self.mate is not None:
            hands[self.mate] = self.mate_hand[:]
        pool = self.pool[:]
        if age == 3:
            rest = self.guilds[:]
            rng.shuffle(rest)
            pool += [g for g in rest[: self.guild_count] if g not in self.taken]
        if self.black:
            rest = self.black[:]
            rng.shuffle(rest)
            pool += [g for g in rest[: self.black_count] if g not in self.taken]
        leftovers: list[int] = self.mate_rest[:]
        for q, cs in self.cands.items():
            cs = cs[:]
            rng.shuffle(cs)
            if len(cs) >= sizes[q]:
                hands[q] = cs[: sizes[q]]
                leftovers += cs[sizes[q]:]
            else:  # the events did not cover enough: fill from the pool below
                hands[q] = cs
        rng.shuffle(pool)
        for q in range(n):
            h = hands[q]
            if h is None:
                h = hands[q] = []
            while len(h) < sizes[q]:
                if pool:
                    h.append(pool.pop())
                else:  # cannot happen on a consistent view; keep the sizes anyway
                    h.append(rng.choice(deck(age, n, self.config["edition"]) or [0]))
        s.hands = [list(h or []) for h in hands]
        # the discard pile: what Halicarnassus sees, else leftover unknown cards of this age
        if self.discard is not None:
            s.discard = self.discard[:]
        else:
            rest = leftovers + pool
            rng.shuffle(rest)
            s.discard = rest[: view.get("discard_size", 0)]
        s.history = [[tuple(h)] for h in s.hands]
        if self.seen is not None:
            s.history[me] = self.seen[:]
        if self.before:
            s.seen_before = [self.before if q == me else [] for q in range(n)]
        s.pending = [None] * n
        s.debts = self.debts.clone()
        if self.pick is not None:
            s.pending[me] = self.pick
        phase = view["phase"]
        to_move = list(view.get("to_move", ()))
        if self.free is not None:
            s.holder = self.free["controller"]
            if self.free_pick is not None:
                s.pending[s.free_city] = self.free_pick
            elif phase == "pick" and view["cities"][s.free_city]["picked"]:
                # the holder has picked for the Free City, the viewer knows not what:
                # a pick drawn from its legal moves with the sampled hand
                s.pending[s.free_city] = rng.choice(hand_moves(s, s.free_city))
            head = self.free["queue_city"]
            to_move = [head] if head >= 0 else []
        if phase == "seventh":
            s.seventh_queue = to_move[:1] + [q for q in range(n) if q not in to_move and
                                             sizes[q] and "play_seventh" in cities[q].powers]
        elif phase == "dig":
            s.dig_queue = to_move[:1]
        elif phase == "copy":
            s.copy_queue = to_move[:1] + [
                q for q in range(n) if q not in to_move[:1] and "copy_guild" in cities[q].powers
                and cities[q].copied < 0 and copyable(s, q)]
        return s
