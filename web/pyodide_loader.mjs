// Loads the vendored Pyodide from a memory snapshot of an initialised interpreter.
//
// PyScript's "interpreter" points here. A fresh Pyodide spends seconds initialising
// Python; a memory snapshot (Pyodide's experimental _makeSnapshot/_loadSnapshot)
// restores in a fraction of that. build.py ships one (pyodide/snapshot.bin.gz, made
// with node); if it is missing, the bot worker makes one on the first visit and keeps
// it in Cache Storage, keyed by the Pyodide version. Any failure falls back to a plain
// load and drops the stored snapshot.
import * as pyodide from "../pyodide/pyodide.mjs";

export const version = pyodide.version;
const CACHE = "pyodide-snapshot-" + version;
const KEY = new URL("../__pyodide_snapshot__/" + version + ".bin", import.meta.url).href;
const INDEX_URL = new URL("../pyodide/", import.meta.url).href;
const SHIPPED = new URL("../pyodide/snapshot.bin.gz", import.meta.url).href;

async function shippedSnapshot() {
  try {
    if (typeof DecompressionStream === "undefined") return null;
    const res = await fetch(SHIPPED);
    if (!res.ok || !res.body) return null;
    const raw = res.body.pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(raw).arrayBuffer());
  } catch (e) {
    return null;
  }
}

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

async function storeSnapshot(bytes) {
  try {
    const keys = await caches.keys();
    await Promise.all(keys.filter((k) => k.startsWith("pyodide-snapshot-") && k !== CACHE)
      .map((k) => caches.delete(k)));
    const cache = await caches.open(CACHE);
    await cache.put(KEY, new Response(bytes, { headers: { "content-type": "application/octet-stream" } }));
    return true;
  } catch (e) {
    console.warn("could not store the Pyodide snapshot", e);
    return false;
  }
}

export async function loadPyodide(options = {}) {
  const opts = { ...options, indexURL: INDEX_URL };
  let snapshot = null;
  let stored = false;
  if (options.snapshot !== false) {
    snapshot = await readSnapshot();
    stored = !!snapshot;
    if (!snapshot) snapshot = await shippedSnapshot();
  }
  delete opts.snapshot;
  const mark = (name) => { try { performance.mark(name); } catch (e) { /* no marks */ } };
  if (snapshot) {
    try {
      const py = await pyodide.loadPyodide({ ...opts, _loadSnapshot: snapshot });
      mark("pyodide-from-snapshot");
      globalThis.__pyodideFromSnapshot = true;
      return py;
    } catch (e) {
      console.warn("Pyodide snapshot unusable, loading normally", e);
      if (stored) await dropSnapshot();
    }
  }
  const py = await pyodide.loadPyodide(opts);
  mark("pyodide-plain");
  return py;
}

// For the bot worker: a plain load that also stores a snapshot for the next visits.
export async function loadPyodideMakingSnapshot() {
  const existing = (await readSnapshot()) || (await shippedSnapshot());
  if (existing) {
    try {
      const py = await pyodide.loadPyodide({ indexURL: INDEX_URL, _loadSnapshot: existing });
      globalThis.__pyodideFromSnapshot = true;
      return py;
    } catch (e) {
      await dropSnapshot();
    }
  }
  const py = await pyodide.loadPyodide({ indexURL: INDEX_URL, _makeSnapshot: true });
  try {
    await storeSnapshot(py.makeMemorySnapshot());
  } catch (e) {
    console.warn("could not make a Pyodide snapshot", e);
  }
  return py;
}
