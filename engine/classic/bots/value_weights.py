"""7 Wonders' value weights (``engine.classic.bots.value``), learnt by
``python -m engine.cli.train_classic_value --games 33000 --seed 1 --ridge 0.001``.

base, Age 2 begins: 67500 cities, 7500 held out; their error 7.63 points (the mean alone: 8.96).
base, Age 3 begins: 67500 cities, 7500 held out; their error 5.69 points (the mean alone: 8.96).
cities-3, Age 2 begins: 8100 cities, 900 held out; their error 7.96 points (the mean alone: 9.42).
cities-3, Age 3 begins: 8100 cities, 900 held out; their error 6.00 points (the mean alone: 9.42).
cities-4, Age 2 begins: 10800 cities, 1200 held out; their error 8.10 points (the mean alone: 9.30).
cities-4, Age 3 begins: 10800 cities, 1200 held out; their error 6.06 points (the mean alone: 9.30).
cities-5, Age 2 begins: 13500 cities, 1500 held out; their error 7.92 points (the mean alone: 9.14).
cities-5, Age 3 begins: 13500 cities, 1500 held out; their error 6.20 points (the mean alone: 9.14).
cities-6, Age 2 begins: 16200 cities, 1800 held out; their error 8.20 points (the mean alone: 9.41).
cities-6, Age 3 begins: 16200 cities, 1800 held out; their error 6.31 points (the mean alone: 9.41).
cities-7, Age 2 begins: 18900 cities, 2100 held out; their error 8.44 points (the mean alone: 9.50).
cities-7, Age 3 begins: 18900 cities, 2100 held out; their error 6.78 points (the mean alone: 9.50).
cities-8, Age 2 begins: 21600 cities, 2400 held out; their error 7.46 points (the mean alone: 8.25).
cities-8, Age 3 begins: 21600 cities, 2400 held out; their error 5.98 points (the mean alone: 8.25).
"""

LAYOUT = 3
#: by table (``value.TABLES``), then by Age: the bias, then a feature's
WEIGHTS: dict[str, dict[int, tuple[float, ...]]] = {
    "base": {
        2: (
            22.53439459528748,  # bias
            1.1218445262384404,  # points
            2.032197174114791,  # tokens
            0.3752481211956005,  # coins
            0.0,  # debt
            0.6936868030699194,  # military
            1.478155835565928,  # resources
            2.1786291528924187,  # discounts
            4.546828533400383,  # symbols
            -0.19119810296661185,  # chains
            0.7112314702455216,  # stages
            -0.1691101865139896,  # stages_left
            1.4097516183993841,  # cards
            -0.5076955857727551,  # players
        ),
        3: (
            -2.398295362455885,  # bias
            0.9297353485123301,  # points
            1.1878329275827992,  # tokens
            0.4632850495873666,  # coins
            0.0,  # debt
            0.6143207747233252,  # military
            0.996195037991244,  # resources
            0.668563465554816,  # discounts
            1.673408641874496,  # symbols
            -0.22456961484401103,  # chains
            1.6902233161054825,  # stages
            0.22635601169581468,  # stages_left
            1.7849223016045488,  # cards
            -0.4378863659470506,  # players
        ),
    },
    "cities-3": {
        2: (
            18.465422759420154,  # bias
            1.1723144038384865,  # points
            1.3004088709081754,  # tokens
            0.748502896741131,  # coins
            0.11807919732472537,  # debt
            0.8483560778760629,  # military
            1.8129886905992059,  # resources
            2.3486649077076946,  # discounts
            6.39617723436458,  # symbols
            -0.23160549965658933,  # chains
            1.7276257534310218,  # stages
            -1.7276257518497495,  # stages_left
            2.2168604910214524,  # cards
            1.6694701588260627e-09,  # players
        ),
        3: (
            -4.7213685299425325,  # bias
            0.9355125146856317,  # points
            1.0138168358848805,  # tokens
            0.5650340852668396,  # coins
            -0.9583636817261958,  # debt
            0.5209711908775223,  # military
            1.0566720972184365,  # resources
            0.6227726885009862,  # discounts
            1.889647704721752,  # symbols
            -0.059597525776200755,  # chains
            0.9680614045912548,  # stages
            -0.968061404745052,  # stages_left
            1.9472321645293518,  # cards
            -1.7945677865518927e-10,  # players
        ),
    },
    "cities-4": {
        2: (
            17.959785659318257,  # bias
            0.9218015907311778,  # points
            1.1251374856321665,  # tokens
            0.531311081082012,  # coins
            -0.41996609824286807,  # debt
            0.8461745055084496,  # military
            1.953625077788668,  # resources
            1.7387959196612695,  # discounts
            4.659744558073422,  # symbols
            0.18707144458184394,  # chains
            1.4828828655581872,  # stages
            -1.4828828650062646,  # stages_left
            2.1940429916418993,  # cards
            -0.0,  # players
        ),
        3: (
            -6.712310350149162,  # bias
            0.893662414820217,  # points
            0.9599077291288861,  # tokens
            0.4839005333252301,  # coins
            -0.7474038942239014,  # debt
            0.5372333696087198,  # military
            1.0820326367420532,  # resources
            0.561090138064453,  # discounts
            1.7141436960947092,  # symbols
            -0.20557939775954254,  # chains
            0.8243465079001081,  # stages
            -0.8243465087522353,  # stages_left
            2.198210248980431,  # cards
            -0.0,  # players
        ),
    },
    "cities-5": {
        2: (
            20.007186335651014,  # bias
            0.876664772836218,  # points
            1.117275869075193,  # tokens
            0.5161568630611707,  # coins
            -0.11637154081117237,  # debt
            0.7989788020615834,  # military
            1.905347115883979,  # resources
            1.7408596016885827,  # discounts
            4.044761004695804,  # symbols
            0.2823563051243007,  # chains
            1.3599084186154202,  # stages
            -1.359908419434279,  # stages_left
            1.7489389575137408,  # cards
            -3.805895172030493e-10,  # players
        ),
        3: (
            -7.1150358959562965,  # bias
            0.9277559325794628,  # points
            1.01556020553665,  # tokens
            0.5089634406336344,  # coins
            -0.8137983671288103,  # debt
            0.49825078146817836,  # military
            1.1757690648840606,  # resources
            0.7874403908455457,  # discounts
            1.5274945013687893,  # symbols
            -0.22929241961154548,  # chains
            0.7061758408847896,  # stages
            -0.7061758428885321,  # stages_left
            1.9890564947692224,  # cards
            -1.001623146563469e-09,  # players
        ),
    },
    "cities-6": {
        2: (
            21.097033979465664,  # bias
            0.8272020856429668,  # points
            0.9333190131222056,  # tokens
            0.4363790299211401,  # coins
            -0.7946711338636917,  # debt
            0.7954263480457787,  # military
            1.7731973384401503,  # resources
            1.659401827272437,  # discounts
            4.036178497550315,  # symbols
            -0.0246399338251132,  # chains
            1.2109132833600194,  # stages
            -1.2109132823127124,  # stages_left
            1.7288184505276722,  # cards
            -2.2422805090731526e-09,  # players
        ),
        3: (
            -6.507703315027949,  # bias
            0.9231154427112293,  # points
            0.9706634433462958,  # tokens
            0.49626900017561176,  # coins
            -0.8794689068218138,  # debt
            0.5456104164027333,  # military
            1.2064430192599946,  # resources
            0.45948615656057523,  # discounts
            1.505599842059725,  # symbols
            -0.2840649767605673,  # chains
            0.6007611808840291,  # stages
            -0.6007611831665893,  # stages_left
            1.9026504866890162,  # cards
            -1.4568757722876293e-10,  # players
        ),
    },
    "cities-7": {
        2: (
            18.824472857756366,  # bias
            0.9196090199998347,  # points
            1.026164225421574,  # tokens
            0.4415112279179735,  # coins
            -0.7109203013100082,  # debt
            0.6615532534669523,  # military
            1.9391179720268041,  # resources
            1.3446438585507514,  # discounts
            3.2664418021170287,  # symbols
            0.25626239184755706,  # chains
            1.1181437611061469,  # stages
            -1.1181437629902018,  # stages_left
            1.7930899232532458,  # cards
            -4.118461349534274e-09,  # players
        ),
        3: (
            -8.956851191927573,  # bias
            0.9148513326429757,  # points
            0.8601137807604646,  # tokens
            0.5400343851532245,  # coins
            -0.8231895728977296,  # debt
            0.5959124043996626,  # military
            1.2154346214129208,  # resources
            0.292084882228824,  # discounts
            1.520696494469492,  # symbols
            -0.2273251768075044,  # chains
            0.6750855925761998,  # stages
            -0.6750855928523017,  # stages_left
            1.9956988887312859,  # cards
            3.2874864970174104e-09,  # players
        ),
    },
    "cities-8": {
        2: (
            16.760245693869592,  # bias
            0.8127997715996151,  # points
            1.2249029825132718,  # tokens
            0.487453652881949,  # coins
            -0.8442645251472578,  # debt
            0.5957500456755888,  # military
            1.7493457963455745,  # resources
            1.3941214308422034,  # discounts
            2.6300333322126845,  # symbols
            0.43203569724596064,  # chains
            1.214918831990981,  # stages
            -1.2149188370128947,  # stages_left
            1.4229240170611783,  # cards
            -0.0,  # players
        ),
        3: (
            -5.378263162489085,  # bias
            0.8732007898168332,  # points
            0.9153929108514088,  # tokens
            0.5319479309586923,  # coins
            -0.9936057988296699,  # debt
            0.5686201241806099,  # military
            0.977101185971973,  # resources
            0.297031424719614,  # discounts
            1.3865292790025376,  # symbols
            -0.18327915888263152,  # chains
            0.665755891944451,  # stages
            -0.6657558892636918,  # stages_left
            1.8150322504718588,  # cards
            -0.0,  # players
        ),
    },
}
#: the standard deviation of a city's final score around its forecast
SPREAD: dict[str, dict[int, float]] = {
    "base": {2: 7.6791, 3: 5.6892},
    "cities-3": {2: 7.8726, 3: 5.9601},
    "cities-4": {2: 7.8366, 3: 6.1882},
    "cities-5": {2: 8.1388, 3: 6.3352},
    "cities-6": {2: 8.104, 3: 6.2496},
    "cities-7": {2: 8.307, 3: 6.5189},
    "cities-8": {2: 7.7139, 3: 6.1207},
}
