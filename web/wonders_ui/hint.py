""""Suggest a move": what a good bot would play here and why, in one line; never played.

Offered at a table with a bot seat (a game against bots); in pass-and-play (two or more
people, no bot) only when the settings turn it on (``settings.Prefs.hints``), since a
shared table may not want it. The person asks (action ``hint``); the bot worker
answers (``engine.hints.suggest``: the greedy bot's move for the viewer, seen from
their view only, with the points and coins it adds at once, from the game's scoring);
``answered`` keeps it for the decision it was asked about. The table
then marks the card the move names (``TableContext.hint``: class ``hinted``, and the
card selected so its actions show) and draws the line (``line``) above its actions
(``tables.parts.hint_bar``): "Suggested: build Temple: +2 points now, −1 coin". A new
decision (a move, a turn resolved, an undo) forgets it. The bot worker starts when a
hint is asked, if it was not running.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import coach, i18n
from .bot_seats import request
from .commands import Command, Effect, ask_hint, key_of, start_bots
from .i18n import t
from .state import State, viewer
from .verbs import VERBS


@dataclass
class Hint:
    """The page's hint: the decision it was ``asked`` about (None: none asked), and
    the worker's answer for it (``answer``: ``engine.hints.suggest``'s dict)."""

    asked: Any = None
    player: int | None = None
    answer: dict[str, Any] = field(default_factory=dict)
    error: str = ""

    def forget(self) -> None:
        self.asked, self.player, self.answer, self.error = None, None, {}, ""


def card_of(facts: Any) -> str:
    """The card (or wonder, token) a move names, as the tables' ``select`` takes it,
    from the move as data (``facts``: the view's ``moves``, the answer's ``facts``):
    "build Temple (left 1)" -> "Temple"; "wonder Zeus with Loom" -> "Loom"; "" for a
    move that names none ("pay 2 debt 1", "start 0", "pass")."""
    if not isinstance(facts, dict) or facts.get("kind") not in VERBS:
        return ""  # a rules choice (a coin loss, who starts): no card to mark
    named = facts.get("wonder") if facts["kind"] == "draft" else (
        facts.get("card") or facts.get("token"))
    return str(named or "")


def head_of(facts: dict[str, Any], player: int | None) -> str:
    """The suggested move's words (``facts``: the move as data): a card's move by its
    kind; the rules choices (a coin loss of Cities, building nothing from the discard
    pile, who starts Duel's next Age) by what they do."""
    kind = facts.get("kind")
    card = card_of(facts)
    if kind == "wonder":
        return t("Build the wonder {wonder} with {card}", wonder=i18n.name(facts["wonder"]),
                 card=i18n.name(card))
    if kind == "pay":
        coins, debt = int(facts.get("coins") or 0), int(facts.get("debt") or 0)
        if coins and debt:
            return t("Pay {coins} and take {debt} debt", coins=coins, debt=debt)
        return (t("Take {debt} debt", debt=debt) if debt
                else t("Pay {coins} coins", coins=coins))
    if kind == "pass":
        return t("Build nothing")
    if kind == "start":
        return (t("Start the next Age yourself") if facts.get("target") == player
                else t("Let your opponent start the next Age"))
    return (t(VERBS[kind], card=i18n.name(card)) if kind in VERBS and card
            else i18n.sentence(str(facts.get("text", ""))))


def line(answer: dict[str, Any], player: int | None = None) -> str:
    """The suggestion in one line of the current language, from the engine's data
    (``player``: whose hint it is, for a choice that names a player)."""
    verb = str(answer.get("verb", ""))
    head = head_of(answer.get("facts") or {"text": str(answer.get("move", ""))}, player)
    points, coins = answer.get("points"), answer.get("coins")
    if points is None or coins is None:
        return t("Suggested: {move}.", move=head)
    if points == 0 and coins == 0:
        return t("Suggested: {move}. No points now: it is for what it brings later "
                 "(resources, chains, science).", move=head)
    parts = []
    if points > 0:
        parts.append(i18n.tn("+{n} point now", "+{n} points now", points))
    elif points < 0:
        parts.append(i18n.tn("{n} point now", "{n} points now", points))
    if coins > 0:
        parts.append(i18n.tn("+{n} coin", "+{n} coins", coins))
    elif coins < 0:
        parts.append(i18n.tn("{n} coin", "{n} coins", coins))
    if points <= 0 and verb != "discard":
        return t("Suggested: {move}: {gains}; it is for what it brings later (resources, "
                 "chains, science).", move=head, gains=", ".join(parts))
    return t("Suggested: {move}: {gains}.", move=head, gains=", ".join(parts))


def offered(st: State) -> bool:
    """Whether "Suggest a move" shows: the viewer has a move to make, and the game is
    against bots or the settings allow hints in pass-and-play; not while "Learn to
    play" coaches a step (the coach shows its move already)."""
    s, p = st.session, viewer(st)
    if s is None or p is None or s.state.is_terminal() or p not in s.humans_to_move():
        return False
    if coach.step_now(st) is not None:
        return False
    return any(seat.is_bot for seat in s.seats) or bool(st.settings.prefs.hints)


def hint_for(st: State) -> dict[str, Any] | None:
    """What the table shows of the hint now (``TableContext.hint``), or None."""
    if not offered(st):
        return None
    s, p, h = st.session, viewer(st), st.hint
    if h.asked != s.decision(p) or h.player != p:
        return {"offer": True}
    if h.error:
        return {"offer": True, "line": t("No suggestion: {reason}",
                                         reason=i18n.sentence(h.error))}
    if not h.answer:
        return {"offer": True, "pending": True}
    return {"offer": True, "line": line(h.answer, p), "card": card_of(h.answer.get("facts")),
            "move": str(h.answer.get("move", ""))}


def act_hint(st: State, _tap: Command) -> list[Effect]:
    """Ask the bot worker what it would play for the viewer now (plays nothing); the
    worker starts if it was not running."""
    if not offered(st):
        return []
    s, p, h = st.session, viewer(st), st.hint
    key = s.decision(p)
    if h.asked == key and h.player == p and not h.error:
        return []  # asked already: the answer is coming or shown
    h.forget()
    h.asked, h.player = key, p
    return [start_bots(1), ask_hint(key=list(key), **request(st, p))]


def answered(st: State, cmd: Command) -> None:
    """The worker's suggestion (the command ``hint``) for the decision it names."""
    s, h = st.session, st.hint
    key, player = key_of(cmd["key"]), cmd["player"]
    if s is None or s.game_id != cmd["game_id"] or key != h.asked or player != h.player:
        return
    answer = cmd.get("answer")
    if cmd.get("error") or not answer:
        h.error = cmd.get("error") or "no answer"
        return
    h.answer = dict(answer)
    card = card_of(answer.get("facts"))
    if card and key == s.decision(player):
        st.ui.selected = card  # its actions open: the person sees them
