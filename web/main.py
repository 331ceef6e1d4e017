# The page's Python entry point (run by PyScript on the main thread).
from wonders_ui.browser import start

start()
