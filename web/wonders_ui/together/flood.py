"""How many messages a guest may send: a token bucket per connection.

A person sends a move every few seconds; a page that sends more than ``BURST`` messages
at once, or keeps on at more than ``RATE`` a second, is flooding: the host drops its
messages until the bucket refills and says so once (not once per dropped message).
Time is given by the caller (seconds, any monotonic clock), so tests need no clock.
"""

from __future__ import annotations

from dataclasses import dataclass

BURST = 20
RATE = 5.0


@dataclass
class Bucket:
    """One connection's allowance: ``take(now)`` is True while it may send."""

    tokens: float = BURST
    last: float | None = None
    #: whether the guest was told it floods (reset when it may send again)
    warned: bool = False

    def take(self, now: float) -> bool:
        """Spend one message at time ``now``; False when the guest floods."""
        if self.last is not None and now > self.last:
            self.tokens = min(BURST, self.tokens + (now - self.last) * RATE)
        self.last = now if self.last is None else max(self.last, now)
        if self.tokens >= 1:
            self.tokens -= 1
            self.warned = False
            return True
        return False

    def warn(self) -> bool:
        """Whether to tell the guest it floods now (once per flood)."""
        if self.warned:
            return False
        self.warned = True
        return True
