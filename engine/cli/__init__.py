"""The engine's developer tools, run from a checkout under CPython: the command line
(``python -m engine.cli``), the arena of bots (``engine.cli.arena``), the speed bench
(``engine.cli.bench``), the soak (``engine.cli.soak``) and the contract checks the soak
shares with the tests (``engine.cli.invariants``).

Nothing in the page or the bot worker imports this package, so the browser's wheel of
the engine leaves it out whole (``tools/site/wheels.py``)."""
