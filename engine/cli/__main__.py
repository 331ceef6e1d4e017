"""The command line: score and check positions, play whole games.

    python -m engine.cli score FILE [--edition N]
    python -m engine.cli payments FILE --player P --card NAME [--stage] [--edition N]
    python -m engine.cli play [--game G] [--players N] [--set KEY=VALUE] [--sides X]
                          [--edition N] --seed 7 --bots random [--log]
    python -m engine.cli example FILE      # a rule example (JSON, or its x1. link) checked

A position file names its 7 Wonders edition (``"edition": 2``); ``--edition`` gives it
for a file that does not (and must agree with one that does).

Output is JSON on stdout; bad input gives a one-line error on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..errors import MAX_LINE, PositionError, WondersError, quoted
from ..errors import one_line as errors_one_line
from ..games import GAMES, get_game
from .setup_args import add_game_arguments, option_settings, setup_config

MAX_POSITION_BYTES = 1 << 20


def _position(path: str) -> dict[str, Any]:
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_POSITION_BYTES + 1)
    except OSError as exc:
        raise WondersError(f"cannot read {quoted(path, 200)}: {exc.strerror}") from None
    if len(raw) > MAX_POSITION_BYTES:
        raise WondersError(f"{quoted(path, 200)} is too large for a position file")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise WondersError(f"{quoted(path, 200)} is not valid JSON: {exc}") from None
    except RecursionError:
        raise PositionError(f"{quoted(path, 200)} is nested too deeply for a position") from None
    except ValueError:  # Python refuses to read an integer of over 4,300 digits
        raise PositionError(f"{quoted(path, 200)} holds a number too long to read") from None
    if not isinstance(data, dict):
        raise WondersError(f"{quoted(path, 200)}: a position must be a JSON object")
    return data


def _positions_module(data: dict[str, Any]) -> Any:
    game = data.get("game", GAMES[0])  # (the first registered game by default)
    if not isinstance(game, str):
        raise WondersError(f"'game' must be text, one of {', '.join(GAMES)}")
    return get_game(game).positions


def _edition(data: dict[str, Any], edition: int | None) -> dict[str, Any]:
    """The position with ``--edition`` filled in (a file's own edition must agree)."""
    if edition is None:
        return data
    said = data.get("edition", edition)
    if said != edition:
        raise PositionError(f"the position says edition {quoted(said)}, --edition {edition}")
    return {**data, "edition": edition}


def cmd_score(args: argparse.Namespace) -> Any:
    data = _edition(_position(args.file), args.edition)
    return _positions_module(data).cli_score(data)


def cmd_payments(args: argparse.Namespace) -> Any:
    data = _edition(_position(args.file), args.edition)
    return _positions_module(data).cli_payments(data, args.player, args.card,
                                                stage=args.stage, wonder=args.wonder)


def cmd_example(args: argparse.Namespace) -> Any:
    """A rule example checked step by step (``engine.examples``): each step's caption
    and the claims the engine confirmed, and the example's link when it fits one."""
    from ..examples import check, read

    try:
        with open(args.file, "rb") as fh:
            raw = fh.read(MAX_POSITION_BYTES + 1)
    except OSError as exc:
        raise WondersError(f"cannot read {quoted(args.file, 200)}: {exc.strerror}") from None
    return check(read(raw))


def cmd_play(args: argparse.Namespace) -> Any:
    from ..bots import make_bot

    game = get_game(args.game)
    config = setup_config(game, args.players, option_settings(args))
    state = game.new_game(args.seed, **config)
    levels = [b.strip() for b in args.bots.split(",")]
    n = state.num_players()
    if len(levels) == 1:
        levels = levels * n
    if len(levels) != n:
        raise WondersError(f"give one bot level, or one a player ({n})")
    bots = [make_bot(game, level, seed=args.seed * 1000 + i) for i, level in enumerate(levels)]
    while not state.is_terminal():
        for p in state.current_players():
            move = bots[p].act(state.view(p), state.legal_actions(p))
            state.apply(p, move)
            if args.log:
                print(json.dumps({"player": p, "move": str(move)}))
    return {"game": game.id, "seed": args.seed, "bots": levels,
            "scores": state.scores(), "returns": state.returns(),
            "moves": len(state.log)}


class _Parser(argparse.ArgumentParser):
    """Usage errors as one line (``error: ...``) and exit code 2, like every bad input."""

    def error(self, message: str):  # type: ignore[override]
        print(f"error: {message} (see {self.prog} --help)", file=sys.stderr)
        sys.exit(2)


def parser() -> argparse.ArgumentParser:
    ap = _Parser(prog="python -m engine.cli", description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="command", required=True, parser_class=_Parser)
    sc = sub.add_parser("score", help="score a position file")
    sc.add_argument("file")
    sc.add_argument("--edition", type=int, default=None, help="7 Wonders: 1 or 2")
    sc.set_defaults(run=cmd_score)
    pay = sub.add_parser("payments", help="list the ways to pay for a card or stage")
    pay.add_argument("file")
    pay.add_argument("--player", required=True, help="the player's name or 0-based index")
    pay.add_argument("--card", help="the card's name")
    pay.add_argument("--stage", action="store_true", help="the next wonder stage instead")
    pay.add_argument("--wonder", help="Duel: build this wonder with the card")
    pay.add_argument("--edition", type=int, default=None, help="7 Wonders: 1 or 2")
    pay.set_defaults(run=cmd_payments)
    ex = sub.add_parser("example", help="check a rule example and print its captions")
    ex.add_argument("file")
    ex.set_defaults(run=cmd_example)
    play = sub.add_parser("play", help="play a whole game between bots")
    add_game_arguments(play)
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--bots", default="random", help="a level, or one per player: a,b,c")
    play.add_argument("--log", action="store_true", help="print every move")
    play.set_defaults(run=cmd_play)
    return ap


def one_line(message: str) -> str:
    """``message`` on one line: control characters (a newline in a name) escaped, and
    at most ``errors.MAX_LINE`` characters long."""
    return errors_one_line(message)


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        result = args.run(args)
    except WondersError as exc:  # every refusal of the engine: one named line
        print(f"error: {errors_one_line(str(exc), MAX_LINE - len('error: '))}",
              file=sys.stderr)
        return 2
    except (ValueError, TypeError, AttributeError, KeyError, IndexError, RecursionError,
            OverflowError, MemoryError):
        # input of a shape no check caught: still one clear line, exit 2, and no Python
        # exception's name or text (issue 32)
        print("error: malformed input: a value of a type or size the file may not hold",
              file=sys.stderr)
        return 2
    print(json.dumps(result, indent=None))
    return 0

if __name__ == "__main__":
    sys.exit(main())
