# Playing together in Pyodide (run by test_together_in_pyodide.py through
# run_in_pyodide.mjs, with the site's wheels): a host and its guests, in memory, play
# a 7-player 7 Wonders game (every seat a guest's) and a Duel game; each view a guest
# gets is the engine's view of its seat; the host's time a move is printed.
import random
import time

from wonders_ui.session import Seat, Session
from wonders_ui.together.guest import Guest
from wonders_ui.together.host import Host
from wonders_ui.together.wire import pack, read_from_host

from engine import new_game, saves


def play(game, n, seed, **config):
    state = new_game(game, seed=seed, **config)
    seats = [Seat("human", f"P{i}") for i in range(n)]
    host = Host(Session(state, seats, "g"), host_name="Ann")
    guests = {}

    def deliver(outs):
        for conn, data in outs:
            guests[conn].receive(data)
            msg = read_from_host(data)
            if msg["t"] == "view":
                own = pack("view", view=state.view(msg["seat"]))
                assert msg["view"] == read_from_host(own)["view"]
                assert host.links[conn].seat == msg["seat"]

    for seat in range(n):
        conn = f"g{seat}"
        guests[conn] = Guest(f"P{seat}")
        host.connect(conn)
        deliver(host.receive(conn, guests[conn].hello(), 0.0))
        deliver(host.receive(conn, guests[conn].claim(seat), 0.0))
    rng, times, now = random.Random(seed), [], 0.0
    while not state.is_terminal():
        for seat in host.choosing():
            guest = guests[f"g{seat}"]
            data = guest.move(rng.choice(guest.view["legal"]))
            now += 1.0
            t0 = time.perf_counter()
            outs = host.receive(f"g{seat}", data, now)
            times.append((time.perf_counter() - t0) * 1000)
            deliver(outs)
    for guest in guests.values():
        assert saves.loads(guest.save).log == state.log
    times.sort()
    print(f"{game} {n} players: {len(times)} moves, host ms a move: median "
          f"{times[len(times) // 2]:.1f}, max {times[-1]:.1f}")


play("7wonders", 7, 3, players=7)
play("duel", 2, 4)
print("TOGETHER-PYODIDE-OK")
