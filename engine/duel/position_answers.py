"""What the command line answers about a Duel position file (``python -m engine.cli
score|payments``, and the rule examples' claims, ``engine.examples``): its score pad and
victory, and the ways to pay for a card or a wonder.

The position is first set up and checked whole by the gate (``saves.from_position``):
what is answered is a table that can be played to its end."""

from __future__ import annotations

from typing import Any

from ..errors import PositionError, UnknownNameError, quoted
from ..words import say
from .data import DATA
from .pricing import WONDER_KEY, cost
from .state import DuelState


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise PositionError(message)


def _player_index(state: DuelState, player: Any) -> int:
    """A player given as 0/1 (int or text) or by name (case-insensitive)."""
    if isinstance(player, int) and not isinstance(player, bool) and player in (0, 1):
        return player
    if isinstance(player, str):
        if player.strip() in ("0", "1"):
            return int(player)
        names = [n.lower() for n in state.config["names"]]
        if player.strip().lower() in names:
            return names.index(player.strip().lower())
        import difflib
        raise UnknownNameError("player", player,
                               difflib.get_close_matches(player, state.config["names"], 2))
    raise PositionError(say("a player is 0, 1 or a name, not {player}",
                            player=quoted(player)))


def cli_score(data: Any) -> dict[str, Any]:
    """The score pad of a position, and the victory if the game is over."""
    st = gated(data)
    names = st.config["names"]
    rows = []
    for p, sc in enumerate(st.scores()):
        rows.append({"name": names[p], "military": sc["military"],
                     "buildings": sc["buildings"], "wonders": sc["wonders"],
                     "progress": sc["progress"], "treasury": sc["treasury"],
                     "total": sc["total"], "civilian": sc["civilian"]})
    out: dict[str, Any] = {"game": "duel", "players": rows}
    v = st.victory()
    if v is not None:
        w = v["winner"]
        out["victory"] = {"type": v["type"], "winner": None if w is None else names[w]}
        out["winners"] = list(names) if w is None else [names[w]]
    return out


def cli_payments(data: Any, player: Any, card: str | None, stage: bool = False,
                 wonder: str | None = None) -> list:
    """The ways ``player`` can pay for ``card`` (or for ``wonder``): ``[{"bank": n}]``,
    ``[{"free": "chain"}]``, or ``[]`` when it cannot be built. When the opponent
    holds Economy, the trading part is shown as ``"opponent"``."""
    _need(not stage, say("Duel names the wonder to build: --wonder NAME --card CARD"))
    st = gated(data)
    p = _player_index(st, player)
    wonder, card = DATA.english("wonder", wonder), DATA.english("card", card)
    if wonder is not None:
        w = DATA.wonder_id(wonder)
        if card is not None:
            DATA.card_id(card)  # the tucked card must at least exist
        if w not in st.wleft[p] or st.nbuilt >= DATA.max_wonders_built:
            return []
        total, trade = cost(st, p, WONDER_KEY + w)
    else:
        _need(card is not None, say("name a card (and optionally a wonder to build with it)"))
        c = DATA.card_id(card)
        if c in st.cards[p]:
            return []
        if st.chain_free(p, c):
            return [{"free": "chain"}]
        total, trade = cost(st, p, c)
    if total > st.coins[p]:
        return []
    if trade and st.economy[1 - p]:
        return [{"bank": total - trade, "opponent": trade}]
    return [{"bank": total}]


def gated(data: Any) -> DuelState:
    """The table of a position that passed the whole gate (``engine.gate``: its values
    fit a save, it can be played to its end), as the CLI, the examples and a save's
    replay accept it."""
    from ..saves import from_position

    _need(isinstance(data, dict), say("a position must be a JSON object"))
    _need(data.get("game") == "duel", say("this position is not a Duel game (\"game\": \"duel\")"))
    return from_position(data)
