"""The name tables against the rulebooks' own lists, entry by entry.

The lists below are copied from the books as printed (the tests never read
``../shared``): the Danish 1st edition's "KORTLISTER OG KÆDER" (seed 000, the card
list and the wonders of its back page; the heading "Vidundere", which the text
extraction dropped between Aqueduct and Circus, left out), the Swedish Duel's
"ÖVERSÄTTNING AV KORTEN" (seed 001, read row by row) and the Dutch "KAARTEN" list
(seed 002). Each table must hold every entry of its list, in the list's order, with
the book's spelling; the English side is the engine's where the book spells it
otherwise (``BOOK_SPELLINGS``, noted in the tables' comments).
"""

from __future__ import annotations

import re

from engine import names as N

# the book's English -> the engine's
BOOK_SPELLINGS = {"Craftsmans Guild": "Craftsmens Guild", "Bazaar": "Bazar",
                  "Glass-blower": "Glassblower", "MoneyLenders Guild": "Moneylenders Guild",
                  "The Pyramids of Giza": "Giza", "The Hanging Gardens of Babylon": "Babylon",
                  "The Statue of Zeus in Olympia": "Olympia",
                  "The Colossus of Rhodes": "Rhodes",
                  "The Temple of Artemis in Ephesus": "Ephesus",
                  "The Lighthouse of Alexandria": "Alexandria",
                  "The Mausoleum of Halicarnassus": "Halicarnassus"}

DANISH_CARDS = (
    "Tømmerplads (Lumber Yard) Stenbrud (Stone Pit) Lerbrud (Clay Pool) Malmåre (Ore "
    "Vein) Plantage (Tree Farm) Udgravning (Excavation) Lergrav (Clay Pit) Tømmerplads "
    "(Timber Yard) Skovhule (Forest Cave) Mine (Mine) Væv (Loom) Glaspusteri (Glassworks) "
    "Trykpresse (Press) Barak (Barracks) Palisade (Stockade) Vagttårn (Guard Tower) "
    "Apotek (Apothecary) Skrivesal (Scriptorium) Værksted (Workshop) Østlig "
    "handelsstation (East Trading Post) Vestlig handelsstation (West Trading Post) "
    "Markedsplads (Marketplace) Kro(Tavern) Teater (Theater) Pantelåner (Pawnshop) Alter "
    "(Altar) Bade (Baths) Savværk (Sawmill) Stenbrud (Quarry) Teglværk (Brickyard) "
    "Støberi (Foundry) Væv (Loom) Glaspusteri (Glassworks) Trykpresse (Press) Stalde "
    "(Stables) Mure (Walls) Skydebane (Archery Range) Træningsplads (Training Ground) "
    "Laboratorie (Laboratory) Skole (School) Apotek (Dispensary) Bibliotek (Library) "
    "Vingård (Vineyard) Bazar (Bazaar) Forum (Forum) Karavanseri (Caravansery) Retssal "
    "(Courthouse) Statue (Statue) Tempel (Temple) Akvædukt (Aqueduct) Cirkus (Circus) "
    "Arsenal (Arsenal) Fæstningsværk (Fortifications) Krigsværksted (Siege Workshop) "
    "Observatorium (Observatory) Akademi (Academy) Universitet (University) Loge (Lodge) "
    "Studiekammer (Study) Arena (Arena) Handelskammer (Chamber of Commerce) Havn (Haven) "
    "Fyrtårn (Lighthouse) Palads (Palace) Haver (Gardens) Panteon (Pantheon) Rådhus (Town "
    "Hall) Senat (Senate) Arbejderlauget (Workers Guild) Håndværkerlauget (Craftsmans "
    "Guild) Handelslauget (Traders Guild) Filosoffernes Laug (Philosophers Guild) "
    "Spionernes Laug (Spies Guild) Strategernes Laug (Strategists Guild) Skibsejernes "
    "Laug (Shipowners Guild) Forskernes Laug (Scientists Guild) Magistraternes Laug "
    "(Magistrates Guild) Arkitektlauget (Builders Guild)"
)
DANISH_WONDERS = (
    "Pyramiderne (The Pyramids of Giza) De hængende haver i Babylon (The Hanging Gardens "
    "of Babylon) Zeus statuen på Olympen (The Statue of Zeus in Olympia) Kolossen i "
    "Rhodos (The Colossus of Rhodes) Artemistemplet i Efesos (The Temple of Artemis in "
    "Ephesus) Fyrtårnet i Alexandria (The Lighthouse of Alexandria) Mausolæet i "
    "Halicarnassus (The Mausoleum of Halicarnassus)"
)
SWEDISH_CARDS = (
    "Altar / Altar; Guard Tower / Vakttorn; Stable / Stall; Apothecary / Klinik; Logging "
    "Camp / Skogshuggarläger; Stone Pit / Stengrop; Baths / Badinrättning; Lumber Yard / "
    "Timmeranläggning; Stone Reserve / Stenmagasin; Clay Pit / Lerbrott; Palisade / "
    "Palissad; Tavern / Världshus; Clay Pool / Lergrop; Pharmacist / Apotek; Theater / "
    "Teater; Clay Reserve / Lermagasin; Press / Press; Wood Reserve / Timmermagasin; "
    "Garrison / Garnison; Quarry / Litet Stenbrott; Workshop / Verkstad; Glassworks / "
    "Glasbruk; Scriptorium / Skriptorium; Aqueduct / Akvedukt; Drying Room / Torkrum; "
    "Sawmill / Sågverk; Archery Range / Pilbana; Forum / Forum; School / Skola; Barracks "
    "/ Baracker; Glass-blower / Glasblåsare; Shelf Quarry / Stort Stenbrott; Brewery / "
    "Bryggeri; Horse Breeders / Hästuppfödare; Statue / Staty; Brickyard / Tegelbruk; "
    "Laboratory / Laboratorium; Temple / Tempel; Caravansery / Karavanseraj; Library / "
    "Bibliotek; Courthouse / Rådhus; Customs House / Tullhus; Parade Ground / Paradplats; "
    "Walls / Murar; Dispensary / Sanatorium; Rostrum / Rostrum; Academy / Akademi; "
    "Fortifications / Befästningsver; Senate / Senat; Arena / Arena; Gardens / Trädgård; "
    "Siege Workshop / Belägringsmaskiner; Armory / Rustkammare; Lighthouse / Fyrtorn; "
    "Study / Studie; Arsenal / Arsenal; Obelisk / Obelisk; Town Hall / Stadshus; Chamber "
    "of Commerce / Handelskammare; Observatory / Observatorium; University / Universitet; "
    "Circus / Cirkus; Palace / Palats; Pretorium / Pretorium; Pantheon / Pantheon; Port / "
    "Hamm; Builders Guild / Byggmästarnas Skrå; Scientists Guild / Vetenskapsmännens "
    "Skrå; Magistrates Guild / Magistraternas Skrå; Shipowners Guild / Skeppsägarnas "
    "Skrå; Merchants Guild / Handelsmännens Skrå; Tacticians Guild / Taktikernas Skrå; "
    "MoneyLenders Guild / Pengalånarnas Skrå"
)
DUTCH_CARDS = (
    "Chantier (Houtwerf); Cavité (Steenput); Bassin argileux (Kleipoeel); Filon "
    "(Ertzader); Friche (Boomkekerij); Excavation (Uitgraving); Fosse argileuse "
    "(Kleiput); Exploitation forestière (Hout Exploitatie); Gisement (Bos Grot); Mine "
    "(Mijn); Métier à tisser (Weverij); Verrerie (glasfabriek); Presse (Drukkerij); "
    "Caserne (Barakken); Palissade (Palissade); Tour de garde (Wachtstoren); Officine "
    "(Apotheeker); Scriptorium (Scriptorium); Atelier (Werkplaats); Comptoir Est "
    "(Oosterse Handelspost); Comptoir Ouest (Westerse Handelspost); Marché (Marktplaats); "
    "Taverne (Taverne); Théâtre (Theater); Prêtreur sur gages (Pandjeshuis); Autel "
    "(Altaar); Bains (Badhuis); Scierie (Houtzagerij); Carrière (Steenroeve); Briqueterie "
    "(Steenfabriek); Fonderie (Gietterij); Métier à tisser (Weverij); Verreie "
    "(glasfabriek); Presse (Drukkerij); Écuries (Stallen); Muraille (Muren); Champs de "
    "tir (Boogschiet Veld); Place d'armes (Trainings Plaats); Laboratoire (Laboratorium); "
    "Dispensaire (Apotheek); Bibliothèque (Bibliotheek); Vignoble (Wingjaard); Bazar "
    "(Bazaar); Forum (Forum); Caravansérail (Karavanserai); Tribunal (Rechtszaal); Statue "
    "(Beeld); Temple (Tempel); Aqueduc (Aquaduct); Cirque (Circus); Arsenal (Arsenaal); "
    "Fortifications (Vestingwerken); Atelier de siège (Beleg Werkplaats); Observatoire "
    "(Observatorium); Academie (Academie); Université (Universiteit); Loge (Herberg); "
    "Étude (Studeerkamer); Arène (Arena); Chambre de Commerce (Kamer van Koophandel); "
    "Port (Haven); Phare (Vuurtoren); Palace (Paleis); Jardins (Tuinen); Panthéon "
    "(Panthéon); Hôtel de ville (Gemeentehuis); Sénat (Senaat); Guilde des Travailleurs "
    "(Arbeiders Gilde); Guilde des Artisans (Ambachts Gilde); Guilde des Commerçants "
    "(Handels Gilde); Guilde des Philosophes (Filosofen Gilde); Guilde des Espions "
    "(Spionnen Gilde); Guilde des Stratèges (Strategen Gilde); Guilde des Armateurs "
    "(Reders Gilde); Guilde des Scientifiques (Wetenschaps Gilde); Guilde des Magistrats "
    "(Magistraten Gilde); Guilde des Bâisseurs (Bouwers Gilde)"
)


def pairs(text: str, pattern: str) -> list[tuple[str, str]]:
    return [(a.strip(), b.strip()) for a, b in re.findall(pattern, text)]


def entries(file: str) -> list[tuple[str, str]]:
    """(English, local) of a table's entries, in order."""
    table = next(t for t in N.tables() if t.file == file)
    return [(e.english, e.local) for e in table.entries]


def engine_spelling(english: str) -> str:
    return BOOK_SPELLINGS.get(english, english)


def test_the_danish_list_entry_by_entry():
    book = pairs(DANISH_CARDS + " " + DANISH_WONDERS, r"([^()]+?)\s*\(([^()]+)\)")
    assert len(book) == 78 + 7
    assert entries("da-1e.txt") == [(engine_spelling(en), da) for da, en in book]


def test_the_swedish_list_entry_by_entry():
    book = pairs(SWEDISH_CARDS, r"([^;/]+) / ([^;]+)")
    assert len(book) == 73
    assert entries("sv-duel.txt")[:73] == [(engine_spelling(en), sv) for en, sv in book]


def test_the_dutch_list_entry_by_entry():
    """The Dutch names in the order of the list, on the cards of the Danish list in
    the same order (the two books list the cards alike, the Dutch without School)."""
    book = pairs(DUTCH_CARDS, r"([^;()]+?)\s*\(([^()]+)\)")
    assert len(book) == 77
    danish_order = [en for en, _ in entries("da-1e.txt")[:78] if en != "School"]
    got = entries("nl-1e.txt")[:77]
    assert [en for en, _ in got] == danish_order
    assert [nl for _, nl in got] == [nl[0].upper() + nl[1:] for _, nl in book]
