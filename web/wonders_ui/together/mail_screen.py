"""The markup of play by message: the links to send (each in a box to copy from, with
a Copy button), the box to paste a link received into, the host's invitations by
message, a guest's answer to one. Markup only (``play.Together`` decides what shows)."""

from __future__ import annotations

from typing import Any

from ..i18n import t
from ..vdom import h


def link_box(ident: str, label: str, text: str, which: str) -> list:
    """A link to send: what it is, the link to copy, a Copy button (keyed by its box's
    ``ident``, so a link box that comes or goes keeps the other boxes' elements)."""
    return h("div", {"class_": "tg-post-link", "data_key": ident},
             h("p", None, label, " ",
               h("button", {"class_": "small", "data_act": "tg-post-copy", "data_arg": which},
                 t("Copy"))),
             h("textarea", {"class_": "tg-code", "id": ident, "readonly": True, "rows": "1",
                            "aria-label": label}, text))


def paste_box() -> list:
    """Where a link received is pasted (a chat app's own browser may keep no storage:
    the link pasted here works as opened). Keyed: a link box drawn above it while a link
    is being pasted (a letter sealed in the meantime) leaves the pasted text in place."""
    return h("div", {"class_": "tg-post-in", "id": "tg-post-paste"},
             h("textarea", {"name": "tg-post-in", "id": "tg-post-in", "rows": "1",
                            "aria-label": t("A link received"),
                            "placeholder": t("Paste a link received")}),
             h("button", {"class_": "primary", "data_act": "tg-post-open",
                          "id": "tg-post-open"}, t("Open the link")))


def host_panel(roster: list[dict[str, Any]], out: dict[str, str],
               invites: dict[int, str], by_message: set[int]) -> list:
    """The host's play by message: an invitation for each open seat and each seat played
    live whose guest is gone (it switches to letters), the newest link for each seat
    played by message with its live invitation (it switches back), and the box for the
    guests' links; it folds away (one line each, so the table stays near the top)."""
    parts: list = []
    for seat in roster:
        i, name = seat["seat"], seat.get("name", "")
        if i in invites and i not in by_message:
            parts.append(link_box(f"tg-post-invite-{i}", t(
                "Invitation for {player}'s seat: send it to them", player=name),
                invites[i], f"i{i}"))
        elif seat.get("kind") in ("open", "away") and i not in by_message:
            # a seat played live whose guest is gone too: it switches to letters
            parts.append(h("button", {"class_": "small", "data_act": "tg-post-invite",
                                      "data_arg": str(i), "id": f"tg-post-invite-btn-{i}"},
                           t("Invite {player} by message", player=name)))
        if str(i) in out:
            parts.append(link_box(f"tg-post-out-{i}", t("The newest link for {player}: "
                                                        "send it to them", player=name),
                                  out[str(i)], str(i)))
        if i in by_message:  # back to live: an invitation with the seat's rejoin code
            parts.append(h("button", {"class_": "small", "data_act": "tg-invite",
                                      "data_arg": str(i), "id": f"tg-invite-{i}"},
                           t("Invite to this seat")))
    return h("details", {"class_": "tg-panel", "id": "tg-post", "open": True},
             h("summary", None, t("Play by message")), parts, paste_box())


def guest_panel(out: str, host: str, waiting: bool) -> list:
    """A guest's play by message: its link to send the host, the box for the host's."""
    return h("section", {"class_": "tg-panel", "id": "tg-post"},
             waiting and h("p", {"id": "tg-post-waiting"},
                           t("Your move is in the link below: send it to {player}, then "
                             "open the next link from them.", player=host or t("the host"))),
             out and link_box("tg-post-out", t("Your link for {player}: send it to them",
                                               player=host or t("the host")), out, "host"),
             paste_box())


def invitation(about: dict[str, Any]) -> list:
    """A guest's invitation by message opened: the person's name, then Join."""
    return h("section", {"class_": "tg-panel", "id": "tg-post-join"},
             h("h2", None, t("{player} invites you to “{name}”",
                             player=about.get("host") or "", name=about.get("title") or "")),
             h("label", None, t("Your name"),
               h("input", {"name": "tg-post-name", "id": "tg-post-name", "maxlength": "40"})),
             h("button", {"class_": "primary", "data_act": "tg-post-join",
                          "id": "tg-post-join-button"}, t("Join by message")), " ",
             h("button", {"class_": "small", "data_act": "home"}, t("Home")))
