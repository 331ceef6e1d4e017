"""Military, science and the end of turns, Ages and the game ("Militär", "Vetenskap
& utveckling", "En Tidsålders slut", "Civilseger"), as functions over the fields of a
state that ``Ended`` declares (``DuelState`` takes ``scores``, ``victory`` and
``returns`` as methods)."""

from __future__ import annotations

from typing import Any, Protocol

from ..game import winners_returns
from .city import count
from .data import (
    BLUE,
    CARDS,
    WONDERS,
)
from .dealing import Dealt, start_age
from .military import CAPITAL, LOOT_STEP, military_points
from .phases import OVER, PLAY, START, TOKEN, with_
from .science import PAIR, SUPREMACY_WIN, after_symbol, progress_points


class Ended(Dealt, Protocol):
    """What ending reads and writes of a state, besides what dealing does (``Dealt``):
    the pawn and the looting tokens, the events and the log entries since the last
    turn, an extra turn, the science pair just made and who won how."""

    log: list[tuple[int, str]]
    extra: bool
    loot: list[int]
    pair: int
    pawn: int
    turn_from: int
    victory_type: str
    winner: int | None
    _events: list[Any]


def move_pawn(state: Ended, p: int, shields: int) -> bool:
    """"Militär": move the pawn one step per shield towards p's opponent; loot
    tokens entered; True if p reached the capital (military supremacy)."""
    step = 1 if p == 0 else -1
    loser = 1 - p
    loot = state.loot
    looted = []
    for _ in range(shields):
        state.pawn += step
        d = state.pawn * step
        if d >= CAPITAL:
            state._events.append({"kind": "conflicts", "player": p, "shields": shields,
                                "pawn": state.pawn, "looted": looted})
            win(state, p, "military")
            return True
        if d > 0:
            i = LOOT_STEP[d]
            if i >= 0 and loot[loser * 2 + i]:
                looted.append(loot[loser * 2 + i])
                state.coins[loser] = max(0, state.coins[loser] - loot[loser * 2 + i])
                loot = state.loot = with_(loot, loser * 2 + i, 0)
    state._events.append({"kind": "conflicts", "player": p, "shields": shields,
                        "pawn": state.pawn, "looted": looted})
    return False


def science(state: Ended, p: int, symbol: int) -> None:
    """"Vetenskap & utveckling": 6 different symbols win at once; a pair of
    identical symbols lets p take a progress token from the board."""
    outcome = after_symbol(state.sci[p], symbol)
    if outcome == SUPREMACY_WIN:
        win(state, p, "science")
    elif outcome == PAIR and state.board_tokens:
        state.phase = TOKEN
        state.player = p
        state.pair = symbol


def end_turn(state: Ended) -> None:
    """After a turn: the next player, an extra turn, or the end of the Age.
    An extra turn earned on the Age's last card is lost."""
    log = len(state.log)  # (``_turn_event`` written out: every turn ends here)
    if log > state.turn_from:
        state._events.append((state.age, state.turn_from, log))
        state.turn_from = log
    if state.phase == OVER:
        return
    if not state.remaining:
        state.extra = False
        end_age(state)
        return
    state.phase = PLAY
    if state.extra:
        state.extra = False
    else:
        state.player = 1 - state.player


def turn_event(state: Ended) -> None:
    """A "turn" event: the moves since the last one (a card, with any choice it led to)."""
    if len(state.log) > state.turn_from:
        state._events.append((state.age, state.turn_from, len(state.log)))
        state.turn_from = len(state.log)


def end_age(state: Ended) -> None:
    """"En Tidsålders slut": after Age III the game ends; otherwise the player
    with the weaker military (pawn on their side) chooses who starts; with the
    pawn in the middle the player who played the last card starts."""
    state._events.append({"kind": "age", "age": state.age})
    if state.age == 3:
        civilian_end(state)
        return
    start_age(state, state.age + 1)
    if state.pawn > 0:
        state.player = 1
        state.phase = START
    elif state.pawn < 0:
        state.player = 0
        state.phase = START


def win(state: Ended, p: int, kind: str) -> None:
    turn_event(state)
    state.phase = OVER
    state.winner = p
    state.victory_type = kind
    state._events.append({"kind": "over", "victory": kind, "winners": [p]})


def civilian_end(state: Ended) -> None:
    """"Civilseger": most points; a tie goes to the most blue points, then the
    victory is shared."""
    state.phase = OVER
    state.victory_type = "civilian"
    sc = scores(state)
    keys = [(s["total"], s["civilian"]) for s in sc]
    state.winner = None if keys[0] == keys[1] else (0 if keys[0] > keys[1] else 1)
    state._events.append({"kind": "over", "victory": "civilian",
                        "winners": [0, 1] if state.winner is None else [state.winner]})


def scores(state: Ended) -> list[dict[str, int]]:
    """The score pad per player: military, buildings, wonders, progress, treasury,
    total, and civilian (the blue cards' points, the first tie-breaker)."""
    out = []
    for p in (0, 1):
        buildings = civilian = 0
        for c in state.cards[p]:
            card = CARDS[c]
            buildings += card.points
            if card.color == BLUE:
                civilian += card.points
            if card.majority_points is not None:
                spec, n, per = card.majority_points
                buildings += n * (max(count(state, 0, spec), count(state, 1, spec)) // per)
        wonders = sum(WONDERS[w].points for w in state.wbuilt[p])
        progress = progress_points(state.tokens[p])
        military = military_points(state.pawn, p)
        treasury = state.coins[p] // 3
        out.append({
            "military": military, "buildings": buildings, "wonders": wonders,
            "progress": progress, "treasury": treasury,
            "total": military + buildings + wonders + progress + treasury,
            "civilian": civilian,
        })
    return out


def victory(state: Ended) -> dict[str, Any] | None:
    """How the game ended: {"type": "military"|"science"|"civilian", "winner": p
    or None for a shared victory}; None while the game goes on."""
    if state.phase != OVER:
        return None
    return {"type": state.victory_type, "winner": state.winner}


def returns(state: Ended) -> list[float]:
    """1.0 for the winner, 0.5 each for a shared victory, zeros while playing."""
    if state.phase != OVER:
        return [0.0, 0.0]
    if state.winner is None:
        return winners_returns([(0,), (0,)])
    return [1.0 if p == state.winner else 0.0 for p in (0, 1)]
