// The author mode (author.html, docs/examples.md "Making an example without writing
// JSON"): start from a game's set-up, a rulebook example or a moment of a saved game
// (the replay's "Make an example from here" opens this page with #x1...); edit the
// position on the drawn table (Set up), record steps by playing on it (Play a step),
// tap what a caption points at, pick the selected card and tick the claims (Mark);
// then copy the embed code or the link. The engine, in the embeds' worker
// (embed_worker.js, wonders_ui/embed_author.py), draws the frame after each change;
// its counts are checked only when the author presses Check. No saves.
import { language, ready, t, tn } from "./i18n.js";
import { highlightAt, sameMark } from "./author_marks.js";

const $ = (id) => document.getElementById(id);
const S = { ex: null, at: 0, mode: "edit", pick: "", options: {}, out: null, choices: null, strict: false };

function el(tag, attrs, ...kids) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "value") node.value = v; else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const kid of kids.flat()) if (kid !== null && kid !== undefined) node.append(kid instanceof Node ? kid : String(kid));
  return node;
}

// A tree of the Python table (vdom: [tag, attrs, ...children]) as DOM, text as text.
const SVG = new Set(["svg", "rect", "line", "text", "polyline", "g", "circle", "use", "path"]);
const BAD_ATTR = /^on|^srcdoc$|^innerhtml$|^href$|^src$/i;
function build(node) {
  if (node === null || node === undefined || node === false) return null;
  if (typeof node === "string" || typeof node === "number") return document.createTextNode(String(node));
  const [tag, attrs, ...children] = node;
  const out = SVG.has(tag) ? document.createElementNS("http://www.w3.org/2000/svg", tag) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === false || BAD_ATTR.test(k)) continue;
    if (k === "style") out.style.cssText = String(v); else out.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) { const child = build(c); if (child) out.appendChild(child); }
  return out;
}

// ---- the engine, shared with the embeds
let port = null;
const waiting = new Map();
function connect() {
  const url = new URL("./embed_worker.js", import.meta.url);
  const onmessage = (ev) => { const done = waiting.get(ev.data && ev.data.id); if (done) { waiting.delete(ev.data.id); done(ev.data.json); } };
  if (typeof SharedWorker !== "undefined") {
    const w = new SharedWorker(url, { type: "module", name: "wonders-embeds" });
    w.port.onmessage = onmessage;
    w.port.start();
    return w.port;
  }
  const w = new Worker(url, { type: "module" });
  w.onmessage = onmessage;
  return w;
}
async function ask(msg) {
  port = port || connect();
  const id = Math.random().toString(36).slice(2);
  return JSON.parse(await new Promise((resolve) => { waiting.set(id, resolve); port.postMessage({ ...msg, id, lang: language() }); }));
}

// ---- the example being made: S.ex is its JSON; frame 0 the position, frame k step k
const frame = (k = S.at) => (k === 0 ? S.ex : S.ex.steps[k - 1]);
const pos = () => S.ex.position;
const names = () => (S.out && S.out.names) || pos().players.map((p) => p.name);
const shown = (name) => ((S.choices && S.choices.names) || {})[name] || name;
// the Cities' cards and wonders only in a game with the expansion
const inBox = (name) => pos().cities || !(S.choices.expansion || []).includes(name);
function setKey(obj, key, value) {
  const empty = value === "" || value === null || value === undefined
    || (Array.isArray(value) && !value.length) || (typeof value === "object" && !Array.isArray(value) && !Object.keys(value).length);
  if (empty) delete obj[key]; else obj[key] = value;
}

async function start(ex) {
  S.ex = ex;
  S.ex.steps = S.ex.steps || [];
  S.at = 0;
  S.pick = "";
  S.strict = false;
  const p = pos();
  S.choices = await ask({ type: "choices", game: p.game || "", edition: p.edition || 1 });
  drawAll();
  changed(true);
}

// ---- drawing the page around the table
const HINTS = {
  edit: () => t("Tap a card on the table to take it away; add cards with the buttons below."),
  play: () => t("Tap a card of the hand, then Build, Wonder or Discard, as in the game."),
  mark: () => t("Tap anything on the table to mark it; tap it again to unmark it."),
};
function drawAll() {
  for (const b of document.querySelectorAll("[data-mode]")) b.setAttribute("aria-pressed", b.dataset.mode === S.mode ? "true" : "false");
  $("a-hint").textContent = HINTS[S.mode]();
  $("a-caption-label").textContent = S.at === 0 ? t("Caption of the table as set up") : t("Caption of step {n}", { n: S.at });
  $("a-caption").value = frame().caption || "";
  $("a-where").textContent = S.at === 0 ? t("The position") : t("Step {n} of {last}", { n: S.at, last: S.ex.steps.length });
  $("a-back").disabled = S.at === 0;
  $("a-fwd").disabled = S.at >= S.ex.steps.length;
  drawSteps();
  drawPanel();
}

function drawSteps() {
  $("a-steps").replaceChildren(...S.ex.steps.map((s, i) => el("li", { class: "a-step" + (i + 1 === S.at ? " a-here" : ""), "data-step": i + 1 },
    el("button", { type: "button", class: "a-go", "data-go": i + 1 },
      `${i + 1}. ${(s.moves || [s]).map((m) => `${m.player}: ${m.move}`).join(" · ")}`,
      s.caption ? el("span", { class: "a-step-caption" }, s.caption) : null),
    el("button", { type: "button", "data-remove": i, "aria-label": t("Remove this step and those after it") }, "×"))));
}

function seatRow(p, i) {
  const row = el("div", { class: "a-seat", "data-seat": i },
    el("label", null, t("Name"), el("input", { "data-field": "name", value: p.name || "", maxlength: 30 })));
  const seat = S.choices.seat;  // what the game's seat form edits (its author module)
  if (seat.board) {
    row.append(el("label", null, t("Wonder"), el("select", { "data-field": "wonder" },
      S.choices.wonders.filter(inBox).map((w) => el("option", { value: w, selected: w === p.wonder }, shown(w))))));
    row.append(el("label", null, t("Side"), el("select", { "data-field": "side" },
      S.choices.sides.map((w) => el("option", { value: w, selected: w === p.side }, w)))));
  }
  row.append(el("label", null, t("Coins"), el("input", { "data-field": "coins", type: "number", min: 0, max: 999, value: p.coins ?? seat.coins })));
  row.append(el("button", { type: "button", "data-add": "cards", "data-seat": i }, t("+ Built card")));
  if (seat.wonders) {  // a list of wonders: a name (not built) or {"name", "built", "card"}
    const wonders = p.wonders || [];
    row.append(el("button", { type: "button", "data-add": "wonders", "data-seat": i }, t("+ Wonder")));
    row.append(el("div", { class: "a-hand" },
      wonders.map((w, j) => el("button", { type: "button", class: "a-chip", "data-wonder-at": j, "data-seat": i, "aria-label": t("Take {card} away", { card: shown(wonderName(w)) }) }, `${shown(wonderName(w))}${w.built ? " ✓" : ""} ×`))));
  }
  if (Array.isArray(p.hand)) {
    row.append(el("button", { type: "button", "data-add": "hand", "data-seat": i }, t("+ Hand card")));
    row.append(el("div", { class: "a-hand", "aria-label": t("Hand") },
      el("span", { class: "a-small" }, tn("Hand: {n} card", "Hand: {n} cards", p.hand.length)),
      p.hand.map((c, j) => el("button", { type: "button", class: "a-chip", "data-hand": j, "data-seat": i, "aria-label": t("Take {card} out of the hand", { card: shown(c) }) }, `${shown(c)} ×`))));
  }
  return row;
}

const wonderName = (w) => (typeof w === "string" ? w : w.name);

function drawPanel() {
  const panel = $("a-panel");
  if (S.mode === "edit") {
    panel.replaceChildren(el("div", { class: "a-row" },
      el("label", null, t("Age"), el("select", { id: "a-age" }, [1, 2, 3].map((a) => el("option", { value: a, selected: a === (pos().age || 1) }, a)))),
      el("label", null, t("Shown from"), el("select", { id: "a-view" }, names().map((n, i) => el("option", { value: i, selected: viewIndex() === i }, n))))),
    ...pos().players.map(seatRow));
    return;
  }
  if (S.mode === "play") {
    const out = S.out;
    if (!out || !out.to_move) { panel.replaceChildren(); return; }
    if (out.over) { panel.replaceChildren(el("p", null, t("The game is over."))); return; }
    const viewer = out.viewer;
    const others = out.to_move.filter((m) => m.player !== viewer);
    const mine = out.to_move.some((m) => m.player === viewer);
    panel.replaceChildren(...[
      others.length ? el("p", { class: "a-small" }, mine ? t("The others' moves of this turn:") : t("The move of this step:")) : null,
      ...others.map((m) => el("label", { class: "a-other" }, m.name,
        el("select", { "data-mover": m.player }, m.moves.map((text, j) => el("option", { value: text, selected: j === preferred(m.moves) }, text))))),
      mine ? null : el("button", { type: "button", id: "a-record", class: "primary" }, t("Record this step"))].filter(Boolean));
    return;
  }
  drawMarkPanel();
}

function preferred(moves) {
  const i = moves.findIndex((m) => m.startsWith("build "));
  return i >= 0 ? i : 0;
}

function drawMarkPanel() {
  const f = frame();
  const out = S.out || {};
  const marks = (f.highlight || []).map((h, i) => el("li", { class: "a-mark" },
    el("span", null, describe(h)),
    el("input", { "data-label": i, placeholder: t("Note beside it (optional)"), value: h.label || "", maxlength: 80 }),
    el("button", { type: "button", "data-unmark": i, "aria-label": t("Unmark") }, "×")));
  const picks = out.picks || [];
  const claims = [];
  const expect = f.expect || {};
  for (const { name, pad } of out.scores || []) {
    for (const [key, value] of Object.entries(pad)) {
      if (!value && key !== "total") continue;
      const on = expect.scores && expect.scores[name] && expect.scores[name][key] === value;
      claims.push(el("label", { class: "a-claim" }, el("input", { type: "checkbox", "data-claim": `${name}\u0000${key}\u0000${value}`, checked: on }),
        t("{player} scores {points}: {what}", { player: name, points: value, what: (out.labels || {})[key] || key })));
    }
  }
  if (S.at === 0 && out.payments && f.select) {
    const on = !!expect.payments;
    claims.push(el("label", { class: "a-claim" }, el("input", { type: "checkbox", id: "a-claim-pay", checked: on }),
      t("{player} may pay for {card}: {ways}", { player: names()[out.viewer] || "", card: shown(f.select), ways: out.payments.map(way).join(" / ") || t("no way") })));
  }
  $("a-panel").replaceChildren(
    el("h3", null, t("Marked")),
    marks.length ? el("ul", { class: "a-marks" }, marks) : el("p", { class: "a-small" }, t("Nothing is marked yet.")),
    el("label", null, t("Selected card"), el("select", { id: "a-select" },
      el("option", { value: "" }, t("none")), picks.map((c) => el("option", { value: c, selected: c === f.select }, shown(c))))),
    el("details", { class: "a-claims", open: claims.some((c) => c.querySelector("input").checked) || null },
      el("summary", null, t("Claims the caption makes (the engine checks them)")), claims));
}

/** One way to pay, as words: 7 Wonders' coins to each neighbour and the bank. */
function way(o) {
  if (Object.keys(o).every((k) => ["left", "right", "bank"].includes(k))) {
    return t("{left} to the left, {right} to the right, {bank} to the bank", { left: o.left || 0, right: o.right || 0, bank: o.bank || 0 });
  }
  return JSON.stringify(o);
}

function describe(h) {
  const bits = [];
  if (h.seat !== undefined) bits.push(typeof h.seat === "number" ? t("city {n}", { n: h.seat + 1 }) : h.seat);
  if (h.card) bits.push(shown(h.card));
  if (h.part) bits.push(h.part);
  if (h.text) bits.push(`“${h.text}”`);
  return bits.join(" · ");
}

function viewIndex() {
  const v = S.ex.view ?? 0;
  if (typeof v === "number") return v;
  const i = names().findIndex((n) => n.toLowerCase() === String(v).toLowerCase());
  return i < 0 ? 0 : i;
}

// ---- asking the engine after each change
let timer = null;
let lastLink = "";
let drawnHeight = 0; // the preview's example as the embed drew it, in CSS px (0: not yet)

// The lines to paste: the link, the iframe and the element. The iframe and the element
// reserve the height the preview drew the example at (480 until it has said), and the
// element keeps it before its script runs too: a tutorial moves nothing as it loads.
function writeSnippets(link) {
  const site = new URL("./", location.href).href;
  const height = drawnHeight || 480;
  $("a-link").value = link ? `${site}embed.html#${link}` : "";
  $("a-code").value = link ? `<iframe src="${site}embed.html#${link}" width="100%" height="${height}" style="border:0" title="${t("A Wonders rule example")}"></iframe>` : "";
  $("a-element").value = link ? `<script src="${site}web/wonders-example.js" defer></script>\n<wonders-example link="${link}" height="${height}" style="display:block;min-height:${height}px"></wonders-example>` : "";
  document.body.dataset.reserved = link && drawnHeight ? String(drawnHeight) : "";
}
function changed(now) { clearTimeout(timer); timer = setTimeout(check, now ? 0 : 200); }
async function check() {
  const strict = S.strict;
  const options = Object.entries(S.options).map(([k, i]) => `${k}:${i}`).join(",");
  const out = await ask({ type: "author", text: JSON.stringify(S.ex), frame: S.at, pick: S.mode === "play" ? S.pick : "", strict, options });
  S.out = out;
  const status = $("a-status");
  if (out.tree) {
    S.at = out.frame;
    const main = el("main", { class: "screen screen-table", "data-screen": "table" });
    for (const node of out.tree) { const n = build(node); if (n) main.append(n); }
    // a table's body fills the screen (classic.css; as wonders_ui/screens.frame marks it)
    if (main.querySelector(":scope > .table-body")) main.classList.add("screen-fills");
    $("a-table").replaceChildren(main);
  }
  status.className = out.error ? "a-error" : "";
  if (out.error) status.textContent = out.error;
  else if (out.ok) status.textContent = tn("The engine checked it: {n} step.", "The engine checked it: {n} steps.", S.ex.steps.length)
    + (out.checked && out.checked.length ? " " + tn("{n} claim holds.", "{n} claims hold.", out.checked.length) : "");
  else status.textContent = t("Not checked yet: press Check when the table is ready.");
  if (out.missing && out.missing.length) status.textContent += " " + out.missing.join("; ");
  drawAll();
  const link = out.ok ? out.link : "";
  if (link && link !== lastLink) { lastLink = link; drawnHeight = 0; $("a-preview").src = `./embed.html#${link}`; }
  writeSnippets(link);
  for (const id of ["a-copy-code", "a-copy-element", "a-copy-link"]) $(id).disabled = !link;
  document.body.dataset.checked = link || "no";
  document.body.dataset.answered = String(Number(document.body.dataset.answered || 0) + 1);
  S.strict = false;
}

// ---- the table: a tap edits, plays or marks
$("a-table").addEventListener("click", (ev) => {
  ev.preventDefault();
  if (S.mode === "play") return playTap(ev.target);
  if (S.mode === "mark") return markTap(ev.target);
  return editTap(ev.target);
});

function editTap(target) {
  if (S.at !== 0) return;  // the position is edited, not a frame after it
  const seatNode = target.closest("[data-seat]");
  const handCard = target.closest("#hand [data-card]");
  if (handCard && S.choices.seat.hand_on_table) {
    const hand = pos().players[viewIndex()].hand || [];
    const at = hand.indexOf(handCard.dataset.card);
    if (at >= 0) hand.splice(at, 1);
  } else {
    const card = target.closest("[data-name], [data-card]");
    if (!card || !seatNode) return;
    const name = card.dataset.name || card.dataset.card;
    const seat = Number(seatNode.dataset.seat);
    const city = seat < pos().players.length ? pos().players[seat] : pos().free_city;
    const at = city && city.cards ? city.cards.indexOf(name) : -1;
    if (at < 0) return;
    city.cards.splice(at, 1);
  }
  changed();
}

function playTap(target) {
  const act = target.closest("[data-act]");
  if (!act) return;
  if (act.dataset.act === "select") { S.pick = S.pick === act.dataset.arg ? "" : act.dataset.arg; S.options = {}; changed(true); return; }
  if (act.dataset.act === "opt") {  // another way to pay, as the game's action panel offers
    const [kind, index] = String(act.dataset.arg).split(":");
    S.options[kind] = Number(index) || 0;
    changed(true);
    return;
  }
  if (act.dataset.act === "move") record(act.dataset.arg);
}

function record(viewerMove) {
  const out = S.out;
  const moves = [];
  for (const m of out.to_move) {
    if (m.player === out.viewer && viewerMove) moves.push({ player: m.name, move: viewerMove });
    else {
      const box = document.querySelector(`#a-panel select[data-mover="${m.player}"]`);
      moves.push({ player: m.name, move: box ? box.value : m.moves[preferred(m.moves)] });
    }
  }
  if (!moves.length) return;
  S.ex.steps.splice(S.at);
  S.ex.steps.push(moves.length === 1 ? { ...moves[0] } : { moves });
  S.at = S.ex.steps.length;
  S.pick = "";
  S.options = {};
  changed(true);
}

function markTap(target) {
  const mark = highlightAt(target, names());
  if (!mark) return;
  const f = frame();
  const list = f.highlight || [];
  const at = list.findIndex((h) => sameMark(h, mark));
  if (at >= 0) list.splice(at, 1); else list.push(mark);
  setKey(f, "highlight", list);
  changed(true);
}

// ---- the panel's fields
$("a-panel").addEventListener("input", (ev) => {
  const x = ev.target;
  if (x.dataset.field) {
    const p = pos().players[Number(x.closest("[data-seat]").dataset.seat)];
    if (x.dataset.field === "name") renamed(p.name, x.value);
    p[x.dataset.field] = x.dataset.field === "coins" ? Math.max(0, Number(x.value) || 0) : x.value;
    changed();
  } else if (x.dataset.label !== undefined) {
    const h = frame().highlight[Number(x.dataset.label)];
    setKey(h, "label", x.value);
    changed();
  }
});
$("a-panel").addEventListener("change", (ev) => {
  const x = ev.target;
  if (x.id === "a-age") { pos().age = Number(x.value); for (const p of pos().players) if (p.hand) p.hand = []; changed(true); }
  else if (x.id === "a-view") { S.ex.view = Number(x.value); changed(true); }
  else if (x.id === "a-select") { setKey(frame(), "select", x.value); if (!x.value && frame().expect) delete frame().expect.payments; changed(true); }
  else if (x.id === "a-claim-pay") claimPayments(x.checked);
  else if (x.dataset.claim) claimScore(x.dataset.claim.split("\u0000"), x.checked);
});
$("a-panel").addEventListener("click", (ev) => {
  const b = ev.target.closest("button");
  if (!b) return;
  if (b.dataset.add) openPicker(Number(b.dataset.seat), b.dataset.add);
  else if (b.dataset.wonderAt !== undefined) { pos().players[Number(b.dataset.seat)].wonders.splice(Number(b.dataset.wonderAt), 1); changed(); }
  else if (b.dataset.hand !== undefined) { pos().players[Number(b.dataset.seat)].hand.splice(Number(b.dataset.hand), 1); changed(); }
  else if (b.dataset.unmark !== undefined) { frame().highlight.splice(Number(b.dataset.unmark), 1); setKey(frame(), "highlight", frame().highlight); changed(true); }
  else if (b.id === "a-record") record("");
});

/** A player renamed: the steps, the marks and the claims that name them follow. */
function renamed(was, now) {
  if (!was || !now) return;
  for (const f of [S.ex, ...S.ex.steps]) {
    for (const m of f.moves || [f]) if (m.player === was) m.player = now;
    for (const h of f.highlight || []) if (h.seat === was) h.seat = now;
    const scores = f.expect && f.expect.scores;
    if (scores && scores[was]) { scores[now] = scores[was]; delete scores[was]; }
    if (f.expect && f.expect.payments && f.expect.payments.player === was) f.expect.payments.player = now;
  }
  if (S.ex.view === was) S.ex.view = now;
}

function claimScore([name, key, value], on) {
  const f = frame();
  const expect = f.expect || {};
  const scores = expect.scores || {};
  const mine = scores[name] || {};
  if (on) mine[key] = Number(value); else delete mine[key];
  setKey(scores, name, mine);
  setKey(expect, "scores", scores);
  setKey(f, "expect", expect);
  changed(true);
}
function claimPayments(on) {
  const f = frame();
  const expect = f.expect || {};
  setKey(expect, "payments", on ? { player: names()[S.out.viewer], card: f.select, options: S.out.payments } : null);
  setKey(f, "expect", expect);
  changed(true);
}

// ---- the card picker: a search box and the cards that match
let picking = null;
function openPicker(seat, list) {
  picking = { seat, list };
  const who = pos().players[seat].name;
  $("a-picker-title").textContent = list === "hand" ? t("A card for {player}'s hand", { player: who })
    : list === "wonders" ? t("A wonder for {player}", { player: who }) : t("A card built in {player}'s city", { player: who });
  $("a-search").value = "";
  drawFound();
  $("a-picker").showModal();
  $("a-search").focus();
}
function drawFound() {
  const age = pos().age || 1;
  const ages = Object.keys(S.choices.cards).filter((a) => (picking.list === "hand" ? Number(a) === age : Number(a) <= age));
  const have = (pos().players[picking.seat][picking.list] || []).map(wonderName);
  const q = $("a-search").value.trim().toLowerCase();
  const pool = picking.list === "wonders" ? S.choices.wonders : ages.flatMap((a) => S.choices.cards[a]);
  const cards = [...new Set(pool)]
    .filter((c) => inBox(c) && (!q || c.toLowerCase().includes(q) || shown(c).toLowerCase().includes(q)))
    .sort((a, b) => shown(a).localeCompare(shown(b)));
  $("a-found").replaceChildren(...(cards.length ? cards.map((c) => el("button", { type: "button", "data-pick": c, "aria-pressed": have.includes(c) ? "true" : "false" }, shown(c)))
    : [el("p", null, t("No card has that name."))]));
}
$("a-search").addEventListener("input", drawFound);
$("a-found").addEventListener("click", (ev) => {
  const b = ev.target.closest("button[data-pick]");
  if (!b) return;
  const p = pos().players[picking.seat];
  const list = p[picking.list] = p[picking.list] || [];
  const at = list.map(wonderName).indexOf(b.dataset.pick);
  if (at >= 0) list.splice(at, 1); else list.push(b.dataset.pick);
  drawFound();
  changed();
});
$("a-done").addEventListener("click", () => $("a-picker").close());

// ---- the bar: modes, frames, Check, the caption, the steps
for (const b of document.querySelectorAll("[data-mode]")) {
  b.addEventListener("click", () => {
    S.mode = b.dataset.mode;
    S.pick = "";
    if (S.mode === "edit") S.at = 0;  // Set up edits the position
    drawAll();
    changed(true);
  });
}
$("a-back").addEventListener("click", () => { S.at = Math.max(0, S.at - 1); S.pick = ""; changed(true); });
$("a-fwd").addEventListener("click", () => { S.at = Math.min(S.ex.steps.length, S.at + 1); S.pick = ""; changed(true); });
$("a-check").addEventListener("click", () => { S.strict = true; changed(true); });
$("a-caption").addEventListener("input", (ev) => { setKey(frame(), "caption", ev.target.value); changed(); });
$("a-steps").addEventListener("click", (ev) => {
  const go = ev.target.closest("button[data-go]");
  const rm = ev.target.closest("button[data-remove]");
  if (go) S.at = Number(go.dataset.go);
  else if (rm) { S.ex.steps.splice(Number(rm.dataset.remove)); S.at = Math.min(S.at, S.ex.steps.length); } else return;
  changed(true);
});

// ---- where an example starts
// The set-ups every game's author module offers (wonders_ui.embed_author.kinds), and
// the player counts of the one chosen (one count: nothing to choose).
let KINDS = [];
async function kinds() {
  KINDS = await ask({ type: "kinds" });
  $("a-kind").replaceChildren(...KINDS.map((k) => el("option", { value: k.key }, k.label)));
  counts();
}
function counts() {
  const kind = KINDS.find((k) => k.key === $("a-kind").value) || KINDS[0];
  const was = Number($("a-players").value) || 3;
  $("a-players").replaceChildren(...kind.players.map((n) => el("option", { value: n, selected: n === was }, n)));
  $("a-players").disabled = kind.players.length < 2;
}
$("a-kind").addEventListener("change", counts);
$("a-new").addEventListener("click", async () => {
  const out = await ask({ type: "setup", kind: $("a-kind").value, players: Number($("a-players").value) });
  if (out.error) { $("a-status").textContent = out.error; return; }
  await start(out);
});
$("a-open").addEventListener("click", async () => {
  const file = $("a-book").value;
  if (!file) return;
  try {
    const res = await fetch(`./web/examples/${file}.json`);
    if (!res.ok) throw new Error(String(res.status));
    await start(await res.json());
  } catch (e) { $("a-status").textContent = t("could not fetch {file}", { file }); }
});
// The rulebook examples: those of the Rules page, under their headings.
async function books() {
  try {
    const html = await (await fetch("./rules.html")).text();
    const found = [...html.matchAll(/<h3 id="([\w-]+)"[^>]*>([^<]+)<\/h3>/g)];
    $("a-book").replaceChildren(...found.map(([, id, title]) => el("option", { value: id }, t(title.trim()))));
  } catch (e) { /* the set-up and saved games still start an example */ }
}

// ---- copying
for (const [button, field] of [["a-copy-code", "a-code"], ["a-copy-element", "a-element"], ["a-copy-link", "a-link"]]) {
  $(button).addEventListener("click", async () => {
    $(field).select();
    try { await navigator.clipboard.writeText($(field).value); $("a-status").textContent = t("Copied."); }
    catch (e) { $("a-status").textContent = t("Select the text and copy it (the browser refused)."); }
  });
}
// the preview is as tall as the embed says it is (hand included); the lines to paste
// reserve that height (drawnHeight), so that a tutorial as wide as the preview moves
// nothing as its example loads (issue 53)
addEventListener("message", (ev) => {
  if (ev.source !== $("a-preview").contentWindow || !ev.data || ev.data.type !== "wonders-example-size") return;
  if (!Number.isFinite(ev.data.height)) return;
  $("a-preview").style.height = `${ev.data.height}px`;
  drawnHeight = Math.max(120, Math.min(4000, Math.round(ev.data.height)));
  writeSnippets(lastLink && document.body.dataset.checked === lastLink ? lastLink : "");
});

// An example handed over in the address (#x1...: the replay's "Make an example from
// here", or any example's link), else a new 7 Wonders game.
async function first() {
  await ready;
  books();
  await kinds();
  const hash = decodeURIComponent(location.hash.slice(1));
  if (hash.startsWith("x")) {
    const out = await ask({ type: "author", text: hash, frame: 0, strict: true });
    if (out.example) { history.replaceState(null, "", location.pathname + location.search); await start(out.example); return; }
    $("a-status").textContent = out.error || "";
  }
  await start(await ask({ type: "setup", kind: KINDS[0].key, players: Number($("a-players").value) }));
}
first();
