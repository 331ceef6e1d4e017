"""Sentences that name players: the same words for "You" and for a name.

A seat may be named "You" (the page's first seat): a sentence about it reads "You
build", not "You builds". The games' ``describe_move`` and the page's tables word their
sentences with these helpers: the subject's verb (``verb_for``), a player after a verb
or a preposition (``whom``) and the possessive (``whose``). Verbs are given in the
third person singular ("builds", "has", "chooses").
"""

from __future__ import annotations

from collections.abc import Sequence

#: third-person verbs whose other form is not the verb without its "s"
IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}


class Message(str):
    """A sentence of the engine as a value: its English text (it is that ``str``, so the
    command line, the tests and any JSON get English), and the ``template`` and ``args``
    it was made from, so that the page shows it in the player's language by looking the
    template up in its catalogue and filling it (``web/wonders_ui/i18n.py``), its
    arguments in turn (a name, a count, a message within the message)."""

    template: str
    args: dict[str, object]


def say(template: str, **args: object) -> Message:
    """A sentence of the engine from its ``template`` (named placeholders), as a
    ``Message``: the English text, with the template and arguments it was made from."""
    message = Message(template.format(**args) if args else template)
    message.template = template
    message.args = args
    return message


def either(name: str, you: str, other: str) -> str:
    """The sentence about the player ``name``: ``you`` (said in the second person) for
    the seat "You", else ``other``; both are ``say`` sentences, so each whole form is a
    message of the catalogue ("You build", "Ann builds" read differently in every
    language)."""
    return you if is_you(name) else other


def is_you(name: str) -> bool:
    """Whether a seat's name is the second person ("You", "you")."""
    return name.strip().lower() == "you"


def plain_verb(verb: str) -> str:
    """The verb after "you" or a plural subject, from its third-person singular form:
    "leads" -> "lead", "chooses" -> "choose", "passes" -> "pass", "has" -> "have"."""
    if verb in IRREGULAR:
        return IRREGULAR[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def verb_for(name: str, verb: str) -> str:
    """``verb`` agreeing with one subject: "builds" for "Ann", "build" for "You"."""
    return plain_verb(verb) if is_you(name) else verb


def says(names: Sequence[str], verb: str) -> str:
    """Subjects and their verb (given as "leads", "has", "chooses"...): "You lead",
    "Ann leads", "Ann and you win", "Ann and Bob win"."""
    if not names:
        return ""
    words = [whom(n) if i else n for i, n in enumerate(names)]
    words[0] = "You" if is_you(words[0]) else words[0]
    subject = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
    one = len(names) == 1 and not is_you(names[0])
    return f"{subject} {verb if one else plain_verb(verb)}"


def whose(name: str, start: bool = False) -> str:
    """The possessive: "Ann's", "your" ("Your" at the ``start`` of a sentence)."""
    if is_you(name):
        return "Your" if start else "your"
    return name + "'s"


def whom(name: str) -> str:
    """A player named after a verb or a preposition: "Ann", "you"."""
    return say("you") if is_you(name) else name


def name_of(names: Sequence[str], player: int | None, other: str = "the bank") -> str:
    """A player's name from a view's ``names`` (``other`` for no player or a city
    without a seat)."""
    if player is None or not 0 <= player < len(names):
        return other
    return names[player]


#: the resources' names as the engine's sentences name them ("needs 2 clay", "wood at
#: 2"), each a message of its own so that the page shows it in the player's language
RESOURCE_WORDS = (say("wood"), say("stone"), say("clay"), say("ore"), say("glass"),
                  say("loom"), say("papyrus"))

#: the cards' colours as sentences name them ("choose an opponent's grey card")
COLOUR_WORDS = {"brown": say("brown"), "grey": say("grey"), "blue": say("blue"),
                "green": say("green"), "yellow": say("yellow"), "red": say("red"),
                "purple": say("purple"), "black": say("black")}
