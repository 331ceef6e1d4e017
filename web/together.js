// Playing together (issue 33): the WebRTC data channels between a host and its guests,
// and the QR codes their join codes travel in. No server: no STUN or TURN unless the
// person gives a STUN server (Settings); the offer and answer are gathered whole (no
// trickle) so that one code carries each. The Python side (wonders_ui/together/) makes
// the codes from the descriptions and reads them back (codes.py) and speaks the
// protocol (host.py, guest.py); this module only moves bytes and draws/reads QR codes.
// Loaded by the together screens when first used (ui.js: wondersUI.together()).

const CHANNEL = "wonders";
// How long to wait for the ICE candidates before using those gathered so far
const GATHER_MS = 5000;
// How long the host's connection looks for a path to the guest's device (its ICE
// checks), from the moment it takes the guest's answer, before the page says none was
// found: within 10 s of Connect with the page's own work on top (issue 57). A guest's
// checks may go unanswered until the host takes its answer (a NAT lets the host's in
// only once the host has sent), so a guest's page says so only when its ICE fails.
const PATH_MS = 8000;

function rtcConfig(stun) {
  return { iceServers: stun ? [{ urls: stun }] : [] };
}

function gathered(pc) {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(done, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") { clearTimeout(timer); done(); }
    });
  });
}

// One connection, host side or guest side: bytes in (onmessage), bytes out (send) and
// the channel's state ("open", "closed", and "nopath" once when no path to the other
// device was found before it closes: onstate).
export class Peer {
  constructor(stun = "") {
    this.pc = new RTCPeerConnection(rtcConfig(stun));
    this.channel = null;
    this.onmessage = null;
    this.onstate = null;
    this.reached = false;  // a path to the other device was found (ICE connected)
    this.gaveUp = false;   // "nopath" was said
    this.pc.addEventListener("iceconnectionstatechange", () => {
      const s = this.pc.iceConnectionState;
      if (s === "connected" || s === "completed") this.reached = true;
      else if (s === "failed") this.noPath();
    });
    this.pc.addEventListener("connectionstatechange", () => {
      const s = this.pc.connectionState;
      if (s === "failed") this.noPath();
      if ((s === "failed" || s === "closed") && this.onstate) this.onstate("closed");
    });
  }

  // No path to the other device was found (said once, never after one was found).
  noPath() {
    if (this.reached || this.gaveUp || this.pc.signalingState === "closed") return;
    this.gaveUp = true;
    if (this.onstate) this.onstate("nopath");
  }

  attach(channel) {
    this.channel = channel;
    channel.binaryType = "arraybuffer";
    channel.onmessage = (e) => {
      if (this.onmessage && e.data instanceof ArrayBuffer) this.onmessage(new Uint8Array(e.data));
    };
    channel.onopen = () => this.onstate && this.onstate("open");
    channel.onclose = () => this.onstate && this.onstate("closed");
  }

  // The host's offer, its candidates gathered: the session description's text.
  async offer() {
    this.attach(this.pc.createDataChannel(CHANNEL, { ordered: true }));
    await this.pc.setLocalDescription(await this.pc.createOffer());
    await gathered(this.pc);
    return this.pc.localDescription.sdp;
  }

  // A guest's answer to the host's offer (its text): the answer's text.
  async answer(offerSdp) {
    this.pc.addEventListener("datachannel", (e) => this.attach(e.channel));
    await this.pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    await gathered(this.pc);
    return this.pc.localDescription.sdp;
  }

  // The host takes the guest's answer: the channel opens.
  async accept(answerSdp) {
    await this.pc.setRemoteDescription({ type: "answer", sdp: answerSdp });
    setTimeout(() => this.noPath(), PATH_MS);  // nothing if a path was found by then
  }

  get open() {
    return !!this.channel && this.channel.readyState === "open";
  }

  // Send bytes; false when the channel is not open (nothing sent).
  send(bytes) {
    if (!this.open) return false;
    this.channel.send(bytes);
    return true;
  }

  close() {
    if (this.channel) this.channel.close();
    this.pc.close();
  }
}

// A QR code of `text` (byte mode, error correction L: the code is a link, read from a
// screen): {url: an image's data: URL, version, modules (its width in modules)}.
export async function qrImage(text, cell = 6) {
  const { default: qrcode } = await import("./vendor/qrcode.mjs");
  const qr = qrcode(0, "L");
  qr.addData(text, "Byte");
  qr.make();
  const modules = qr.getModuleCount();
  return { url: qr.createDataURL(cell, cell * 4), version: (modules - 17) / 4, modules };
}

// The text of the QR code in an ImageData (a camera frame, a picture), or null.
export async function readQr(image) {
  if (!self.jsQR) await import("./vendor/jsQR.js");  // sets self.jsQR
  const found = self.jsQR(image.data, image.width, image.height,
                          { inversionAttempts: "attemptBoth" });
  return found && found.data ? found.data : null;  // an empty find is none
}

// The ImageData of a picture's bytes (a PNG or JPEG file, a screenshot).
export async function imageData(bytes) {
  const bitmap = await createImageBitmap(new Blob([bytes]));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(bitmap, 0, 0);
  return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
}

// The text of the QR code in a picture's bytes (a photo, a screenshot), or null.
export async function readPicture(bytes) {
  return readQr(await imageData(bytes));
}

// The text of the first QR code the camera sees (the back camera on a phone), shown in
// a layer over the page with a button labelled `cancel`. Rejects with an Error whose
// message is "no-camera" (none, or the page may not use one), "denied" (the person or
// the browser refused) or "cancelled".
export async function scanCamera(cancel) {
  if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) throw new Error("no-camera");
  let stream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
  } catch (e) {
    throw new Error(e && (e.name === "NotAllowedError" || e.name === "SecurityError") ? "denied" : "no-camera");
  }
  if (!self.jsQR) await import("./vendor/jsQR.js");
  const layer = document.createElement("div");
  layer.className = "tg-camera";
  layer.id = "tg-camera";
  const video = Object.assign(document.createElement("video"), { muted: true, playsInline: true });
  const stop = Object.assign(document.createElement("button"), { className: "big", textContent: cancel });
  stop.id = "tg-camera-cancel";
  layer.append(video, stop);
  document.body.append(layer);
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  const done = () => { stream.getTracks().forEach((tr) => tr.stop()); layer.remove(); };
  try {
    video.srcObject = stream;
    await video.play();
    return await new Promise((found, failed) => {
      stop.onclick = () => failed(new Error("cancelled"));
      const look = () => {
        if (!layer.isConnected) return failed(new Error("cancelled"));
        if (video.videoWidth) {
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
          ctx.drawImage(video, 0, 0);
          const frame = ctx.getImageData(0, 0, canvas.width, canvas.height);
          const qr = self.jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "attemptBoth" });
          if (qr && qr.data) return found(qr.data);
        }
        setTimeout(look, 150);
      };
      look();
    });
  } finally {
    done();
  }
}

// ---- the page's channels, by connection name, for the Python side
// (wonders_ui/together/peers.py): it sets one handler, called with ("open" | "closed" |
// "nopath" | "message", connection, bytes or null).
let handler = null;
const peers = new Map();

export function setHandler(fn) { handler = fn; }

function wire(peer, conn) {
  peer.onmessage = (bytes) => handler && handler("message", conn, bytes);
  peer.onstate = (state) => handler && handler(state, conn, null);
  const old = peers.get(conn);
  if (old) { old.onmessage = old.onstate = null; old.close(); }  // its close is not news
  peers.set(conn, peer);
  return peer;
}

// The host's offer for a new connection `conn`: its session description's text.
export async function hostOffer(conn, stun) { return wire(new Peer(stun), conn).offer(); }

// The host takes the answer of `conn`.
export async function hostAccept(conn, sdp) {
  const peer = peers.get(conn);
  if (!peer) throw new Error("no such connection");
  await peer.accept(sdp);
}

// A guest's answer to the host's offer (its connection is "host").
export async function guestAnswer(sdp, stun) { return wire(new Peer(stun), "host").answer(sdp); }

export function send(conn, bytes) {
  const peer = peers.get(conn);
  return !!peer && peer.send(bytes);
}

export function close(conn) {
  const peer = peers.get(conn);
  if (peer) { peers.delete(conn); peer.close(); }
}

export function closeAll() {
  for (const peer of peers.values()) { peer.onmessage = peer.onstate = null; peer.close(); }
  peers.clear();
}

// ---- play by message (wonders_ui/together/post.py): a seat's key and its letters, by
// WebCrypto. The key is agreed at the seat's join: ECDH on P-256 between the host's
// invitation key pair and the guest's, then HKDF-SHA256 to 16 bytes; a letter is sealed
// with AES-GCM (a random 12-byte IV, the link's header as additional data). Keys and
// bytes travel to and from Python as base64 text in JSON.
const ECDH = { name: "ECDH", namedCurve: "P-256" };
const INFO = new TextEncoder().encode("wonders post v1");
const toB64 = (buf) => { let s = ""; for (const b of new Uint8Array(buf)) s += String.fromCharCode(b); return btoa(s); };
const fromB64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function agree(privateKey, peer) {
  const theirs = await crypto.subtle.importKey("raw", fromB64(peer), ECDH, false, []);
  const shared = await crypto.subtle.deriveBits({ name: "ECDH", public: theirs }, privateKey, 256);
  const hkdf = await crypto.subtle.importKey("raw", shared, "HKDF", false, ["deriveBits"]);
  return crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: INFO }, hkdf, 128);
}

// A key pair for an invitation: {pub: raw point, priv: PKCS#8}, base64.
export async function postKeys() {
  const pair = await crypto.subtle.generateKey(ECDH, true, ["deriveBits"]);
  return JSON.stringify({ pub: toB64(await crypto.subtle.exportKey("raw", pair.publicKey)),
                          priv: toB64(await crypto.subtle.exportKey("pkcs8", pair.privateKey)) });
}

// The seat's key of a spec: `key` itself; or agreed from `priv` (PKCS#8) and the peer's
// public key `peer`; or, with `peer` alone, from a new key pair whose public half is `pub`.
async function seatKey(spec) {
  if (spec.key) return { raw: fromB64(spec.key), pub: "" };
  if (spec.priv) {
    const mine = await crypto.subtle.importKey("pkcs8", fromB64(spec.priv), ECDH, false, ["deriveBits"]);
    return { raw: await agree(mine, spec.peer), pub: "" };
  }
  const pair = await crypto.subtle.generateKey(ECDH, true, ["deriveBits"]);
  return { raw: await agree(pair.privateKey, spec.peer),
           pub: toB64(await crypto.subtle.exportKey("raw", pair.publicKey)) };
}

// Seal `plain` under the spec's key with `aad`: {key, pub, sealed (IV + ciphertext + tag)}.
export async function postSeal(json) {
  const spec = JSON.parse(json);
  const { raw, pub } = await seatKey(spec);
  const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt"]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: fromB64(spec.aad) }, key, fromB64(spec.plain)));
  const out = new Uint8Array(12 + sealed.length);
  out.set(iv); out.set(sealed, 12);
  return JSON.stringify({ key: toB64(raw), pub, sealed: toB64(out) });
}

// Open `sealed` under the spec's key with `aad`: {key, plain}; the error "forged" when it
// does not open (a changed byte, another key).
export async function postOpen(json) {
  const spec = JSON.parse(json);
  const { raw } = await seatKey(spec);
  const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["decrypt"]);
  const sealed = fromB64(spec.sealed);
  let plain;
  try {
    plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: sealed.slice(0, 12),
                                         additionalData: fromB64(spec.aad) }, key, sealed.slice(12));
  } catch (e) { throw new Error("forged"); }
  return JSON.stringify({ key: toB64(raw), plain: toB64(plain) });
}
