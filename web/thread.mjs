// Where the page's Python runs (issue 55, docs/architecture.md "Threads"): in PyScript's
// worker (web/page_worker.mjs) when the address asks for it (``?worker=1``), on the main
// thread when it asks for that (``?worker=0``); without either, on the main thread for
// now (the whole browser suite in the worker's mode still fails now and then: playing by
// links hung under load). A test run may put every page's Python on either
// (``__wondersPageWorker``, true or false, set before the page's scripts by
// tests/web/conftest.py from WONDERS_PAGE_THREAD=worker or main).
const asked = new URLSearchParams(location.search).get("worker");
export const pageWorker = asked === "1"
  || (asked !== "0" && globalThis.__wondersPageWorker === true);
