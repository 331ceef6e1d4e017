"""Resources as counts (indexed W S O C, then G L P), their letters, and counts packed
into one small int for the payment searches' hot paths."""

from __future__ import annotations

RESOURCES = "WSOCGLP"
RESOURCE_NAMES = ("wood", "stone", "ore", "clay", "glass", "loom", "papyrus")
RAW = (0, 1, 2, 3)
MANUFACTURED = (4, 5, 6)
NONE = (0, 0, 0, 0, 0, 0, 0)

Counts = tuple[int, int, int, int, int, int, int]
Choices = tuple[tuple[int, ...], ...]


def parse_letters(letters: str) -> Counts:
    """``"WWO"`` -> counts per resource (2 wood, 1 ore)."""
    counts = [0] * 7
    for ch in letters:
        i = RESOURCES.find(ch)
        if i < 0:
            raise ValueError(f"unknown resource letter {ch!r} in {letters!r}")
        counts[i] += 1
    return tuple(counts)  # type: ignore[return-value]


def letters(counts: Counts) -> str:
    """Counts per resource -> ``"WWO"``."""
    return "".join(RESOURCES[i] * n for i, n in enumerate(counts))


# -- Packed counts ---------------------------------------------------------------------
# Payments are computed on counts packed into one small int, 4 bits a resource (W in
# the lowest): a count of 0-7 under a guard bit, which lets one subtraction work on all
# seven resources at once (``deficit``). No cost asks for more than 4 of a resource.

MAX_COUNT = 7
GUARD = 8  # the guard bit of the lowest resource
GUARDS = sum(GUARD << (4 * r) for r in range(7))
SEVENS = GUARDS - (GUARDS >> 3)  # 7 in every resource
SHIFTS = tuple(4 * r for r in range(7))
# the guard bits that survive a subtraction -> the count bits of those resources (a
# look-up instead of two operations that each make a new int: this is the hot path)
KEEP = {m: m - (m >> 3) for m in (
    sum(GUARD << (4 * r) for r in range(7) if k >> r & 1) for k in range(128))}


def pack(counts: Counts) -> int:
    """Counts (each 0-7) -> one int, 4 bits a resource."""
    packed = 0
    for r, n in enumerate(counts):
        if not 0 <= n <= MAX_COUNT:
            raise ValueError(f"a count of {n} {RESOURCE_NAMES[r]} cannot be packed")
        packed |= n << (4 * r)
    return packed


def unpack(packed: int) -> Counts:
    found = _UNPACKED.get(packed)
    if found is None:
        if len(_UNPACKED) >= 1 << 16:
            _UNPACKED.clear()
        found = _UNPACKED[packed] = tuple([packed >> shift & 7 for shift in SHIFTS])  # type: ignore[assignment]
    return found  # type: ignore[return-value]


_UNPACKED: dict[int, Counts] = {}


def deficit(a: int, b: int) -> int:
    """max(0, a - b) resource by resource, on packed counts.

    With each count of ``a`` raised by the guard bit (8), subtracting ``b`` never
    borrows across resources; the guard survives exactly where ``a >= b``, and a mask
    made from the surviving guards keeps those differences and zeroes the rest.
    """
    x = (a | GUARDS) - b
    return x & KEEP[x & GUARDS]


def plus(a: int, b: int) -> int:
    """a + b resource by resource, capped at 7, on packed counts."""
    return SEVENS - deficit(SEVENS - a, b)


def present(a: int) -> int:
    """The guard bits of the resources with a non-zero count in packed ``a``."""
    return (a + SEVENS) & GUARDS
