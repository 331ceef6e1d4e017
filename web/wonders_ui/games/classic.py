"""7 Wonders in the page (both editions, the Free City, Cities): its parts."""

from . import PageGame

PAGE = PageGame(
    game="7wonders",
    table="wonders_ui.tables.classic",
    compendium="wonders_ui.tables.classic_compendium",
    author="wonders_ui.author_classic",
    stylesheets=("classic.css", "cities.css"),
    coach="wonders_ui.games.classic_coach",
)
