"""Duskmourn white cards that give hexproof while something holds (CR 702.11, 611.3a):
Shardmage's Rescue ("as long as this Aura entered this turn") and Veteran Survivor (survival,
and "as long as there are three or more cards exiled with this creature", 607.2a). Facts
from the package's data; these cards have no rulings in the release notes."""

from grimorio.cards.dsk.cycles import printed_line
from grimorio.dsl import (
    THIS,
    AmountAtLeast,
    AtBeginning,
    Attached,
    EnteredThisTurn,
    Exile,
    Filter,
    Grant,
    LinkedCount,
    Mode,
    ModifyPT,
    SourceTapped,
    Static,
    Target,
    TargetSpec,
    Triggered,
    Zone,
    card,
)
from grimorio.dsl.card import CardDef

_RESCUE = "Shardmage's Rescue"
SHARDMAGES_RESCUE = card(
    _RESCUE,
    keywords=("flash",),
    enchant=Filter(types=("creature",), controller="you"),  # CR 702.5a, 303.4a
    abilities=(
        Static(  # CR 611.3a: it applies only while the condition holds
            (Grant(keywords=("hexproof",)),),
            affects=Attached(),
            condition=EnteredThisTurn(),
            text_es=printed_line(_RESCUE, 2)[0],
            text_en=printed_line(_RESCUE, 2)[1],
        ),
        Static(
            (ModifyPT(1, 1),),  # CR 613.4c
            affects=Attached(),
            text_es=printed_line(_RESCUE, 3)[0],
            text_en=printed_line(_RESCUE, 3)[1],
        ),
    ),
    article_es="el",
)

_VETERAN = "Veteran Survivor"
VETERAN_SURVIVOR = card(
    _VETERAN,
    abilities=(
        # Survival: an intervening "if" (CR 603.4); the exiled card is remembered as exiled
        # with this creature (607.2a)
        Triggered(
            AtBeginning("main2"),
            Mode(
                (TargetSpec((Filter(zone=Zone.GRAVEYARD),), min=0),),
                (Exile(Target(0), link="exiled"),),
                text_es=printed_line(_VETERAN, 0)[0],
                text_en=printed_line(_VETERAN, 0)[1],
            ),
            condition=SourceTapped(),
        ),
        Static(  # CR 611.3a: counted continuously — only the cards still in exile (400.7)
            (ModifyPT(3, 3), Grant(keywords=("hexproof",))),
            affects=THIS,
            condition=AmountAtLeast(LinkedCount("exiled"), 3),
            text_es=printed_line(_VETERAN, 1)[0],
            text_en=printed_line(_VETERAN, 1)[1],
        ),
    ),
    article_es="el",
)

CARDS: tuple[CardDef, ...] = (SHARDMAGES_RESCUE, VETERAN_SURVIVOR)
