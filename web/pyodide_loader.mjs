// Loads the vendored Pyodide, from a memory snapshot of a started interpreter when this
// browser has one stored.
//
// PyScript's "interpreter" points here, and the bot worker imports it too. A fresh
// Pyodide spends seconds starting Python; a memory snapshot (Pyodide's experimental
// _makeSnapshot/_loadSnapshot, made by build.py with node) restores in a fraction of
// that. The snapshot is only ever read from Cache Storage, never from the network: a
// first visit starts the plain way at once, and the page asks the service worker to
// fetch the snapshot in the background (web/sw.template.js) for the visits after it. A snapshot
// that fails to restore is dropped and Python starts the plain way.
import * as pyodide from "../pyodide/pyodide.mjs";

export const version = pyodide.version;
const CACHE = "pyodide-snapshot-" + version;
const KEY = new URL("../__pyodide_snapshot__/" + version + ".bin", import.meta.url).href;
const INDEX_URL = new URL("../pyodide/", import.meta.url).href;
const IN_PAGE = typeof window !== "undefined";

async function readSnapshot() {
  try {
    if (!globalThis.caches) return null;
    const cache = await caches.open(CACHE);
    const hit = await cache.match(KEY);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (e) {
    return null;
  }
}

async function dropSnapshot() {
  try { await caches.delete(CACHE); } catch (e) { /* nothing to drop */ }
}

// Runs ``fn`` once the page's first screen is interactive (web/ui.js marks it
// "wonders-interactive") and painted.
function afterInteractive(fn) {
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
function askForSnapshot() {
  if (!IN_PAGE || !("serviceWorker" in navigator)) return;
  const sw = navigator.serviceWorker;
  sw.addEventListener("message", (ev) => {
    if (ev.data && ev.data.type === "snapshot-stored") window.__snapshotStored = performance.now();
  });
  sw.startMessages();
  afterInteractive(() => sw.ready.then((reg) => {
    if (reg.active) reg.active.postMessage({ type: "later" });
  }));
}

const mark = (name) => { try { performance.mark(name); } catch (e) { /* no marks */ } };

export async function loadPyodide(options = {}) {
  const opts = { ...options, indexURL: INDEX_URL };
  delete opts.snapshot;
  const snapshot = options.snapshot === false ? null : await readSnapshot();
  if (snapshot) {
    try {
      const py = await pyodide.loadPyodide({ ...opts, _loadSnapshot: snapshot });
      mark("pyodide-from-snapshot");
      globalThis.__pyodideFromSnapshot = true;
      globalThis.__wondersPyodide = py;
      askForSnapshot();
      return py;
    } catch (e) {
      console.warn("Pyodide snapshot unusable, loading normally", e);
      await dropSnapshot();
    }
  }
  const py = await pyodide.loadPyodide(opts);
  mark("pyodide-plain");
  globalThis.__wondersPyodide = py;
  askForSnapshot();
  return py;
}
