"""Duskmourn green creatures that put lands and permanents into play or into the hand,
facts from the package's data: Kona, Rescue Beastie, Slavering Branchsnapper and Wickerfolk
Thresher. These cards have no release-notes rulings."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.cards.dsk.printed_modes import printed_mode
from grimorio.dsl import (
    PERMANENT_TYPES,
    AtBeginning,
    Attacks,
    Delirium,
    Each,
    Filter,
    LookAndTake,
    PutChosen,
    SourceTapped,
    Triggered,
    Zone,
    card,
    typecycling,
)
from grimorio.dsl.card import CardDef

# -- Kona, Rescue Beastie ---------------------------------------------------------------
# Survival: an intervening "if" (CR 603.4). "You may put a permanent card from your hand
# onto the battlefield": chosen as the ability resolves, or none (608.2d); putting a land
# this way is not playing it (CR 305.1, 305.4).
KONA_RESCUE_BEASTIE = card(
    "Kona, Rescue Beastie",
    abilities=(
        Triggered(
            AtBeginning("main2"),
            printed_mode(
                "Kona, Rescue Beastie",
                0,
                PutChosen(
                    Each(Filter(types=PERMANENT_TYPES, zone=Zone.HAND, owner="you")),
                    to="battlefield",
                ),
            ),
            condition=SourceTapped(),
        ),
    ),
)

# -- Slavering Branchsnapper ------------------------------------------------------------
# Trample (CR 702.19); Forestcycling {2} works from the hand (702.29a, 702.29e).
SLAVERING_BRANCHSNAPPER = card(
    "Slavering Branchsnapper",
    keywords=("trample",),
    abilities=(typecycling("Forest", "{2}", *printed_line("Slavering Branchsnapper", 1)),),
    article_es="el",
)

# -- Wickerfolk Thresher ----------------------------------------------------------------
# Delirium: an intervening "if" (CR 603.4). The top card is looked at by its controller
# only (CR 401.5); a land card may go onto the battlefield; otherwise the card goes to the
# hand — a hidden zone, so nobody else learns which card it was (400.2).
WICKERFOLK_THRESHER = card(
    "Wickerfolk Thresher",
    abilities=(
        Triggered(
            Attacks(),
            printed_mode(
                "Wickerfolk Thresher",
                0,
                LookAndTake(1, 1, rest="hand", filter=Filter(types=("land",)), to="battlefield"),
            ),
            condition=Delirium(),
        ),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (KONA_RESCUE_BEASTIE, SLAVERING_BRANCHSNAPPER, WICKERFOLK_THRESHER)
