// Where the page's Python runs (issue 55, docs/architecture.md "Threads"): in PyScript's
// worker (web/page_worker.mjs), so that the main thread only draws and never waits on
// Python; on the main thread when the address asks for it (``?worker=0``). A test run
// may put every page's Python on either (``__wondersPageWorker``, true or false, set
// before the page's scripts by tests/web/conftest.py from WONDERS_PAGE_THREAD).
const asked = new URLSearchParams(location.search).get("worker");
export const pageWorker = asked === "1"
  || (asked !== "0" && globalThis.__wondersPageWorker !== false);
