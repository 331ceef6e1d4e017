// The JavaScript half of the app shell: a tiny DOM builder for the trees that the
// Python front end describes (text always goes in as text nodes, never as HTML),
// delegated events, file export/import, the bot worker and the service worker.
import { t, choose } from "./i18n.js";

const app = () => document.getElementById("app");
let handler = null;
const queued = [];

// Long tasks on the UI thread, for the benchmark script (bench/page.py).
window.__longTasks = [];
window.__metrics = {};
function metric(name, value) { (window.__metrics[name] = window.__metrics[name] || []).push(value); }
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
} catch (e) { /* not supported */ }

// The table's stylesheets: index.html preloads them (the loading screen paints without
// waiting for them) and they apply from here on; the first screen shows once all are in.
const STYLES = [...document.querySelectorAll('link[rel="preload"][as="style"]')];
const stylesIn = Promise.all(STYLES.map((link) => new Promise((done) => {
  link.addEventListener("load", done);
  link.addEventListener("error", done);
  link.rel = "stylesheet";
  if (link.sheet) done();
})));
let styled = STYLES.length === 0;
stylesIn.then(() => { styled = true; });

const BAD_ATTR = /^on|^srcdoc$|^innerhtml$/i;

function build(node) {
  if (node === null || node === undefined || node === false) return null;
  if (typeof node === "string" || typeof node === "number") return document.createTextNode(String(node));
  const [tag, attrs, ...children] = node;
  const svg = tag === "svg" || tag === "rect" || tag === "line" || tag === "text" || tag === "polyline" || tag === "g" || tag === "circle";
  const el = svg ? document.createElementNS("http://www.w3.org/2000/svg", tag) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === false || BAD_ATTR.test(k)) continue;
    if (k === "style") el.style.cssText = String(v); // CSSOM: allowed by the CSP, an attribute is not
    else if (k === "value" && "value" in el) el.value = v;
    else if (k === "checked") el.checked = !!v;
    else if (k === "selected") el.selected = !!v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) {
    const child = build(c);
    if (child) el.appendChild(child);
  }
  return el;
}

// ---- drawing again: the tree drawn last is kept, and a new one is laid over it node by
// node. A node with the same tag (and the same key: its `id` or `data-key`) keeps its DOM
// element, only its changed attributes and children are touched; anything else is built
// afresh. What is on screen is exactly what a fresh build would show, but unchanged parts
// cost no DOM work, style, layout or paint, and focus and scroll positions stay.
let drawn = null;
const isText = (x) => typeof x === "string" || typeof x === "number";
const present = (x) => x !== null && x !== undefined && x !== false;
const keyOf = (node) => (node[1] ? node[1].id ?? node[1]["data-key"] ?? null : null);

function drawAgain(root, tree) {
  const kids = tree.filter(present);
  if (drawn && drawn.length === root.childNodes.length) patchChildren(root, drawn, kids);
  else root.replaceChildren(...kids.map(build).filter(Boolean));
  drawn = kids;
}

function patchAttrs(el, before, after) {
  for (const k of Object.keys(before)) {
    if (present(before[k]) && !present(after[k]) && !BAD_ATTR.test(k)) {
      if (k === "style") el.style.cssText = "";
      else if (k === "checked") el.checked = false;
      else if (k === "selected") el.selected = false;
      else el.removeAttribute(k);
    }
  }
  for (const [k, v] of Object.entries(after)) {
    if (!present(v) || BAD_ATTR.test(k)) continue;
    // a form control's live state is set as a fresh build sets it, whatever was typed,
    // except in the field being typed in when the view did not change its value: a
    // drawing that answers an earlier action (the page's Python in a worker answers a
    // moment later) does not take back the letters typed since
    if (k === "value" && "value" in el) {
      const typing = el === document.activeElement && String(before[k]) === String(v);
      if (el.value !== String(v) && !typing) el.value = v;
      continue;
    }
    if (k === "checked") { el.checked = !!v; continue; }
    if (k === "selected") { el.selected = !!v; continue; }
    if (before[k] === v) continue;
    if (k === "style") el.style.cssText = String(v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
}

// The element `el`, drawn from `before`, made to show `after`: `el` itself when it can
// be kept, else a new element.
function patchNode(el, before, after) {
  if (isText(after)) {
    if (!isText(before) || el.nodeType !== Node.TEXT_NODE) return build(after);
    if (String(before) !== String(after)) el.data = String(after);
    return el;
  }
  if (isText(before) || el.nodeType !== Node.ELEMENT_NODE || before[0] !== after[0]
      || keyOf(before) !== keyOf(after)) return build(after);
  patchAttrs(el, before[1] || {}, after[1] || {});
  patchChildren(el, before.slice(2).filter(present), after.slice(2).filter(present));
  return el;
}

// Children matched by key where they have one, else by position among the unkeyed.
function patchChildren(el, before, after) {
  const olds = Array.from(el.childNodes);
  if (olds.length !== before.length) { el.replaceChildren(...after.map(build).filter(Boolean)); return; }
  const keyed = new Map();
  const plain = [];
  before.forEach((b, i) => {
    const k = isText(b) ? null : keyOf(b);
    if (k !== null && !keyed.has(k)) keyed.set(k, i); else plain.push(i);
  });
  let nextPlain = 0;
  const used = new Set();
  const next = after.map((a) => {
    const k = isText(a) ? null : keyOf(a);
    let i = k !== null ? keyed.get(k) : undefined;
    if (i === undefined && k === null && nextPlain < plain.length) i = plain[nextPlain++];
    if (i === undefined || used.has(i)) return build(a);
    used.add(i);
    return patchNode(olds[i], before[i], a);
  });
  let cur = el.firstChild;
  for (const n of next) {
    if (!n) continue;
    if (n === cur) cur = cur.nextSibling;
    else el.insertBefore(n, cur);
  }
  while (cur) { const gone = cur; cur = cur.nextSibling; el.removeChild(gone); }
}

// Where each card of the hand or of Duel's structure was last drawn, by name, on this
// screen (a pick waits for the others before it arrives): a card that left them slides
// from there to its city (`slide`).
const lastSeen = new Map();
function cardPlaces(root) {
  if (document.body.dataset.screen !== lastSeen.screen) lastSeen.clear();
  lastSeen.screen = document.body.dataset.screen;
  for (const el of root.querySelectorAll("#hand [data-card], #structure [data-card]")) {
    const r = el.getBoundingClientRect();
    // a hand is the player's own; Duel's structure is both players'
    if (r.width) lastSeen.set(el.dataset.card, { r, shared: !!el.closest("#structure") });
  }
  return lastSeen;
}

// Movement shows what happened: a card that just arrived in a city (`.arriving`, marked
// by tables/arrivals.py) and was in sight in the hand or the structure a moment ago
// slides from there to its place. Never when the person asked for less motion (the
// system's setting, or Settings' Reduced or None), nor at the instant pace (`.still`).
function slide(root, from) {
  if (!from.size || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const html = document.documentElement.classList;
  if (html.contains("motion-reduced") || html.contains("motion-none")) return;
  for (const el of root.querySelectorAll(".arriving:not(.still):not(.arrival)")) {
    const was = from.get(el.dataset.card || el.dataset.name);
    if (!was || !el.animate || (!was.shared && !el.closest(".me"))) continue;
    const now = el.getBoundingClientRect();
    const dx = was.r.left - now.left, dy = was.r.top - now.top;
    from.delete(el.dataset.card || el.dataset.name);
    if (Math.abs(dx) + Math.abs(dy) < 4) continue;
    for (const a of el.getAnimations()) a.cancel();  // the slide in place of the drop-in
    el.animate([{ transform: `translate(${dx}px, ${dy}px)`, zIndex: 40 },
                { transform: "none", zIndex: 40 }],
               { duration: 450, easing: "cubic-bezier(.2,.7,.3,1)" });
  }
}

// Each city's coins as last drawn on this screen, by seat: a change floats as "+3" or
// "−2" from the city's coins (`coinsMoved`), drawn over the page, never in the tree.
const lastCoins = new Map();
function coinCounts(root) {
  const now = new Map();
  for (const el of root.querySelectorAll(".city[data-seat] .stats > .stat.coins, "
                                         + ".dcity[data-seat] .dcity-head .coins")) {
    const seat = el.closest("[data-seat]").dataset.seat;
    const n = parseInt(el.textContent, 10);
    if (!now.has(seat) && !Number.isNaN(n)) now.set(seat, [n, el]);
  }
  return now;
}

function coinsMoved(root, screen) {
  const now = coinCounts(root);
  const same = lastCoins.screen === screen;
  // a float belongs to the screen it rose from: another screen (the Age's end over the
  // table) does not show the last turn's "+1" fading over it
  if (!same) for (const gone of document.querySelectorAll("body > .coin-delta")) gone.remove();
  const quiet = matchMedia("(prefers-reduced-motion: reduce)").matches
    || document.documentElement.classList.contains("motion-reduced")
    || document.documentElement.classList.contains("motion-none");
  for (const [seat, [n, el]] of now) {
    const was = lastCoins.get(seat);
    if (!same || was === undefined || was === n || quiet || !document.body.animate) continue;
    const r = el.getBoundingClientRect();
    if (!r.width) continue;
    const d = document.createElement("span");
    d.className = "coin-delta " + (n > was ? "gain" : "loss");
    d.textContent = (n > was ? "+" : "−") + Math.abs(n - was);
    d.setAttribute("aria-hidden", "true");
    d.style.left = `${r.left + r.width / 2}px`;
    d.style.top = `${r.top}px`;
    document.body.append(d);
    d.animate([{ transform: "translate(-50%, 0)", opacity: 1 },
               { transform: "translate(-50%, -28px)", opacity: 0 }],
              { duration: 1100, easing: "ease-out" }).onfinish = () => d.remove();
  }
  lastCoins.clear();
  lastCoins.screen = screen;
  for (const [seat, [n]] of now) lastCoins.set(seat, n);
}

function render(json) {
  const t0 = performance.now();
  const tree = typeof json === "string" ? JSON.parse(json) : json;
  const root = app();
  const scroll = root.querySelector("[data-keep-scroll]");
  const keep = scroll ? scroll.scrollTop : 0;
  const was = document.body.dataset.screen;
  const places = cardPlaces(root);
  drawAgain(root, tree);
  slide(root, places);
  const again = root.querySelector("[data-keep-scroll]");
  if (again) again.scrollTop = keep;
  document.body.dataset.screen = root.firstElementChild ? (root.firstElementChild.dataset.screen || "") : "";
  // a new screen opens at its top, not where the last one was scrolled to (a game
  // opened from far down the saved games' list showed a Duel table scrolled down)
  if (document.body.dataset.screen !== was) window.scrollTo(0, 0);
  coinsMoved(root, document.body.dataset.screen);
  focusDialog(root);
  placeFocus(root);
  rove(root);
  say(root);
  if (styled) show(root); else stylesIn.then(() => show(root));
  if (document.body.dataset.screen === "home") keepHome(json);
  metric("render_dom_ms", performance.now() - t0);
}

// Python's screen on show (the first time: Python is ready, its first screen drawn
// over the early home, the loading line gone: the page is "interactive", the old mark).
// The service worker is registered once a table is playable (its precache would share
// the link with Python's own files before that), or at once on a visit it controls.
function show(root) {
  root.hidden = false;
  root.classList.remove("early");
  const loading = document.getElementById("loading");
  if (loading) loading.remove();
  if (!window.__wondersInteractive) {
    window.__wondersInteractive = performance.now();
    performance.mark("wonders-interactive");
  }
  if (document.body.dataset.screen === "table" && !window.__wondersTablePlayable) {
    window.__wondersTablePlayable = performance.now();
    performance.mark("wonders-table-playable");
    setTimeout(registerServiceWorker, 0);
  }
}

// ---- the home screen before Python. The build drew it (tools/site/prerender.py, with
// the front end's own Python) into index.html: in English in #app, in the other
// languages in templates. Shown here in the person's language, or as the page's Python
// drew it last on this device (kept in localStorage by `keepHome`: the saved games'
// cards, Resume, the damaged saves), and taken as the tree that Python's first screen
// is laid over (drawAgain), so that its unchanged elements stay where they are.
const EARLY_KEY = "wonders.v1.early-home";
const EARLY_MAX = 200000;  // characters: a home with very many saves is not kept

function domTree(node) {
  if (node.nodeType === Node.TEXT_NODE) return node.data;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const attrs = {};
  for (const a of node.attributes) {
    attrs[a.name] = a.name === "checked" || a.name === "selected" ? true : a.value;
  }
  return [node.localName, attrs, ...Array.from(node.childNodes, domTree).filter(present)];
}

// The build's home, as a short hash of its English markup: a home kept by an older
// build (other game boxes, other buttons) is not shown, so that Python's first screen
// moves nothing after an update (issue 53)
const EARLY_BUILD = (() => {
  const markup = document.getElementById("app") ? document.getElementById("app").innerHTML : "";
  let h = 2166136261;
  for (let i = 0; i < markup.length; i++) h = Math.imul(h ^ markup.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
})();

function keptHome(lang) {
  try {
    const kept = localStorage.getItem(EARLY_KEY) || "";
    const cut = kept.indexOf("\n");
    return cut > 0 && kept.slice(0, cut) === lang + " " + EARLY_BUILD
      ? JSON.parse(kept.slice(cut + 1)) : null;
  } catch (e) { return null; }
}

function keepHome(json) {
  try {
    const text = document.documentElement.lang + " " + EARLY_BUILD + "\n"
      + (typeof json === "string" ? json : JSON.stringify(json));
    if (text.length <= EARLY_MAX) localStorage.setItem(EARLY_KEY, text);
    else localStorage.removeItem(EARLY_KEY);
  } catch (e) {
    try { localStorage.removeItem(EARLY_KEY); } catch (e2) { /* storage refused */ }
  }
}

function drawEarlyHome() {
  const root = app();
  const main = root.firstElementChild;
  if (!root.classList.contains("early") || !main || main.dataset.screen !== "home") return false;
  const lang = choose();
  const own = lang !== "en" && document.querySelector(`template.early-home[lang="${lang}"]`);
  if (own) {
    root.replaceChildren(own.content.cloneNode(true));
    document.documentElement.lang = lang;
  }
  drawn = Array.from(root.childNodes, domTree).filter(present);
  const kept = keptHome(lang);
  if (kept) drawAgain(root, kept);
  document.body.dataset.screen = "home";
  return true;
}

// The early home takes taps: each is queued (dispatch) and answered when Python is
// ready; the tapped control shows that it is waiting until then.
function markQueued(target) {
  target.classList.add("queued");
  target.setAttribute("aria-busy", "true");
}
function unmarkQueued() {
  for (const el of document.querySelectorAll(".queued")) {
    el.classList.remove("queued");
    el.removeAttribute("aria-busy");
  }
}

function dispatch(act, arg) {
  if (!handler || queued.length) { queued.push([act, arg]); return; }
  run(act, arg);
}

function run(act, arg) {
  try { handler(act, arg === undefined ? null : arg); } catch (e) { console.error(e); toast(t("Error: {message}", { message: e.message }), "error"); }
}

document.addEventListener("click", (ev) => {
  const target = ev.target.closest("[data-act]");
  if (!target || !app().contains(target) || target.disabled) return;
  // a plain link inside a tappable part (a "?" to the Rules page on a city) is followed
  const link = ev.target.closest("a[href]");
  if (link && !link.dataset.act && target.contains(link)) return;
  if (target.tagName === "INPUT" && target.type === "file") return;
  ev.preventDefault();
  if (!handler) markQueued(target);
  dispatch(target.dataset.act, target.dataset.arg);
});

// Escape closes what is open: the app's control marked data-escape (a dialog's Close).
// In a modal dialog (aria-modal) Tab goes round its own controls.
document.addEventListener("keydown", (ev) => {
  const close = ev.key === "Escape" && app().querySelector("[data-escape]");
  if (close) { ev.preventDefault(); close.click(); return; }
  const dialog = ev.key === "Tab" && app().querySelector("[aria-modal=true]");
  if (!dialog) return;
  const stops = [...dialog.querySelectorAll("button, select, input, summary, a[href]")]
    .filter((el) => !el.disabled && el.offsetParent);
  if (!stops.length) return;
  const first = stops[0], last = stops[stops.length - 1];
  const inside = dialog.contains(document.activeElement);
  if (ev.shiftKey && (!inside || document.activeElement === first || document.activeElement === dialog)) {
    ev.preventDefault(); last.focus();
  } else if (!ev.shiftKey && (!inside || document.activeElement === last)) {
    ev.preventDefault(); first.focus();
  }
});

// A modal dialog takes the focus when it opens and gives it back to what opened it
// when it closes (or, if that is folded away now, to the top bar's "⋯").
let dialogOpener = null;
function focusDialog(root) {
  const dialog = root.querySelector("[aria-modal=true]");
  if (dialog) {
    if (!dialog.contains(document.activeElement)) {
      if (!dialogOpener) dialogOpener = document.activeElement;
      dialog.focus({ preventScroll: true });
    }
  } else if (dialogOpener) {
    const back = dialogOpener;
    dialogOpener = null;
    if (back.isConnected) back.focus({ preventScroll: true });
    if (document.activeElement !== back) {
      const more = root.querySelector("#bar-more");
      if (more && more.offsetParent) more.focus({ preventScroll: true });
    }
  }
}

// ---- focus and announcements, as the view marks them (wonders_ui/focus.py). The screen's
// <main> names where the focus goes (data-focus: places, the first found taking it) and
// when (data-focus-key: a new screen, a turn, a card chosen); the focus moves then, or
// when it fell to <body> (its element drawn away), and stays where the person put it
// otherwise. Its news (data-news: [key, text] pairs) is said once a key, in order, in
// the page's one live region.
let focusKey = null;
let byKeyboard = false;
document.addEventListener("keydown", () => { byKeyboard = true; }, true);
document.addEventListener("pointerdown", () => { byKeyboard = false; }, true);
const shown = (el) => el.getClientRects().length > 0;

function focusOn(el) {
  if (el.tabIndex < 0 && !el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: true });
  if (byKeyboard && el.scrollIntoView) el.scrollIntoView({ block: "nearest" });
}

function placeFocus(root) {
  const main = root.querySelector("main[data-focus]");
  if (!main || root.querySelector("[aria-modal=true]")) return;
  const active = document.activeElement;
  const lost = !active || active === document.body || !active.isConnected;
  const first = focusKey === null;
  if (main.dataset.focusKey === focusKey && !lost) return;
  focusKey = main.dataset.focusKey;
  if (first && !lost) return;  // Python's first screen: the early home's focus stays
  for (const where of main.dataset.focus.split(" | ")) {
    const el = [...root.querySelectorAll(where)].find(shown);
    if (el) { focusOn(el); return; }
  }
}

const live = document.createElement("div");
live.id = "live";
live.className = "visually-hidden";
live.setAttribute("role", "status");
live.setAttribute("aria-live", "polite");
document.body.appendChild(live);
const said = new Set();
function say(root) {
  const main = root.querySelector("main[data-news]");
  let news = [];
  try { news = main ? JSON.parse(main.dataset.news) : []; } catch (e) { news = []; }
  const fresh = news.filter(([key]) => !said.has(key));
  if (!fresh.length) return;
  if (said.size > 5000) said.clear();
  for (const [key] of fresh) said.add(key);
  live.textContent = fresh.map(([, text]) => text).join(" ");
}

// Arrow keys move in a group of cards (a roving tabindex: the group is one Tab stop, at
// its chosen or focused card): in the hand, in Duel's structure (its pyramid, in two
// dimensions: the nearest card that way), the wonder draft and a power's choices;
// Home and End go to the group's ends; Enter chooses (the card is a button).
const ROVE = "#hand, #structure, .draft-pool, .power-options, .choice-options";
// (a card drawn around its button, ``.face-slot``, is one item: its button)
const roveItems = (group) => [...group.querySelectorAll(
  ":scope > button:not([disabled]), :scope > .face-slot > button:not([disabled])")];
function rove(root) {
  for (const group of root.querySelectorAll(ROVE)) {
    const items = roveItems(group);
    const current = items.find((el) => el.contains(document.activeElement))
      || items.find((el) => el.classList.contains("selected"))
      || items.find((el) => el.dataset.act && el.getAttribute("aria-disabled") !== "true")
      || items[0];
    for (const el of items) el.tabIndex = el === current ? 0 : -1;
  }
}

const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
function nextCard(items, from, key) {
  const i = items.indexOf(from);
  if (key === "Home") return items[0];
  if (key === "End") return items[items.length - 1];
  const [sx, sy] = ARROWS[key];
  const a = from.getBoundingClientRect();
  let best = null, bestScore = Infinity;
  for (const el of items) {
    if (el === from || !shown(el)) continue;
    const b = el.getBoundingClientRect();
    const dx = (b.left + b.width / 2) - (a.left + a.width / 2);
    const dy = (b.top + b.height / 2) - (a.top + a.height / 2);
    const along = sx ? dx * sx : dy * sy;
    const across = Math.abs(sx ? dy : dx);
    if (along < 4 || across > along * 2 + (sx ? a.height : a.width) / 2) continue;
    const score = along + across * 2;
    if (score < bestScore) { best = el; bestScore = score; }
  }
  // a line of cards wraps: past a row's end comes the next row's first card
  return best || items[i + (sx + sy > 0 ? 1 : -1)] || null;
}

document.addEventListener("keydown", (ev) => {
  if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
  const el = document.activeElement;
  const typing = el && (el.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName));
  if (ev.key === "?" && !typing) {
    ev.preventDefault();
    dispatch("keys");
    return;
  }
  if (!(ev.key in ARROWS) && ev.key !== "Home" && ev.key !== "End") return;
  const group = el && el.parentElement && el.parentElement.closest(ROVE);
  const holder = el.parentElement.matches(".face-slot") ? el.parentElement.parentElement
    : el.parentElement;
  if (!group || !app().contains(group) || holder !== group) return;
  const items = roveItems(group);
  const next = nextCard(items, el, ev.key);
  ev.preventDefault();
  if (!next) return;
  for (const item of items) item.tabIndex = item === next ? 0 : -1;
  next.focus({ preventScroll: true });
  next.scrollIntoView({ block: "nearest", inline: "nearest" });
});

document.addEventListener("change", (ev) => {
  const t = ev.target;
  if (!app().contains(t)) return;
  if (t.type === "file" && t.dataset.file) {
    const file = t.files && t.files[0];
    t.value = "";
    if (!file) return;
    const max = Number(t.dataset.max || 0);
    if (max && file.size > max) {
      dispatch(t.dataset.file, JSON.stringify({ name: file.name, error: "too-large", size: file.size }));
      return;
    }
    file.arrayBuffer().then((buf) => {
      window.__importBytes = new Uint8Array(buf);
      dispatch(t.dataset.file, JSON.stringify({ name: file.name, size: file.size }));
    });
  } else if (t.dataset.change) {
    dispatch(t.dataset.change, t.type === "checkbox" ? String(t.checked) : t.value);
  }
});

// An icon's word (its aria-label; icons have role="img") in a tip: on a long press anywhere, or on a tap when the
// icon is not part of a button; nothing is hover-only. A long press does not click.
let wordTimer = null;
let wordShown = false;
function showWord(el) {
  let tip = document.getElementById("word-tip");
  if (!tip) {
    tip = document.createElement("div");
    tip.id = "word-tip";
    tip.setAttribute("role", "status");
    document.body.appendChild(tip);
  }
  tip.textContent = el.getAttribute("aria-label");
  const r = el.getBoundingClientRect();
  const left = r.left + r.width / 2 - tip.offsetWidth / 2;
  tip.style.left = Math.max(4, Math.min(window.innerWidth - tip.offsetWidth - 4, left)) + "px";
  tip.style.top = (r.top > 44 ? r.top - tip.offsetHeight - 6 : r.bottom + 6) + "px";
  clearTimeout(tip.timer);
  tip.timer = setTimeout(() => tip.remove(), 2000);
}
const wordAt = (target) => (target && target.closest ? target.closest('[role="img"][aria-label]') : null);
// a card drawn around its button (``.face-slot``): its drawn parts let the pointer through
// to the button, so its icon under the finger is found by where it lies
const slotIconAt = (target, x, y) => {
  if (!target || !target.matches || !target.matches(".face-slot > button")) return null;
  return [...target.parentElement.querySelectorAll(':scope > * [role="img"][aria-label]')]
    .find((el) => {
      const r = el.getBoundingClientRect();
      return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    }) || null;
};
document.addEventListener("pointerdown", (ev) => {
  clearTimeout(wordTimer);
  wordShown = false;
  const el = wordAt(ev.target) || slotIconAt(ev.target, ev.clientX, ev.clientY);
  if (!el || !app().contains(el)) return;
  wordTimer = setTimeout(() => { wordShown = true; showWord(el); }, 450);
});
for (const name of ["pointerup", "pointercancel"]) document.addEventListener(name, () => clearTimeout(wordTimer));
document.addEventListener("contextmenu", (ev) => { if (wordAt(ev.target)) ev.preventDefault(); });
document.addEventListener("click", (ev) => {
  if (wordShown) { wordShown = false; ev.preventDefault(); ev.stopPropagation(); return; }
  const el = wordAt(ev.target);
  if (el && app().contains(el) && !el.closest("[data-act]")) showWord(el);
}, true);

function formValues() {
  const out = {};
  for (const el of app().querySelectorAll("[name]")) {
    if (el.type === "radio" && !el.checked) continue;
    out[el.name] = el.type === "checkbox" ? el.checked : el.value;
  }
  return JSON.stringify(out);
}

let toastTimer = null;
function toast(text, kind) {
  const el = document.getElementById("toast");
  el.textContent = text;
  el.className = "show " + (kind || "info");
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.className = ""; }, kind === "error" ? 9000 : 4000);
}

function download(filename, bytes) {
  const blob = new Blob([bytes], { type: "application/octet-stream" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

function takeImport() {
  const b = window.__importBytes;
  window.__importBytes = null;
  return b;
}

// ---- bots: module workers, each running its own Pyodide, so the page never freezes and
// several bots think side by side (a turn of three bots costs about one bot's time).
// How many: one a core the page leaves (navigator.hardwareConcurrency less one for the
// page), at most as many as think at once at the table (startBots(thinkers)), and no
// more than the memory budget holds: each worker's Pyodide costs about WORKER_MB
// (measured in Chromium: bench/tablet.py, bench/RESULTS.md); the budget is an eighth of
// the device's memory (navigator.deviceMemory, 4 GB where unknown). The first worker
// starts once the screen has painted, each further one once the one before it is ready
// (they never compete with the page's own start). A request goes to a ready worker with
// nothing to do, else waits for the first one free; each worker keeps its own replayed
// game, and a bot's move depends only on the save and its seed, so which worker answers
// does not matter.
const WORKER_MB = 125;
const MAX_THINKERS = 7;  // 7 Wonders: 8 players, one of them the person
function botPoolSize(thinkers) {
  const cores = Math.max(1, (navigator.hardwareConcurrency || 2) - 1);
  const budgetMb = (navigator.deviceMemory || 4) * 1024 / 8;
  const override = Number(globalThis.__wondersBotWorkers);  // a fixed pool size (benches, tests)
  if (override >= 1) return Math.min(MAX_THINKERS, Math.floor(override));
  return Math.max(1, Math.min(cores, Math.floor(budgetMb / WORKER_MB), thinkers, MAX_THINKERS));
}
const botPool = [];       // {worker, ready, job, dead}
const botQueue = [];      // requests no worker has taken yet
let poolTarget = 0;
let nextId = 1;
function spawnWorker() {
  const entry = { worker: null, ready: false, job: null, dead: false };
  entry.worker = new Worker(new URL("./bot_worker.js", import.meta.url), { type: "module" });
  botPool.push(entry);
  entry.worker.onmessage = (ev) => {
    const msg = ev.data;
    if (msg.type === "ready") {
      entry.ready = true;
      if (window.__botsReady === undefined) window.__botsReady = performance.now();
      window.__botWorkers = botPool.filter((e) => e.ready).length;
      growPool();
      handOut();
      return;
    }
    if (msg.type === "failed") { workerFailed(entry, msg.error || ""); return; }
    const job = entry.job;
    if (!job || job.id !== msg.id) return;
    entry.job = null;
    if (typeof msg.ms === "number") metric("bot_ms", msg.ms);
    if (typeof msg.playouts === "number") metric("bot_playouts", msg.playouts);
    metric("bot_worker", botPool.indexOf(entry));  // which worker answered
    if (msg.error) job.reject(new Error(msg.error)); else job.resolve(msg);
    handOut();
  };
  entry.worker.onerror = (ev) => workerFailed(entry, ev.message || "");
  return entry;
}
let workerError = "";
function workerFailed(entry, error) {
  // a worker that cannot run: its request fails with the reason; the others go on,
  // and with none left every waiting request (and every later one) fails the same way
  entry.dead = true;
  workerError = t("bot worker failed: {error}", { error });
  if (entry.job) { entry.job.reject(new Error(workerError)); entry.job = null; }
  handOut();
}
function growPool() {
  // one more worker while the target is not reached and none is starting
  const alive = botPool.filter((e) => !e.dead);
  if (alive.length < botPool.length) return;  // one failed: the others will too
  if (alive.length >= poolTarget || alive.some((e) => !e.ready)) return;
  spawnWorker().worker.postMessage({ type: "init" });
}
function handOut() {
  if (botPool.length && botPool.every((e) => e.dead)) {
    for (const job of botQueue.splice(0)) job.reject(new Error(workerError));
    return;
  }
  while (botQueue.length) {
    let entry = botPool.find((e) => e.ready && !e.dead && !e.job);
    // before any worker is ready the first one takes the request (it starts its Python for it)
    if (!entry && !botPool.some((e) => e.ready && !e.dead)) entry = botPool.find((e) => !e.dead && !e.job);
    if (!entry) return;
    const job = botQueue.shift();
    entry.job = job;
    entry.worker.postMessage(job.message, [job.message.blob.buffer]);
  }
}
function startBots(thinkers) {
  poolTarget = Math.max(poolTarget, botPoolSize(Math.max(1, Number(thinkers) || 1)));
  if (botPool.length) { growPool(); return; }
  const first = spawnWorker();
  // Python starts in the worker once this screen has painted (bot_worker.js); the page
  // asks for it where a bot may soon move (store.bots_near).
  requestAnimationFrame(() => setTimeout(() => first.worker.postMessage({ type: "init" }), 0));
}
function askWorker(message, resolve, reject) {
  startBots();
  message.id = nextId++;
  botQueue.push({ id: message.id, message, resolve, reject });
  handOut();
}
// A bot's move (or a hint): the request is posted to a free worker at once, before
// Python draws the table (browser.py awaits the answer after), so a failure may come
// before anyone awaits it: it is marked handled here and reaches whoever awaits it.
function handled(promise) {
  promise.catch(() => {});
  return promise;
}
function botAct(gameId, blob, player, level, seed) {
  const bytes = new Uint8Array(blob);
  return handled(new Promise((resolve, reject) => {
    askWorker({ type: "act", gameId, blob: bytes, player, level, seed }, resolve, reject);
  }));
}

function botHint(gameId, blob, player, seed) {
  const bytes = new Uint8Array(blob);
  return handled(new Promise((resolve, reject) => {
    askWorker({ type: "hint", gameId, blob: bytes, player, seed }, (msg) => resolve(msg.hint), reject);
  }));
}

// ---- the app's settings (wonders_ui/settings.py): classes on <html>, put there from
// localStorage before the first screen paints, and again by Python on every change.
const PREFS_KEY = "wonders.v1.prefs";
function setClasses(onJson, everyJson) {
  const root = document.documentElement;
  for (const c of JSON.parse(everyJson)) root.classList.remove(c);
  for (const c of JSON.parse(onJson)) root.classList.add(c);
  zoomMedia();
}

// Larger text zooms the page (settings.css: `zoom` on the body, --zoom). The browser's
// own zoom also narrows the window the style sheets' @media rules see; CSS zoom does
// not, so the widths and heights of those rules are scaled here by the zoom: at 130 %
// a 1280 px window is laid out as the 985 px window it now amounts to.
// On a phone the zoom is held so that the window it amounts to stays at least 360 px
// wide and 390 px tall, the smallest the layouts are made for (130 % of a 390 px wide
// phone would be a 300 px one, narrower than the narrowest phone).
const MEDIA_TEXT = new WeakMap();
const SMALLEST = [360, 390];
function zoomMedia() {
  const root = document.documentElement;
  root.style.removeProperty("--zoom");
  const chosen = parseFloat(getComputedStyle(root).getPropertyValue("--zoom")) || 1;
  const room = Math.min(window.innerWidth / SMALLEST[0], window.innerHeight / SMALLEST[1]);
  const zoom = Math.round(Math.min(chosen, Math.max(1, room)) * 1000) / 1000;
  if (zoom !== chosen) root.style.setProperty("--zoom", String(zoom));
  const scale = (rules) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) {
        if (!MEDIA_TEXT.has(rule)) MEDIA_TEXT.set(rule, rule.media.mediaText);
        const text = MEDIA_TEXT.get(rule).replace(/(\d+(?:\.\d+)?)px/g,
          (_m, n) => `${Math.round(Number(n) * zoom)}px`);
        if (rule.media.mediaText !== text) rule.media.mediaText = text;
      }
      if (rule.cssRules) scale(rule.cssRules);
    }
  };
  for (const sheet of document.styleSheets) {
    let rules = null;
    try { rules = sheet.cssRules; } catch (e) { continue; } // another origin's sheet
    scale(rules);
  }
}
stylesIn.then(zoomMedia);
addEventListener("resize", () => {
  if (document.documentElement.matches(".text-large, .text-larger")) zoomMedia();
});
function storedPrefs() {
  let prefs = {};
  try { prefs = JSON.parse(localStorage.getItem(PREFS_KEY) || "{}") || {}; } catch (e) { /* none */ }
  const on = [];
  if (prefs.motion === "reduced" || prefs.motion === "none") on.push("motion-" + prefs.motion);
  if (prefs.palette === true) on.push("cb");
  if (prefs.text === "large" || prefs.text === "larger") on.push("text-" + prefs.text);
  return on;
}
for (const c of storedPrefs()) document.documentElement.classList.add(c);

function loadingText(text) {
  const el = document.getElementById("loading-text");
  if (el) el.textContent = text;
}

// Python's handler of the page's actions. The taps made before it (on the home drawn
// before Python) are answered once Python's start has drawn its first screen (it is
// called from that start, which ends by drawing home).
function setHandler(fn) {
  handler = fn;
  setTimeout(() => {
    unmarkQueued();
    while (queued.length) { const [a, b] = queued[0]; run(a, b); queued.shift(); }
    openPlayLink();
  }, 0);
}

// "Play from here" of a rule example (embed.html): index.html#play=<the save, base64url>
// opens as a new saved game (the import's path: never over another save). A shared
// set-up (#setup=1.<...>), replay (#replay=1.<...>) or a host's invitation to play
// together (#join=<code>) or a link of play by message (#m=<code>) goes to Python as it
// is, which checks it (sharing.py, together/play.py, together/mail.py).
function openPlayLink() {
  const shared = /^#(setup|replay|join|m)=(.*)$/s.exec(location.hash);
  if (shared) {
    history.replaceState(null, "", location.pathname + location.search);
    dispatch((shared[1] === "m" ? "post" : shared[1]) + "-link", shared[2]);
    return;
  }
  const m = /^#play=([A-Za-z0-9_-]+)$/.exec(location.hash);
  if (!m) return;
  history.replaceState(null, "", location.pathname + location.search);
  const b64 = m[1].replace(/-/g, "+").replace(/_/g, "/");
  let bin;
  // the words of the toasts are Python's (saving.py, in the page's language)
  try { bin = atob(b64 + "===".slice((b64.length + 3) % 4)); } catch (e) { dispatch("import", JSON.stringify({ example: true, error: "damaged-link" })); return; }
  window.__importBytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  dispatch("import", JSON.stringify({ example: true, size: bin.length }));
}

// ---- other tabs and windows of this site: a save written there arrives as a `storage`
// event (never in the tab that wrote it); "I opened game X" and "I have it open" travel
// on a BroadcastChannel. Both reach every same-origin page of this browser profile.
const SAVE_PREFIX = "wonders.v1.save.";
window.addEventListener("storage", (ev) => {
  if (ev.storageArea !== localStorage) return;
  if (ev.key === null || ev.key.startsWith(SAVE_PREFIX)) dispatch("storage-changed", ev.key || "");
});
const channel = "BroadcastChannel" in window ? new BroadcastChannel("wonders-tabs") : null;
if (channel) channel.onmessage = (ev) => dispatch("tab-message", JSON.stringify(ev.data));
function broadcast(json) { if (channel) channel.postMessage(JSON.parse(json)); }

// Moves that no save holds (storage full, or the game saved by another tab): leaving or
// reloading the page asks first.
let unsaved = false;
function setUnsaved(flag) { unsaved = !!flag; }
window.addEventListener("beforeunload", (ev) => {
  if (!unsaved) return;
  ev.preventDefault();
  ev.returnValue = "";
});

// Share links: this page's address, and the clipboard when the browser allows it.
function pageUrl() { return location.origin + location.pathname + location.search; }
function copyText(text) {
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).catch(() => {});
}

// An action some time from now (a replay's next step at its pace).
function later(ms, act, arg) { setTimeout(() => dispatch(act, arg), ms); }

// Playing together (web/together.js: data channels, QR codes), loaded when first used
const together = () => import("./together.js");
window.wondersUI = { metric, render, setHandler, formValues, toast, download, takeImport, startBots, botAct, botHint, setClasses, loadingText, broadcast, setUnsaved, later, pageUrl, copyText, together };

// ---- offline: precache the whole site after the first visit. Registered once the first
// table is playable, so that installing (which fetches every file) does not share the
// link with what the first table needs.
function registerServiceWorker() {
  if (window.__swReady || !("serviceWorker" in navigator)) return;
  const local = location.hostname === "127.0.0.1" || location.hostname === "localhost";
  if (location.protocol !== "https:" && !local) return;
  window.__swReady = navigator.serviceWorker.register("./sw.js")
    .then(() => navigator.serviceWorker.ready)
    .catch((e) => { console.warn("service worker not registered", e); });
}
if (navigator.serviceWorker && navigator.serviceWorker.controller) registerServiceWorker();

// The home on screen before Python: usable (its taps are queued), then Python's files
// are asked for (web/preload.mjs, web/start.mjs wait for this) and PyScript is loaded.
if (drawEarlyHome()) {
  window.__wondersHomeUsable = performance.now();
  performance.mark("wonders-home-usable");
}
if (window.__wondersHomeUsable === undefined) window.__wondersHomeUsable = performance.now();
dispatchEvent(new Event("wonders-home-usable"));
// (the page's Python in PyScript's worker when the address asks for it: thread.mjs)
import("./thread.mjs").then((thread) => thread.pageWorker
  ? import("./page_worker.mjs").then((m) => m.prepare(window.wondersUI)) : null)
  .then(() => import("../pyscript/core.js"))
  .catch((e) => console.warn("PyScript did not load", e));

window.addEventListener("error", (ev) => {
  if (document.getElementById("loading")) {
    document.getElementById("loading").classList.add("failed");
    loadingText(ev.message ? t("The game could not start: {error}", { error: ev.message })
      : t("The game could not start."));
  }
});
