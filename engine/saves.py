"""Saves: a game is its set-up plus its log (boardgame.io), packed with msgpack.

A save is the msgpack map ``{"format": "wonders-save", "format_version": N, "game",
"config", "seed", "moves": [[player, action_text], ...], "meta": {...}}``. Loading
replays the moves from the set-up, so a save stays small (a few hundred bytes) and
old saves keep loading as long as the rules of their version are kept. Loading
rejects corrupt, truncated, foreign or too-new data with ``SaveError``.

Format versions:

* 1: the set-up is ``config`` and ``seed`` (``Game.new_state``).
* 2: a game set up from a position file (any game's ``Positions``: a rule example's
  "play from here") adds ``position``, the set-up it replays from
  (``Positions.state_from_position``); ``config`` is that state's config. Only such
  saves are written as version 2, so every other save stays exactly as version 1
  wrote it, and a page that reads only version 1 refuses them by their version
  instead of replaying the wrong table.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import msgpack

from .blobs import FORMAT as FORMAT
from .blobs import FORMAT_VERSION as FORMAT_VERSION
from .blobs import MAX_SAVE_BYTES as MAX_SAVE_BYTES
from .blobs import PLAIN_VERSION as PLAIN_VERSION
from .blobs import POSITION_VERSION as POSITION_VERSION
from .blobs import dumps as dumps
from .blobs import save_data as save_data
from .errors import MAX_LINE, PositionError, SaveError, WondersError, quoted
from .errors import one_line as errors_one_line
from .games import GAMES, REGISTRY, get_game
from .gate import check_playable, check_values
from .words import say


def from_position(position: Any) -> Any:
    """The table of a position file of any registered game (its ``"game"``, the first
    registered game by default), remembering the position as its set-up
    (``config["position"]``) so that its saves replay from it. The one gate of
    positions (``engine.gate``): its values fit a save, the game's own checks pass and
    the game it starts can be saved and played to its end."""
    if not isinstance(position, dict):
        raise PositionError(say("a position must be a JSON object"))
    game = position.get("game", GAMES[0])
    if not isinstance(game, str) or game not in REGISTRY:
        raise PositionError(say("unknown game {game}; known games: {games}",
                                game=quoted(game), games=", ".join(GAMES)))
    check_values(position)
    g = get_game(game)
    state = g.positions.state_from_position(position)
    if g.offers.set_up_checks:  # the game's checks of a table from its box
        g.positions.check_set_up(state, position)
    if "position" not in state.config:
        try:
            copied = json.loads(json.dumps(position))
        except (ValueError, RecursionError):
            raise PositionError(
                say("a position holds a value JSON cannot write back")) from None
        state.config = {**state.config, "position": copied}
    check_playable(state)
    return state


def draft_from_position(position: Any) -> Any:
    """The table of a position being made card by card, as an example's author draws it
    between two taps: ``from_position``'s, or when that refuses it and the game can
    split it (its positions' ``draft_parts``: the hands apart), the rest set up through
    the same gate and the hands put back as given (``with_hands``). The strict
    ``from_position`` stays the check the author asks for."""
    try:
        return from_position(position)
    except WondersError:
        game = position.get("game", GAMES[0]) if isinstance(position, dict) else None
        g = get_game(game) if game in REGISTRY else None
        parts = g.positions.draft_parts(position) if g and g.offers.drafts else None
        if parts is None:
            raise
    dealt, hands = parts
    return g.positions.with_hands(from_position(dealt), hands)


def read_save(blob: bytes) -> dict[str, Any]:
    """Unpack and check save bytes without replaying them (``SaveError`` if damaged)."""
    with _boundary(say("save is damaged: {error}"), say("save is damaged ({error})")):
        return _read(blob)


def _read(blob: bytes) -> dict[str, Any]:
    if not isinstance(blob, (bytes, bytearray, memoryview)):
        raise SaveError(say("a save must be bytes"))
    if len(blob) > MAX_SAVE_BYTES:
        raise SaveError(say("save is too large ({n} bytes, at most {limit})",
                            n=len(blob), limit=MAX_SAVE_BYTES))
    try:
        data = msgpack.unpackb(bytes(blob), raw=False, strict_map_key=False)
    except Exception:  # msgpack raises several unrelated types on bad data (ExtraData...):
        # their class names mean nothing to a person
        raise SaveError(say("this file is not a saved game, or it is damaged")) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(say("this is not a Wonders save"))
    version = data.get("format_version")
    if not isinstance(version, int) or version < 1:
        raise SaveError(say("save has no valid format version"))
    if version > FORMAT_VERSION:
        raise SaveError(say("save was written by a newer version (format {version}, this one "
                            "reads up to {known}); update the game to open it",
                            version=version, known=FORMAT_VERSION))
    data = migrate(data)
    if not isinstance(data.get("game"), str) or data["game"] not in REGISTRY:
        raise SaveError(say("save is for an unknown game {game}", game=quoted(data.get("game"))))
    if not isinstance(data.get("config"), dict) or not isinstance(data.get("seed"), int):
        raise SaveError(say("save has no valid set-up"))
    moves = data.get("moves")
    if not isinstance(moves, list) or not all(
        isinstance(m, list) and len(m) == 2 and isinstance(m[0], int) and isinstance(m[1], str)
        for m in moves
    ):
        raise SaveError(say("save has no valid move list"))
    if not isinstance(data.get("meta", {}), dict):
        raise SaveError(say("save has invalid metadata"))
    if version >= POSITION_VERSION and not isinstance(data.get("position"), dict):
        raise SaveError(say("save has no valid position to set up from"))
    return data


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older save format up to ``FORMAT_VERSION`` (none needed yet)."""
    return data


def replay(data: dict[str, Any], upto: int | None = None) -> Any:
    """Rebuild the state of a checked save, optionally only its first ``upto`` moves."""
    state = _checked_set_up(data)
    moves = data["moves"] if upto is None else data["moves"][:upto]
    for i, (player, text) in enumerate(moves):
        where = {"n": i + 1, "move": quoted(text)}
        with _boundary(say("save does not replay: move {n} ({move}): {error}"),
                       say("save does not replay: move {n} ({move}) ({error})"), **where):
            state.apply(player, text)
    return state


def check_set_up(data: dict[str, Any]) -> None:
    """A checked save's set-up can be made (``SaveError`` naming why not): its config is
    one the game allows, or its position passes the gate (``from_position``). The cheap
    check of a list of saves: a deal, no move replayed."""
    state = _checked_set_up(data)
    for i, (player, text) in enumerate(data["moves"]):
        if not 0 <= player < state.num_players():
            raise SaveError(say("save does not replay: move {n} ({move}): {error}",
                                n=i + 1, move=quoted(text),
                                error=say("there is no player {i} (0 to {last})",
                                          i=player, last=state.num_players() - 1)))


def _checked_set_up(data: dict[str, Any]) -> Any:
    """The state a checked save starts from, or ``SaveError`` naming why it cannot be
    made (any error of the set-up, expected or not, is the save's)."""
    with _boundary(say("save has an invalid set-up: {error}"),
                   say("save has an invalid set-up ({error})")):
        try:
            state = _set_up(data)
        except WondersError as exc:
            raise SaveError(say("save has an invalid set-up: {error}", error=str(exc))) from None
    return state


def _set_up(data: dict[str, Any]) -> Any:
    """The state a checked save starts from: its position (version 2) or its config."""
    game = get_game(data["game"])
    if data["format_version"] >= POSITION_VERSION:
        position = data["position"]
        if position.get("game", GAMES[0]) != game.id:
            raise PositionError(say("the position is not a {game} game", game=game.title))
        state = from_position(position)
        if state.seed != data["seed"]:
            raise PositionError(say("the seed does not match the position's"))
        return state
    return game.new_state(game.normalise_config(dict(data["config"])), data["seed"])


@contextmanager
def _boundary(named: str, other: str, **where: object) -> Iterator[None]:
    """Loading's boundary: whatever a damaged save provokes (a named error, or any
    Python exception from a value of the wrong type, size or depth anywhere) leaves
    as one ``SaveError`` with a one-line message, so a page can name the save and go on.
    ``named`` and ``other`` are the sentence's templates (``{error}``: the named
    error's message, or the other exception's type), ``where`` their other values."""
    try:
        yield
    except SaveError as exc:
        raise SaveError(one_line(str(exc))) from None
    except WondersError as exc:
        raise SaveError(one_line(say(named, error=str(exc), **where))) from None
    except Exception as exc:  # RecursionError, MemoryError, OverflowError, TypeError...
        raise SaveError(say(other, error=type(exc).__name__, **where)) from None


def one_line(message: str, limit: int = MAX_LINE) -> str:
    """``message`` on one line (control characters escaped), at most ``limit`` long."""
    return errors_one_line(message, limit)


def loads(blob: bytes) -> Any:
    """Load save bytes back into a game state (replaying its moves)."""
    return replay(read_save(blob))
