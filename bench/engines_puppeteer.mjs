// Firefox (and, for reference, Chromium) driven for bench/engines.py: Debian's
// firefox-esr, headless, launched by puppeteer-core over WebDriver BiDi; Debian's
// chromium over the DevTools protocol. A small driver, the walk itself is the bench's:
// one JSON command a line on stdin, one JSON answer a line on stdout.
//
//   node bench/engines_puppeteer.mjs PUPPETEER_PREFIX firefox|chrome EXECUTABLE WxH
//
// Commands: {op: "goto"|"reload", url?}: the page, returned at DOMContentLoaded;
// {op: "eval", js, args}: the function ``js`` called in the page with ``args``, its
// value (a promise awaited); {op: "click", sel}: a mouse click on the element, as a
// person does; {op: "offline", on}: the page's network cut (BiDi's emulation in
// Firefox, the DevTools' in Chromium), or the driver's refusal; {op: "errors"}: the page's uncaught errors and
// console errors since the last ask; {op: "version"}; {op: "quit"}.
// Each answer is {ok: true, value} or {ok: false, error: one line}.
import { createRequire } from "node:module";
import { createInterface } from "node:readline";

const [prefix, browserName, executablePath, size] = process.argv.slice(2);
const [width, height] = size.split("x").map(Number);
const puppeteer = createRequire(`${prefix}/`)("puppeteer-core");
const TIMEOUT = 300_000;

const browser = await puppeteer.launch({
  browser: browserName,
  ...(browserName === "firefox" ? { protocol: "webDriverBiDi" }
    : { args: ["--no-sandbox", "--disable-gpu"] }),
  executablePath,
  headless: true,
  defaultViewport: { width, height },
  protocolTimeout: TIMEOUT,
});
const page = await browser.newPage();
page.setDefaultTimeout(TIMEOUT);
page.setDefaultNavigationTimeout(TIMEOUT);
let errors = [];
page.on("pageerror", (e) => errors.push(`pageerror: ${String(e.message || e).split("\n")[0]}`));
page.on("console", (m) => {
  if (m.type() === "error") errors.push(`console: ${m.text().split("\n")[0]}`);
});

async function answer(cmd) {
  switch (cmd.op) {
    case "goto":
      await page.goto(cmd.url, { waitUntil: "domcontentloaded" });
      return null;
    case "reload":
      await page.reload({ waitUntil: "domcontentloaded" });
      return null;
    case "eval":
      // a string is evaluated by the driver (not the page's own eval, which the
      // site's Content-Security-Policy refuses), its promise awaited
      return await page.evaluate(`(${cmd.js})(...${JSON.stringify(cmd.args || [])})`);
    case "click":
      await page.click(cmd.sel);
      return null;
    case "offline":
      await page.setOfflineMode(cmd.on);
      return null;
    case "errors": {
      const seen = errors;
      errors = [];
      return seen;
    }
    case "version":
      return await browser.version();
    default:
      throw new Error(`unknown command ${cmd.op}`);
  }
}

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const cmd = JSON.parse(line);
  if (cmd.op === "quit") break;
  let out;
  try {
    const value = await answer(cmd);
    out = { ok: true, value: value === undefined ? null : value };
  } catch (e) {
    out = { ok: false, error: String(e.message || e).split("\n")[0] };
  }
  process.stdout.write(JSON.stringify(out) + "\n");
}
await browser.close();
