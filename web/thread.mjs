// Where the page's Python runs (issue 55, docs/architecture.md "Threads"): in PyScript's
// worker (web/page_worker.mjs) when the address asks for it (``?worker=1``), on the main
// thread when it asks for that (``?worker=0``); without either, on the main thread for
// now. A test run may put every page's Python in the worker (``__wondersPageWorker``,
// set before the page's scripts by tests/web/conftest.py with WONDERS_PAGE_THREAD=worker).
const asked = new URLSearchParams(location.search).get("worker");
export const pageWorker = asked === "1" || (asked !== "0" && globalThis.__wondersPageWorker === true);
