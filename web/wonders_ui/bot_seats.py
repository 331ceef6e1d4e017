"""The bot seats of the game played (``State.bots``): which bot was asked about which
decision, who is thinking, and the bot worker's requests (the effect ``ask_bot``: the
page posts the save to a free worker, which replays it and answers a move text, the
command ``bot``, which the store's step plays).

A bot is asked once a decision (``Session.decision``: the public events, its own moves
and the turns taken back); an answer to a decision that no longer stands is dropped and
the bot asked again."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import coach
from .commands import Effect, ask_bot
from .state import State


@dataclass
class BotAsks:
    """The bots' side of the table: which decision each bot seat was asked about, who
    is thinking, and the save packed for the last asks."""

    asked: dict[int, Any] = field(default_factory=dict)  # bot seat -> its decision asked
    thinking: set[int] = field(default_factory=set)  # the seats computing a move now
    packed: tuple[Any, bytes] = (None, b"")

    def forget(self) -> None:
        """Nobody asked, nobody thinking (a new game, a turn taken back, a new line)."""
        self.asked, self.thinking = {}, set()
        self.packed = (None, b"")


def ask(st: State) -> list[Effect]:
    """Ask every bot to move that has a decision it was not asked about yet (the effect
    ``ask_bot``: the page posts the save to a free worker at once)."""
    s, b = st.session, st.bots
    if st.reveal.held:
        return []  # the reveal's timer or Continue asks them
    if coach.scripted(st):
        return []  # a lesson's bots play its script (``coach``)
    out: list[Effect] = []
    for p in s.bots_to_move():
        key = s.decision(p)
        if b.asked.get(p) == key:
            continue
        b.asked[p] = key
        b.thinking.add(p)
        out.append(ask_bot(key=list(key), **request(st, p)))
    return out


def request(st: State, player: int) -> dict[str, Any]:
    """What the page sends to the bot worker: the save (base64), the seat, its level and
    a seed from the position (the same position, the same move)."""
    s, b = st.session, st.bots
    seed = (s.state.seed * 1_000_003 + player * 7919 + len(s.state.log)) & 0x7FFFFFFF
    key = (s.game_id, tuple(s.state.log[-1:]), len(s.state.log))
    if b.packed[0] != key:  # one packing for all the bots asked at once
        b.packed = (key, s.save_blob())
    return {"game_id": s.game_id, "blob": b.packed[1], "player": player,
            "level": s.seats[player].level, "seed": seed}
