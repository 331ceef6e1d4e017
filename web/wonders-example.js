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
// tutorial needs no CORS): inline JSON and a link at once, a file once the element is
// within a screen's height of the view (its game sizes the room kept for it, and what
// changes out of view moves nothing a reader sees; a page of fourteen examples asked for
// fourteen files as it loaded, on a phone's link before the first example's frame), and
// creates the site's embed.html in an iframe when it is scrolled into view, or when it is
// tapped, then hands the example over by postMessage. The frame grows and shrinks to the embed's height (the embed posts it,
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

// The height an example's frame takes, when its element has no height attribute: by its
// game and the frame's width, the median of the site's own examples of that game at
// each width (bench/embeds.py --heights measures them), between two widths in
// proportion. The frame opens at that height and the embed then sizes it exactly (its
// first drawing within about 15% of it at a phone's width), so that the page around it barely moves (issue 53).
const TYPICAL = {
  "7wonders": [[320, 1438], [360, 1407], [412, 1291], [600, 988], [768, 935], [1024, 725],
    [1280, 705]],
  duel: [[320, 1216], [360, 1181], [412, 1145], [600, 998], [768, 719], [1024, 612],
    [1280, 449]],
};
const UNKNOWN = 480; // an example that cannot be read (the embed says why)
const NOT_READ_YET = { game: "7wonders" }; // the common case, while a file is read

function typicalHeight(data, width) {
  const position = data && typeof data === "object" ? data.position || data : null;
  const game = position && typeof position === "object" ? position.game : null;
  if (typeof game !== "string") return UNKNOWN;
  const rows = TYPICAL[game] || TYPICAL["7wonders"];
  let [w0, h0] = rows[0];
  if (width <= w0) return h0;
  for (const [w1, h1] of rows.slice(1)) {
    if (width <= w1) return Math.round(h0 + (h1 - h0) * (width - w0) / (w1 - w0));
    [w0, h0] = [w1, h1];
  }
  return h0;
}

// The example a link holds (``x1.`` + base64url(CRC-32 + raw deflate), as
// engine/examples.py writes it), or null where it cannot be read here; the embed
// checks it (the checksum too) and says what is wrong with a damaged one.
async function linkExample(link) {
  const body = /^#?x\d+\.([A-Za-z0-9_-]+)$/.exec(link.trim());
  if (!body || !("DecompressionStream" in window)) return null;
  try {
    const b64 = body[1].replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(b64 + "=".repeat((4 - b64.length % 4) % 4)),
      (c) => c.charCodeAt(0));
    const raw = new Blob([bytes.slice(4)]).stream()
      .pipeThrough(new DecompressionStream("deflate-raw"));
    return JSON.parse(await new Response(raw).text());
  } catch (e) { return null; }
}

// The elements whose file is read when they come within a screen's height of the view.
const NEAR = "IntersectionObserver" in window ? new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    NEAR.unobserve(entry.target);
    if (entry.target.read) entry.target.read();
  }
}, { rootMargin: "100% 0px" }) : null;

// The width of an element's box, measured with every other element connected in the
// same task: the elements are upgraded one after another (each one's changes would make
// the next one's measure lay the page out again), then measured together, once.
let toMeasure = null;
function width(el) {
  return new Promise((resolve) => {
    if (!toMeasure) {
      toMeasure = [];
      queueMicrotask(() => {
        const batch = toMeasure;
        toMeasure = null;
        const widths = batch.map(([e]) => e.getBoundingClientRect().width || window.innerWidth);
        batch.forEach(([, done], i) => done(widths[i]));
      });
    }
    toMeasure.push([el, resolve]);
  });
}

function parsed(text) {
  try { return JSON.parse(text); } catch (e) { return null; }
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
    if (el) el.sized = true;
  }
});

class WondersExample extends HTMLElement {
  connectedCallback() {
    if (this.started || this.waiting) return;
    this.inline = this.textContent.trim();
    this.replaceChildren();
    this.style.display = "block";
    // the example read to reserve its height: at once, but for a file (one small
    // request), which is read when the element nears the view (``NEAR``) or opens
    const link = this.getAttribute("link");
    this.text = link ? Promise.resolve(null) : new Promise((resolve) => {
      this.read = () => { this.read = null; resolve(this.readExample()); };
    });
    if (this.read) {
      if (this.getAttribute("src") && NEAR) NEAR.observe(this); else this.read();
    }
    const given = Number(this.getAttribute("height"));
    const tap = document.createElement("button");
    tap.type = "button";
    tap.textContent = "Show the example";
    t("Show the example", languageOf(this)).then((text) => { tap.textContent = text; });
    const light = this.getAttribute("theme") === "light";
    // as tall as the frame it opens (below), so that opening it moves nothing; until its
    // width is measured (with the other examples', below), the page's own room for the
    // element, if any, holds its place
    tap.style.cssText = "display:block;width:100%;border:1px dashed #888;border-radius:8px;font:inherit;cursor:pointer;" +
      (light ? "background:#f7f3ea;color:#22263a" : "background:#20243a;color:#f3ead7");
    const measured = width(this).then((w) => {
      this.reserve(given > 0 ? given : typicalHeight(NOT_READ_YET, w));
      // (the page's own room for it gives way to this one, then to the embed's)
      this.style.minHeight = "0";
      return w;
    });
    if (!(given > 0)) {
      const example = link ? linkExample(link)
        : this.text.then((got) => (got && got.text ? parsed(got.text) : null));
      Promise.all([example, measured]).then(([data, w]) => this.reserve(typicalHeight(data, w)));
    }
    tap.addEventListener("click", () => this.start());
    this.tap = tap;
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
    if (NEAR) NEAR.unobserve(this);
    if (this.frame) frames.delete(this.frame.contentWindow);
  }

  // The height kept for the example until the embed reports its own.
  reserve(height) {
    this.reserved = height;
    if (this.tap) this.tap.style.minHeight = height + "px";
    if (this.frame && !this.sized) this.frame.style.height = height + "px";
  }

  start() {
    if (this.started) return;
    this.started = true;
    if (this.seen) this.seen.disconnect();
    if (this.read) this.read();  // the frame is handed the example (handOver)
    if (NEAR) NEAR.unobserve(this);
    const link = this.getAttribute("link");
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
    frame.style.cssText = "display:block;width:100%;border:0;height:" +
      (this.reserved || typicalHeight(NOT_READ_YET, window.innerWidth)) + "px";
    this.frame = frame;
    this.tap = null;
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
