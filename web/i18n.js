// The pages' words in the reader's language: the JavaScript side of
// wonders_ui/i18n.py, for what the pages show before or without the app's Python (the
// loading screen, the rules page, the embeds, the author mode).
//
// The language is the one the app speaks: a language the page was told (an embed's
// ?lang=, which <wonders-example lang> or the embedding page's <html lang> sets), else
// the one chosen on this device (localStorage "wonders.v1.language", the app's switch),
// else the first of the browser's navigator.languages we have, else English.
//
// A message is its English text, the same catalogues as the app's
// (catalogues/<lang>.json, copied there by the build): t('Play'), t('Resume {game}',
// { game }), tn('{n} step', '{n} steps', n), literal double-quoted text in the code
// (tools/i18n.py finds those calls). Static text of a page is marked in its HTML:
// <p data-i18n>English text</p> is translated whole (its inner HTML, whitespace
// collapsed, is the message: tools/i18n.py lists it), and data-i18n-attr="title
// aria-label" translates those attributes' values. A message a catalogue lacks shows
// in English.
//
// The languages, their directions and their plural rules come from ./languages.js,
// which the build writes from the languages' manifests (tools/site/languages.py).
import { LANGUAGES, DIRECTIONS, PLURALS } from "./languages.js";

export { LANGUAGES };
export const STORAGE_KEY = "wonders.v1.language";
const CATALOGUES = new URL("./catalogues/", import.meta.url);

let lang = "en";
let messages = {};
const loaded = new Map(); // language -> its messages

/** A language tag ("da-DK", "NL") as one of ours, or null. */
export function known(tag) {
  const code = String(tag || "").split("-")[0].toLowerCase();
  return LANGUAGES.includes(code) ? code : null;
}

/** The language to speak: ``given`` (a lang attribute) when it is one of ours, else the
 * one chosen on this device, else the browser's, else English. */
export function choose(given) {
  const wins = known(given);
  if (wins) return wins;
  let stored = null;
  try { stored = localStorage.getItem(STORAGE_KEY); } catch (e) { /* storage refused */ }
  if (LANGUAGES.includes(stored)) return stored;
  const nav = typeof navigator === "undefined" ? {} : navigator;
  for (const tag of nav.languages || [nav.language]) {
    const code = known(tag);
    if (code) return code;
  }
  return "en";
}

/** Speak ``code`` from now on: its catalogue is fetched (English needs none). */
export async function use(code) {
  const want = known(code) || "en";
  if (want !== "en" && !loaded.has(want)) {
    let got = {};
    try {
      const res = await fetch(new URL(want + ".json", CATALOGUES));
      if (res.ok) got = (await res.json()).messages || {};
    } catch (e) { /* offline and not cached: English */ }
    loaded.set(want, got);
  }
  lang = want;
  messages = loaded.get(want) || {};
  return lang;
}

export function language() { return lang; }

/** A number in the language's format (CLDR, as the app's i18n.number). */
export function number(n) { return new Intl.NumberFormat(lang).format(n); }

function fill(text, args) {
  return text.replace(/\{(\w+)\}/g, (whole, key) => {
    if (!(key in args)) return whole;
    return typeof args[key] === "number" ? number(args[key]) : String(args[key]);
  });
}

/** The message ``msgid`` in the current language, its placeholders filled. */
export function t(msgid, args = {}) {
  const found = messages[msgid];
  return fill(typeof found === "string" && found ? found : msgid, args);
}

/** A message about a count ``n`` ({n} in it), in the form of the language's CLDR
 * plural category of ``n`` (its manifest's rules); English has "one" and "other". */
export function tn(one, other, n, args = {}) {
  const form = (PLURALS[lang] || PLURALS.en)(n);
  const found = messages[one];
  const text = found && typeof found === "object" ? found[form] || found.other : null;
  const english = PLURALS.en(n) === "one" ? one : other;
  return fill(text || english, { n, ...args });
}

/** Text as a message: whitespace collapsed, the way tools/i18n.py records it. */
export function msgid(text) { return String(text).replace(/\s+/g, " ").trim(); }

const english = new WeakMap(); // element -> its English inner HTML and attributes

/** Translate every element marked data-i18n / data-i18n-attr under ``root``. */
export function translate(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) {
    if (!english.has(el)) english.set(el, { html: msgid(el.innerHTML) });
    const source = english.get(el).html;
    const text = t(source);
    if (source.includes("<")) el.innerHTML = text; else el.textContent = text;
  }
  for (const el of root.querySelectorAll("[data-i18n-attr]")) {
    const was = english.get(el) || {};
    if (!was.attrs) {
      was.attrs = {};
      for (const name of el.dataset.i18nAttr.split(/\s+/).filter(Boolean)) {
        if (el.hasAttribute(name)) was.attrs[name] = msgid(el.getAttribute(name));
      }
      english.set(el, was);
    }
    for (const [name, source] of Object.entries(was.attrs)) el.setAttribute(name, t(source));
  }
}

/** The page in its language: <html lang> at once (an embed on the page reads it), then
 * its catalogue and its marked text. */
export const ready = (async () => {
  if (typeof document === "undefined") return lang;
  const code = choose(new URLSearchParams(location.search).get("lang"));
  document.documentElement.lang = code;
  document.documentElement.dir = DIRECTIONS[code] || "ltr";
  await use(code);
  translate();
  document.documentElement.dataset.translated = code;
  return code;
})();
