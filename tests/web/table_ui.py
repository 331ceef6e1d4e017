"""A table's ``TableUi`` written the short way the tests write it: ``selected``,
``mark``, ``opt_<kind>`` (a way to pay, a city's sheet) and any other key a panel
opened (``log=True``, ``discard=True``, a price's breakdown key)."""

from __future__ import annotations

from typing import Any

from wonders_ui.tables.context import TableUi


def ui_of(flags: dict[str, Any] | TableUi | None = None) -> TableUi:
    """The ``TableUi`` that ``flags`` describe."""
    if isinstance(flags, TableUi):
        return flags
    ui = TableUi()
    for key, value in (flags or {}).items():
        if key == "selected":
            ui.selected = value
        elif key == "mark":
            ui.mark = value
        elif key.startswith("opt_"):
            ui.options[key.removeprefix("opt_")] = value
        elif value:
            ui.opened.add(key)
    return ui
