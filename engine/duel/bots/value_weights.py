"""Duel's value weights (``engine.duel.bots.value``), learnt by
``python -m engine.cli.train_value --games 30000 --seed 1 --keep 0.2 --epochs 6 --l2 0.0001``.

Age 1: 107865 positions, 12136 held out; their log loss 0.6424 (a constant: 0.6903).
Age 2: 107746 positions, 12080 held out; their log loss 0.5279 (a constant: 0.6928).
Age 3: 103767 positions, 11476 held out; their log loss 0.3124 (a constant: 0.6920).
"""

LAYOUT = 1
WEIGHTS: dict[int, tuple[float, ...]] = {
    1: (
        -0.055424786516808405,  # bias
        0.14338897291247182,  # mover
        0.06047886209129488,  # points
        0.05064417952293888,  # coins
        0.050374556898939944,  # pawn
        -0.03381738228916336,  # pawn3
        0.0,  # pawn6
        0.01926419558039018,  # symbols
        0.8101856182101592,  # symbols4
        0.0,  # symbols5
        0.3880043205910536,  # production
        0.7877288674904713,  # one_of
        0.6216711465393292,  # trading
        -0.008460004589771686,  # wonders_built
        0.008460004589771686,  # wonders_left
        0.1754340832952662,  # cards
        0.062090319452062184,  # chains
        0.3439341814733614,  # tokens
        0.0003175765602973399,  # mover*left
        -0.03408979510323682,  # points*left
        -0.004414434860188242,  # coins*left
        0.07044142565920776,  # pawn*left
        0.0496785642279478,  # pawn3*left
        0.0,  # pawn6*left
        0.1206033224434781,  # symbols*left
        -9.588153482657853,  # symbols4*left
        0.0,  # symbols5*left
        0.06223189672343716,  # production*left
        0.19459790175844027,  # one_of*left
        0.289568948388339,  # trading*left
        0.02583327531908883,  # wonders_built*left
        -0.02583327531908883,  # wonders_left*left
        0.01822026372783163,  # cards*left
        0.018698752439319004,  # chains*left
        0.3304169268012294,  # tokens*left
    ),
    2: (
        -0.003974329623966849,  # bias
        0.2722122176078113,  # mover
        0.1270562116552858,  # points
        0.03682220490428036,  # coins
        0.167209091713681,  # pawn
        -0.3241208082781695,  # pawn3
        0.07414442049752655,  # pawn6
        -0.102577771927555,  # symbols
        0.5150205194614873,  # symbols4
        2.774457461495874,  # symbols5
        0.2901402713774775,  # production
        0.67223754858948,  # one_of
        0.31440579163543925,  # trading
        0.09662341371512133,  # wonders_built
        0.13664810903905442,  # wonders_left
        0.17059564533367305,  # cards
        0.018458996918542404,  # chains
        0.13601413677625318,  # tokens
        -0.2347922754015404,  # mover*left
        -0.052428380404314315,  # points*left
        0.0357156297959103,  # coins*left
        -0.08679652616953952,  # pawn*left
        0.07046373043647026,  # pawn3*left
        -0.285231443628497,  # pawn6*left
        0.1539175634606267,  # symbols*left
        0.5763806059752847,  # symbols4*left
        5.620420805845868,  # symbols5*left
        0.16148590868085635,  # production*left
        0.21288777367266223,  # one_of*left
        0.32619863499649776,  # trading*left
        0.008129542963756639,  # wonders_built*left
        0.1544572946741638,  # wonders_left*left
        -0.027316754531133636,  # cards*left
        0.05250784774361622,  # chains*left
        0.06322081501027271,  # tokens*left
    ),
    3: (
        -0.03371087160456193,  # bias
        0.5365947174324185,  # mover
        0.3153957792531692,  # points
        0.0038054598099153303,  # coins
        0.0198449962551524,  # pawn
        -0.13653995013324635,  # pawn3
        0.1921876392824383,  # pawn6
        -0.09082626655478639,  # symbols
        -0.08902168097904535,  # symbols4
        -0.593317222350962,  # symbols5
        -0.009972814742586713,  # production
        0.06846800411312953,  # one_of
        -0.0319338372979586,  # trading
        0.11111175700313686,  # wonders_built
        -0.049557461406457566,  # wonders_left
        0.1462867018439911,  # cards
        -0.0216700163692266,  # chains
        0.07466715679026341,  # tokens
        -0.2527073123736713,  # mover*left
        -0.17292262102154804,  # points*left
        0.037603291075871105,  # coins*left
        0.20589861875449694,  # pawn*left
        -0.26968939131961706,  # pawn3*left
        -0.011347852046485375,  # pawn6*left
        0.10848196069255395,  # symbols*left
        0.12959765590748104,  # symbols4*left
        2.309762049161757,  # symbols5*left
        0.37435771184095085,  # production*left
        0.7113472827330495,  # one_of*left
        0.43358312201565047,  # trading*left
        -0.14929691307828236,  # wonders_built*left
        0.19382183772420997,  # wonders_left*left
        0.014508654525276866,  # cards*left
        0.061525818678296304,  # chains*left
        0.3017550536693571,  # tokens*left
    ),
}
