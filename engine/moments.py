"""The moments of a finished game, as data: what a debrief tells about it.

A game is its set-up plus its log (``engine.game``), so its story is read again by
replaying the log from the set-up (``engine.saves``: its config, or the position it
started from) through the ``Game`` contract alone and reading the
score pad (``scores()``) after each event; what a move did comes from the ``turn``
events' ``outcomes``, and which building a score line is for from the view's
``score_lines`` (their ``card``). Nothing here names a game: each moment is found from
data every game gives, and a game that gives no such data has no such moment.

Each moment is a dict with its ``kind``:

``military``  the biggest military swing: the most military points one player's score
              pad gained at once (``player``, ``points``; ``age`` and ``turn`` of the
              move that brought them; ``card``, what that player built to move the
              military standing when the ``conflicts`` event names it: Duel's red card
              or wonder; 7 Wonders scores its conflicts at the end of an Age: no card)
``card``      the building that scored most (``player``, ``card``, ``points``)
``chain``     a chain that paid off: of the buildings built free by chain
              (``outcomes``' ``chain``), the one that scored most at the end, the
              latest among equals (``player``, ``card``, ``chain``: the building it
              chained from, ``points``, ``age``, ``turn``)
``lead``      the turn the winners pulled ahead for good: from the score pad after
              that move to the end, every winner's total (a team's, with teams) is
              above every other player's (``players``, ``age``, ``turn``; ``last``:
              only the last move put them ahead); none when the winners are not ahead
              on points at the end (Duel's supremacy, a tie broken by coins)
``victory``   how the game was won, when its ``over`` event says (Duel's
              ``victory``: military, science or civilian; ``players``)

``age`` is the Age of the event (0: Duel's wonder draft), ``turn`` the turn within it
(the event's own ``turn`` when it has one, else counted from 1).
"""

from __future__ import annotations

from typing import Any

from .errors import WondersError

#: the moments in the order a debrief tells them
KINDS = ("lead", "victory", "military", "card", "chain")
_CACHE: dict[tuple, list[dict[str, Any]]] = {}
_CACHE_SIZE = 8


def moments(state: Any, score_lines: list[dict[str, list[dict[str, Any]]]]
            ) -> list[dict[str, Any]]:
    """The moments of a finished game (``KINDS``; empty while it goes on), given its
    final ``score_lines`` (a view's, one per city). Memoised by the game's set-up and
    log: a table asks at every redraw of its end."""
    if not state.is_terminal():
        return []
    key = (state.game, state.seed, repr(state.config), tuple(state.log))
    found = _CACHE.get(key)
    if found is None:
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.pop(next(iter(_CACHE)))
        try:
            found = _tell(state, score_lines)
        except WondersError:  # a set-up that does not replay tells no story
            found = []
        _CACHE[key] = found
    return [dict(m) for m in found]


def _tell(state: Any, score_lines: list) -> list[dict[str, Any]]:
    steps = replayed(state)
    winners = [p for p, r in enumerate(state.returns()) if r > 0]
    points = card_points(score_lines)
    found = [lead(steps, winners), victory(state.events), military(steps),
             best_card(points), best_chain(steps, points)]
    return [m for m in found if m is not None]


def replayed(state: Any) -> list[dict[str, Any]]:
    """The game move by move, each move that made events with them and the score pad
    just after it: ``{"events", "scores", "age", "turn"}`` (the set-up replayed through
    the contract; ``age`` and ``turn`` those of the move's ``turn`` event)."""
    from . import saves  # (msgpack: only once a game is over, never for a view in play)

    again = saves.replay(saves.save_data(state), upto=0)  # its set-up (or position)
    steps: list[dict[str, Any]] = []
    turns: dict[int, int] = {}
    seen = 0
    age = turn = 0
    for player, text in state.log:
        again.apply(player, text)
        events = again.events
        if len(events) == seen:
            continue
        new, seen = events[seen:], len(events)
        for event in new:
            if event["kind"] == "turn":
                age = event.get("age", age)
                turns[age] = turns.get(age, 0) + 1
                turn = event.get("turn", turns[age])
        steps.append({"events": new, "scores": again.scores(), "age": age, "turn": turn})
    return steps


def _total(score: dict[str, int]) -> int:
    """What a player's place is counted by: its team's points with teams, else its own."""
    return score.get("team_total", score.get("total", 0))


def lead(steps: list[dict[str, Any]], winners: list[int]) -> dict[str, Any] | None:
    """The event after which the winners stayed ahead of everybody else to the end."""
    if not steps or not winners or len(winners) == len(steps[-1]["scores"]):
        return None
    since = None
    for i, step in enumerate(steps):
        totals = [_total(s) for s in step["scores"]]
        others = [v for p, v in enumerate(totals) if p not in winners]
        if min(totals[p] for p in winners) > max(others):
            since = i if since is None else since
        else:
            since = None
    if since is None:  # not ahead on points at the end: a supremacy, a tie broken by coins
        return None
    step = steps[since]
    return {"kind": "lead", "players": winners, "age": step["age"], "turn": step["turn"],
            "last": since == len(steps) - 1}


def victory(events: list[dict[str, Any]]) -> dict[str, Any] | None:
    """How the game was won, when its ``over`` event names a kind of victory."""
    for event in events:
        if event["kind"] == "over" and event.get("victory"):
            return {"kind": "victory", "victory": event["victory"],
                    "players": list(event.get("winners") or [])}
    return None


def military(steps: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The most military points one player gained at once (the first such event)."""
    best = None
    before: list[int] | None = None
    for step in steps:
        now = [s.get("military", 0) for s in step["scores"]]
        if before is not None:
            for p, (b, a) in enumerate(zip(before, now)):
                if a - b > 0 and (best is None or a - b > best["points"]):
                    best = {"kind": "military", "player": p, "points": a - b,
                            "age": step["age"], "turn": step["turn"],
                            "card": _card_of(step["events"], p)}
        before = now
    return best


def _card_of(events: list[dict[str, Any]], p: int) -> str | None:
    """What ``p`` built that moved the military standing: its building (or wonder) of
    the move, when a ``conflicts`` event names ``p`` as its ``player`` (Duel's pawn
    moved by its shields); ``None`` when the conflicts name no player (7 Wonders
    resolves an Age's conflicts at its end: they scored, not a move)."""
    if not any(e["kind"] == "conflicts" and e.get("player") == p for e in events):
        return None
    for event in events:
        for outcome in event.get("outcomes") or ():
            if outcome["player"] == p and outcome["city"] == p and outcome.get("built"):
                return outcome.get("wonder") or outcome.get("card")
    return None


def card_points(score_lines: list[dict[str, list[dict[str, Any]]]]) -> dict:
    """Each building's points at the end, by ``(player, card)``, from the score lines."""
    out: dict[tuple[int, str], int] = {}
    for p, columns in enumerate(score_lines):
        for lines in columns.values():
            for line in lines:
                if line.get("card"):
                    key = (p, str(line["card"]))
                    out[key] = out.get(key, 0) + line["points"]
    return out


def best_card(points: dict[tuple[int, str], int]) -> dict[str, Any] | None:
    """The building that scored most (the first seat's among equals)."""
    if not points:
        return None
    (p, card), n = max(points.items(), key=lambda kv: (kv[1], -kv[0][0]))
    return {"kind": "card", "player": p, "card": card, "points": n} if n > 0 else None


def best_chain(steps: list[dict[str, Any]], points: dict) -> dict[str, Any] | None:
    """Of the buildings built free by chain, the one that scored most (the latest
    among equals)."""
    best = None
    for step in steps:
        for outcome in [o for e in step["events"] for o in e.get("outcomes") or ()]:
            if not outcome.get("chain"):
                continue
            p, card = outcome["city"], outcome["card"]
            n = points.get((p, card), 0)
            if best is None or n >= best["points"]:
                best = {"kind": "chain", "player": p, "card": card,
                        "chain": outcome["chain"], "points": n,
                        "age": step["age"], "turn": step["turn"]}
    return best
