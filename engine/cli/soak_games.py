"""The soak's games: every set-up the registered games allow, and one seeded game
played with the Game contract's checks (``engine.cli.invariants``) at every move.

A set-up is a player count and one choice of every set-up option (``Game.options``),
so editions, variants and expansions added as options are soaked with nothing to
write here. A per-seat option (7 Wonders' chosen wonders) chosen for the seats gets a
value a seat drawn for each game: distinct seat choices, some left to "any".

Game ``g`` of a soak seeded ``S`` is fully described by its ``plan`` (plain JSON: the
game, its concrete set-up, its seed, the move chooser's seed and the seats' bot levels),
so any game can be played again alone (``python -m engine.cli.soak --replay PLAN``).

At every move: someone moves and has a legal move, the log follows the move
(``check_applied``); at the end, the score pad, the returns and the events
(``check_end``). At a share of the moves (``Checks``): the movers are distinct seats,
the move's text parses back, and a move seen earlier that is no longer legal is tried:
it must be refused with ``IllegalMoveError`` and change nothing. At sampled moves the
wider checks: every mover has a legal move, clone, undo, the save and its replay,
garbage texts, moves of players not to move, bad seats, every legal text, the view,
the events the move adds; a ``full`` sampled move compares states by everything a
caller can see (``snapshot``, every view) and checks ``determinize``. The save of some
finished games is replayed.
"""

from __future__ import annotations

import copy
import itertools
import json
import random
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import saves
from ..errors import IllegalMoveError, WondersError
from ..game import Game, Option
from ..games import all_games, get_game
from . import invariants as inv

#: the site's rule examples, whose positions the positions mode mutates (absent from
#: the wheel: the mode then writes every position from a game)
EXAMPLES = Path(__file__).resolve().parents[2] / "web" / "examples"
#: values a mutation puts in a position: out of range, of the wrong type, unwritable
HOSTILE: tuple[Any, ...] = (None, True, 0, -1, 1, 2, 3, 7, 99, 2**64, 10**30, 1.5, "",
                            "x" * 300, "\ud800", "Lumber Yard", "Militia", "Workers Guild",
                            [], ["Lumber Yard"] * 7, {"card": "Temple"})

MAX_MOVES = 10_000  # a game longer than this is a violation
CHEAP_LEVELS = ("random", "easy", "medium")  # bots fast enough to soak (engine.bots)
SEEN = 24  # moves remembered to try again once they are no longer legal


@dataclass(frozen=True)
class Setup:
    """One set-up of a game: its options as chosen (per-seat ones as their choice)."""

    game: str
    config: tuple[tuple[str, Any], ...]

    @property
    def label(self) -> str:
        return self.game + "".join(f" {k}={v}" for k, v in self.config)


def _choices(option: Option) -> list[Any]:
    return [value for value, _label in option.choices]


def all_setups(games: list[Game] | None = None) -> tuple[list[Setup], list[str]]:
    """Every set-up of every registered game (or of ``games``): the ones the game
    accepts, and a line for each it refuses (an option that needs another)."""
    ok: list[Setup] = []
    refused: list[str] = []
    for game in games or all_games():
        keys = [o.key for o in game.options]
        for n in range(game.min_players, game.max_players + 1):
            for combo in itertools.product(*[_choices(o) for o in game.options]):
                if n not in game.player_counts(dict(zip(keys, combo))):
                    continue  # a count the option's choice does not allow
                setup = Setup(game.id, (("players", n), *zip(keys, combo)))
                try:
                    game.new_game(0, **concrete(game, setup, random.Random(0)))
                except WondersError as exc:
                    refused.append(f"{setup.label}: {type(exc).__name__}: {exc}")
                    continue
                ok.append(setup)
    return ok, refused


def concrete(game: Game, setup: Setup, rng: random.Random) -> dict[str, Any]:
    """The set-up as a game's config: a per-seat option chosen for the seats becomes
    one value a seat (distinct while there are enough, about a third left "any")."""
    config = dict(setup.config)
    n = config["players"]
    for option in game.options:
        if not option.per_seat or config.get(option.key) is None:
            continue
        pool = list(option.seat_choices)
        rng.shuffle(pool)
        seats: list[Any] = [pool[i] if i < len(pool) else None for i in range(n)]
        config[option.key] = [None if rng.random() < 1 / 3 else s for s in seats]
    return config


def setup_of(setups: list[Setup], g: int) -> Setup:
    """The set-up of game ``g``: the games in turn, then each game's set-ups in turn, so
    every game gets the same share of a run however many set-ups it has."""
    games = sorted({s.game for s in setups})
    own = [s for s in setups if s.game == games[g % len(games)]]
    return own[(g // len(games)) % len(own)]


def plan(setups: list[Setup], seed: int, g: int, bots: float,
         levels: tuple[str, ...] = CHEAP_LEVELS) -> dict[str, Any]:
    """Game ``g`` of the soak seeded ``seed``: its set-up (``setup_of``), seeds from
    the index."""
    setup = setup_of(setups, g)
    rng = random.Random(f"soak {seed} {g}")
    config = concrete(get_game(setup.game), setup, rng)
    out: dict[str, Any] = {"setup": setup.label, "game": setup.game, "config": config,
                           "seed": rng.getrandbits(62), "chooser": rng.getrandbits(62)}
    if rng.random() < bots:
        out["levels"] = [rng.choice(levels) for _ in range(config["players"])]
    return out


def position_plan(setups: list[Setup], seed: int, g: int) -> dict[str, Any]:
    """Game ``g`` of the soak's positions mode: a plan that starts from a position
    rather than a set-up. Every other one is written from a game of the set-up ``g``
    would play (``Positions.position_of``, at the start of a random turn: the gate must
    accept it); the others are a site example's position mutated (the gate may refuse
    it, else it is played like any game)."""
    rng = random.Random(f"soak positions {seed} {g}")
    base = plan(setups, seed, g, 0.0)
    out: dict[str, Any] = {"seed": base["seed"], "chooser": base["chooser"]}
    writer = getattr(get_game(base["game"]).positions, "position_of", None)
    if g % 2 == 0 and writer is not None:
        state = get_game(base["game"]).new_game(base["seed"], **base["config"])
        written = None
        for _ in range(rng.randrange(1, 300)):
            if state.is_terminal():
                break
            written = writer(state) or written
            p = state.current_players()[0]
            legal = state.legal_actions(p)
            state.apply(p, legal[rng.randrange(len(legal))])
        if written is not None:
            return {**out, "setup": f"position from {base['setup']}", "game": base["game"],
                    "position": written, "written": True}
    files = sorted(EXAMPLES.glob("*.json")) if EXAMPLES.is_dir() else []
    if not files:
        return base
    path = rng.choice(files)
    position = mutate(json.loads(path.read_text(encoding="utf-8"))["position"], rng)
    game = position.get("game", "7wonders") if isinstance(position, dict) else "7wonders"
    return {**out, "setup": f"position: {path.stem} mutated",
            "game": game if isinstance(game, str) else "7wonders", "position": position}


def mutate(data: Any, rng: random.Random) -> Any:
    """``data`` (a position) with one to three values changed: a hostile value put
    anywhere, a key dropped, a list cut or grown, a number moved by one."""
    data = copy.deepcopy(data)
    for _ in range(rng.randrange(1, 4)):
        paths = _paths(data)[1:]
        if not paths:
            break
        path = rng.choice(paths)
        parent = data
        for part in path[:-1]:
            parent = parent[part]
        key, value = path[-1], parent[path[-1]]
        roll = rng.random()
        if roll < 0.4:
            parent[key] = copy.deepcopy(rng.choice(HOSTILE))
        elif roll < 0.55 and isinstance(parent, dict):
            del parent[key]
        elif roll < 0.75 and isinstance(value, list) and value:
            parent[key] = (value[:rng.randrange(len(value))] if rng.random() < 0.5
                           else [*value, rng.choice(value)])
        elif isinstance(value, int) and not isinstance(value, bool):
            parent[key] = value + rng.choice((-1, 1))
    return data


def _paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*prefix, i))
    return out


@dataclass
class Tally:
    """What one game (or many, added up) did; ``positions``: the games started from a
    position, ``refused``: the mutated positions the gate refused (not played)."""

    games: int = 0
    moves: int = 0
    illegal: int = 0
    deep: int = 0
    bot_games: int = 0
    positions: int = 0
    refused: int = 0
    per_setup: dict[str, int] = field(default_factory=dict)
    violations: list[dict[str, Any]] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.moves += other.moves
        self.illegal += other.illegal
        self.deep += other.deep
        self.bot_games += other.bot_games
        self.positions += other.positions
        self.refused += other.refused
        for label, count in other.per_setup.items():
            self.per_setup[label] = self.per_setup.get(label, 0) + count
        self.violations += other.violations


@dataclass
class Checks:
    """How often the sampled checks run: the move's text and a no-longer-legal move
    at a share ``light`` of the moves; the wider checks at one move in ``deep_every``
    (``full`` at one of those in ``full_every``); the save of a finished game
    replayed in one game in ``save_every``."""

    light: float = 0.3
    deep_every: int = 800
    full_every: int = 40
    save_every: int = 12


def play(p: dict[str, Any], tally: Tally, checks: Checks) -> None:
    """Play the game of plan ``p`` with the checks; a broken promise (or any error the
    engine raises where none may happen) is added to ``tally.violations`` with the
    move index, and the game stops there."""
    at = [0]
    try:
        _play(p, tally, checks, at)
    except Exception as exc:
        message = str(exc) if isinstance(exc, inv.Violation) else \
            f"{type(exc).__name__}: {exc}"
        tally.violations.append({"setup": p["setup"], "move": at[0],
                                 "message": saves.one_line(message + _where(exc)),
                                 "plan": p})
    tally.games += 1
    tally.bot_games += "levels" in p
    tally.positions += "position" in p
    tally.per_setup[p["setup"]] = tally.per_setup.get(p["setup"], 0) + 1


def _where(exc: BaseException) -> str:
    """Where an unexpected error (or the one behind a violation) was raised:
    `` (engine/duel/state.py:234)``; "" for a broken promise found by a check."""
    cause = exc if not isinstance(exc, inv.Violation) else exc.__cause__
    if cause is None or cause.__traceback__ is None:
        return ""
    frame = traceback.extract_tb(cause.__traceback__)[-1]
    path = frame.filename.replace("\\", "/")
    path = path[path.rfind("engine/"):] if "engine/" in path else path
    return f" ({path}:{frame.lineno})"


def _bots(p: dict[str, Any]) -> list[Any] | None:
    if "levels" not in p:
        return None
    from ..bots import make_bot

    return [make_bot(p["game"], level, p["chooser"] + i) for i, level in enumerate(p["levels"])]


def _start(p: dict[str, Any], tally: Tally) -> Any:
    """The state plan ``p`` starts from: its set-up, or its position through the gate
    (``saves.from_position``); ``None`` for a mutated position the gate refuses in
    one named line. A position written from a game that the gate refuses, or a refusal
    that is not one short line, is a violation."""
    if "position" not in p:
        return get_game(p["game"]).new_game(p["seed"], **p["config"])
    try:
        return saves.from_position(p["position"])
    except WondersError as exc:
        line = str(exc)
        inv.require("\n" not in line and len(line) <= 200,
                    f"a refusal of more than one short line: {line[:80]!r}")
        if p.get("written"):
            raise inv.Violation(f"the gate refused a position written from a game: "
                                f"{line}") from None
        tally.refused += 1
        return None


def _play(p: dict[str, Any], tally: Tally, checks: Checks, at: list[int]) -> None:
    state = _start(p, tally)
    if state is None:
        return
    game = get_game(state.game)  # a mutated position may name no registered game
    every_mover = "position" in p
    bots = _bots(p)
    # the moves and the checks draw from separate generators: checking more or less
    # often never changes the game played
    pick, look = random.Random(p["chooser"]).random, random.Random(~p["chooser"]).random
    seen: list[Any] = []
    while not state.is_terminal():
        if at[0] >= MAX_MOVES:
            raise inv.Violation(f"no end after {MAX_MOVES} moves")
        players = state.current_players()
        inv.require(players, "a game that is not over has someone to move")
        if every_mover:  # a game from a position: no player to move is ever stuck
            for q in players:
                inv.require(state.legal_actions(q), f"player {q} is to move and has no "
                            "legal move")
        player = players[int(pick() * len(players))]
        legal = state.legal_actions(player)
        inv.require(legal, "the player to move has no legal move")
        if bots is None or bots[player] is None:
            move = legal[int(pick() * len(legal))]
        else:
            move = bots[player].act(state.view(player), legal)
            inv.require(move in legal, f"bot answered {str(move)!r}, not a legal move")
        if look() < checks.light:
            inv.check_movers(state, players)
            inv.check_move_text(game, move)
            tally.illegal += _try_seen(state, player, legal, seen, look)
        events_len = None
        if look() * checks.deep_every < 1:
            tally.illegal += deep(game, state, player, move,
                                  look() * checks.full_every < 1, int(look() * 2**32))
            tally.deep += 1
            events_len = len(state.events)
        log_len = len(state.log)
        state.apply(player, move)
        inv.check_applied(state, player, move, log_len, events_len)
        at[0] += 1
        tally.moves += 1
    inv.check_end(state, whole=not every_mover)
    if look() * checks.save_every < 1:
        inv.check_save(state, inv.summary)
        tally.deep += 1


def _try_seen(state: Any, player: int, legal: list[Any], seen: list[Any],
              look: Callable[[], float]) -> int:
    """Try a remembered move that is not legal now (refused, nothing changed); then
    remember one of the legal moves. The number of moves tried."""
    tried = 0
    if seen:
        old = seen[int(look() * len(seen))]
        if old not in legal:
            inv.check_refused(state, player, old, IllegalMoveError, inv.fingerprint)
            tried = 1
    new = legal[int(look() * len(legal))]
    if len(seen) < SEEN:
        seen.append(new)
    else:
        seen[int(look() * SEEN)] = new
    return tried


def deep(game: Game, state: Any, player: int, move: Any, full: bool, seed: int) -> int:
    """The wider checks before ``player`` plays ``move``; ``full``: states compared by
    everything a caller can see, views sampled again. The number of refused moves."""
    look = inv.snapshot if full else inv.summary
    inv.check_turn(state)
    before = look(state)
    others = [q for q in range(state.num_players()) if q not in state.current_players()]
    texts = list(inv.GARBAGE_TEXTS)
    for text in texts:
        inv.check_refused(state, player, text, WondersError, inv.fingerprint)
    for q in others[:2]:
        inv.check_refused(state, q, move, WondersError, inv.fingerprint)
    inv.check_bad_seats(state, move, inv.fingerprint)
    inv.require(look(state) == before, "refused moves changed the state")
    inv.check_clone(state, player, move, look)
    inv.check_undo(state, player, move, look)
    inv.check_save(state, look)
    inv.check_texts_apply(game, state, player)
    inv.check_view(state, player)
    if full:
        inv.check_view(state, None)
        inv.check_determinized(game, state, player, seed)
    return len(texts) + len(others[:2]) + 10


BLOCK = 16  # games a job takes in a row: each block holds every game in turn


def game_indices(start: int, step: int, games: int | None) -> Iterator[int]:
    """Job ``start`` of ``step``: the games of blocks ``start``, ``start + step``, ...
    below ``games`` (for ever if ``None``). Blocks of consecutive games, rather than
    every ``step``-th game, give each job the same mix of games (``setup_of`` takes
    the games in turn)."""
    block = start
    while games is None or block * BLOCK < games:
        for g in range(block * BLOCK, (block + 1) * BLOCK):
            if games is not None and g >= games:
                return
            yield g
        block += step
