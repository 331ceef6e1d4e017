// Pyodide's own files (its WebAssembly, standard library and lock file), asked for as the
// head is read on a visit no service worker answers yet (most likely a first one): every
// start needs them, and they then no longer wait for Pyodide's script. A page the service
// worker controls asks for nothing here: web/pyodide_loader.mjs reads those files straight
// from the worker's cache, and a preload would fetch them through the worker for nothing
// (bench/RESULTS.md, issue 30: the warm start).
const FILES = ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];

if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) {
  for (const name of FILES) {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "fetch";
    link.crossOrigin = "anonymous";
    link.href = new URL("../pyodide/" + name, import.meta.url).href;
    document.head.append(link);
  }
}
