"""One game at the table: seats (people and bots), pass-and-play picks, undo.

Game-independent: it drives any state that follows ``engine.game`` and learns what a
move made happen from the engine's events (``engine.game.EVENT_KINDS``: a turn
revealed, conflicts resolved, an age ended, the game over), never by comparing states.
People's picks in pass-and-play are held here until every person of the turn has
chosen (so each can undo their own pick until then) and then applied together; bots'
picks are applied as they arrive (the engine resolves a turn on its last pick).

Against bots (one person at the table) a pick is taken back in two ways. Until its turn
resolves, the engine takes it back (``undo_applied``). After, the whole turn goes back to
before the pick (``undo_turn``: the state is its log, replayed up to there), but only when
nothing hidden was revealed to the person since: no card, wonder or token name shows in
their view more often than it did before the pick (``revealed_since``). So in 7 Wonders a
pick turn that resolved is never taken back (the rulebook reveals every player's card at
once, and the hand passed on is one the person has not held yet), nor the start of an age
(new hands); a sub-choice that only the person makes and that shows nothing new (paying
a debt, copying a guild) is. In Duel a card taken that turns no card face up, and the
bot's answer if it too shows nothing new, are taken back; a card turned face up, a new
set of wonders or progress tokens drawn from the box are not. The bots then play again
from the same seeds (their seed is the log's length), so they choose as they did.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import Any

from engine import get_game, saves
from engine.errors import IllegalMoveError

from .i18n import tp


@dataclass
class Seat:
    kind: str  # "human" or "bot"
    name: str
    level: str = "random"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


@dataclass(frozen=True)
class Outcome:
    """What the moves just applied made happen: the events they added, in order."""

    applied: int = 0  # how many moves the engine received
    events: tuple[dict[str, Any], ...] = ()

    def _kinds(self) -> set[str]:
        return {e.get("kind") for e in self.events}

    @property
    def resolved(self) -> bool:
        """A turn was revealed (a ``turn`` event) or the game ended (``over``)."""
        return bool(self._kinds() & {"turn", "over"})

    @property
    def age_end(self) -> dict[str, Any] | None:
        """The ``age`` event when an age ended, else None."""
        ages = [e for e in self.events if e.get("kind") == "age"]
        return ages[-1] if ages else None

    @property
    def over(self) -> bool:
        return "over" in self._kinds()

    def __add__(self, other: Outcome) -> Outcome:
        return Outcome(self.applied + other.applied, self.events + other.events)


class Session:
    def __init__(self, state: Any, seats: list[Seat], game_id: str, title: str = ""):
        self.state = state
        self.game = get_game(state.game)
        self.seats = seats
        self.game_id = game_id
        self.title = title or ", ".join(s.name for s in seats)
        self.pending: dict[int, str] = {}  # people's picks held until all have chosen
        self.revealed: int | None = None  # whose hand the device shows (pass-and-play)
        self.turns_resolved = 0
        self.events_seen = len(state.events)
        self._turn_undo: tuple[Any, int | None] = (None, None)  # (position, answer)
        #: turns taken back so far: a decision met again after one is a new decision
        self.rewinds = 0
        #: person -> (the log's length, ``shown`` of their view) just before their pick
        self._before_pick: dict[int, tuple[int, Counter[str]]] = {}
        #: the lesson its save says it was coached in when saved ("Learn to play":
        #: ``coach.resumed``), "" for any other game
        self.lesson = ""

    # ---- who is who
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    @property
    def pass_and_play(self) -> bool:
        return len(self.humans) >= 2

    def name(self, player: int | None) -> str:
        if player is None or not 0 <= player < len(self.seats):
            return "the bank"
        return self.seats[player].name

    def current(self) -> list[int]:
        return [] if self.state.is_terminal() else list(self.state.current_players())

    def bots_to_move(self) -> list[int]:
        return [p for p in self.current() if self.seats[p].is_bot]

    def humans_to_move(self) -> list[int]:
        """People who still have to choose this turn, in seat order."""
        return [p for p in self.current() if not self.seats[p].is_bot and p not in self.pending]

    def legal_texts(self, player: int) -> list[str]:
        return [str(m) for m in self.state.legal_actions(player)]

    def decision(self, player: int) -> tuple[int, int, int]:
        """Identifies the decision ``player`` faces now: it changes only when something
        public happened (a new event), the player moved or a turn was taken back (the
        same counts may then stand for another position). Other players' hidden picks
        in a simultaneous phase leave it as it is, so a bot is asked once a decision."""
        own = sum(1 for p, _ in self.state.log if p == player)
        return len(self.state.events), own, self.rewinds

    # ---- moves
    def _apply(self, player: int, move: Any) -> Outcome:
        """Apply one move; its outcome is the events it added."""
        self.state.apply(player, move)
        events = self.state.events
        new = tuple(events[self.events_seen:])
        self.events_seen = len(events)
        outcome = Outcome(1, new)
        if outcome.resolved:
            self.turns_resolved += 1
        return outcome

    def choose(self, player: int, move_text: str) -> Outcome:
        """A person's choice: applied at once, or held in pass-and-play."""
        if player not in self.current() or self.seats[player].is_bot:
            raise IllegalMoveError(tp(self.name(player), "You have nothing to choose now",
                                     "{player} has nothing to choose now"))
        if move_text not in self.legal_texts(player):
            self.game.parse_move(move_text)  # a readable error for unreadable text
            raise IllegalMoveError(tp(self.name(player), "{move} is not a legal move for you",
                                      "{move} is not a legal move for {player}",
                                      move=repr(move_text)))
        if not self.pass_and_play:
            self._before_pick[player] = (len(self.state.log),
                                         shown(self.state.game, self.state.view(player)))
            return self._apply(player, move_text)
        self.pending[player] = move_text
        return Outcome()

    def undo(self, player: int) -> bool:
        """Take back a person's held pick (until everyone has chosen)."""
        return self.pending.pop(player, None) is not None

    def undo_applied(self, player: int) -> bool:
        """Take back a pick already given to the engine, before its turn resolves
        (``GameState.undo_pick``); False when the engine has none to take back."""
        try:
            self.state.undo_pick(player)
        except IllegalMoveError:
            return False
        return True

    def can_undo(self, player: int | None) -> bool:
        """Whether ``undo_applied(player)`` or ``undo_turn(player)`` would take a pick
        back now (tried on a copy)."""
        return self.can_undo_pick(player) or self.turn_undo_point(player) is not None

    def can_undo_pick(self, player: int | None) -> bool:
        """Whether ``undo_applied(player)`` would take a pick back now (tried on a copy).
        The player may still be choosing: the Free City's holder (2 players) picks for
        the Free City, then for their own city, and may take the first back meanwhile."""
        if player is None or self.pass_and_play:
            return False
        if not any(p == player for p, _ in self.state.log):
            return False
        try:
            self.state.clone().undo_pick(player)
        except IllegalMoveError:
            return False
        return True

    def turn_undo_point(self, player: int | None) -> int | None:
        """The log's length before ``player``'s last move when the whole turn since may
        be taken back (see the module docstring), else None. Only against bots, while
        the game goes on and that pick has resolved; kept for the position."""
        if player is None or self.pass_and_play or self.state.is_terminal():
            return None
        log = self.state.log
        key = (player, len(log), tuple(log[-1:]), self.state.seed)
        if self._turn_undo[0] != key:
            self._turn_undo = (key, self._find_turn_undo(player))
        return self._turn_undo[1]

    def _find_turn_undo(self, player: int) -> int | None:
        log = self.state.log
        mine = [i for i, (p, _) in enumerate(log) if p == player]
        if not mine or self.can_undo_pick(player):
            return None
        point = mine[-1]
        seen = self._before_pick.get(player)
        if seen is None or seen[0] != point:  # not picked on this page: replayed
            before = saves.replay(saves.save_data(self.state), point)
            seen = (point, shown(self.state.game, before.view(player)))
        if shown(self.state.game, self.state.view(player)) - seen[1]:
            return None
        return point

    def undo_turn(self, player: int) -> bool:
        """Go back to before ``player``'s last move when ``turn_undo_point`` allows it;
        False (nothing changed) when it does not."""
        point = self.turn_undo_point(player)
        if point is None:
            return False
        self.state = saves.replay(saves.save_data(self.state), point)
        self.events_seen = len(self.state.events)
        self._turn_undo = (None, None)
        self.rewinds += 1
        return True

    def ready_to_flush(self) -> bool:
        return bool(self.pending) and not self.humans_to_move()

    def flush(self) -> Outcome:
        """Apply the held picks once every person of the turn has chosen."""
        outcome = Outcome()
        if not self.ready_to_flush():
            return outcome
        for player in sorted(self.pending):
            outcome += self._apply(player, self.pending[player])
        self.pending.clear()
        return outcome

    def bot_move(self, player: int, move_text: str) -> Outcome:
        """A bot's answer; ignored if it no longer fits (nothing applied)."""
        if player not in self.current() or not self.seats[player].is_bot:
            return Outcome()
        return self._apply(player, move_text)

    # ---- saving
    def meta(self, view: dict[str, Any]) -> dict[str, Any]:
        """What the saved-games list shows without replaying the game (``view``: any
        view of the state, for its common keys)."""
        return {
            "name": self.title,
            "game": self.state.game,
            "title": self.game.title,
            "players": [s.name for s in self.seats],
            "seats": [asdict(s) for s in self.seats],
            "age": view["age"],
            "over": self.state.is_terminal(),
        }

    def save_blob(self, meta: dict[str, Any] | None = None) -> bytes:
        return saves.dumps(self.state, meta if meta is not None else {})

    @classmethod
    def from_save(cls, state: Any, meta: dict, game_id: str) -> Session:
        raw = meta.get("seats") or []
        seats = []
        for i in range(state.num_players()):
            s = raw[i] if i < len(raw) and isinstance(raw[i], dict) else {}
            seats.append(Seat(kind="bot" if s.get("kind") == "bot" else "human",
                              name=str(s.get("name") or f"Player {i + 1}"),
                              level=str(s.get("level") or "random")))
        session = cls(state, seats, game_id, str(meta.get("name") or ""))
        lesson = meta.get("lesson")
        session.lesson = lesson if isinstance(lesson, str) else ""
        return session


#: view keys that hold sentences, moves or names of people, not what lies on the table
_NOT_SHOWN = frozenset({"log", "events", "legal", "choices"})


@lru_cache(maxsize=4)
def _names(game_id: str) -> frozenset[str]:
    """The English names of a game's cards, wonders and tokens (its catalogue)."""
    catalogue = get_game(game_id).catalogue()
    out: set[str] = set()
    for kind in ("cards", "tokens", "wonders"):
        out.update(catalogue.get(kind, {}))
    for wonder in catalogue.get("wonders", {}).values():
        if isinstance(wonder, dict) and wonder.get("name"):
            out.add(str(wonder["name"]))
    return frozenset(out)


def shown(game_id: str, view: Any) -> Counter[str]:
    """How many times each card, wonder or token name shows in a view (its hand, the
    cities, the table), leaving out the log and the moves."""
    names = _names(game_id)
    out: Counter[str] = Counter()
    todo = [view]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            todo.extend(v for k, v in item.items() if k not in _NOT_SHOWN)
        elif isinstance(item, (list, tuple)):
            todo.extend(item)
        elif isinstance(item, str) and item in names:
            out[item] += 1
    return out


def revealed_since(game_id: str, before: Any, after: Any) -> bool:
    """Whether a hidden card, wonder or token was revealed between two views of one
    person: some name shows more often ``after`` than ``before`` (a card only moving,
    from a hand to a city or a pyramid to a city, reveals nothing)."""
    return bool(shown(game_id, after) - shown(game_id, before))
