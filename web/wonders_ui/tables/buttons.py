"""The two buttons of the top bars that open a panel of the page, drawn here beneath
the tables (the tables and the home screen draw them; the panels are ``reveal`` and
``settings``): the pace of the bots, and the settings."""

from __future__ import annotations

from ..i18n import t
from ..vdom import h


def pace_button() -> list:
    """``#pace-button`` (action ``pace_open``): opens the pace panel (the top bar's)."""
    return h("button", {"class_": "small", "data_act": "pace_open", "id": "pace-button",
                        "title": t("How fast the bots play")}, t("Pace"))


def settings_button(icon: bool = False) -> list:
    """``#settings-button`` (action ``settings``: opens or closes ``#settings``): the
    word, or with ``icon`` a gear named "Settings" for screen readers (the table's top
    bar, where a word would take a second row at 1280 px)."""
    return h("button", {"class_": "small settings-button", "data_act": "settings",
                        "id": "settings-button", "title": t("Motion, colours, text size"),
                        "aria_label": t("Settings") if icon else None},
             "⚙" if icon else t("Settings"))
