"""What each move of a Duel turn did (``engine.duel.outcomes``), in seeded random games.

Rulebook "Construction": a card or wonder costs the coins printed on it and the
resources bought from the bank; with Economy, the coins spent on trade go to the
opponent. Each outcome's ``paid`` is the price the offer showed the player just before
the move, split between the bank and the opponent as the offer said; the view's
``moves`` are the legal moves as data.
"""

from __future__ import annotations

from engine import new_game
from engine.duel.moves import VERBS
from engine.rng import Rng


def test_each_move_paid_the_price_its_offer_showed():
    checked = 0
    for seed in range(6):
        state = new_game("duel", seed=seed)
        rng = Rng(seed)
        while not state.is_terminal():
            p = state.current_players()[0]
            view = state.view(p)
            assert [m["text"] for m in view["moves"]] == view["legal"]
            legal = state.legal_actions(p)
            move = legal[rng.below(len(legal))]
            turns = len([e for e in state.events if e["kind"] == "turn"])
            state.apply(p, move)
            facts = next(m for m in view["moves"] if m["text"] == str(move))
            if facts["kind"] in ("build", "wonder") and "offer" in view:
                card = (view["offer"]["cards"][facts["card"]] if facts["kind"] == "build"
                        else view["offer"]["wonders"][facts["wonder"]])
                events = [e for e in state.events if e["kind"] == "turn"]
                done = [o for e in events[turns:] for o in e["outcomes"]
                        if o["text"] == str(move)] or None
                if done is None:  # the turn goes on (a token to choose): not yet recorded
                    continue
                price = card["price"]
                paid = {to: c for to, c in done[0]["paid"]}
                free = card["status"] == "chain"
                assert sum(paid.values()) == (0 if free else price["total"])
                assert paid.get(1 - p, 0) == (0 if free else price["to_opponent"])
                checked += 1
        for e in (e for e in state.events if e["kind"] == "turn"):
            assert [[o["player"], o["text"]] for o in e["outcomes"]] == e["moves"]
            assert all(o["kind"] in VERBS and o["city"] == o["player"] for o in e["outcomes"])
    assert checked > 50
