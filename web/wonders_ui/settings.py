"""The app's settings: motion, a colour-blind palette, text size, hints in pass-and-play,
and a STUN server for playing together across networks (``together``).

What a person chooses here is remembered on this device (``storage.SaveStore.prefs``)
and shows as classes on the page's root element (``Prefs.classes``), which the
stylesheets honour (``web/settings.css``): ``motion-reduced`` and ``motion-none`` do
what the system's ``prefers-reduced-motion: reduce`` does (and "none" also stills the
reveal's marks, ``reveal_ms``), ``cb`` swaps the card colours for a palette safer for
deuteranopia and protanopia and puts each colour's shape (``tables.glyphs``) on every
card and chip whose colour was the only cue, ``text-large`` / ``text-larger`` scale the
page by 115 % / 130 %. ``web/ui.js`` puts the stored classes on the page before its
first screen paints; the controller puts them again on every change
(``page.set_classes``).

The settings panel (``#settings``, action ``settings``) opens as a dialog over any
screen from home's and the table's Settings buttons; each choice is a button of a group
(``aria-pressed``), 44 px tall at least. The STUN server is a text field with its own
Save button (empty by default: devices on one Wi-Fi or one phone's hotspot need none;
docs/together.md); a malformed one is refused in one line and changes nothing. Above
it, "Across networks" offers a named preset (``STUN_PRESET``, off by default): a
well-known public STUN server, with the one line that says what it learns, the
device's public address.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from engine.errors import WondersError

from . import commands
from .commands import Command, Effect, toast
from .i18n import N_, t
from .state import State
from .vdom import h

#: motion: key, label, what it does
MOTIONS = (("full", N_("Full"), N_("cards slide and glow as a turn is revealed")),
           ("reduced", N_("Reduced"), N_("no sliding: what arrives only fades in")),
           ("none", N_("None"), N_("nothing moves or blinks")))
#: text size: key, label, scale in per cent
TEXTS = (("normal", N_("Normal"), 100), ("large", N_("Large"), 115),
         ("larger", N_("Larger"), 130))
#: every class a setting may put on the page's root element (``web/ui.js`` clears them)
ALL_CLASSES = ("motion-reduced", "motion-none", "cb", "text-large", "text-larger")
#: a STUN server's address (RFC 7064): ``stun:`` or ``stuns:``, a host name, an IPv4 or
#: a bracketed IPv6 address, and a port
STUN = re.compile(r"stuns?:(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?"
                  r"|\[[0-9A-Fa-f:.]{2,45}\])(?::(?P<port>[0-9]{1,5}))?")
MAX_STUN = 260  # characters of a STUN server's address
#: the named STUN preset (issue 57, "Across networks"): key, the server's name, its
#: address. A STUN server answers a device's question "which address do you see me
#: at?", so it learns that address (the device's public one) and nothing of the game.
STUN_PRESET = ("google", "Google", "stun:stun.l.google.com:19302")


class SettingError(WondersError):
    """A setting that cannot be taken as given (one line; nothing is changed)."""


def stun_server(text: Any) -> str:
    """``text`` as a STUN server's address (spaces around it dropped; "" for none), or
    ``SettingError``: "stun:stun.example.org:3478" is one."""
    value = str(text or "").strip()
    if not value:
        return ""
    found = STUN.fullmatch(value) if len(value) <= MAX_STUN else None
    if found is None or not 0 < int(found.group("port") or 3478) < 65536:
        shown = value if len(value) <= 40 else value[:39] + "…"
        raise SettingError(t("A STUN server is written stun:host or stun:host:port, not "
                             "“{text}”", text=shown))
    return value


@dataclass(frozen=True)
class Prefs:
    """The settings: ``motion`` (a key of ``MOTIONS``), the colour-blind ``palette``,
    ``text`` (a key of ``TEXTS``) and ``hints`` ("Suggest a move" in pass-and-play
    too; against bots it is always offered)."""

    motion: str = "full"
    palette: bool = False
    text: str = "normal"
    hints: bool = False
    stun: str = ""  # a STUN server for playing together across networks ("" for none)

    @classmethod
    def of(cls, data: Any) -> Prefs:
        """Settings from their stored form (anything unknown: the default)."""
        data = data if isinstance(data, dict) else {}
        motion, text = data.get("motion"), data.get("text")
        try:
            stun = stun_server(data.get("stun")) if isinstance(data.get("stun"), str) else ""
        except SettingError:
            stun = ""
        return cls(motion if motion in {k for k, _l, _w in MOTIONS} else "full",
                   data.get("palette") is True,
                   text if text in {k for k, _l, _s in TEXTS} else "normal",
                   data.get("hints") is True, stun)

    def stored(self) -> dict[str, Any]:
        return {"motion": self.motion, "palette": self.palette, "text": self.text,
                "hints": self.hints, "stun": self.stun}

    def classes(self) -> list[str]:
        """The root element's classes for these settings (a subset of ``ALL_CLASSES``)."""
        out = [f"motion-{self.motion}"] if self.motion != "full" else []
        if self.palette:
            out.append("cb")
        if self.text != "normal":
            out.append(f"text-{self.text}")
        return out

    def changed(self, key: str, value: Any) -> Prefs:
        """These settings with ``key`` set to ``value`` (a form's or a button's string);
        ``SettingError`` for a malformed STUN server."""
        data = self.stored()
        if key == "stun":
            data[key] = stun_server(value)
        elif key == "stun-preset":  # the preset on, or no STUN server at all
            data["stun"] = STUN_PRESET[2] if value == STUN_PRESET[0] else ""
        elif key in ("palette", "hints"):
            data[key] = str(value).lower() in ("true", "on", "1")
        elif key in ("motion", "text"):
            data[key] = str(value)
        return Prefs.of(data)


def choice_group(key: str, label: str, options: list[tuple[str, str]], chosen: str,
                 note: str = "") -> list:
    """A labelled row of buttons (``data-act="setting"``, ``data-arg="key:value"``),
    the chosen one pressed."""
    return h("div", {"class_": "set-group", "role": "group", "aria_label": label,
                     "id": f"set-{key}"},
             h("span", {"class_": "set-label"}, label),
             h("span", {"class_": "chip-row"},
               [h("button", {"class_": "chip" + (" on" if value == chosen else ""),
                             "data_act": "setting", "data_arg": f"{key}:{value}",
                             "aria_pressed": "true" if value == chosen else "false"}, text)
                for value, text in options]),
             note and h("span", {"class_": "set-note muted"}, note))


def panel(prefs: Prefs, typed: str | None = None, refused: str = "") -> list:
    """``#settings-layer``: a dialog over the screen, which stays as it was beneath a
    shade: ``#settings``, the four settings and Close (action ``settings``, as the
    Escape key and a tap on the shade do). ``web/ui.js`` moves the focus into it
    (``aria-modal``), keeps Tab within it, and gives the focus back on closing. A STUN
    server that was ``refused`` stays in its field as it was ``typed``, the one line
    beneath it."""
    off_on = [("false", t("Off")), ("true", t("On"))]
    return h(
        "div", {"class_": "settings-layer", "id": "settings-layer"},
        h("div", {"class_": "settings-shade", "data_act": "settings", "aria_hidden": "true"}),
        h("section", {"class_": "settings-panel", "id": "settings", "role": "dialog",
                      "aria_modal": "true", "aria_labelledby": "settings-title",
                      "tabindex": "-1"},
          h("header", {"class_": "set-head"}, h("h2", {"id": "settings-title"}, t("Settings")),
            h("button", {"class_": "small", "data_act": "settings", "id": "settings-close",
                         "data_escape": True}, t("Close"))),
          choice_group("motion", t("Motion"), [(k, t(label)) for k, label, _w in MOTIONS],
                       prefs.motion,
                       next(t(what) for k, _l, what in MOTIONS if k == prefs.motion)),
          choice_group("palette", t("Colour-blind cards"), off_on, str(prefs.palette).lower(),
                       t("safer colours, and every card colour with its own shape")),
          choice_group("text", t("Text size"),
                       [(k, f"{t(label)} {scale} %") for k, label, scale in TEXTS],
                       prefs.text),
          choice_group("hints", t("Suggest a move in pass-and-play"), off_on,
                       str(prefs.hints).lower(),
                       t("against bots it is always offered; at a shared table only when "
                         "everyone agrees to turn it on")),
          stun_preset(prefs.stun),
          stun_field(prefs.stun if typed is None else typed, refused)))


def stun_preset(stun: str) -> list:
    """``#set-stun-preset``: Off, or the named public STUN server (``STUN_PRESET``),
    with the one line that says what that server learns; a server of one's own (the
    field below) presses neither."""
    key, name, address = STUN_PRESET
    chosen = "off" if not stun else key if stun == address else ""
    return choice_group("stun-preset", t("Across networks"),
                        [("off", t("Off")), (key, t("{name}'s STUN server", name=name))],
                        chosen,
                        t("{name}'s STUN server ({host}) learns this device's public "
                          "address while you play together", name=name,
                          host=address.split(":")[1]))


def stun_field(stun: str, refused: str = "") -> list:
    """``#set-stun``: the STUN server for playing together, with its Save button (action
    ``setting-stun``, which reads the field); ``refused``: why the one typed was not
    taken (``#set-stun-refused``, read out at once)."""
    return h("div", {"class_": "set-group", "id": "set-stun"},
             h("label", {"class_": "set-label", "for_": "set-stun-field"},
               t("STUN server (playing together across networks)")),
             h("span", {"class_": "chip-row"},
               h("input", {"id": "set-stun-field", "name": "set-stun", "value": stun,
                           "placeholder": "stun:stun.example.org:3478", "maxlength": "260",
                           "autocomplete": "off", "spellcheck": "false"}),
               h("button", {"class_": "chip", "data_act": "setting-stun",
                            "id": "set-stun-save"}, t("Save"))),
             refused and h("span", {"class_": "set-note refused", "id": "set-stun-refused",
                                    "role": "alert"}, refused),
             h("span", {"class_": "set-note muted"},
               t("empty: none, for devices on one Wi-Fi or one phone's hotspot")))




@dataclass
class Dialog:
    """The settings as this page holds them: the person's preferences (``prefs``),
    whether the dialog is open, and a STUN server refused (as ``typed``, and why)."""

    prefs: Prefs = field(default_factory=Prefs)
    open: bool = False  # the settings panel shows over the screen
    typed: str | None = None  # a STUN server refused, as it was typed
    refused: str = ""  # why it was refused (one line)

    def panel(self) -> list:
        """The dialog as it stands (``panel``)."""
        return panel(self.prefs, self.typed, self.refused)


def classes(prefs: Prefs) -> Effect:
    """The effect that puts the settings' classes on the page's root element."""
    return commands.classes(prefs.classes(), list(ALL_CLASSES))


def act_settings(st: State, _tap: Command) -> list:
    """Open or close the settings panel (the top bar's folded tools, which it was opened
    from, fold again behind it)."""
    d = st.settings
    d.open = not d.open
    d.typed, d.refused = None, ""
    st.ui.opened.discard("bar-tools")
    return []


def act_setting(st: State, tap: Command) -> list:
    """``"key:value"``: change one setting, remember it, and show it at once."""
    key, _, value = str(tap["arg"]).partition(":")
    st.settings.prefs = st.settings.prefs.changed(key, value)
    if key == "stun-preset":  # the field shows the server chosen, not one refused
        st.settings.typed, st.settings.refused = None, ""
    st.saves.save_prefs(st.settings.prefs.stored())
    return [classes(st.settings.prefs)]


def act_setting_stun(st: State, tap: Command) -> list:
    """Take the STUN server written in the field (``SettingError`` if malformed: the one
    line shows, nothing changes)."""
    d = st.settings
    typed = str((tap.get("form") or {}).get("set-stun", ""))
    try:
        d.prefs = d.prefs.changed("stun", typed)
    except SettingError as refused:
        d.typed, d.refused = typed, str(refused)
        return []
    d.typed, d.refused = None, ""
    st.saves.save_prefs(d.prefs.stored())
    return [toast(t("STUN server saved") if d.prefs.stun else t("No STUN server"))]
