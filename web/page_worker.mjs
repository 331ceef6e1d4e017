// The page's Python in PyScript's worker (issue 55; the page's address asks for it with
// ``?worker=1``, so far): this thread keeps web/ui.js, which draws what the worker's
// store sends, and the browser's synchronous parts (localStorage, the form, an imported
// file's bytes); web/wonders_ui/worker_page.py is the worker's side. PyScript runs the
// same web/main.py, made a worker here before PyScript's core reads the page:
// ``<script type="py" worker>`` with ``sync_main_only`` (no SharedArrayBuffer), started
// from the site's pyscript/worker-*.js (docs/architecture.md, "Threads").

export const inWorker = new URLSearchParams(location.search).get("worker") === "1";

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
  // what the worker may call: ui.js's functions, the document's language, localStorage
  for (const [name, fn] of Object.entries(ui)) sync[name] = fn;
  sync.setLanguage = (code, dir) => {
    document.documentElement.lang = code;
    document.documentElement.dir = dir;
  };
  sync.storageSet = (key, value) => {
    try { localStorage.setItem(key, value); return ""; } catch (e) { return e.name || String(e); }
  };
  sync.storageRemove = (key) => { localStorage.removeItem(key); };
  await tag.xworker.ready;
  const carries = JSON.parse(await sync.boot(JSON.stringify({
    languages: [...(navigator.languages || [navigator.language || "en"])],
    url: ui.pageUrl(), storage: ownStorage() })));
  const form = new Set(carries.form);
  const file = new Set(carries.file);
  window.wondersApp = () => sync.screen();
  ui.setHandler((act, arg) => {
    const name = String(act).replace(/-/g, "_");
    const carried = { arg: arg === undefined ? null : arg };
    if (form.has(name)) carried.form = JSON.parse(ui.formValues());
    if (name === "storage_changed") {
      carried.storage = arg ? { [arg]: localStorage.getItem(arg) } : ownStorage();
    }
    const bytes = file.has(name) ? ui.takeImport() : null;
    sync.act(act, JSON.stringify(carried), bytes).catch((e) => {
      console.error(e);
      ui.toast(String(e.message || e), "error");
    });
  });
}
