"""What the together screen shows, from the page's state alone (``play.Together``):
the host's seats and invitation, a guest's join panel, or the table. A person whose
pick is held sees it with Undo above their table (issue 57), a table screen its heading
and every city; with a turn timer, the time left of each person still choosing."""

from __future__ import annotations

import time
from typing import Any

from engine import get_game
from engine.errors import WondersError

from .. import i18n
from ..tables.parts import own_words
from . import mail_screen, screens
from .table import draw


def build(tg: Any) -> list:
    """The together screen of ``tg`` (a ``play.Together``)."""
    me = tg.me
    body = [screens.status(tg.line), tg.nopath and screens.no_path(bool(tg.stun))]
    mail = tg.mail
    if mail.about:  # an invitation by message opened on this page
        return body + [mail_screen.invitation(mail.about)]
    if tg.role == "host" and tg.host is not None:
        body.append(screens.host_panel(tg.host.roster(), tg.host.session.title,
                                       tg.invite, me.seat if me else None,
                                       tg.host.watchers()))
        office = mail.office
        body.append(mail_screen.host_panel(
            tg.host.roster(), mail.out, mail.invites,
            set(office.seats) if office is not None else set()))
    elif mail.box is not None and me is not None:  # a seat played by message
        body.append(mail_screen.guest_panel(mail.out.get("host", ""),
                                            str(me.table.get("host") or ""),
                                            bool(mail.waiting)))
        if mail.waiting or me.view is None:
            return body
    elif me is not None and me.seat is None and not me.watching:
        body.append(screens.join_panel(tg.answer, me.roster, me.table))
        body.append(mail_screen.guest_panel("", "", False))  # or a link pasted
    elif me is not None and me.view is None:  # a seat to take back: join anew
        body.append(screens.join_panel(tg.answer, [], me.table, rejoin=True))
        body.append(mail_screen.guest_panel("", "", False))
    if me is not None and me.view is not None:
        try:
            i18n.use_names(me.view["game"])
            if me.watching and not me.view.get("terminal"):
                body.append(screens.screen_head(me.table, me.roster))
            body.append(screens.clocks(me.time_left(time.monotonic())))
            if me.held and not me.view.get("terminal"):
                describe = get_game(me.view["game"]).describe_move
                body.append(screens.held(own_words(describe, me.view, me.seat, me.held)))
            body.extend(draw(me, tg.ui))
        except WondersError as error:
            body.append(screens.status(i18n.sentence(str(error))))
    return body
