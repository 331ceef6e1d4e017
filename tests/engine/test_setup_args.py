"""Set-ups from the command line (``engine.cli.setup_args``), read against every registered
game's options."""

from __future__ import annotations

import pytest

from engine.cli.setup_args import setup_config
from engine.errors import ConfigError
from engine.games import all_games


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_choice_of_every_option_sets_up_a_game(game) -> None:
    for option in game.options:
        if option.per_seat:
            continue  # its values are per-seat lists, checked below
        for value, label in option.choices:
            fewest = game.player_range({option.key: value})[0]
            for text in (str(value), label):
                config = setup_config(game, fewest, [f"{option.key}={text}"])
                assert config == {"players": fewest, option.key: value}
                game.new_game(1, **config)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_unknown_options_and_values_are_named_errors(game) -> None:
    with pytest.raises(ConfigError, match="no option 'nosuch'"):
        setup_config(game, None, ["nosuch=1"])
    with pytest.raises(ConfigError, match="KEY=VALUE"):
        setup_config(game, None, ["novalue"])
    for option in game.options:
        with pytest.raises(ConfigError, match=option.key):
            setup_config(game, None, [f"{option.key}=no such choice"])


def test_a_per_seat_option_takes_one_choice_a_seat() -> None:
    game = next(g for g in all_games() if any(o.per_seat for o in g.options))
    option = next(o for o in game.options if o.per_seat)
    n = game.min_players
    picks = list(option.seat_choices[:n])
    config = setup_config(game, n, [f"{option.key}={','.join(picks)}"])
    assert config[option.key] == picks
    game.new_game(1, **config)
