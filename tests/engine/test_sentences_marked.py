"""Every sentence the engine hands to people is made from a ``say`` template, so the
page finds it in the message catalogue and shows it in the player's language (issue
"The game in the rulebooks' languages": "no string built by concatenating translated
fragments").

Random games of every game, edition, option and player count (the soak's set-ups, a
few games each) are played; every text a view carries for people (the reasons a move
is impossible, the price breakdowns, the score pad's lines), every move as the log
words it (``describe_move``, for the player and for "You"), every option, choice and
bot level label is collected and matched against the templates of ``say`` calls found
under ``engine/`` by the extractor (``tools/i18n.py``), with the page's own matcher
(``tests.web.templates``)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

from engine.cli.soak_games import all_setups, concrete
from engine.games import all_games, get_game
from tests.web.templates import Templates
from tools.i18n import extract

GAMES_A_GAME = 16  # at least, spread over its set-ups (one game a set-up at least)
VIEW_SHARE = 0.1  # the share of moves whose mover's view is read
#: keys of a view whose string values are sentences for people
SENTENCE_KEYS = {"reason", "stage_reason", "what"}


def engine_templates() -> list[str]:
    """The templates of the engine's ``say`` calls, as the extractor finds them."""
    return [msgid for msgid, entry in extract().items()
            if any(where.startswith("engine/") for where in entry["where"])]


def view_sentences(view: Any) -> Iterator[str]:
    """The strings under ``SENTENCE_KEYS`` anywhere in a view."""
    if isinstance(view, dict):
        for key, value in view.items():
            if key in SENTENCE_KEYS and isinstance(value, str):
                yield value
            else:
                yield from view_sentences(value)
    elif isinstance(view, list):
        for value in view:
            yield from view_sentences(value)


def described(game: Any, view: dict[str, Any], moves: list[tuple[int, str]]) -> Iterator[str]:
    """Each move as the log words it, after a name and after "You"."""
    for p, text in moves:
        yield game.describe_move(view, p, text)
        names = list(view.get("names") or [])
        if 0 <= p < len(names):
            names[p] = "You"
            yield game.describe_move({**view, "names": names}, p, text)


def log_moves(view: dict[str, Any]) -> list[tuple[int, str]]:
    """The ``(player, move text)`` pairs of a view's log (7 Wonders: turns of moves;
    Duel: one pair a move)."""
    out = []
    for entry in view.get("log") or []:
        if isinstance(entry, dict):
            out += [(p, text) for p, text in entry.get("moves", [])]
        else:
            out.append((entry[0], entry[1]))
    return out


def played_texts(seed: int = 19) -> set[str]:
    """Every sentence the views and the log of a few random games of every set-up carry."""
    texts: set[str] = set()
    setups, _refused = all_setups()
    per_game = Counter(setup.game for setup in setups)
    rng = random.Random(seed)
    for setup in setups:
        game = get_game(setup.game)
        for _ in range(max(1, GAMES_A_GAME // per_game[setup.game])):
            state = game.new_game(rng.getrandbits(32), **concrete(game, setup, rng))
            while not state.is_terminal():
                p = rng.choice(state.current_players())
                if rng.random() < VIEW_SHARE:
                    texts.update(view_sentences(state.view(p)))
                state.apply(p, rng.choice(state.legal_actions(p)))
            view = state.view(0)
            texts.update(view_sentences(view))
            texts.update(described(game, view, log_moves(view)))
    return texts


def label_texts() -> set[str]:
    """Every set-up option's label and choice labels, every bot level's name and summary."""
    texts: set[str] = set()
    for game in all_games():
        for option in game.options:
            texts.add(option.label)
            texts.update(label for _value, label in option.choices)
        for level in game.bot_levels:
            texts.update((level.name, level.summary))
    return texts


#: set-ups each game refuses, and moves no game reads or allows
BAD_CONFIGS = {"7wonders": ({"players": 99}, {"edition": 5}, {"sides": "x"}, {"sides": ["A"]},
                            {"cities": "x"}, {"edition": 2, "cities": "on"}, {"teams": "x"},
                            {"teams": True, "players": 5}, {"names": ["Ann"]},
                            {"wonders": ["Nowhere", None, None, None]},
                            {"wonders": ["Rhodes", "Rhodes", None, None]},
                            {"players": 8}, {"edition": 2, "players": 2}),
               "duel": ({"colour": 1}, {"players": 3}, {"names": [""]}, {"wonders": "x"})}
BAD_MOVES = ("garbage", "x" * 1000, 42, "build Nowhere", "build Palace", "wonder Palace",
             "start 7", "pay x debt y", "build Temple (left x)", "build (Temple)",
             "fc: fc: build Temple")
BAD_SAVES = (b"junk", b"", "text", b"\x81\xa6format\xa7wonders", b"x" * 70000)

BAD_POSITIONS = ([], {"game": "chess"},
                 {"players": [{"name": "Ann", "coin": 1}, {"name": "Bob"}, {"name": "Cy"}]},
                 {"players": [{"name": "Ann", "wonder": "Rome"}, {"name": "Bob"}, {"name": "Cy"}]},
                 {"players": [{"name": "Ann", "coins": -4}, {"name": "Bob"}, {"name": "Cy"}]},
                 {"game": "duel", "pawn": 40}, {"game": "duel", "players": 3})


def error_texts() -> set[str]:
    """The messages of the errors a person may meet: set-ups refused, moves not read or
    not legal, a pick taken back twice, a move after the end, damaged saves."""
    from engine import saves
    from engine.errors import WondersError

    texts: set[str] = set()

    def caught(fn: Any, *args: Any, **kwargs: Any) -> None:
        try:
            fn(*args, **kwargs)
        except WondersError as exc:
            texts.add(str(exc))

    for game in all_games():
        for config in BAD_CONFIGS[game.id]:
            caught(game.new_game, 1, **config)
        state = game.new_game(1)
        for move in BAD_MOVES:
            caught(state.apply, state.current_players()[0], move)
        caught(state.apply, 99, "build Temple")
        caught(state.undo_pick, 99)
        caught(state.undo_pick, 0)
        first = state.current_players()[0]
        state.apply(first, state.legal_actions(first)[0])
        caught(state.apply, first, "build Temple")
        rng = random.Random(1)
        while not state.is_terminal():
            p = rng.choice(state.current_players())
            state.apply(p, rng.choice(state.legal_actions(p)))
        caught(state.apply, 0, "build Temple")
        blob = saves.dumps(state)
        caught(saves.loads, blob[:len(blob) // 2])
    for blob in BAD_SAVES:
        caught(saves.loads, blob)
    for position in BAD_POSITIONS:
        caught(saves.from_position, position)
    return texts


def names() -> set[str]:
    """The names of every game's cards, wonders and tokens: shown as names (the page's
    ``i18n.name``), not sentences (a score line may be a card's name alone)."""
    out: set[str] = set()
    for game in all_games():
        catalogue = game.catalogue()
        for kind in ("cards", "tokens"):
            out.update(catalogue.get(kind, {}))
        for key, wonder in catalogue.get("wonders", {}).items():
            out.update((key, wonder.get("name", key)))
    return out


def unmarked(texts: set[str], templates: list[str]) -> list[str]:
    """The texts no template makes: neither a message itself, nor a name, nor matched
    by a template."""
    plain = set(templates) | names()
    found = Templates(templates)
    return sorted(t for t in texts if t and t not in plain and found.find(t) is None)


def test_every_sentence_of_a_played_game_is_a_say_template() -> None:
    texts = played_texts()
    assert len(texts) > 500, "the games carried too few sentences to test"
    missing = unmarked(texts, engine_templates())
    assert not missing, f"{len(missing)} texts made by no say() template, e.g.:\n" + \
        "\n".join(missing[:40])


def test_every_option_and_bot_level_label_is_a_say_template() -> None:
    missing = unmarked(label_texts(), engine_templates())
    assert not missing, "labels made by no say() template:\n" + "\n".join(missing)


def test_every_error_a_person_may_meet_is_a_say_template() -> None:
    texts = error_texts()
    assert len(texts) > 20, "too few errors were provoked to test"
    missing = unmarked(texts, engine_templates())
    assert not missing, "errors made by no say() template:\n" + "\n".join(missing)


def test_a_sentence_joined_from_fragments_is_caught() -> None:
    templates = ["builds {card}", "{move}, free by chain"]
    assert unmarked({"builds Temple, free by chain", "builds Temple"}, templates) == []
    assert unmarked({"Temple is free"}, templates) == ["Temple is free"]
