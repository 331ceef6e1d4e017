// <wonders-example>: a live rule example of Wonders in any web page (docs/examples.md).
//
//   <script src="https://SITE/web/wonders-example.js" defer></script>
//   <wonders-example src="example.json"></wonders-example>        a file next to the page
//   <wonders-example link="x1...."></wonders-example>             the example's link form
//   <wonders-example>{"example": 1, "position": {...}}</wonders-example>   inline JSON
//   <wonders-example src="..." show="log lang" theme="light"></wonders-example>
//         the game log and the language menu below the example; a light frame
//
// The element reads its example here, in the page around it (so a file next to the
// tutorial needs no CORS), and creates the site's embed.html in an iframe when it is
// scrolled into view, or when it is tapped, then hands the example over by
// postMessage. The frame grows and shrinks to the embed's height (the embed posts it,
// "wonders-example-size"); so does a plain <iframe src=".../embed.html..."> of the
// page, once this script is on it. A classic script (not a module), so that a page of
// any origin can load it without CORS.
//
// The example speaks the element's language: its lang attribute, else its page's
// (<html lang>), when it is one of the site's (embed.html's web/i18n.js knows them);
// else the language chosen on the site, else the browser's.
// The words the element shows before its frame come from the site's catalogue when the
// page may read it (the site's own pages), else in English.
(() => {
const script = document.currentScript;
const EMBED = new URL("../embed.html", script ? script.src : location.href);
const frames = new Map(); // iframe window -> its element
const catalogues = new Map(); // language -> a promise of its messages

// The element's language: its own lang attribute or the nearest one around it (a
// language the site does not speak: the embed's own choice, and these words in English).
function languageOf(el) {
  const host = el.closest("[lang]");
  const code = host ? host.getAttribute("lang").split("-")[0].toLowerCase() : "";
  return /^[a-z]{2,3}$/.test(code) ? code : "";
}

// A message in ``lang`` (the English when the site's catalogue cannot be read here).
async function t(msgid, lang) {
  if (!lang || lang === "en" || EMBED.origin !== location.origin) return msgid;
  if (!catalogues.has(lang)) {
    catalogues.set(lang, fetch(new URL("web/catalogues/" + lang + ".json", EMBED))
      .then((res) => (res.ok ? res.json() : {})).then((data) => data.messages || {})
      .catch(() => ({})));
  }
  const found = (await catalogues.get(lang))[msgid];
  return typeof found === "string" && found ? found : msgid;
}

// A plain iframe of the page showing an embed of the site (the iframe form).
function plainFrame(source) {
  for (const frame of document.querySelectorAll("iframe[src]")) {
    if (frame.contentWindow !== source) continue;
    const url = new URL(frame.src, document.baseURI);
    return url.origin + url.pathname === EMBED.origin + EMBED.pathname ? frame : null;
  }
  return null;
}

window.addEventListener("message", (ev) => {
  if (ev.origin !== EMBED.origin || !ev.data) return;
  const el = frames.get(ev.source);
  const frame = el ? el.frame : ev.data.type === "wonders-example-size" && plainFrame(ev.source);
  if (ev.data.type === "wonders-example-ready" && el) el.handOver();
  if (ev.data.type === "wonders-example-size" && frame && Number.isFinite(ev.data.height)) {
    frame.style.height = Math.max(120, Math.min(4000, ev.data.height)) + "px";
  }
});

class WondersExample extends HTMLElement {
  connectedCallback() {
    if (this.started || this.waiting) return;
    this.inline = this.textContent.trim();
    this.replaceChildren();
    this.style.display = "block";
    const tap = document.createElement("button");
    tap.type = "button";
    tap.textContent = "Show the example";
    t("Show the example", languageOf(this)).then((text) => { tap.textContent = text; });
    const light = this.getAttribute("theme") === "light";
    // as tall as the frame it opens (below), so that opening it moves nothing
    tap.style.cssText = "display:block;width:100%;min-height:" + (this.getAttribute("height") || "480") +
      "px;border:1px dashed #888;border-radius:8px;font:inherit;cursor:pointer;" +
      (light ? "background:#f7f3ea;color:#22263a" : "background:#20243a;color:#f3ead7");
    tap.addEventListener("click", () => this.start());
    this.append(tap);
    this.waiting = true;
    if ("IntersectionObserver" in window) {
      this.seen = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) this.start();
      }, { rootMargin: "200px" });
      this.seen.observe(this);
    }
  }

  disconnectedCallback() {
    if (this.seen) this.seen.disconnect();
    if (this.frame) frames.delete(this.frame.contentWindow);
  }

  start() {
    if (this.started) return;
    this.started = true;
    if (this.seen) this.seen.disconnect();
    const link = this.getAttribute("link");
    this.text = link ? Promise.resolve(null) : this.readExample();
    const frame = document.createElement("iframe");
    const lang = languageOf(this);
    const query = new URLSearchParams();
    if (lang) query.set("lang", lang);
    for (const name of ["show", "theme"]) {
      if (this.getAttribute(name)) query.set(name, this.getAttribute(name));
    }
    frame.src = EMBED.href + (String(query) ? "?" + query : "") +
      (link ? "#" + encodeURIComponent(link) : "");
    frame.title = this.getAttribute("title") || "A Wonders rule example";
    if (!this.getAttribute("title")) t("A Wonders rule example", lang).then((text) => { frame.title = text; });
    frame.style.cssText = "display:block;width:100%;border:0;height:" + (this.getAttribute("height") || "480") + "px";
    this.frame = frame;
    this.replaceChildren(frame);
    frames.set(frame.contentWindow, this);
  }

  async readExample() {
    const src = this.getAttribute("src");
    if (!src) return { text: this.inline };
    try {
      const res = await fetch(new URL(src, document.baseURI));
      if (!res.ok) return { error: `${src}: not found (HTTP ${res.status})` };
      return { text: await res.text() };
    } catch (e) {
      return { error: `${src} could not be read from this page (${e.message})` };
    }
  }

  async handOver() {
    const got = await this.text;
    if (!got) return; // the link travels in the frame's address
    this.frame.contentWindow.postMessage({ type: "wonders-example", ...got }, EMBED.origin);
  }
}

if (!customElements.get("wonders-example")) customElements.define("wonders-example", WondersExample);
})();
