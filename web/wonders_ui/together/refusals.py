"""The one-line refusals of playing together: the host's, a message key of the
catalogue and its arguments; and the browser's, of a job on the channels (``job_refused``).

A refusal travels as data (``{"key": ..., "args": {...}}``) and is worded on the
guest's device in its own language (``i18n.t(key, **args)``), as the page words
everything else. A refused message changes nothing on the host.
"""

from __future__ import annotations

from typing import Any

from ..i18n import N_, t

UNREADABLE = N_("The host could not read a message: {error}")
TOO_MANY = N_("Too many messages: the host ignores this device for a moment")
NOT_SEATED = N_("Take a seat first")
NO_SUCH_SEAT = N_("There is no seat {seat} at this table")
SEAT_TAKEN = N_("That seat is taken")
SEAT_OF_BOT = N_("A bot plays that seat; the host can hand it back")
NOT_YOUR_SEAT = N_("You play only your own seat")
NOT_YOUR_TURN = N_("It is not your turn")
NOT_LEGAL = N_("{move} is not a legal move now")
STALE = N_("The table changed before your move arrived: choose again")
BAD_CODE = N_("That rejoin code is not one of this game's")
GAME_OVER = N_("The game is over")
NOTHING_HELD = N_("You have no pick to take back")
HANDED_TO_BOT = N_("The host handed your seat to a bot")
REPLACED = N_("Your seat was rejoined from another device")

#: every key a host may send (a guest shows an unknown key as the unreadable message)
KEYS = frozenset({UNREADABLE, TOO_MANY, NOT_SEATED, NO_SUCH_SEAT, SEAT_TAKEN, SEAT_OF_BOT,
                  NOT_YOUR_SEAT, NOT_YOUR_TURN, NOT_LEGAL, STALE, BAD_CODE, GAME_OVER,
                  NOTHING_HELD, HANDED_TO_BOT, REPLACED})


class Refused(Exception):
    """A guest's message the host will not act on: ``key`` (one of ``KEYS``) and the
    arguments that fill it."""

    def __init__(self, key: str, **args: Any):
        super().__init__(key)
        self.key = key
        self.args_ = {k: v if isinstance(v, (int, str)) else str(v) for k, v in args.items()}


def wording(key: str, args: dict[str, Any]) -> str:
    """A refusal in the page's language, on one line (an unknown key or arguments that
    do not fill it read as the unreadable message)."""
    if key not in KEYS:
        return t(UNREADABLE, error=key[:80])
    try:
        text = t(key, **args)
    except (KeyError, IndexError, ValueError):
        return t(UNREADABLE, error=key[:80])
    return " ".join(text.split())


def said(refused: Any) -> str:
    """A refusal this page raised itself (a link or code it was given: ``Refused`` or
    ``codes.CodeError``), in the page's language on one line. Its key is the code's own,
    so it is worded as it is; only the host's refusals, which come from another device,
    are held to ``KEYS`` (``wording``)."""
    try:
        text = t(refused.key, **refused.args_)
    except (KeyError, IndexError, ValueError):
        return t(UNREADABLE, error=str(refused.key)[:80])
    return " ".join(text.split())


def job_refused(op: str, why: str) -> str:
    """A job on the channels that the browser refused (``commands.RTC_OPS``: ``op``, and
    the browser's ``why``), in one line of this page's language; "" when there is nothing
    to say (the camera's scan cancelled by the person)."""
    if op == "scan":  # the camera's refusal
        if "cancelled" in why:
            return ""
        if "denied" in why:
            return t("The camera was refused: allow it for this page, or read the code "
                     "from a picture.")
        return t("No camera can be used here: read the code from a picture, or paste it.")
    return t("Could not connect: {reason}", reason=why[:120])
