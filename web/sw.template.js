// Service worker of the Wonders site, written by build.py (tools/site/pwa.py).
//
// Installing precaches what the page and the bot worker load (PRECACHE) under a cache
// named after the build, and deletes older builds' caches when it activates. Each file
// is revalidated rather than fetched again ("no-cache"): on a first visit the page has
// just downloaded it, so the HTTP cache answers after a 304.
//
// What only a later visit needs (LATER: the memory snapshot of a started Pyodide) is not
// precached. A page that started Python the plain way asks for it ("later") once it is
// interactive; the worker then fetches it in the background, gunzips it and stores the
// raw snapshot where web/pyodide_loader.mjs looks on the next visit, and tells the page
// ("snapshot-stored"). A visit that finds no snapshot there never waits for one.
const BUILD = "__BUILD_ID__";
const CACHE = "wonders-" + BUILD;
const PRECACHE = __PRECACHE__;
const LATER = __LATER__;
const PYODIDE = "__PYODIDE_VERSION__";
const SNAPSHOT_CACHE = "pyodide-snapshot-" + PYODIDE;
const SNAPSHOT_KEY = new URL("./__pyodide_snapshot__/" + PYODIDE + ".bin", self.location.href).href;
const SNAPSHOT_TAG = "__SNAPSHOT_TAG__";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((u) => new Request(u, { cache: "no-cache" }))))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((k) => k.startsWith("wonders-") && k !== CACHE).map((k) => caches.delete(k))
      ))
      .then(() => self.clients.claim())
  );
});

// The snapshot of this build, unless the cache holds it already: fetched, gunzipped and
// stored raw (restoring reads it with no decompression), tagged with the build's tag.
async function storeSnapshot() {
  const url = LATER.find((u) => u.endsWith("snapshot.bin.gz"));
  if (!url || typeof DecompressionStream === "undefined") return false;
  const cache = await caches.open(SNAPSHOT_CACHE);
  const hit = await cache.match(SNAPSHOT_KEY);
  if (hit && hit.headers.get("x-wonders-snapshot") === SNAPSHOT_TAG) return true;
  const res = await fetch(url);
  if (!res.ok || !res.body) return false;
  const raw = await new Response(res.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  const keys = await caches.keys();
  await Promise.all(keys.filter((k) => k.startsWith("pyodide-snapshot-") && k !== SNAPSHOT_CACHE)
    .map((k) => caches.delete(k)));
  await cache.put(SNAPSHOT_KEY, new Response(raw, { headers: {
    "content-type": "application/octet-stream", "x-wonders-snapshot": SNAPSHOT_TAG } }));
  return true;
}

self.addEventListener("message", (event) => {
  if (event.data === "build") { event.source.postMessage({ build: BUILD }); return; }
  if (event.data && event.data.type === "later") {
    event.waitUntil(storeSnapshot()
      .then((ok) => { if (ok && event.source) event.source.postMessage({ type: "snapshot-stored" }); })
      .catch((e) => console.warn("the Pyodide snapshot was not stored", e)));
  }
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(req, { ignoreSearch: true });
    if (hit) return hit;
    if (req.mode === "navigate") {
      const shell = await cache.match("./index.html");
      if (shell) return shell;
    }
    return fetch(req);
  })());
});
