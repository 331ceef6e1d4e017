// The embed page (embed.html): one rule example, drawn from the example's link
// (#x1....), a file of this site (?src=examples/x.json) or what the page around it
// hands over (<wonders-example>, web/wonders-example.js, by postMessage). The
// embeds' shared Python (embed_worker.js) checks it and draws every frame; this page
// only shows them: step controls, captions, and "play from here", which opens the
// site in a new tab with a new saved game. It never touches the player's saves.
// Its words are in the reader's language (web/i18n.js: ?lang=, which the element sets
// from its lang attribute or its page's, else the language chosen on this device).
// It shows only what an example needs (the table, the caption, the steps and "play
// from here"); the log and the language menu only when its author asks (?show=log,lang),
// and a light page gets a light frame (?theme=light). It tells the page around it its
// height (postMessage "wonders-example-size"), which the element and the script size
// the frame by.
import { choose, language, ready, t } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const BAD_ATTR = /^on|^srcdoc$|^innerhtml$|^href$|^src$/i;
const SVG = new Set(["svg", "rect", "line", "text", "polyline", "g", "circle", "use", "path"]);
const STEP_MS = 2600;
const WAIT_MS = 15000;
const PARAMS = new URLSearchParams(location.search);
// what the author asked to be shown besides the example: "log", "lang"
const SHOW = new Set((PARAMS.get("show") || "").toLowerCase().split(/[\s,+]+/).filter(Boolean));
window.__embed = { start: performance.now(), show: [...SHOW] };
if (PARAMS.get("theme") === "light") document.documentElement.classList.add("x-light");

// A tree of the Python tables (vdom: [tag, attrs, ...children]) as DOM; text is
// only ever inserted as text.
function build(node) {
  if (node === null || node === undefined || node === false) return null;
  if (typeof node === "string" || typeof node === "number") return document.createTextNode(String(node));
  const [tag, attrs, ...children] = node;
  const el = SVG.has(tag) ? document.createElementNS("http://www.w3.org/2000/svg", tag) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === false || BAD_ATTR.test(k)) continue;
    if (k === "style") el.style.cssText = String(v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  // The example's table is a still picture: nothing here answers its buttons (only
  // ◀ ▶, Play and Play from here are wired), so they stay out of the Tab order and say
  // they cannot be pressed (aria-disabled; data-still keeps their look, styles.css).
  // The table itself is one Tab stop (#x-table, a named region that scrolls by keys).
  if (el.tagName === "BUTTON") {
    el.tabIndex = -1;
    if (!el.hasAttribute("aria-disabled")) {
      el.setAttribute("aria-disabled", "true");
      el.dataset.still = "";
    }
  }
  for (const c of children) {
    const child = build(c);
    if (child) el.appendChild(child);
  }
  return el;
}

// A short excerpt of what the address gave, for a message (issue 32: a refusal quotes
// at most a short excerpt of the input, whatever its length).
function short(text, most = 60) {
  const s = String(text);
  return s.length <= most ? s : s.slice(0, most - 1) + "…";
}

// The example's link from the address's fragment: %-escapes decoded, and a fragment
// whose escapes are malformed ("%E0%A4%A") passed on as it is, for the engine to name
// what is wrong with it (never the browser's "URI malformed").
function fragment() {
  const raw = location.hash.slice(1);
  try { return decodeURIComponent(raw); } catch (e) { return raw; }
}

function fail(message) {
  message = short(message, 200);
  const box = $("x-status");
  box.hidden = false;
  box.className = "x-error";
  box.replaceChildren();
  const head = document.createElement("strong");
  head.textContent = t("This example cannot be shown.");
  box.append(head, document.createTextNode(message));
  $("x-example").hidden = true;
  window.__embed.error = message;
  reportSize();
}

// ---- where the example comes from
function fromParent() {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(
      t("no example was given: the address needs #x1... (a link), ?src=FILE (a file of this site), or the <wonders-example> element around it"))), WAIT_MS);
    window.addEventListener("message", (ev) => {
      const msg = ev.data;
      if (ev.source !== window.parent || !msg || msg.type !== "wonders-example") return;
      clearTimeout(timer);
      if (msg.error) reject(new Error(String(msg.error))); else resolve(String(msg.text || ""));
    });
    window.parent.postMessage({ type: "wonders-example-ready" }, "*");
  });
}

async function source() {
  const hash = fragment();
  if (hash) return hash;
  const src = new URLSearchParams(location.search).get("src");
  if (src) {
    let url;
    try { url = new URL(src, location.href); } catch (e) { url = null; }
    if (!url || url.origin !== location.origin) {
      throw new Error(t("?src= must be a file of this site, not {origin}: put the example in the link (#x1...) or use the <wonders-example> element", { origin: short(url ? url.origin : src) }));
    }
    let res;
    try {
      res = EARLY.url && EARLY.url.href === url.href ? await EARLY.response : await fetch(url);
    } catch (e) { throw new Error(t("could not fetch {file}", { file: short(url.pathname) })); }
    if (!res.ok) throw new Error(t("{file}: not found (HTTP {status})", { file: short(url.pathname), status: String(res.status) }));
    return await res.text();
  }
  if (window.parent !== window) return fromParent();
  throw new Error(t("no example was given: the address needs #x1... (a link) or ?src=FILE"));
}

// ---- the shared Python
function engine() {
  const url = new URL("./embed_worker.js", import.meta.url);
  if (typeof SharedWorker !== "undefined") {
    try {
      const w = new SharedWorker(url, { type: "module", name: "wonders-embeds" });
      w.port.start();
      window.__embed.shared = true;
      return { post: (m) => w.port.postMessage(m), listen: (f) => { w.port.onmessage = f; } };
    } catch (e) { window.__embed.sharedError = String(e); /* a worker of our own */ }
  }
  const w = new Worker(url, { type: "module" });
  window.__embed.shared = false;
  return { post: (m) => w.postMessage(m), listen: (f) => { w.onmessage = f; } };
}

// The page's one connection to the shared Python, made once the example is known not
// to be one the build drew (at once for a link's example): the worker boots Pyodide.
let python = null;
function connect() {
  if (!python) python = engine();
  return python;
}

function drawn(text) {
  return new Promise((resolve) => {
    const id = Math.random().toString(36).slice(2);
    const py = connect();
    py.listen((ev) => { if (ev.data && ev.data.id === id) resolve(ev.data); });
    py.post({ type: "draw", id, text, lang: language() });
  });
}

// ---- the frames
let frames = [];
let at = 0;
let timer = null;

function show(i) {
  at = Math.max(0, Math.min(frames.length - 1, i));
  const f = frames[at];
  const main = document.createElement("main");
  main.className = "screen screen-table";
  main.dataset.screen = "table";
  for (const node of f.tree) { const el = build(node); if (el) main.appendChild(el); }
  // a table's body fills the screen (classic.css; as wonders_ui/screens.frame marks it)
  if (main.querySelector(":scope > .table-body")) main.classList.add("screen-fills");
  $("x-table").replaceChildren(main);
  const log = SHOW.has("log") && f.log ? build(f.log) : null;
  $("x-log").replaceChildren(...(log ? [log] : []));
  $("x-log").hidden = !log;
  $("x-caption").textContent = t(f.caption);
  $("x-count").textContent = frames.length > 1 ? `${at} / ${frames.length - 1}` : "";
  $("x-back").disabled = at === 0;
  $("x-next").disabled = at === frames.length - 1;
  for (const id of ["x-back", "x-next", "x-play", "x-count"]) $(id).hidden = frames.length < 2;
  document.body.dataset.step = String(at);
  reportSize();
}

function play(on) {
  clearInterval(timer);
  timer = null;
  $("x-play").setAttribute("aria-pressed", on ? "true" : "false");
  $("x-play").textContent = on ? t("Pause") : t("Play");
  if (!on) return;
  if (at === frames.length - 1) show(0);
  timer = setInterval(() => {
    if (at >= frames.length - 1) { play(false); return; }
    show(at + 1);
  }, STEP_MS);
}

function playFromHere() {
  const url = new URL("./index.html", location.href);
  url.hash = "play=" + frames[at].save;
  window.open(url.href, "_blank", "noopener");
}

// The table's language menu (?show=lang): another language reloads the embed in it.
function languageMenu(tree) {
  const menu = build(tree);
  const select = menu.querySelector("select");
  select.value = language();
  select.addEventListener("change", () => {
    const url = new URL(location.href);
    url.searchParams.set("lang", select.value);
    location.replace(url.href);
  });
  $("x-lang").replaceChildren(menu);
  $("x-lang").hidden = false;
}

// The page's height (the body holds no more than the embed's content: the frame may
// shrink as well as grow), for the page around it to size the frame.
let reported = 0;
function reportSize() {
  if (window.parent === window) return;
  const height = Math.ceil(document.body.getBoundingClientRect().height);
  if (height === reported) return;
  reported = height;
  window.__embed.height = height;
  window.parent.postMessage({ type: "wonders-example-size", height }, "*");
}

// ---- the site's own examples, drawn by the build (tools/site/prerender.py: the same
// Python, every frame, each language) under the SHA-256 of their text: shown without
// starting Python, in the page's language (the one the worker is told). Null for any
// other example.
const DRAWN = new URL("./examples/drawn/", import.meta.url);

async function drawing(key, lang) {
  const res = await fetch(new URL(`${key}.${lang}.json`, DRAWN));
  return res.ok ? await res.text() : null;
}

async function prerendered(text) {
  try {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
    const key = Array.from(new Uint8Array(digest).slice(0, 16),
      (b) => b.toString(16).padStart(2, "0")).join("");
    if (EARLY.drawn && EARLY.key === key && EARLY.lang === language()) return await EARLY.drawn;
    return await drawing(key, language());
  } catch (e) { return null; }  // no digest here, offline: Python draws it
}

// What a ?src= file of the site asks for at once, not after the page's language
// (web/i18n.js and its catalogue) and then one request after the other: the file, and,
// for one of the site's own examples (the build lists their keys in the page's
// <meta name="wonders-drawn">), its drawing in the reader's language. The drawing is
// shown only when the file's text has that key (prerendered, above). On a slow link
// this is one round trip where there were two (issue 53).
const EARLY = earlyRequests();

function earlyRequests() {
  const src = PARAMS.get("src");
  if (!src || fragment()) return {};
  let url;
  try { url = new URL(src, location.href); } catch (e) { return {}; }
  if (url.origin !== location.origin) return {};
  const early = { url, response: fetch(url) };
  early.response.catch(() => {});  // (its failure is told when source() reads it)
  const listed = document.querySelector('meta[name="wonders-drawn"]');
  const here = url.origin + url.pathname;
  for (const pair of (listed ? listed.content : "").split(/\s+/).filter(Boolean)) {
    const [path, key] = pair.split("=");
    if (!key || new URL(path, location.href).href !== here) continue;
    early.key = key;
    early.lang = choose(PARAMS.get("lang"));
    early.drawn = drawing(key, early.lang).catch(() => null);
  }
  return early;
}

async function start() {
  if (fragment()) connect();  // a link's example is never one of the site's own
  await ready;
  let text;
  try { text = await source(); } catch (e) { fail(e.message); return; }
  let json = await prerendered(text);
  window.__embed.prerendered = json !== null;
  if (json === null) {
    const answer = await drawn(text);
    window.__embed.pythonMs = answer.ms;
    window.__embed.worker = answer.worker;
    json = answer.json;
  }
  const out = JSON.parse(json);
  if (out.error) { fail(out.error); return; }
  frames = out.frames;
  document.title = out.title ? t("Wonders: {title}", { title: t(out.title) }) : document.title;
  $("x-status").hidden = true;
  $("x-example").hidden = false;
  if (SHOW.has("lang") && out.languages) languageMenu(out.languages);
  $("x-back").addEventListener("click", () => { play(false); show(at - 1); });
  $("x-next").addEventListener("click", () => { play(false); show(at + 1); });
  $("x-play").addEventListener("click", () => play(!timer));
  $("x-open").addEventListener("click", playFromHere);
  document.addEventListener("keydown", (ev) => {
    if (ev.key === "ArrowRight") { play(false); show(at + 1); }
    if (ev.key === "ArrowLeft") { play(false); show(at - 1); }
  });
  show(0);
  window.__embed.drawn = performance.now();
  window.__embed.frames = frames.length;
  performance.mark("example-drawn");
  if (window.ResizeObserver) new ResizeObserver(reportSize).observe(document.body);
}

// an address with another example (the author mode's preview) draws that one
window.addEventListener("hashchange", () => location.reload());
start();
