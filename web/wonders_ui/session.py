"""One game at the table: seats (people and bots), pass-and-play picks, undo, log.

Game-independent: it drives any state that follows ``engine.game``. People's picks in
pass-and-play are held here until every person of the turn has chosen (so each can undo
their own pick until then) and then applied together; bots' picks are applied as they
arrive (the engine resolves a turn when its last pick is applied).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from engine import saves


@dataclass
class Seat:
    kind: str  # "human" or "bot"
    name: str
    level: str = "random"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


class Session:
    def __init__(self, state: Any, seats: list[Seat], game_id: str, title: str = ""):
        self.state = state
        self.seats = seats
        self.game_id = game_id
        self.title = title or ", ".join(s.name for s in seats)
        self.pending: dict[int, str] = {}  # people's picks held until all have chosen
        self.resolved_upto = len(state.log)  # log entries everybody may see
        self.revealed: int | None = None  # whose hand the device shows (pass-and-play)
        self.turns_resolved = 0

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

    # ---- moves
    def _apply(self, player: int, move: Any) -> bool:
        """Apply one move; True when it resolved a turn (a new phase began)."""
        before = set(self.state.current_players())
        self.state.apply(player, move)
        if self.state.is_terminal():
            resolved = True
        else:
            after = set(self.state.current_players())
            resolved = bool(after - (before - {player}))
        if resolved:
            self.resolved_upto = len(self.state.log)
            self.turns_resolved += 1
        return resolved

    def choose(self, player: int, move_text: str) -> bool:
        """A person's choice. Returns True when it resolved a turn."""
        if player not in self.current() or self.seats[player].is_bot:
            raise ValueError(f"{self.name(player)} has nothing to choose now")
        if move_text not in self.legal_texts(player):
            self.state.parse_action(move_text)  # a readable error for unreadable text
            raise ValueError(f"{move_text!r} is not a legal move for {self.name(player)}")
        if not self.pass_and_play:
            return self._apply(player, move_text)
        self.pending[player] = move_text
        return False

    def undo(self, player: int) -> bool:
        """Take back a person's pick (until everyone has chosen)."""
        return self.pending.pop(player, None) is not None

    def undo_applied(self, player: int) -> bool:
        """Solo play: take back a pick already given to the engine, before the turn resolves."""
        undo = getattr(self.state, "undo_pick", None)
        if undo is None or player in self.current() or len(self.state.log) <= self.resolved_upto:
            return False
        try:
            undo(player)
        except Exception:
            return False
        return True

    def ready_to_flush(self) -> bool:
        return bool(self.pending) and not self.humans_to_move()

    def flush(self) -> bool:
        """Apply the held picks once every person of the turn has chosen."""
        resolved = False
        if not self.ready_to_flush():
            return False
        for player in sorted(self.pending):
            resolved = self._apply(player, self.pending[player]) or resolved
        self.pending.clear()
        return resolved

    def bot_move(self, player: int, move_text: str) -> bool:
        """A bot's answer; ignored if it no longer fits (returns False)."""
        if player not in self.current() or not self.seats[player].is_bot:
            return False
        return self._apply(player, move_text)

    # ---- saving
    def meta(self, extra: dict | None = None) -> dict:
        meta = {
            "name": self.title,
            "game": self.state.game,
            "players": [s.name for s in self.seats],
            "seats": [asdict(s) for s in self.seats],
            "over": self.state.is_terminal(),
        }
        meta.update(extra or {})
        return meta

    def save_blob(self, extra: dict | None = None) -> bytes:
        return saves.dumps(self.state, self.meta(extra))

    @classmethod
    def from_save(cls, state: Any, meta: dict, game_id: str) -> Session:
        raw = meta.get("seats") or []
        seats = []
        for i in range(state.num_players()):
            s = raw[i] if i < len(raw) and isinstance(raw[i], dict) else {}
            seats.append(Seat(kind="bot" if s.get("kind") == "bot" else "human",
                              name=str(s.get("name") or f"Player {i + 1}"),
                              level=str(s.get("level") or "random")))
        return cls(state, seats, game_id, str(meta.get("name") or ""))

    # ---- log
    def log_lines(self) -> list[tuple[int, str]]:
        """Resolved log entries only: nobody sees a pick before the turn is revealed."""
        return list(self.state.log[: self.resolved_upto])
