// Loads the vendored Pyodide, from a memory snapshot of a started interpreter when this
// browser has one stored or the network brings one fast, with the site's wheels
// importable.
//
// PyScript's "interpreter" points here, and the bot and embed workers import it too. The
// build's wheels (build-info.json lists them) are fetched while Python starts and
// imported in place (zipimport), so PyScript has no files to fetch or unpack
// (web/pyscript.json names none). A fresh Pyodide spends seconds starting Python; a
// memory snapshot (Pyodide's experimental _makeSnapshot/_loadSnapshot, made by build.py
// with node) restores in a fraction of that. Where to take it from:
// - Cache Storage, where a visit before this one left it (the usual case);
// - else, in the page, the network, when the connection brings its 6 MB (gzip) fast
//   enough to beat starting Python the plain way (``fromNetwork``: the download, in a
//   worker, is watched for a moment and dropped when it would take longer than
//   SNAPSHOT_WORTH_MS; a page no service worker controls yet, most likely a first visit,
//   begins it beside the look in the cache); the page then stores it for the next visit;
// - else nowhere: Python starts the plain way at once, and the page asks the service
//   worker to fetch the snapshot in the background (web/sw.template.js) for the visits
//   after it. A slow connection never waits for the snapshot.
// A stored snapshot that fails to restore is dropped and Python starts the plain way.
import * as pyodide from "../pyodide/pyodide.mjs";
import { afterInteractive, askForSnapshot as askServiceWorker } from "./snapshot_later.mjs";

export const version = pyodide.version;
const CACHE = "pyodide-snapshot-" + version;
const KEY = new URL("../__pyodide_snapshot__/" + version + ".bin", import.meta.url).href;
const INDEX_URL = new URL("../pyodide/", import.meta.url).href;
const IN_PAGE = typeof window !== "undefined";
// (in PyScript's worker, the page's main thread asks: web/page_worker.mjs)
const askForSnapshot = () => { if (IN_PAGE) askServiceWorker(); };

// The stored snapshot, if it is the one of this build (``tag``, a promise of the tag
// build-info.json names: the snapshot holds the build's own modules imported, so another
// build's would run other code), as ``{bytes}``, a promise of its bytes: only its headers
// are awaited here, so Pyodide imports its JavaScript and fetches its WebAssembly and
// standard library while the 31 MB body is read.
async function findSnapshot(tag) {
  try {
    if (!globalThis.caches) return null;
    const early = await takeEarly("snapshot");
    const mine = early && early.cache === CACHE && early.url === KEY;
    const hit = mine ? early.response : await caches.open(CACHE).then((c) => c.match(KEY));
    if (!hit || hit.headers.get("x-wonders-snapshot") !== await tag) return null;
    const bytes = (mine ? early.bytes : hit.arrayBuffer())
      .then((buf) => { mark("snapshot-read"); return new Uint8Array(buf); });
    bytes.catch(() => {});  // reported where Pyodide awaits it
    return { bytes };
  } catch (e) {
    return null;
  }
}

// The snapshot over the network, for a page that has none stored: fetched and gunzipped
// off the page's thread by web/snapshot_worker.js, its download watched from its first
// byte and kept when it would bring the whole 6 MB (gzip) within SNAPSHOT_WORTH_MS;
// dropped when it would take longer (after SNAPSHOT_PROBE_MS at most), or no answer comes
// within 40% of that. Restoring saves most of a plain start (bench/RESULTS.md:
// about 3.6 s against 1.3 s on the tablet profile, 1 s against 0.35 s on a desktop), so
// a snapshot a second away pays wherever it was measured; a 10 Mbit/s connection would
// take 5 s and never waits for it (a page may set ``__wondersSnapshotWorthMs`` before
// this module runs: the tests do, to choose either way whatever the machine's load).
// Returns ``{kept, bytes, cancel}``: a promise of
// whether the download is kept, a promise of the raw snapshot once kept, and a way to
// stop it; null where no worker can be made.
const SNAPSHOT_URL = new URL("../pyodide/snapshot.bin.gz", import.meta.url).href;
const SNAPSHOT_WORTH_MS = 1000;
const SNAPSHOT_PROBE_MS = 150;

function fromNetwork() {
  if (typeof Worker === "undefined" || !globalThis.caches) return null;
  let worker;
  try {
    worker = new Worker(new URL("./snapshot_worker.js", import.meta.url));
  } catch (e) {
    return null;
  }
  let keep, arrived;
  const kept = new Promise((done) => { keep = done; });
  const bytes = new Promise((done, fail) => { arrived = { done, fail }; });
  bytes.catch(() => {});  // reported where Pyodide awaits it
  const end = (error) => {
    keep(false);
    if (error) arrived.fail(new Error("the snapshot's download failed: " + error));
    worker.terminate();
  };
  worker.onmessage = (ev) => {
    const m = ev.data;
    if ("keep" in m) {
      keep(m.keep);
      if (!m.keep) end();
    } else if (m.bytes) {
      mark("snapshot-downloaded");
      arrived.done(new Uint8Array(m.bytes));
      worker.terminate();
    } else {
      end(m.failed);
    }
  };
  worker.onerror = (ev) => {
    ev.preventDefault();
    end(ev.message || "the worker failed");
  };
  const worthMs = globalThis.__wondersSnapshotWorthMs || SNAPSHOT_WORTH_MS;
  worker.postMessage({ url: SNAPSHOT_URL, worthMs, probeMs: SNAPSHOT_PROBE_MS,
                       answerMs: 0.4 * worthMs });
  return { kept, bytes, cancel: () => end("cancelled") };
}

// A snapshot that came over the network, stored where the next visit looks (as the
// service worker stores it), once the page is interactive; then the service worker,
// asked for "what the next visit needs", finds it there and fetches nothing.
function keepSnapshot(bytes, tag) {
  // (in PyScript's worker there is no page to wait for: stored at once, off the page's
  // thread, before the page asks its service worker, which then finds it)
  (IN_PAGE ? afterInteractive : (fn) => fn())(async () => {
    try {
      const [raw, wanted] = await Promise.all([bytes, tag]);
      const keys = await caches.keys();
      await Promise.all(keys.filter((k) => k.startsWith("pyodide-snapshot-") && k !== CACHE)
        .map((k) => caches.delete(k)));
      await (await caches.open(CACHE)).put(KEY, new Response(raw, { headers: {
        "content-type": "application/octet-stream", "x-wonders-snapshot": wanted } }));
    } catch (e) {
      console.warn("the downloaded Pyodide snapshot was not stored", e);
    }
    askForSnapshot();
  });
}

async function dropSnapshot() {
  try { await caches.delete(CACHE); } catch (e) { /* nothing to drop */ }
}

const mark = (name) => { try { performance.mark(name); } catch (e) { /* no marks */ } };

// The site's large files read straight from the service worker's cache, not through the
// worker: a body read from Cache Storage by the page itself costs about a third of the
// same body handed over by the service worker (bench/RESULTS.md, issue 30: Pyodide's
// WebAssembly 112 against 330 ms at the tablet's CPU rate). Only the files Python's start
// needs (Pyodide's, the wheels, build-info.json), and only from the one cache of a build
// (while a new build's worker replaces an old one, two exist: then the worker answers, as
// for any file); a miss, or no Cache Storage, is an ordinary fetch.
const SITE = new URL("../", import.meta.url).href;
const DIRECT = [SITE + "pyodide/", SITE + "wheels/", SITE + "build-info.json"];
let siteCache = null;

function buildCache() {
  if (!siteCache) {
    siteCache = takeEarly("site") || (async () => {
      if (!globalThis.caches) return null;
      const names = (await caches.keys()).filter((k) => k.startsWith("wonders-"));
      return names.length === 1 ? caches.open(names[0]) : null;
    })().catch(() => null);
  }
  return siteCache;
}

const plainFetch = globalThis.fetch.bind(globalThis);

function siteFetch(input, init) {
  const url = typeof input === "string" ? new URL(input, SITE).href
    : input instanceof URL ? input.href : null;
  if (!url || (init && (init.method || init.integrity)) || !DIRECT.some((d) => url.startsWith(d))) {
    return plainFetch(input, init);
  }
  const early = takeEarly(url);
  const cached = () => buildCache().then((cache) => cache && cache.match(url, { ignoreSearch: true }));
  return (early ? early.then((hit) => hit || cached()) : cached())
    .catch(() => null)
    .then((hit) => hit || plainFetch(input, init));
}

// What web/preload.mjs began reading from the caches as the head was read (a promise, or
// null when it began nothing for ``key``): each taken once, since a body reads once.
function takeEarly(key) {
  const early = globalThis.__wondersEarly;
  if (!early || !(key in early)) return null;
  const found = early[key];
  delete early[key];
  return found;
}

// What the build says (build-info.json), fetched at once: ``tag``, a promise of its
// snapshot's tag, and ``wheels``, a promise of its wheels as [path, bytes] pairs.
export function fetchSite() {
  const site = new URL("../", import.meta.url);
  const info = siteFetch(new URL("build-info.json", site)).then((res) => {
    if (!res.ok) throw new Error("build-info.json: HTTP " + res.status);
    return res.json();
  });
  const wheels = info.then((i) => Promise.all(i.wheels.map(async (w) => {
    const res = await siteFetch(new URL(w, site));
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
  // the languages' catalogues are not in the wheels: Python reads its language's here
  // (wonders_ui/i18n.py) the first time it speaks it
  globalThis.wondersCatalogues = new URL("./catalogues/", import.meta.url).href;
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

// Is this most likely a first visit? A page no service worker controls yet; in PyScript's
// worker (``forPage``: no navigator.serviceWorker there), a browser with no cache of the
// site's yet (sw.js names its precache "wonders-<build>"). The bot and embed workers
// never download the snapshot.
async function firstVisit(forPage) {
  if (IN_PAGE) return "serviceWorker" in navigator && !navigator.serviceWorker.controller;
  if (!forPage || !globalThis.caches) return false;
  try {
    return !(await caches.keys()).some((k) => k.startsWith("wonders-"));
  } catch (e) {
    return false;
  }
}

// Starts Python at once (once per page or worker): from this build's snapshot when the
// cache holds it, else the plain way, the wheels fetched meanwhile. The page calls it
// from its head (web/start.mjs), so Python starts while PyScript itself loads; PyScript
// calls it in its worker when the page's Python runs there (``forPage``).
export function prestart(forPage = IN_PAGE) {
  if (!started) {
    mark("pyodide-asked");
    // (web/preload.mjs, run after this, would begin what the loader reads itself now)
    if (!("__wondersEarly" in globalThis)) globalThis.__wondersEarly = null;
    const site = fetchSite();
    // on a first visit the snapshot's download begins at once, beside the look in the
    // cache (cancelled if that finds one)
    const download = firstVisit(forPage).then((first) => (first ? fromNetwork() : null));
    started = startPyodide({ indexURL: INDEX_URL }, site.tag, download, forPage)
      .then(async (py) => {
        installWheels(py, await site.wheels);
        return py;
      });
  }
  return started;
}

let pyscriptCompiled = false;

// Pyodide with the build's wheels importable: the one prestart began. PyScript calls it
// with its own options, of which only its output handlers matter here (Pyodide's
// location is the site's, and the site loads no packages through PyScript).
export async function loadPyodide(options = {}) {
  // (PyScript's call, on the page or in its worker, passes its indexURL; the bot and
  // embed workers run no PyScript)
  const py = await prestart(IN_PAGE || "indexURL" in options);
  if (typeof options.stdout === "function") py.setStdout({ batched: options.stdout });
  if (typeof options.stderr === "function") py.setStderr({ batched: options.stderr });
  if ((IN_PAGE || "indexURL" in options) && !pyscriptCompiled) {
    // PyScript's package compiled by the build, beside where PyScript writes its sources
    // (wonders_ui/pyscript_bytecode.py); at worst PyScript compiles them as before
    pyscriptCompiled = true;
    try {
      py.runPython("from wonders_ui import pyscript_bytecode\npyscript_bytecode.install()");
    } catch (e) {
      console.warn("PyScript's compiled package was not installed", e);
    }
  }
  return py;
}

// Pyodide fetches its WebAssembly, standard library and lock file with the global fetch:
// while it starts, that is ``siteFetch``.
async function startPyodide(opts, tag, download, forPage) {
  globalThis.fetch = siteFetch;
  try {
    return await startPyodideFrom(opts, tag, download, forPage);
  } finally {
    if (globalThis.fetch === siteFetch) globalThis.fetch = plainFetch;
  }
}

async function startPyodideFrom(opts, tag, downloading, forPage) {
  const [stored, download] = await Promise.all([findSnapshot(tag), downloading]);
  mark("snapshot-found");
  if (stored && download) download.cancel();
  if (stored) {
    try {
      const py = await pyodide.loadPyodide({ ...opts, _loadSnapshot: stored.bytes });
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
  // (a stored snapshot of this build that did not restore: the network's is the same;
  // the bot and embed workers never download it)
  const fetched = stored || !forPage ? null : download || fromNetwork();
  if (fetched && await fetched.kept) {
    mark("snapshot-kept");
    try {
      const py = await pyodide.loadPyodide({ ...opts, _loadSnapshot: fetched.bytes });
      mark("pyodide-from-network");
      globalThis.__pyodideFromNetwork = true;
      globalThis.__wondersPyodide = py;
      keepSnapshot(fetched.bytes, tag);
      return py;
    } catch (e) {
      console.warn("the downloaded Pyodide snapshot did not restore, loading normally", e);
    }
  }
  const py = await pyodide.loadPyodide(opts);
  mark("pyodide-plain");
  globalThis.__wondersPyodide = py;
  askForSnapshot();
  return py;
}
