// Starts Python: at once on a visit the service worker answers (its files come from the
// worker's caches: web/preload.mjs), else once the home screen drawn by the build is on
// screen and takes taps (web/ui.js: ``__wondersHomeUsable``, the "wonders-home-usable"
// event), so that Python's few megabytes do not share the link with the home's few
// kilobytes. The loader (web/pyodide_loader.mjs, and through it Pyodide's script) is
// imported only then; when PyScript asks its "interpreter" for Pyodide, it gets this
// one, started or on its way.
import { whenHomeUsable } from "./preload.mjs";
import { pageWorker } from "./thread.mjs";

// (not when the page's Python runs in PyScript's worker: web/page_worker.mjs)
if (!pageWorker) {
  whenHomeUsable(() => import("./pyodide_loader.mjs").then((m) => m.prestart()).catch(() => {}));
}
