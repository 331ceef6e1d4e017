# The page's Python entry point, run by PyScript: in PyScript's worker (the default:
# web/page_worker.mjs), where the main thread calls what it exports, or on the main
# thread when the page asks for it (``?worker=0``) (docs/architecture.md, "Threads").
import js

if hasattr(js, "document"):
    from wonders_ui.browser import start

    start()
else:
    from wonders_ui.worker_page import act, boot, peer, python, screen  # noqa: F401 (exported)

    __export__ = ["act", "boot", "peer", "python", "screen"]
