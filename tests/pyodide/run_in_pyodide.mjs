// Run a Python file inside the vendored Pyodide (dist/pyodide) under Node, with the
// built wheels (engine, msgpack) unpacked into site-packages. Usage:
//   node run_in_pyodide.mjs <dist dir> <python file>
// Prints what the Python prints; exits non-zero if it raises.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [dist, script] = process.argv.slice(2).map((p) => resolve(p));
const { loadPyodide } = await import(pathToFileURL(join(dist, "pyodide", "pyodide.mjs")).href);
const t0 = performance.now();
const py = await loadPyodide({ indexURL: join(dist, "pyodide") + "/" });
const info = JSON.parse(readFileSync(join(dist, "build-info.json"), "utf8"));
const site = py.runPython("import site; site.getsitepackages()[0]");
for (const wheel of info.wheels) {
  py.unpackArchive(new Uint8Array(readFileSync(join(dist, wheel))), "wheel", { extractDir: site });
}
console.log(`pyodide ready in ${Math.round(performance.now() - t0)} ms, python ${py.runPython("import sys; sys.version.split()[0]")}`);
try {
  await py.runPythonAsync(readFileSync(script, "utf8"));
} catch (e) {
  console.error(String(e));
  process.exit(1);
}
