"""The page's data channels for playing together: ``web/together.js`` seen from Python.

The browser's page object (``browser.BrowserPage``: its ``ui``, ``create_proxy`` and
``to_js``) reaches the JavaScript module; what arrives (a channel open or closed, a
message's bytes) is handed to ``on_event(kind, conn, data)``. Offers and answers are
made into join codes here (``codes``), so the rest of the page only sees codes. In the
tests a fake with the same methods stands in (no browser).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .codes import make_code, read_code


class Peers:
    """One device's connections: a host's, one per guest; a guest's, ``host``."""

    def __init__(self, page: Any, on_event: Callable[[str, str, bytes | None], None],
                 stun: str = ""):
        self.page = page
        self.stun = stun
        self.on_event = on_event
        self._js: Any = None
        self._proxy: Any = None

    async def _module(self) -> Any:
        if self._js is None:
            self._js = await self.page.ui.together()
            self._proxy = self.page.create_proxy(self._event)
            self._js.setHandler(self._proxy)
        return self._js

    def _event(self, kind: Any, conn: Any, data: Any) -> None:
        raw = bytes(data.to_py()) if data is not None and hasattr(data, "to_py") else None
        self.on_event(str(kind), str(conn), raw)

    async def offer(self, conn: str) -> str:
        """The host's join code for a new connection ``conn``."""
        js = await self._module()
        return make_code("offer", str(await js.hostOffer(conn, self.stun)))

    async def accept(self, conn: str, answer: str) -> None:
        """The host reads a guest's answer code (``CodeError`` when it is not one)."""
        _, sdp = read_code(answer, expect="answer")
        js = await self._module()
        await js.hostAccept(conn, sdp)

    async def answer(self, offer: str) -> str:
        """A guest reads the host's code (or link) and gives its answer code."""
        _, sdp = read_code(offer, expect="offer")
        js = await self._module()
        return make_code("answer", str(await js.guestAnswer(sdp, self.stun)))

    async def qr(self, text: str) -> str:
        """A QR code of ``text``, as an image's ``data:`` URL."""
        js = await self._module()
        return str((await js.qrImage(text)).url)

    async def read_picture(self, data: bytes) -> str | None:
        """The text of the QR code in a picture's bytes, or None when none is found."""
        js = await self._module()
        text = await js.readPicture(self.page.to_js(data))
        return str(text) if text else None

    async def scan(self, cancel: str) -> str:
        """The text of the first QR code the camera sees (``Exception`` whose message is
        ``no-camera``, ``denied`` or ``cancelled`` otherwise)."""
        js = await self._module()
        return str(await js.scanCamera(cancel))

    def send(self, conn: str, data: bytes) -> None:
        if self._js is not None:
            self._js.send(conn, self.page.to_js(data))

    def close_all(self) -> None:
        """Close every connection this page opened (a host hosting anew)."""
        if self._js is not None:
            self._js.closeAll()
