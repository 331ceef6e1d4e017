"""Rule examples: a position of any game, the player whose side is shown, and an
optional script of moves with a caption and highlights for each step
(``docs/examples.md``).

An example is checked by the engine before anything is drawn: its shape (an unknown
key is named with its path), its position (``Positions.state_from_position``), each
scripted move (legal for its player at that step, else an ``ExampleError`` naming the
step) and each claim it makes (``expect``: a score, the ways to pay for a card, moves
that are or are not legal, a value of the view). So a tutorial never shows a silently
wrong picture.

Frame 0 is the position itself; frame k is the table after step k. An example
travels as a JSON file or in a link: ``x1.`` then, in base64url, the CRC-32 of its
compact JSON (4 bytes) and that JSON deflated (``encode``/``decode``).
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import dataclass, field
from typing import Any

from . import saves
from .errors import ExampleError, WondersError, check_keys, quoted
from .gate import check_values
from .words import say

EXAMPLE_VERSION = 1  # the newest example format this engine reads
LINK_PREFIX = f"x{EXAMPLE_VERSION}."
MAX_EXAMPLE_BYTES = 64 * 1024  # an example's JSON, in a file or unpacked from a link
MAX_LINK_CHARS = 6000  # a link's example (a URL fragment) stays well under URL limits
MAX_STEPS = 100
MAX_CAPTION = 600
TOP_KEYS = ("example", "title", "position", "view", "caption", "highlight", "select",
            "expect", "steps")
STEP_KEYS = ("move", "player", "moves", "caption", "highlight", "select", "expect")
#: a highlight names what to mark on the table: a ``card`` (by name), a ``seat`` (a
#: player's city), a ``part`` of it (a class of the table's markup: ``prod``,
#: ``coins``, ``cost``...), or a ``text`` shown there; ``label`` is a note beside it
HIGHLIGHT_KEYS = ("card", "seat", "part", "text", "label")
EXPECT_KEYS = ("scores", "payments", "legal", "illegal", "view")
PAYMENT_KEYS = ("player", "card", "stage", "wonder", "options")


@dataclass(frozen=True)
class Frame:
    """One picture of an example: the moves that lead to it from the previous frame
    (none for frame 0), its caption, highlights, selected card and claims."""

    moves: tuple[tuple[Any, str], ...]
    caption: str = ""
    highlight: tuple[dict[str, Any], ...] = ()
    select: str | None = None
    expect: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Example:
    """A checked example's parts; ``states`` plays it (see the module docstring)."""

    data: dict[str, Any]
    title: str
    position: dict[str, Any]
    viewer: Any
    frames: tuple[Frame, ...]


#: the game of a position that names none (``docs/examples.md``: 7 Wonders by default)
DEFAULT_GAME = "7wonders"


def game_of(position: dict[str, Any]) -> str:
    """The game a position is of: its ``game``, else ``DEFAULT_GAME``."""
    return position.get("game") or DEFAULT_GAME


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise ExampleError(message)


def _text(value: Any, path: str, limit: int = MAX_CAPTION) -> str:
    _need(isinstance(value, str) and len(value) <= limit,
          say("{path} must be text of at most {limit} characters", path=path, limit=limit))
    return value


def _player_ref(value: Any, path: str) -> Any:
    """A player: an index (0 first) or a name."""
    _need((type(value) is int and 0 <= value < 8) or (isinstance(value, str) and value != ""),
          say("{path} must be a player's index or name, not {value}",
              path=path, value=quoted(value)))
    return value


def _highlights(value: Any, path: str) -> tuple[dict[str, Any], ...]:
    _need(isinstance(value, list) and len(value) <= 20, say("{path} must be a list (at most 20)",
                                                            path=path))
    out = []
    for i, h in enumerate(value):
        where = f"{path}[{i}]"
        _need(isinstance(h, dict) and h, f"{where} must be an object such as "
                                         "{\"card\": \"Temple\"}")
        _check_keys(h, HIGHLIGHT_KEYS, where + ".")
        for key in ("card", "part", "text", "label"):
            if key in h:
                _text(h[key], f"{where}.{key}", 80)
        if "seat" in h:
            _player_ref(h["seat"], f"{where}.seat")
        out.append(dict(h))
    return tuple(out)


def _check_keys(obj: dict[str, Any], known: tuple[str, ...], path: str) -> None:
    try:
        check_keys(obj, known, path)
    except WondersError as exc:
        raise ExampleError(str(exc)) from None


def _expect(value: Any, path: str, first: bool) -> dict[str, Any]:
    _need(isinstance(value, dict), say("{path} must be an object", path=path))
    _check_keys(value, EXPECT_KEYS, path + ".")
    if "payments" in value:
        _need(first, say("{path}.payments: prices are claimed of the position (the "
                         "example's own expect), not after a step",
                         path=path))
        pay = value["payments"]
        _need(isinstance(pay, dict) and "player" in pay and "options" in pay,
              say("{path}.payments needs a player and the options", path=path))
        _check_keys(pay, PAYMENT_KEYS, path + ".payments.")
        _need(isinstance(pay["options"], list), say("{path}.payments.options must be a list",
                                                    path=path))
    for key in ("scores", "legal", "illegal", "view"):
        _need(key not in value or isinstance(value[key], dict),
              say("{path}.{key} must be an object", path=path, key=key))
    # each claim of a player: its score pad's values, or the move texts it may play
    for who, claims in value.get("scores", {}).items():
        _need(isinstance(claims, dict),
              say("{path}.{key} must be an object", path=f"{path}.scores",
                  key=quoted(who, 20)))
    for key in ("legal", "illegal"):
        for who, texts in value.get(key, {}).items():
            _need(isinstance(texts, list) and all(isinstance(x, str) for x in texts),
                  say("{path}.{key}.{who} must be a list of moves (text)",
                      path=path, key=key, who=quoted(who, 20)))
    return dict(value)


def _step(raw: Any, i: int) -> Frame:
    path = f"step {i}"
    _need(isinstance(raw, dict), say("{path} must be an object with a move", path=path))
    _check_keys(raw, STEP_KEYS, f"steps[{i - 1}].")
    if "moves" in raw:
        _need("move" not in raw and "player" not in raw,
              say("{path}: give either moves or one move (and its player)", path=path))
        _need(isinstance(raw["moves"], list) and raw["moves"],
              f"{path}: moves must be a list of {{\"player\", \"move\"}}")
        moves = []
        for j, m in enumerate(raw["moves"]):
            _need(isinstance(m, dict) and set(m) <= {"player", "move"} and "move" in m,
                  f"{path}: moves[{j}] must be {{\"player\", \"move\"}}")
            moves.append((_player_ref(m.get("player"), f"{path}: moves[{j}].player")
                          if "player" in m else None, _text(m["move"], f"{path}: move", 120)))
    else:
        _need("move" in raw, say("{path} has no move", path=path))
        who = _player_ref(raw["player"], f"{path}: player") if "player" in raw else None
        moves = [(who, _text(raw["move"], f"{path}: move", 120))]
    return Frame(tuple(moves), _text(raw.get("caption", ""), f"{path}: caption"),
                 _highlights(raw.get("highlight", []), f"{path}: highlight"),
                 _select(raw, path), _expect(raw.get("expect", {}), f"{path}: expect", False))


def _select(raw: dict[str, Any], path: str) -> str | None:
    if raw.get("select") is None:
        return None
    return _text(raw["select"], f"{path}: select", 80)


def parse(data: Any) -> Example:
    """Check an example's shape (not yet its position or moves: ``states``)."""
    _need(isinstance(data, dict), say("an example must be a JSON object"))
    check_values(data, ExampleError)
    _check_keys(data, TOP_KEYS, "")
    version = data.get("example")
    _need(type(version) is int and version >= 1,
          say("an example starts with its format version: \"example\": 1"))
    _need(version <= EXAMPLE_VERSION,
          say("this example is of a newer format ({version}; this site reads "
              "up to {EXAMPLE_VERSION})",
              version=version, EXAMPLE_VERSION=EXAMPLE_VERSION))
    _need(isinstance(data.get("position"), dict), say("an example needs a position (an object)"))
    steps = data.get("steps", [])
    _need(isinstance(steps, list) and len(steps) <= MAX_STEPS,
          say("steps must be a list of at most {MAX_STEPS}", MAX_STEPS=MAX_STEPS))
    first = Frame((), _text(data.get("caption", ""), "caption"),
                  _highlights(data.get("highlight", []), "highlight"), _select(data, "example"),
                  _expect(data.get("expect", {}), "expect", True))
    frames = (first, *(_step(s, i + 1) for i, s in enumerate(steps)))
    return Example(data, _text(data.get("title", ""), "title", 120), data["position"],
                   _player_ref(data.get("view", 0), "view"), frames)


def player_index(names: list[str], ref: Any, what: str) -> int:
    """A player given by index or by name (without regard to case)."""
    if type(ref) is int:
        _need(0 <= ref < len(names), say("{what}: there is no player {ref} (0 to {last})",
                                         what=what, ref=ref, last=len(names) - 1))
        return ref
    lowered = [n.lower() for n in names]
    _need(str(ref).lower() in lowered,
          say("{what}: no player is named {ref} ({names})",
              what=what, ref=quoted(ref), names=", ".join(names)))
    return lowered.index(str(ref).lower())


def set_up(example: Example) -> Any:
    """The state of frame 0 (the position), or an ``ExampleError`` naming the fault."""
    try:
        return saves.from_position(example.position)
    except WondersError as exc:
        raise ExampleError(say("position: {error}", error=str(exc))) from None


def viewer(example: Example, state: Any) -> int:
    """The index of the player whose side the example shows."""
    return player_index(list(state.config["names"]), example.viewer, "view")


def apply_step(state: Any, frame: Frame, number: int) -> None:
    """Play step ``number``'s moves on ``state``; an illegal or unreadable one is an
    ``ExampleError`` naming the step, the player and the move."""
    names = list(state.config["names"])
    for who, text in frame.moves:
        if who is None:
            movers = state.current_players()
            _need(len(movers) == 1,
                  say("step {number}: {text}: name its player ({n} players are to move)",
                      number=number, text=quoted(text), n=len(movers)))
            p = movers[0]
        else:
            p = player_index(names, who, f"step {number}")
        try:
            state.apply(p, text)
        except WondersError as exc:
            raise ExampleError(say("step {number}: {player} cannot play {text}: {error}",
                                   number=number, player=names[p], text=quoted(text, 80),
                                   error=str(exc))) from None


def states(example: Example) -> list[Any]:
    """The state of every frame (each checked against its claims), frame 0 first."""
    state = set_up(example)
    viewer(example, state)
    out = []
    for number, frame in enumerate(example.frames):
        if number:
            state = state.clone()
            apply_step(state, frame, number)
        check_claims(example, state, frame, number)
        out.append(state)
    return out


def check_claims(example: Example, state: Any, frame: Frame, number: int) -> list[str]:
    """Each claim of a frame (``expect``) against the engine; the claims checked, as
    sentences, or an ``ExampleError`` naming the first one that is false."""
    where = "the position" if number == 0 else f"step {number}"
    names = list(state.config["names"])
    done = []
    for who, claims in frame.expect.get("scores", {}).items():
        p = player_index(names, _ref(who), f"{where}: expect.scores")
        _need(isinstance(claims, dict), say("{where}: expect.scores.{who} must be an object",
                                            where=where, who=who))
        pad = state.scores()[p]
        for key, value in claims.items():
            _need(key in pad, say("{where}: the score pad has no {key} ({keys})",
                                  where=where, key=quoted(key), keys=", ".join(pad)))
            _need(pad[key] == value,
                  say("{where}: {player} scores {points} {key}, not {claimed}", where=where,
                      player=names[p], points=pad[key], key=key, claimed=quoted(value)))
            done.append(f"{names[p]} scores {value} {key}")
    for key, legal in (("legal", True), ("illegal", False)):
        for who, texts in frame.expect.get(key, {}).items():
            p = player_index(names, _ref(who), f"{where}: expect.{key}")
            _need(isinstance(texts, list), say("{where}: expect.{key}.{who} must be a list",
                                               where=where, key=key, who=who))
            have = {str(m) for m in state.legal_actions(p)}
            for text in texts:
                args = {"where": where, "text": quoted(text, 80), "player": names[p]}
                _need((text in have) == legal,
                      say("{where}: {text} is not a legal move of {player}", **args) if legal
                      else say("{where}: {text} is a legal move of {player}", **args))
                done.append(f"{names[p]} {'may' if legal else 'may not'} play {text}")
    if "payments" in frame.expect:
        done.append(_check_payments(example, names, frame.expect["payments"]))
    for path, value in frame.expect.get("view", {}).items():
        found = _at(state.view(viewer(example, state)), path, where)
        _need(found == value, say("{where}: the view's {path} is {found}, not {value}",
                                  where=where, path=path, found=quoted(found), value=quoted(value)))
        done.append(f"{path} is {value}")
    return done


def _ref(key: str) -> Any:
    """A player named in a claim's key: "0" is the first player, "Ann" is Ann."""
    return int(key) if _number(key) and len(key) <= 4 else key


def _number(text: str) -> bool:
    """Whether ``text`` is a whole number in ASCII digits ("²" and "٣" are not)."""
    return text.isascii() and text.isdigit()


def _check_payments(example: Example, names: list[str], claim: dict[str, Any]) -> str:
    """The ways to pay the position's ``Positions.cli_payments`` lists, as claimed."""
    from .games import get_game

    p = player_index(names, claim["player"], "expect.payments")
    game = get_game(game_of(example.position))
    found = game.positions.cli_payments(example.position, p, claim.get("card"),
                                        stage=bool(claim.get("stage")),
                                        wonder=claim.get("wonder"))
    what = "the next stage" if claim.get("stage") else claim.get("wonder") or claim.get("card")
    _need(found == claim["options"],
          say("the position: {player} pays for {what} {found}, not {claimed}",
              player=names[p], what=what, found=json.dumps(found),
              claimed=json.dumps(claim["options"])))
    return f"{names[p]} pays for {what}: {json.dumps(found)}"


def _at(view: Any, path: str, where: str) -> Any:
    """The value at a dotted path of a view (``players.0.coins``)."""
    node = view
    for part in path.split("."):
        if isinstance(node, list) and _number(part) and int(part[:6]) < len(node):
            node = node[int(part)]
        elif isinstance(node, dict) and part in node:
            node = node[part]
        else:
            raise ExampleError(say("{where}: the view has no {path}",
                                   where=where, path=path))
    return node


def check(data: Any) -> dict[str, Any]:
    """An example checked whole (``python -m engine.cli example``): each frame's caption and
    the claims the engine confirmed."""
    example = parse(data)
    frames = []
    state = set_up(example)
    viewer(example, state)
    for number, frame in enumerate(example.frames):
        if number:
            apply_step(state, frame, number)
        entry: dict[str, Any] = {"step": number, "caption": frame.caption,
                                 "checked": check_claims(example, state, frame, number)}
        if number:
            entry["moves"] = [text for _, text in frame.moves]
        frames.append(entry)
    return {"title": example.title, "game": state.game, "steps": frames,
            "link": link_or_none(data) or None}


# ---- the link form ----------------------------------------------------------------

def _compact(data: Any) -> bytes:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode()


def link_or_none(data: Any) -> str:
    """``encode(data)``, or "" when the example is too long for a link."""
    try:
        return encode(data)
    except ExampleError:
        return ""


def encode(data: Any) -> str:
    """The example as a link's fragment: ``x1.`` + base64url(CRC-32 + raw deflate)."""
    raw = _compact(data)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = packer.compress(raw) + packer.flush()
    crc = zlib.crc32(raw).to_bytes(4, "big")
    text = LINK_PREFIX + base64.urlsafe_b64encode(crc + body).decode().rstrip("=")
    _need(len(text) <= MAX_LINK_CHARS,
          say("this example is too long for a link ({n} characters, at most "
              "{MAX_LINK_CHARS}): put it in a file",
              n=len(text), MAX_LINK_CHARS=MAX_LINK_CHARS))
    return text


def decode(text: str) -> Any:
    """The example a link's fragment holds (``ExampleError`` if damaged or foreign)."""
    _need(isinstance(text, str), say("an example link must be text"))
    text = text.strip().lstrip("#")
    _need(len(text) <= MAX_LINK_CHARS, say("this example link is too long ({n} characters, at most "
                                           "{MAX_LINK_CHARS})",
                                           n=len(text), MAX_LINK_CHARS=MAX_LINK_CHARS))
    head, dot, body = text.partition(".")
    _need(dot == "." and head[:1] == "x" and _number(head[1:]),
          say("this is not an example link (it starts with x1.)"))
    _need(len(head) <= 8 and int(head[1:]) <= EXAMPLE_VERSION,
          say("this example link is of a newer format ({head}); update the site",
              head=quoted(head, 12)))
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise ExampleError(say("this example link is damaged (not base64url)")) from None
    _need(len(packed) > 4, say("this example link is damaged (too short)"))
    unpacker = zlib.decompressobj(-15)
    try:
        raw = unpacker.decompress(packed[4:], MAX_EXAMPLE_BYTES + 1)
    except zlib.error:
        raise ExampleError(say("this example link is damaged (it does not unpack)")) from None
    _need(len(raw) <= MAX_EXAMPLE_BYTES, say("this example link unpacks to too much data"))
    _need(zlib.crc32(raw).to_bytes(4, "big") == packed[:4],
          say("this example link is damaged (its checksum does not match)"))
    return loads_json(raw)


def loads_json(raw: bytes | str) -> Any:
    """An example's JSON text (a file's bytes), bounded and read as JSON."""
    size = len(raw.encode() if isinstance(raw, str) else raw)
    _need(size <= MAX_EXAMPLE_BYTES, say("this example is too large ({size} bytes, at most "
                                         "{MAX_EXAMPLE_BYTES})",
                                         size=size, MAX_EXAMPLE_BYTES=MAX_EXAMPLE_BYTES))
    try:
        return json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ExampleError(say("this example is not valid JSON: {error}",
                               error=str(exc))) from None
    except (RecursionError, ValueError):
        raise ExampleError(say("this example is nested too deeply or holds a number too long to "
                               "read")) from None


def read(text: str | bytes) -> Any:
    """An example from what an author gives: its JSON, or its link (``x1.``, or a whole
    address ending ``#x1....``)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ExampleError(say("this example is not UTF-8 text")) from None
    stripped = text.strip()
    if stripped.startswith("{"):
        return loads_json(stripped)
    return decode(stripped.rpartition("#")[2] if "#" in stripped else stripped)
