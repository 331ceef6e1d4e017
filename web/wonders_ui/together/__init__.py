"""Playing together on several devices with no server (issue 33).

One device hosts: its page runs the game (the engine, the bots of the bot seats, the
save) and sends each guest only that guest's view after every change; a guest's page
draws its view and sends its moves. Everything here is plain Python with no browser
import, so that it is driven in memory by the tests exactly as the page drives it over
WebRTC data channels:

* ``wire.py``: the messages as bytes (JSON, versioned), checked on the way in;
* ``refusals.py``: the one-line refusals a host sends (a message key and arguments);
* ``flood.py``: how many messages a guest may send before the host stops listening;
* ``host.py``: the host (seats, claims, moves checked, a view per guest, rejoin);
* ``guest.py``: a guest (holds only its own view, numbers its moves), or a table
  screen (the public view only);
* ``post.py``, ``postbox.py``, ``delta.py``: play by message (links through a chat app,
  sealed per seat; each side's numbering; what changed in a view since the last one);
* ``clock.py``: the turn timer's choices and the time left in words.

It lives in the page's package, not the engine: the engine knows games, not devices,
and the host speaks in the page's messages (``i18n``). It reaches a game only through
``session.Session`` and the engine's contract (``engine.game``), so it serves every
registered game and set-up.
"""
