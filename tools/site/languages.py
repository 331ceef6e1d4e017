"""The languages' file for the pages' JavaScript, written by the build from the
languages' manifests (``web/wonders_ui/catalogues/*.manifest.json``, read by
``wonders_ui.languages``): a script cannot list a folder, so the build writes
``dist/web/languages.js`` with the codes of the languages offered, their writing
directions and their CLDR plural rules as functions. ``web/i18n.js`` imports it; the
source has no list of languages of its own."""

from __future__ import annotations

import json
from pathlib import Path

from tools.site import WEB

#: where the build writes it, in the site
SCRIPT = "web/languages.js"


def script() -> str:
    """The text of ``languages.js``."""
    import sys

    if str(WEB) not in sys.path:
        sys.path.insert(0, str(WEB))
    from wonders_ui import languages

    offered = languages.offered()
    lines = ["// Made by the build (tools/site/languages.py) from the languages' manifests,",
             "// web/wonders_ui/catalogues/*.manifest.json: do not edit.",
             f"export const LANGUAGES = {json.dumps(list(offered))};",
             "export const DIRECTIONS = "
             + json.dumps({code: lang.direction for code, lang in offered.items()}) + ";",
             "/** Each language's CLDR plural category of a whole number n. */",
             "export const PLURALS = {"]
    for code, lang in offered.items():
        choices = "".join(f"{languages.rule_js(rule)} ? {json.dumps(category)} : "
                          for category, rule in lang.plurals if category != "other")
        lines.append(f"  {json.dumps(code)}: (n) => {choices}\"other\",")
    lines.append("};")
    return "\n".join(lines) + "\n"


def write(dist: Path) -> str:
    """Write ``languages.js`` into the site ``dist``; its site-relative path."""
    (dist / SCRIPT).write_text(script(), encoding="utf-8")
    return SCRIPT

