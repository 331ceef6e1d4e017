"""The Game contract's promises (``engine/game.py``) as checks on a state.

The contract tests (``tests/engine/test_contract.py``) and the soak (``engine.cli.soak``)
both check states with these functions, so the two cannot drift apart. Each check
raises ``Violation`` (an ``AssertionError``) with a one-line message saying which
promise broke; an engine error where none may happen is reported the same way.

Three ways of looking at a state, for the checks that compare a state with itself
before and after something that must change nothing (a refused move, a clone, a save
and its replay, a pick and its undo):

* ``snapshot``: everything a caller can observe: the save, every player's view as
  JSON, who moves, whether it is over (a few milliseconds);
* ``summary``: the save, who moves, each mover's legal moves and what a spectator
  sees (``view(None)``: a few hundred microseconds);
* ``fingerprint``: the log's length and last entry and who moves (a microsecond), for
  a move tried at every step of a long soak, with a wider look taken after a group
  of them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from .. import saves
from ..errors import IllegalMoveError, WondersError
from ..game import EVENT_KINDS, Game

#: the keys every game's view has (``docs/engine.md``; ``winners`` once the game is over)
VIEW_KEYS = ("game", "viewer", "names", "phase", "age", "current_players", "legal",
             "terminal", "scores", "log", "events")
#: texts no game reads as a legal move: empty, truncated, too long, a digit ``int()``
#: refuses, a number too long to print
GARBAGE_TEXTS = ("", "build", "x" * 300, "build Temple (left \u00b2)", "9" * 5000)

Look = Callable[[Any], Any]


class Violation(AssertionError):
    """A promise of the Game contract that a state broke."""


def require(condition: Any, message: str) -> None:
    """Raise ``Violation(message)`` unless ``condition`` holds (where the message is
    built from values, the checks made at every move test first and build it after)."""
    if not condition:
        raise Violation(message)


def snapshot(state: Any) -> tuple:
    """Everything a caller can observe of a state."""
    n = state.num_players()
    return (saves.dumps(state), json.dumps([state.view(p) for p in [None, *range(n)]],
                                           sort_keys=True, default=str),
            tuple(state.current_players()), state.is_terminal())


def summary(state: Any) -> tuple:
    """The cheaper look: the save, who moves, their legal moves, the spectator's view."""
    players = tuple(state.current_players())
    return (saves.dumps(state), state.is_terminal(), players,
            tuple(tuple(map(str, state.legal_actions(p))) for p in players),
            json.dumps(state.view(None), sort_keys=True, default=str))


def fingerprint(state: Any) -> tuple:
    """The cheapest look: the log's length and last entry, and who moves."""
    return len(state.log), tuple(state.log[-1:]), tuple(state.current_players())


def _engine_call(what: str, call: Callable[[], Any]) -> Any:
    """``call()``, with any exception it raises reported as a ``Violation``."""
    try:
        return call()
    except Violation:
        raise
    except Exception as exc:
        raise Violation(f"{what} raised {type(exc).__name__}: {_short(exc)}") from exc


def _short(exc: BaseException) -> str:
    return saves.one_line(str(exc), 200)


def check_turn(state: Any) -> None:
    """Someone moves in a game not over, each mover has a legal move; nobody moves in a
    game that is over."""
    players = state.current_players()
    check_movers(state, players)
    for p in players:
        require(state.legal_actions(p), f"player {p} must move but has no legal move")


def check_movers(state: Any, players: list[int]) -> None:
    """``players`` (the current players) are distinct seats, some while the game is
    not over and none once it is (their legal moves are ``check_turn``'s)."""
    if state.is_terminal():
        if players != []:
            raise Violation(f"the game is over but {players} still move")
        return
    n = state.num_players()
    require(players, "a game that is not over has someone to move")
    if len(set(players)) != len(players) or not all(
            type(p) is int and 0 <= p < n for p in players):
        raise Violation(f"current players {players!r}")


def check_applied(state: Any, player: int, move: Any, log_len: int,
                  events_len: int | None) -> None:
    """After ``apply(player, move)``: the log grew by that move's text; and (given the
    number of events before, ``events_len``) the new events are of the known kinds, and
    ``over`` was reported exactly when the game ended."""
    log = state.log
    if len(log) != log_len + 1 or tuple(log[-1]) != (player, str(move)):
        raise Violation(f"the log does not end with ({player}, {str(move)!r})")
    if events_len is None:
        return
    new = state.events[events_len:]
    kinds = [e.get("kind") for e in new]
    require(set(kinds) <= set(EVENT_KINDS), f"unknown event kinds {kinds}")
    require(("over" in kinds) == state.is_terminal(),
            "the game ended without an 'over' event" if state.is_terminal()
            else "an 'over' event in a game that goes on")


def check_end(state: Any, whole: bool = True) -> None:
    """A finished game: nobody moves, a score pad with totals, returns summing to 1,
    and its events hold turns, ages (for a ``whole`` game, not one started from a
    position late in its last age) and one ``over``, last."""
    n = state.num_players()
    require(state.current_players() == [], "a finished game has nobody to move")
    scores = state.scores()
    require(len(scores) == n and all("total" in s for s in scores),
            "the score pad has one column with a total a player")
    returns = state.returns()
    require(len(returns) == n and abs(sum(returns) - 1.0) < 1e-9,
            f"returns {returns} do not sum to 1")
    kinds = [e["kind"] for e in state.events]
    require(set(kinds) <= set(EVENT_KINDS), f"unknown event kinds {set(kinds)}")
    require(kinds[-1:] == ["over"] and kinds.count("over") == 1,
            "the events end with one 'over'")
    require(not whole or ("turn" in kinds and "age" in kinds),
            "a whole game has turns and ages")


def check_move_text(game: Game, move: Any) -> None:
    """A move's text parses back to the move."""
    text = str(move)
    parsed = _engine_call(f"parsing {text!r}", lambda: game.parse_move(text))
    if parsed != move:
        raise Violation(f"{text!r} parses back to {parsed!r}, not the move")


def check_texts_apply(game: Game, state: Any, player: int) -> None:
    """Every legal move's text parses back, and the text is accepted as the move."""
    for m in state.legal_actions(player):
        check_move_text(game, m)
        copy = state.clone()
        _engine_call(f"apply({player}, {str(m)!r})", lambda c=copy, m=m: c.apply(player, str(m)))
        require(tuple(copy.log[len(state.log)]) == (player, str(m)),
                f"the text of {str(m)!r} is logged as {copy.log[len(state.log)]!r}")


def check_refused(state: Any, player: Any, move: Any, error: type = WondersError,
                  look: Look = summary, before: Any = None) -> None:
    """``apply(player, move)`` raises ``error`` (a named error) and changes nothing
    (``before``: ``look(state)`` if the caller has it already)."""
    before = look(state) if before is None else before
    try:
        state.apply(player, move)
    except error:
        pass
    except Exception as exc:
        raise Violation(f"apply({player!r}, {_text(move)}) raised {type(exc).__name__}, "
                        f"not {error.__name__}: {_short(exc)}") from exc
    else:
        raise Violation(f"apply({player!r}, {_text(move)}) was accepted")
    if look(state) != before:
        raise Violation(f"the refused apply({player!r}, {_text(move)}) changed the state")


def _text(move: Any) -> str:
    text = repr(str(move))
    return text if len(text) <= 40 else text[:37] + "..."


def check_bad_seats(state: Any, move: Any, look: Look = summary) -> None:
    """A seat that does not exist (a bool or a float is none: a seat is an ``int``) is
    refused with a named error by ``apply`` (of ``move``, a legal move of someone) and
    ``undo_pick``, and changes nothing; ``legal_actions`` lists nothing for it and
    ``view`` refuses it."""
    n = state.num_players()
    before = look(state)
    for seat in (-1, n, 10**6, "0", None, True, False, 1.0):
        check_refused(state, seat, move, look=look, before=before)
        try:
            state.undo_pick(seat)
        except WondersError:
            pass
        except Exception as exc:
            raise Violation(f"undo_pick({seat!r}) raised {type(exc).__name__}: "
                            f"{_short(exc)}") from exc
        else:
            raise Violation(f"undo_pick({seat!r}) was accepted")
        require(look(state) == before, f"the refused undo_pick({seat!r}) changed the state")
        if seat is not None:
            require(not _engine_call(f"legal_actions({seat!r})",
                                         lambda s=seat: state.legal_actions(s)),
                    f"legal_actions({seat!r}) listed moves")
            try:
                state.view(seat)
            except WondersError:
                pass
            else:
                raise Violation(f"view({seat!r}) was given")


def check_clone(state: Any, player: int | None, move: Any, look: Look = snapshot) -> None:
    """A clone looks the same, and moving it leaves the original as it was."""
    copy = state.clone()
    before = look(state)
    require(look(copy) == before, "a clone differs from its original")
    if player is not None:
        _engine_call(f"apply({player}, {_text(move)}) on a clone",
                     lambda: copy.apply(player, move))
        require(look(state) == before, "moving a clone changed the original")


def check_save(state: Any, look: Look = snapshot) -> None:
    """The save loads (its moves replayed) to a state that looks the same."""
    blob = saves.dumps(state, {"name": "check"})
    again = _engine_call("loading the state's own save", lambda: saves.loads(blob))
    require(look(again) == look(state), "the save replays to a different state")


def check_undo(state: Any, player: int, move: Any, look: Look = summary) -> None:
    """On a clone: after ``apply(player, move)``, ``undo_pick(player)`` either restores
    the state before the move, or is refused with ``IllegalMoveError`` (the move was
    resolved, or the game has no pick to take back) and changes nothing. A taken-back
    pick made again gives the same state as the first time."""
    copy = state.clone()
    before = look(copy)
    _engine_call(f"apply({player}, {_text(move)})", lambda: copy.apply(player, move))
    after = look(copy)
    try:
        copy.undo_pick(player)
    except IllegalMoveError:
        require(look(copy) == after, f"a refused undo_pick({player}) changed the state")
        return
    except Exception as exc:
        raise Violation(f"undo_pick({player}) raised {type(exc).__name__}: "
                        f"{_short(exc)}") from exc
    require(look(copy) == before, f"undo_pick({player}) after {_text(move)} does not "
                                  "restore the state before it")
    _engine_call(f"apply({player}, {_text(move)}) again", lambda: copy.apply(player, move))
    require(look(copy) == after, f"{_text(move)} made again after its undo differs")


def check_view(state: Any, player: int | None) -> dict[str, Any]:
    """A view is plain JSON data with the shared keys, agreeing with the state on who
    moves, whether the game is over and (for a mover) the legal moves."""
    view = _engine_call(f"view({player})", lambda: state.view(player))
    require(json.loads(json.dumps(view)) == view, f"view({player}) is not plain JSON data")
    keys = VIEW_KEYS + (("winners",) if state.is_terminal() else ())
    missing = [k for k in keys if k not in view]
    require(not missing, f"view({player}) lacks {missing}")
    require(view["terminal"] == state.is_terminal(), f"view({player}).terminal is wrong")
    players = state.current_players()
    require(list(view["current_players"]) == list(players),
            f"view({player}).current_players {view['current_players']} is not {players}")
    if player in players:
        legal = sorted(map(str, state.legal_actions(player)))
        require(sorted(view["legal"]) == legal, f"view({player}).legal is not the legal moves")
    return view


#: a sampled state has no history of its own; and 7 Wonders' sampler leaves out of the
#: discard pile the cards the player never saw (a simplification of the search's model:
#: the pile's size is public, its cards are not)
HISTORY = ("log", "events", "discard_size")


def check_determinized(game: Game, state: Any, player: int, seed: int) -> bool:
    """A state sampled from ``player``'s view (``Game.determinize``) offers that player
    the same legal moves, and, where nobody has picked yet this turn, shows the same
    view: so the view holds nothing of what is hidden. True when views were compared."""
    view = state.view(player)
    sampled = _engine_call("determinize", lambda: game.determinize(view, seed))
    require(sorted(map(str, sampled.legal_actions(player))) == sorted(
        map(str, state.legal_actions(player))), "a sampled state has other legal moves")
    if sampled.current_players() != state.current_players():
        return False
    again = {k: v for k, v in sampled.view(player).items() if k not in HISTORY}
    require(again == {k: v for k, v in view.items() if k not in HISTORY},
            f"a state sampled from view({player}) shows another view")
    return True
