"""Duskmourn creatures with typecycling (CR 702.29e: "[Cost], Discard this card: Search your
library for a [type] card, reveal it, put it into your hand, then shuffle", an ability of
the card in hand, 702.29a, 113.6j): Shepherding Spirits (plainscycling), Daggermaw
Megalodon (islandcycling), Bedhead Beastie (menace, 702.111; mountaincycling) and Spectral
Snatcher ("Ward—Discard a card", 702.21a; swampcycling). Slavering Branchsnapper's
forestcycling is in green_ramp.py. Facts from the package's data; no release notes."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import Filter, card, typecycling, ward
from grimorio.dsl.card import CardDef

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

BEDHEAD_BEASTIE = card(
    "Bedhead Beastie",
    keywords=("menace",),
    abilities=(typecycling("Mountain", "{2}", *printed_line("Bedhead Beastie", 1)),),
    article_es="la",
)

SPECTRAL_SNATCHER = card(
    "Spectral Snatcher",
    abilities=(
        # CR 702.21a: counter it unless that player discards a card (701.9a)
        ward(
            discard=Filter(),
            text_es=printed_line("Spectral Snatcher", 0)[0],
            text_en=printed_line("Spectral Snatcher", 0)[1],
        ),
        typecycling("Swamp", "{2}", *printed_line("Spectral Snatcher", 1)),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (
    SHEPHERDING_SPIRITS,
    DAGGERMAW_MEGALODON,
    BEDHEAD_BEASTIE,
    SPECTRAL_SNATCHER,
)
