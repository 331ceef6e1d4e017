"""A save's date and name as a person reads them: the date stored with a save
(``now_iso``), shown in the person's language ("today 14:05", "24 Nov 03:23") and a new
save's name ("7 Wonders #4 · You, Bot 1, Bot 2 · 23 Nov 21:05"). The saved games
(``storage.SaveStore``) store them; home shows them."""

from __future__ import annotations

import re
import time
from typing import Any

from . import i18n


def now_iso() -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime())


def _parsed(stored: Any) -> time.struct_time | None:
    """A save's date (``now_iso``'s "2026-11-24 03:23"), None in another form. Read by
    hand: Pyodide's Python has no ``time.strptime``."""
    m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)", str(stored or ""))
    if m is None or not 1 <= int(m.group(2)) <= 12:
        return None
    y, mon, d, hour, minute = (int(x) for x in m.groups())
    return time.struct_time((y, mon, d, hour, minute, 0, 0, 1, -1))


def shown_date(stored: Any) -> str:
    """A save's date as the language writes it (``i18n.date``); a date in another form
    shows as it is stored."""
    tm = _parsed(stored)
    return str(stored or "") if tm is None else i18n.date(tm)


def shown_when(stored: Any, now: time.struct_time | None = None) -> str:
    """A save's date as a person says it: "today 14:05", "yesterday 09:10", else the
    day ("24 Nov 03:23"); ``now``: the local time (the clock's when not given)."""
    tm = _parsed(stored)
    if tm is None:
        return str(stored or "")
    now = now or time.localtime()
    day = time.mktime((tm.tm_year, tm.tm_mon, tm.tm_mday, 12, 0, 0, 0, 1, -1))
    today = time.mktime((now.tm_year, now.tm_mon, now.tm_mday, 12, 0, 0, 0, 1, -1))
    days = round((today - day) / 86400)
    if days == 0:
        return i18n.t("today {time}", time=i18n.clock(tm))
    if days == 1:
        return i18n.t("yesterday {time}", time=i18n.clock(tm))
    return i18n.date(tm)


def save_name(title: str, number: int, players: list[str], when: time.struct_time) -> str:
    """A new save's name: its game and number, its players and the day and time it
    began: "7 Wonders #4 · You, Bot 1, Bot 2 · 23 Nov 21:05", "7 Wonders Duel #2 · You
    vs Bot 1 · ...". Only the saved-games list shows it: a save's moves never depend
    on it. It is worded in the language spoken when the game began (the date as
    ``i18n.date`` writes it) and kept as it was stored."""
    who = (i18n.t("{first} vs {second}", first=players[0], second=players[1])
           if len(players) == 2 else ", ".join(players))
    return f"{title} #{number} · {who} · {i18n.date(when)}"
