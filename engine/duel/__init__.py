"""7 Wonders Duel (base game): the two-player ruleset of the family.

``new_state(config, seed)`` sets up a game; ``normalise_config`` checks the set-up
options::

    {"players": 2, "names": ["Antoine", "Bruno"], "wonders": "draft" | "first-game"}

``determinize(view, seed)`` samples a full state consistent with a player's view
(for search bots). Position files (``score`` / ``payments``) live in
``engine.duel.positions``. Modules: ``data`` (the card data), ``structure`` (the
Age layouts), ``costs`` (trading), ``military`` (the conflict pawn), ``science``
(symbols and progress tokens), ``actions`` (moves), ``phases`` (the phases),
``state`` (``DuelState``: the turn's rules) and its parts ``dealing`` (set-up, Ages,
the draft), ``city`` (cards, wonders, tokens), ``pricing`` (what things cost) and
``ending`` (military, science, the end of turns, Ages and the
game); ``offers`` (prices and reasons in words), ``view`` (what a player sees),
``determinize`` (a full state consistent with a view), ``game`` (the ``Game``),
``bots`` (evaluation, greedy, the levels) and ``ismcts`` (the tree search of ``hard``
and ``strong``).
"""

from __future__ import annotations

from . import positions
from .actions import Move
from .determinize import determinize
from .game import GAME, new_state, normalise_config
from .state import DuelState

__all__ = ["GAME", "Move", "DuelState", "determinize", "new_state", "normalise_config",
           "positions"]
