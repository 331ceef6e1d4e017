// The embeds' Python: one Pyodide for every embed of a page (a SharedWorker; a
// dedicated worker per embed where SharedWorker is missing). It checks an example and
// draws all its frames at once (wonders_ui/embed.py), answering JSON: the frames, or
// {"error": one line}; it also answers the author mode (wonders_ui/embed_author.py).
// It reads and writes no saves. Each message names the language to draw in (its
// page's: web/i18n.js).
import { loadPyodide } from "./pyodide_loader.mjs";
import { t, use } from "./i18n.js";

let draw = null;
let author = null;
let speak = null;
const times = {};
const ready = (async () => {
  const py = await loadPyodide();  // the wheels download while Pyodide starts
  times.pyodide = performance.now();
  draw = py.pyimport("wonders_ui.embed").draw;
  author = py.pyimport("wonders_ui.embed_author");
  speak = py.pyimport("wonders_ui.i18n").set_language;
  times.ready = performance.now();
})();

// draw: an example's frames (embed.html); author, choices, setup: the author mode (author.js)
async function handle(msg, reply) {
  if (!msg || !["draw", "author", "choices", "setup", "kinds"].includes(msg.type)) return;
  try {
    await ready;
    await use(msg.lang);
    speak(String(msg.lang || "en"));
    const t0 = performance.now();
    // the example's words: the language the page asks for (msg.languages), else the browser's
    const langs = [...(msg.languages || []), ...(self.navigator.languages || [])];
    const json = msg.type === "draw" ? draw(String(msg.text), langs)
      : msg.type === "author" ? author.answer(String(msg.text), Number(msg.frame ?? -1), String(msg.pick || ""), Boolean(msg.strict), String(msg.options || ""))
        : msg.type === "setup" ? author.setup(String(msg.kind), Number(msg.players || 3))
          : msg.type === "kinds" ? author.kinds()
            : author.choices(String(msg.game || ""), Number(msg.edition || 1));
    reply({ id: msg.id, json, ms: performance.now() - t0, worker: times });
  } catch (e) {
    const text = String(e && e.message ? e.message : e).trim().split("\n").pop();
    reply({ id: msg.id, json: JSON.stringify({ error: t("the example could not be drawn: {error}", { error: text }) }) });
  }
}

self.onconnect = (ev) => {
  const port = ev.ports[0];
  port.onmessage = (m) => handle(m.data, (r) => port.postMessage(r));
  port.start();
};
self.onmessage = (m) => handle(m.data, (r) => self.postMessage(r));
