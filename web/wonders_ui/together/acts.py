"""The actions of the together screens, known to the page's dispatch
(``store.Store.tap``) without loading them: the store makes ``play.Together``
only when one of them is first used, so a page that never plays together never pays
for it at its start."""

from __future__ import annotations

from ..state import Screen

#: the actions of play by message (``together/mail.py``'s ``Mail`` takes them)
POST_ACTS = frozenset({"tg_post_invite", "tg_post_open", "tg_post_join", "tg_post_copy",
                       "post_link", "tg_by_message"})
#: the together screens' own actions (``tg-...``, and an invitation's link opened)
ACTS = POST_ACTS | frozenset({"tg_host", "tg_invite", "tg_answer", "tg_join", "tg_offer",
                              "tg_claim", "tg_bot", "tg_back", "tg_undo", "tg_forget",
                              "tg_camera", "tg_picture", "join_link",
                              "tg_watch", "tg_tick"})
#: the table's actions that are the together table's while it shows (a move goes to
#: the host; the selection and the open panels are the store's, on ``Together.ui``)
TABLE_ACTS = frozenset({"move"})


def routes_to_together(name: str, screen: str) -> bool:
    """Whether the action ``name`` on ``screen`` is the together screens'."""
    return name in ACTS or (screen == Screen.TOGETHER and name in TABLE_ACTS)
