"""The Game contract: what one ruleset of the family offers every caller.

A ``Game`` (one per ruleset, registered in ``engine.games``) is the only seam between
a game and its callers: the bots, the search, the CLI, the arena, the bench, the page
and the bot worker receive a ``Game`` and never name a game or probe a state for
optional methods. Editions, variants and expansions are set-up options of a game
(``Game.options``), or new registered games; never branches in callers.

A state (``GameState``) follows OpenSpiel's python games and boardgame.io's "a game is
its set-up plus its log":

* ``current_players()``: the players who must act now (in a simultaneous phase, such
  as 7 Wonders' card pick, everybody who has not picked yet);
* ``legal_actions(player)``: small immutable hashable moves with a text form
  (``str(move)`` parses back with ``Game.parse_move``, as python-chess moves do);
* ``apply(player, move)``: a move or its text; an illegal one raises
  ``IllegalMoveError`` (unreadable text ``InvalidMoveError``) and changes nothing;
* ``events``: what happened, in order, as plain data: every event has a ``kind``
  (``EVENT_KINDS``); the page reads them instead of guessing from the state;
* ``view(player)``: the per-player view, plain JSON-able data hiding what that player
  may not see; tables and bots read views only;
* ``is_terminal()``, ``returns()`` (winners share 1.0), ``scores()`` (the score pad);
* ``log``: the ``(player, move text)`` pairs since set-up; ``config + seed + log``
  replays to the same state (``engine.saves``). Randomness lives in ``state.rng``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from .errors import ConfigError, quoted

#: the kinds of event every game reports (a game may add fields to each):
#: ``turn``: a turn resolved and its moves are revealed (``moves``: [player, text]);
#: ``conflicts``: military conflicts were resolved; ``age``: an age ended (``age``);
#: ``over``: the game ended.
EVENT_KINDS = ("turn", "conflicts", "age", "over")


@runtime_checkable
class Move(Protocol):
    """An immutable, hashable move whose text (``str(move)``) parses back."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


class GameState(Protocol):
    """A game in progress (see the module docstring)."""

    game: str
    config: dict[str, Any]
    seed: int
    log: list[tuple[int, str]]
    events: list[dict[str, Any]]

    def num_players(self) -> int: ...

    def current_players(self) -> list[int]: ...

    def legal_actions(self, player: int) -> list[Any]: ...

    def apply(self, player: int, action: Any) -> None: ...

    def undo_pick(self, player: int) -> None:
        """Take back a pick not yet resolved (a simultaneous phase); ``IllegalMoveError``
        when there is none."""

    def is_terminal(self) -> bool: ...

    def returns(self) -> list[float]: ...

    def scores(self) -> list[dict[str, int]]: ...

    def view(self, player: int | None) -> dict[str, Any]: ...

    def clone(self) -> GameState: ...


class Bot(Protocol):
    """A bot sees a view and the legal moves (objects or their texts) and answers one
    of them, in the form it was given."""

    def act(self, view: dict[str, Any], legal: list[Any]) -> Any: ...


class Positions(Protocol):
    """A game's position files (``python -m engine.cli score|payments``).

    What more a game's positions do is declared in its ``Offers``, never found by name:
    ``check_set_up(state, data)`` (``Offers.set_up_checks``), the game's own checks of
    a table from its box, run by the gate (``engine.gate``, ``saves.from_position``)
    after ``state_from_position``; ``draft_parts(data)`` and ``with_hands(state,
    hands)`` (``Offers.drafts``), a table being drawn card by card; ``position_of(state)``,
    the position of a table at the start of a turn, or ``None`` (the soak's positions
    mode writes positions with it)."""

    def state_from_position(self, data: Any) -> GameState: ...

    def cli_score(self, data: Any) -> dict[str, Any]: ...

    def cli_payments(self, data: Any, player: Any, card: str | None, **extra: Any) -> list: ...


@dataclass(frozen=True)
class Option:
    """One set-up option as the new-game screen shows it.

    ``choices`` are ``(value, label)`` pairs, the default first; a ``per_seat`` option
    is chosen for each seat (its config value is a list, one entry a player, ``None``
    for "any"), with ``seat_choices`` as the choices of one seat. ``players`` narrows
    the game's player range for a choice: ``(value, min, max)`` (7 Wonders' 2nd
    edition is for 3 to 7 players, the 1st edition also for 2); ``counts`` lists the
    only player counts a choice allows: ``(value, (4, 6, 8))`` (teams of two).
    ``aliases`` are other words for a choice, ``(word, value)`` (the 2nd edition's
    "night" for side B: one choice, not two); an ``advanced`` option is one most
    games leave as it is (the new-game screen folds it away).
    """

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    per_seat: bool = False
    seat_choices: tuple[str, ...] = ()
    players: tuple[tuple[Any, int, int], ...] = ()
    counts: tuple[tuple[Any, tuple[int, ...]], ...] = ()
    aliases: tuple[tuple[str, Any], ...] = ()
    advanced: bool = False

    @property
    def default(self) -> Any:
        return self.choices[0][0]


@dataclass(frozen=True)
class BotLevel:
    """A named bot level: ``make(seed)`` builds the bot; ``summary`` says what it does.
    A ``search`` level's bot searches on a clock: it has ``clock()`` and takes
    ``asked_at`` (when it was asked, on that clock: a time cap counts from there)."""

    name: str
    summary: str
    make: Callable[[int], Bot]
    search: bool = False


@dataclass(frozen=True)
class Offers:
    """What a game offers beyond the contract's core, declared once (``Game.offers``):
    callers read this, never probe a game, its modules or its bots with ``hasattr``.

    ``set_up_checks``: its positions check a table from the box (``check_set_up``);
    ``drafts``: its positions split a table being drawn into the dealt part and the
    hands (``draft_parts``, ``with_hands``: the author mode's draft); ``shared_search``:
    its search bots report their root's statistics (``visits(view, legal)``), so that
    several search side by side (``engine.bots.shared``). The optional parts that are
    functions are declared by being there: ``Game.search_bot``, ``search_problem``,
    ``move_gain`` (hints) and ``lessons`` ("Learn to play") are ``None`` when absent.
    """

    set_up_checks: bool = False
    drafts: bool = False
    shared_search: bool = False


@dataclass(frozen=True)
class Game:
    """One ruleset of the family (see the module docstring)."""

    id: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    normalise_config: Callable[[dict[str, Any]], dict[str, Any]]
    new_state: Callable[[dict[str, Any], int], GameState]
    parse_move: Callable[[str], Move]
    #: ``describe_move(view, player, text)``: the move as a sentence for the log
    describe_move: Callable[[dict[str, Any], int, str], str]
    #: ``determinize(view, seed)``: a full state consistent with a view (search bots)
    determinize: Callable[[dict[str, Any], int], GameState]
    positions: Positions
    #: ``catalogue()``: the game's cards and wonders as plain data (for card faces)
    catalogue: Callable[[], dict[str, Any]]
    #: ``view(state, player)``: what ``player`` may see (None: a spectator), as plain
    #: data; a state's ``view`` method calls it (``engine.games.Viewed``)
    view: Callable[[Any, int | None], dict[str, Any]]
    #: the bot levels by name, weakest first; aliases map another name to one of them
    bot_levels: tuple[BotLevel, ...] = ()
    bot_aliases: Mapping[str, str] = field(default_factory=dict)
    #: ``search_bot(seed, playouts)``: the search at a fixed budget, no time cap
    search_bot: Callable[[int, int], Bot] | None = None
    #: ``search_problem(**params)``: what the generic search (``engine.bots.search``)
    #: searches in this game (a ``SearchProblem``: candidates, playouts, defaults)
    search_problem: Callable[..., Any] | None = None
    #: ``move_gain(state, player, text)``: (points, coins) a move adds at once, for a
    #: hint (``engine.hints``); None: the move applied to a copy when one player moves
    move_gain: Callable[[GameState, int, str], tuple[int | None, int | None]] | None = None
    #: ``lessons()``: the game's "Learn to play" (an ``engine.lessons.Coaching``: its
    #: lesson, how its moves name their parts, what its steps claim); None: no lesson
    lessons: Callable[[], Any] | None = None
    #: what else it offers (``Offers``)
    offers: Offers = Offers()

    def new_game(self, seed: int = 0, **config: Any) -> GameState:
        """Set up a new game: ``GAME.new_game(seed=7, players=4)``."""
        return self.new_state(self.normalise_config(dict(config)), check_seed(seed))

    def player_range(self, chosen: Mapping[str, Any]) -> tuple[int, int]:
        """The player counts the game allows with these option values (``chosen``:
        option key -> value; a missing key is the option's default)."""
        low, high = self.min_players, self.max_players
        for option in self.options:
            value = chosen.get(option.key, option.default)
            for choice, least, most in option.players:
                if choice == value:
                    low, high = max(low, least), min(high, most)
        return low, high

    def player_counts(self, chosen: Mapping[str, Any]) -> tuple[int, ...]:
        """The player counts the game allows with these option values: the counts of
        ``player_range`` that every chosen option's ``counts`` keeps."""
        low, high = self.player_range(chosen)
        counts = range(low, high + 1)
        for option in self.options:
            value = chosen.get(option.key, option.default)
            for choice, allowed in option.counts:
                if choice == value:
                    counts = [n for n in counts if n in allowed]
        return tuple(counts)

    def level(self, name: str) -> BotLevel:
        """The bot level of that name (or alias); ``ConfigError`` (a ``ValueError``)
        names the known ones."""
        name = self.bot_aliases.get(name, name)
        for lv in self.bot_levels:
            if lv.name == name:
                return lv
        known = [lv.name for lv in self.bot_levels] + list(self.bot_aliases)
        raise ConfigError(f"unknown bot level {quoted(name, 40)}; known: {', '.join(known)}")


MIN_SEED, MAX_SEED = -(1 << 63), (1 << 64) - 1  # what a msgpack integer holds


def check_seed(seed: Any) -> int:
    """A seed is a whole number that fits in 64 bits (what a save can hold)."""
    if type(seed) is not int or not MIN_SEED <= seed <= MAX_SEED:
        raise ConfigError(
            f"the seed must be a whole number from {MIN_SEED} to {MAX_SEED}, not {seed!r}")
    return seed


def later(module: str, name: str) -> Callable[..., Any]:
    """``module.name`` called through a function that imports ``module`` on its first
    call: a game's ``GAME`` names its bots without importing them with the rules."""

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    return call


def winners_returns(totals: list[tuple[int, ...]]) -> list[float]:
    """Returns for a ranked finish: the players with the best key share 1.0."""
    best = max(totals)
    won = [i for i, t in enumerate(totals) if t == best]
    return [1.0 / len(won) if i in won else 0.0 for i in range(len(totals))]
