"""Chromium for playing together: loopback candidates allowed
(``--allow-loopback-in-peer-connection``) and addresses rather than mDNS names
(``WebRtcHideLocalIpsWithMdns`` off), so pages of one browser connect with no STUN."""

from __future__ import annotations

import pytest

from tests.web.conftest import ARGS, CHROMIUM

RTC_ARGS = [a for a in ARGS if not a.startswith("--disable-features")] + [
    "--allow-loopback-in-peer-connection",
    "--disable-features=Translate,OptimizationHints,MediaRouter,WebRtcHideLocalIpsWithMdns"]


@pytest.fixture
def rtc_browser(playwright_instance):
    """A Chromium whose pages connect to each other over loopback data channels."""
    b = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=RTC_ARGS,
                                            headless=True)
    yield b
    b.close()
