"""Test-only cards for the examples of the Commander rules (CR 903.4, 903.4d, 903.5c–d),
with only the facts the Spanish CR's examples give: *Bosh, gólem de hierro* (a legendary
artifact creature with a mana cost of {8} and the ability the example quotes, with its red
mana symbol, 903.4), *Erudito civilizado* ({2}{U}), whose back face *Bruto homicida* has a
red colour indicator (903.4d: here its ``flip_face``, the engine's other face of a card),
and *Mosto, madre incursora* (a legendary creature costing {4}{R/G}{R/G}, 903.5c). Their
English names and texts are not in the documents, so the Spanish stand in both languages;
the examples give no creature types or power and toughness, so the cards have none and
1/1 (the tests' own values). The abilities are printed text only (colour identity reads
text, 903.4)."""

from dataclasses import replace

from grimorio.dsl.card import CardDef, card
from grimorio.dsl.mana import ManaCost

_BOSH_TEXT = (
    "{3}{R}, sacrificar un artefacto: Bosh, gólem de hierro hace daño a cualquier objetivo "
    "igual al valor de maná del artefacto sacrificado."
)

BOSH = card(
    "Bosh, gólem de hierro",
    None,
    "{8}",
    "Legendary Artifact Creature",
    "Criatura artefacto legendaria",
    pt=(1, 1),
    text_en=_BOSH_TEXT,
    text_es=_BOSH_TEXT,
)

HOMICIDAL_BRUTE = card(
    "Bruto homicida",
    None,
    None,  # a back face has no mana cost (CR 712.8b)
    "Creature",
    "Criatura",
    pt=(1, 1),
    colors=("R",),  # its colour indicator (CR 204)
    article_es="el",
)

# CR 712: a double-faced card, its back face kept as the card's other face
CIVILIZED_SCHOLAR = replace(
    card(
        "Erudito civilizado",
        None,
        "{2}{U}",
        "Creature",
        "Criatura",
        pt=(1, 1),
        article_es="el",
    ),
    flip_face=HOMICIDAL_BRUTE,
)

# The vocabulary's mana costs take no hybrid symbols (ManaCost.parse refuses them), so the
# cost is written as data: {4}{R/G}{R/G}, red and green (CR 105.2, 107.4e), mana value 6
# (202.3). Enough for deck construction; the card is not meant to be cast.
MOSTO = replace(
    card(
        "Mosto, madre incursora",
        None,
        None,
        "Legendary Creature",
        "Criatura legendaria",
        pt=(4, 4),
    ),
    mana_cost=ManaCost(4, ("R/G", "R/G")),
    colors=("R", "G"),
)

CR903_TEST_CARDS: tuple[CardDef, ...] = (BOSH, CIVILIZED_SCHOLAR, MOSTO)
