"""Which catalogue template made an English text: the tests' own matcher, to tell
English on a page in another language (``test_languages``) and to check that every
sentence of the engine comes from a ``say`` template (``test_sentences_marked``).

The page never matches texts back: the engine's sentences are messages that carry
their template (``engine.words.Message``, ``wonders_ui.i18n.sentence``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

PLACEHOLDER = re.compile(r"\{(\w+)\}")
COUNTS = ("n", "count")


class Templates:
    """The catalogue's messages with placeholders, compiled to find which one an
    English sentence of the engine was made from, and every way it splits the
    sentence into its placeholders' values (a join inside a join splits several ways)."""

    #: the most splits of one sentence tried for one template
    MOST = 64

    def __init__(self, msgids: list[str]):
        self.by_start: dict[str, list[tuple[re.Pattern, str, list[str]]]] = {}
        for msgid in sorted(msgids, key=lambda m: -len(PLACEHOLDER.sub("", m))):
            if not PLACEHOLDER.search(msgid):
                continue
            parts = PLACEHOLDER.split(msgid)
            seen: set[str] = set()
            rx = ""
            for i, part in enumerate(parts):
                if i % 2 == 0:
                    rx += re.escape(part)
                elif part in seen:
                    rx += f"(?P={part})"
                else:
                    seen.add(part)
                    rx += f"(?P<{part}>-?\\d+)" if part in COUNTS else f"(?P<{part}>.+?)"
            self.by_start.setdefault(_start_key(msgid), []).append(
                (re.compile(rx + r"\Z", re.S), msgid, parts))

    def find(self, text: str) -> tuple[str, dict[str, str]] | None:
        """The first template that makes ``text``, and its first split."""
        return next(self.candidates(text), None)

    def candidates(self, text: str) -> Iterator[tuple[str, dict[str, str]]]:
        """Each (template, values) that makes ``text``: templates with the most literal
        text first, each split from the shortest first value on."""
        for key in dict.fromkeys((_start_key(text), "")):
            for rx, msgid, parts in self.by_start.get(key, ()):
                if rx.match(text):
                    for n, values in enumerate(_splits(parts, text, 0, 0, {})):
                        if n >= self.MOST:
                            break
                        yield msgid, values


def _splits(parts: list[str], text: str, i: int, pos: int,
            got: dict[str, str]) -> Iterator[dict[str, str]]:
    """The ways ``text`` from ``pos`` fills ``parts[i:]`` (literal, name, literal...)."""
    lit = parts[i]
    if not text.startswith(lit, pos):
        return
    pos += len(lit)
    if i == len(parts) - 1:
        if pos == len(text):
            yield dict(got)
        return
    key, after = parts[i + 1], parts[i + 2]
    if key in got:  # the same placeholder again: the same value
        if got[key] and text.startswith(got[key], pos):
            yield from _splits(parts, text, i + 2, pos + len(got[key]), got)
        return
    if i + 2 == len(parts) - 1:
        ends = [len(text) - len(after)] if after and text.endswith(after) else (
            [] if after else [len(text)])
    else:
        ends = [e for e in range(pos + 1, len(text) + 1) if text.startswith(after, e)]
    for end in ends:
        if end <= pos or (key in COUNTS and not re.fullmatch(r"-?\d+", text[pos:end])):
            continue
        got[key] = text[pos:end]
        yield from _splits(parts, text, i + 2, end, got)
        del got[key]


def _start_key(text: str) -> str:
    """The bucket of a template or a sentence: its first word when that word is all
    literal text, else "" (a sentence is tried in its first word's bucket and in "")."""
    m = re.match(r"([^\s{}]+)(\s|\Z)", text)
    return m.group(1) if m else ""
