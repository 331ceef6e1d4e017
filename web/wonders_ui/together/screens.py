"""The together screens' markup: the host's seats and invitation, a guest's join panel
and seats to take (or the table screen to be), the table screen's heading, the turn
timer's time left, the line that says what went wrong. Markup only (``play.Together``
decides what shows)."""

from __future__ import annotations

from typing import Any

from .. import i18n
from ..i18n import t
from ..vdom import h
from .clock import left_words

#: the largest picture a QR code is read from (a phone's photo)
PICTURE_MAX = 16 * 1024 * 1024


def status(line: str) -> list | None:
    """The last refusal or error, one line (nothing when all is well)."""
    return h("p", {"class_": "tg-line", "id": "tg-line", "role": "status"}, line) if line else None


def no_path(stun: bool) -> list:
    """``#tg-nopath``: no path to the other device was found (their networks keep them
    apart, issue 57), in one line, with play by message offered (``tg-by-message``) and,
    while no STUN server is on, Settings."""
    line = (t("No path to the other device was found, even with the STUN server: play by "
              "message instead.") if stun else
            t("No path to the other device was found: turn on a STUN server in Settings, "
              "or play by message."))
    return h("section", {"class_": "tg-nopath", "id": "tg-nopath", "role": "alert"},
             h("p", {"id": "tg-nopath-line"}, line),
             h("span", {"class_": "tg-nopath-acts"},
               h("button", {"class_": "primary", "data_act": "tg-by-message",
                            "id": "tg-by-message"}, t("Play by message")),
               not stun and h("button", {"data_act": "settings", "id": "tg-nopath-settings"},
                              t("Settings"))))


def kind_words(seat: dict[str, Any], mine: int | None) -> str:
    """Who plays a seat, in words."""
    kind = seat.get("kind")
    if seat.get("seat") == mine:
        return t("this device")
    if kind == "host":
        return t("the host")
    if kind == "bot":
        return t("a bot")
    if kind == "open":
        return t("waiting for a guest")
    if kind == "away":
        return t("away")
    person = seat.get("person") or ""
    return person if person and person != seat.get("name") else t("a guest")


def seats(roster: list[dict[str, Any]], host: bool, mine: int | None = None) -> list:
    """The table's seats: who plays each, who is still choosing; the host may hand a
    guest's seat to a bot and back, a guest without a seat may take a free one."""
    rows = []
    for seat in roster:
        i = seat["seat"]
        buttons = []
        if host and i != mine and seat.get("kind") in ("guest", "away"):
            buttons.append(h("button", {"class_": "small", "data_act": "tg-bot",
                                        "data_arg": str(i)}, t("Give to a bot")))
        if host and i != mine and seat.get("kind") == "away":
            buttons.append(h("button", {"class_": "small", "data_act": "tg-invite",
                                        "data_arg": str(i), "id": f"tg-invite-{i}"},
                             t("Invite to this seat")))
        if host and seat.get("handed"):
            buttons.append(h("button", {"class_": "small", "data_act": "tg-back",
                                        "data_arg": str(i)}, t("Give back")))
        if not host and seat.get("kind") == "open":
            buttons.append(h("button", {"class_": "primary", "data_act": "tg-claim",
                                        "data_arg": str(i), "id": f"tg-claim-{i}"},
                             t("Take this seat")))
        rows.append(h("li", {"class_": "tg-seat", "data_seat": str(i)},
                      h("strong", None, seat.get("name", "")), " ",
                      h("span", {"class_": "muted"}, kind_words(seat, mine)),
                      seat.get("choosing") and h("span", {"class_": "tg-choosing"},
                                                 " · " + t("choosing")),
                      buttons and h("span", {"class_": "tg-seat-acts"}, buttons)))
    return h("ul", {"class_": "tg-seats", "id": "tg-seats"}, rows)


def scan_buttons(what: str) -> list:
    """Read a code from a QR code: with the camera, or from a picture (a photo or a
    screenshot of the other device's screen); ``what``: the code's name, in words."""
    return h("div", {"class_": "tg-scan"},
             h("button", {"class_": "primary", "data_act": "tg-camera", "id": "tg-camera-button"},
               t("Scan {code}", code=what)),
             h("label", {"class_": "button"}, t("From a picture…"),
               h("input", {"type": "file", "id": "tg-picture", "accept": "image/*",
                           "data_file": "tg-picture", "data_max": str(PICTURE_MAX),
                           "class_": "hidden-file"})))


def host_panel(roster: list[dict[str, Any]], title: str, invite: dict[str, str],
               mine: int | None, watchers: int = 0) -> list:
    """The host's seats and its invitation: a QR code of the link beside the ways to
    read the guest's answer (the camera, a picture, pasted) and Connect, the link as
    text folded below. The invitation comes first, so Connect shows without scrolling
    on a phone; the panel folds away once every seat is taken."""
    waiting = any(s.get("kind") in ("open", "away") for s in roster)
    parts: list = []
    if not invite:
        parts.append(h("button", {"class_": "primary", "data_act": "tg-invite",
                                  "id": "tg-invite"}, t("Invite a device")))
    elif "code" not in invite:
        parts.append(h("p", {"class_": "muted"}, t("Making the invitation…")))
    else:
        parts.append(h("div", {"class_": "tg-invite"},
            h("img", {"class_": "tg-qr", "id": "tg-qr", "src": invite["qr"],
                      "alt": t("Invitation QR code")}),
            h("div", {"class_": "tg-invite-side"},
              invite.get("seat") and h("p", {"id": "tg-invite-seat"}, t(
                  "This invitation takes {player}'s seat back, on whichever device opens it.",
                  player=invite["seat"])),
              h("p", None, t("On the other device, scan this code or open the link; then "
                             "read its answer here.")),
              scan_buttons(t("the answer")),
              h("textarea", {"name": "tg-answer", "id": "tg-answer", "rows": "2",
                             "aria-label": t("The guest's answer"),
                             "placeholder": t("The guest's answer")}),
              h("button", {"class_": "primary", "data_act": "tg-answer", "id": "tg-connect"},
                t("Connect")),
              h("details", {"class_": "tg-as-text"},
                h("summary", None, t("The invitation as text")),
                h("textarea", {"class_": "tg-code", "id": "tg-invite-code", "readonly": True,
                               "rows": "3", "aria-label": t("Invitation link")},
                  invite["link"])))))
    parts.append(seats(roster, True, mine))
    if watchers:
        parts.append(h("p", {"class_": "muted", "id": "tg-watchers"},
                       t("Table screens: {n}", n=watchers)))
    return h("details", {"class_": "tg-panel", "id": "tg-host", "open": waiting or bool(invite)},
             h("summary", None, t("Hosting “{name}”", name=title)), parts,
             h("button", {"class_": "small", "data_act": "home"}, t("Leave the game")))


def join_panel(answer: dict[str, str], roster: list[dict[str, Any]],
               table: dict[str, Any], rejoin: bool = False) -> list:
    """A guest joining: the host's code to paste, then its answer to show, then the
    seats to take."""
    if roster:
        return h("section", {"class_": "tg-panel", "id": "tg-join"},
                 h("h2", None, t("{player} hosts “{name}”", player=table.get("host") or "",
                                 name=table.get("title") or "")),
                 seats(roster, False),
                 h("button", {"data_act": "tg-watch", "id": "tg-watch"},
                   t("Be the table screen (every city, no hand)")),
                 h("button", {"class_": "small", "data_act": "home"}, t("Leave the game")))
    parts: list = [h("h2", None, t("Join a game on another device")),
                   rejoin and h("p", {"id": "tg-rejoin"},
                                t("You take your seat back at “{name}”, hosted by {player}: "
                                  "ask the host for a new invitation.",
                                  name=table.get("title") or "",
                                  player=table.get("host") or "")),
                   h("p", None, t("Paste the host's invitation (its code or link), or open "
                                  "its link on this device.")),
                   h("textarea", {"name": "tg-offer", "id": "tg-offer", "rows": "3",
                                  "aria-label": t("The host's invitation"),
                                  "placeholder": t("The host's invitation")}),
                   h("button", {"class_": "primary", "data_act": "tg-offer",
                                "id": "tg-make-answer"}, t("Answer")),
                   scan_buttons(t("the invitation"))]
    if answer:
        parts += [h("p", None, t("Show this code to the host, or send it: the host pastes "
                                 "it to connect.")),
                  h("img", {"class_": "tg-qr", "id": "tg-answer-qr", "src": answer["qr"],
                            "alt": t("Answer QR code")}),
                  h("textarea", {"class_": "tg-code", "id": "tg-answer-code",
                                 "readonly": True, "rows": "3",
                                 "aria-label": t("Answer code")}, answer["code"])]
    parts.append(h("button", {"class_": "small", "data_act": "home"}, t("Home")))
    return h("section", {"class_": "tg-panel", "id": "tg-join"}, parts)


def held(sentence: str) -> list:
    """The pick this person made, held until everyone has chosen, above their table
    (which says whom it waits for): it may be taken back until then."""
    return h("section", {"class_": "tg-held", "id": "tg-held", "role": "status"},
             h("div", {"class_": "tg-held-pick"},
               h("p", {"class_": "muted"}, t("You chose")),
               h("h2", None, i18n.sentence(sentence)),
               h("p", {"class_": "muted"},
                 t("The turn is revealed when everyone has chosen."))),
             h("button", {"class_": "big", "data_act": "tg-undo", "id": "tg-undo"},
               t("Undo")))


def clocks(left: list[tuple[str, int]]) -> list | None:
    """The turn timer: each choosing person's time left (nothing without a timer)."""
    if not left:
        return None
    return h("p", {"class_": "tg-clock", "id": "tg-clock", "role": "timer"},
             t("Time left:"), " ",
             [h("span", {"class_": "tg-left" + (" low" if n <= 10 else "")},
                f"{name} {left_words(n)}") for name, n in left])


def screen_head(table: dict[str, Any], roster: list[dict[str, Any]]) -> list:
    """The table screen's heading: the game, its host, who is still choosing."""
    choosing = [str(s.get("name") or "") for s in roster if s.get("choosing")]
    return h("section", {"class_": "tg-screen-head", "id": "tg-screen"},
             h("h2", None, t("{player} hosts “{name}”", player=table.get("host") or "",
                             name=table.get("title") or "")),
             choosing and h("p", {"id": "tg-choosing"},
                            t("Still choosing: {players}", players=", ".join(choosing))))
