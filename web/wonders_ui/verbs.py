"""The move grammar's verbs in words: the head of a suggestion ("Build Temple",
``hint``) and of the coach's "Try this instead" (``coach``)."""

from __future__ import annotations

from . import i18n

#: the move grammar's verbs and their words as a suggestion's head ("build Temple")
VERBS = {
    "build": i18n.N_("Build {card}"),
    "stage": i18n.N_("Build a wonder stage with {card}"),
    "discard": i18n.N_("Discard {card} for coins"),
    "dig": i18n.N_("Build {card} from the discard pile"),
    "wonder": i18n.N_("Build a wonder with {card}"),
    "draft": i18n.N_("Take the wonder {card}"),
    "token": i18n.N_("Take the progress token {card}"),
    "destroy": i18n.N_("Destroy {card}"),
    "mausoleum": i18n.N_("Build {card} from the discard pile"),
    "copy": i18n.N_("Copy {card}"),
}
