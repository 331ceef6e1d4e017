// The page asks its service worker for what the next visit needs (Pyodide's memory
// snapshot, web/sw.template.js) once its first screen is interactive. Asked by
// web/pyodide_loader.mjs where the page's Python starts on the main thread, and by
// web/page_worker.mjs when it starts in PyScript's worker (a worker has no page's
// marks to wait for, nor the page's service worker to ask); on the main thread only.

// Runs ``fn`` once the page's first screen is interactive (web/ui.js marks it
// "wonders-interactive") and painted.
export function afterInteractive(fn) {
  const later = () => requestAnimationFrame(() => setTimeout(fn, 0));
  if (performance.getEntriesByName("wonders-interactive").length) { later(); return; }
  const seen = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("wonders-interactive").length) return;
    seen.disconnect();
    later();
  });
  seen.observe({ type: "mark" });
}

// The page, once its first screen is interactive and its service worker active: "fetch
// what the next visit needs" (nothing when the cache holds this build's snapshot
// already). The worker's answer sets __snapshotStored.
export function askForSnapshot() {
  if (!("serviceWorker" in navigator)) return;
  const sw = navigator.serviceWorker;
  sw.addEventListener("message", (ev) => {
    if (ev.data && ev.data.type === "snapshot-stored") window.__snapshotStored = performance.now();
  });
  sw.startMessages();
  afterInteractive(() => sw.ready.then((reg) => {
    if (reg.active) reg.active.postMessage({ type: "later" });
  }));
}

