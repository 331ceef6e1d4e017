"""Screenshots of every screen at every viewport for ``docs/screens/`` (issue 27):
``python3 tools/screens.py --update`` rewrites them after an intended change (look at
every changed image before committing it); ``tests/web/test_screens.py`` compares the
page with them.

The screens and viewports are ``tools/screen_matrix.py``'s (home, new game, the tables
of each ruleset at 2 to 8 players, a card chosen, a coin loss, a city opened, Duel, the
score pad, the replay, the compendium, the pass-and-play hand-over; ten viewports from
1920x1080 to a phone held both ways), each shot at a
scale that keeps it under ``SHOT_PIXELS`` pixels.

    python3 tools/screens.py --update [--only 390x844] [--screen duel]
    python3 tools/screens.py --out /tmp/shots      # elsewhere, the committed ones untouched
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from tools import screen_matrix  # noqa: E402
from tools.layout_check import counts, measure, table  # noqa: E402

SHOTS = ROOT / "docs" / "screens"


def shot_name(viewport: str, screen: str) -> str:
    """The file of ``screen`` at ``viewport`` ("1280x800")."""
    return f"{screen}-{viewport}.png"


def shoot(page: Any, path: Path) -> bytes:
    """The window as a person sees it (not the whole page), written to ``path``."""
    png = page.screenshot(animations="disabled", caret="hide")
    path.write_bytes(png)
    return png


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true",
                        help=f"rewrite the committed screenshots in {SHOTS.relative_to(ROOT)}")
    parser.add_argument("--out", type=Path, help="write the screenshots here instead")
    parser.add_argument("--only", default="", help="only the viewports whose name has this")
    parser.add_argument("--screen", default="", help="only the screens whose name has this")
    args = parser.parse_args(argv)
    if not args.update and args.out is None:
        parser.error("say --update (rewrite docs/screens) or --out DIR")
    out = SHOTS if args.update else args.out
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    rows: list[tuple[str, dict[str, int]]] = []

    def look(page: Any, viewport: str, screen: str) -> None:
        # measured first, as the test does, so that the shot is of the same page
        rows.append((f"{viewport} {screen}", counts(measure(page))))
        path = out / shot_name(viewport, screen)
        shoot(page, path)
        written.append(path)

    screen_matrix.walk_all(look, only=args.only, screens_=args.screen)
    if args.update and not args.only and not args.screen:
        for stale in set(out.glob("*.png")) - set(written):
            stale.unlink()
            print(f"removed {stale.name}")
    print(table(rows))
    total = sum(p.stat().st_size for p in written)
    print(f"{len(written)} screenshots, {total / 1e6:.1f} MB, in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
