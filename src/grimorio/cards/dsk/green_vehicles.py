"""Duskmourn green Vehicles (CR 301.7, 702.122). Facts from ../shared/data/dsk/cards.jsonl
and the release notes."""

from grimorio.dsl.abilities import Mode, Triggered
from grimorio.dsl.card import card
from grimorio.dsl.effects import May, Mill, ReturnToBattlefield
from grimorio.dsl.keywords import crew
from grimorio.dsl.selectors import Filter, It
from grimorio.dsl.triggers import Attacks, PutIntoGraveyard

_MILL_ES = "Siempre que la Trituradora de setos ataque, puedes moler dos cartas."
_MILL_EN = "Whenever this Vehicle attacks, you may mill two cards."
_LANDS_ES = (
    "Siempre que una o más cartas de tierra vayan a tu cementerio desde tu biblioteca, ponlas "
    "en el campo de batalla giradas."
)
_LANDS_EN = (
    "Whenever one or more land cards are put into your graveyard from your library, put them "
    "onto the battlefield tapped."
)
HEDGE_SHREDDER = card(
    "Hedge Shredder",
    "Trituradora de setos",
    "{2}{G}{G}",
    "Artifact — Vehicle",
    "Artefacto — Vehículo",
    pt=(5, 5),  # CR 301.7a: it has them only while it is a creature
    abilities=(
        Triggered(  # CR 508.3a; 701.17b: not offered with one card or none in the library
            Attacks(), Mode(effects=(May((Mill(2),)),), text_es=_MILL_ES, text_en=_MILL_EN)
        ),
        Triggered(  # CR 603.2c: once for the cards put there together, "them" all of them
            PutIntoGraveyard(Filter(types=("land",), owner="you"), from_="library"),
            Mode(
                effects=(ReturnToBattlefield(It(), tapped=True),),
                text_es=_LANDS_ES,
                text_en=_LANDS_EN,
            ),
            one_or_more=True,
        ),
        crew(1),  # CR 702.122a
    ),
    text_es=_MILL_ES
    + "\n"
    + _LANDS_ES
    + "\nTripular 1. (Girar cualquier cantidad de criaturas que controlas con una fuerza "
    "total de 1 o más: Este Vehículo se convierte en una criatura artefacto hasta el final del "
    "turno.)",
    text_en=_MILL_EN
    + "\n"
    + _LANDS_EN
    + "\nCrew 1 (Tap any number of creatures you control with total power 1 or more: This "
    "Vehicle becomes an artifact creature until end of turn.)",
    article_es="la",
)

CARDS = (HEDGE_SHREDDER,)
