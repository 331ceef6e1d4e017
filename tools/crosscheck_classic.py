"""Cross-check engine/data/classic1e.txt and wonders1e.txt against a reference card list.

Usage: python tools/crosscheck_classic.py PATH/TO/reference/classic-1e

The reference (joffrey-bion/seven-wonders JSON, MIT) is not part of the project; this
script is run by hand and its findings are recorded in docs/data-check-classic.md.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.classic.data import CARDS, WONDERS, wonder_name  # noqa: E402

COLOURS = {"BROWN": "brown", "GREY": "grey", "BLUE": "blue", "YELLOW": "yellow",
           "RED": "red", "GREEN": "green", "PURPLE": "purple"}


def ref_cost(req: dict | None) -> tuple[int, str]:
    req = req or {}
    return req.get("gold", 0), "".join(sorted(req.get("resources", "")))


def main(ref: Path) -> int:
    data = json.loads((ref / "cards.json").read_text())
    problems = []
    seen = set()
    ref_cards = []
    for age in (1, 2, 3):
        for c in data[f"age{age}"]["cards"]:
            ref_cards.append((age, c))
    for c in data["guildCards"]:
        ref_cards.append((3, c))
    mine = {(c.age, c.name): c for c in CARDS.values_unique()}
    for age, c in ref_cards:
        key = (age, c["name"])
        seen.add(key)
        m = mine.get(key)
        if m is None:
            problems.append(f"missing: {key}")
            continue
        if COLOURS[c["color"]] != m.colour:
            problems.append(f"{key}: colour {c['color']} vs {m.colour}")
        gold, res = ref_cost(c.get("requirements"))
        if (gold, res) != (m.cost_coins, "".join(sorted(m.cost_letters))):
            problems.append(f"{key}: cost {gold}{res} vs {m.cost_coins}{m.cost_letters}")
        parents = sorted(c.get("chainParents", []))
        if parents != sorted(m.chained_from):
            problems.append(f"{key}: chain parents {parents} vs {m.chained_from}")
        if "countPerNbPlayer" in c:
            counts = {int(k): v for k, v in c["countPerNbPlayer"].items()}
            for n in range(3, 8):
                if counts[n] != m.copies_at(n):
                    problems.append(f"{key}: copies at {n}: {counts[n]} vs {m.copies_at(n)}")
        eff = c["effect"]
        summary = m.effect_text
        if "production" in eff:
            want = eff["production"]["resources"]
            if "produce" not in summary or sorted(want.split("/")) != sorted(
                    summary.split("produce ")[1].split()[0].split("/")):
                problems.append(f"{key}: production {want} vs {summary}")
        if "points" in eff and f"points {eff['points']}" not in summary:
            problems.append(f"{key}: points {eff['points']} vs {summary}")
        if "gold" in eff and f"coins {eff['gold']}" not in summary:
            problems.append(f"{key}: coins {eff['gold']} vs {summary}")
        if "military" in eff and f"shields {eff['military']}" not in summary:
            problems.append(f"{key}: shields {eff['military']} vs {summary}")
        symbol = {"WHEEL": "gear"}.get(eff.get("science", ""), eff.get("science", "")).lower()
        if "science" in eff and symbol not in summary and "any" not in summary:
            problems.append(f"{key}: science {eff['science']} vs {summary}")
        print(f"{age} {c['name']:22} {json.dumps(eff)}  ||  {summary}")
    for key in mine:
        if key not in seen:
            problems.append(f"extra in ours: {key}")
    totals = Counter()
    for m in CARDS.values_unique():
        if m.colour != "purple":
            for n in range(3, 8):
                totals[(m.age, n)] += m.copies_at(n)
    for (age, n), t in sorted(totals.items()):
        want = 7 * n - (n + 2 if age == 3 else 0)
        if t != want:
            problems.append(f"age {age} at {n} players: {t} cards, want {want}")
    wref = json.loads((ref / "wonders.json").read_text())
    for w in wref:
        for side, s in w["sides"].items():
            mw = WONDERS[(wonder_name(w["name"]), side)]
            where = f"{w['name']} {side}"
            if s["initialResource"] != mw.resource:
                problems.append(f"{where}: resource {s['initialResource']} vs {mw.resource}")
            if len(s["stages"]) != len(mw.stages):
                problems.append(f"{where}: {len(s['stages'])} stages vs {len(mw.stages)}")
            for i, (rs, ms) in enumerate(zip(s["stages"], mw.stages)):
                gold, res = ref_cost(rs.get("requirements"))
                if (gold, res) != (ms.cost_coins, "".join(sorted(ms.cost_letters))):
                    problems.append(f"{where} stage {i + 1}: cost {res} vs {ms.cost_letters}")
                print(f"{w['name']} {side}{i + 1}: {json.dumps(rs['effects'])} || {ms.effect_text}")
    print("\nPROBLEMS:" if problems else "\nno problems found")
    for p in problems:
        print(" ", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
