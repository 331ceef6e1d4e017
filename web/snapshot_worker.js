// Downloads the build's Pyodide memory snapshot for a visit that has none stored, off
// the page's thread (web/pyodide_loader.mjs, ``fromNetwork``), when the connection
// brings it fast enough to be worth waiting for.
//
// Asked with {url, worthMs, probeMs, answerMs}, it fetches the gzip copy at ``url`` and
// gunzips it as it arrives, watching the download from its first byte. It answers
// {keep: true} as soon as the download has brought an eighth of the file at a rate that
// would bring all of it within worthMs (or still would after probeMs), then {bytes} (the
// raw snapshot, transferred) or {failed: message}; else {keep: false}, the request
// aborted: too slow, no answer within answerMs, or an answer without a length. The page
// starts Pyodide on a kept download at once, so that the WebAssembly is compiled while
// the rest of the snapshot arrives.
"use strict";

self.onmessage = async (ev) => {
  const { url, worthMs, probeMs, answerMs } = ev.data;
  const abort = new AbortController();
  let said = false;
  const say = (keep) => {
    if (said) return;
    said = true;
    self.postMessage({ keep });
    if (!keep) abort.abort();
  };
  let res = null;
  try {
    res = await Promise.race([
      fetch(url, { signal: abort.signal }),
      new Promise((done) => setTimeout(done, answerMs, null)),
    ]);
  } catch (e) {
    res = null;
  }
  const total = res ? Number(res.headers.get("content-length")) : 0;
  if (!res || !res.ok || !res.body || !(total > 0) || typeof DecompressionStream === "undefined") {
    say(false);
    return;
  }
  const first = performance.now();
  let got = 0;
  const fastEnough = () => got * worthMs >= total * (performance.now() - first);
  const unbounded = { highWaterMark: Infinity };
  const counted = res.body.pipeThrough(new TransformStream({
    transform(chunk, out) {
      got += chunk.byteLength;
      if (8 * got >= total && fastEnough()) say(true);
      out.enqueue(chunk);
    },
  }, unbounded, unbounded));  // counted as they arrive, however fast the gunzip reads
  // (a body whose first bytes are late is given until answerMs to show its rate)
  const probe = () => (got === 0 && performance.now() - first < answerMs
    ? setTimeout(probe, probeMs) : say(fastEnough()));
  setTimeout(probe, probeMs);
  try {
    const buf = await new Response(counted.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    say(true);
    self.postMessage({ bytes: buf }, [buf]);
  } catch (e) {
    if (said && !abort.signal.aborted) self.postMessage({ failed: String(e) });
    say(false);
  }
};
