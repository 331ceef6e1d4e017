// Time the bots under Pyodide in Node: loads pyodide (npm pyodide@314.0.7), copies the
// engine's Python source into Pyodide's file system and runs bench/bots_timing.py.
//
//   PYODIDE_DIR=/tmp/pyo/node_modules/pyodide node bench/bots_pyodide.mjs \
//       [levels] [games] [players] [game] [others] [--option KEY=VALUE ...]
//
// PYODIDE_DIR defaults to ./node_modules/pyodide. ``--option`` (or ``--set``, as in the
// Python tools) is a set-up option of the game, repeatable: e.g. ``--option cities=on``
// for 7 Wonders with the Cities expansion. Prints the JSON of bots_timing.py.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = process.env.PYODIDE_DIR || join(root, "node_modules", "pyodide");
const { loadPyodide } = await import(pathToFileURL(join(dir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: dir + "/" });

function copyTree(src, dst) {
  py.FS.mkdirTree(dst);
  for (const name of readdirSync(src)) {
    if (name === "__pycache__") continue;
    const s = join(src, name);
    const d = dst + "/" + name;
    if (statSync(s).isDirectory()) copyTree(s, d);
    else if (/\.(py|txt|json)$/.test(name)) py.FS.writeFile(d, readFileSync(s));
  }
}
copyTree(join(root, "engine"), "/work/engine");
py.FS.mkdirTree("/work/bench");
py.FS.writeFile("/work/bench/bots_timing.py", readFileSync(join(root, "bench", "bots_timing.py")));

// players "": the game's default; others "": easy
const positional = [];
const settings = [];
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "--option" || argv[i] === "--set") {
    const value = argv[++i];
    if (!value || !value.includes("=")) {
      console.error(`bots_pyodide: ${argv[i - 1]} takes KEY=VALUE, e.g. --option cities=on`);
      process.exit(2);
    }
    settings.push(value);
  } else positional.push(argv[i]);
}
const [levels = "random,easy,medium,hard,strong", games = "2", players = "", game = "7wonders",
  others = ""] = positional;
py.runPython(`
import sys
sys.path.insert(0, "/work")
sys.path.insert(0, "/work/bench")
import bots_timing
from engine.games import get_game
from engine.cli.setup_args import setup_config
`);
// a bad game, player count or option: one line, before any game is played
const check = py.runPython(`from engine.errors import WondersError
try:
    _g = get_game(${JSON.stringify(game)})
    _g.new_game(0, **setup_config(_g, ${players ? Number(players) : "None"},
                                  ${JSON.stringify(settings)}))
    _err = ""
except (WondersError, ValueError, KeyError) as exc:
    _err = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
_err`);
if (check) {
  console.error(`bots_pyodide: ${check}`);
  process.exit(2);
}
// Node's own CPU clock around each level: on a machine shared with other programs the
// wall-clock times overstate the cost; cpu_share = CPU time / wall time of the run.
const results = [];
for (const level of levels.split(",")) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const res = JSON.parse(py.runPython(`import json, bots_timing
json.dumps(bots_timing.time_level(${JSON.stringify(level)}, ${Number(games)},
                                  ${players ? Number(players) : "None"},
                                  game=${JSON.stringify(game)},
                                  others=${JSON.stringify(others || "easy")},
                                  settings=${JSON.stringify(settings)}))`));
  const cpu = process.cpuUsage(c0);
  const wall = performance.now() - t0;
  res.cpu_share = Math.round((cpu.user + cpu.system) / 1000 / wall * 100) / 100;
  results.push(res);
}
const version = py.runPython(`import sys, pyodide
"Pyodide " + pyodide.__version__ + " (Python " + sys.version.split()[0] + ")"`);
console.log(JSON.stringify({ runtime: version + " in Node " + process.version, results },
                           null, 1));
