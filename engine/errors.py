"""Named errors of the engine.

Every error a caller can provoke with bad input is a ``ValueError`` subclass with a
message a person can read: an illegal move, an unknown card name, a corrupt save,
a malformed position file.
"""

from __future__ import annotations

from .words import say

#: the longest refusal a person is shown: one line, quoting at most a short excerpt
#: of the input (issue 32)
MAX_LINE = 200


class WondersError(ValueError):
    """Base class of every error the engine raises on bad input.

    Its message is one line of at most ``MAX_LINE`` characters, whatever it quotes:
    control characters are escaped and a longer sentence is cut (``one_line``)."""

    def __init__(self, *args: object) -> None:
        if len(args) == 1 and isinstance(args[0], str):
            line = one_line(args[0])
            # a message that is one line already stays the value it is (``words.Message``)
            args = (args[0] if line == args[0] else line,)
        super().__init__(*args)


class IllegalMoveError(WondersError):
    """A move that is not legal in the current state (wrong phase, player or card)."""


class InvalidMoveError(WondersError):
    """A move text that cannot be parsed at all."""


#: the kinds of names an ``UnknownNameError`` names ("unknown card 'Tmple'"), each a
#: message of its own so that the page shows the sentence in the player's language
NAME_KINDS = (say("card"), say("wonder"), say("token"), say("player"))


class UnknownNameError(WondersError):
    """A card, wonder or token name that the data does not know.

    ``suggestions`` holds the closest known names, best first.
    """

    def __init__(self, kind: str, name: str, suggestions: list[str]):
        self.kind = kind
        self.name = name
        self.suggestions = suggestions
        named = quoted(name, 80)
        if not suggestions:
            super().__init__(say("unknown {kind} {name}", kind=kind, name=named))
            return
        close = ", ".join(repr(s) for s in suggestions)
        super().__init__(say("unknown {kind} {name}; did you mean {names}?",
                             kind=kind, name=named, names=close))


class SaveError(WondersError):
    """A save that cannot be loaded: corrupt, truncated, foreign or too new."""


class PositionError(WondersError):
    """A position file that does not describe a valid table."""


class ExampleError(WondersError):
    """A rule example that cannot be shown: malformed, an illegal scripted move (named
    by its step), or a claim the engine does not confirm (``engine.examples``)."""


class ConfigError(WondersError):
    """A game set-up that the rules do not allow (e.g. 9 players)."""


def one_line(message: str, limit: int = MAX_LINE) -> str:
    """``message`` on one line (control characters and lone surrogates escaped), at most
    ``limit`` characters long."""
    text = "".join(c if c.isprintable() and not 0xD800 <= ord(c) <= 0xDFFF
                   else repr(c)[1:-1] for c in message[:limit * 2])
    return text if len(text) <= limit and len(message) <= limit * 2 else text[:limit - 3] + "..."


def quoted(value: object, limit: int = 60) -> str:
    """``value`` for an error message: ``repr``-escaped, so a name holding a newline keeps
    the message on one line, and bounded, so an integer of thousands of digits (which
    Python refuses to print) or a long text cannot flood it."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 200:
        return "an integer too long to print"
    if not isinstance(value, (str, int, float, bool, type(None))):
        return f"a {type(value).__name__}"
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def check_keys(obj: dict, known: tuple[str, ...], path: str = "") -> None:
    """Every key of a position's object ``obj`` is one of ``known``; else a
    ``PositionError`` naming the key's path and the closest known key
    (``players[1].coin: unknown key; did you mean 'coins'?``)."""
    from difflib import get_close_matches

    for key in obj:
        if key not in known:
            plain = isinstance(key, str) and key.isprintable() and len(key) <= 40
            close = get_close_matches(key, known, n=1) if isinstance(key, str) else []
            where = f"{path}{key if plain else quoted(key)}"
            if close:
                raise PositionError(say("{key}: unknown key; did you mean {close}?",
                                        key=where, close=repr(close[0])))
            raise PositionError(say("{key}: unknown key", key=where))
