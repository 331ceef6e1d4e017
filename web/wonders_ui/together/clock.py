"""The turn timer of a hosted game (issue 57): the host's choice when setting up, the
seconds a person has for each decision before a bot plays it for them (``Host.timer``),
and the time left in words."""

from __future__ import annotations

from typing import Any

from ..i18n import t

#: the timer's choices on the new-game form, in seconds (0: no timer)
CHOICES = (0, 30, 60, 120, 300)


def seconds(value: Any) -> int:
    """The form's choice as seconds (anything not one of ``CHOICES``: no timer)."""
    try:
        chosen = int(str(value or "0"))
    except ValueError:
        return 0
    return chosen if chosen in CHOICES else 0


def choice_words(value: int) -> str:
    """A choice of the form, in words: "Off", "30 s", "2 min"."""
    if not value:
        return t("Off")
    return t("{n} s", n=value) if value < 60 else t("{n} min", n=value // 60)


def left_words(value: int) -> str:
    """Time left as minutes and seconds: "1:05", "0:09"."""
    value = max(0, int(value))
    return f"{value // 60}:{value % 60:02d}"
