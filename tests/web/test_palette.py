"""The card colours stay distinct for colour-blind players (the issue's "a palette that
stays distinct under the common colour-blindnesses"): each colour the CSS gives a card
type (``.c-<colour> { --c: ... }``, later stylesheets winning) is simulated under
protanopia, deuteranopia and tritanopia with the matrices of Machado, Oliveira and
Fernandes, "A Physiologically-based Model for Simulation of Color Vision Deficiency",
IEEE TVCG 15(6), 2009 (severity 1.0, applied to linear RGB), and every two card types
stay at least ``THRESHOLD`` apart in CIEDE2000 (Sharma, Wu and Dalal, "The CIEDE2000
Color-Difference Formula", Color Research and Application 30(1), 2005)."""

from __future__ import annotations

import itertools
import math
import re
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "web"
#: the stylesheets in the order index.html loads them
SHEETS = ("styles.css", "duel.css", "icons.css", "explain.css")
CARD_COLOURS = ("brown", "grey", "yellow", "blue", "red", "green", "purple")
#: a difference of 10 reads as two colours at a glance, not shades of one
THRESHOLD = 10.0

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = (None, *MACHADO)


def linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def seen(hex_colour: str, vision: str | None) -> tuple[float, ...]:
    """The colour's linear RGB as ``vision`` sees it (clipped to the gamut)."""
    h = hex_colour.lstrip("#")
    rgb = [linear(int(h[i:i + 2], 16)) for i in (0, 2, 4)]
    if vision is None:
        return tuple(rgb)
    m = MACHADO[vision]
    return tuple(min(1.0, max(0.0, sum(m[i][j] * rgb[j] for j in range(3)))) for i in range(3))


def lab(rgb: tuple[float, ...]) -> tuple[float, float, float]:
    """CIELAB (D65) of a linear sRGB colour."""
    r, g, b = rgb
    xyz = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
           0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
           0.0193339 * r + 0.1191920 * g + 0.9503041 * b)
    fx, fy, fz = (t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
                  for t in (xyz[0] / 0.95047, xyz[1], xyz[2] / 1.08883))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(one: tuple[float, ...], two: tuple[float, ...]) -> float:
    """ΔE00 between two CIELAB colours (kL = kC = kH = 1)."""
    (l1, a1, b1), (l2, a2, b2) = one, two
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dh = 0.0 if c1p * c2p == 0 else (h2p - h1p + 180) % 360 - 180
    d_hue = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    else:
        h_mean = (h1p + h2p + (360 if h1p + h2p < 360 else -360)) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6))
         - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    rotation = -math.sin(math.radians(60 * math.exp(-((h_mean - 275) / 25) ** 2))) * 2 * math.sqrt(
        cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc, sh = 1 + 0.045 * cp_mean, 1 + 0.015 * cp_mean * t
    dl, dc, dhh = (l2 - l1) / sl, (c2p - c1p) / sc, d_hue / sh
    return math.sqrt(dl ** 2 + dc ** 2 + dhh ** 2 + rotation * dc * dhh)


def palette() -> dict[str, str]:
    """Each card colour's ``--c`` as the page ends up with it (the last sheet wins)."""
    found: dict[str, str] = {}
    rule = re.compile(r"\.c-(\w+)\s*\{\s*--c:\s*(#[0-9a-fA-F]{6})\s*;?\s*\}")
    for sheet in SHEETS:
        for name, value in rule.findall((WEB / sheet).read_text()):
            found[name] = value
    return {c: found[c] for c in CARD_COLOURS}


def closest(colours: dict[str, str]) -> tuple[float, str | None, str, str]:
    """The two card colours nearest each other under any vision, and their ΔE00."""
    return min((ciede2000(lab(seen(colours[x], v)), lab(seen(colours[y], v))), v, x, y)
               for v in VISIONS for x, y in itertools.combinations(colours, 2))


@pytest.mark.parametrize("one, two, expected", [  # Sharma et al. 2005, table 1
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, -1.3802, -84.2814), (50.0, 0.0, -82.7485), 1.0000),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
])
def test_the_colour_difference_is_ciede2000(one, two, expected):
    assert ciede2000(one, two) == pytest.approx(expected, abs=1e-4)


def test_the_simulations_keep_white_white_and_part_red_from_green_less():
    """Each matrix maps white to (nearly) white, and a red-green pair that a normal eye
    tells apart easily comes closer under protanopia and deuteranopia."""
    for vision in MACHADO:
        assert all(abs(c - 1) < 0.01 for c in seen("#ffffff", vision))
    normal = ciede2000(lab(seen("#d65345", None)), lab(seen("#4daa66", None)))
    for vision in ("protanopia", "deuteranopia"):
        assert ciede2000(lab(seen("#d65345", vision)), lab(seen("#4daa66", vision))) < normal / 2


def test_a_palette_of_blue_and_purple_alone_is_refused():
    """The check finds a pair the red-green blind confuse (blue and violet)."""
    assert closest({"blue": "#4f86d6", "purple": "#9a6cc7"})[0] < THRESHOLD


def test_every_two_card_colours_stay_apart_for_every_vision():
    colours = palette()
    distance, vision, one, two = closest(colours)
    assert distance >= THRESHOLD, (
        f"{one} and {two} are {distance:.1f} apart for {vision or 'normal vision'}")
