"""The message catalogue's list of messages, extracted from the code.

Every message the page shows is written where it is used, in English, inside a marker
call: ``t("...")``, ``tn("one", "other", n)``, ``tp(name, "you ...", "{player} ...")``,
``N_("...")`` in the page's Python, ``say("...")`` in the engine. This tool reads
those calls (Python's own parser, never a regular expression over code) and writes
``web/wonders_ui/catalogues/messages.json``: each message once, with its plural form
and the files using it. ``--check`` says whether that file is current (the tests ask);
``--missing LANG`` lists what a language's catalogue lacks.

    python3 tools/i18n.py            # rewrite messages.json
    python3 tools/i18n.py --check    # exit 1 when it is stale
    python3 tools/i18n.py --missing da
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = ROOT / "web" / "wonders_ui" / "catalogues"
MESSAGES = CATALOGUES / "messages.json"
#: the trees whose Python is read, and the marker calls each may use
SOURCES = {ROOT / "web" / "wonders_ui": ("t", "tn", "tp", "N_"),
           ROOT / "engine": ("say",)}
TRANSLATED = ("da", "sv", "nl", "hu")


def _marks(tree: ast.AST, names: tuple[str, ...]) -> Iterator[tuple[str, str | None]]:
    """(msgid, plural) of each marker call with literal text."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        fn = node.func
        name = (fn.id if isinstance(fn, ast.Name)
                else fn.attr if isinstance(fn, ast.Attribute) else "")
        if name not in names:
            continue
        lits = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
                for a in node.args]
        if name == "tn" and len(lits) >= 2 and lits[0] and lits[1]:
            yield lits[0], lits[1]
        elif name == "tp":
            for lit in lits[1:3]:
                if lit:
                    yield lit, None
        elif lits and lits[0]:
            yield lits[0], None


def extract() -> dict[str, dict]:
    """Every message: msgid -> {"plural": other or None, "where": [files]}."""
    found: dict[str, dict] = {}
    for root, names in SOURCES.items():
        for path in sorted(root.rglob("*.py")):
            if "tests" in path.parts or "__pycache__" in path.parts:
                continue
            rel = path.relative_to(ROOT).as_posix()
            for msgid, plural in _marks(ast.parse(path.read_text(encoding="utf-8")), names):
                entry = found.setdefault(msgid, {"plural": None, "where": []})
                entry["plural"] = entry["plural"] or plural
                if rel not in entry["where"]:
                    entry["where"].append(rel)
    for extra in EXTRA_SOURCES:
        for msgid, rel in extra():
            entry = found.setdefault(msgid, {"plural": None, "where": []})
            if rel not in entry["where"]:
                entry["where"].append(rel)
    return {k: {"plural": v["plural"], "where": sorted(v["where"])}
            for k, v in sorted(found.items())}


#: other sources of messages (pages, examples): functions yielding (msgid, file)
EXTRA_SOURCES: list = []


def render(messages: dict[str, dict]) -> str:
    return json.dumps({"messages": messages}, ensure_ascii=False, indent=1) + "\n"


def missing(lang: str, messages: dict[str, dict] | None = None) -> list[str]:
    """The messages ``lang``'s catalogue lacks (they show in English)."""
    messages = extract() if messages is None else messages
    have = json.loads((CATALOGUES / f"{lang}.json").read_text(encoding="utf-8"))["messages"]
    out = []
    for msgid, entry in messages.items():
        got = have.get(msgid)
        if entry["plural"]:
            if not (isinstance(got, dict) and got.get("one") and got.get("other")):
                out.append(msgid)
        elif not (isinstance(got, str) and got):
            out.append(msgid)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--missing", metavar="LANG")
    args = ap.parse_args(argv)
    messages = extract()
    if args.missing:
        for msgid in missing(args.missing, messages):
            print(msgid)
        return 0
    text = render(messages)
    if args.check:
        current = MESSAGES.exists() and MESSAGES.read_text(encoding="utf-8") == text
        if not current:
            print("web/wonders_ui/catalogues/messages.json is stale: run python3 tools/i18n.py")
        return 0 if current else 1
    MESSAGES.write_text(text, encoding="utf-8")
    print(f"{len(messages)} messages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
