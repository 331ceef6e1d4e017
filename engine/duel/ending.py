"""Military, science and the end of turns, Ages and the game ("Militär", "Vetenskap
& utveckling", "En Tidsålders slut", "Civilseger"): the ``Ending`` part of
``DuelState``."""

from __future__ import annotations

from typing import Any

from ..game import winners_returns
from .data import (
    BLUE,
    CARDS,
    WONDERS,
)
from .military import CAPITAL, LOOT_STEP, military_points
from .phases import OVER, PLAY, START, TOKEN, with_
from .science import PAIR, SUPREMACY_WIN, after_symbol, progress_points


class Ending:
    """Moving the pawn, gaining symbols, ending turns, Ages and the game (a part of
    ``DuelState``)."""

    __slots__ = ()

    def _advance(self, p: int, shields: int) -> bool:
        """"Militär": move the pawn one step per shield towards p's opponent; loot
        tokens entered; True if p reached the capital (military supremacy)."""
        step = 1 if p == 0 else -1
        loser = 1 - p
        loot = self.loot
        looted = []
        for _ in range(shields):
            self.pawn += step
            d = self.pawn * step
            if d >= CAPITAL:
                self._events.append({"kind": "conflicts", "player": p, "shields": shields,
                                    "pawn": self.pawn, "looted": looted})
                self._win(p, "military")
                return True
            if d > 0:
                i = LOOT_STEP[d]
                if i >= 0 and loot[loser * 2 + i]:
                    looted.append(loot[loser * 2 + i])
                    self.coins[loser] = max(0, self.coins[loser] - loot[loser * 2 + i])
                    loot = self.loot = with_(loot, loser * 2 + i, 0)
        self._events.append({"kind": "conflicts", "player": p, "shields": shields,
                            "pawn": self.pawn, "looted": looted})
        return False

    def _science(self, p: int, symbol: int) -> None:
        """"Vetenskap & utveckling": 6 different symbols win at once; a pair of
        identical symbols lets p take a progress token from the board."""
        outcome = after_symbol(self.sci[p], symbol)
        if outcome == SUPREMACY_WIN:
            self._win(p, "science")
        elif outcome == PAIR and self.board_tokens:
            self.phase = TOKEN
            self.player = p
            self.pair = symbol

    def _choose_token(self, p: int, t: int) -> None:
        if self.phase == TOKEN:
            self.board_tokens = [x for x in self.board_tokens if x != t]
        else:  # The Great Library: the other two go back to the box
            drawn = self.library
            self.box_tokens = [x for x in self.box_tokens if x not in drawn]
            self.library = []
        self.phase = PLAY
        self._gain_token(p, t)
        if self.phase == PLAY:
            self._end_turn()

    def _end_turn(self) -> None:
        """After a turn: the next player, an extra turn, or the end of the Age.
        An extra turn earned on the Age's last card is lost."""
        log = len(self.log)  # (``_turn_event`` written out: every turn ends here)
        if log > self.turn_from:
            self._events.append((self.age, self.turn_from, log))
            self.turn_from = log
        if self.phase == OVER:
            return
        if not self.remaining:
            self.extra = False
            self._end_age()
            return
        self.phase = PLAY
        if self.extra:
            self.extra = False
        else:
            self.player = 1 - self.player

    def _turn_event(self) -> None:
        """A "turn" event: the moves since the last one (a card, with any choice it led to)."""
        if len(self.log) > self.turn_from:
            self._events.append((self.age, self.turn_from, len(self.log)))
            self.turn_from = len(self.log)

    def _end_age(self) -> None:
        """"En Tidsålders slut": after Age III the game ends; otherwise the player
        with the weaker military (pawn on their side) chooses who starts; with the
        pawn in the middle the player who played the last card starts."""
        self._events.append({"kind": "age", "age": self.age})
        if self.age == 3:
            self._civilian_end()
            return
        self.start_age(self.age + 1)
        if self.pawn > 0:
            self.player = 1
            self.phase = START
        elif self.pawn < 0:
            self.player = 0
            self.phase = START

    def _win(self, p: int, kind: str) -> None:
        self._turn_event()
        self.phase = OVER
        self.winner = p
        self.victory_type = kind
        self._events.append({"kind": "over", "victory": kind, "winners": [p]})

    def _civilian_end(self) -> None:
        """"Civilseger": most points; a tie goes to the most blue points, then the
        victory is shared."""
        self.phase = OVER
        self.victory_type = "civilian"
        sc = self.scores()
        keys = [(s["total"], s["civilian"]) for s in sc]
        self.winner = None if keys[0] == keys[1] else (0 if keys[0] > keys[1] else 1)
        self._events.append({"kind": "over", "victory": "civilian",
                            "winners": [0, 1] if self.winner is None else [self.winner]})

    def scores(self) -> list[dict[str, int]]:
        """The score pad per player: military, buildings, wonders, progress, treasury,
        total, and civilian (the blue cards' points, the first tie-breaker)."""
        out = []
        for p in (0, 1):
            buildings = civilian = 0
            for c in self.cards[p]:
                card = CARDS[c]
                buildings += card.points
                if card.color == BLUE:
                    civilian += card.points
                if card.majority_points is not None:
                    spec, n, per = card.majority_points
                    buildings += n * (max(self._count(0, spec), self._count(1, spec)) // per)
            wonders = sum(WONDERS[w].points for w in self.wbuilt[p])
            progress = progress_points(self.tokens[p])
            military = military_points(self.pawn, p)
            treasury = self.coins[p] // 3
            out.append({
                "military": military, "buildings": buildings, "wonders": wonders,
                "progress": progress, "treasury": treasury,
                "total": military + buildings + wonders + progress + treasury,
                "civilian": civilian,
            })
        return out

    def victory(self) -> dict[str, Any] | None:
        """How the game ended: {"type": "military"|"science"|"civilian", "winner": p
        or None for a shared victory}; None while the game goes on."""
        if self.phase != OVER:
            return None
        return {"type": self.victory_type, "winner": self.winner}

    def returns(self) -> list[float]:
        """1.0 for the winner, 0.5 each for a shared victory, zeros while playing."""
        if self.phase != OVER:
            return [0.0, 0.0]
        if self.winner is None:
            return winners_returns([(0,), (0,)])
        return [1.0 if p == self.winner else 0.0 for p in (0, 1)]
