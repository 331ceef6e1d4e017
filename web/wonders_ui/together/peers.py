"""The page's data channels for playing together: ``web/together.js`` seen from Python,
on the page's side of the store (``browser.BrowserPage.rtc`` holds one).

It carries out the effect ``rtc`` (``commands.RTC_OPS``) and hands back what came of
it as commands: a job's end as ``rtc_done`` with its result (a session description, a
QR code's image, a code read) or its error in one line, and a channel's events (open,
closed, a message's bytes) as ``peer``. It holds no state of the game and makes no join
code: the store does (``play.Together``), from the data these commands carry. The
browser's page object gives it the JavaScript module (``page.together``: the module
itself on the main thread; from PyScript's worker, its functions called on the main
thread, where WebRTC and the camera are) and ``to_js``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from .. import commands
from ..commands import Command, Effect


class Peers:
    """One device's connections (a host's, one per guest; a guest's, ``host``)."""

    def __init__(self, page: Any, dispatch: Callable[[Command], None]):
        self.page = page
        self.dispatch = dispatch
        self._js: Any = None

    async def _module(self) -> Any:
        if self._js is None:
            self._js = await self.page.together(self._event)
        return self._js

    def _event(self, kind: Any, conn: Any, data: Any) -> None:
        raw = bytes(data.to_py()) if data is not None and hasattr(data, "to_py") else None
        self.dispatch(commands.peer(str(kind), str(conn), raw))

    def carry(self, fx: Effect) -> None:
        """Carry out the effect ``rtc``: a message sent and the channels closed at once
        (nothing to send on before the module is loaded), any other job in the
        background, its end dispatched as ``rtc_done``."""
        op = fx["op"]
        if op == "send":
            if self._js is not None:
                self._js.send(fx["conn"], self.page.to_js(commands.unb64(fx["data"])))
        elif op == "close_all":
            if self._js is not None:
                self._js.closeAll()
        else:
            asyncio.ensure_future(self._run(fx))

    async def _run(self, fx: Effect) -> None:
        op, tag = fx["op"], fx["tag"]
        try:
            result = await getattr(self, "_" + op)(await self._module(), fx)
        except Exception as error:  # the browser's refusal (WebRTC, the camera), one line
            lines = [ln for ln in str(error).strip().splitlines() if ln.strip()]
            cmd = commands.rtc_done(op, tag, error=lines[-1] if lines else type(error).__name__)
        else:
            cmd = commands.rtc_done(op, tag, result=result)
        self.dispatch(cmd)

    async def _offer(self, js: Any, fx: Effect) -> str:
        """The host's offer for a new connection: its session description."""
        return str(await js.hostOffer(fx["conn"], fx["stun"]))

    async def _accept(self, js: Any, fx: Effect) -> str:
        """The host takes a guest's answer on its connection."""
        await js.hostAccept(fx["conn"], fx["sdp"])
        return ""

    async def _answer(self, js: Any, fx: Effect) -> str:
        """A guest's answer to the host's offer: its session description."""
        return str(await js.guestAnswer(fx["sdp"], fx["stun"]))

    async def _qr(self, js: Any, fx: Effect) -> str:
        """A QR code of the text, as an image's ``data:`` URL."""
        return str((await js.qrImage(fx["text"])).url)

    async def _picture(self, js: Any, fx: Effect) -> str | None:
        """The text of the QR code in a picture's bytes, or None when none is found."""
        text = await js.readPicture(self.page.to_js(commands.unb64(fx["data"])))
        return str(text) if text else None

    async def _scan(self, js: Any, fx: Effect) -> str:
        """The text of the first QR code the camera sees (an error whose message is
        ``no-camera``, ``denied`` or ``cancelled`` otherwise)."""
        return str(await js.scanCamera(fx["cancel"]))

    async def _keys(self, js: Any, _fx: Effect) -> str:
        """A key pair for an invitation by message (JSON: ``pub``, ``priv``)."""
        return str(await js.postKeys())

    async def _seal(self, js: Any, fx: Effect) -> str:
        """A letter sealed with WebCrypto (``post``; JSON: ``key``, ``pub``, ``sealed``)."""
        return str(await js.postSeal(fx["spec"]))

    async def _open(self, js: Any, fx: Effect) -> str:
        """A letter opened with WebCrypto (JSON: ``key``, ``plain``; "forged" else)."""
        return str(await js.postOpen(fx["spec"]))
