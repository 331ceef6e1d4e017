""""Suggest a move": what a good bot would play here and why, in one line; never played.

Offered at a table with a bot seat (a game against bots); in pass-and-play (two or more
people, no bot) only when the settings turn it on (``settings.Prefs.hints``), since a
shared table may not want it. The person asks (action ``hint``); the bot worker
answers (``engine.hints.suggest``: the greedy bot's move for the viewer, seen from
their view only, with the points and coins it adds at once, from the game's scoring);
``HintActions.hint_answer`` keeps it for the decision it was asked about. The table
then marks the card the move names (``TableContext.hint``: class ``hinted``, and the
card selected so its actions show) and draws the line (``line``) above its actions
(``tables.parts.hint_bar``): "Suggested: build Temple: +2 points now, −1 coin". A new
decision (a move, a turn resolved, an undo) forgets it. The bot worker starts when a
hint is asked, if it was not running.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import i18n
from .i18n import t

if TYPE_CHECKING:
    from .controller import App

#: the move grammar's verbs and their words as a suggestion's head ("build Temple")
VERBS = {
    "build": i18n.N_("Build {card}"),
    "stage": i18n.N_("Build a wonder stage with {card}"),
    "discard": i18n.N_("Discard {card} for coins"),
    "dig": i18n.N_("Build {card} from the discard pile"),
    "wonder": i18n.N_("Build a wonder with {card}"),
    "draft": i18n.N_("Take the wonder {card}"),
    "token": i18n.N_("Take the progress token {card}"),
    "destroy": i18n.N_("Destroy {card}"),
    "mausoleum": i18n.N_("Build {card} from the discard pile"),
    "copy": i18n.N_("Copy {card}"),
}


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


class HintActions:
    """"Suggest a move", a part of ``controller.App`` (``app.hinting``): what was
    asked and answered (``hint``) and its actions."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.hint = Hint()  # "Suggest a move": asked, shown

    def hint_offered(self) -> bool:
        """Whether "Suggest a move" shows: the viewer has a move to make, and the game
        is against bots or the settings allow hints in pass-and-play; not while "Learn
        to play" coaches a step (the coach shows its move already)."""
        s = self.app.session
        p = self.app.viewer()
        if s is None or p is None or s.state.is_terminal() or p not in s.humans_to_move():
            return False
        if self.app.coaching.step_now() is not None:
            return False
        return any(seat.is_bot for seat in s.seats) or bool(self.app.settings_panel.prefs.hints)

    def hint_for(self) -> dict[str, Any] | None:
        """What the table shows of the hint now (``TableContext.hint``), or None."""
        if not self.hint_offered():
            return None
        s, p = self.app.session, self.app.viewer()
        if self.hint.asked != s.decision(p) or self.hint.player != p:
            return {"offer": True}
        if self.hint.error:
            return {"offer": True, "line": t("No suggestion: {reason}",
                                             reason=i18n.sentence(self.hint.error))}
        if not self.hint.answer:
            return {"offer": True, "pending": True}
        return {"offer": True, "line": line(self.hint.answer, p),
                "card": card_of(self.hint.answer.get("facts")),
                "move": str(self.hint.answer.get("move", ""))}

    def act_hint(self, _arg: Any) -> None:
        """Ask the bot worker what it would play for the viewer now (plays nothing)."""
        if not self.hint_offered():
            return
        s, p = self.app.session, self.app.viewer()
        key = s.decision(p)
        if self.hint.asked == key and self.hint.player == p and not self.hint.error:
            return  # asked already: the answer is coming or shown
        self.hint.forget()
        self.hint.asked, self.hint.player = key, p
        self.app.page.start_bots()
        self.app.page.ask_hint(self.app, p, key)

    def hint_request(self, player: int) -> dict[str, Any]:
        """What the page sends to the bot worker for a hint (``bots.request``'s fields)."""
        return self.app.bots.request(player)

    def hint_answer(self, game_id: str, player: int, key: Any, answer: dict[str, Any] | None,
                    error: str | None = None) -> None:
        """Called (from the page) with the worker's suggestion for the decision ``key``."""
        s = self.app.session
        if (s is None or s.game_id != game_id or key != self.hint.asked
                or player != self.hint.player):
            return
        if error or not answer:
            self.hint.error = error or "no answer"
        else:
            self.hint.answer = dict(answer)
            card = card_of(answer.get("facts"))
            if card and key == s.decision(player):
                self.app.ui.selected = card  # its actions open: the person sees them
        self.app.render()

