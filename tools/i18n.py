"""The message catalogue's list of messages, extracted from the code.

Every message the page shows is written where it is used, in English, inside a marker
call: ``t("...")``, ``tn("one", "other", n)``, ``tp(name, "you ...", "{player} ...")``,
``N_("...")`` in the page's Python, ``say("...")`` in the engine. This tool reads
those calls (Python's own parser, never a regular expression over Python) and writes
``web/wonders_ui/catalogues/messages.json``: each message once, with its plural form
and the files using it. ``--check`` says whether that file is current (the tests ask);
``--missing LANG`` lists what a language's catalogue lacks. It writes the
pseudo-language's manifest too (``wonders_ui/pseudo.py``: the English accented and
40% longer, made when shown; never offered in the language switch).

The pages and their JavaScript give messages too (``EXTRA_SOURCES``): the text of every
element of the four pages marked ``data-i18n`` (its inner HTML, whitespace collapsed,
as ``web/i18n.js`` looks it up) and the attributes named by ``data-i18n-attr``, read
with Python's HTML parser; the JavaScript's ``t("...")`` and ``tn("...", "...", n)``
calls with literal double-quoted text (``web/*.js``); and the titles and captions of
the shipped rule examples (``web/examples/*.json``).

    python3 tools/i18n.py            # rewrite messages.json
    python3 tools/i18n.py --check    # exit 1 when it is stale
    python3 tools/i18n.py --missing da
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = ROOT / "web" / "wonders_ui" / "catalogues"
MESSAGES = CATALOGUES / "messages.json"
#: the trees whose Python is read, and the marker calls each may use
SOURCES = {ROOT / "web" / "wonders_ui": ("t", "tn", "tp", "N_"),
           ROOT / "engine": ("say",)}

if str(ROOT / "web") not in sys.path:
    sys.path.insert(0, str(ROOT / "web"))
from wonders_ui import languages, pseudo  # noqa: E402  (the page's own reading of the folder)

#: the languages with a catalogue to fill: every manifest's but English's and the
#: pseudo-languages' (made from the English)
TRANSLATED = tuple(code for code, lang in languages.every().items()
                   if code != languages.DEFAULT and not lang.pseudo)
PSEUDO = CATALOGUES / f"{pseudo.CODE}{languages.SUFFIX}"


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
        for msgid, rel, *plural in extra():
            entry = found.setdefault(msgid, {"plural": None, "where": []})
            entry["plural"] = entry["plural"] or (plural[0] if plural else None)
            if rel not in entry["where"]:
                entry["where"].append(rel)
    return {k: {"plural": v["plural"], "where": sorted(v["where"])}
            for k, v in sorted(found.items())}


PAGES = ("index.html", "rules.html", "embed.html", "author.html")
#: elements without an end tag (HTML's void elements)
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
        "source", "track", "wbr"}


def _collapse(text: str) -> str:
    """Whitespace collapsed, as ``web/i18n.js``'s ``msgid`` does."""
    return " ".join(text.split())


class _Marked(HTMLParser):
    """The messages of one page: the inner HTML of each element marked ``data-i18n``
    and the values of the attributes its ``data-i18n-attr`` names."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=False)
        self.text = text
        self.line_starts = [0]
        for line in text.splitlines(keepends=True):
            self.line_starts.append(self.line_starts[-1] + len(line))
        self.open: list[tuple[str, int | None]] = []
        self.found: list[str] = []

    def _at(self) -> int:
        line, col = self.getpos()
        return self.line_starts[line - 1] + col

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        for name in (values.get("data-i18n-attr") or "").split():
            if values.get(name):
                self.found.append(_collapse(values[name] or ""))
        if tag in VOID:
            return
        inner = (self._at() + len(self.get_starttag_text() or "")
                 if "data-i18n" in values else None)
        self.open.append((tag, inner))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        while self.open:
            name, inner = self.open.pop()
            if inner is not None:
                self.found.append(_collapse(self.text[inner:self._at()]))
            if name == tag:
                return


def page_messages() -> Iterator[tuple[str, str]]:
    """The marked text of the site's pages (``data-i18n``, ``data-i18n-attr``)."""
    for page in PAGES:
        parser = _Marked((ROOT / page).read_text(encoding="utf-8"))
        parser.feed(parser.text)
        parser.close()
        for msgid in parser.found:
            if msgid:
                yield msgid, page


_JS_STRING = r'"(?:[^"\\\n]|\\.)*"'
#: a marker call of the pages' JavaScript: t("...") or tn("...", "...", n)
_JS_MARK = re.compile(rf'(?<![\w.$])(tn?)\(\s*({_JS_STRING})(?:\s*,\s*({_JS_STRING}))?')


def script_messages() -> Iterator[tuple[str, str] | tuple[str, str, str]]:
    """The messages of the pages' JavaScript: ``t("...")`` and ``tn("one", "other", n)``
    with literal text (a call with any other first argument is not a message)."""
    for path in sorted((ROOT / "web").glob("*.js")):
        rel = path.relative_to(ROOT).as_posix()
        for m in _JS_MARK.finditer(path.read_text(encoding="utf-8")):
            one = json.loads(m.group(2))
            if m.group(1) == "tn" and m.group(3):
                yield one, rel, json.loads(m.group(3))
            elif m.group(1) == "t":
                yield one, rel


def example_messages() -> Iterator[tuple[str, str]]:
    """The titles and captions of the shipped rule examples (``embed.py`` shows them
    with ``t``)."""
    for path in sorted((ROOT / "web" / "examples").glob("*.json")):
        rel = path.relative_to(ROOT).as_posix()
        data = json.loads(path.read_text(encoding="utf-8"))
        for text in [data.get("title"), data.get("caption"),
                     *(step.get("caption") for step in data.get("steps", []))]:
            if isinstance(text, str) and text:
                yield text, rel


#: other sources of messages (pages, scripts, examples): functions yielding
#: (msgid, file) or (msgid, file, plural)
EXTRA_SOURCES: list = [page_messages, script_messages, example_messages]


def render(messages: dict[str, dict]) -> str:
    return json.dumps({"messages": messages}, ensure_ascii=False, indent=1) + "\n"


def missing(lang: str, messages: dict[str, dict] | None = None) -> list[str]:
    """The messages ``lang``'s catalogue lacks (they show in English): a message about a
    count lacks a text for any of the language's plural categories (its manifest's)."""
    messages = extract() if messages is None else messages
    have = json.loads((CATALOGUES / f"{lang}.json").read_text(encoding="utf-8"))["messages"]
    categories = languages.every()[lang].categories
    out = []
    for msgid, entry in messages.items():
        got = have.get(msgid)
        if entry["plural"]:
            if not (isinstance(got, dict) and all(got.get(c) for c in categories)):
                out.append(msgid)
        elif not (isinstance(got, str) and got):
            out.append(msgid)
    return out


def pseudo_manifest() -> str:
    """The pseudo-language's manifest (``wonders_ui/pseudo.py``): English's forms, its
    names and months accented, marked ``pseudo``."""
    english = json.loads((CATALOGUES / f"{languages.DEFAULT}{languages.SUFFIX}")
                         .read_text(encoding="utf-8"))
    plain = str.maketrans(pseudo.PLAIN, pseudo.ACCENTED)
    made = {**english, "code": pseudo.CODE, "name": "Pseudo".translate(plain),
            "english": "Pseudo-language (accented English, 40% longer)",
            "dates": {**english["dates"],
                      "months": [m.translate(plain) for m in english["dates"]["months"]]},
            "pseudo": True}
    return json.dumps(made, ensure_ascii=False, indent=1) + "\n"


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
    made = {MESSAGES: text, PSEUDO: pseudo_manifest()}
    if args.check:
        stale = [path for path, want in made.items()
                 if not (path.exists() and path.read_text(encoding="utf-8") == want)]
        for path in stale:
            print(f"{path.relative_to(ROOT).as_posix()} is stale: run python3 tools/i18n.py")
        return 1 if stale else 0
    for path, want in made.items():
        path.write_text(want, encoding="utf-8")
    print(f"{len(messages)} messages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
