"""Duskmourn creatures with typecycling (CR 702.29e: "[Cost], Discard this card: Search your
library for a [type] card, reveal it, put it into your hand, then shuffle", an ability of
the card in hand, 702.29a, 113.6j): Bedhead Beastie (menace, 702.111) and Spectral Snatcher
("Ward—Discard a card", 702.21a). Facts from the package's data; no release notes."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import Filter, card, typecycling, ward

BEDHEAD_BEASTIE = card(
    "Bedhead Beastie",
    keywords=("menace",),
    abilities=(typecycling("Mountain", "{2}", "Ciclo de montaña {2}", "Mountaincycling {2}"),),
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
        typecycling("Swamp", "{2}", "Ciclo de pantano {2}", "Swampcycling {2}"),
    ),
    article_es="la",
)

CARDS = (BEDHEAD_BEASTIE, SPECTRAL_SNATCHER)
