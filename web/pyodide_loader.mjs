// Loads the vendored Pyodide, from a memory snapshot of a started interpreter when this
// browser has one stored, with the site's wheels importable.
//
// PyScript's "interpreter" points here, and the bot and embed workers import it too. The
// build's wheels (build-info.json lists them) are fetched while Python starts and
// imported in place (zipimport), so PyScript has no files to fetch or unpack
// (web/pyscript.json names none). A fresh Pyodide spends seconds starting Python; a
// memory snapshot (Pyodide's experimental _makeSnapshot/_loadSnapshot, made by build.py
// with node) restores in a fraction of that. The snapshot is only ever read from Cache
// Storage, never from the network: a first visit starts the plain way at once, and the
// page asks the service worker to fetch the snapshot in the background
// (web/sw.template.js) for the visits after it. A snapshot that fails to restore is
// dropped and Python starts the plain way.
import * as pyodide from "../pyodide/pyodide.mjs";

export const version = pyodide.version;
const CACHE = "pyodide-snapshot-" + version;
const KEY = new URL("../__pyodide_snapshot__/" + version + ".bin", import.meta.url).href;
const INDEX_URL = new URL("../pyodide/", import.meta.url).href;
const IN_PAGE = typeof window !== "undefined";

// The stored snapshot, if it is the one of this build (``tag``, a promise of the tag
// build-info.json names: the snapshot holds the build's own modules imported, so another
// build's would run other code), as ``{bytes}``, a promise of its bytes: only its headers
// are awaited here, so Pyodide imports its JavaScript and fetches its WebAssembly and
// standard library while the 31 MB body is read.
async function findSnapshot(tag) {
  try {
    if (!globalThis.caches) return null;
    const [hit, wanted] = await Promise.all([caches.open(CACHE).then((c) => c.match(KEY)), tag]);
    if (!hit || hit.headers.get("x-wonders-snapshot") !== wanted) return null;
    const bytes = hit.arrayBuffer().then((buf) => { mark("snapshot-read"); return new Uint8Array(buf); });
    bytes.catch(() => {});  // reported where Pyodide awaits it
    return { bytes };
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

// What the build says (build-info.json), fetched at once: ``tag``, a promise of its
// snapshot's tag, and ``wheels``, a promise of its wheels as [path, bytes] pairs.
export function fetchSite() {
  const site = new URL("../", import.meta.url);
  const info = fetch(new URL("build-info.json", site)).then((res) => {
    if (!res.ok) throw new Error("build-info.json: HTTP " + res.status);
    return res.json();
  });
  const wheels = info.then((i) => Promise.all(i.wheels.map(async (w) => {
    const res = await fetch(new URL(w, site));
    if (!res.ok) throw new Error(w + ": HTTP " + res.status);
    return [w, await res.arrayBuffer()];
  })));
  wheels.catch(() => {});  // reported where it is awaited
  return { tag: info.then((i) => i.snapshot || "", () => ""), wheels };
}

// Where the wheels go: the same paths in the page, the workers and the build's snapshot
// (tools/site/pyodide_node.py), whose sys.path holds them already.
const WHEELS = "/lib/wonders";

// The wheels made importable as they are (zipimport: each written to WHEELS and put
// first on sys.path; nothing is unpacked, tools/site/wheels.py stores each module's
// .pyc beside it).
function installWheels(py, wheels) {
  py.FS.mkdirTree(WHEELS);
  const paths = wheels.map(([w, buf]) => {
    const path = WHEELS + "/" + w.split("/").pop();
    py.FS.writeFile(path, new Uint8Array(buf));
    return path;
  });
  py.runPython("import sys\nfor p in reversed(" + JSON.stringify(paths) + "):\n"
    + "    if p not in sys.path: sys.path.insert(0, p)");
  mark("wonders-packages");
}

let started = null;

// Starts Python at once (once per page or worker): from this build's snapshot when the
// cache holds it, else the plain way, the wheels fetched meanwhile. The page calls it
// from its head (web/start.mjs), so Python starts while PyScript itself loads.
export function prestart() {
  if (!started) {
    mark("pyodide-asked");
    const site = fetchSite();
    started = startPyodide({ indexURL: INDEX_URL }, site.tag).then(async (py) => {
      installWheels(py, await site.wheels);
      return py;
    });
  }
  return started;
}

// Pyodide with the build's wheels importable: the one prestart began. PyScript calls it
// with its own options, of which only its output handlers matter here (Pyodide's
// location is the site's, and the site loads no packages through PyScript).
export async function loadPyodide(options = {}) {
  const py = await prestart();
  if (typeof options.stdout === "function") py.setStdout({ batched: options.stdout });
  if (typeof options.stderr === "function") py.setStderr({ batched: options.stderr });
  return py;
}

async function startPyodide(opts, tag) {
  const snapshot = await findSnapshot(tag);
  mark("snapshot-found");
  if (snapshot) {
    try {
      const py = await pyodide.loadPyodide({ ...opts, _loadSnapshot: snapshot.bytes });
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
