"""7 Wonders' value weights (``engine.classic.bots.value``), learnt by
``python -m engine.cli.train_classic_value --games 33000 --seed 1 --ridge 0.001``.

base-3, Age 2 begins: 8100 cities, 900 held out; their error 7.53 points (the mean alone: 9.58).
base-3, Age 3 begins: 8100 cities, 900 held out; their error 5.52 points (the mean alone: 9.58).
base-4, Age 2 begins: 10800 cities, 1200 held out; their error 7.07 points (the mean alone: 8.51).
base-4, Age 3 begins: 10800 cities, 1200 held out; their error 5.52 points (the mean alone: 8.51).
base-5, Age 2 begins: 13500 cities, 1500 held out; their error 7.88 points (the mean alone: 9.19).
base-5, Age 3 begins: 13500 cities, 1500 held out; their error 5.79 points (the mean alone: 9.19).
base-6, Age 2 begins: 16200 cities, 1800 held out; their error 7.47 points (the mean alone: 8.63).
base-6, Age 3 begins: 16200 cities, 1800 held out; their error 5.49 points (the mean alone: 8.63).
base-7, Age 2 begins: 18900 cities, 2100 held out; their error 7.87 points (the mean alone: 8.92).
base-7, Age 3 begins: 18900 cities, 2100 held out; their error 5.91 points (the mean alone: 8.92).
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

LAYOUT = 2
#: by table (``value.TABLES``), then by Age: the bias, then a feature's
WEIGHTS: dict[str, dict[int, tuple[float, ...]]] = {
    "base-3": {
        2: (
            16.304761252123985,  # bias
            1.6310816006757933,  # points
            2.409001815993588,  # tokens
            0.6074604730558464,  # coins
            0.0,  # debt
            0.5514098878706396,  # military
            1.3167061356712724,  # resources
            3.3468565190172477,  # discounts
            8.143179514423464,  # symbols
            -1.5153913239142531,  # chains
            0.9591016657689712,  # stages
            -0.06502538353772319,  # stages_left
            2.1934889112417184,  # cards
        ),
        3: (
            -5.174904150274279,  # bias
            0.9354936515535698,  # points
            1.1927933932667938,  # tokens
            0.5582761378198314,  # coins
            0.0,  # debt
            0.5956849372909229,  # military
            0.9253798873451833,  # resources
            0.8706469446410319,  # discounts
            1.946544053430584,  # symbols
            -0.05846477283989257,  # chains
            1.7833070660614323,  # stages
            -0.12814067650879685,  # stages_left
            1.8971686052757424,  # cards
        ),
    },
    "base-4": {
        2: (
            20.752177814188126,  # bias
            1.1392614402574783,  # points
            1.9651086386375471,  # tokens
            0.4140421168472284,  # coins
            0.0,  # debt
            0.7145723184697442,  # military
            1.5337361556504756,  # resources
            1.905913813170001,  # discounts
            4.539100446932882,  # symbols
            -0.009259774353325666,  # chains
            -0.36752284032156396,  # stages
            -0.43060880899300963,  # stages_left
            1.315992308380748,  # cards
        ),
        3: (
            -5.425423338925285,  # bias
            0.8933665390568053,  # points
            1.184724005019656,  # tokens
            0.47158039713364913,  # coins
            0.0,  # debt
            0.5133087655771563,  # military
            0.9542918049841266,  # resources
            0.6910256271652014,  # discounts
            1.7888136194665947,  # symbols
            -0.25238947841299736,  # chains
            1.657985134753628,  # stages
            0.05014255617143125,  # stages_left
            2.039237915338541,  # cards
        ),
    },
    "base-5": {
        2: (
            18.483538575465527,  # bias
            1.0768566085736313,  # points
            1.8695900710468885,  # tokens
            0.3861696594807018,  # coins
            0.0,  # debt
            0.8243222966232063,  # military
            1.4781125000163193,  # resources
            2.1018981074625303,  # discounts
            4.267124653073602,  # symbols
            -0.08580743885976953,  # chains
            1.2890605411674494,  # stages
            -0.0029051603253280587,  # stages_left
            1.5004210624619896,  # cards
        ),
        3: (
            -6.573409142137773,  # bias
            0.9390704526495808,  # points
            1.1427793204763426,  # tokens
            0.4594730758443009,  # coins
            0.0,  # debt
            0.6601562600647656,  # military
            1.0208231174148372,  # resources
            0.8179284405757028,  # discounts
            1.6037476637208208,  # symbols
            -0.30454642100262685,  # chains
            1.9730096278923983,  # stages
            0.2588415155610041,  # stages_left
            1.9256889375328703,  # cards
        ),
    },
    "base-6": {
        2: (
            20.73466577329783,  # bias
            1.0925587252216324,  # points
            2.106818994322042,  # tokens
            0.36159114645778784,  # coins
            0.0,  # debt
            0.6271367448657579,  # military
            1.429178109304412,  # resources
            2.0710196022945606,  # discounts
            4.3056254793360305,  # symbols
            -0.29798095427023924,  # chains
            0.6133106072435265,  # stages
            -0.5486186462570581,  # stages_left
            1.5270698223725319,  # cards
        ),
        3: (
            -1.7899047373317007,  # bias
            0.9184825654595117,  # points
            1.1822730873646716,  # tokens
            0.4335815091901845,  # coins
            0.0,  # debt
            0.6247005549079746,  # military
            1.0084479137827367,  # resources
            0.48214438264254317,  # discounts
            1.514567171233428,  # symbols
            -0.250355831930948,  # chains
            1.2757576297805995,  # stages
            0.04497909737657984,  # stages_left
            1.6118269427818095,  # cards
        ),
    },
    "base-7": {
        2: (
            20.167870777605454,  # bias
            0.9794473982434287,  # points
            2.008322598674588,  # tokens
            0.3390616776269548,  # coins
            0.0,  # debt
            0.6514583838055731,  # military
            1.4858210371222396,  # resources
            1.936431788098066,  # discounts
            3.671455067345886,  # symbols
            0.01209412662508736,  # chains
            1.1459506315791415,  # stages
            0.11739872109574213,  # stages_left
            1.2349787312600289,  # cards
        ),
        3: (
            -5.808524827737957,  # bias
            0.9427205649863296,  # points
            1.2195487619437269,  # tokens
            0.46565708977317344,  # coins
            0.0,  # debt
            0.636339599984452,  # military
            1.0251602265330606,  # resources
            0.5597739259828802,  # discounts
            1.6125896716532515,  # symbols
            -0.21090049385840218,  # chains
            1.8572455176013234,  # stages
            0.5576128655789048,  # stages_left
            1.6876011689789747,  # cards
        ),
    },
    "cities-3": {
        2: (
            18.465422764447286,  # bias
            1.1723144038384865,  # points
            1.3004088709081754,  # tokens
            0.7485028967411309,  # coins
            0.11807919732472537,  # debt
            0.8483560778760628,  # military
            1.812988690599206,  # resources
            2.3486649077076946,  # discounts
            6.39617723436458,  # symbols
            -0.2316054996565893,  # chains
            1.7276257534310027,  # stages
            -1.7276257518497373,  # stages_left
            2.2168604910214524,  # cards
        ),
        3: (
            -4.72136853048095,  # bias
            0.9355125146856317,  # points
            1.0138168358848805,  # tokens
            0.5650340852668397,  # coins
            -0.9583636817261958,  # debt
            0.5209711908775223,  # military
            1.0566720972184365,  # resources
            0.6227726885009862,  # discounts
            1.889647704721752,  # symbols
            -0.059597525776200755,  # chains
            0.9680614045912543,  # stages
            -0.9680614047450488,  # stages_left
            1.9472321645293518,  # cards
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
        ),
    },
    "cities-5": {
        2: (
            20.007186333748034,  # bias
            0.8766647728362181,  # points
            1.117275869075193,  # tokens
            0.5161568630611706,  # coins
            -0.11637154081117242,  # debt
            0.7989788020615834,  # military
            1.905347115883979,  # resources
            1.7408596016885824,  # discounts
            4.044761004695804,  # symbols
            0.28235630512430077,  # chains
            1.359908418615448,  # stages
            -1.359908419434268,  # stages_left
            1.7489389575137404,  # cards
        ),
        3: (
            -7.1150359009644575,  # bias
            0.9277559325794629,  # points
            1.01556020553665,  # tokens
            0.5089634406336344,  # coins
            -0.8137983671288103,  # debt
            0.49825078146817847,  # military
            1.1757690648840609,  # resources
            0.7874403908455457,  # discounts
            1.527494501368789,  # symbols
            -0.2292924196115455,  # chains
            0.7061758408847606,  # stages
            -0.7061758428884916,  # stages_left
            1.9890564947692224,  # cards
        ),
    },
    "cities-6": {
        2: (
            21.097033966011747,  # bias
            0.8272020856429669,  # points
            0.9333190131222053,  # tokens
            0.43637902992114,  # coins
            -0.7946711338636918,  # debt
            0.7954263480457784,  # military
            1.7731973384401505,  # resources
            1.6594018272724356,  # discounts
            4.036178497550313,  # symbols
            -0.024639933825112835,  # chains
            1.2109132833600715,  # stages
            -1.2109132823126947,  # stages_left
            1.7288184505276718,  # cards
        ),
        3: (
            -6.507703315902109,  # bias
            0.9231154427112293,  # points
            0.9706634433462958,  # tokens
            0.49626900017561176,  # coins
            -0.8794689068218138,  # debt
            0.5456104164027334,  # military
            1.2064430192599946,  # resources
            0.45948615656057523,  # discounts
            1.505599842059725,  # symbols
            -0.28406497676056724,  # chains
            0.6007611808840126,  # stages
            -0.6007611831665471,  # stages_left
            1.9026504866890166,  # cards
        ),
    },
    "cities-7": {
        2: (
            18.824472829105897,  # bias
            0.9196090199998342,  # points
            1.0261642254215737,  # tokens
            0.4415112279179732,  # coins
            -0.7109203013100084,  # debt
            0.661553253466952,  # military
            1.9391179720268035,  # resources
            1.3446438585507512,  # discounts
            3.2664418021170296,  # symbols
            0.2562623918475558,  # chains
            1.118143761105706,  # stages
            -1.1181437629905782,  # stages_left
            1.7930899232532458,  # cards
        ),
        3: (
            -8.956851168915124,  # bias
            0.9148513326429757,  # points
            0.8601137807604646,  # tokens
            0.5400343851532245,  # coins
            -0.8231895728977294,  # debt
            0.5959124043996626,  # military
            1.2154346214129208,  # resources
            0.292084882228824,  # discounts
            1.520696494469492,  # symbols
            -0.2273251768075044,  # chains
            0.6750855925761866,  # stages
            -0.6750855928523181,  # stages_left
            1.9956988887312856,  # cards
        ),
    },
    "cities-8": {
        2: (
            16.76024569389252,  # bias
            0.8127997715995956,  # points
            1.2249029825132673,  # tokens
            0.48745365288195236,  # coins
            -0.8442645251472561,  # debt
            0.5957500456755823,  # military
            1.7493457963455483,  # resources
            1.3941214308421692,  # discounts
            2.630033332212691,  # symbols
            0.4320356972459466,  # chains
            1.214918831983362,  # stages
            -1.2149188370207682,  # stages_left
            1.4229240170613435,  # cards
        ),
        3: (
            -5.378263162488503,  # bias
            0.8732007898168332,  # points
            0.9153929108514087,  # tokens
            0.5319479309586923,  # coins
            -0.9936057988296699,  # debt
            0.5686201241806098,  # military
            0.9771011859719728,  # resources
            0.29703142471961413,  # discounts
            1.3865292790025376,  # symbols
            -0.18327915888263147,  # chains
            0.6657558919444565,  # stages
            -0.6657558892639276,  # stages_left
            1.815032250471859,  # cards
        ),
    },
}
#: the standard deviation of a city's final score around its forecast
SPREAD: dict[str, dict[int, float]] = {
    "base-3": {2: 7.3952, 3: 5.3483},
    "base-4": {2: 7.447, 3: 5.581},
    "base-5": {2: 7.6975, 3: 5.7078},
    "base-6": {2: 7.6001, 3: 5.6338},
    "base-7": {2: 7.875, 3: 5.8576},
    "cities-3": {2: 7.8726, 3: 5.9601},
    "cities-4": {2: 7.8366, 3: 6.1882},
    "cities-5": {2: 8.1388, 3: 6.3352},
    "cities-6": {2: 8.104, 3: 6.2496},
    "cities-7": {2: 8.307, 3: 6.5189},
    "cities-8": {2: 7.7139, 3: 6.1207},
}
