// The author mode (author.html): set up a position by tapping, play moves from it,
// write captions, copy the embed code or the link (docs/examples.md). The engine, in
// the embeds' worker (embed_worker.js, wonders_ui/embed_author.py), checks the example
// at every change and answers its link and the moves that may follow. No saves.
import { language, ready, t, tn } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const NAMES = { "7wonders": ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"], duel: ["Antoine", "Bruno"] };
const S = { game: "7wonders", edition: 1, players: 3, age: 1, view: 0, caption: "", seats: [], steps: [], choices: null };

function el(tag, attrs, ...kids) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "value") node.value = v; else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const kid of kids.flat()) if (kid !== null && kid !== undefined) node.append(kid instanceof Node ? kid : String(kid));
  return node;
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
function ask(msg) {
  port = port || connect();
  const id = Math.random().toString(36).slice(2);
  return new Promise((resolve) => { waiting.set(id, resolve); port.postMessage({ ...msg, id, lang: language() }); });
}

// ---- the example being made
const duel = () => S.game === "duel";
function position() {
  if (duel()) {
    return { game: "duel", age: S.age, players: S.seats.map((s) => ({ name: s.name, coins: s.coins, cards: s.cards, wonders: s.wonders })) };
  }
  const pos = { game: "7wonders", edition: S.edition, age: S.age };
  const dealt = S.players > 2 && S.seats.some((s) => s.hand.length);
  pos.players = S.seats.map((s) => {
    const p = { name: s.name, wonder: s.wonder, side: s.side, coins: s.coins, cards: s.cards };
    if (dealt) p.hand = s.hand;
    return p;
  });
  if (S.players === 2) {
    const free = S.choices.wonders.find((w) => !S.seats.some((s) => s.wonder === w));
    pos.free_city = { wonder: free };
  }
  return pos;
}
function example() {
  const out = { example: 1, position: position(), view: S.view };
  if (S.caption) out.caption = S.caption;
  if (S.steps.length) out.steps = S.steps.map((s) => ({ player: s.player, move: s.move, ...(s.caption ? { caption: s.caption } : {}) }));
  return out;
}

function resetSeats() {
  const names = NAMES[S.game];
  const count = duel() ? 2 : S.players;
  S.seats = Array.from({ length: count }, (_, i) => ({
    name: names[i], wonder: S.choices.wonders[i % S.choices.wonders.length], side: S.choices.sides[0] || "",
    coins: duel() ? 7 : 3, cards: [], hand: [], wonders: [],
  }));
  S.view = Math.min(S.view, count - 1);
  S.steps = [];
}

// ---- drawing the form
/** A card's or wonder's name as printed in the page's language (the example keeps the
 * English one: data-card, the option's value). */
const shown = (name) => (S.choices.names || {})[name] || name;

function chips(i, kind, names, chosen) {
  return el("div", { class: "a-chips", "data-seat": i, "data-kind": kind },
    names.map((n) => el("button", { type: "button", "data-card": n, "aria-pressed": chosen.includes(n) ? "true" : "false" }, shown(n))));
}
function seatBox(s, i) {
  const ages = Object.keys(S.choices.cards).filter((a) => Number(a) <= S.age);
  const built = ages.flatMap((a) => S.choices.cards[a]);
  const box = el("div", { class: "a-seat", "data-seat": i },
    el("div", { class: "a-row" },
      el("label", null, t("Name"), el("input", { "data-field": "name", value: s.name, maxlength: 30 })),
      duel() ? null : el("label", null, t("Wonder"), el("select", { "data-field": "wonder" },
        S.choices.wonders.map((w) => el("option", { value: w, selected: w === s.wonder }, shown(w))))),
      duel() ? null : el("label", null, t("Side"), el("select", { "data-field": "side" },
        S.choices.sides.map((w) => el("option", { value: w, selected: w === s.side }, w)))),
      el("label", null, t("Coins"), el("input", { "data-field": "coins", type: "number", min: 0, max: 999, value: s.coins }))),
    el("div", { class: "a-chips-label" }, t("Built")), chips(i, "cards", built, s.cards));
  if (duel()) box.append(el("div", { class: "a-chips-label" }, t("Wonders")), chips(i, "wonders", S.choices.wonders, s.wonders));
  else if (S.players > 2) box.append(el("div", { class: "a-chips-label" }, t("Hand (Age {age}; none: dealt at random)", { age: S.age })), chips(i, "hand", S.choices.cards[String(S.age)], s.hand));
  return box;
}
function drawSeats() {
  $("a-seats").replaceChildren(...S.seats.map(seatBox));
  $("a-view").replaceChildren(...S.seats.map((s, i) => el("option", { value: i, selected: i === S.view }, s.name)));
  $("a-players").disabled = duel();
  $("a-players").value = duel() ? 2 : S.players;
}
function drawSteps() {
  $("a-steps").replaceChildren(...S.steps.map((s, i) => el("li", { class: "a-step", "data-step": i },
    el("span", { class: "a-move" }, `${s.player}: ${s.move} `),
    el("button", { type: "button", "data-remove": i, "aria-label": t("Remove this step and those after it") }, "×"),
    el("input", { "data-caption": i, placeholder: t("Caption of this step"), value: s.caption || "", maxlength: 600 }))));
}

// ---- asking the engine after each change
let timer = null;
let lastLink = "";
function changed() { clearTimeout(timer); timer = setTimeout(check, 250); }
async function check() {
  const out = JSON.parse(await ask({ type: "author", text: JSON.stringify(example()) }));
  const status = $("a-status");
  if (out.error) {
    status.className = "a-error";
    status.textContent = out.error;
    $("a-moves").replaceChildren();
    return;
  }
  status.className = "";
  status.textContent = tn("The engine checked it: {n} step.", "The engine checked it: {n} steps.", S.steps.length);
  const site = new URL("./", location.href).href;
  if (out.link !== lastLink) {
    lastLink = out.link;
    $("a-preview").src = `./embed.html#${out.link}`;
  }
  $("a-link").value = `${site}embed.html#${out.link}`;
  $("a-code").value = `<iframe src="${site}embed.html#${out.link}" width="100%" height="560" style="border:0" title="${t("A Wonders rule example")}"></iframe>`;
  $("a-element").value = `<script src="${site}web/wonders-example.js" defer></script>\n<wonders-example link="${out.link}"></wonders-example>`;
  $("a-moves").replaceChildren(...(out.over ? [el("p", null, t("The game is over."))] : out.to_move.map((m) =>
    el("div", { class: "a-row" }, el("strong", null, `${m.name}:`),
      m.moves.map((text) => el("button", { type: "button", "data-player": m.name, "data-move": text }, text))))));
  document.body.dataset.checked = out.link;
}

// ---- events
$("a-seats").addEventListener("input", (ev) => {
  const field = ev.target.dataset.field;
  const seat = S.seats[Number(ev.target.closest("[data-seat]").dataset.seat)];
  if (!field || !seat) return;
  seat[field] = field === "coins" ? Math.max(0, Number(ev.target.value) || 0) : ev.target.value;
  if (field === "name") $("a-view").options[S.seats.indexOf(seat)].textContent = seat.name;
  changed();
});
$("a-seats").addEventListener("click", (ev) => {
  const chip = ev.target.closest("button[data-card]");
  if (!chip) return;
  const box = chip.closest("[data-kind]");
  const list = S.seats[Number(box.dataset.seat)][box.dataset.kind];
  const at = list.indexOf(chip.dataset.card);
  if (at >= 0) list.splice(at, 1); else list.push(chip.dataset.card);
  chip.setAttribute("aria-pressed", at >= 0 ? "false" : "true");
  changed();
});
$("a-moves").addEventListener("click", (ev) => {
  const b = ev.target.closest("button[data-move]");
  if (!b) return;
  S.steps.push({ player: b.dataset.player, move: b.dataset.move, caption: "" });
  drawSteps();
  changed();
});
$("a-steps").addEventListener("click", (ev) => {
  const b = ev.target.closest("button[data-remove]");
  if (!b) return;
  S.steps.splice(Number(b.dataset.remove));
  drawSteps();
  changed();
});
$("a-steps").addEventListener("input", (ev) => {
  if (ev.target.dataset.caption === undefined) return;
  S.steps[Number(ev.target.dataset.caption)].caption = ev.target.value;
  changed();
});
$("a-caption").addEventListener("input", (ev) => { S.caption = ev.target.value; changed(); });
$("a-view").addEventListener("change", (ev) => { S.view = Number(ev.target.value); changed(); });
$("a-age").addEventListener("change", (ev) => { S.age = Number(ev.target.value); S.steps = []; drawSeats(); drawSteps(); changed(); });
$("a-players").addEventListener("change", (ev) => {
  S.players = Math.max(2, Math.min(7, Number(ev.target.value) || 3));
  resetSeats(); drawSeats(); drawSteps(); changed();
});
$("a-kind").addEventListener("change", async (ev) => {
  const [game, edition] = ev.target.value.split("/");
  S.game = game;
  S.edition = Number(edition);
  if (S.edition === 2) S.players = Math.max(3, S.players);
  await loadChoices();
});
for (const [button, field] of [["a-copy-code", "a-code"], ["a-copy-element", "a-element"], ["a-copy-link", "a-link"]]) {
  $(button).addEventListener("click", async () => {
    $(field).select();
    try { await navigator.clipboard.writeText($(field).value); $("a-status").textContent = t("Copied."); }
    catch (e) { $("a-status").textContent = t("Select the text and copy it (the browser refused)."); }
  });
}

async function loadChoices() {
  S.choices = JSON.parse(await ask({ type: "choices", game: S.game, edition: S.edition }));
  resetSeats();
  drawSeats();
  drawSteps();
  changed();
}
ready.then(loadChoices);
