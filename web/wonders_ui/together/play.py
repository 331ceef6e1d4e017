"""Playing together in the page: the host's and the guests' screens and actions, one
object in the page's state (``State.together``), made by the store on first use and
given the storage and this page's id, never the page. What it asks of the page's data
channels is an effect (``commands.rtc``: an offer, an answer, a QR code, a code read
from the camera or a picture, a message sent, every channel closed) and what comes
back is a command carrying its data: a job's result (``rtc_done``, handled by
``done``) or a channel's event (``peer``: opened, closed, a message; ``on_event``).
A bot's move for a hosted game is asked as an effect (``ask_bot`` for the table
``together``) and answered as a command, like the table's. The join codes are made and
read here, in the step (``codes``): the page only carries session descriptions.

The hosting device runs the ``Host`` and plays its person's seat as a guest whose link
is in memory (connection ``local``), so every person, there or on another device, sees
the same table drawn from their own view (``table.draw``). The host asks the bot
workers for the bot seats and saves the game after every move. A guest holds only its
``Guest``. Joining: the host makes an invitation (a join code, its link and its QR
code), the guest pastes or opens it and shows its answer (code and QR code), the host
pastes the answer, the channel opens and the guest takes a seat, or becomes the table
screen (``tg-watch``: every city, no hand). The hosting device may itself be the table
screen, without a seat (the new-game form's "This device shows the table"), and may set a
turn timer: a person whose time runs out has a bot play their decision, and every page
shows the time left (a tick a second, ``tg-tick``, while a clock runs).
"""

from __future__ import annotations

import json
import time
from typing import Any

from .. import commands, newgame, storage
from ..commands import Command, Effect, rtc
from ..i18n import t
from ..session import Seat, Session
from ..state import Screen, State
from ..tables.context import TableUi
from . import clock, kept, layout
from .acts import POST_ACTS
from .asking import Asks
from .codes import CodeError, link, make_code, read_code, rejoin_in
from .guest import Guest
from .host import Host, Out
from .mail import Mail
from .refusals import Refused, job_refused, said, wording

LOCAL = "local"


class Together:
    """The together screens (``Screen.TOGETHER``) and their state."""

    def __init__(self, saves: storage.SaveStore, tab: str):
        self.saves = saves
        self.tab = tab
        self.url = ""  # this page's address (an invitation's link)
        self.stun = ""  # the settings' STUN server at the last tap (new connections use it)
        self.role = ""  # "host" or "guest"
        self.host: Host | None = None
        self.me: Guest | None = None
        self.ui = TableUi()  # the table's selection and open panels
        self.invite: dict[str, str] = {}  # the open invitation: conn, code, link, qr
        self.answer: dict[str, str] = {}  # a guest's answer: code, qr
        self.line = ""  # the last refusal or code error, one line
        self.nopath = ""  # the connection that found no path to its device (``screens.no_path``)
        self.opened = False  # a guest: its channel to the host opened (since its answer)
        self.count = 0  # invitations made
        self.connecting = ""  # the connection of the answer read last, until it opens
        self.greeted = False  # a guest: the host's first message came on this channel
        self.asks = Asks()  # the bot moves asked of the workers
        self.rev = storage.Revision()
        self.kept = False  # a guest stored the finished game
        self.mail = Mail(self)  # play by message
        self.ticking = False  # a ``tg-tick`` is on its way (the turn timer's clocks)

    # ---- dispatch
    def act(self, st: State, tap: Command) -> list:
        """One of the together screens' taps (the table's too while it shows)."""
        self.line, self.url = "", st.url
        self.stun = st.settings.prefs.stun  # a STUN server turned on meanwhile is used
        try:
            name = "act_" + tap["act"]
            owner = self.mail if tap["act"] in POST_ACTS else self  # by message: ``mail``
            return getattr(owner, name)(st, tap) or []
        except (Refused, CodeError) as refused:
            self.line = said(refused)
        return []

    def open_channels(self, st: State) -> list[Effect]:
        """This device starts playing together (a page that hosted or joined before
        closes its own channels); each new one uses the settings' STUN server."""
        self.stun = st.settings.prefs.stun
        return [rtc("close_all")] if self.role else []

    def leave(self) -> list[Effect]:
        """This device leaves the table ("Leave the game", or home): its channels close,
        so a host's game stops running behind the home screen (it is saved after every
        move: reopened, it is hosted again) and a guest's seat is away until it takes it
        back (home lists the game while it is not over)."""
        out = [rtc("close_all")] if self.role else []
        self.role, self.host, self.me, self.nopath = "", None, None, ""
        self.invite, self.answer, self.asks, self.line = {}, {}, Asks(), ""
        return out

    # ---- the channels' jobs ended (the command ``rtc_done``)
    def done(self, st: State, cmd: Command) -> list[Effect]:
        """A job on the channels ended (``RTC_OPS``): its result taken, the next job
        asked; a job of a connection no longer waited for changes nothing."""
        op, tag, error = str(cmd.get("op")), dict(cmd.get("tag") or {}), cmd.get("error")
        result = cmd.get("result")
        try:
            if op in ("keys", "seal", "open"):
                return self.mail.done(op, tag, result, error)
            if error is not None:
                return self.failed(op, tag, str(error))
            if op == "offer" and self.waiting_invite(tag):
                code = make_code("offer", str(result))
                url = link(self.url + "#", code, tag.get("token"))
                return [rtc("qr", {**tag, "code": code, "link": url}, text=url)]
            if op == "qr" and tag.get("for") == "invite" and self.waiting_invite(tag):
                self.invite = {"conn": str(tag["conn"]), "code": str(tag["code"]),
                               "link": str(tag["link"]), "seat": str(tag.get("seat") or ""),
                               "qr": str(result)}
            elif op == "qr" and tag.get("for") == "answer" and self.role == "guest":
                self.answer = {"code": str(tag["code"]), "qr": str(result)}
            elif op == "accept" and self.invite.get("conn") == tag.get("conn"):
                self.invite, self.connecting = {}, str(tag["conn"])
            elif op == "answer" and self.role == "guest":
                code = make_code("answer", str(result))
                return [rtc("qr", {"for": "answer", "code": code}, text=code)]
            elif op in ("picture", "scan") and self.role:
                if result is None:
                    self.line = t("No QR code was found in this picture.")
                    return []
                return self.use_code(str(result))
        except (Refused, CodeError) as refused:
            self.line = said(refused)
        return []

    def waiting_invite(self, tag: dict[str, Any]) -> bool:
        return self.role == "host" and self.invite.get("conn") == tag.get("conn")

    def failed(self, op: str, tag: dict[str, Any], why: str) -> list[Effect]:
        """A job the browser refused, said in one line (an invitation being made is
        given up, so "Invite a device" shows again)."""
        if op in ("offer", "qr") and tag.get("for", "invite") == "invite":
            if not self.waiting_invite(tag):
                return []
            self.invite = {}
        self.line = job_refused(op, why) or self.line
        return []

    # ---- the host
    def act_tg_host(self, st: State, tap: Command) -> list:
        """Start the game of the new-game form, hosted: the first person seat is this
        device's, the other person seats wait for guests; or this device is the table
        screen (``tg-table``) and every person seat waits for a guest. ``tg-timer``: the
        seconds a person has for a decision (none by default)."""
        form = tap.get("form") or {}
        as_table = form.get("tg-table") is True
        newgame.read_form(st.setup, form)
        self.saves.save_settings(st.setup)
        game, config = newgame.config(st.setup)
        state = game.new_game(newgame.seed_of(st.setup.get("seed", "")), **config)
        seats = [Seat("bot" if raw.get("kind") == "bot" else "human", name,
                      str(raw.get("level") or newgame.default_level(game)))
                 for raw, name in zip(st.setup["seats"], config["names"])]
        people = [i for i, s in enumerate(seats) if not s.is_bot]
        if len(people) < (1 if as_table else 2):
            return [commands.toast(t("Playing together needs two person seats or more"),
                                   "error")]
        title = self.saves.new_name(game.id, game.title, [s.name for s in seats])
        session = Session(state, seats, self.saves.new_id(), title)
        out = self.open_channels(st)
        name = t("The table") if as_table else seats[people[0]].name
        self.role, self.host = "host", Host(session, host_name=name,
                                            timer=clock.seconds(form.get("tg-timer")))
        self.rev, self.asks = storage.Revision(), Asks()
        self.me = Guest(name)
        self.host.local = LOCAL
        self.host.connect(LOCAL)
        self.mail.hosting(None)
        out += self.deliver(self.host.receive(LOCAL, self.me.hello(), time.monotonic()))
        sit = self.me.watch() if as_table else self.me.claim(people[0])
        out += self.deliver(self.host.receive(LOCAL, sit, time.monotonic()))
        st.screen = Screen.TOGETHER
        return out + self.after_change()

    def rehost(self, st: State, session: Session, rev: storage.Revision,
               saved: dict[str, Any]) -> list[Effect]:
        """A hosted game reopened from the saved games (after the host's page reloaded, or
        left it): the host is back at its table with the seats, rejoin codes, last moves
        applied and held picks of its save (``Host(..., together=saved)``); every guest is
        away until it joins again through a new invitation and takes its own seat back
        with its rejoin code."""
        mine = saved.get("mine")
        out = self.open_channels(st)  # this page hosted before: its old channels go
        host = Host(session, together=saved)
        if not isinstance(mine, int) or mine not in host.tokens:
            mine = next(iter(sorted(host.tokens)), 0)
        as_table = saved.get("table") is True
        host.host_name = t("The table") if as_table else session.seats[mine].name
        self.role, self.host, self.rev, self.invite, self.asks = "host", host, rev, {}, Asks()
        self.me = Guest(host.host_name, token=None if as_table else host.tokens.get(mine))
        host.local = LOCAL
        host.connect(LOCAL)
        self.mail.hosting(saved)
        out += self.deliver(host.receive(LOCAL, self.me.hello(), time.monotonic()))
        if as_table:  # the host's device is the table screen again
            out += self.deliver(host.receive(LOCAL, self.me.watch(), time.monotonic()))
        elif self.me.seat is None:  # a save without the host's code: it takes its seat
            out += self.deliver(host.receive(LOCAL, self.me.claim(mine), time.monotonic()))
        self.ui = TableUi()
        st.screen = Screen.TOGETHER
        return out + self.after_change()

    def act_tg_invite(self, _st: State, tap: Command) -> list[Effect]:
        """A new invitation: its code and link (the page's offer, ``done``), then its QR
        code; with a seat (an away seat's "Invite to this seat"), the link carries that
        seat's rejoin code, so whichever device opens it takes the seat back."""
        self.count += 1
        conn = f"guest-{self.count}"
        arg = tap["arg"]
        seat = int(arg) if str(arg or "").isdigit() else None
        token = self.host.tokens.get(seat) if self.host is not None and seat is not None else None
        name = self.host.session.seats[seat].name if token else ""
        self.invite, self.nopath = {"conn": conn}, ""
        return [rtc("offer", {"for": "invite", "conn": conn, "seat": name,
                              "token": token or ""}, conn=conn, stun=self.stun)]

    def act_tg_answer(self, _st: State, tap: Command) -> list[Effect]:
        """The host pastes a guest's answer to the open invitation."""
        return self.use_code(str((tap.get("form") or {}).get("tg-answer") or ""))

    def use_code(self, text: str) -> list[Effect]:
        """A code read (pasted, scanned, from a picture): the host connects the open
        invitation with the guest's answer (kept open when the answer is not one:
        ``CodeError``); a guest answers the host's invitation."""
        if self.role != "host":
            return self.make_answer(text)
        conn = self.invite.get("conn")
        if conn and "code" in self.invite:
            _, sdp = read_code(text, expect="answer")
            return [rtc("accept", {"conn": conn}, conn=conn, sdp=sdp)]
        return []

    def act_tg_camera(self, _st: State, _tap: Command) -> list[Effect]:
        """Scan the other device's QR code with this device's camera."""
        return [rtc("scan", cancel=t("Cancel"))]

    def act_tg_picture(self, _st: State, tap: Command) -> list[Effect]:
        """Read the other device's QR code from a picture (a photo, a screenshot)."""
        arg = tap["arg"]
        info = json.loads(arg) if isinstance(arg, str) else (arg or {})
        if isinstance(info, dict) and info.get("error"):
            self.line = t("This picture is too large to read a code from.")
            return []
        return [rtc("picture", data=str(tap.get("file") or ""))]

    def act_tg_bot(self, _st: State, tap: Command) -> list:
        out = self.deliver(self.host.hand_to_bot(int(tap["arg"]), "medium"))
        return out + self.after_change()

    def act_tg_back(self, _st: State, tap: Command) -> list:
        out = self.deliver(self.host.hand_back(int(tap["arg"])))
        return out + self.after_change()

    def deliver(self, outs: list[Out]) -> list[Effect]:
        """The host's messages: this device's own seat's taken at once, the others sent
        on their channels (effects)."""
        out: list[Effect] = []
        if self.mail.office is not None:  # the seats played by message: letters
            outs = self.mail.office.take(outs)
        for conn, data in outs:
            if conn == LOCAL:
                out += self.take(self.me.receive(data))
            else:
                out.append(send(conn, data))
        return out

    def take(self, kind: str) -> list[Effect]:
        out: list[Effect] = []
        if self.role == "guest" and self.me is not None:
            if kind == "end":
                self.keep_game()
                self.remember(None)
            elif kind in ("seated", "view"):
                self.remember(self.me.record())
            elif kind == "table":  # a table screen keeps nothing: it joins anew
                self.remember(None)
            elif kind == "left" or (kind == "refused" and self.me.code_refused()):
                self.me.token, self.me.seat = None, None
                self.remember(None)
                if kind == "refused":  # the code is not this game's: the free seats
                    out.append(send("host", self.me.hello()))
        if kind == "refused" and self.me is not None and self.me.refusal:
            self.line = wording(*self.me.refusal)
        if kind == "left" and self.me is not None:
            self.line = wording(self.me.left or "", {})
        return out + self.tick_later()

    def tick_later(self) -> list[Effect]:
        """A tick in a second while a clock of the turn timer runs (the time left is
        shown, the host plays for a seat whose time ran out); one on its way at once."""
        me = self.me
        running = me is not None and any("left" in s for s in me.roster)
        if self.ticking or not running:
            return []
        self.ticking = True
        return [commands.later(1000, "tg-tick")]

    def act_tg_tick(self, _st: State, _tap: Command) -> list[Effect]:
        """A second of the turn timer: the page repaints its time left; the host asks
        a bot for each seat whose time ran out."""
        self.ticking = False
        out = self.asks.timed(self.host) if self.role == "host" else []
        return out + self.tick_later()

    def act_tg_watch(self, _st: State, _tap: Command) -> list[Effect]:
        """This device becomes the table screen (every city, no hand)."""
        return [send("host", self.me.watch())]

    def on_event(self, kind: str, conn: str, data: bytes | None) -> list[Effect]:
        """A channel opened or closed, or a message arrived (the command ``peer``)."""
        out: list[Effect] = []
        if self.role == "host" and self.host is not None:
            if kind == "open":  # late, maybe, after no path was said: it found one
                self.connecting = "" if conn == self.connecting else self.connecting
                self.nopath = "" if conn == self.nopath else self.nopath
                out = self.deliver(self.host.connect(conn))
            elif kind == "nopath":  # the answer taken, no path to the guest's device
                if conn == self.connecting:
                    self.connecting, self.nopath = "", conn
            elif kind == "closed":
                if conn == self.connecting:  # it never opened: say so, never wait on
                    self.connecting = ""
                    self.line = t("The guest's device could not be reached: make a new "
                                  "invitation and try again.")
                out = self.deliver(self.host.disconnect(conn))
            elif data is not None:
                out = self.deliver(self.host.receive(conn, data, time.monotonic()))
                out += self.after_change()
        elif self.role == "guest" and self.me is not None:
            if kind == "open":  # the host speaks first (Host.connect)
                self.greeted, self.opened, self.nopath = False, True, ""
            elif kind == "nopath" or (kind == "closed" and not self.opened):
                # never connected: the answer stays, should the host's checks come yet
                self.nopath = conn
            elif kind == "closed" and not (self.me.view or {}).get("terminal"):
                # the host's page went (the game not over): take the seat back anew
                self.me.view, self.me.held, self.me.roster, self.answer = None, None, [], {}
                self.me.watching = False  # a table screen joins anew, as any device
                self.line = t("The connection to the host is lost: ask the host for a new "
                              "invitation.")
            elif data is not None:
                if self.mail.box is not None:  # by message until now: live again
                    self.mail.gone_live()
                out = self.take(self.me.receive(data))
                if not self.greeted:  # the host's first message: hello in answer
                    self.greeted = True
                    out.append(send("host", self.me.hello()))
                    for again in self.me.resend():  # moves the host may not have had
                        out.append(send("host", again))
        return out

    def keep_game(self) -> None:
        """A guest keeps the whole game, once over, among its saved games ("hosted by
        Ann"), for the replay (``kept.keep_game``)."""
        if self.me is not None and not self.kept:
            self.kept, line = kept.keep_game(self.saves, self.me)
            self.line = line or self.line

    def after_change(self) -> list[Effect]:
        """Save the hosted game and ask the bots whose turn it is (the effects
        ``ask_bot`` for the table ``together``; their answers come back as commands)."""
        host = self.host
        if host is None:
            return []
        s = host.session
        out: list[Effect] = self.mail.letters()
        mine = self.me.seat if self.me is not None else None
        record = {**host.save_meta(), "mine": mine, "post": self.mail.record(),
                  "table": self.me is not None and self.me.watching}
        rev = kept.save_hosted(self.saves, s, record, self.rev, self.tab)
        if rev is None:
            self.line = t("Could not save: the browser's storage is full")
        self.rev = rev or self.rev
        for seat in host.bots_to_move():
            out += self.asks.ask(s, seat, s.seats[seat].level)
        if any(q.is_bot for q in s.seats) or host.timer:  # a timer's bot plays for people
            out.append(commands.start_bots(max(1, sum(q.is_bot for q in s.seats))))
        return out + self.asks.timed(host)

    def bot_answered(self, cmd: Command) -> list[Effect]:
        """A bot's move for the hosted game (the command ``bot``), if still asked."""
        host = self.host
        if host is None or cmd.get("game_id") != host.session.game_id or cmd.get("move") is None:
            return []
        seat = int(cmd["player"])
        if commands.key_of(cmd["key"]) != host.session.decision(seat):
            return []
        move = str(cmd["move"])
        if host.session.seats[seat].is_bot:
            out = self.deliver(host.bot_move(seat, move))
        else:  # a person's time ran out: the bot played for them
            out = self.deliver(host.timed_move(seat, move))
        return out + self.after_change()

    # ---- a guest
    def remember(self, record: dict[str, Any] | None) -> None:
        """Keep (or with None forget) the guest's seat, rejoin code and unconfirmed
        moves in this browser's storage (its own view is never kept)."""
        post_record = self.mail.guest_record()
        if record is not None and post_record is not None:
            record = {**record, "post": post_record}
        kept.remember(self.saves.backend, record)

    def remembered(self) -> Guest:
        """The guest this browser was at a table it has not finished, or a new one."""
        record = kept.remembered(self.saves.backend)
        self.mail.restore(record)
        try:
            return Guest.from_record(record) if record else Guest()
        except (ValueError, TypeError, KeyError):
            return Guest()

    def act_tg_forget(self, _st: State, _tap: Command) -> list:
        """Forget the hosted game this device sat at (home's card): no rejoining."""
        self.remember(None)
        return [commands.Then("home")]

    def act_tg_join(self, st: State, _tap: Command) -> list[Effect]:
        out = self.open_channels(st)
        self.role, self.me, self.kept = "guest", self.remembered(), False
        self.answer = {}
        st.screen = Screen.TOGETHER
        return out

    def act_tg_offer(self, _st: State, tap: Command) -> list[Effect]:
        """The guest pastes the host's code or link: its answer is made (the page's
        answer, ``done``, then its QR code)."""
        return self.make_answer(str((tap.get("form") or {}).get("tg-offer") or ""))

    def make_answer(self, text: str) -> list[Effect]:
        token = rejoin_in(text)
        if token and self.me is not None and token != self.me.token:
            self.me = Guest(self.me.name, token=token)  # an invitation to one seat
        _, sdp = read_code(text, expect="offer")
        # the last answer goes (it answered another invitation) until this one is made
        self.nopath, self.opened, self.answer = "", False, {}
        return [rtc("answer", {"for": "answer"}, sdp=sdp, stun=self.stun)]

    def act_join_link(self, st: State, tap: Command) -> list[Effect]:
        """An invitation's link was opened on this device: the answer is made."""
        out = self.act_tg_join(st, tap)
        return out + self.make_answer(str(tap["arg"] or ""))

    def act_tg_claim(self, _st: State, tap: Command) -> list[Effect]:
        return [send("host", self.me.claim(int(tap["arg"])))]

    # ---- the table
    def act_move(self, _st: State, tap: Command) -> list:
        text = str(tap["arg"])
        if self.role == "host":
            out = self.deliver(self.host.receive(LOCAL, self.me.move(text), time.monotonic()))
            out += self.after_change()
        elif self.mail.box is None and self.me.answering():
            return []  # its move on its way answers this decision: the host's answer draws next
        else:
            out = self.to_host(self.me.move(text))
            self.mail.waiting = text if self.mail.box is not None else ""
        self.ui = self.ui.fresh()
        return out

    def act_tg_undo(self, _st: State, _tap: Command) -> list[Effect]:
        """Take back the pick held until everyone has chosen."""
        if self.role == "host":
            return self.deliver(self.host.receive(LOCAL, self.me.undo(), time.monotonic()))
        return self.to_host(self.me.undo())

    def to_host(self, data: bytes) -> list[Effect]:
        """A guest's message to the host: on the channel, or in a link by message."""
        if self.mail.box is not None:
            return self.mail.to_host([data])
        return [send("host", data)]

    # ---- the screen
    def build(self) -> list:
        """The together screen, drawn from this page's state (``layout.build``)."""
        return layout.build(self)


def send(conn: str, data: bytes) -> Effect:
    """A message on the channel ``conn`` (the effect ``rtc``, op ``send``)."""
    return rtc("send", conn=conn, data=commands.b64(data))

