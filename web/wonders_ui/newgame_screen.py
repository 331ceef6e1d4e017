"""The new-game screen as choices a person taps through (``newgame`` holds the model).

The game as big boxes, the player count as chips, each of the game's everyday options
(an edition, an expansion, teams) as a row of chips, one row a seat (person or bot, a
name, the bot's level in plain words from the level's own data), and the rarely
changed options (``Option.advanced``: wonder sides, wonder assignment) with the seed
folded in a ``<details>``. Every chip is a real radio button in its label (keyboard and
screen readers work; the label is the 44 px target), named as the form reads it.
"""

from __future__ import annotations

from typing import Any

from engine import get_game

from . import i18n, newgame
from .i18n import t, tn
from .together.clock import CHOICES, choice_words
from .vdom import h


def chip(name: str, value: str, label: Any, chosen: bool, cls: str = "chip") -> list:
    """One choice of a group: a radio button (``id``: ``name-value``) in its label."""
    return h("label", {"class_": f"{cls} on" if chosen else cls},
             h("input", {"type": "radio", "name": name, "value": value,
                         "id": f"{name}-{value or 'any'}", "checked": chosen,
                         "data_change": "setup-change"}),
             label)


def chips(name: str, legend: str, choices: list[tuple[str, Any]], chosen: str,
          cls: str = "chip") -> list:
    """A group of chips under its legend (a ``fieldset``: one question)."""
    return h("fieldset", {"class_": "chips", "id": f"{name}-choice"},
             h("legend", None, legend),
             h("div", {"class_": "chip-row"},
               [chip(name, v, label, v == chosen, cls) for v, label in choices]))


def level_words(level: Any) -> str:
    """A bot level as the seat's list shows it: "easy: plays simply, by a few fixed rules"."""
    return t("{level}: {summary}", level=i18n.sentence(level.name),
             summary=i18n.sentence(level.summary))


def _select(attrs: dict[str, Any], choices: list[tuple[str, str]], chosen: str) -> list:
    return h("select", attrs,
             [h("option", {"value": v, "selected": v == chosen}, label) for v, label in choices])


def _option(game: Any, setup: dict[str, Any], option: Any) -> list:
    chosen = setup["options"].get(game.id, {}).get(option.key)
    return chips(option.key, i18n.sentence(option.label),
                 [(newgame.form_value(v), i18n.sentence(label)) for v, label in option.choices],
                 chosen)


def _seat(game: Any, setup: dict[str, Any], i: int, seat: dict[str, Any]) -> list:
    bot = seat.get("kind") == "bot"
    per_seat = [o for o in game.options
                if o.per_seat and newgame.seats_choose(game, setup, o.key)]
    return h(
        "li", {"class_": "seat-row bot" if bot else "seat-row"},
        h("span", {"class_": "seat-no", "aria_hidden": "true"}, str(i + 1)),
        _select({"name": f"seat{i}-kind", "data_change": "setup-change",
                 "aria_label": t("Seat {n}", n=i + 1)},
                [("human", t("Person")), ("bot", t("Bot"))], "bot" if bot else "human"),
        h("input", {"name": f"seat{i}-name", "value": i18n.player(seat.get("name", "")),
                    "maxlength": "24", "aria_label": t("Name of seat {n}", n=i + 1)}),
        bot and _select({"name": f"seat{i}-level", "class_": "level",
                         "aria_label": t("Bot level of seat {n}", n=i + 1)},
                        [(lv.name, level_words(lv)) for lv in game.bot_levels],
                        seat.get("level", "")),
        [_select({"name": f"seat{i}-{o.key}",
                  "aria_label": t("{option} of seat {n}", option=i18n.sentence(o.label),
                                  n=i + 1)},
                 [(newgame.ANY, t("Any"))] + [(c, i18n.name(c)) for c in o.seat_choices],
                 newgame.form_value(newgame.seat_value(o, seat)))
         for o in per_seat],
    )


def game_box(game: Any, chosen: bool) -> list:
    """A game as a big box: its title and its player counts."""
    low, high = game.min_players, game.max_players
    players = (tn("{n} player", "{n} players", low) if low == high
               else t("{low}–{high} players", low=low, high=high))
    return [h("strong", {"class_": "box-title"}, i18n.sentence(game.title)),
            h("span", {"class_": "box-sub"}, players)]


def screen(setup: dict[str, Any]) -> list:
    """The new-game screen: game, players, everyday options, seats, the rest folded."""
    game = get_game(setup["game"])
    n = setup["players"]
    has_edition = any(o.key == "edition" for o in game.options)
    i18n.use_names(game.id, newgame.option_value(game, setup, "edition") if has_edition else None)
    everyday = [o for o in game.options if not o.advanced]
    rare = [o for o in game.options if o.advanced]
    games = newgame.offered_games()
    return [
        h("header", {"class_": "bar"},
          h("button", {"data_act": "home"}, t("‹ Back")), h("h1", None, t("New game"))),
        h("div", {"class_": "setup"},
          chips("game", t("Game"), [(g.id, game_box(g, g.id == game.id)) for g in games],
                game.id, "chip game-box"),
          chips("players", t("Players"),
                [(str(k), str(k)) for k in newgame.player_counts(game, setup)], str(n)),
          [_option(game, setup, o) for o in everyday],
          h("fieldset", {"class_": "seats-box"}, h("legend", None, t("Seats")),
            h("ol", {"class_": "seats"},
              [_seat(game, setup, i, seat) for i, seat in enumerate(setup["seats"][:n])])),
          h("details", {"class_": "more", "id": "advanced"},
            h("summary", None, t("More options")),
            [_option(game, setup, o) for o in rare],
            h("label", {"class_": "field"}, t("Seed (optional)") + " ",
              h("input", {"name": "seed", "value": setup.get("seed", ""),
                          "inputmode": "numeric", "id": "seed",
                          "maxlength": str(newgame.SEED_CHARS)})),
            together_options()),
          h("div", {"class_": "row start-bar"},
            h("button", {"class_": "primary big", "data_act": "start", "id": "start"},
              t("Start the game")),
            h("button", {"class_": "big", "data_act": "tg-host", "id": "tg-host-start"},
              t("Start and invite other devices")),
            h("button", {"class_": "big", "data_act": "share-setup", "id": "share-setup"},
              t("Share set-up")))),
    ]


def together_options() -> list:
    """Playing on other devices (issue 57): a turn timer (a bot plays for a person whose
    time runs out) and this device as the table screen, without a seat of its own."""
    return h("fieldset", {"class_": "tg-options"},
             h("legend", None, t("Playing on other devices")),
             h("label", {"class_": "field"}, t("Turn timer") + " ",
               _select({"name": "tg-timer", "id": "tg-timer"},
                       [(str(v), choice_words(v)) for v in CHOICES], "0")),
             h("label", {"class_": "field"},
               h("input", {"type": "checkbox", "name": "tg-table", "id": "tg-table"}), " ",
               t("This device shows the table (no seat of its own)")))
