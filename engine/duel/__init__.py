"""7 Wonders Duel (base game): the two-player ruleset of the family.

``new_state(config, seed)`` sets up a game; ``normalise_config`` checks the set-up
options::

    {"players": 2, "names": ["Antoine", "Bruno"], "wonders": "draft" | "first-game"}

``determinize(view, seed)`` samples a full state consistent with a player's view
(for search bots). Position files (``score`` / ``payments``) live in
``engine.duel.positions``. Modules: ``data`` (the card data), ``structure`` (the
Age layouts), ``costs`` (trading), ``military`` (the conflict pawn), ``science``
(symbols and progress tokens), ``moves`` (the moves), ``phases`` (the phases),
``state`` (``DuelState``: the turn's rules) and the functions over its fields:
``dealing`` (set-up, Ages, the structure), ``city`` (what each city owns and makes),
``pricing`` (what things cost), ``ending`` (military, science, the end of turns,
Ages and the game) and ``gains`` (a card, wonder or token gained, the draft);
``offers`` (prices and reasons in words), ``view`` (what a player sees),
``determinize`` (a full state consistent with a view), ``game`` (the ``Game``),
``bots`` (the levels and greedy bots; ``bots.evaluation``, ``bots.search`` the tree
search of ``hard`` and ``strong``, ``bots.policies`` its playout policy and prior,
``bots.value`` its learnt value).
"""

from __future__ import annotations

from . import positions
from .determinize import determinize
from .game import GAME, new_state, normalise_config
from .moves import Move
from .state import DuelState

__all__ = ["GAME", "Move", "DuelState", "determinize", "new_state", "normalise_config",
           "positions"]
