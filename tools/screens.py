"""Screenshots of the tables for ``docs/screens/``: ``python3 tools/screens.py``.

Builds the site, plays seeded games with the engine's "medium" bots to a mid-game point
(or to the end, for the score pad), stores each as a saved game in a fresh chromium
profile, opens it as the first seat ("You") and writes a PNG of the table: 7 Wonders
(1st edition) at 3, 5 and 7 players at 768x1024, 1024x768, 1280x800 and 1920x1080; a
2nd-edition table; the Free City (2 players); a neighbour's city opened in full; Duel;
the score pad. Pictures are at most 1280 px wide (1920x1080 is shot at 2/3 scale).

    python3 tools/screens.py [--out docs/screens] [--only 7p]
"""

from __future__ import annotations

import argparse
import base64
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from engine import new_game, saves  # noqa: E402
from engine.bots import make_bot  # noqa: E402
from tests.web.helpers import BOOT_MS, Server, boot  # noqa: E402
from tools.site import DIST  # noqa: E402
from tools.site.assemble import build  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
VIEWPORTS = [(768, 1024), (1024, 768), (1280, 800), (1920, 1080)]
NAMES = ["You", "Ada", "Bram", "Cleo", "Dag", "Esme", "Finn"]


def play(game: str, seed: int, moves: int | None, **config: Any) -> Any:
    """A game played by medium bots for ``moves`` moves (None: to the end)."""
    state = new_game(game, seed=seed, **config)
    bots: dict[int, Any] = {}
    while not state.is_terminal() and (moves is None or len(state.log) < moves):
        for p in list(state.current_players()):
            bot = bots.setdefault(p, make_bot(game, "medium", seed=seed * 31 + p))
            state.apply(p, bot.act(state.view(p), state.legal_actions(p)))
    return state


def stored(key: str, state: Any, players: int) -> tuple[str, str]:
    """The localStorage entry of a saved game: "You" on the first seat, bots after."""
    seats = [{"kind": "human" if i == 0 else "bot", "name": NAMES[i], "level": "medium"}
             for i in range(players)]
    meta = {"name": key, "game": state.game, "players": [s["name"] for s in seats],
            "seats": seats}
    return f"wonders.v1.save.{key}", base64.b64encode(saves.dumps(state, meta)).decode()


def games() -> dict[str, tuple[str, Any, int]]:
    """Shot name -> (saved game key, state, players)."""
    out = {}
    for n, moves in ((3, 3 * 15), (5, 5 * 15), (7, 7 * 15)):  # Age II, turn 4
        out[f"7wonders-{n}p"] = (f"shot-{n}p", play("7wonders", 5, moves, players=n), n)
    out["edition2-4p"] = ("shot-e2", play("7wonders", 6, 4 * 14, players=4, edition=2), 4)
    out["free-city"] = ("shot-fc", play("7wonders", 7, 2 * 9, players=2), 2)
    out["duel"] = ("shot-duel", play("duel", 8, 14), 2)
    out["score-pad"] = ("shot-end", play("7wonders", 9, None, players=5), 5)
    return out


def shoot(out: Path, only: str = "") -> list[Path]:
    """Every screenshot into ``out``; the files written."""
    from playwright.sync_api import sync_playwright

    build(DIST)
    site = Path(tempfile.mkdtemp(prefix="wonders-screens-")) / "dist"
    shutil.copytree(DIST, site)
    server = Server(site)
    shots = {name: g for name, g in games().items() if only in name}
    entries = dict(stored(key, state, n) for key, state, n in shots.values())
    written = []
    plan = [(name, size) for name in shots for size in
            (VIEWPORTS if name.startswith("7wonders") else [(1280, 800)])]
    plan.append(("7wonders-7p-city-open", (1280, 800)))
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM,
                                         args=["--no-sandbox", "--disable-gpu"])
            for name, (w, h) in plan:
                base = name.removesuffix("-city-open")
                if base not in shots:
                    continue
                page = browser.new_page(viewport={"width": w, "height": h},
                                        device_scale_factor=min(1.0, 1280 / w),
                                        has_touch=w < h, is_mobile=w < h,
                                        reduced_motion="reduce")
                page.set_default_timeout(BOOT_MS)
                boot(page, server.url)
                page.evaluate("e => { for (const [k, v] of Object.entries(e)) "
                              "localStorage.setItem(k, v); }", entries)
                page.reload()
                page.click(f"button.open[data-arg='{shots[base][0]}']")
                page.wait_for_selector("#hand .card, #structure, #score-pad, #continue, "
                                       "#waiting")
                page.wait_for_selector("#thinking", state="detached", timeout=120_000)
                if name.endswith("-city-open"):
                    page.click(".city.left .city-open")
                    page.wait_for_selector("#city-sheet")
                page.wait_for_timeout(300)
                path = out / f"{name}-{w}x{h}.png"
                page.screenshot(path=str(path))
                written.append(path)
                page.close()
            browser.close()
    finally:
        server.stop()
        shutil.rmtree(site.parent, ignore_errors=True)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screens")
    parser.add_argument("--only", default="", help="only the shots whose name has this")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for path in shoot(args.out, args.only):
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} "
              f"{path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
