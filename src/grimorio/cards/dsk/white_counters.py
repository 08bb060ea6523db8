"""Duskmourn white creatures that grow or shrink with counters: Patched Plaything (enters with
two -1/-1 counters if cast from the hand, CR 614.1c, 601.2a) and Possessed Goat (an activated
ability that can be activated only once, 602.5b, and makes it a black Demon, 611.2a). Facts
from the package's data; these cards have no rulings in the release notes."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import (
    THIS,
    ActivatedAbility,
    AddColors,
    AddTypes,
    Apply,
    CastFrom,
    Cost,
    EntersWithCounters,
    ManaCost,
    Mode,
    PutCounters,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

_PLAYTHING_ES, _PLAYTHING_EN = printed_line("Patched Plaything", 1)
PATCHED_PLAYTHING = card(
    "Patched Plaything",
    keywords=("double_strike",),
    abilities=(
        # CR 614.1c: a replacement effect on how it enters, asked of the spell it was
        # (601.2a: cast from its owner's hand — not put onto the battlefield, not cast from
        # another zone)
        EntersWithCounters(
            "-1/-1",
            2,
            CastFrom(Zone.HAND),
            text_es=_PLAYTHING_ES,
            text_en=_PLAYTHING_EN,
        ),
    ),
    article_es="el",
)

_GOAT_ES, _GOAT_EN = printed_line("Possessed Goat", 0)
POSSESSED_GOAT = card(
    "Possessed Goat",
    abilities=(
        ActivatedAbility(
            Cost(mana=ManaCost.parse("{3}"), discard=1),  # CR 701.9a: a card of your choice
            Mode(
                effects=(
                    PutCounters("+1/+1", 3, THIS),
                    # CR 611.2a: no duration; layers 4 and 5, in addition to its other types
                    # and colours (205.1b, 105.3)
                    Apply(THIS, (AddTypes(subtypes=("Demon",)), AddColors(("B",))), "game"),
                ),
                text_es=_GOAT_ES,
                text_en=_GOAT_EN,
            ),
            once=True,  # CR 602.5b: "Activate only once"
        ),
    ),
    article_es="la",
)

CARDS: tuple[CardDef, ...] = (PATCHED_PLAYTHING, POSSESSED_GOAT)
