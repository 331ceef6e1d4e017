"""The Wonders front end: an app shell (screens, saves, bot worker, hand-over) and one
table renderer per game (``wonders_ui.tables``). Pure Python; the page side is in
``web/ui.js``, reached through a small ``Page`` object so the logic runs under CPython
in tests too."""
