"""The pseudo-language: the English with every letter accented and about 40% longer
(issue 60), for finding text that is not translated (a text on the screen without an
accented letter did not go through the catalogue) and text a longer language would cut
off. Placeholders (``{player}``), HTML tags and entities are kept as they are.

Its manifest (``catalogues/en-XA.manifest.json``, CLDR's code for an accented English,
``"pseudo": true``) is written by ``tools/i18n.py``; its messages are made from the
English when shown, so nothing of it is downloaded. It is never offered in the language
switch: a page speaks it when the stored choice of language names it
(``localStorage["wonders.v1.language"] = "en-XA"``), as the layout check does.
"""

from __future__ import annotations

import re

CODE = "en-XA"
GROWTH = 0.4  # how much longer a text gets

PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"
_ACCENT = str.maketrans(PLAIN, ACCENTED)
#: what is kept as it is: a placeholder, an HTML tag, an entity
_KEPT = re.compile(r"\{\w+\}|<[^>]*>|&#?\w+;")
#: the words that lengthen a text
FILLER = "ļóŕéɱ íþšúɱ ðóļóŕ šíţ áɱéţ çóñšéçţéţúŕ áðíþíšçíñĝ éļíţ "


def accent(text: str) -> str:
    """``text`` in the pseudo-language: its letters accented, then lengthened by words
    of filler to about 40% more of its own characters (a text without letters, "+{n}",
    stays as it is)."""
    parts = []
    shown = 0
    at = 0
    for m in _KEPT.finditer(text):
        own = text[at:m.start()]
        parts += [own.translate(_ACCENT), m.group(0)]
        shown += len(own)
        at = m.end()
    own = text[at:]
    parts.append(own.translate(_ACCENT))
    shown += len(own)
    if not any(c in PLAIN for c in _KEPT.sub("", text)):
        return text
    extra = round(shown * GROWTH)
    filler = (FILLER * (extra // len(FILLER) + 1))[:max(extra - 1, 1)].rstrip()
    return "".join(parts) + " " + filler


def is_accented(text: str) -> bool:
    """Whether ``text`` has a letter of the pseudo-language (it went through ``accent``)."""
    return any(c in ACCENTED for c in text)
