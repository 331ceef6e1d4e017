"""What changed between two JSON values, and that change applied again.

A link of play by message carries what changed in a guest's view since the last view
the guest confirmed (``post``), not the whole view: a chat app carries a link of about
2 kB whole, a view is 20 to 30 kB of JSON. The change of a value is one of:

* ``{"~s": {key: change, ...}, "~x": [key, ...]}``: an object whose keys ``~s`` changed
  (each by its own change) and keys ``~x`` went;
* ``{"~a": [item, ...]}``: a list that grew by these items at its end (a game's log);
* ``{"~i": {index: change, ...}}``: a list of the same length, these items changed;
* anything else: the new value whole (a plain object is wrapped as ``{"~v": value}``
  so that it is never read as a change).

Plain JSON data only (dict with string keys, list, str, int, float, bool, None), as
the wire's messages are. ``apply(old, diff(old, new)) == new`` for every such pair.
"""

from __future__ import annotations

from typing import Any

_SET, _DROP, _APPEND, _ITEMS, _VALUE = "~s", "~x", "~a", "~i", "~v"
_MARKS = frozenset({_SET, _DROP, _APPEND, _ITEMS, _VALUE})


class DeltaError(ValueError):
    """A change that does not fit the value it is applied to."""


def _whole(new: Any) -> Any:
    return {_VALUE: new} if isinstance(new, dict) else new


def diff(old: Any, new: Any) -> Any:
    """The change from ``old`` to ``new`` (``{"~s": {}}`` when they are equal)."""
    if isinstance(old, dict) and isinstance(new, dict):
        changed = {k: diff(old[k], v) if k in old else _whole(v) for k, v in new.items()
                   if k not in old or not _same(old[k], v)}
        out: dict[str, Any] = {_SET: changed}
        gone = [k for k in old if k not in new]
        if gone:
            out[_DROP] = gone
        return out
    if isinstance(old, list) and isinstance(new, list):
        if len(new) > len(old) and all(_same(a, b) for a, b in zip(old, new)):
            return {_APPEND: new[len(old):]}
        if len(new) == len(old):
            items = {str(i): diff(a, b) for i, (a, b) in enumerate(zip(old, new))
                     if not _same(a, b)}
            if len(items) * 2 <= len(new):
                return {_ITEMS: items}
    return _whole(new)


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


def apply(old: Any, change: Any) -> Any:
    """``old`` changed by ``change`` (``DeltaError`` when it does not fit)."""
    if not isinstance(change, dict):
        return change
    if _VALUE in change:
        return change[_VALUE]
    if _SET in change:
        if not isinstance(old, dict):
            raise DeltaError("an object's change on something else")
        out = {k: v for k, v in old.items() if k not in set(change.get(_DROP) or [])}
        for key, sub in dict(change[_SET]).items():
            out[key] = apply(old[key], sub) if key in old else apply(None, sub)
        return out
    if _APPEND in change:
        if not isinstance(old, list):
            raise DeltaError("a list's change on something else")
        return old + list(change[_APPEND])
    if _ITEMS in change:
        if not isinstance(old, list):
            raise DeltaError("a list's change on something else")
        out_list = list(old)
        for index, sub in dict(change[_ITEMS]).items():
            i = int(index)
            if not 0 <= i < len(out_list):
                raise DeltaError(f"no item {i}")
            out_list[i] = apply(out_list[i], sub)
        return out_list
    raise DeltaError("not a change")
