"""The compendium: every card and wonder of a game as printed (cost, effect, chains,
copies by player count), searchable; reachable from the home screen and the table.

Each game's table package draws its own entries (``tables/<game>_compendium.py``,
named by the game's page manifest, ``compendium``: ``compendiums``): ``books()`` names
the compendia it offers (7 Wonders one per edition) with the set-up they describe,
``sections(config)`` gives the titled groups of entries, each as (extra search words,
drawing). The search looks in an entry's name, its extra words and every icon's word
("wood", "3 coins").
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from . import games, i18n
from .commands import Command, Then
from .i18n import t, tn
from .state import Screen, State, open_over
from .tables.icons import spoken
from .tables.parts import language_picker
from .vdom import h


def compendiums() -> dict[str, str]:
    """Game id -> the module that draws its compendium (its page manifest's
    ``compendium``: ``games``)."""
    return {game: page.compendium for game, page in games.manifests().items()}


@cache
def books() -> tuple[tuple[str, str, str, tuple], ...]:
    """Every compendium: (key, title, game id, set-up as sorted items), in the order
    of ``compendiums``; the key ("7wonders.1", "duel.0") names it in an action."""
    out = []
    for game_id, module in compendiums().items():
        for i, (title, config) in enumerate(importlib.import_module(module).books()):
            out.append((f"{game_id}.{i}", title, game_id, tuple(sorted(config.items()))))
    return tuple(out)


def book_for(game_id: str, config: dict[str, Any]) -> str:
    """The key of the compendium that describes a game being played with ``config``:
    of those whose set-up it matches, the one that says most (with Cities, the book
    with Cities)."""
    keys = [b for b in books() if b[2] == game_id]
    fits = [b for b in keys if all(config.get(k) == v for k, v in b[3])]
    if fits:
        return max(fits, key=lambda b: len(b[3]))[0]
    return keys[0][0] if keys else books()[0][0]




@cache
def _entries(key: str, language: str) -> tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]:
    """The sections of one compendium with each entry's search text (folded), drawn
    in ``language`` (the one spoken now): its names and words are found in it and in
    English."""
    _key, _title, game_id, setup = next(b for b in books() if b[0] == key)
    module = importlib.import_module(compendiums()[game_id])
    return tuple((title, tuple((f"{words} {spoken(node)}".casefold(), node)
                               for words, node in entries))
                 for title, entries in module.sections(dict(setup)))


def matches(key: str, query: str) -> list[tuple[str, list[Any]]]:
    """The sections of compendium ``key`` with the entries whose text holds every word
    of ``query`` (any case); sections left empty are dropped."""
    words = query.casefold().split()
    out = []
    for title, entries in _entries(key, i18n.language()):
        found = [node for text, node in entries if all(w in text for w in words)]
        if found:
            out.append((title, found))
    return out


def screen(key: str, query: str, back: str) -> list:
    """``#compendium``: a tab per compendium, the search field and the entries found.
    ``back`` labels the button that returns ("Back to the table", "Home")."""
    if key not in {b[0] for b in books()}:
        key = books()[0][0]
    _key, _title, game_id, setup = next(b for b in books() if b[0] == key)
    i18n.use_names(game_id, dict(setup).get("edition"))
    found = matches(key, query)
    count = sum(len(nodes) for _, nodes in found)
    tabs = [h("button", {"class_": "tab" + (" selected" if k == key else ""),
                         "data_act": "compendium", "data_arg": k,
                         "aria_pressed": "true" if k == key else "false"}, i18n.sentence(title))
            for k, title, _game, _setup in books()]
    return [h("header", {"class_": "compendium-head"},
              h("button", {"class_": "small", "data_act": "compendium_close",
                           "id": "compendium-close"}, back),
              h("h1", None, t("Cards and wonders")),
              h("div", {"class_": "tabs", "role": "group"}, tabs), language_picker()),
            h("div", {"class_": "compendium-search", "role": "search"},
              h("input", {"type": "search", "id": "compendium-query", "name": "query",
                          "value": query, "placeholder": t("Search: a name, wood, 3 coins…"),
                          "data_change": "compendium_search",
                          "aria_label": t("Search the cards and wonders")}),
              h("button", {"class_": "small", "data_act": "compendium_search_form",
                           "id": "compendium-go"}, t("Search"))),
            h("p", {"class_": "muted", "id": "compendium-count"},
              t("{n} found", n=count) if query.strip()
              else tn("{n} card or wonder", "{n} cards and wonders", count)),
            h("div", {"class_": "compendium", "id": "compendium", "data_keep_scroll": True},
              [h("section", {"class_": "compendium-section"}, h("h2", None, i18n.sentence(title)),
                 h("div", {"class_": "compendium-items"}, nodes))
               for title, nodes in found]
              or h("p", {"class_": "empty"}, t("Nothing matches “{query}”.", query=query)))]


def act_compendium(st: State, tap: Command) -> list:
    """Open the compendium (the argument: which one; none: the game being played's, or
    the first), over the table or the home screen, which stay as they were."""
    if st.screen != Screen.COMPENDIUM:
        st.cards = {"query": ""}
    s, key = st.session, tap["arg"]
    if key:
        st.cards["key"] = str(key)
    elif "key" not in st.cards:
        st.cards["key"] = (book_for(s.state.game, s.state.config) if s is not None
                           else books()[0][0])
    open_over(st, Screen.COMPENDIUM)
    return []


def act_compendium_search(st: State, tap: Command) -> list:
    st.cards["query"] = str(tap["arg"] or "")[:80]
    return []


def act_compendium_search_form(st: State, tap: Command) -> list:
    st.cards["query"] = str((tap.get("form") or {}).get("query", "") or "")[:80]
    return []


def act_compendium_close(_st: State, _tap: Command) -> list:
    return [Then("close_over")]


def draw(st: State) -> list:
    """The compendium screen as the state has it."""
    back = t("Home") if st.back_to == Screen.HOME else t("Back to the game")
    return screen(st.cards.get("key", ""), st.cards.get("query", ""), back)
