"""Regenerate the list of names no rulebook gives, in docs/names.md.

Usage: python3 tools/names_missing.py          # rewrite the list in docs/names.md
       python3 tools/names_missing.py --check  # exit 1 if the list is out of date

The list sits between the two ``MARK`` comments of docs/names.md and comes from
``engine.names.missing``: per language of the names tables, per game, the cards, guilds, wonders and
tokens shown in English because no rulebook of that language names them.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from wonders_ui.languages import every  # noqa: E402

from engine.names import KINDS, languages, missing  # noqa: E402

DOC = ROOT / "docs" / "names.md"
BEGIN = "<!-- missing names: made by tools/names_missing.py, do not edit by hand -->"
END = "<!-- end of missing names -->"
PLURALS = {"card": "cards", "guild": "guilds", "wonder": "wonders", "token": "tokens"}


def missing_list() -> str:
    """The generated Markdown: a heading per language, a line per game and kind."""
    out: list[str] = []
    for lang in languages()[1:]:  # each language's name in English from its manifest
        rows = missing(lang)
        out.append(f"### {every()[lang].english} (`{lang}`): {len(rows)} names\n")
        games = list(dict.fromkeys(game for game, _, _ in rows))
        for game in games:
            for kind in KINDS:
                names = [name for g, k, name in rows if g == game and k == kind]
                if names:
                    out.append(f"- `{game}`, {PLURALS[kind]} ({len(names)}): "
                               + ", ".join(names))
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def updated(doc: str) -> str:
    """``doc`` with the text between ``BEGIN`` and ``END`` replaced by the list."""
    head, _, rest = doc.partition(BEGIN)
    _, _, tail = rest.partition(END)
    if not rest:
        raise SystemExit(f"{DOC}: no line {BEGIN!r}")
    return f"{head}{BEGIN}\n\n{missing_list()}\n{END}{tail}"


def main(argv: list[str]) -> int:
    doc = DOC.read_text("utf-8")
    new = updated(doc)
    if "--check" in argv:
        if new != doc:
            print(f"{DOC} is out of date: run python3 tools/names_missing.py")
            return 1
        return 0
    DOC.write_text(new, "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
