// The bot worker: its own Pyodide off the UI thread. It replays the game from the save
// it is sent (keeping the state between requests) and answers with the bot's move text
// and how many playouts its search ran (null for a bot that runs none),
// (or, asked for a hint, the move and its gain: wonders_ui.botworker.hint), or with a one-line error (an unknown bot level, a damaged save) that the page shows.
//
// Python starts on the first message ("init", which the page sends once its first
// screen has painted, or the first "act"), never while the page itself is starting; it
// restores the stored memory snapshot when there is one (web/pyodide_loader.mjs).
import { loadPyodide } from "./pyodide_loader.mjs";

let answer = null;
let hint = null;
let ready = null;

async function start() {
  const py = await loadPyodide();  // with the site's wheels importable
  const mod = py.pyimport("wonders_ui.botworker");
  answer = mod.answer;
  hint = mod.hint;
  postMessage({ type: "ready" });
}

function started() {
  if (!ready) ready = start();
  return ready;
}

onmessage = async (ev) => {
  const msg = ev.data;
  if (msg.type === "init") { try { await started(); } catch (e) { postMessage({ type: "failed", error: String(e) }); } return; }
  if (msg.type === "hint") {  // "Suggest a move": the move and its gain, as JSON
    try {
      await started();
      const reply = JSON.parse(hint(msg.gameId, msg.blob, msg.player, msg.seed));
      if (reply.error) { postMessage({ id: msg.id, error: reply.error }); return; }
      postMessage({ id: msg.id, hint: JSON.stringify(reply.hint) });
    } catch (e) {
      postMessage({ id: msg.id, error: String(e && e.message ? e.message : e) });
    }
    return;
  }
  if (msg.type !== "act") return;
  try {
    await started();
    const t0 = performance.now();
    const reply = JSON.parse(answer(msg.gameId, msg.blob, msg.player, msg.level, msg.seed));
    if (reply.error) { postMessage({ id: msg.id, error: reply.error }); return; }
    postMessage({ id: msg.id, move: reply.move, playouts: reply.playouts, ms: performance.now() - t0 });
  } catch (e) {
    postMessage({ id: msg.id, error: String(e && e.message ? e.message : e) });
  }
};
