"""7 Wonders Duel in the page: its parts."""

from . import PageGame

PAGE = PageGame(
    game="duel",
    table="wonders_ui.tables.duel",
    compendium="wonders_ui.tables.duel_compendium",
    author="wonders_ui.author_duel",
    stylesheets=("duel.css",),
    coach="wonders_ui.games.duel_coach",
)
