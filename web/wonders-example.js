// <wonders-example>: a live rule example of Wonders in any web page (docs/examples.md).
//
//   <script src="https://SITE/web/wonders-example.js" defer></script>
//   <wonders-example src="example.json"></wonders-example>        a file next to the page
//   <wonders-example link="x1...."></wonders-example>             the example's link form
//   <wonders-example>{"example": 1, "position": {...}}</wonders-example>   inline JSON
//
// The element reads its example here, in the page around it (so a file next to the
// tutorial needs no CORS), and creates the site's embed.html in an iframe when it is
// scrolled into view, or when it is tapped, then hands the example over by
// postMessage. The frame grows to the table's height. A classic script (not a module),
// so that a page of any origin can load it without CORS.
(() => {
const script = document.currentScript;
const EMBED = new URL("../embed.html", script ? script.src : location.href);
const frames = new Map(); // iframe window -> its element

window.addEventListener("message", (ev) => {
  if (ev.origin !== EMBED.origin) return;
  const el = frames.get(ev.source);
  if (!el || !ev.data) return;
  if (ev.data.type === "wonders-example-ready") el.handOver();
  if (ev.data.type === "wonders-example-size" && Number.isFinite(ev.data.height)) {
    el.frame.style.height = Math.max(120, Math.min(4000, ev.data.height)) + "px";
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
    tap.style.cssText = "width:100%;min-height:" + (this.getAttribute("height") || "120") +
      "px;border:1px dashed #888;border-radius:8px;background:#20243a;color:#f3ead7;font:inherit;cursor:pointer";
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
    frame.src = EMBED.href + (link ? "#" + encodeURIComponent(link) : "");
    frame.title = this.getAttribute("title") || "A Wonders rule example";
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
