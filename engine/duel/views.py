"""Views and determinization together, as the search bots import them.

``engine.duel.view`` (what a player sees) and ``engine.duel.determinize`` (a full state
consistent with a view) are the modules; this module re-exports both.
"""

from __future__ import annotations

from .determinize import determinize
from .view import view

__all__ = ["determinize", "view"]
