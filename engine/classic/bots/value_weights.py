"""7 Wonders' value weights (``engine.classic.bots.value``), learnt by
``python -m engine.cli.train_classic_value --games 20000 --seed 1 --ridge 0.001``.

Age 2 begins: 93549 cities, 10353 held out; their error 7.99 points (the mean alone: 9.45).
Age 3 begins: 93549 cities, 10353 held out; their error 5.93 points (the mean alone: 9.45).
"""

LAYOUT = 1
WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (
        17.129029385130824,  # bias
        1.1147027122817663,  # points
        1.9461175345128678,  # tokens
        0.47810463860696,  # coins
        -0.76139519844143,  # debt
        0.6645372372381888,  # military
        1.6003818239611016,  # resources
        2.1570119883683954,  # discounts
        4.555162922626526,  # symbols
        -0.13605301201320524,  # chains
        2.0707394585349452,  # stages
        -0.3583740065298767,  # stages_left
        2.487582923764138,  # cards
        -0.7844713149466235,  # players
    ),
    3: (
        -0.7022590977692108,  # bias
        0.9110708250100032,  # points
        1.1680587937328821,  # tokens
        0.4842093895398081,  # coins
        -1.7643030229023635,  # debt
        0.5599689861794237,  # military
        1.046203618386931,  # resources
        0.559938505133029,  # discounts
        1.6958611975598104,  # symbols
        -0.19526120701985827,  # chains
        1.5377579415724851,  # stages
        0.189931309473122,  # stages_left
        1.7172440190996672,  # cards
        -0.710040205771255,  # players
    ),
}
#: the standard deviation of a city's final score around its forecast
SPREAD: dict[int, float] = {
    2: 7.8781,
    3: 5.9133,
}
