"""Duskmourn creatures with typecycling (CR 702.29e): Shepherding Spirits (plainscycling) and
Daggermaw Megalodon (islandcycling) — "[Cost], Discard this card: Search your library for a
[type] card, reveal it, put it into your hand, then shuffle", an ability that works from the
hand (702.29a, 113.6j). Facts from the package's data; these cards have no rulings in the
release notes."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import card, typecycling

SHEPHERDING_SPIRITS = card(
    "Shepherding Spirits",
    keywords=("flying",),
    abilities=(typecycling("Plains", "{2}", *printed_line("Shepherding Spirits", 1)),),
    article_es="los",
)

DAGGERMAW_MEGALODON = card(
    "Daggermaw Megalodon",
    keywords=("vigilance",),
    abilities=(typecycling("Island", "{2}", *printed_line("Daggermaw Megalodon", 1)),),
    article_es="el",
)

CARDS = (SHEPHERDING_SPIRITS, DAGGERMAW_MEGALODON)
