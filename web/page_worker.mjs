// The page's Python in PyScript's worker (issue 55; web/thread.mjs says when): this
// thread keeps web/ui.js, which draws what the worker's store sends, and the browser's
// synchronous parts (localStorage, the form, an imported file's bytes);
// web/wonders_ui/worker_page.py is the worker's side. PyScript runs the same
// web/main.py, made a worker here before PyScript's core reads the page:
// ``<script type="py" worker>`` with ``sync_main_only`` (no SharedArrayBuffer), started
// from the site's pyscript/worker-*.js (docs/architecture.md, "Threads").

import { askForSnapshot } from "./snapshot_later.mjs";

// The site's keys of localStorage (what the store reads: storage.PREFIX)
const OURS = "wonders.v1.";

function ownStorage() {
  const out = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key && key.startsWith(OURS)) out[key] = localStorage.getItem(key);
  }
  return out;
}

// the functions of web/together.js the worker calls (worker_page.MainTogether.CALLS)
const TOGETHER = new Set(["send", "closeAll", "hostOffer", "hostAccept", "guestAnswer",
  "qrImage", "readPicture", "scanCamera", "postKeys", "postSeal", "postOpen"]);

// web/main.py's tag made PyScript's worker: called before PyScript's core is imported.
export function prepare(ui) {
  const tag = document.querySelector('script[type="py"][src$="main.py"]');
  tag.setAttribute("worker", "");
  tag.setAttribute("name", "page");
  tag.setAttribute("config", JSON.stringify({ interpreter: "./web/pyodide_loader.mjs",
                                              sync_main_only: true }));
  wire(tag, ui).catch((e) => {
    console.error(e);
    ui.toast(String(e.message || e), "error");
  });
}

async function wire(tag, ui) {
  while (!tag.xworker) await new Promise((done) => setTimeout(done, 10));
  const sync = tag.xworker.sync;
  let form = new Set(), file = new Set();  // the actions that carry the form, a file
  // what the worker may call: ui.js's functions (looked up at each call, as the main
  // thread's Python does through window.wondersUI), the document's language, localStorage
  for (const name of Object.keys(ui)) sync[name] = (...args) => ui[name](...args);
  sync.setLanguage = (code, dir) => {
    document.documentElement.lang = code;
    document.documentElement.dir = dir;
  };
  sync.storageSet = (key, value) => {
    try { localStorage.setItem(key, value); return ""; } catch (e) { return e.name || String(e); }
  };
  sync.storageRemove = (key) => { localStorage.removeItem(key); };
  // A game's save: compared with the text the worker checked and written in this one
  // call (the two-tab guard, atomic here); a refusal goes back as an action with the
  // keys' values as they are. A save refused here that the worker's copy still holds
  // (its next save came before the refusal reached it) stands for the text it replaced.
  const refused = new Map();
  // Leaving asks first from the moment a save is refused here, not only once the worker
  // has taken the refusal in: until then its word on the unsaved flag is older news.
  let refusing = 0, unsavedAsked = false;
  const showUnsaved = () => ui.setUnsaved(unsavedAsked || refusing > 0);
  sync.setUnsaved = (flag) => { unsavedAsked = !!flag; showUnsaved(); };
  sync.storageSwap = (key, old, value, cacheKey, cacheValue) => {
    const was = refused.get(key);
    const checked = was && was.value === (old ?? null) ? was.old : (old ?? null);
    let reason = "";
    if (localStorage.getItem(key) !== checked) reason = "conflict";
    else {
      try { localStorage.setItem(key, value); } catch (e) { reason = e.name || String(e); }
    }
    if (reason) {
      refused.set(key, { value, old: checked });
      refusing += 1;
      showUnsaved();
      send("storage-refused", JSON.stringify({ key, reason }), [key, cacheKey])
        .finally(() => { refusing -= 1; showUnsaved(); });
      return reason;
    }
    refused.delete(key);
    try { localStorage.setItem(cacheKey, cacheValue); } catch { localStorage.removeItem(cacheKey); }
    // written after a refusal: the worker's notice of a full storage can go
    if (was) send("storage-saved", JSON.stringify({ key }));
    return "";
  };
  // Playing together: web/together.js stays here (RTCPeerConnection, the camera); the
  // worker calls its functions by name with data, and its channels' events go to the
  // worker's ``peer`` (worker_page.MainTogether).
  sync.togetherOpen = async () => {
    (await ui.together()).setHandler((kind, conn, bytes) => sync.peer(kind, conn, bytes));
  };
  sync.togetherCall = async (name, ...args) => {
    if (!TOGETHER.has(name)) throw new Error(`together.js has no ${name}`);
    return (await ui.together())[name](...args);
  };
  await tag.xworker.ready;
  const carries = JSON.parse(await sync.boot(JSON.stringify({
    languages: [...(navigator.languages || [navigator.language || "en"])],
    url: ui.pageUrl(), storage: ownStorage() })));
  form = new Set(carries.form);
  file = new Set(carries.file);
  // Python has started in the worker: the service worker is asked here for what the
  // next visit needs (the snapshot), as the loader asks on the main thread
  askForSnapshot();
  // the tests' and benches' probes (promises, as on the main thread: browser.py)
  window.wondersApp = () => sync.screen();
  window.wondersPython = (code) => sync.python(code);
  // While an action is with the worker, the table drawn is the one before it: #app says
  // it is busy (aria-busy) from the tap until the worker has answered (and drawn).
  const root = document.getElementById("app");
  let inFlight = 0;
  const busy = (delta) => {
    inFlight += delta;
    if (inFlight > 0) root.setAttribute("aria-busy", "true");
    else root.removeAttribute("aria-busy");
  };
  // one action of the page, with what it carries: the form, the file, and the values
  // of the keys of localStorage it is about (``keys``; every key of the site: all)
  function send(act, arg, keys) {
    const name = String(act).replace(/-/g, "_");
    const carried = { arg: arg === undefined ? null : arg };
    if (form.has(name)) carried.form = JSON.parse(ui.formValues());
    if (keys) {
      carried.storage = keys === "all" ? ownStorage()
        : Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)]));
    }
    const bytes = file.has(name) ? ui.takeImport() : null;
    busy(1);
    return sync.act(act, JSON.stringify(carried), bytes).catch((e) => {
      console.error(e);
      ui.toast(String(e.message || e), "error");
    }).finally(() => busy(-1));
  }
  ui.setHandler((act, arg) => send(act, arg, String(act) === "storage-changed"
    ? (arg ? [arg] : "all") : null));
}
