# Runs inside Pyodide (see run_in_pyodide.mjs): full random games of every game the
# engine has, and a save round trip for each.
import time

import engine
from engine import saves
from engine.rng import Rng

played = []
for g in engine.all_games():
    game = g.id
    low, high = g.player_range({})  # with every option at its default
    counts = sorted({low, (low + high) // 2, high})
    for i, n in enumerate(counts):
        state = g.new_game(seed=100 + i, players=n)
        rng = Rng(i)
        t0 = time.perf_counter()
        moves = 0
        while not state.is_terminal():
            for p in list(state.current_players()):
                state.apply(p, rng.choice(state.legal_actions(p)))
                moves += 1
        scores = state.scores()
        assert len(scores) == state.num_players() and all("total" in s for s in scores)
        blob = saves.dumps(state, {"name": "round trip"})
        again = saves.loads(blob)
        assert again.log == state.log and again.scores() == scores
        assert again.view(0) == state.view(0)
        ms = (time.perf_counter() - t0) * 1000
        print(f"ok {game} players={n} moves={moves} save={len(blob)}B {ms:.0f}ms")
        played.append(game)

# a half-played game saved and loaded gives the same state and legal moves
state = engine.new_game("7wonders", seed=9, players=4)
rng = Rng(9)
for _ in range(30):
    p = state.current_players()[0]
    state.apply(p, rng.choice(state.legal_actions(p)))
again = saves.loads(saves.dumps(state))
assert again.view(1) == state.view(1)
assert [str(m) for m in again.legal_actions(again.current_players()[0])] == [
    str(m) for m in state.legal_actions(state.current_players()[0])]
assert "7wonders" in played
print("PYODIDE-OK", sorted(set(played)))
