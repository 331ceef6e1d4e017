"""The new-game form's model, built from the registry alone (``engine.all_games()``).

Each registered game that has a page manifest (``games.manifests``) is offered with its player
range (``Game.min_players``/``max_players``), its set-up options (``Game.options``) and
its bot levels (``Game.bot_levels``). The form keeps strings (what a ``<select>``
holds); ``config`` turns them into the game's set-up, ``{"players": n, "names": [...],
**options}``. A ``per_seat`` option asks every seat unless its own value is ``None``
(e.g. 7 Wonders' wonders "dealt at random"); its config value is then a list, one
entry a seat, ``None`` for "any" (the engine deals those from the game's seeded
generator).

The setup dict (remembered between visits): ``game``, ``players``, ``counts`` (game id
-> the player count last chosen for it), ``seed`` (text),
``options`` (game id -> option key -> form value) and ``seats`` (``kind``, ``name``,
``level`` and ``choices``: option key -> form value).
"""

from __future__ import annotations

import time
from typing import Any

from engine import Game, all_games, get_game
from engine.games import ABOUT, About

from . import games, i18n

ANY = ""  # the form value of None ("any", "dealt at random")
#: the player count a first visit gets, or the nearest the game allows: 7 Wonders is
#: a game for 3 to 7 (at 2 the Free City variant joins, not what a newcomer expects)
FIRST_PLAYERS = 4
#: the longest seed the form keeps (a 64-bit seed has up to 20 digits)
SEED_CHARS = 20


def offered_games() -> list[Game]:
    """The registered games the page can draw, in the registry's order."""
    offered = games.manifests()
    return [g for g in all_games() if g.id in offered]


def offered_boxes() -> list[About]:
    """What the home screen shows of each game the page can draw (``engine.games.ABOUT``:
    no game's package is imported for it)."""
    offered = games.manifests()
    return [a for gid, a in ABOUT.items() if gid in offered]


def max_seats() -> int:
    return max(g.max_players for g in offered_games())


def form_value(value: Any) -> str:
    """A choice's value as a form string."""
    return ANY if value is None else str(value)


def default_level(game: Game) -> str:
    """The level a new bot seat gets: the middle one of the game's levels."""
    levels = game.bot_levels
    return levels[len(levels) // 2].name if levels else "random"


def level_names(game: Game) -> list[str]:
    return [lv.name for lv in game.bot_levels]


def default_setup(saved: dict[str, Any]) -> dict[str, Any]:
    """The form as it was left last time (``saved``), else the first game's defaults."""
    games = offered_games()
    ids = [g.id for g in games]
    game_id = saved.get("game") if saved.get("game") in ids else ids[0]
    setup: dict[str, Any] = {"game": game_id, "players": saved.get("players") or FIRST_PLAYERS,
                             "seed": str(saved.get("seed") or "")[:SEED_CHARS], "options": {},
                             "seats": []}
    options = saved.get("options") if isinstance(saved.get("options"), dict) else {}
    for g in games:
        mine = options.get(g.id) if isinstance(options.get(g.id), dict) else {}
        setup["options"][g.id] = {o.key: str(mine.get(o.key, form_value(o.default)))
                                  for o in g.options}
    counts = saved.get("counts") if isinstance(saved.get("counts"), dict) else {}
    setup["counts"] = {k: v for k, v in counts.items() if k in ids and isinstance(v, int)}
    raw = saved.get("seats") if isinstance(saved.get("seats"), list) else []
    for i in range(max_seats()):
        seat = raw[i] if i < len(raw) and isinstance(raw[i], dict) else {}
        setup["seats"].append({
            "kind": "human" if seat.get("kind", "human" if i == 0 else "bot") == "human"
            else "bot",
            "name": str(seat.get("name") or ("You" if i == 0 else f"Bot {i}"))[:24],
            "level": str(seat.get("level") or ""),
            "choices": dict(seat["choices"]) if isinstance(seat.get("choices"), dict) else {},
        })
    clamp(setup)
    return setup


def choose_game(setup: dict[str, Any], game_id: str) -> bool:
    """A game chosen (a box at home or on the new-game screen): that game with the
    player count last chosen for it, else ``FIRST_PLAYERS`` or the nearest it allows
    (a Duel's 2 players never carry over to 7 Wonders as the Free City variant)."""
    if game_id not in [g.id for g in offered_games()] or game_id == setup["game"]:
        return False
    counts = setup.setdefault("counts", {})
    counts[setup["game"]] = setup["players"]
    setup["game"] = game_id
    setup["players"] = counts.get(game_id) or FIRST_PLAYERS
    clamp(setup)
    return True


def player_range(game: Game, setup: dict[str, Any]) -> tuple[int, int]:
    """The player counts the game allows with the options chosen in the form (the 2nd
    edition of 7 Wonders is for 3 or more)."""
    return game.player_range({o.key: option_value(game, setup, o.key) for o in game.options})


def player_counts(game: Game, setup: dict[str, Any]) -> tuple[int, ...]:
    """The player counts the form offers with the options chosen (teams of two: even
    counts only)."""
    return game.player_counts({o.key: option_value(game, setup, o.key) for o in game.options})


def clamp(setup: dict[str, Any]) -> Game:
    """Keep the player count (the nearest one allowed, the fewer on a tie) and the
    bots' levels within what the game offers."""
    game = get_game(setup["game"])
    counts = player_counts(game, setup) or player_range(game, setup)[:1]
    try:
        n = int(setup.get("players") or counts[0])
    except (TypeError, ValueError):
        n = counts[0]
    setup["players"] = min(counts, key=lambda k: (abs(k - n), k))
    levels = level_names(game)
    for seat in setup["seats"]:
        if seat.get("level") not in levels:
            seat["level"] = default_level(game)
    return game


def read_form(setup: dict[str, Any], values: dict[str, Any]) -> None:
    """Update the setup from the form's values (``name`` -> value)."""
    switched = choose_game(setup, str(values.get("game", "")))
    game = get_game(setup["game"])
    if "players" in values and not switched:  # the chips shown were the other game's
        setup["players"] = values["players"]
    if "seed" in values:
        setup["seed"] = str(values["seed"])[:SEED_CHARS]
    mine = setup["options"].setdefault(game.id, {})
    for option in () if switched else game.options:
        if option.key in values:
            mine[option.key] = str(values[option.key])
    for i, seat in enumerate(setup["seats"]):
        for field in ("kind", "name", "level"):
            if f"seat{i}-{field}" in values:
                seat[field] = str(values[f"seat{i}-{field}"])[:24]
        if i18n.is_you_word(seat.get("name", "")):
            seat["name"] = "You"  # the second person, in any language: "Du" is "You"
        for option in () if switched else game.options:
            if option.per_seat and f"seat{i}-{option.key}" in values:
                seat["choices"][option.key] = str(values[f"seat{i}-{option.key}"])
    clamp(setup)


def option_value(game: Game, setup: dict[str, Any], key: str) -> Any:
    """The chosen value of one option (its default when the form holds something else)."""
    option = next(o for o in game.options if o.key == key)
    text = setup["options"].get(game.id, {}).get(key)
    for value, _label in option.choices:
        if form_value(value) == text:
            return value
    return option.default


def seats_choose(game: Game, setup: dict[str, Any], key: str) -> bool:
    """Whether a per-seat option asks each seat now (its value is not None)."""
    return option_value(game, setup, key) is not None


def seat_value(option: Any, seat: dict[str, Any]) -> str | None:
    """One seat's choice of a per-seat option: one of its ``seat_choices`` or None."""
    text = seat.get("choices", {}).get(option.key)
    return text if text in option.seat_choices else None


def config(setup: dict[str, Any]) -> tuple[Game, dict[str, Any]]:
    """The game and its set-up: ``{"players": n, "names": [...], **options}``."""
    game = clamp(setup)
    n = setup["players"]
    seats = setup["seats"][:n]
    names = [" ".join(str(s.get("name", "")).split()) or f"Player {i + 1}"
             for i, s in enumerate(seats)]
    cfg: dict[str, Any] = {"players": n, "names": names}
    for option in game.options:
        value = option_value(game, setup, option.key)
        if option.per_seat and value is not None:
            value = [seat_value(option, s) for s in seats]
        cfg[option.key] = value
    return game, cfg


def seed_of(text: str) -> int:
    """The seed typed in the form (a number, or any text), else one from the clock."""
    text = str(text or "").strip()
    if not text:
        return int(time.time() * 1000) & 0x7FFFFFFF
    try:
        return int(text)
    except ValueError:
        return int.from_bytes(text.encode()[:8], "big")
