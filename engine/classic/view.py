"""Per-player views of a 7 Wonders state: plain JSON-able data (boardgame.io's playerView).

Bots and the page only ever see views. A view shows every city in full (buildings,
stages, coins, tokens, production, military standing against each neighbour), hand
sizes and whether each player has picked, the public log, and only to its own player
that player's hand (each card's status, reasons and payments: ``offers.py``), pick, the
hands held this age and, for Halicarnassus, the discard pile; with teams, the
teammate's hand (``teammate_hand``) and each city's ``team``. Other players' wonder
stage and discarded cards stay face down in the log (rulebook: they are played face
down) until the game is over; then the view also says what made each cell of the score
pad (``score_lines``), the cards under each wonder stage (each city's
``stage_cards``) and the game's moments (``engine.moments``). ``glance``: each city's
science and trade at a glance (``glance.py``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..moments import moments
from ..seats import check_seat
from .data import CARDS
from .debt import debt_view
from .freecity import NAME as FREE_CITY_NAME
from .glance import glance
from .legal import acting, queue_city, to_move
from .masks import copied_names
from .military import standing
from .moves import Move
from .offers import DISCARD_COINS, hand_choices, stage_choice
from .outcomes import facts, hidden
from .score_detail import score_lines
from .scoring import CATEGORIES, CITIES_CATEGORIES, mask_copies, score_city
from .teams import team_of, teammate, teams_on

if TYPE_CHECKING:
    from .state import ClassicState


def city_view(state: ClassicState, p: int) -> dict[str, Any]:
    c = state.cities[p]
    teams = teams_on(state.config)
    return {
        "index": p,
        "name": state.config["names"][p] if p < state.players else FREE_CITY_NAME,
        "free_city": p == state.free_city,
        "wonder": c.wonder.name,
        "side": c.wonder.side,
        "stages_built": c.stages,
        "stages": [s.to_json() for s in c.wonder.stages],
        "resource": c.wonder.resource,
        "coins": c.coins,
        "cards": [CARDS[i].name for i in c.cards],
        "colours": dict(c.colours),
        "shields": c.shields,
        "science": {"compass": c.science[0], "gear": c.science[1], "tablet": c.science[2],
                    "any": c.science_any},
        "production": c.production.to_json(),
        "sellable": c.sellable.to_json(),
        "discounts": {"left_raw": c.left_raw, "right_raw": c.right_raw,
                      "manufactured": c.manufactured},
        "powers": sorted(c.powers),
        "free_build_used": c.free_build_age == state.age,
        "conflict": list(c.conflict),
        "copied": CARDS[c.copied].name if c.copied >= 0 else None,
        "hand_size": len(state.hands[p]),
        "picked": state.phase == "pick" and state.pending[p] is not None,
        "left": state.left_of(p),
        "right": state.right_of(p),
        "score": score_city(state.cities, p,
                            CITIES_CATEGORIES if state.expansion else CATEGORIES),
        "military": standing(state.cities, p, state.age, teams),
        "team": team_of(p) if teams else None,
        # Cities (0 and none without it): debt and diplomacy tokens, the coins still
        # to meet in the debt phase, the masks and the symbols they copy as things stand
        "debt": c.debt,
        "diplomacy": c.diplomacy,
        "owed": state.debts.owed[p],
        "masks": c.masks,
        "masks_copy": _mask_copies(state, p),
        "dock": {"left": c.dock[0], "right": c.dock[1]},
    }


def _mask_copies(state: ClassicState, p: int) -> list[str]:
    """The science symbols ``p``'s masks would copy now (``scoring.mask_copies``)."""
    return copied_names(mask_copies(state.cities, p)) if state.cities[p].masks else []


HIDDEN = "a hidden card"


@lru_cache(maxsize=4096)
def public_move(text: str) -> str:
    """A move as the other players see it: stage and discard cards stay face down.
    (Memoised: a view shows the whole log, so each text is read again at every view.)"""
    move = Move.parse(text)
    if move.kind in ("stage", "discard"):
        return str(move._replace(card=HIDDEN))
    return text


def event_view(event: dict[str, Any], player: int | None) -> dict[str, Any]:
    """An event as ``player`` may read it (others' stage and discard cards hidden)."""
    if "moves" not in event:
        return event
    moves = [[p, text if p == player else public_move(text)] for p, text in event["moves"]]
    results = [r if r["player"] == player else hidden(r, public_move(r["text"]))
               for r in event.get("outcomes") or ()]
    return {**event, "moves": moves, "outcomes": results}


def view(state: ClassicState, player: int | None) -> dict[str, Any]:
    """What ``player`` may see (``None``: a spectator, who sees no hand).

    Public: every city, coins, tokens, hand sizes, who has picked, the discard pile
    size, the log of resolved turns. Private: the player's own hand, own pick and
    the hands the player has held this age (``seen_hands``) and in the ages before
    (``seen_before``, one list an age), which a player remembers."""
    if player is not None:
        check_seat(player, state.players)
    over = state.phase == "over"
    # the legal moves as data (``outcomes.facts``), in the engine's order
    moves = [] if player is None else [facts(m) for m in state.legal_actions(player)]
    out: dict[str, Any] = {
        "game": "7wonders",
        "edition": state.cities[0].wonder.edition,  # a game never mixes editions
        "players": state.players,
        "expansions": ["cities"] if state.expansion else [],
        "turns": state.turns,
        "viewer": player,
        "names": list(state.config["names"]),
        "age": state.age,
        "turn": state.turn,
        "phase": state.phase,
        "direction": "right" if state.age == 2 else "left",
        "to_move": state.current_players(),
        "current_players": state.current_players(),
        "terminal": over,
        "legal": [m["text"] for m in moves],
        "moves": moves,
        "cities": [city_view(state, p) for p in range(state.n)],
        "discard_size": len(state.discard),
        "glance": [glance(state, p) for p in range(state.n)],
        "events": [event_view(e, player) for e in
                   [e for e in state.events if e["kind"] in ("turn", "conflicts")][-12:]],
        "log": [e if over else event_view(e, player) for e in state.events],
        "hand": [],
        "pick": None,
        "seen_hands": [],
        "seen_before": [],
        "discard": [],
        "scores": state.scores(),
    }
    if player is not None:
        out["hand"] = [CARDS[c].name for c in state.hands[player]]
        pick = state.pending[player] if state.phase == "pick" else None
        out["pick"] = str(pick) if pick is not None else None
        out["seen_hands"] = [[CARDS[c].name for c in h] for h in state.history[player]]
        out["seen_before"] = [[[CARDS[c].name for c in h] for h in hands]
                               for hands in state.seen_before[player]]
        if state.phase == "dig" and state.current_players() == [player]:
            # Halicarnassus looks through the discard pile
            out["discard"] = sorted(CARDS[c].name for c in state.discard)
        out["choices"] = {"cards": hand_choices(state, player),
                           "stage": stage_choice(state, player),
                           "discard_coins": DISCARD_COINS}
    if player is not None and state.phase == "debt":
        c = state.debts.city_of(player, state.holder, state.free_city)
        if c >= 0:  # Cities: the coin loss the player meets now
            out["debt"] = debt_view(state.debts, state.cities, c, state.legal_actions(player))
    if state.free_city >= 0:
        out["free_city"] = _free_city(state, player)
    if teams_on(state.config):
        # "megmutathatják egymásnak a kezükben lévő kártyákat": teammates see each
        # other's hands (Cities rulebook, the team variant)
        out["teams"] = True
        out["teammate_hand"] = ([] if player is None else
                                 [CARDS[c].name for c in state.hands[teammate(player)]])
    if over:
        out["winners"] = state.winners()
        out["score_lines"] = [score_lines(state.cities, p) for p in range(state.n)]
        out["moments"] = moments(state, out["score_lines"])
        for city, cards in zip(out["cities"], stage_cards(state)):
            city["stage_cards"] = cards
    return out


def stage_cards(state: ClassicState) -> list[list[str]]:
    """The card tucked under each built wonder stage of each city, stage by stage:
    played face down, they are shown once the game is over (the turns' outcomes)."""
    out: list[list[str]] = [[] for _ in range(state.n)]
    for event in state.events:
        for r in event.get("outcomes") or ():
            if r["kind"] == "stage" and r["card"]:
                out[r["city"]].append(r["card"])
    return out


def _free_city(state: ClassicState, player: int | None) -> dict[str, Any]:
    """The view's ``free_city``: its city index, who holds the Free City card, the
    draw pile's size (never its cards) and whether the viewer's legal moves now are the
    Free City's (``acting``); its holder also sees the Free City's pick this turn and
    its choices with the holder's hand."""
    fc = state.free_city
    out = {"index": fc, "name": FREE_CITY_NAME, "controller": state.holder,
           "pile": len(state.hands[fc]),
           "acting": (player is not None and 0 <= player < state.players
                      and to_move(state, player) and acting(state, player) == fc),
           "queue_city": queue_city(state)}
    if player is not None and player == state.holder:
        pick = state.pending[fc] if state.phase == "pick" else None
        out["pick"] = str(pick) if pick is not None else None
        cards = state.hands[player] if state.phase == "pick" else state.hands[fc]
        if state.phase in ("pick", "seventh"):
            out["choices"] = {"cards": hand_choices(state, fc, cards),
                              "stage": stage_choice(state, fc),
                              "discard_coins": DISCARD_COINS}
    return out
