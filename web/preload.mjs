// What every start of Python needs, asked for before the loader's own modules
// (web/pyodide_loader.mjs, Pyodide's script) have arrived:
// - on a visit no service worker controls yet (most likely a first one), Pyodide's
//   WebAssembly, standard library and lock file and the loader's modules, preloaded
//   from the network once the home screen is usable (web/ui.js);
// - on a visit the worker controls, the same files and the stored memory snapshot, read
//   straight from the worker's caches (``globalThis.__wondersEarly``: the loader takes
//   each response from there instead of reading it again, and checks the snapshot's tag
//   and version before restoring it). A preload would fetch them through the worker,
//   which costs about three times a read from the cache (bench/RESULTS.md, issue 30).
const PYODIDE = new URL("../pyodide/", import.meta.url).href;
const FILES = ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];

// The loader's modules, Pyodide's script and its WebAssembly's glue, asked for with the
// large files (they were <link rel="modulepreload"> in the page's head).
const MODULES = ["../pyodide/pyodide.mjs", "./pyodide_loader.mjs", "../pyodide/pyodide.asm.mjs"];

function preload() {
  for (const name of FILES) {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "fetch";
    link.crossOrigin = "anonymous";
    link.href = PYODIDE + name;
    document.head.append(link);
  }
  preloadModules();
}

function preloadModules() {
  for (const rel of MODULES) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = new URL(rel, import.meta.url).href;
    document.head.append(link);
  }
}

/** Run ``start`` at once on a visit the service worker controls (everything Python needs
 * is in its caches), else once the home screen is usable (web/ui.js marks it). */
export function whenHomeUsable(start) {
  const controlled = "serviceWorker" in navigator && navigator.serviceWorker.controller;
  if (controlled || globalThis.__wondersHomeUsable !== undefined) start();
  else addEventListener("wonders-home-usable", () => start(), { once: true });
}

// {url: a promise of the cached Response or null}, ``site``: a promise of the build's
// cache as the loader picks it (the one "wonders-" cache, else null), and ``snapshot``: a
// promise of {cache, url, response, bytes} of the one stored snapshot, or null.
function readEarly() {
  const keys = caches.keys();
  const site = keys.then((names) => {
    const own = names.filter((k) => k.startsWith("wonders-"));
    return own.length === 1 ? caches.open(own[0]) : null;
  }).catch(() => null);
  const early = { site };
  for (const name of FILES) {
    early[PYODIDE + name] = site.then((c) => c && c.match(PYODIDE + name)).catch(() => null);
  }
  early.snapshot = keys.then(async (names) => {
    const name = names.find((k) => k.startsWith("pyodide-snapshot-"));
    if (!name) return null;
    const cache = await caches.open(name);
    const [request] = await cache.keys();
    const response = request && await cache.match(request);
    if (!response) return null;
    const bytes = response.arrayBuffer();
    bytes.catch(() => {});  // reported where the loader awaits it
    return { cache: name, url: request.url, response, bytes };
  }).catch(() => null);
  return early;
}

if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) {
  whenHomeUsable(preload);
} else if (globalThis.caches && !("__wondersEarly" in globalThis)) {
  globalThis.__wondersEarly = readEarly();
  preloadModules();
}
