"""Which kind of player each opponent is, read from the picks the viewer saw it make.

The search's playouts need a model of the other players. Two are known to the bots:

* **rbAI** (``policies.rbai_options``): the rule-based player of Robilliard,
  Fonlupt and Teytaud (2014), who takes the first card its rules name;
* **soft** (``policies.soft_move``): a Boltzmann-rational player who takes a move
  with probability proportional to exp(greedy value / temp): mostly the greedy move,
  not always. Strong bots and people play more like this.

A search that assumes the wrong kind plays worse (playouts with rbAI opponents beat
rbAI but hardly beat stronger players; soft opponents the other way round), so the bot
weighs the two kinds by Bayes' rule on what it saw. It knows exactly the hand its
receiver (the player its hand goes to) picked from at each turn of an age: the hand
the viewer passed, that is the hand it held (``seen_hands`` this age, ``seen_before``
in the ages before) minus its own pick. The receiver's pick is in the log (its card if
built; stage and discard picks show only their kind, and are compared by kind). Each
pick multiplies the odds by its likelihood under soft over its likelihood under rbAI
(each mixed with ``eps`` of a uniform pick, so that no single pick decides). The city
the receiver picked with is its city now minus what it built and staged since (coins
and the neighbours are those of now: an approximation, rougher for an earlier age).
Every age is read, so the odds do not start afresh with each age; the receiver is the
left neighbour in Ages I and III and the right one in Age II, and the other opponents
take the mean of the seen odds.
"""

from __future__ import annotations

import math
from typing import Any

from ..determinize import age_events, card_id, city_from_view
from ..moves import Move
from .policies import greedy_scores, rbai_options, receiver, soft_weights


def _key(m: Any) -> tuple[str, str]:
    """What a pick shows to the table: the card if built, else only the kind."""
    return (m.kind, m.card) if m.kind == "build" else (m.kind, "")


def observations(view: dict[str, Any], age: int | None = None
                 ) -> list[tuple[int, int, list[int], Move]]:
    """(turn, receiver, hand ids, its pick) for each pick of ``age`` (the current one by
    default) the viewer can read: its receiver's pick at turn t + 1 from the hand the
    viewer passed at t."""
    me, n = view["viewer"], view["players"]
    if age is None or age == view["age"]:
        age = view["age"]
        seen = view.get("seen_hands") or []
    else:
        before = view.get("seen_before") or []
        seen = before[age - 1] if age - 1 < len(before) else []
    r = receiver(me, age, n)
    picks: dict[tuple[int, int], Move] = {}
    extra: dict[tuple[int, int], list[Move]] = {}
    for ev in age_events(view, age):
        if ev.get("phase") == "pick":
            for q, text in ev["moves"]:
                mv = Move.parse(text)
                if mv.free_city:  # the Free City's pick, made by its holder
                    extra.setdefault((ev["turn"], q), []).append(mv)
                else:
                    picks[(ev["turn"], q)] = mv
    out = []
    for t in range(1, len(seen)):
        mine, theirs = picks.get((t, me)), picks.get((t + 1, r))
        if mine is None or theirs is None:
            continue
        ed = view.get("edition", 1)
        hand = [card_id(x, age, ed) for x in seen[t - 1]]
        try:
            for m in [mine, *extra.get((t, me), ())]:
                hand.remove(card_id(m.card, age, ed))
        except ValueError:
            continue
        out.append((t + 1, r, hand, theirs))
    return out


def _city_at(view: dict[str, Any], q: int, turn: int, age: int | None = None) -> Any:
    """``q``'s city at the start of ``turn`` of ``age`` (the current one by default):
    now, minus the cards it built and the stages it added since (coins: those of now)."""
    since = (view["age"] if age is None else age, turn)
    cv = dict(view["cities"][q])
    later = []
    stages = 0
    for ev in view.get("log") or view.get("events") or ():
        if (ev.get("age", 0), ev.get("turn", 0)) >= since and ev.get("phase") in (
                "pick", "seventh", "dig"):
            for who, text in ev["moves"]:
                if who == q and not Move.parse(text).free_city:
                    mv = Move.parse(text)
                    if mv.kind in ("build", "dig"):
                        later.append(mv.card)
                    elif mv.kind == "stage":
                        stages += 1
    cards = list(cv["cards"])
    for name in later:
        if name in cards:
            cards.remove(name)
    cv["cards"] = cards
    cv["stages_built"] = max(0, cv["stages_built"] - stages)
    return city_from_view(cv, view["age"])


def soft_odds(view: dict[str, Any], state: Any, cities: list[Any], temp: float = 1.5,
              eps: float = 0.1, teams: bool = False) -> list[float]:
    """Per player, the log-odds that it plays soft rather than rbAI (0 for the viewer).

    ``state`` is any full state sampled from the view (a clone of it, seated with past
    cities, gives the moves a hand allowed; ``state`` itself is left as it is);
    ``cities`` the public cities rebuilt from the view."""
    me, n = view["viewer"], view["players"]
    logit = [0.0] * n
    seen: set[int] = set()
    # a what-if table: a clone of the sample, seated with the cities of a past turn
    what_if = state.clone()
    picks = [(age, *o) for age in range(1, view["age"] + 1) for o in observations(view, age)]
    for age, turn, r, hand, pick in picks:
        past = cities[:]
        past[r] = _city_at(view, r, turn, age)
        what_if.cities = past
        what_if.age = age
        legal = what_if.moves_with(r, hand)
        if not legal:
            continue
        target = _key(pick)
        kinds = {_key(m) for m in legal}
        if target not in kinds:
            continue  # the reconstruction missed (coins changed): no evidence
        # one (value, move) per card built, and one per kind for stage and discard
        scored = greedy_scores(past, r, age, turn, "pick", legal, False, teams=teams)
        weights = soft_weights(scored, temp)
        p_soft = sum(w for w, (_, m) in zip(weights, scored)
                     if _key(m) == target) / sum(weights)
        opts = rbai_options(past, r, age, "pick", legal, teams)
        p_rbai = sum(1 for m in opts if _key(m) == target) / len(opts)
        uniform = 1.0 / len(kinds)
        logit[r] += math.log(((1 - eps) * p_soft + eps * uniform)
                             / ((1 - eps) * p_rbai + eps * uniform))
        seen.add(r)
    if seen:
        pooled = sum(logit[q] for q in seen) / len(seen)
        for q in range(n):
            if q != me and q not in seen:
                logit[q] = pooled
    logit[me] = 0.0
    return logit
